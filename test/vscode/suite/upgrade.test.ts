// Upgrade mint.json to docs.json in a real VS Code: the code action on mint.json, the read-only preview of the
// proposed docs.json with its report, nothing written before "Create docs.json", and the file created after it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { UpgradeProposalSummary } from '../../../client/src/upgrade/upgradePreview';
import { takeScreenshot } from '../support/screenshot';
import { waitFor } from '../support/wait';
import { exists, workspaceFile } from '../support/workspace';

const SITE = 'upgrade-site';
const MINT = {
  $schema: 'https://mintlify.com/schema.json',
  name: 'Upgrade Site',
  colors: { primary: '#0D9373', anchors: '#0D9373' },
  topbarCtaButton: { name: 'Sign up', url: 'https://app.example.dev' },
  feedback: { thumbsRating: true },
  tabs: [{ name: 'API', url: 'api' }],
  navigation: [{ group: 'Start', pages: ['intro', 'api/list'] }],
};
const MINT_TEXT = JSON.stringify(MINT, null, 2) + '\n';
const mintUri = () => workspaceFile(`${SITE}/mint.json`);
const docsUri = () => workspaceFile(`${SITE}/docs.json`);

function openEditorUris(): string[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .flatMap((tab) => (tab.input instanceof vscode.TabInputText ? [tab.input.uri.toString()] : []));
}

describe('upgrade mint.json to docs.json', function () {
  this.timeout(60_000);

  before(async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    await vscode.workspace.fs.writeFile(mintUri(), encode(MINT_TEXT));
    await vscode.workspace.fs.writeFile(workspaceFile(`${SITE}/intro.mdx`), encode('# Intro\n'));
    await vscode.workspace.fs.writeFile(workspaceFile(`${SITE}/api/list.mdx`), encode('# List\n'));
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('offers the upgrade as a code action on mint.json', async () => {
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(mintUri()));
    // The provider is registered when the extension activates, which a test run alone may still be doing.
    const upgrade = await waitFor(
      async () => {
        const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
          'vscode.executeCodeActionProvider',
          editor.document.uri,
          new vscode.Range(2, 3, 2, 3),
        );
        const ours = actions.filter((action) => action.command?.command === 'docsite.upgradeToDocsJson');
        return ours.length ? ours : undefined;
      },
      { what: 'the upgrade code actions on mint.json', timeoutMs: 20_000 },
    );
    assert.deepEqual(upgrade.map((a) => a.kind?.value).sort(), [
      'refactor.rewrite.docsite.upgradeToDocsJson',
      'source.docsite.upgradeToDocsJson',
    ]);
    assert.deepEqual(upgrade[0].command?.arguments, [mintUri().toString()]);
  });

  it('shows the proposal in a read-only preview and writes nothing; discarding closes it', async () => {
    const proposal = await vscode.commands.executeCommand<UpgradeProposalSummary>(
      'docsite.upgradeToDocsJson',
      mintUri().toString(),
    );
    assert.ok(proposal, 'the command returns what it proposes');
    assert.equal(proposal.targetUri, docsUri().toString());
    assert.equal(proposal.targetExists, false);
    const proposed = JSON.parse(proposal.text) as Record<string, unknown>;
    assert.equal(proposed.$schema, 'https://mintlify.com/docs.json');
    assert.equal(proposed.theme, 'mint');
    assert.deepEqual(proposed.navigation, {
      tabs: [
        { tab: 'Documentation', groups: [{ group: 'Start', pages: ['intro'] }] },
        { tab: 'API', groups: [{ group: 'Start', pages: ['api/list'] }] },
      ],
    });
    assert.deepEqual(proposed.navbar, {
      primary: { type: 'button', label: 'Sign up', href: 'https://app.example.dev' },
    });
    assert.deepEqual(proposal.report.notCarried.map((d) => d.from).sort(), ['colors.anchors', 'feedback']);

    // The preview is open beside mint.json, shows the same text, and is not a file.
    const preview = vscode.Uri.parse(proposal.previewUri);
    assert.equal(preview.scheme, 'docsite-upgrade');
    await waitFor(() => openEditorUris().includes(proposal.previewUri), {
      what: 'the preview editor',
      timeoutMs: 10_000,
    });
    const previewDocument = vscode.workspace.textDocuments.find((d) => d.uri.toString() === proposal.previewUri);
    assert.equal(previewDocument?.getText(), proposal.text);
    assert.equal(previewDocument?.languageId, 'docsite-config');
    assert.equal(await exists(docsUri()), false, 'nothing is written before accepting');
    await takeScreenshot('upgrade-preview', { docs: true });

    const report = await vscode.commands.executeCommand<string>(
      'docsite.upgradeToDocsJson.showReport',
      proposal.previewUri,
    );
    const reportText = (await vscode.workspace.openTextDocument(vscode.Uri.parse(report))).getText();
    assert.match(reportText, /\| `feedback` \(line \d+\) \| docs\.json has no setting for the feedback buttons/);
    assert.match(reportText, /Nothing is written until you choose \*\*Create docs\.json\*\*/);

    assert.equal(await vscode.commands.executeCommand('docsite.upgradeToDocsJson.discard', proposal.previewUri), true);
    await waitFor(() => !openEditorUris().includes(proposal.previewUri), {
      what: 'the preview to close',
      timeoutMs: 10_000,
    });
    assert.equal(await exists(docsUri()), false, 'discarding writes nothing');
  });

  it('"Create docs.json" writes exactly the proposal and leaves mint.json as it was', async () => {
    const proposal = await vscode.commands.executeCommand<UpgradeProposalSummary>(
      'docsite.upgradeToDocsJson',
      mintUri().toString(),
    );
    assert.equal(await exists(docsUri()), false);
    const created = await vscode.commands.executeCommand<string>(
      'docsite.upgradeToDocsJson.accept',
      proposal.previewUri,
    );
    assert.equal(created, docsUri().toString());
    const written = new TextDecoder().decode(await vscode.workspace.fs.readFile(docsUri()));
    assert.equal(written, proposal.text);
    assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(mintUri())), MINT_TEXT);
    await waitFor(() => vscode.window.activeTextEditor?.document.uri.toString() === docsUri().toString(), {
      what: 'docs.json opened',
      timeoutMs: 10_000,
    });
    assert.ok(!openEditorUris().includes(proposal.previewUri), 'the preview is closed');
  });
});
