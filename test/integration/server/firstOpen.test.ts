// The first open of a config in a cold workspace: its diagnostics need the file index (which pages exist), not the
// pages' contents, so they are published before the background pass over the pages has read any; and a config opened
// while that pass runs is answered before the pass ends. Pages that each hold a broken link make the pass's reading
// visible: every page it checked is published.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { initializeFolder, startServerProcess, type TestClient } from './lspClient';

const PAGES = 3_000;

function makeSite(): { dir: string; configText: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-first-open-'));
  const pages: string[] = [];
  for (let section = 0; section < PAGES / 100; section++) {
    mkdirSync(join(dir, `s${section}`));
    for (let page = 0; page < 100; page++) {
      pages.push(`s${section}/p${page}`);
      writeFileSync(
        join(dir, `s${section}`, `p${page}.mdx`),
        `---\ntitle: P${page}\n---\n\nSee [gone](/gone-${page}).\n`,
      );
    }
  }
  pages.push('missing/page');
  const configText = JSON.stringify({ name: 'Docs', navigation: [{ group: 'All', pages }] }, null, 2);
  writeFileSync(join(dir, 'mint.json'), configText);
  return { dir, configText };
}

async function start(dir: string): Promise<TestClient> {
  const client = startServerProcess('stdio');
  await initializeFolder(client, dir);
  return client;
}

const isPage = (uri: string) => uri.endsWith('.mdx');
const missingPage = (codes: (string | number | undefined)[]) => codes.includes('page-missing');

test('a config opened at once is answered, from the file index, before any page is read', async () => {
  const { dir, configText } = makeSite();
  const client = await start(dir);
  try {
    const configUri = pathToFileURL(join(dir, 'mint.json')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'json', version: 1, text: configText },
    });
    const published = await client.diagnostics(configUri, (p) => p.version === 1, 'the first open');
    const codes = published.diagnostics.map((d) => d.code);
    assert.ok(missingPage(codes), `the missing page is reported (the index was used): ${JSON.stringify(codes)}`);
    const before = client.received.slice(0, client.received.indexOf(published));
    assert.deepEqual(
      before.filter((p) => isPage(p.uri)).map((p) => p.uri),
      [],
      'no page was published (read) before the config',
    );
    // The pass does run afterwards and reads the pages.
    await client.diagnostics(
      pathToFileURL(join(dir, 's0', 'p0.mdx')).href,
      (p) => p.diagnostics.length > 0,
      'a page checked by the pass',
    );
  } finally {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a config opened while the pass reads the pages is answered before the pass ends', async () => {
  const { dir, configText } = makeSite();
  const client = await start(dir);
  try {
    // The pass has begun: some page has been read and published.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (!client.received.some((p) => isPage(p.uri))) return;
        clearInterval(poll);
        resolve();
      }, 5);
    });
    const configUri = pathToFileURL(join(dir, 'mint.json')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'json', version: 1, text: configText },
    });
    const published = await client.diagnostics(configUri, (p) => p.version === 1, 'the open during the pass');
    assert.ok(missingPage(published.diagnostics.map((d) => d.code)));
    const pagesBefore = new Set(
      client.received
        .slice(0, client.received.indexOf(published))
        .filter((p) => isPage(p.uri))
        .map((p) => p.uri),
    );
    assert.ok(pagesBefore.size < PAGES, `the pass gave way: ${pagesBefore.size} of ${PAGES} pages before the config`);
  } finally {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
