// The first open of a config in a cold workspace: its diagnostics need the file index (which pages exist), not the
// pages' contents, so they are published before the background pass over the pages has read any; while the walk
// that builds the index runs, the checks that need no index (the schema's) answer at once, and nothing they publish
// is a problem of the index; and a config opened while the pass runs is answered before the pass ends. Pages that
// each hold a broken link make the pass's reading visible: every page it checked is published.
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
  // `modeToggle.default` out of its enum: a schema problem, which needs no file index.
  const configText = JSON.stringify(
    { name: 'Docs', modeToggle: { default: 'darx' }, navigation: [{ group: 'All', pages }] },
    null,
    2,
  );
  writeFileSync(join(dir, 'mint.json'), configText);
  return { dir, configText };
}

/** A workspace whose walk takes a while (40,000 asset files) and a config with a schema problem (`modeToggle.default`
 * out of its enum, plus `extra` fields) and one missing page. */
function makeSlowWalkSite(extra: object): { dir: string; configText: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-first-open-walk-'));
  for (let folder = 0; folder < 400; folder++) {
    mkdirSync(join(dir, 'assets', `f${folder}`), { recursive: true });
    for (let file = 0; file < 100; file++) writeFileSync(join(dir, 'assets', `f${folder}`, `${file}.png`), '');
  }
  const configText = JSON.stringify({
    name: 'Docs',
    modeToggle: { default: 'darx' },
    ...extra,
    navigation: [{ group: 'All', pages: ['missing'] }],
  });
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
    const published = await client.diagnostics(
      configUri,
      (p) => p.version === 1 && missingPage(p.diagnostics.map((d) => d.code)),
      'the first open, with the index',
    );
    const before = client.received.slice(0, client.received.indexOf(published));
    // An answer before the walk ended (when the walk took long enough to see one) holds the schema problem and
    // nothing of the file index: no page reported missing before the index could say.
    for (const early of before.filter((p) => p.uri === configUri)) {
      const codes = early.diagnostics.map((d) => d.code);
      assert.ok(codes.includes('enum'), `the schema problem is in the early answer: ${JSON.stringify(codes)}`);
      assert.ok(!missingPage(codes) && !codes.includes('orphan-page'), JSON.stringify(codes));
    }
    assert.ok(published.diagnostics.some((d) => d.code === 'enum'));
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

test('a config opened while the workspace is walked is answered by the checks that need no index at once', async () => {
  // A workspace whose walk takes a while (40,000 files), and a config whose check needs none of them for its schema
  // problem: the first answer comes before the walk ends, and the missing page only in the answer after it.
  const { dir, configText } = makeSlowWalkSite({});
  const client = await start(dir);
  try {
    const configUri = pathToFileURL(join(dir, 'mint.json')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'json', version: 1, text: configText },
    });
    const first = await client.diagnostics(configUri, (p) => p.version === 1, 'the first answer');
    assert.deepEqual(
      first.diagnostics.map((d) => d.code),
      ['enum'],
      'the schema problem, and no page reported missing before the index could say',
    );
    const complete = await client.diagnostics(
      configUri,
      (p) => p.version === 1 && missingPage(p.diagnostics.map((d) => d.code)),
      'the answer after the walk',
    );
    assert.deepEqual(complete.diagnostics.map((d) => d.code).sort(), ['enum', 'page-missing']);
  } finally {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the answer before indexing waits for the user settings: a rule switched off never shows', async () => {
  const { dir, configText } = makeSlowWalkSite({ colors: { primary: 'blue' } });
  // A client that gives settings (workspace/configuration) in which the enum rule is off.
  const client = startServerProcess('stdio', { rules: { enum: 'off' } });
  await initializeFolder(client, dir, { workspace: { configuration: true } });
  try {
    const configUri = pathToFileURL(join(dir, 'mint.json')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'json', version: 1, text: configText },
    });
    await client.diagnostics(
      configUri,
      (p) => p.version === 1 && missingPage(p.diagnostics.map((d) => d.code)),
      'the answer after the walk',
    );
    const codes = client.received.filter((p) => p.uri === configUri).map((p) => p.diagnostics.map((d) => d.code));
    assert.ok(codes.length > 0);
    assert.deepEqual(
      codes.filter((answer) => answer.includes('enum')),
      [],
      `a rule switched off was shown: ${JSON.stringify(codes)}`,
    );
    // The other schema problem (a colour that is not hex) is shown in every answer.
    assert.ok(
      codes.every((answer) => answer.length > 0),
      JSON.stringify(codes),
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
