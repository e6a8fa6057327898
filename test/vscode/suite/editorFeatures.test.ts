// The editor features in a real VS Code, one test per feature, each through VS Code's own provider
// commands (which ask the language client, which asks the server). The site is test/vscode/fixtures/editor-features,
// copied into the workspace as `editor-site/` (a site root of its own; see that folder's README).
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { completionLabels } from '../support/completion';
import { takeScreenshot } from '../support/screenshot';
import { diagnosticCode, ourDiagnostics, waitForDiagnostics } from '../support/diagnostics';
import { waitFor } from '../support/wait';
import { exists, workspaceFile } from '../support/workspace';

const SITE = 'editor-site';
const FIXTURE = vscode.Uri.file(join(__dirname, '..', '..', 'fixtures', 'editor-features'));
const siteFile = (relative: string) => workspaceFile(`${SITE}/${relative}`);
const config = () => siteFile('mint.json');

async function openConfig(): Promise<vscode.TextEditor> {
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(config()));
}

/** Position inside the first occurrence of `needle` in the open config (`delta` characters in). */
function positionOf(document: vscode.TextDocument, needle: string, delta = 1): vscode.Position {
  const offset = document.getText().indexOf(needle);
  assert.ok(offset >= 0, `${needle} not in ${document.uri.path}`);
  return document.positionAt(offset + delta);
}

function withCode(diagnostics: readonly vscode.Diagnostic[], code: string): vscode.Diagnostic[] {
  return ourDiagnostics(diagnostics).filter((d) => diagnosticCode(d) === code);
}

describe('editor features', function () {
  // Some steps wait on watched-file events reaching the server (bounded waits of up to 30 s each).
  this.timeout(90_000);

  before(async () => {
    await vscode.workspace.fs.copy(FIXTURE, workspaceFile(SITE), { overwrite: true });
    await openConfig();
    // The orphan diagnostic needs the new files indexed (watched-file events) and the config validated: once it is
    // there, the server knows the whole site.
    await waitForDiagnostics(
      config(),
      (all) => withCode(all, 'orphan-page').length > 0 && withCode(all, 'page-missing').length > 0,
      {
        what: 'the editor diagnostics on editor-site/mint.json',
        timeoutMs: 30_000,
      },
    );
  });

  afterEach(async () => {
    const editor = vscode.window.activeTextEditor;
    if (editor?.document.isDirty) await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('colors: a swatch on every hex field, and the picker writes back the short notation', async () => {
    const { document } = await openConfig();
    const colors = await vscode.commands.executeCommand<vscode.ColorInformation[]>(
      'vscode.executeDocumentColorProvider',
      config(),
    );
    // Ours cover the text inside the quotes (a JSON-schema colour provider, if any, would include them).
    const texts = colors
      .map((c) => document.getText(c.range))
      .filter((t) => t.startsWith('#'))
      .sort();
    assert.deepEqual(texts, ['#0D9373', '#112233', '#445566', '#fff']);
    const short = colors.find((c) => document.getText(c.range) === '#fff')!;
    const presentations = await vscode.commands.executeCommand<vscode.ColorPresentation[]>(
      'vscode.executeColorPresentationProvider',
      new vscode.Color(0, 1, 0, 1),
      { uri: config(), range: short.range },
    );
    // VS Code's JSON support may answer too (its edit replaces the quotes as well); ours edits inside them.
    const ours = presentations.filter((p) => p.textEdit && !p.textEdit.newText.startsWith('"'));
    assert.deepEqual(
      ours.map((p) => p.label),
      ['#0f0', '#00ff00'],
    );
    await takeScreenshot('editor-features-config', { docs: true });
  });

  it('pages as links: page paths (nested groups too) and the logo are links; go to definition opens the page', async () => {
    const { document } = await openConfig();
    const links = await vscode.commands.executeCommand<vscode.DocumentLink[]>('vscode.executeLinkProvider', config());
    const targets = links.map((l) => vscode.workspace.asRelativePath(l.target!)).sort();
    for (const expected of [
      `${SITE}/intro.mdx`,
      `${SITE}/guides/setup.mdx`,
      `${SITE}/api/users.mdx`,
      `${SITE}/logo.svg`,
    ]) {
      assert.ok(targets.includes(expected), `${expected} not among the links: ${targets.join(', ')}`);
    }
    const definitions = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>(
      'vscode.executeDefinitionProvider',
      config(),
      positionOf(document, '"guides/setup"', 3),
    );
    const uris = definitions.map((d) => ('targetUri' in d ? d.targetUri : d.uri).toString());
    assert.ok(uris.includes(siteFile('guides/setup.mdx').toString()), `definition went to ${uris.join(', ')}`);
  });

  it('find all references from a page file lists its navigation entry', async () => {
    const { document } = await openConfig();
    const page = await vscode.workspace.openTextDocument(siteFile('guides/setup.mdx'));
    const references = await vscode.commands.executeCommand<vscode.Location[]>(
      'vscode.executeReferenceProvider',
      page.uri,
      new vscode.Position(0, 0),
    );
    const inConfig = references.filter((r) => r.uri.toString() === config().toString());
    assert.deepEqual(
      inConfig.map((r) => document.getText(r.range)),
      ['"guides/setup"'],
    );
  });

  it('outline: nested groups with their pages, anchors, tabs and versions', async () => {
    await openConfig();
    await vscode.commands.executeCommand('outline.focus');
    const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>(
      'vscode.executeDocumentSymbolProvider',
      config(),
    );
    const byName = (list: vscode.DocumentSymbol[] | undefined, name: string) => list?.find((s) => s.name === name);
    const navigation = byName(symbols, 'Navigation');
    assert.ok(navigation, `no Navigation symbol among ${symbols.map((s) => s.name).join(', ')}`);
    const start = byName(navigation.children, 'Start');
    assert.deepEqual(
      start?.children.map((s) => s.name),
      ['intro', 'Nested'],
    );
    assert.deepEqual(
      byName(start?.children, 'Nested')?.children.map((s) => s.name),
      ['guides/setup'],
    );
    assert.deepEqual(
      byName(symbols, 'Anchors')?.children.map((s) => s.name),
      ['API', 'Blog'],
    );
    assert.deepEqual(
      byName(symbols, 'Tabs')?.children.map((s) => s.name),
      ['API Reference'],
    );
    assert.deepEqual(
      byName(symbols, 'Versions')?.children.map((s) => s.name),
      ['v2', 'v1'],
    );
    await takeScreenshot('editor-features-outline');
  });

  it('icons: completion of icon names in an anchor icon, and a warning with a did-you-mean for an unknown one', async () => {
    const { document } = await openConfig();
    const [unknown] = withCode(
      await waitForDiagnostics(config(), (all) => withCode(all, 'unknown-icon').length > 0),
      'unknown-icon',
    );
    assert.equal(document.getText(unknown.range), 'rocket-lunch');
    assert.equal(unknown.severity, vscode.DiagnosticSeverity.Warning);
    assert.match(unknown.message, /Did you mean "rocket-launch"\?/);
    const labels = await completionLabels(config(), positionOf(document, '"rocket-lunch"', 4));
    for (const name of ['rocket-launch', 'book-open', 'github'])
      assert.ok(labels.includes(name), `${name} not offered`);
  });

  it('anchors and tabs: a url that holds no page is a warning; hover on an anchor counts its pages', async () => {
    const { document } = await openConfig();
    const empty = withCode(vscode.languages.getDiagnostics(config()), 'anchor-url-no-pages');
    assert.deepEqual(
      empty.map((d) => document.getText(d.range)),
      ['blog'],
    );
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      config(),
      positionOf(document, '"url": "api"', 9),
    );
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /\*\*API\*\* holds 2 pages/);
  });

  it('orphan pages: information on the navigation, the server command lists them, and a fix adds one to a group', async () => {
    const { document } = await openConfig();
    const orphans = withCode(vscode.languages.getDiagnostics(config()), 'orphan-page');
    assert.deepEqual(
      orphans.map((d) => d.message.match(/"([^"]+)"/)?.[1]),
      ['api/orders'],
      'snippets/ and README.md are not orphans',
    );
    assert.equal(orphans[0].severity, vscode.DiagnosticSeverity.Information);
    assert.equal(document.getText(orphans[0].range), '"navigation"');

    const listed = await vscode.commands.executeCommand<{ roots: { configUri: string; orphans: string[] }[] }>(
      'docsite.server.orphanPages',
    );
    const ours = listed.roots.find((r) => r.configUri === config().toString());
    assert.deepEqual(ours?.orphans, [siteFile('api/orders.mdx').toString()]);
    assert.ok((await vscode.commands.getCommands(true)).includes('docsite.listOrphanPages'));

    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      config(),
      orphans[0].range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const addToApi = actions.find((a) => a.title === 'Add "api/orders" to group "API"');
    assert.ok(addToApi?.edit, `no add-to-group fix among ${actions.map((a) => a.title).join(' | ')}`);
    assert.ok(await vscode.workspace.applyEdit(addToApi.edit));
    assert.match(document.getText(), /"api\/missing-page",\n {8}"api\/orders"\n/);
    await waitForDiagnostics(config(), (all) => withCode(all, 'orphan-page').length === 0, {
      what: 'the orphan to be gone once listed',
    });
    // Leave the file as it was, and its diagnostics current again (later tests read their ranges).
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await waitForDiagnostics(config(), (all) => withCode(all, 'orphan-page').length === 1, {
      what: 'the orphan to be back after the revert',
    });

    // The client command lists every root's orphans in a quick pick; accepting the first item opens that page.
    const allOrphans = new Set(listed.roots.flatMap((r) => r.orphans));
    const listing = vscode.commands.executeCommand<{ roots: unknown[] }>('docsite.listOrphanPages');
    await waitFor(
      async () => {
        // Accepting is a no-op until the quick pick is up; the opened orphan page is the observable outcome.
        await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
        const active = vscode.window.activeTextEditor?.document.uri.toString();
        return (active !== undefined && allOrphans.has(active)) || undefined;
      },
      { what: 'List Orphan Pages to open the picked page' },
    );
    assert.deepEqual(await listing, listed);
  });

  it('quick fixes: replace an unknown icon with the suggestion; create a missing page file with its title', async () => {
    const { document } = await openConfig();
    const all = await waitForDiagnostics(
      config(),
      (now) => withCode(now, 'unknown-icon').length === 1 && withCode(now, 'page-missing').length === 1,
    );
    const [icon] = withCode(all, 'unknown-icon');
    const iconFixes = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      config(),
      icon.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const replace = iconFixes.find((a) => a.title === 'Replace with "rocket-launch"');
    assert.ok(replace?.edit, `no replace fix among ${iconFixes.map((a) => a.title).join(' | ')}`);
    assert.ok(await vscode.workspace.applyEdit(replace.edit));
    assert.match(document.getText(), /"icon": "rocket-launch"/);
    const afterIconFix = await waitForDiagnostics(config(), (now) => withCode(now, 'unknown-icon').length === 0, {
      what: 'the unknown-icon warning to clear',
    });

    const [missing] = withCode(afterIconFix, 'page-missing');
    const pageFixes = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      config(),
      missing.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const create = pageFixes.find((a) => a.title === 'Create page file "api/missing-page.mdx"');
    assert.ok(create?.edit, `no create fix among ${pageFixes.map((a) => a.title).join(' | ')}`);
    assert.ok(await vscode.workspace.applyEdit(create.edit));
    const created = await vscode.workspace.openTextDocument(siteFile('api/missing-page.mdx'));
    assert.equal(created.getText(), '---\ntitle: "Missing page"\n---\n\n');
    await created.save();
    // The index learns of the new file from a watched-file event.
    await waitForDiagnostics(config(), (now) => withCode(now, 'page-missing').length === 0, {
      what: 'the missing-page error to clear once the file exists',
      timeoutMs: 30_000,
    });
  });

  it('renames: moving a folder of pages updates the navigation; renaming a page path renames its file', async () => {
    const { document } = await openConfig();
    const move = new vscode.WorkspaceEdit();
    move.renameFile(siteFile('guides'), siteFile('manual'));
    assert.ok(await vscode.workspace.applyEdit(move));
    // willRenameFiles ran before the move: the config edit is applied with it.
    await waitFor(() => document.getText().includes('"manual/setup"'), {
      what: 'the navigation entry to follow the moved folder',
    });
    assert.ok(!document.getText().includes('"guides/setup"'));
    await document.save();
    await waitFor(async () => (await exists(siteFile('manual/setup.mdx'))) || undefined, {
      what: 'the moved page on disk',
    });

    // Rename the "intro" entry: the file follows, and the config is edited once (not again by willRenameFiles).
    await waitForDiagnostics(config(), (all) => withCode(all, 'page-missing').length === 0, {
      what: 'the moved page to be indexed',
      timeoutMs: 30_000,
    });
    const rename = await vscode.commands.executeCommand<vscode.WorkspaceEdit>(
      'vscode.executeDocumentRenameProvider',
      config(),
      positionOf(document, '"intro"', 2),
      'welcome',
    );
    assert.ok(await vscode.workspace.applyEdit(rename));
    assert.ok(await exists(siteFile('welcome.mdx')), 'welcome.mdx exists');
    assert.ok(!(await exists(siteFile('intro.mdx'))), 'intro.mdx is gone');
    assert.equal(document.getText().match(/"welcome"/g)?.length, 1);
    assert.ok(!document.getText().includes('"intro"'));
    await document.save();
  });
});
