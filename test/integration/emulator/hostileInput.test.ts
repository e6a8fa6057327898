// The emulator against hostile input and hard stops, spoken to as a real process over HTTP: requests that name
// another host (DNS rebinding), bodies nested too deep to serialize, writes that fail, temp files left by kill -9,
// and API tokens kept off the command line.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUserGroupClient } from '../../../client/src/api/createClient';
import { REPO_ROOT, spawnEmulator, type RunningEmulator } from '../../../emulator/src/testing/spawnEmulator';

const TOKEN = 'hostile-emulator-token-0123456789';
const running: RunningEmulator[] = [];

async function start(dataFile: string | null): Promise<RunningEmulator> {
  const emulator = await spawnEmulator({ tokens: [TOKEN], dataFile });
  running.push(emulator);
  return emulator;
}

function freshFolder(): string {
  return mkdtempSync(join(tmpdir(), 'ug-hostile-'));
}

after(async () => {
  await Promise.all(running.map((emulator) => emulator.stop()));
});

interface RawAnswer {
  status: number;
  body: { success?: number; error?: string; [key: string]: unknown };
}

/** node:http rather than fetch/undici, so the Host and Origin headers are exactly what the test says. */
function raw(
  emulator: RunningEmulator,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: emulator.port,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body ?? '')),
          ...headers,
        },
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as RawAnswer['body'] }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function nested(depth: number): Record<string, unknown> {
  // Built as text: a recursive builder would overflow on what the emulator must refuse.
  return JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as Record<string, unknown>;
}

describe('Host and Origin checks (DNS rebinding)', () => {
  test('a request naming another host is refused with 403 and changes nothing', async () => {
    const emulator = await start(null);
    const rebound = await raw(
      emulator,
      'POST',
      '/__emulator/faults',
      { host: `attacker.example:${emulator.port}` },
      JSON.stringify({ failureRate: 1 }),
    );
    assert.equal(rebound.status, 403);
    assert.match(rebound.body.error ?? '', /Host header must be 127\.0\.0\.1, localhost or \[::1\]/);
    const api = await raw(
      emulator,
      'GET',
      '/api/user',
      { host: 'attacker.example', authorization: `Token ${TOKEN}` },
      JSON.stringify({ name: 'x', user_group_id: 'x' }),
    );
    assert.equal(api.status, 403);
    // Nothing was switched on: the faults are still off.
    const faults = await raw(emulator, 'GET', '/__emulator/faults', { host: `localhost:${emulator.port}` });
    assert.equal(faults.status, 200);
    assert.equal((faults.body.faults as { failureRate: number }).failureRate, 0);
  });

  test('loopback names are accepted; a page of another site (Origin) is refused', async () => {
    const emulator = await start(null);
    for (const host of [
      `127.0.0.1:${emulator.port}`,
      `localhost:${emulator.port}`,
      `[::1]:${emulator.port}`,
      'LOCALHOST',
    ]) {
      assert.equal((await raw(emulator, 'GET', '/__emulator/health', { host })).status, 200, host);
    }
    for (const host of ['127.0.0.2', 'evil.localhost', '127.0.0.1.attacker.example', 'localhost:80@attacker.example']) {
      assert.equal((await raw(emulator, 'GET', '/__emulator/health', { host })).status, 403, host);
    }
    const fromPage = await raw(emulator, 'DELETE', '/__emulator/requests', {
      host: `127.0.0.1:${emulator.port}`,
      origin: 'http://attacker.example',
    });
    assert.equal(fromPage.status, 403);
    const fromLocalPage = await raw(emulator, 'GET', '/__emulator/health', {
      host: `127.0.0.1:${emulator.port}`,
      origin: `http://localhost:${emulator.port}`,
    });
    assert.equal(fromLocalPage.status, 200);
  });
});

describe('nesting depth', () => {
  test('properties nested 100,000 levels deep are refused with 400 naming the limit, and later writes still work', async () => {
    const dataFile = join(freshFolder(), 'data.json');
    const emulator = await start(dataFile);
    const deep = `{"name":"Deep","user_group_id":"deep","properties":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const refused = await raw(emulator, 'GET', '/api/user', { authorization: `Token ${TOKEN}` }, deep);
    assert.equal(refused.status, 400);
    assert.match(refused.body.error ?? '', /nested more than 64 levels deep/);

    const client = createUserGroupClient({ baseUrl: emulator.baseUrl, apiToken: TOKEN }, { retry: { maxAttempts: 1 } });
    try {
      // At the limit (the body is level 1, so properties may hold 63 levels) is accepted.
      const atLimit = await client.getOrCreate({ name: 'Edge', user_group_id: 'edge', properties: nested(63) });
      assert.equal(atLimit.newUserGroup, true);
      await assert.rejects(
        client.update({ name: 'Edge', user_group_id: 'edge', properties: nested(64) }),
        /nested more than 64 levels deep/,
      );
      const later = await client.getOrCreate({ name: 'Later', user_group_id: 'later' });
      assert.equal(later.newUserGroup, true);
    } finally {
      await client.close();
    }
    await emulator.stop();
    const data = JSON.parse(readFileSync(dataFile, 'utf8')) as { groups: Array<{ provided_id: string }> };
    assert.deepEqual(data.groups.map((group) => group.provided_id).sort(), ['edge', 'later']);
  });
});

describe('a failed write is undone', () => {
  test('a create whose write fails answers 500, is not kept in memory, and is made by the repeated call', async () => {
    const folder = freshFolder();
    const dataFile = join(folder, 'data.json');
    const emulator = await start(dataFile);
    const client = createUserGroupClient({ baseUrl: emulator.baseUrl, apiToken: TOKEN }, { retry: { maxAttempts: 1 } });
    try {
      const kept = await client.getOrCreate({ name: 'Kept', user_group_id: 'kept' });
      // A folder where the data file should be: the rename at the end of every write fails, even for root.
      rmSync(dataFile);
      mkdirSync(join(dataFile, 'blocker'), { recursive: true });
      const failed = await client.getOrCreate({ name: 'Lost', user_group_id: 'lost' }).then(
        () => assert.fail('the create should have failed'),
        (error: { status?: number; message: string }) => error,
      );
      assert.equal(failed.status, 500);
      assert.match(failed.message, /could not be saved to the data file and was not made/);
      await assert.rejects(client.rotateToken(kept.userGroup.token), { status: 500 });
      // No temp file holding tokens is left beside it.
      assert.deepEqual(readdirSync(folder).sort(), ['data.json']);

      rmSync(dataFile, { recursive: true });
      const again = await client.getOrCreate({ name: 'Lost', user_group_id: 'lost' });
      assert.equal(again.newUserGroup, true, 'the failed create must not have stayed in memory');
      // The failed rotate was undone too: the old token still works.
      const stillKept = await client.getOrCreate({ name: 'x', user_group_id: 'kept' });
      assert.equal(stillKept.userGroup.token, kept.userGroup.token);

      emulator.process.kill('SIGKILL');
      await new Promise((resolve) => emulator.process.once('exit', resolve));
      const restarted = await start(dataFile);
      const after = createUserGroupClient(
        { baseUrl: restarted.baseUrl, apiToken: TOKEN },
        { retry: { maxAttempts: 1 } },
      );
      try {
        const read = await after.getOrCreate({ name: 'x', user_group_id: 'lost' });
        assert.equal(read.newUserGroup, false);
        assert.equal(
          read.userGroup.token,
          again.userGroup.token,
          'the group came back with the token that was answered',
        );
      } finally {
        await after.close();
      }
    } finally {
      await client.close();
    }
  });
});

describe('temp files left by kill -9', () => {
  test("stale temp files of the data file are removed at start; a running process's are kept", async () => {
    const folder = freshFolder();
    const dataFile = join(folder, 'data.json');
    writeFileSync(dataFile, JSON.stringify({ version: 1, next_team_id: 1, groups: [] }));
    // A pid far above any pid_max is never alive.
    const stale = '.data.json.99999999.0a1b2c3d.tmp';
    const live = `.data.json.${process.pid}.0a1b2c3d.tmp`;
    const unrelated = '.other.json.99999999.0a1b2c3d.tmp';
    for (const name of [stale, live, unrelated])
      writeFileSync(join(folder, name), '{"groups":[{"token":"ugt_leftBehind"}]}');
    await start(dataFile);
    const left = readdirSync(folder);
    assert.ok(!left.includes(stale), 'the stale temp file is still there');
    assert.ok(left.includes(live), 'the temp file of a running process was removed');
    assert.ok(left.includes(unrelated), 'a temp file of another data file was removed');
  });
});

describe('API tokens never on the command line', () => {
  test('--token is refused with the reason and the way to pass tokens', async () => {
    await assert.rejects(
      spawnEmulator({ tokens: [TOKEN], dataFile: null, extraArgs: ['--token', 'visible-token'] }),
      /--token is not accepted: a token on the command line is readable by every user[\s\S]*--tokens <file>[\s\S]*--tokens -/,
    );
  });

  test(
    "the running emulator's command line holds no token",
    { skip: process.platform !== 'linux' && 'reads /proc' },
    async () => {
      const emulator = await start(null);
      const commandLine = readFileSync(`/proc/${emulator.process.pid}/cmdline`, 'utf8');
      assert.match(commandLine, /--tokens\0-/);
      assert.ok(!commandLine.includes(TOKEN), 'the API token is on the command line');
    },
  );

  test(
    '--tokens <file> reads tokens with their environments, and warns when others can read the file',
    { skip: process.platform === 'win32' && 'file modes' },
    async () => {
      const folder = freshFolder();
      const tokensFile = join(folder, 'tokens');
      writeFileSync(tokensFile, `# local tokens\n${TOKEN}\n\nqa-${TOKEN}:Testing\n`);
      chmodSync(tokensFile, 0o644);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(REPO_ROOT, 'emulator', 'src', 'main.ts'), '--port', '0', '--tokens', tokensFile],
        {
          cwd: REPO_ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      try {
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const baseUrl = await new Promise<string>((resolve, reject) => {
          let stdout = '';
          child.stdout.on('data', (chunk: Buffer) => {
            stdout += chunk.toString();
            const match = /listening on (\S+)/.exec(stdout);
            if (match) resolve(match[1] as string);
          });
          child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
        });
        assert.match(stderr, /other users can read the tokens file .*tokens; chmod 600 it/);
        const testing = createUserGroupClient({ baseUrl, apiToken: `qa-${TOKEN}` }, { retry: { maxAttempts: 1 } });
        try {
          const created = await testing.getOrCreate({ name: 'QA', user_group_id: 'qa' });
          assert.equal(created.userGroup.api_environment_tag, 'Testing');
        } finally {
          await testing.close();
        }
      } finally {
        child.kill('SIGKILL');
      }
      assert.ok(existsSync(tokensFile));
    },
  );
});
