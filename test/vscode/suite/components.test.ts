// Components in a page in a real VS Code: completion of a component after `<` and of a prop inside its tag, an
// unknown prop squiggled, and the quick fix that turns a deprecated `<CardGroup>` into `<Columns>` (opening and
// closing tag). The site is test/vscode/fixtures/pages-site, copied into the workspace as `components-site/`, with a
// page of components written beside its guides.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { completionLabels } from '../support/completion';
import { diagnosticCode, ourDiagnostics, waitForDiagnostics } from '../support/diagnostics';
import { waitFor } from '../support/wait';
import { workspaceFile } from '../support/workspace';

const SITE = 'components-site';
const FIXTURE = vscode.Uri.file(join(__dirname, '..', '..', 'fixtures', 'pages-site'));
const PAGE = workspaceFile(`${SITE}/guides/components.mdx`);
const TEXT = [
  '---',
  'title: Components',
  '---',
  '',
  '<CardGroup cols={2}>',
  '  <Card titel="Start" href="/guides/start">Begin here.</Card>',
  '</CardGroup>',
  '',
].join('\n');

const problems = (code: string) => (all: readonly vscode.Diagnostic[]) =>
  ourDiagnostics(all).filter((d) => diagnosticCode(d) === code);

/** The page's diagnostics once `code` is among them; a time-out names what was published instead. */
async function waitForProblem(document: vscode.TextDocument, code: string): Promise<vscode.Diagnostic> {
  try {
    const found = await waitForDiagnostics(document.uri, (all) => problems(code)(all).length > 0, {
      what: `${code} in ${SITE}/guides/components.mdx`,
      timeoutMs: 45_000,
    });
    return problems(code)(found)[0];
  } catch (error) {
    const published = vscode.languages.getDiagnostics(document.uri).map((d) => `${diagnosticCode(d)}: ${d.message}`);
    throw new Error(`${(error as Error).message}; published: ${published.join(' | ') || 'nothing'}`);
  }
}

describe('components in pages', function () {
  this.timeout(90_000);

  before(async () => {
    await vscode.workspace.fs.copy(FIXTURE, workspaceFile(SITE), { overwrite: true });
    await vscode.workspace.fs.writeFile(PAGE, Buffer.from(TEXT));
  });

  afterEach(async () => {
    const editor = vscode.window.activeTextEditor;
    if (editor?.document.isDirty) await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('squiggles an unknown prop, with the prop it meant', async () => {
    const document = await vscode.workspace.openTextDocument(PAGE);
    await vscode.window.showTextDocument(document);
    const unknown = await waitForProblem(document, 'component-prop-unknown');
    assert.equal(document.getText(unknown.range), 'titel');
    assert.equal(unknown.severity, vscode.DiagnosticSeverity.Warning);
    assert.match(unknown.message, /Did you mean "title"\?/);
  });

  it('the CardGroup quick fix renames both tags to Columns', async () => {
    const document = await vscode.workspace.openTextDocument(PAGE);
    await vscode.window.showTextDocument(document);
    const deprecated = await waitForProblem(document, 'component-deprecated');
    assert.equal(document.getText(deprecated.range), 'CardGroup');
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      document.uri,
      deprecated.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const fix = actions.find((action) => action.title === 'Change <CardGroup> to <Columns>');
    assert.ok(fix?.edit, `the quick fix is offered: ${actions.map((a) => a.title).join(', ')}`);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    const text = document.getText();
    assert.match(text, /^<Columns cols=\{2\}>$/m);
    assert.match(text, /^<\/Columns>$/m);
    assert.ok(!text.includes('CardGroup'), text);
    await waitForDiagnostics(document.uri, (all) => problems('component-deprecated')(all).length === 0, {
      what: 'the deprecation to go once the tags are renamed',
      timeoutMs: 30_000,
    });
  });
  it('completes a component after < and a prop inside its tag', async () => {
    const document = await vscode.workspace.openTextDocument(PAGE);
    const editor = await vscode.window.showTextDocument(document);
    const end = document.lineAt(document.lineCount - 1).range.end;
    await editor.edit((edit) => edit.insert(end, '\n<Ta'));
    const afterName = document.lineAt(document.lineCount - 1).range.end;
    // The server learns of the copied site from file events; ask until its answer comes.
    const components = await waitFor(
      async () => {
        const labels = await completionLabels(document.uri, afterName);
        return labels.includes('Tabs') ? labels : undefined;
      },
      { timeoutMs: 30_000, what: 'completion to offer components after <' },
    );
    assert.ok(components.includes('Tab'), components.join(', '));

    await editor.edit((edit) => edit.insert(afterName, 'b '));
    const inTag = document.lineAt(document.lineCount - 1).range.end;
    const props = await completionLabels(document.uri, inTag);
    assert.equal(props[0], 'title', `the required prop first: ${props.join(', ')}`);
    assert.ok(props.includes('icon'), props.join(', '));
  });
});
