// The editor features through the real server bundle over stdio: each request as VS Code sends it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import type {
  CodeAction,
  ColorInformation,
  CompletionList,
  DocumentLink,
  DocumentSymbol,
  Hover,
  Location,
  LocationLink,
  MarkupContent,
  PublishDiagnosticsParams,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol';
import { startServerProcess, type TestClient } from './lspClient';

const workspace = mkdtempSync(join(tmpdir(), 'docsite-editor-'));
const CONFIG_TEXT = `{
  "name": "Docs",
  "colors": { "primary": "#166534" },
  "anchors": [{ "name": "Guides", "url": "guides", "icon": "rocket-lunch" }],
  "navigation": [
    { "group": "Start", "pages": ["intro", { "group": "Guides", "pages": ["guides/setup"] }] }
  ]
}`;
mkdirSync(join(workspace, 'guides'));
writeFileSync(join(workspace, 'intro.mdx'), '---\ntitle: Intro\n---\n');
writeFileSync(join(workspace, 'guides', 'setup.mdx'), '---\ntitle: Setup\n---\n');
writeFileSync(join(workspace, 'guides', 'extra.mdx'), '---\ntitle: Extra\n---\n');
writeFileSync(join(workspace, 'mint.json'), CONFIG_TEXT);
const folderUri = pathToFileURL(workspace).href;
const configUri = pathToFileURL(join(workspace, 'mint.json')).href;
const lines = CONFIG_TEXT.split('\n');
const at = (needle: string, delta = 1) => {
  const line = lines.findIndex((l) => l.includes(needle));
  return { line, character: lines[line].indexOf(needle) + delta };
};
const doc = { textDocument: { uri: configUri } };

/** What VS Code applies of a workspace edit (file operations, willRenameFiles, file events). */
const VS_CODE_EDITS = {
  workspace: {
    workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] },
    fileOperations: { willRename: true },
    didChangeWatchedFiles: { dynamicRegistration: true },
  },
};

let client: TestClient;
let published: PublishDiagnosticsParams;
before(async () => {
  client = startServerProcess('stdio');
  const init = (await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: folderUri,
    workspaceFolders: [{ uri: folderUri, name: 'docs' }],
    capabilities: VS_CODE_EDITS,
  })) as { capabilities: Record<string, unknown> };
  for (const capability of [
    'colorProvider',
    'documentLinkProvider',
    'definitionProvider',
    'referencesProvider',
    'documentSymbolProvider',
    'codeActionProvider',
    'renameProvider',
    'executeCommandProvider',
  ]) {
    assert.ok(init.capabilities[capability], `capability ${capability}`);
  }
  assert.ok((init.capabilities.workspace as { fileOperations?: { willRename?: unknown } }).fileOperations?.willRename);
  await client.connection.sendNotification('initialized', {});
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: configUri, languageId: 'json', version: 1, text: CONFIG_TEXT },
  });
  published = await client.diagnostics(
    configUri,
    (p) => p.diagnostics.some((d) => d.code === 'orphan-page'),
    'editor diagnostics',
  );
});
after(async () => {
  await client?.stop();
  rmSync(workspace, { recursive: true, force: true });
});

test("editor diagnostics are published with the core's: unknown icon and orphan page", () => {
  const codes = published.diagnostics.map((d) => String(d.code)).sort();
  assert.deepEqual(codes, ['orphan-page', 'unknown-icon']);
  assert.match(String(published.diagnostics.find((d) => d.code === 'orphan-page')!.message), /"guides\/extra"/);
});

test('colors, symbols and links', async () => {
  const colors = (await client.connection.sendRequest('textDocument/documentColor', doc)) as ColorInformation[];
  assert.equal(colors.length, 1);
  const symbols = (await client.connection.sendRequest('textDocument/documentSymbol', doc)) as DocumentSymbol[];
  assert.deepEqual(
    symbols.map((s) => s.name),
    ['Navigation', 'Anchors'],
  );
  assert.deepEqual(
    symbols[0].children![0].children!.map((s) => s.name),
    ['intro', 'Guides'],
  );
  const links = (await client.connection.sendRequest('textDocument/documentLink', doc)) as DocumentLink[];
  assert.deepEqual(
    links.map((l) => l.target),
    [pathToFileURL(join(workspace, 'intro.mdx')).href, pathToFileURL(join(workspace, 'guides/setup.mdx')).href],
  );
});

test('definition, references (from the config and, by command, from the page file)', async () => {
  const [definition] = (await client.connection.sendRequest('textDocument/definition', {
    ...doc,
    position: at('"guides/setup"', 2),
  })) as LocationLink[];
  assert.equal(definition.targetUri, pathToFileURL(join(workspace, 'guides/setup.mdx')).href);
  const references = (await client.connection.sendRequest('textDocument/references', {
    ...doc,
    position: at('"intro"', 2),
    context: { includeDeclaration: true },
  })) as Location[];
  assert.deepEqual(
    references.map((r) => r.range.start.line),
    [at('"intro"').line],
  );
  const fromPage = (await client.connection.sendRequest('workspace/executeCommand', {
    command: 'docsite.server.pageReferences',
    arguments: [pathToFileURL(join(workspace, 'guides/setup.mdx')).href],
  })) as Location[];
  assert.deepEqual(
    fromPage.map((r) => [r.uri, r.range.start.line]),
    [[configUri, at('"guides/setup"').line]],
  );
});

test('code actions for the published diagnostics, and the orphan list', async () => {
  const actions = (await client.connection.sendRequest('textDocument/codeAction', {
    ...doc,
    range: published.diagnostics[0].range,
    context: { diagnostics: published.diagnostics },
  })) as CodeAction[];
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Replace with "rocket-launch"', 'Add "guides/extra" to group "Guides"', 'Add "guides/extra" to group "Start"'],
  );
  const orphans = (await client.connection.sendRequest('docsite/orphanPages')) as {
    roots: { configUri: string; orphans: string[] }[];
  };
  assert.deepEqual(orphans.roots, [{ configUri, orphans: [pathToFileURL(join(workspace, 'guides/extra.mdx')).href] }]);
});

test('icon completion and the anchor hover', async () => {
  const completion = (await client.connection.sendRequest('textDocument/completion', {
    ...doc,
    position: at('"rocket-lunch"', 3),
  })) as CompletionList;
  assert.ok(completion.items.some((i) => i.label === 'rocket-launch'));
  const hover = (await client.connection.sendRequest('textDocument/hover', {
    ...doc,
    position: at('"guides",', 2),
  })) as Hover;
  assert.match((hover.contents as MarkupContent).value, /\*\*Guides\*\* holds 1 page/);
});

test('renames: a folder move edits the config; a page-path rename renames the file', async () => {
  const moved = (await client.connection.sendRequest('workspace/willRenameFiles', {
    files: [
      { oldUri: pathToFileURL(join(workspace, 'guides')).href, newUri: pathToFileURL(join(workspace, 'manual')).href },
    ],
  })) as WorkspaceEdit;
  assert.deepEqual(
    moved.changes![configUri].map((e) => e.newText),
    ['"manual/setup"'],
  );
  const prepared = (await client.connection.sendRequest('textDocument/prepareRename', {
    ...doc,
    position: at('"intro"', 2),
  })) as { placeholder: string };
  assert.equal(prepared.placeholder, 'intro');
  const renamed = (await client.connection.sendRequest('textDocument/rename', {
    ...doc,
    position: at('"intro"', 2),
    newName: 'welcome',
  })) as WorkspaceEdit;
  assert.deepEqual(renamed.documentChanges!.at(-1), {
    kind: 'rename',
    oldUri: pathToFileURL(join(workspace, 'intro.mdx')).href,
    newUri: pathToFileURL(join(workspace, 'welcome.mdx')).href,
    options: { overwrite: false, ignoreIfExists: false },
  });
  // VS Code then asks willRenameFiles for that same move: the config edits already travel with the rename.
  const echo = await client.connection.sendRequest('workspace/willRenameFiles', {
    files: [
      {
        oldUri: pathToFileURL(join(workspace, 'intro.mdx')).href,
        newUri: pathToFileURL(join(workspace, 'welcome.mdx')).href,
      },
    ],
  });
  assert.equal(echo, null);
  await assert.rejects(
    client.connection.sendRequest('textDocument/rename', { ...doc, position: at('"intro"', 2), newName: '../out' }),
    /not a page path/,
  );
});

test('a quick fix asked for an out-of-date diagnostic (a line inserted above it) is not offered', async () => {
  const icon = published.diagnostics.find((d) => d.code === 'unknown-icon')!;
  const fresh = (await client.connection.sendRequest('textDocument/codeAction', {
    ...doc,
    range: icon.range,
    context: { diagnostics: [icon] },
  })) as CodeAction[];
  assert.deepEqual(
    fresh.map((a) => a.title),
    ['Replace with "rocket-launch"'],
  );
  // A line inserted at the top: the diagnostic's range now covers the line above the icon.
  await client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: configUri, version: 2 },
    contentChanges: [
      { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: '  "theme": "mint",\n' },
    ],
  });
  const stale = (await client.connection.sendRequest('textDocument/codeAction', {
    ...doc,
    range: icon.range,
    context: { diagnostics: [icon] },
  })) as CodeAction[];
  assert.deepEqual(stale, [], 'no edit built from a range that now covers other text');
  // Once republished for the new text, the fix is offered again at the moved range.
  const republished = await client.diagnostics(
    configUri,
    (p) => p.version === 2 && p.diagnostics.some((d) => d.code === 'unknown-icon'),
    'republished after the edit',
  );
  const moved = republished.diagnostics.find((d) => d.code === 'unknown-icon')!;
  assert.equal(moved.range.start.line, icon.range.start.line + 1);
  const again = (await client.connection.sendRequest('textDocument/codeAction', {
    ...doc,
    range: moved.range,
    context: { diagnostics: [moved] },
  })) as CodeAction[];
  assert.deepEqual(
    again.map((a) => a.title),
    ['Replace with "rocket-launch"'],
  );
});
