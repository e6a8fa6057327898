// The data file: survives a restart, is always whole JSON, is never overwritten when unreadable; concurrent requests
// neither duplicate a group nor lose an update; seeding.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUserGroupClient } from '../../../client/src/api/createClient';
import { spawnEmulator, type RunningEmulator } from '../../../emulator/src/testing/spawnEmulator';

const TOKEN = 'persist-token-0123456789';
const running: RunningEmulator[] = [];

async function start(dataFile: string | null, extra: { seedFile?: string } = {}): Promise<RunningEmulator> {
  const emulator = await spawnEmulator({
    tokens: [TOKEN, { token: `${TOKEN}-qa`, environment: 'Testing' }],
    dataFile,
    ...extra,
  });
  running.push(emulator);
  return emulator;
}

function clientOf(emulator: RunningEmulator, apiToken = TOKEN): ReturnType<typeof createUserGroupClient> {
  return createUserGroupClient({ baseUrl: emulator.baseUrl, apiToken }, { retry: { maxAttempts: 1 } });
}

function freshFolder(): string {
  return mkdtempSync(join(tmpdir(), 'ug-persist-'));
}

after(async () => {
  await Promise.all(running.map((emulator) => emulator.stop()));
});

describe('persistence', () => {
  test('groups, tokens and updates survive a restart', async () => {
    const dataFile = join(freshFolder(), 'data.json');
    const first = await start(dataFile);
    const client = clientOf(first);
    const created = await client.getOrCreate({ name: 'Keep', user_group_id: 'keep', properties: { tier: 1 } });
    const rotated = await client.rotateToken(created.userGroup.token);
    await client.update({ name: 'Kept', user_group_id: 'keep', properties: { tier: 2 } });
    await client.getOrCreate({ name: 'Gone', user_group_id: 'gone' });
    await client.delete({ user_group_id: 'gone' });
    await client.close();
    await first.stop();

    const second = await start(dataFile);
    const again = clientOf(second);
    try {
      const read = await again.getOrCreate({ name: 'ignored', user_group_id: 'keep' });
      assert.equal(read.newUserGroup, false);
      assert.equal(read.userGroup.token, rotated.token);
      assert.equal(read.userGroup.name, 'Kept');
      assert.deepEqual(read.userGroup.properties, { tier: 2 });
      assert.equal((await again.getOrCreate({ name: 'Gone', user_group_id: 'gone' })).newUserGroup, true);
      // team_ids are never reused after a restart.
      const newer = await again.getOrCreate({ name: 'New', user_group_id: 'new' });
      assert.ok(newer.userGroup.team_id > read.userGroup.team_id);
    } finally {
      await again.close();
    }
  });

  test('the data file is whole JSON and no temp files are left behind', async () => {
    const folder = freshFolder();
    const emulator = await start(join(folder, 'data.json'));
    const client = clientOf(emulator);
    try {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => client.getOrCreate({ name: `G${i}`, user_group_id: `g${i}` })),
      );
      const data = JSON.parse(readFileSync(join(folder, 'data.json'), 'utf8')) as { groups: unknown[] };
      assert.equal(data.groups.length, 50);
      assert.deepEqual(readdirSync(folder), ['data.json']);
    } finally {
      await client.close();
    }
  });

  test('an unreadable data file stops the start with a clear message and is left untouched', async () => {
    const dataFile = join(freshFolder(), 'data.json');
    writeFileSync(dataFile, '{"version": 1, "groups": [');
    await assert.rejects(
      start(dataFile),
      /data file .*data\.json is not valid JSON; fix or move it \(it was left untouched\)/,
    );
    assert.equal(readFileSync(dataFile, 'utf8'), '{"version": 1, "groups": [');
  });
});

describe('concurrency', () => {
  test('200 concurrent get-or-create calls for one id create exactly one group', async () => {
    const dataFile = join(freshFolder(), 'data.json');
    const emulator = await start(dataFile);
    const client = clientOf(emulator);
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => client.getOrCreate({ name: `Racer ${i}`, user_group_id: 'race' })),
      );
      assert.equal(results.filter((result) => result.newUserGroup).length, 1);
      assert.equal(new Set(results.map((result) => result.userGroup.token)).size, 1);
      assert.equal(new Set(results.map((result) => result.userGroup.team_id)).size, 1);
      const data = JSON.parse(readFileSync(dataFile, 'utf8')) as { groups: Array<{ provided_id: string }> };
      assert.equal(data.groups.filter((group) => group.provided_id === 'race').length, 1);
    } finally {
      await client.close();
    }
  });

  test('concurrent updates of different groups are all kept after a restart', async () => {
    const dataFile = join(freshFolder(), 'data.json');
    const emulator = await start(dataFile);
    const client = clientOf(emulator);
    const ids = Array.from({ length: 40 }, (_, i) => `u${i}`);
    await Promise.all(ids.map((id) => client.getOrCreate({ name: 'before', user_group_id: id })));
    await Promise.all(ids.map((id) => client.update({ name: `after ${id}`, user_group_id: id, properties: { id } })));
    await client.close();
    await emulator.stop();

    const restarted = await start(dataFile);
    const again = clientOf(restarted);
    try {
      for (const id of ids) {
        const { userGroup } = await again.getOrCreate({ name: 'x', user_group_id: id });
        assert.equal(userGroup.name, `after ${id}`);
        assert.deepEqual(userGroup.properties, { id });
      }
    } finally {
      await again.close();
    }
  });
});

describe('seeding', () => {
  test('--seed creates the listed groups once, in their environments, keeping given tokens', async () => {
    const folder = freshFolder();
    const seedFile = join(folder, 'seed.json');
    writeFileSync(
      seedFile,
      JSON.stringify({
        groups: [
          { user_group_id: 'demo-acme', name: 'Acme', properties: { plan: 'pro' } },
          { user_group_id: 'demo-acme', name: 'Acme QA', environment: 'Testing', token: 'ugt_seededTestingToken' },
        ],
      }),
    );
    const dataFile = join(folder, 'data.json');
    const first = await start(dataFile, { seedFile });
    const customer = clientOf(first);
    const testing = clientOf(first, `${TOKEN}-qa`);
    try {
      const acme = await customer.getOrCreate({ name: 'x', user_group_id: 'demo-acme' });
      assert.equal(acme.newUserGroup, false);
      assert.deepEqual(acme.userGroup.properties, { plan: 'pro' });
      const qa = await testing.getOrCreate({ name: 'x', user_group_id: 'demo-acme' });
      assert.equal(qa.userGroup.token, 'ugt_seededTestingToken');
      assert.equal(qa.userGroup.name, 'Acme QA');
      await customer.rotateToken(acme.userGroup.token);
    } finally {
      await customer.close();
      await testing.close();
    }
    await first.stop();

    // Seeding again over the same data file changes nothing (the rotated token stays).
    const second = await start(dataFile, { seedFile });
    const data = JSON.parse(readFileSync(dataFile, 'utf8')) as { groups: unknown[] };
    assert.equal(data.groups.length, 2);
    const client = clientOf(second);
    try {
      const acme = await client.getOrCreate({ name: 'x', user_group_id: 'demo-acme' });
      assert.notEqual(acme.userGroup.token, undefined);
      assert.equal(acme.newUserGroup, false);
    } finally {
      await client.close();
    }
  });

  test('a seed entry with a bad field stops the start, naming the entry and field', async () => {
    const seedFile = join(freshFolder(), 'seed.json');
    writeFileSync(
      seedFile,
      JSON.stringify({
        groups: [
          { user_group_id: 'ok', name: 'Ok' },
          { user_group_id: 7, name: 'Bad' },
        ],
      }),
    );
    await assert.rejects(start(null, { seedFile }), /groups\[1\]: "user_group_id" must be a string/);
  });
});

describe('command line', () => {
  test('no API token on stdin is refused with the usage text', async () => {
    await assert.rejects(
      spawnEmulator({ tokens: [], dataFile: null }),
      /stdin holds no API token[\s\S]*usage: npm run emulator -- --tokens/,
    );
  });

  test('--log <file> writes one line per request, with no API token or group token in it', async () => {
    const logFile = join(freshFolder(), 'requests.log');
    const emulator = await spawnEmulator({ tokens: [TOKEN], dataFile: null, log: logFile });
    running.push(emulator);
    const client = clientOf(emulator);
    let tokens: string[];
    try {
      const { userGroup } = await client.getOrCreate({ name: 'Logged', user_group_id: 'logged' });
      const rotated = await client.rotateToken(userGroup.token);
      await client.delete({ current_token: rotated.token });
      tokens = [TOKEN, userGroup.token, rotated.token];
    } finally {
      await client.close();
    }
    await emulator.stop();
    const lines = readFileSync(logFile, 'utf8').trim().split('\n');
    assert.deepEqual(
      lines.map((line) => line.split(' ').slice(1, 4).join(' ')),
      ['GET /api/user 200', 'POST /api/user 200', 'DELETE /api/user 200'],
    );
    for (const token of tokens)
      assert.ok(!lines.some((line) => line.includes(token)), 'a token reached the request log');
  });

  test('--no-control hides the control endpoint', async () => {
    const emulator = await spawnEmulator({ tokens: [TOKEN], dataFile: null, extraArgs: ['--no-control'] });
    running.push(emulator);
    await assert.rejects(emulator.setFaults({ latencyMs: 1 }), /no such path/);
  });

  test('fault flags at start take effect (--rate-limit)', async () => {
    const emulator = await spawnEmulator({ tokens: [TOKEN], dataFile: null, extraArgs: ['--rate-limit', '1:0'] });
    running.push(emulator);
    const client = clientOf(emulator);
    try {
      await assert.rejects(client.getOrCreate({ name: 'x', user_group_id: 'flag' }), { kind: 'rate-limited' });
      assert.equal((await client.getOrCreate({ name: 'x', user_group_id: 'flag' })).newUserGroup, true);
    } finally {
      await client.close();
    }
  });
});
