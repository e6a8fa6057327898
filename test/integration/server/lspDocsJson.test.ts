// docs.json over LSP with the real server bundle: the config's own problem on its line, a problem inside a `$ref`'d
// file published under that file's uri (and cleared when the `$ref` goes), and page-path completion.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import type { CompletionList } from 'vscode-languageserver-protocol';
import { startServerProcess } from './lspClient';

const workspace = mkdtempSync(join(tmpdir(), 'docsite-lsp-docsjson-'));
after(() => rmSync(workspace, { recursive: true, force: true }));
const config = (languages: unknown[]) =>
  JSON.stringify({ theme: 'mintt', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { languages } }, null, 2);
const WITH_REF = config([
  { language: 'en', groups: [{ group: 'Start', pages: ['intro', 'setup'] }] },
  { $ref: './fr.json' },
]);
const FR = JSON.stringify({ language: 'fr', groups: [{ group: 'Début', pages: ['fr/absent'] }] }, null, 2);
writeFileSync(join(workspace, 'intro.mdx'), '---\ntitle: Intro\n---\n');
writeFileSync(join(workspace, 'setup.mdx'), '');
writeFileSync(join(workspace, 'fr.json'), FR);
writeFileSync(join(workspace, 'docs.json'), WITH_REF);
const folderUri = pathToFileURL(workspace).href;
const configUri = pathToFileURL(join(workspace, 'docs.json')).href;
const frUri = pathToFileURL(join(workspace, 'fr.json')).href;

test("docs.json over LSP: theme on its line, a $ref'd file's missing page in that file, cleared with the $ref; page completion", async () => {
  const client = startServerProcess('stdio', {});
  try {
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'docs' }],
      capabilities: { workspace: { configuration: true } },
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'docsite-config', version: 1, text: WITH_REF },
    });

    const opened = await client.diagnostics(configUri, (p) => p.version === 1, 'docs.json diagnostics');
    const theme = opened.diagnostics.find((d) => d.code === 'enum')!;
    assert.match(String(theme.message), /Did you mean "mint"\?/);
    assert.equal(
      theme.range.start.line,
      WITH_REF.split('\n').findIndex((l) => l.includes('"theme"')),
    );
    const inRef = await client.diagnostics(
      frUri,
      (p) => p.diagnostics.some((d) => d.code === 'page-missing'),
      'fr.json diagnostics',
    );
    assert.equal(
      inRef.diagnostics.find((d) => d.code === 'page-missing')!.range.start.line,
      FR.split('\n').findIndex((l) => l.includes('fr/absent')),
    );

    const line = WITH_REF.split('\n').findIndex((l) => l.includes('"setup"'));
    const completion = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: configUri },
      position: { line, character: WITH_REF.split('\n')[line].indexOf('"setup"') + 1 },
    })) as CompletionList;
    assert.deepEqual(completion.items.map((i) => i.label).sort(), ['intro', 'setup']);

    const since = client.received.length;
    const withoutRef = config([{ language: 'en', groups: [{ group: 'Start', pages: ['intro', 'setup'] }] }]);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: configUri, version: 2 },
      contentChanges: [{ text: withoutRef }],
    });
    await client.diagnostics(frUri, (p) => p.diagnostics.length === 0, 'fr.json cleared', since);
  } finally {
    await client.stop();
  }
});
