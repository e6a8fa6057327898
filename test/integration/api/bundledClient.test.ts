// The user-group API client as the extension's client bundle holds it: bundled with the plugins the build takes undici
// through (scripts/undici-bundle.mjs: modules left out, the parser's constants cut to what the HTTP/1 client reads,
// the parser's WebAssembly as a file beside the bundle), then loaded and spoken to by a real HTTP server: a good
// answer is read, and malformed ones (which undici's HTTP parser rejects) fail the same way as with undici whole.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import * as esbuild from 'esbuild';
import { createUserGroupClient as sourceClient } from '../../../client/src/api/createClient';
import { failureOf, SAMPLE_GROUP } from './harness';

const scratch = mkdtempSync(join(tmpdir(), 'docsite-bundled-api-'));
const GROUP = SAMPLE_GROUP;

let server: Server;
let baseUrl = '';
/** What the server answers: raw bytes written to the socket, so a malformed answer can be sent. */
let answer = '';

before(async () => {
  server = createServer();
  server.on('connection', (socket) => {
    socket.once('data', () => socket.end(answer));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(scratch, { recursive: true, force: true });
});

async function bundledClientModule(): Promise<{ createUserGroupClient: typeof sourceClient }> {
  const { UNDICI_PLUGINS } = await import('../../../scripts/undici-bundle.mjs');
  const outfile = join(scratch, 'api.js');
  await esbuild.build({
    entryPoints: [resolve(__dirname, '../../../client/src/api/createClient.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    mainFields: ['module', 'main'],
    outfile,
    plugins: UNDICI_PLUGINS,
    logLevel: 'silent',
  });
  assert.ok(existsSync(join(scratch, 'llhttp_simd.wasm')), 'the parser ships as a file beside the bundle');
  return createRequire(__filename)(outfile) as { createUserGroupClient: typeof sourceClient };
}

const MALFORMED = [
  'HTTP/1.1 2OO OK\r\ncontent-length: 2\r\n\r\n{}',
  'HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\n{}',
  'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  'HTTP/1.1 200 OK\r\nbad header\r\n\r\n',
];

test('the bundled API client reads a good answer, and fails on malformed ones as the client with all of undici', async () => {
  const { createUserGroupClient } = await bundledClientModule();
  const settings = { baseUrl, apiToken: 'bundled-api-token-0123456789' };
  const bundled = createUserGroupClient(settings, { retry: { maxAttempts: 1 } });
  const whole = sourceClient(settings, { retry: { maxAttempts: 1 } });
  try {
    const body = JSON.stringify({ success: 1, new_user_group: false, user_group: GROUP });
    answer = `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
    const result = await bundled.getOrCreate({ name: 'G', user_group_id: 'g' });
    assert.equal(result.userGroup.provided_id, 'g');

    for (const malformed of MALFORMED) {
      answer = malformed;
      const ours = await failureOf(() => bundled.getOrCreate({ name: 'G', user_group_id: 'g' }));
      const theirs = await failureOf(() => whole.getOrCreate({ name: 'G', user_group_id: 'g' }));
      assert.deepEqual([ours.kind, ours.message], [theirs.kind, theirs.message], JSON.stringify(malformed));
    }
  } finally {
    await bundled.close();
    await whole.close();
  }
});
