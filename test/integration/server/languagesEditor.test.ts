// The translations in the editor through the real server bundle: the hover of a page entry lists its counterparts,
// the quick fix of translation-missing creates the counterpart from the original, and the server command behind
// "List Missing Translations".
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import type { CodeAction, Hover, MarkupContent, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { startServerProcess, type TestClient } from './lspClient';

const workspace = mkdtempSync(join(tmpdir(), 'docsite-languages-editor-'));
const CONFIG_TEXT = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Docs",
  "colors": { "primary": "#0D9373" },
  "navigation": {
    "languages": [
      { "language": "en", "groups": [{ "group": "Start", "pages": ["index", "guides/setup"] }] },
      { "language": "fr", "groups": [{ "group": "Commencer", "pages": ["fr/index", "fr/guides/setup"] }] },
      { "language": "de", "groups": [{ "group": "Anfang", "pages": ["de/index"] }] }
    ]
  }
}`;
for (const folder of ['guides', 'fr/guides', 'de']) mkdirSync(join(workspace, folder), { recursive: true });
const ORIGINAL = '---\ntitle: Setup\ndescription: "Set it up"\n---\n\n# Setup\n\nEnglish text.\n';
writeFileSync(join(workspace, 'index.mdx'), '---\ntitle: Home\n---\n');
writeFileSync(join(workspace, 'guides/setup.mdx'), ORIGINAL);
writeFileSync(join(workspace, 'fr/index.mdx'), '---\ntitle: Accueil\n---\n');
writeFileSync(join(workspace, 'fr/guides/setup.mdx'), '---\ntitle: Installation\n---\n');
writeFileSync(join(workspace, 'de/index.mdx'), '---\ntitle: Start\n---\n');
writeFileSync(join(workspace, 'docs.json'), CONFIG_TEXT);
const folderUri = pathToFileURL(workspace).href;
const configUri = pathToFileURL(join(workspace, 'docs.json')).href;
const lines = CONFIG_TEXT.split('\n');
const at = (needle: string) => {
  const line = lines.findIndex((l) => l.includes(needle));
  return { line, character: lines[line].indexOf(needle) + 2 };
};

let client: TestClient;
let published: PublishDiagnosticsParams;
before(async () => {
  client = startServerProcess('stdio');
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: folderUri,
    workspaceFolders: [{ uri: folderUri, name: 'docs' }],
    capabilities: { workspace: { workspaceEdit: { documentChanges: true, resourceOperations: ['create'] } } },
  });
  await client.connection.sendNotification('initialized', {});
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: configUri, languageId: 'json', version: 1, text: CONFIG_TEXT },
  });
  published = await client.diagnostics(
    configUri,
    (p) => p.diagnostics.some((d) => d.code === 'translation-missing'),
    'translation-missing',
  );
});
after(async () => {
  await client?.stop();
  rmSync(workspace, { recursive: true, force: true });
});

test('the hover of an original lists its translations, with links, and the missing one', async () => {
  const hover = (await client.connection.sendRequest('textDocument/hover', {
    textDocument: { uri: configUri },
    position: at('"guides/setup"'),
  })) as Hover;
  const text = (hover.contents as MarkupContent).value;
  assert.match(text, /Translations\*\* of this en \(default\) page: 1 missing/);
  assert.ok(
    text.includes(
      `**fr**: [\`fr/guides/setup\`](${pathToFileURL(join(workspace, 'fr/guides/setup.mdx')).href}), translated`,
    ),
    text,
  );
  assert.match(text, /\*\*de\*\*: `de\/guides\/setup`, missing/);
});

test('the hover of a translation names its original', async () => {
  const hover = (await client.connection.sendRequest('textDocument/hover', {
    textDocument: { uri: configUri },
    position: at('"fr/guides/setup"'),
  })) as Hover;
  assert.match(
    (hover.contents as MarkupContent).value,
    /this fr page[\s\S]*\*\*en\*\*: \[`guides\/setup`\]\([^)]+\), the original/,
  );
});

test('the quick fix creates the missing counterpart from the original front matter', async () => {
  const missing = published.diagnostics.filter((d) => d.code === 'translation-missing');
  assert.equal(missing.length, 1);
  const actions = (await client.connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: configUri },
    range: missing[0].range,
    context: { diagnostics: missing },
  })) as CodeAction[];
  const create = actions.find((a) => a.title.startsWith('Create the de translation'));
  assert.ok(create, actions.map((a) => a.title).join('\n'));
  const changes = create.edit!.documentChanges!;
  const newUri = pathToFileURL(join(workspace, 'de/guides/setup.mdx')).href;
  assert.deepEqual(changes[0], { kind: 'create', uri: newUri, options: { overwrite: false, ignoreIfExists: true } });
  const insert = changes[1] as { textDocument: { uri: string }; edits: { newText: string }[] };
  assert.equal(insert.textDocument.uri, newUri);
  assert.ok(insert.edits[0].newText.startsWith('---\ntitle: Setup\ndescription: "Set it up"\n---\n'));
  assert.match(insert.edits[0].newText, /Translate into de/);
  assert.ok(!insert.edits[0].newText.includes('English text'), 'the body is not copied');
});

test('the server command lists the missing translations with the original entry', async () => {
  const result = (await client.connection.sendRequest('workspace/executeCommand', {
    command: 'docsite.server.missingTranslations',
  })) as {
    roots: {
      configUri: string;
      missing: {
        language: string;
        original: string;
        page: string;
        location: { uri: string; range: { start: { line: number } } };
      }[];
    }[];
  };
  assert.equal(result.roots.length, 1);
  assert.deepEqual(
    result.roots[0].missing.map((m) => [m.language, m.original, m.page, m.location.uri, m.location.range.start.line]),
    [['de', 'guides/setup', 'de/guides/setup', configUri, at('"guides/setup"').line]],
  );
});
