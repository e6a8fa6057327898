// The language server's controls in a real VS Code: the status item reaches "ready", `docsite.rules` and
// `docsite.validation.enable` change what is reported (the same rule ids as the CLI), and Restart Language Server
// brings a fresh server that reports again. The fixture's mint.json has a misspelt iconType (enum, an error) and a
// page file no navigation reaches (orphan-page, information).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { DocsiteKitTestApi } from '../../../client/src/extension';
import { diagnosticCode, ourDiagnostics, waitForDiagnostics } from '../support/diagnostics';
import { waitFor } from '../support/wait';
import { workspaceFile } from '../support/workspace';

const EXTENSION_ID = 'docsite-kit.docsite-kit';
const READY = '$(check) Docsite';

describe('language server controls', function () {
  this.timeout(90_000);
  const mintJson = workspaceFile('mint.json');
  const codes = (all: readonly vscode.Diagnostic[]) => ourDiagnostics(all).map(diagnosticCode).sort();
  let testApi: DocsiteKitTestApi;

  before(async () => {
    const extension = vscode.extensions.getExtension<DocsiteKitTestApi>(EXTENSION_ID);
    assert.ok(extension);
    testApi = await extension.activate();
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(mintJson));
    await waitForDiagnostics(mintJson, (all) => codes(all).includes('enum'), {
      what: 'the enum problem of the fixture',
    });
  });

  afterEach(async () => {
    const config = vscode.workspace.getConfiguration('docsite');
    await config.update('rules', undefined, vscode.ConfigurationTarget.Workspace);
    await config.update('validation.enable', undefined, vscode.ConfigurationTarget.Workspace);
    await waitForDiagnostics(mintJson, (all) => codes(all).includes('enum') && codes(all).includes('orphan-page'), {
      what: 'the default report again',
    });
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('shows the server as ready in the status bar once the workspace is indexed', async () => {
    await waitFor(() => testApi.serverStatus() === READY, {
      what: `the status item to read "${READY}" (now "${testApi.serverStatus()}")`,
      timeoutMs: 20_000,
    });
  });

  it("docsite.rules turns a rule off and changes another one's severity", async () => {
    const before = ourDiagnostics(vscode.languages.getDiagnostics(mintJson));
    const enumDiagnostic = before.find((d) => diagnosticCode(d) === 'enum');
    assert.ok(enumDiagnostic, 'the fixture has an enum problem');
    assert.equal(enumDiagnostic.severity, vscode.DiagnosticSeverity.Error);
    assert.ok(codes(before).includes('orphan-page'), 'the fixture has an orphan page');
    await vscode.workspace
      .getConfiguration('docsite')
      .update('rules', { 'orphan-page': 'off', enum: 'info' }, vscode.ConfigurationTarget.Workspace);
    const after = await waitForDiagnostics(
      mintJson,
      (all) => !codes(all).includes('orphan-page') && codes(all).includes('enum'),
      { what: 'orphan-page gone, enum still there' },
    );
    assert.equal(
      ourDiagnostics(after).find((d) => diagnosticCode(d) === 'enum')?.severity,
      vscode.DiagnosticSeverity.Information,
    );
  });

  it('docsite.validation.enable: false reports nothing', async () => {
    await vscode.workspace
      .getConfiguration('docsite')
      .update('validation.enable', false, vscode.ConfigurationTarget.Workspace);
    await waitForDiagnostics(mintJson, (all) => ourDiagnostics(all).length === 0, {
      what: 'no docsite diagnostics with validation off',
    });
  });

  it('Restart Language Server starts a fresh server that reports and becomes ready again', async () => {
    const statuses: string[] = [];
    const listener = testApi.onDidChangeServerStatus((text) => statuses.push(text));
    try {
      const restarted = await vscode.commands.executeCommand<boolean>('docsite.restartServer');
      assert.equal(restarted, true);
      await waitFor(() => testApi.serverStatus() === READY, { what: 'ready after the restart', timeoutMs: 20_000 });
      assert.ok(
        statuses.some((text) => text !== READY),
        `the item showed the restart: ${statuses.join(' | ')}`,
      );
      await waitForDiagnostics(mintJson, (all) => codes(all).includes('enum'), {
        what: 'diagnostics from the new server',
      });
    } finally {
      listener.dispose();
    }
  });
});
