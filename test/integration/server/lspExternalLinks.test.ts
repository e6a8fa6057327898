// docsite.externalLinks.checkOnSave in the language server as a process: nothing is sent while typing or with the
// setting off; on save, the page's external links are checked (a local server here, never the internet) and their
// findings join the page's own diagnostics, on the link's range; an edit drops them until the next save.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { startServerProcess } from './lspClient';

let requests = 0;
const server = http.createServer((req, res) => {
  requests++;
  res.writeHead(req.url === '/gone' ? 404 : 200);
  res.end();
});
before(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', done)));
after(() => server.close());

function site(): { folderUri: string; pageUri: string; text: string } {
  const folder = mkdtempSync(join(tmpdir(), 'docsite-lsp-external-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const port = (server.address() as AddressInfo).port;
  const text = `---\ntitle: Intro\n---\n\nSee [gone](http://127.0.0.1:${port}/gone) and [fine](http://127.0.0.1:${port}/fine).\n`;
  writeFileSync(join(folder, 'intro.mdx'), text);
  writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['intro'] }] }));
  return { folderUri: pathToFileURL(folder).href, pageUri: pathToFileURL(join(folder, 'intro.mdx')).href, text };
}

async function open(checkOnSave: boolean) {
  const s = site();
  const client = startServerProcess('stdio', { externalLinks: { checkOnSave } });
  const init = (await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: s.folderUri,
    workspaceFolders: [{ uri: s.folderUri, name: 'site' }],
    capabilities: { workspace: { configuration: true }, textDocument: { synchronization: { didSave: true } } },
  })) as { capabilities: { textDocumentSync: { save?: unknown } } };
  assert.ok(init.capabilities.textDocumentSync.save, 'the server asks to hear of saves');
  await client.connection.sendNotification('initialized', {});
  await client.configured;
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: s.pageUri, languageId: 'mdx', version: 1, text: s.text } });
  await client.diagnostics(s.pageUri, (p) => p.version === 1, 'the open page\'s diagnostics');
  return { ...s, client };
}

test('on save, the page\'s broken external link is reported on its range beside its other findings; an edit drops it', async () => {
  const { client, pageUri, text } = await open(true);
  try {
    assert.equal(requests, 0, 'opening sends nothing');
    await client.connection.sendNotification('textDocument/didSave', { textDocument: { uri: pageUri } });
    const saved = await client.diagnostics(pageUri, (p) => p.diagnostics.some((d) => d.code === 'external-link-broken'), 'the external finding after save');
    const broken = saved.diagnostics.filter((d) => String(d.code).startsWith('external-link'));
    assert.equal(broken.length, 1);
    const line = text.split('\n')[4];
    assert.deepEqual(broken[0].range.start, { line: 4, character: line.indexOf('http://') });
    assert.ok(requests >= 3, 'HEAD for each link, GET to confirm the 404');

    const since = client.received.length;
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: pageUri, version: 2 }, contentChanges: [{ text: `\n${text}` }] });
    const edited = await client.diagnostics(pageUri, (p) => p.version === 2, 'diagnostics of the edited text', since);
    assert.equal(edited.diagnostics.filter((d) => String(d.code).startsWith('external-link')).length, 0, 'the old range no longer holds');
  } finally {
    await client.stop();
  }
});

test('with the setting off (the default), a save sends nothing', async () => {
  const before = requests;
  const { client, pageUri } = await open(false);
  try {
    await client.connection.sendNotification('textDocument/didSave', { textDocument: { uri: pageUri } });
    // A request after the save: answered only once the server has handled the notification before it.
    await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: pageUri }, position: { line: 0, character: 0 } });
    assert.equal(requests, before);
    assert.ok(client.received.every((p) => p.diagnostics.every((d) => !String(d.code).startsWith('external-link'))));
  } finally {
    await client.stop();
  }
});
