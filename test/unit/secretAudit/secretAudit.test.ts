// The secret-leak audit's parts (test/vscode/secretAudit), on plain Node: the byte scanner, the recording proxy in
// front of the emulator, and the audit's verdict on a run folder laid out like a real-VS-Code run's.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type * as AuditModule from '../../vscode/secretAudit/secretAudit.mjs' with { 'resolution-mode': 'import' };
import type * as ScanModule from '../../vscode/secretAudit/scanForSecrets.mjs' with { 'resolution-mode': 'import' };
import type * as RecorderModule from '../../vscode/secretAudit/tokenRecorder.mjs' with { 'resolution-mode': 'import' };

// The audit is plain ESM (the code-server launcher imports it without a TypeScript loader): loaded dynamically.
let isInfrastructureFile: typeof AuditModule.isInfrastructureFile;
let SecretAudit: typeof AuditModule.SecretAudit;
let scanForSecrets: typeof ScanModule.scanForSecrets;
let startTokenRecorder: typeof RecorderModule.startTokenRecorder;
before(async () => {
  ({ isInfrastructureFile, SecretAudit } = await import('../../vscode/secretAudit/secretAudit.mjs'));
  ({ scanForSecrets } = await import('../../vscode/secretAudit/scanForSecrets.mjs'));
  ({ startTokenRecorder } = await import('../../vscode/secretAudit/tokenRecorder.mjs'));
});

const scratch = mkdtempSync(join(tmpdir(), 'secret-audit-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const API_TOKEN = 'test-customer-0123456789abcdef0123456789abcdef';
const GROUP_TOKEN = 'ugt_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function folder(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

void test('the scanner finds a secret as UTF-8 and as UTF-16LE, in nested and binary files, and names only its label', () => {
  const root = folder('scan');
  mkdirSync(join(root, 'a', 'b'), { recursive: true });
  writeFileSync(join(root, 'a', 'b', 'log.txt'), `line one\nAuthorization: Token ${API_TOKEN}\n`);
  writeFileSync(
    join(root, 'a', 'state.ldb'),
    Buffer.concat([Buffer.from([0, 1, 2, 255]), Buffer.from(GROUP_TOKEN, 'utf16le')]),
  );
  writeFileSync(join(root, 'clean.json'), '{"token": "ugt_…masked"}');

  const { hits, filesScanned } = scanForSecrets(
    [root],
    [
      { label: 'API token', value: API_TOKEN },
      { label: 'group token #1', value: GROUP_TOKEN },
    ],
  );
  assert.equal(filesScanned, 3);
  assert.deepEqual(hits.map((h) => [h.label, h.file.slice(root.length + 1), h.encoding]).sort(), [
    ['API token', join('a', 'b', 'log.txt'), 'utf8'],
    ['group token #1', join('a', 'state.ldb'), 'utf16le'],
  ]);
  assert.equal(hits.find((h) => h.label === 'API token')?.offset, 'line one\nAuthorization: Token '.length);
  assert.ok(
    !JSON.stringify(hits).includes(API_TOKEN) && !JSON.stringify(hits).includes(GROUP_TOKEN),
    'a hit must not carry the secret',
  );
});

void test('the scanner skips excluded files', () => {
  const root = folder('exclude');
  writeFileSync(join(root, 'emulator-data.json'), GROUP_TOKEN);
  const { hits } = scanForSecrets([root], [{ label: 'g', value: GROUP_TOKEN }], {
    exclude: (f) => f.endsWith('emulator-data.json'),
  });
  assert.deepEqual(hits, []);
});

void test('the recording proxy passes requests and answers through unchanged and notes every token that crosses it', async () => {
  const upstream = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/lost') {
        req.socket.destroy(); // the emulator's "lost answer" fault
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json', 'x-echo': req.headers.authorization ?? '' });
      res.end(
        JSON.stringify({ user_group: { token: GROUP_TOKEN, name: 'n' }, echoed: Buffer.concat(chunks).toString() }),
      );
    });
  });
  const recorder = await startTokenRecorder(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  try {
    const response = await fetch(`${recorder.url}/user_group`, {
      method: 'POST',
      headers: { authorization: `Token ${API_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ old_token: 'ugt_sentByTheClient0123456789' }),
    });
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('x-echo'), `Token ${API_TOKEN}`);
    const body = (await response.json()) as { user_group: { token: string }; echoed: string };
    assert.equal(body.user_group.token, GROUP_TOKEN);
    assert.equal(body.echoed, JSON.stringify({ old_token: 'ugt_sentByTheClient0123456789' }));
    assert.deepEqual([...recorder.apiTokens], [API_TOKEN]);
    assert.deepEqual([...recorder.groupTokens].sort(), [GROUP_TOKEN, 'ugt_sentByTheClient0123456789'].sort());
    await assert.rejects(
      fetch(`${recorder.url}/lost`, { method: 'POST', body: '{}' }),
      'a dropped answer stays dropped',
    );
    assert.equal(recorder.requests(), 2);
  } finally {
    await recorder.close();
    upstream.close();
  }
});

void test('infrastructure logs are told apart from what the extension writes', () => {
  assert.ok(isInfrastructureFile('code-server.log'));
  assert.ok(isInfrastructureFile('user-data/logs/20261122T130123/remoteagent.log'));
  assert.ok(isInfrastructureFile('home/.local/share/code-server/coder-logs/code-server-stdout.log'));
  assert.ok(!isInfrastructureFile('user-data/logs/20261122T130123/exthost1/docsite-kit.docsite-kit/Docsite Kit.log'));
  assert.ok(!isInfrastructureFile('user-data/logs/20261122T130123/exthost1/remoteexthost.log'));
  assert.ok(!isInfrastructureFile('user-data/User/settings.json'));
  assert.ok(!isInfrastructureFile('secret-audit/test-output.txt'));
});

/** A run folder shaped like a real one: the extension's log folder with a verbose LSP trace, and the emulator's data. */
function runFolder(name: string, trace: boolean): { stateDir: string; extensionLog: string; dataFile: string } {
  const stateDir = folder(name);
  const logDir = join(stateDir, 'user-data', 'logs', '20261122T000000', 'exthost1', 'docsite-kit.docsite-kit');
  mkdirSync(logDir, { recursive: true });
  writeFileSync(
    join(logDir, 'Docsite Kit Language Server.log'),
    trace ? "[trace] Sending request 'initialize - (0)'.\nParams: {}\n" : '[info] started\n',
  );
  const extensionLog = join(logDir, 'Docsite Kit.log');
  writeFileSync(extensionLog, '[info] Created group "Acme"\n');
  const dataFile = join(stateDir, 'emulator-data.json');
  writeFileSync(
    dataFile,
    JSON.stringify({ version: 1, next_team_id: 2, groups: [{ provided_id: 'acme', token: GROUP_TOKEN }] }),
  );
  return { stateDir, extensionLog, dataFile };
}

async function audit(stateDir: string, dataFile: string): Promise<{ passed: boolean; lines: string[] }> {
  const lines: string[] = [];
  const secretAudit = new SecretAudit({ stateDir, say: (line) => lines.push(line) });
  secretAudit.addApiToken('API token (Customer)', API_TOKEN);
  const passed = await secretAudit.finish({ emulatorDataFile: dataFile });
  return { passed, lines };
}

void test("the audit passes a clean run: tokens only in the emulator data file and in code-server's own log", async () => {
  const { stateDir, dataFile } = runFolder('clean-run', true);
  writeFileSync(join(stateDir, 'code-server.log'), `env: {"DOCSITE_TEST_API_TOKEN":"${API_TOKEN}"}`);
  const { passed, lines } = await audit(stateDir, dataFile);
  assert.ok(passed, lines.join('\n'));
  assert.ok(
    lines.some((l) => l.includes('note: API token (Customer) x1 in code-server.log')),
    lines.join('\n'),
  );
});

void test("the audit fails on a group token in the extension's log and names the file, never the token", async () => {
  const { stateDir, extensionLog, dataFile } = runFolder('leaky-run', true);
  writeFileSync(extensionLog, `[info] Rotated: new token ${GROUP_TOKEN}\n`);
  const { passed, lines } = await audit(stateDir, dataFile);
  assert.equal(passed, false);
  assert.ok(
    lines.some((l) => /LEAK: group token #1 in .*Docsite Kit\.log at byte \d+/.test(l)),
    lines.join('\n'),
  );
  assert.ok(!lines.join('\n').includes(GROUP_TOKEN) && !lines.join('\n').includes(API_TOKEN));
});

void test("the audit fails when the logs hold no verbose LSP trace (the server's messages were not covered)", async () => {
  const { stateDir, dataFile } = runFolder('untraced-run', false);
  const { passed, lines } = await audit(stateDir, dataFile);
  assert.equal(passed, false);
  assert.ok(
    lines.some((l) => l.includes('no verbose LSP trace')),
    lines.join('\n'),
  );
});

void test(
  "the audit fails on an API token in a language server process's environment",
  { skip: process.platform !== 'linux' && 'reads /proc' },
  async () => {
    const { stateDir, dataFile } = runFolder('environ-run', true);
    // A stand-in "language server" below this process, started the way an unscrubbed client would: with the token.
    const fakeServer = join(folder('environ-run-server'), 'server', 'out', 'server.js');
    mkdirSync(join(fakeServer, '..'), { recursive: true });
    writeFileSync(fakeServer, 'setTimeout(() => undefined, 30_000);');
    const child = spawn(process.execPath, [fakeServer], {
      env: { ...process.env, DOCSITE_TEST_API_TOKEN: API_TOKEN },
      stdio: 'ignore',
    });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      const lines: string[] = [];
      const secretAudit = new SecretAudit({ stateDir, say: (line) => lines.push(line) });
      secretAudit.addApiToken('API token (Customer)', API_TOKEN);
      secretAudit.watchLanguageServers(process.pid);
      const passed = await secretAudit.finish({ emulatorDataFile: dataFile });
      assert.equal(passed, false);
      assert.ok(
        lines.some((l) => /LEAK: API token \(Customer\) in secret-audit\/language-server-\d+\.environ/.test(l)),
        lines.join('\n'),
      );
    } finally {
      child.kill('SIGKILL');
    }
  },
);

function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
