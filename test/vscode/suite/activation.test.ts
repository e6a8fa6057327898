// The extension in a real VS Code: it activates on a workspace holding mint.json, and its language server reports
// diagnostics and offers completions there (fixture: test/vscode/fixtures/workspace, see its README).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { completionLabels } from '../support/completion';
import { diagnosticCode, ourDiagnostics, waitForDiagnostics } from '../support/diagnostics';
import { screenshotsSupported, takeScreenshot } from '../support/screenshot';
import { waitFor } from '../support/wait';
import { openInEditor, replaceFirst, revertActiveEditor, workspaceFile } from '../support/workspace';

const EXTENSION_ID = 'docsite-kit.docsite-kit';
const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'];

describe('activation', () => {
  it('activates on its own in a workspace that contains mint.json', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not loaded in this extension host`);
    // No activation event fires for tests to listen to; `isActive` is the observable state. We never call
    // `extension.activate()`: that would pass even if the `workspaceContains:**/mint.json` activation event broke.
    await waitFor(() => extension.isActive, { what: `${EXTENSION_ID} to activate`, timeoutMs: 15_000 });
    // `isActive` is also true after a failed activation; `activate()` on an activated extension starts nothing
    // new but rethrows the error its `activate()` threw.
    await extension.activate();
  });
});

describe('mint.json language features', () => {
  const mintJson = () => workspaceFile('mint.json');

  before(async () => {
    // The first diagnostics mean the language server is up; the completion tests below then ask it once, instead of
    // polling until some provider (VS Code's built-in JSON one answers too) returns something.
    await openInEditor('mint.json');
    await waitForDiagnostics(mintJson(), (all) => ourDiagnostics(all).length > 0, {
      what: 'the first docsite diagnostics on mint.json (the language server starting)',
    });
  });

  afterEach(async () => {
    // Completion tests edit the document in memory; leave it as the fixture has it.
    if (vscode.window.activeTextEditor?.document.isDirty) await revertActiveEditor();
  });

  it('reports the misspelt icon type on its value, suggesting the right one', async () => {
    const editor = await openInEditor('mint.json');
    const diagnostics = await waitForDiagnostics(mintJson(), (all) =>
      ourDiagnostics(all).some((diagnostic) => diagnosticCode(diagnostic) === 'enum'),
    );
    const iconType = ourDiagnostics(diagnostics).filter((diagnostic) => diagnosticCode(diagnostic) === 'enum');
    assert.equal(
      iconType.length,
      1,
      `one enum diagnostic expected, got: ${iconType.map((d) => d.message).join(' | ')}`,
    );
    const [diagnostic] = iconType;
    assert.equal(editor.document.getText(diagnostic.range).replace(/"/g, ''), 'soild');
    assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Error);
    assert.match(diagnostic.message, /\bsolid\b/, 'the message should suggest "solid"');

    if (screenshotsSupported()) {
      // For the README: the squiggle in the editor and the message in the Problems panel.
      await vscode.commands.executeCommand('workbench.actions.view.problems');
      try {
        assert.ok(await takeScreenshot('mint-json-diagnostic', { docs: true }));
      } finally {
        await vscode.commands.executeCommand('workbench.action.closePanel');
      }
    }
  });

  it('completes every icon type inside an empty iconType value', async () => {
    const editor = await openInEditor('mint.json');
    const offset = await replaceFirst(editor.document, '"iconType": "soild"', '"iconType": ""');
    const insideQuotes = editor.document.positionAt(offset + '"iconType": "'.length);
    const labels = await completionLabels(mintJson(), insideQuotes);
    assert.deepEqual(labels.filter((label) => ICON_TYPES.includes(label)).sort(), ICON_TYPES);
  });

  it('completes page paths from the workspace, offering pages not yet in the navigation', async () => {
    const editor = await openInEditor('mint.json');
    const offset = await replaceFirst(editor.document, '"guides/setup"', '""');
    const insideQuotes = editor.document.positionAt(offset + 1);
    const labels = await completionLabels(mintJson(), insideQuotes);
    // Relative and without extension; guides/setup is no longer listed once its entry is emptied.
    assert.ok(labels.includes('guides/unlisted'), `guides/unlisted missing from ${labels.join(', ')}`);
    assert.ok(labels.includes('guides/setup'), `guides/setup missing from ${labels.join(', ')}`);
    assert.ok(!labels.some((label) => label.endsWith('.mdx')), `labels should have no extension: ${labels.join(', ')}`);
  });
});

describe('mint.json files that are not open', () => {
  it("reports a closed config's problems from disk, and clears them when the file is deleted", async function () {
    // Reaches the server as a watched-file event, then a read from disk: allow for both.
    this.timeout(60_000);
    const config = workspaceFile('closed-site/mint.json');
    const text = JSON.stringify({ name: 'Closed site', navigation: [{ group: 'Start', pages: ['nowhere'] }] }, null, 2);
    await vscode.workspace.fs.writeFile(config, Buffer.from(text, 'utf8'));
    try {
      const reported = await waitForDiagnostics(
        config,
        (all) => ourDiagnostics(all).some((d) => diagnosticCode(d) === 'page-missing'),
        {
          what: 'the page-missing error of closed-site/mint.json, never opened',
          timeoutMs: 30_000,
        },
      );
      assert.match(ourDiagnostics(reported).find((d) => diagnosticCode(d) === 'page-missing')!.message, /nowhere/);
      assert.ok(
        !vscode.workspace.textDocuments.some((d) => d.uri.toString() === config.toString()),
        'the config was never opened',
      );
    } finally {
      await vscode.workspace.fs.delete(workspaceFile('closed-site'), { recursive: true });
    }
    await waitForDiagnostics(config, (all) => ourDiagnostics(all).length === 0, {
      what: "the deleted config's diagnostics to clear",
      timeoutMs: 30_000,
    });
  });
});
