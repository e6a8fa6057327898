// A cloned repository whose site holds a symlink to a folder outside it (`linked-site/link -> ../linked-outside`, as
// git can commit one): in the real VS Code, neither "Create page file" nor F2 rename may put a file through it. The
// site is made here with Node (the extension host has it) in this run's workspace copy; POSIX only.
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { diagnosticCode, ourDiagnostics, waitForDiagnostics } from '../support/diagnostics';
import { workspaceFile } from '../support/workspace';

const CONFIG_TEXT = JSON.stringify(
  { name: 'Linked', navigation: [{ group: 'Start', pages: ['intro', 'link/newpage', 'docs/newpage'] }] },
  null,
  2,
);

describe('a symlinked folder inside the site', function () {
  this.timeout(60_000);
  const config = () => workspaceFile('linked-site/mint.json');
  const outside = () => workspaceFile('linked-outside').fsPath;

  before(async function () {
    if (process.platform === 'win32') this.skip();
    mkdirSync(workspaceFile('linked-site/docs').fsPath, { recursive: true });
    mkdirSync(outside(), { recursive: true });
    writeFileSync(workspaceFile('linked-site/intro.mdx').fsPath, '# Intro\n');
    symlinkSync('../linked-outside', workspaceFile('linked-site/link').fsPath);
    writeFileSync(config().fsPath, CONFIG_TEXT);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(config()));
    await waitForDiagnostics(
      config(),
      (all) => ourDiagnostics(all).filter((d) => diagnosticCode(d) === 'page-missing').length === 2,
      {
        what: 'both new pages reported missing',
        timeoutMs: 30_000,
      },
    );
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('"Create page file" is offered for a real folder and not through the link; nothing is written outside', async () => {
    const missing = ourDiagnostics(vscode.languages.getDiagnostics(config())).filter(
      (d) => diagnosticCode(d) === 'page-missing',
    );
    const titles: string[] = [];
    for (const diagnostic of missing) {
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        config(),
        diagnostic.range,
        vscode.CodeActionKind.QuickFix.value,
      );
      titles.push(...actions.map((a) => a.title).filter((t) => t.startsWith('Create page file')));
    }
    assert.deepEqual(titles, ['Create page file "docs/newpage.mdx"']);
    assert.deepEqual(readdirSync(outside()), []);
  });

  it('F2 rename to a path through the link is refused, and the page stays where it is', async () => {
    const document = await vscode.workspace.openTextDocument(config());
    const position = document.positionAt(document.getText().indexOf('"intro"') + 2);
    await assert.rejects(
      Promise.resolve(
        vscode.commands.executeCommand<vscode.WorkspaceEdit>(
          'vscode.executeDocumentRenameProvider',
          config(),
          position,
          'link/moved',
        ),
      ),
      /leads outside the site folder through a symbolic link/,
    );
    assert.ok(existsSync(workspaceFile('linked-site/intro.mdx').fsPath));
    assert.deepEqual(readdirSync(outside()), []);
    // The same rename inside the site is offered (and carries the file move).
    const inside = await vscode.commands.executeCommand<vscode.WorkspaceEdit>(
      'vscode.executeDocumentRenameProvider',
      config(),
      position,
      'docs/moved',
    );
    assert.ok(inside.entries().length > 0);
  });
});
