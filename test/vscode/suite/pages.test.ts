// The page checks in a real VS Code: a broken link in an .mdx squiggled on its target, page-path completion after
// `](/`, and renaming a page in the explorer's way (a WorkspaceEdit file rename) updating the links to it. The site is
// test/vscode/fixtures/pages-site, copied into the workspace as `pages-site/`.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { completionLabels } from '../support/completion';
import { diagnosticCode, ourDiagnostics, waitForDiagnostics } from '../support/diagnostics';
import { takeScreenshot } from '../support/screenshot';
import { waitFor } from '../support/wait';
import { workspaceFile } from '../support/workspace';

const SITE = 'pages-site';
const FIXTURE = vscode.Uri.file(join(__dirname, '..', '..', 'fixtures', 'pages-site'));
const siteFile = (relative: string) => workspaceFile(`${SITE}/${relative}`);

describe('pages', function () {
  this.timeout(90_000);

  before(async () => {
    await vscode.workspace.fs.copy(FIXTURE, workspaceFile(SITE), { overwrite: true });
  });

  afterEach(async () => {
    const editor = vscode.window.activeTextEditor;
    if (editor?.document.isDirty) await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('a broken link in an .mdx page is squiggled on its target', async () => {
    const document = await vscode.workspace.openTextDocument(siteFile('guides/start.mdx'));
    await vscode.window.showTextDocument(document);
    const found = await waitForDiagnostics(
      document.uri,
      (all) => ourDiagnostics(all).some((d) => diagnosticCode(d) === 'page-link-broken'),
      {
        what: 'the broken link in pages-site/guides/start.mdx',
        timeoutMs: 30_000,
      },
    );
    const broken = ourDiagnostics(found).filter((d) => diagnosticCode(d) === 'page-link-broken');
    assert.deepEqual(
      broken.map((d) => document.getText(d.range)),
      ['/guides/nowhere'],
    );
    assert.equal(broken[0].severity, vscode.DiagnosticSeverity.Error);
    await takeScreenshot('pages-broken-link', { docs: true });
  });

  it('completion offers page paths after ](/', async () => {
    const document = await vscode.workspace.openTextDocument(siteFile('guides/start.mdx'));
    const editor = await vscode.window.showTextDocument(document);
    const line = document.lineAt(document.lineCount - 1).text.startsWith('Link here')
      ? document.lineCount - 1
      : document.lineCount - 2;
    const end = document.lineAt(line).range.end;
    await editor.edit((edit) => edit.insert(end, '[x](/'));
    const position = document.lineAt(line).range.end;
    // The site was copied in by `before`: the server learns of its mint.json (a site root of its own) from a file
    // event, after which the page's completion offers that site's pages. Until then the page belongs to the
    // workspace's root site, so ask again until the answer is this site's.
    let labels: string[] = [];
    await waitFor(
      async () => {
        labels = await completionLabels(document.uri, position);
        return labels.includes('/guides/start') || undefined;
      },
      { timeoutMs: 30_000, what: "completion to offer pages-site's pages" },
    );
    assert.ok(labels.includes('/guides/setup') && labels.includes('/guides/start'), labels.join(', '));
    assert.ok(
      !labels.includes('/quickstart'),
      `pages of the workspace's root site are not offered: ${labels.join(', ')}`,
    );
  });

  it('renaming a page updates the links to it in other pages', async () => {
    const start = siteFile('guides/start.mdx');
    const edit = new vscode.WorkspaceEdit();
    edit.renameFile(siteFile('guides/setup.mdx'), siteFile('guides/install.mdx'));
    assert.ok(await vscode.workspace.applyEdit(edit));
    const text = await waitFor(
      async () => {
        const current = (await vscode.workspace.openTextDocument(start)).getText();
        return current.includes('/guides/install#install') ? current : undefined;
      },
      { timeoutMs: 30_000, what: 'the link in start.mdx to follow the rename' },
    );
    assert.match(text, /\[the setup\]\(\/guides\/install#install\)/);
    assert.match(text, /href="\/guides\/install"/);
    await vscode.workspace.saveAll(false);
  });
});
