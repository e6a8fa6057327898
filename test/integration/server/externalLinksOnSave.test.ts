// `docsite.externalLinks.checkOnSave` with the real server process and a local HTTP server (never the internet): with
// the setting off a save sends nothing; on, a save puts one finding on the broken link's range, merged with the page's
// other diagnostics, kept through the next keystrokes while the link is there; the answers go to the site's
// `.docsite-cache/links.json` (and nowhere else), which the next save reads instead of asking again; the site's
// `.docsiterc.json` excludes links as it does for the CLI; no credential or query string reaches the log; completion
// is answered while a check waits on a server that does not answer.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { initializeFolder, startServerProcess, type TestClient } from './lspClient';

const requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
const hanging: http.ServerResponse[] = [];
let hangArrived: (() => void) | undefined;
const server = http.createServer((req, res) => {
  const path = req.url ?? '/';
  requests.push({ method: req.method ?? '', path, headers: req.headers });
  if (path.startsWith('/hang')) {
    hanging.push(res); // answered only when the test ends
    hangArrived?.();
    return;
  }
  const status = /^\/status\/(\d{3})/.exec(path);
  res.writeHead(status ? Number(status[1]) : 200);
  res.end();
});
const port = () => (server.address() as AddressInfo).port;
const url = (path: string) => `http://127.0.0.1:${port()}${path}`;

const workspace = mkdtempSync(join(tmpdir(), 'docsite-onsave-'));
const site = join(workspace, 'docs');
const pageUri = pathToFileURL(join(site, 'index.mdx')).href;
const settings: { externalLinks?: { checkOnSave: boolean }; rules?: Record<string, string> } = {};
const logs: string[] = [];
const logWaiters: (() => void)[] = [];
let client: TestClient;
let version = 1;
const cwdHadCache = existsSync(join(process.cwd(), '.docsite-cache'));

before(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  mkdirSync(join(workspace, '.git'), { recursive: true }); // the repository root: `.docsiterc.json` is looked for up to here
  mkdirSync(site);
  writeFileSync(
    join(site, 'docs.json'),
    JSON.stringify({ name: 'D', theme: 'mint', colors: { primary: '#112233' }, navigation: { pages: ['index'] } }),
  );
  writeFileSync(
    join(site, '.docsiterc.json'),
    JSON.stringify({ externalLinks: { exclude: ['\\?skip$'], retries: 0, timeout: '3s' } }),
  );
  writeFileSync(join(site, 'index.mdx'), '---\ntitle: Links\n---\n');
  client = startServerProcess('stdio', settings);
  client.connection.onNotification('window/logMessage', (m: { message: string }) => {
    logs.push(m.message);
    for (const wake of logWaiters.splice(0)) wake();
  });
  await initializeFolder(client, workspace, { workspace: { configuration: true } });
  await client.configured;
});

after(async () => {
  for (const res of hanging) res.end();
  await client?.stop();
  server.close();
  server.closeAllConnections();
  rmSync(workspace, { recursive: true, force: true });
});

/** Replaces the page's text in the editor (a new version) and writes it to disk, as a save does. */
async function edit(text: string): Promise<number> {
  version++;
  writeFileSync(join(site, 'index.mdx'), text);
  await client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: pageUri, version },
    contentChanges: [{ text }],
  });
  return version;
}

const save = () => client.connection.sendNotification('textDocument/didSave', { textDocument: { uri: pageUri } });

async function setCheckOnSave(on: boolean): Promise<void> {
  settings.externalLinks = { checkOnSave: on };
  await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
}

const external = (p: PublishDiagnosticsParams) =>
  p.diagnostics.filter((d) => typeof d.code === 'string' && d.code.startsWith('external-link-'));

/** The range of the first occurrence of `needle` in `text`. */
function rangeOf(text: string, needle: string): Diagnostic['range'] {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, needle);
  const before = text.slice(0, offset).split('\n');
  const line = before.length - 1;
  const character = before[line].length;
  return { start: { line, character }, end: { line, character: character + needle.length } };
}

/** Waits for a log line starting with `start` logged after the first `since` lines (woken by each log message; a
 * deadline turns a hang into a failure). */
async function nextLog(since: number, start: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const line = logs.slice(since).find((m) => m.startsWith(start));
    if (line) return line;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error(`no "${start}" logged; logs: ${logs.join(' | ')}`);
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((wake) => {
      logWaiters.push(wake);
      timer = setTimeout(wake, remaining);
    });
    clearTimeout(timer);
  }
}

/** Waits for the log line of the next save's check. */
const nextCheckLog = (since: number) => nextLog(since, 'External links on save:');

test('with the setting off a save sends no request; on, a save puts one finding on the 404 link, merged with the page problems', async () => {
  const offText = `---\ntitle: Links\n---\n\n[gone](${url('/status/404?phase=off')}) [ok](${url('/status/200?phase=off')})\n`;
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: pageUri, languageId: 'mdx', version, text: '---\ntitle: Links\n---\n' },
  });
  const offVersion = await edit(offText);
  await client.diagnostics(pageUri, (p) => p.version === offVersion, 'the page checked (setting off)');
  await save();

  await setCheckOnSave(true);
  const onText = [
    '---',
    'title: Links',
    '---',
    '',
    `[gone](${url('/status/404?phase=on')}) [ok](${url('/status/200?phase=on')})`,
    `[excluded](${url('/status/404?skip')}) [local](./missing-page)`,
    '',
  ].join('\n');
  const onVersion = await edit(onText);
  await client.diagnostics(pageUri, (p) => p.version === onVersion, 'the page checked (setting on)');
  await save();
  const published = await client.diagnostics(
    pageUri,
    (p) => p.version === onVersion && external(p).length > 0,
    'the external finding',
  );

  assert.deepEqual(
    external(published).map((d) => ({ code: d.code, severity: d.severity, range: d.range })),
    [{ code: 'external-link-broken', severity: 1, range: rangeOf(onText, url('/status/404?phase=on')) }],
  );
  // Merged with the page's own problems, not in their place: the broken local link is still reported.
  assert.ok(
    published.diagnostics.some((d) => d.code !== undefined && !String(d.code).startsWith('external-link-')),
    JSON.stringify(published.diagnostics),
  );
  assert.deepEqual(
    requests.filter((r) => r.path.includes('phase=off')),
    [],
    'the save made with the setting off sent a request',
  );
  assert.deepEqual(
    requests.filter((r) => r.path.includes('?skip')),
    [],
    'the link excluded by .docsiterc.json was requested',
  );
  assert.ok(requests.some((r) => r.path === '/status/200?phase=on'));
});

test('the finding follows its link through the next keystrokes and goes with the link', async () => {
  const text = `---\ntitle: Links\n---\n\nA new line above.\n\n[gone](${url('/status/404?phase=on')}) [ok](${url('/status/200?phase=on')})\n`;
  const moved = await edit(text);
  const published = await client.diagnostics(pageUri, (p) => p.version === moved, 'the page after a keystroke');
  assert.deepEqual(
    external(published).map((d) => d.range),
    [rangeOf(text, url('/status/404?phase=on'))],
  );

  const without = await edit(`---\ntitle: Links\n---\n\n[ok](${url('/status/200?phase=on')})\n`);
  const after = await client.diagnostics(pageUri, (p) => p.version === without, 'the page without the link');
  assert.deepEqual(external(after), []);
});

test('the answers are cached in the site folder only, and a second save asks nothing again', async () => {
  const cacheFile = join(site, '.docsite-cache', 'links.json');
  assert.ok(existsSync(cacheFile), 'no cache in the site folder');
  const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { links: Record<string, unknown> };
  assert.ok(Object.keys(cached.links).includes(url('/status/404?phase=on')), Object.keys(cached.links).join(', '));
  assert.equal(existsSync(join(workspace, '.docsite-cache')), false, 'a cache outside the site folder');
  assert.equal(existsSync(join(process.cwd(), '.docsite-cache')), cwdHadCache, 'a cache in the server’s folder');

  const text = `---\ntitle: Links\n---\n\n[gone](${url('/status/404?phase=on')})\n`;
  const again = await edit(text);
  await client.diagnostics(pageUri, (p) => p.version === again, 'the page edited');
  const sentBefore = requests.length;
  const logsBefore = logs.length;
  await save();
  const line = await nextCheckLog(logsBefore);
  assert.match(line, /0 checked, 1 from the cache, 0 requests sent/);
  assert.equal(requests.length, sentBefore);
  const published = await client.diagnostics(
    pageUri,
    (p) => p.version === again && external(p).length === 1,
    'the finding from the cache',
  );
  assert.deepEqual(external(published)[0].range, rangeOf(text, url('/status/404?phase=on')));
});

test('credentials are not sent and neither they nor query strings reach the log', async () => {
  const secretUrl = `http://someone:hunter2@127.0.0.1:${port()}/status/200?token=s3cr3t-value`;
  await edit(`---\ntitle: Links\n---\n\n[private](${secretUrl})\n`);
  const logsBefore = logs.length;
  await save();
  await nextCheckLog(logsBefore);
  const request = requests.find((r) => r.path.includes('token=s3cr3t-value'));
  assert.ok(request, 'the link was not requested');
  assert.equal(request.headers.authorization, undefined);
  for (const message of logs) {
    assert.ok(!message.includes('hunter2'), message);
    assert.ok(!message.includes('s3cr3t-value'), message);
  }
});

test('completion is answered while a save waits on a server that does not answer', async () => {
  const arrived = new Promise<void>((resolve) => (hangArrived = resolve));
  const text = `---\ntitle: Links\n---\n\n[slow](${url('/hang')})\n\n[link](/`;
  await edit(text);
  await save();
  await arrived;
  const lines = text.split('\n');
  const completion: { items: { detail?: string }[] } = await client.connection.sendRequest('textDocument/completion', {
    textDocument: { uri: pageUri },
    position: { line: lines.length - 1, character: lines[lines.length - 1].length },
  });
  // The site's page, offered while the check still waits.
  assert.ok(
    completion.items.some((item) => item.detail === 'index'),
    JSON.stringify(completion),
  );
  assert.equal(hanging.length, 1);
  assert.equal(hanging[0].writableEnded, false, 'the slow request was already answered');
});

test("a saved config's reader links are checked too, the finding on the URL's text", async () => {
  const configUri = pathToFileURL(join(site, 'docs.json')).href;
  const gone = url('/status/410?config');
  const text = JSON.stringify(
    {
      name: 'D',
      theme: 'mint',
      colors: { primary: '#112233' },
      navigation: { pages: ['index'] },
      navbar: { links: [{ label: 'Gone', href: gone }] },
    },
    null,
    2,
  );
  writeFileSync(join(site, 'docs.json'), text);
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: configUri, languageId: 'json', version: 1, text },
  });
  await client.diagnostics(configUri, (p) => p.version === 1, 'the config checked');
  await client.connection.sendNotification('textDocument/didSave', { textDocument: { uri: configUri } });
  const published = await client.diagnostics(
    configUri,
    (p) => p.version === 1 && external(p).length > 0,
    'the config finding',
  );
  assert.deepEqual(
    external(published).map((d) => [d.code, d.range]),
    [['external-link-broken', rangeOf(text, gone)]],
  );
});

test('the findings take the severities of docsite.rules', async () => {
  const configUri = pathToFileURL(join(site, 'docs.json')).href;
  const since = client.received.length;
  settings.rules = { 'external-link-broken': 'warning' };
  await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
  const published = await client.diagnostics(
    configUri,
    (p) => external(p).length > 0 && external(p).every((d) => d.severity === 2),
    'the finding as a warning',
    since,
  );
  assert.deepEqual(
    external(published).map((d) => d.code),
    ['external-link-broken'],
  );
  delete settings.rules;
});

test('a mistake in .docsiterc.json is logged and nothing is checked, as the CLI refuses to run', async () => {
  const rcPath = join(site, '.docsiterc.json');
  const rc = readFileSync(rcPath, 'utf8');
  writeFileSync(rcPath, JSON.stringify({ externalLinks: { maxAge: 5 } }));
  try {
    await edit(`---\ntitle: Links\n---\n\n[gone](${url('/status/404?bad-rc')})\n`);
    const logsBefore = logs.length;
    await save();
    const line = await nextLog(logsBefore, 'External links not checked on save:');
    assert.match(line, /"externalLinks"\."maxAge" must be a time/);
    assert.deepEqual(
      requests.filter((r) => r.path.includes('bad-rc')),
      [],
    );
  } finally {
    writeFileSync(rcPath, rc);
  }
});

test('with the setting switched off the findings go', async () => {
  const text = `---\ntitle: Links\n---\n\n[gone](${url('/status/404?phase=last')})\n`;
  const last = await edit(text);
  await save();
  await client.diagnostics(pageUri, (p) => p.version === last && external(p).length === 1, 'the finding');
  const since = client.received.length;
  await setCheckOnSave(false);
  const cleared = await client.diagnostics(pageUri, (p) => external(p).length === 0, 'the finding cleared', since);
  assert.equal(cleared.uri, pageUri);
});
