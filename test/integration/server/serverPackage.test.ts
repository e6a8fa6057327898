// The publishable language server package as an editor user gets it: `npm pack` of packages/language-server (built by
// `npm run build`), installed from the tarball into an empty folder with no network, then its bin started with
// `--stdio` and spoken to by a plain client: Content-Length framed JSON on the process's pipes, nothing else.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';

const PACKAGE_DIR = resolve(__dirname, '../../../packages/language-server');
const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  name: string;
  engines: { node: string };
  bin: Record<string, string>;
  dependencies?: unknown;
};
const BIN = 'docsite-language-server';
const scratch = mkdtempSync(join(tmpdir(), 'docsite-server-pack-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const npmCli = process.env.npm_execpath && existsSync(process.env.npm_execpath) ? process.env.npm_execpath : undefined;
/** npm as a child process, offline: no registry reachable, a cache of its own (empty), no user config. */
function npm(args: string[], cwd: string) {
  const env = {
    ...process.env,
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_cache: join(scratch, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_userconfig: join(scratch, 'no-npmrc'),
  };
  const [command, commandArgs] =
    npmCli && !npmCli.endsWith('npx-cli.js') ? [process.execPath, [npmCli, ...args]] : ['npm', args];
  return spawnSync(command, commandArgs, { cwd, env, encoding: 'utf8', timeout: 120_000 });
}

let tarball = '';
let files: string[] = [];
before(() => {
  assert.ok(
    existsSync(join(PACKAGE_DIR, manifest.bin[BIN])),
    'packages/language-server is not built: run `npm run build` first',
  );
  const packed = npm(['pack', '--json', '--pack-destination', scratch], PACKAGE_DIR);
  assert.equal(packed.status, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(scratch, info.filename);
  files = info.files.map((f) => f.path).sort();
});

test('the tarball holds the one bundle, its licences and the manifest; no dependencies, Node 18+', () => {
  assert.deepEqual(files, ['LICENSE', 'README.md', 'dist/THIRD-PARTY-NOTICES.txt', `dist/${BIN}.js`, 'package.json']);
  assert.equal(
    readFileSync(join(PACKAGE_DIR, 'LICENSE'), 'utf8'),
    readFileSync(resolve(PACKAGE_DIR, '../../LICENSE'), 'utf8'),
  );
  assert.equal(manifest.name, '@docsite-kit/language-server');
  assert.equal(manifest.engines.node, '>=18');
  assert.equal(manifest.dependencies, undefined, 'everything it needs is in the bundle');
  const notices = readFileSync(join(PACKAGE_DIR, 'dist', 'THIRD-PARTY-NOTICES.txt'), 'utf8');
  for (const bundled of ['vscode-languageserver', 'vscode-jsonrpc', 'jsonc-parser'])
    assert.match(notices, new RegExp(`^${bundled} \\d+\\.\\d+\\.\\d+ \\(`, 'm'));
  const bundle = readFileSync(join(PACKAGE_DIR, manifest.bin[BIN]), 'utf8');
  assert.match(bundle, /^#!\/usr\/bin\/env node\n/);
  assert.doesNotMatch(
    bundle,
    /require\("[^"]*shared\/out\/lsp[^"]*"\)/,
    'the LSP library is inside, not a file beside it',
  );
});

/** Frames and parses LSP messages over a child's stdio by hand. */
function plainClient(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH } });
  let buffer = Buffer.alloc(0);
  const messages: { id?: number; method?: string; result?: unknown }[] = [];
  const waiters: {
    accept: (m: (typeof messages)[number]) => boolean;
    resolve: (m: (typeof messages)[number]) => void;
  }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
      if (buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'));
      buffer = buffer.subarray(headerEnd + 4 + length);
      messages.push(message);
      // The server's own requests (configuration, registrations, progress tokens) get an empty answer.
      if (message.id !== undefined && message.method)
        send({ jsonrpc: '2.0', id: message.id, result: message.method === 'workspace/configuration' ? [null] : null });
      for (const waiter of [...waiters]) {
        if (!waiter.accept(message)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  function send(message: unknown): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  }
  function next(accept: (m: (typeof messages)[number]) => boolean, label: string): Promise<(typeof messages)[number]> {
    const already = messages.find(accept);
    if (already) return Promise.resolve(already);
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${label} within 20 s`)), 20_000);
      waiters.push({ accept, resolve: (m) => (clearTimeout(timer), resolvePromise(m)) });
    });
  }
  return { child, send, next };
}

test('installed from the tarball with no network, the bin answers initialize over stdio and publishes diagnostics', async () => {
  const project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'docs-repo', version: '1.0.0', private: true }));
  const install = npm(['install', '--offline', tarball], project);
  assert.equal(install.status, 0, install.stderr);
  const bin = join(project, 'node_modules', '.bin', BIN);
  assert.ok(existsSync(bin), 'npm linked the bin');

  const site = join(project, 'docs');
  mkdirSync(site);
  const config = JSON.stringify({ name: 'Docs', navigation: [{ group: 'Start', pages: ['missing'] }] }, null, 2);
  writeFileSync(join(site, 'mint.json'), config);
  const client = plainClient(bin, ['--stdio'], project);
  try {
    const siteUri = pathToFileURL(site).href;
    client.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        processId: process.pid,
        rootUri: siteUri,
        workspaceFolders: [{ uri: siteUri, name: 'docs' }],
        capabilities: {},
      },
    });
    const init = (await client.next((m) => m.id === 1, 'initialize answer')).result as {
      serverInfo: { name: string };
      capabilities: Record<string, unknown>;
    };
    assert.equal(init.serverInfo.name, 'docsite-language-server');
    for (const capability of [
      'completionProvider',
      'hoverProvider',
      'codeActionProvider',
      'renameProvider',
      'definitionProvider',
    ])
      assert.ok(init.capabilities[capability], capability);
    client.send({ jsonrpc: '2.0', method: 'initialized', params: {} });
    const configUri = pathToFileURL(join(site, 'mint.json')).href;
    client.send({
      jsonrpc: '2.0',
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: configUri, languageId: 'json', version: 1, text: config } },
    });
    const published = await client.next(
      (m) =>
        m.method === 'textDocument/publishDiagnostics' && (m as { params: { uri: string } }).params.uri === configUri,
      'diagnostics',
    );
    assert.deepEqual(
      (published as unknown as { params: { diagnostics: { code: string }[] } }).params.diagnostics.map((d) => d.code),
      ['page-missing'],
    );
    client.send({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
    await client.next((m) => m.id === 2, 'shutdown answer');
    const exited = new Promise<number | null>((resolveExit) => client.child.once('exit', (code) => resolveExit(code)));
    client.send({ jsonrpc: '2.0', method: 'exit' });
    assert.equal(await exited, 0);
  } finally {
    client.child.kill();
  }
});
