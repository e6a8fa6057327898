// A docs.json site in a real VS Code, as a new user meets it: its problems on their lines, page paths completed in
// its navigation, and a mint.json site upgraded through the preview into a docs.json that the extension then checks
// as a docs.json (and the mint.json left beside it gets the "ignored" note).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { UpgradeProposalSummary } from '../../../client/src/upgrade/upgradePreview';
import { diagnosticCode, ourDiagnostics, waitForDiagnostics } from '../support/diagnostics';
import { waitFor } from '../support/wait';
import { exists, replaceFirst, workspaceFile } from '../support/workspace';

const SITE = 'docsjson-site';
const LEGACY = 'docsjson-legacy';
const DOCS_TEXT =
  JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mapel',
      name: 'Docs JSON Site',
      colors: { primary: '#0D9373' },
      icons: { library: 'lucide' },
      navigation: {
        tabs: [{ tab: 'Guides', icon: 'book-open', groups: [{ group: 'Start', pages: ['intro', 'guides/missing'] }] }],
      },
    },
    null,
    2,
  ) + '\n';
const LEGACY_TEXT =
  JSON.stringify(
    {
      name: 'Legacy Site',
      colors: { primary: '#0D9373' },
      modeToggle: { default: 'dark' },
      navigation: [{ group: 'Start', pages: ['intro', 'gone'] }],
    },
    null,
    2,
  ) + '\n';

const encode = (text: string) => new TextEncoder().encode(text);
const withCode = (all: readonly vscode.Diagnostic[], code: string) =>
  ourDiagnostics(all).filter((d) => diagnosticCode(d) === code);
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle));

describe('docs.json site', function () {
  // Steps wait on watched-file events reaching the server (bounded waits).
  this.timeout(90_000);
  const docsUri = () => workspaceFile(`${SITE}/docs.json`);

  before(async () => {
    await vscode.workspace.fs.writeFile(workspaceFile(`${SITE}/intro.mdx`), encode('# Intro\n'));
    await vscode.workspace.fs.writeFile(workspaceFile(`${SITE}/guides/setup.mdx`), encode('# Setup\n'));
    await vscode.workspace.fs.writeFile(workspaceFile(`${LEGACY}/intro.mdx`), encode('# Intro\n'));
    await vscode.workspace.fs.writeFile(workspaceFile(`${LEGACY}/mint.json`), encode(LEGACY_TEXT));
    await vscode.workspace.fs.writeFile(docsUri(), encode(DOCS_TEXT));
  });

  afterEach(async () => {
    if (vscode.window.activeTextEditor?.document.isDirty)
      await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('opens docs.json as a site config and shows its problems on their lines', async () => {
    const document = await vscode.workspace.openTextDocument(docsUri());
    await vscode.window.showTextDocument(document);
    assert.equal(document.languageId, 'docsite-config');
    // intro.mdx is known once the server has indexed the new files (file events): until then it is missing too.
    const diagnostics = await waitForDiagnostics(
      docsUri(),
      (all) =>
        withCode(all, 'page-missing').length === 1 &&
        !withCode(all, 'page-missing')[0].message.includes('intro') &&
        ourDiagnostics(all).some((d) => d.message.includes('mapel')),
      {
        what: 'the theme and missing-page diagnostics on docsjson-site/docs.json',
        timeoutMs: 30_000,
      },
    );
    const theme = ourDiagnostics(diagnostics).find((d) => d.message.includes('mapel'))!;
    assert.equal(theme.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(theme.range.start.line, lineOf(DOCS_TEXT, '"theme"'));
    assert.match(theme.message, /maple/, 'the theme error suggests the closest theme');
    const missing = withCode(diagnostics, 'page-missing');
    assert.deepEqual(
      missing.map((d) => document.getText(d.range)),
      ['"guides/missing"'],
    );
    assert.equal(missing[0].range.start.line, lineOf(DOCS_TEXT, 'guides/missing'));
    // The tab's Lucide icon is a known name of that library: no icon warning (it is not a Font Awesome name check).
    assert.deepEqual(withCode(diagnostics, 'unknown-icon'), []);
  });

  it('completes page paths in a docs.json pages list, the unlisted page first', async () => {
    const document = await vscode.workspace.openTextDocument(docsUri());
    await vscode.window.showTextDocument(document);
    const offset = await replaceFirst(document, '"guides/missing"', '"guides/missing", ""');
    const position = document.positionAt(offset + '"guides/missing", "'.length);
    const label = (item: vscode.CompletionItem) => (typeof item.label === 'string' ? item.label : item.label.label);
    // Asked until the server has indexed the copied pages (it learns of them from file events).
    const items = await waitFor(
      async () => {
        const list = await vscode.commands.executeCommand<vscode.CompletionList>(
          'vscode.executeCompletionItemProvider',
          docsUri(),
          position,
        );
        const pages = list.items.filter((item) => ['guides/setup', 'intro'].includes(label(item)));
        return pages.length === 2 ? pages : undefined;
      },
      { what: 'guides/setup and intro among the page completions of docs.json', timeoutMs: 20_000 },
    );
    const sorted = [...items].sort((a, b) => (a.sortText ?? label(a)).localeCompare(b.sortText ?? label(b)));
    assert.deepEqual(sorted.map(label), ['guides/setup', 'intro'], 'the page no navigation lists comes first');
    assert.equal(sorted[1].detail, 'already in the navigation');
    const setup = sorted[0];
    const edit = setup.textEdit instanceof vscode.TextEdit ? setup.textEdit : undefined;
    assert.equal(edit?.newText ?? setup.insertText, '"guides/setup"');
  });

  it('upgrades a mint.json site through the preview; the docs.json it creates is checked as a docs.json', async () => {
    const mintUri = workspaceFile(`${LEGACY}/mint.json`);
    const targetUri = workspaceFile(`${LEGACY}/docs.json`);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(mintUri));
    const proposal = await vscode.commands.executeCommand<UpgradeProposalSummary>(
      'docsite.upgradeToDocsJson',
      mintUri.toString(),
    );
    assert.equal(proposal.targetUri, targetUri.toString());
    const proposed = JSON.parse(proposal.text) as { appearance?: unknown; navigation?: unknown };
    assert.deepEqual(proposed.appearance, { default: 'dark' });
    assert.deepEqual(proposed.navigation, { groups: [{ group: 'Start', pages: ['intro', 'gone'] }] });
    await waitFor(() => vscode.workspace.textDocuments.some((d) => d.uri.toString() === proposal.previewUri), {
      what: 'the upgrade preview',
      timeoutMs: 10_000,
    });
    assert.equal(await exists(targetUri), false, 'the preview writes nothing');

    assert.equal(
      await vscode.commands.executeCommand<string>('docsite.upgradeToDocsJson.accept', proposal.previewUri),
      targetUri.toString(),
    );
    // The new docs.json: only the page that does not exist is reported (no schema error: the upgrade's result passes
    // the docs.json checks) …
    const created = await waitForDiagnostics(targetUri, (all) => withCode(all, 'page-missing').length > 0, {
      what: 'the checks of the created docs.json',
      timeoutMs: 30_000,
    });
    assert.deepEqual(
      ourDiagnostics(created)
        .filter((d) => d.severity === vscode.DiagnosticSeverity.Error)
        .map((d) => `${diagnosticCode(d)} ${d.message}`),
      [`page-missing ${withCode(created, 'page-missing')[0].message}`],
    );
    assert.match(withCode(created, 'page-missing')[0].message, /gone/);
    // … and the mint.json beside it is now the one the generator ignores.
    await waitForDiagnostics(mintUri, (all) => withCode(all, 'config-ignored').length === 1, {
      what: 'the config-ignored note on the legacy mint.json',
      timeoutMs: 30_000,
    });
  });
});
