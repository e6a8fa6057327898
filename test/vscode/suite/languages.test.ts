// Our files have our language: mint.json/docs.json are `docsite-config`, group documents `docsite-group`, so VS
// Code's built-in JSON server neither validates nor completes them and nothing answers twice. What users had from
// the built-in support (formatting, folding, Expand Selection, the outline) comes from our server instead.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { completionLabels } from '../support/completion';
import { diagnosticCode, waitForDiagnostics } from '../support/diagnostics';
import { workspaceFile } from '../support/workspace';

describe('language ids of the site config', function () {
  this.timeout(60_000);
  const uri = workspaceFile('mint.json');

  afterEach(async () => {
    const editor = vscode.window.activeTextEditor;
    if (editor?.document.isDirty) await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('opens mint.json as docsite-config', async () => {
    const document = await vscode.workspace.openTextDocument(uri);
    assert.equal(document.languageId, 'docsite-config');
  });

  it('reports a syntax error exactly once and completes each key exactly once', async () => {
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const document = editor.document;
    // `"name": "Fixture Docs",` loses its colon.
    const offset = document.getText().indexOf('"name":') + '"name"'.length;
    assert.ok(
      await editor.edit((edit) =>
        edit.delete(new vscode.Range(document.positionAt(offset), document.positionAt(offset + 1))),
      ),
    );
    const diagnostics = await waitForDiagnostics(uri, (all) => all.some((d) => diagnosticCode(d) === 'json-syntax'), {
      what: 'the syntax error',
    });
    const atError = diagnostics.filter((d) => d.range.start.line === 1);
    assert.equal(
      atError.length,
      1,
      `one problem on the line, got: ${atError.map((d) => `${d.source}(${diagnosticCode(d)}) ${d.message}`).join(' | ')}`,
    );
    assert.equal(atError[0].source, 'docsite');
    await vscode.commands.executeCommand('workbench.action.files.revert');

    // Key completion at the top level: a new line after the first property.
    const newLine = document.getText().indexOf('\n') + 1;
    assert.ok(await editor.edit((edit) => edit.insert(document.positionAt(newLine), '  "\n')));
    const labels = await completionLabels(uri, document.positionAt(newLine + 3));
    assert.ok(labels.includes('logo'), `no "logo" among ${labels.join(', ')}`);
    const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
    assert.deepEqual(repeated, [], 'a key is offered more than once');
    // Whatever the built-in JSON server could have said by now, it said nothing about our file.
    assert.deepEqual(
      vscode.languages
        .getDiagnostics(uri)
        .filter((d) => d.source !== 'docsite')
        .map((d) => d.source),
      [],
    );
  });

  it('formats, folds and expands the selection from our server', async () => {
    const document = await vscode.workspace.openTextDocument(uri);
    const edits = await vscode.commands.executeCommand<vscode.TextEdit[]>('vscode.executeFormatDocumentProvider', uri, {
      tabSize: 4,
      insertSpaces: true,
    });
    assert.ok(edits && edits.length > 0, 'formatting with 4 spaces changes the 2-space file');
    const folds = await vscode.commands.executeCommand<vscode.FoldingRange[]>(
      'vscode.executeFoldingRangeProvider',
      uri,
    );
    assert.ok(
      folds.some((f) => f.start === 0),
      'the top-level object folds',
    );
    const position = document.positionAt(document.getText().indexOf('Fixture Docs') + 2);
    const [selection] = await vscode.commands.executeCommand<vscode.SelectionRange[]>(
      'vscode.executeSelectionRangeProvider',
      uri,
      [position],
    );
    const steps: string[] = [];
    for (let step: vscode.SelectionRange | undefined = selection; step; step = step.parent)
      steps.push(document.getText(step.range));
    // VS Code puts its own word step first; ours follow: the string's text, the string, the property.
    for (const expected of ['Fixture Docs', '"Fixture Docs"', '"name": "Fixture Docs"'])
      assert.ok(steps.includes(expected), `no step ${expected} in ${JSON.stringify(steps)}`);
  });
});

describe('MDX pages', function () {
  this.timeout(60_000);

  it('opens an .mdx page as "mdx", and our page checks still run on it', async () => {
    const uri = workspaceFile('introduction.mdx');
    const document = await vscode.workspace.openTextDocument(uri);
    assert.equal(document.languageId, 'mdx');
    const editor = await vscode.window.showTextDocument(document);
    try {
      assert.ok(
        await editor.edit((edit) =>
          edit.insert(new vscode.Position(document.lineCount, 0), '\n[gone](/no-such-page)\n'),
        ),
      );
      await waitForDiagnostics(
        uri,
        (all) => all.some((d) => d.source === 'docsite' && diagnosticCode(d) === 'page-link-broken'),
        { what: 'a broken link in the MDX page' },
      );
    } finally {
      await vscode.commands.executeCommand('workbench.action.files.revert');
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });
});
