// `docsite check --external` / `--offline` as a process against a local HTTP server started here (never the
// internet): every kind of answer, slow bodies and hanging servers, redirect loops, resets, 429 with Retry-After; the
// cache's second run sends nothing for fresh entries; credentials and cookies are never sent.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const site = mkdtempSync(join(tmpdir(), 'docsite-cli-external-'));

const requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
const rateLimited = new Map<string, number>();
const server = http.createServer((req, res) => {
  const path = req.url ?? '/';
  requests.push({ method: req.method ?? '', path, headers: req.headers });
  const status = /^\/status\/(\d{3})$/.exec(path);
  if (status) {
    res.writeHead(Number(status[1]));
    return res.end();
  }
  if (path.startsWith('/slow-body')) {
    // HEAD refused, so the checker asks with GET: headers at once, then a body that never ends. The status is the
    // answer; the body is never waited for, and its connection is dropped (six of them on one host, which the checker
    // gives four connections: none is left holding one).
    if (req.method === 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html>');
    return;
  }
  switch (path) {
    case '/redirect':
      res.writeHead(301, { location: '/status/200' });
      return res.end();
    case '/loop-a':
      res.writeHead(302, { location: '/loop-b' });
      return res.end();
    case '/loop-b':
      res.writeHead(307, { location: '/loop-a' });
      return res.end();
    case '/to-localhost':
      // A public page may not send the checker on to another non-public host.
      res.writeHead(302, { location: `http://localhost:${port()}/status/200` });
      return res.end();
    case '/head-refused':
      res.writeHead(req.method === 'HEAD' ? 405 : 200);
      return res.end();
    case '/hang':
      return; // no answer at all: the request times out
    case '/reset':
      req.socket.destroy();
      return;
    case '/rate-once':
    case '/rate-always': {
      const seen = (rateLimited.get(path) ?? 0) + 1;
      rateLimited.set(path, seen);
      if (path === '/rate-always' || seen === 1) {
        res.writeHead(429, { 'retry-after': '1' });
        return res.end();
      }
      res.writeHead(200);
      return res.end();
    }
    default:
      res.writeHead(200, { 'set-cookie': 'session=abc' });
      return res.end();
  }
});
const port = () => (server.address() as AddressInfo).port;
const url = (path: string) => `http://127.0.0.1:${port()}${path}`;

before(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const page = [
    '---',
    'title: Links',
    '---',
    '',
    `[ok](${url('/status/200')}) [gone](${url('/status/410')})`,
    `[missing](${url('/status/404')}#part) ![image](${url('/status/404')})`,
    `[redirected](${url('/redirect')}) [loop](${url('/loop-a')})`,
    `[head refused](${url('/head-refused')}) ${[1, 2, 3, 4, 5, 6].map((n) => `[slow body ${n}](${url(`/slow-body/${n}`)})`).join(' ')}`,
    `[hang](${url('/hang')}) [reset](${url('/reset')})`,
    `[server error](${url('/status/503')}) [forbidden](${url('/status/403')}) [bad](${url('/status/400')})`,
    `[rate once](${url('/rate-once')}) [rate always](${url('/rate-always')})`,
    `<Card href="http://user:secret@127.0.0.1:${port()}/cookie" title="c" />`,
    `[to localhost](${url('/to-localhost')}) [excluded](${url('/status/500')}?skip)`,
    '',
  ].join('\n');
  writeFileSync(join(site, 'index.mdx'), page);
  writeFileSync(
    join(site, 'docs.json'),
    JSON.stringify(
      {
        name: 'D',
        theme: 'mint',
        colors: { primary: '#112233' },
        navigation: { pages: ['index'] },
        navbar: { links: [{ label: 'Gone', href: url('/status/404') }] },
        $schema: url('/status/404'),
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(site, '.docsiterc.json'),
    JSON.stringify({ externalLinks: { retries: 1, timeout: '1s', exclude: ['\\?skip$'] } }),
  );
  // Each finding on its link's own text; the config's `$schema` URL is no link a reader follows.
  EXPECTED = [
    `${at('docs.json', url('/status/404'))} error external-link-broken /status/404`,
    `${at('index.mdx', url('/status/410'))} error external-link-broken /status/410`,
    `${at('index.mdx', url('/status/404'))} error external-link-broken /status/404`,
    `${at('index.mdx', url('/status/404'), 1)} error external-link-broken /status/404`,
    `${at('index.mdx', url('/loop-a'))} warning external-link-unreachable /loop-a`,
    `${at('index.mdx', url('/hang'))} warning external-link-unreachable /hang`,
    `${at('index.mdx', url('/reset'))} warning external-link-unreachable /reset`,
    `${at('index.mdx', url('/status/503'))} warning external-link-unreachable /status/503`,
    `${at('index.mdx', url('/status/403'))} info external-link-not-checked /status/403`,
    `${at('index.mdx', url('/status/400'))} warning external-link-unreachable /status/400`,
    `${at('index.mdx', url('/rate-always'))} info external-link-not-checked /rate-always`,
    `${at('index.mdx', url('/to-localhost'))} info external-link-not-checked /to-localhost`,
  ];
});
after(() => {
  server.close();
  server.closeAllConnections();
  rmSync(site, { recursive: true, force: true });
});

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    // A run that hangs (a socket held by an endless body) is killed and fails, rather than stalling the suite.
    const child = spawn(process.execPath, [CLI, 'check', ...args], {
      cwd: site,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

type Row = {
  file: string;
  code: string;
  severity: string;
  message: string;
  range: { start: { line: number; character: number } };
};
/** A finding as `file:line:character severity code path`, the path being the one of the URL the message names. */
const rows = (stdout: string) =>
  (JSON.parse(stdout) as Row[]).map(
    (r) =>
      `${r.file}:${r.range.start.line}:${r.range.start.character} ${r.severity} ${r.code} ${/127\.0\.0\.1:\d+(\/[\w/-]*)/.exec(r.message)?.[1]}`,
  );

/** Where `needle` (the n-th time) starts in a file of the site, 0-based, as the JSON report gives it. */
function at(file: string, needle: string, nth = 0): string {
  const text = readFileSync(join(site, file), 'utf8');
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  assert.ok(offset >= 0, needle);
  const lines = text.slice(0, offset).split('\n');
  return `${file}:${lines.length - 1}:${lines[lines.length - 1].length}`;
}

let EXPECTED: string[] = [];

test('--external: each finding on its link, severities by what a reader would meet, exit 1 on a broken link', async () => {
  const result = await run(['--external', '--format', 'json']);
  assert.equal(result.code, 1, result.stderr);
  assert.deepEqual(rows(result.stdout), EXPECTED);
  assert.match(result.stderr, /external links: 21 checked, 0 from the cache, \d+ requests sent/);
  // What was sent: HEAD first, GET only after a refusal or an error; never credentials or cookies; our User-Agent.
  assert.ok(requests.every((r) => r.headers.authorization === undefined && r.headers.cookie === undefined));
  assert.ok(requests.every((r) => /^docsite-check\//.test(r.headers['user-agent'] ?? '')));
  assert.deepEqual(
    requests.filter((r) => r.path === '/head-refused').map((r) => r.method),
    ['HEAD', 'GET'],
  );
  assert.deepEqual(
    requests.filter((r) => r.path === '/status/200').map((r) => r.method),
    ['HEAD', 'HEAD'],
    'linked once, and reached once more through the redirect',
  );
  assert.deepEqual(
    requests.filter((r) => r.path === '/status/503').map((r) => r.method),
    ['HEAD', 'GET', 'GET'],
    'the GET retried once',
  );
  assert.equal(
    requests.filter((r) => r.path === '/status/404').length,
    2,
    'one URL, one check (HEAD then GET), however often it is linked',
  );
  assert.equal(requests.filter((r) => r.path === '/status/500').length, 0, 'excluded');
  assert.equal(
    requests.filter((r) => r.path.startsWith('/status/200') && r.headers.host?.startsWith('localhost')).length,
    0,
  );
  assert.deepEqual(requests.filter((r) => r.path === '/rate-once').length, 2, 'the 429 cleared after its Retry-After');
  assert.deepEqual(
    requests.filter((r) => r.path === '/slow-body/6').map((r) => r.method),
    ['HEAD', 'GET'],
  );
  assert.equal(
    requests.filter((r) => r.path.startsWith('/slow-body')).length,
    12,
    'six slow bodies on one host: each asked once with HEAD and once with GET, none retried after a time-out',
  );
});

test('a second run answers from the cache and sends nothing for fresh entries; a stale entry alone is re-checked', async () => {
  const before = requests.length;
  const result = await run(['--external', '--format', 'json']);
  assert.equal(result.code, 1);
  assert.deepEqual(rows(result.stdout), EXPECTED);
  assert.equal(requests.length, before, 'no request for fresh entries');
  assert.match(result.stderr, /0 checked, 21 from the cache, 0 requests sent/);

  const cachePath = join(site, '.docsite-cache', 'links.json');
  const cache = JSON.parse(readFileSync(cachePath, 'utf8'));
  cache.links[url('/status/200')].checkedAt -= 2 * 24 * 3600_000;
  writeFileSync(cachePath, JSON.stringify(cache));
  const third = await run(['--external', '--format', 'json']);
  assert.equal(third.code, 1);
  assert.deepEqual(
    requests.slice(before).map((r) => `${r.method} ${r.path}`),
    ['HEAD /status/200'],
  );
});

test('--offline reports from the cache alone and sends nothing; a corrupt cache is one warning line', async () => {
  const before = requests.length;
  const offline = await run(['--offline', '--format', 'json']);
  assert.deepEqual(rows(offline.stdout), EXPECTED);
  assert.equal(requests.length, before);
  writeFileSync(join(site, '.docsite-cache', 'links.json'), '{"version": 1, "links": ');
  const corrupt = await run(['--offline']);
  assert.equal(corrupt.code, 0, 'nothing judged, nothing broken');
  assert.equal(corrupt.stderr.split('\n').filter((line) => /corrupt/.test(line)).length, 1);
  assert.match(corrupt.stderr, /21 not in the cache/);
  assert.equal(requests.length, before);
});

test('--external and --offline are in --help and exclude each other', async () => {
  const help = await run(['--help']);
  assert.match(help.stdout, /--external/);
  assert.match(help.stdout, /--offline/);
  const both = await run(['--external', '--offline']);
  assert.equal(both.code, 2);
  assert.match(both.stderr, /exclude each other/);
});
