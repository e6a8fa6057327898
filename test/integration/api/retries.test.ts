// Which calls are repeated and how: attempt counts come from the emulator's request log, waits from the client's
// attempt events (planned delays), never from a clock.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AttemptEvent } from '../../../client/src/api/client';
import type { RunningEmulator } from '../../../emulator/src/testing/spawnEmulator';
import { clientFor, countRequests, failureOf, startEmulator } from './harness';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator();
});
after(async () => {
  await emulator.stop();
});
beforeEach(async () => {
  await emulator.clearFaults();
  await emulator.clearRequests();
});

describe('retries', () => {
  test('get-or-create repeats after 429s and succeeds once the limit lifts', async () => {
    const client = clientFor(emulator);
    try {
      await emulator.setFaults({ rateLimit: { count: 2, retryAfterSeconds: 0 } });
      const result = await client.getOrCreate({ name: 'A', user_group_id: 'retry-429' });
      assert.equal(result.newUserGroup, true);
      const log = await emulator.requests();
      assert.deepEqual(
        log.map((entry) => entry.status),
        [429, 429, 200],
      );
    } finally {
      await client.close();
    }
  });

  test('update repeats after a 503', async () => {
    const client = clientFor(emulator);
    try {
      await client.getOrCreate({ name: 'A', user_group_id: 'retry-503' });
      await emulator.clearRequests();
      await emulator.setFaults({ unavailable: { count: 1 } });
      const updated = await client.update({ name: 'B', user_group_id: 'retry-503' });
      assert.equal(updated.name, 'B');
      assert.deepEqual(
        (await emulator.requests()).map((entry) => entry.status),
        [503, 200],
      );
    } finally {
      await client.close();
    }
  });

  test('the wait before a retry is at least the Retry-After the service sent', async () => {
    const events: AttemptEvent[] = [];
    const client = clientFor(emulator, { onAttempt: (event) => events.push(event) });
    try {
      await emulator.setFaults({ rateLimit: { count: 1, retryAfterSeconds: 1 } });
      await client.getOrCreate({ name: 'A', user_group_id: 'retry-after' });
      assert.equal(events.length, 2);
      assert.equal(events[0]?.status, 429);
      assert.ok((events[0]?.retryInMs ?? 0) >= 1000, `planned wait ${events[0]?.retryInMs} ms honours Retry-After: 1`);
      assert.equal(events[1]?.retryInMs, undefined);
    } finally {
      await client.close();
    }
  });

  test('a Retry-After longer than the policy allows is not waited for', async () => {
    const client = clientFor(emulator, { retry: { maxRetryAfterMs: 10_000 } });
    try {
      await emulator.setFaults({ rateLimit: { count: 1, retryAfterSeconds: 120 } });
      const error = await failureOf(() => client.getOrCreate({ name: 'A', user_group_id: 'retry-long' }));
      assert.equal(error.kind, 'rate-limited');
      assert.equal(error.retryAfterMs, 120_000);
      assert.match(error.message, /Try again in 120 seconds/);
      assert.equal(await countRequests(emulator, 'GET'), 1);
    } finally {
      await client.close();
    }
  });

  test('a rotate (POST) is never repeated, even on 429', async () => {
    const client = clientFor(emulator);
    try {
      const { userGroup } = await client.getOrCreate({ name: 'A', user_group_id: 'no-retry-post' });
      await emulator.clearRequests();
      await emulator.setFaults({ rateLimit: { count: 1, retryAfterSeconds: 0 } });
      const error = await failureOf(() => client.rotateToken(userGroup.token, { userGroupId: 'no-retry-post' }));
      assert.equal(error.kind, 'rate-limited');
      assert.equal(await countRequests(emulator, 'POST'), 1);
    } finally {
      await client.close();
    }
  });

  test('a delete is never repeated, even on 503', async () => {
    const client = clientFor(emulator);
    try {
      await client.getOrCreate({ name: 'A', user_group_id: 'no-retry-delete' });
      await emulator.clearRequests();
      await emulator.setFaults({ unavailable: { count: 1 } });
      const error = await failureOf(() => client.delete({ user_group_id: 'no-retry-delete' }));
      assert.equal(error.kind, 'server');
      assert.equal(await countRequests(emulator, 'DELETE'), 1);
    } finally {
      await client.close();
    }
  });

  test('maxAttempts 1 disables retries', async () => {
    const client = clientFor(emulator, { retry: { maxAttempts: 1 } });
    try {
      await emulator.setFaults({ rateLimit: { count: 5, retryAfterSeconds: 0 } });
      const error = await failureOf(() => client.getOrCreate({ name: 'A', user_group_id: 'one-shot' }));
      assert.equal(error.kind, 'rate-limited');
      assert.equal(await countRequests(emulator, 'GET'), 1);
    } finally {
      await client.close();
    }
  });
});
