// Every error class the client reports, produced by the real emulator (auth, not-found, conflict, bad-request,
// rate-limited, server, timeout), by a closed port (network) or by the caller (cancelled). Messages name the
// operation and group and never carry a token.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { UserGroupClient } from '../../../client/src/api/client';
import { createUserGroupClient } from '../../../client/src/api/createClient';
import type { UserGroupApiError } from '../../../client/src/api/types';
import type { RunningEmulator } from '../../../emulator/src/testing/spawnEmulator';
import { API_TOKEN, clientFor, countRequests, failureOf, startEmulator } from './harness';

let emulator: RunningEmulator;
let client: UserGroupClient;

before(async () => {
  emulator = await startEmulator();
  client = clientFor(emulator);
});
after(async () => {
  await client.close();
  await emulator.stop();
});

function assertNoSecret(error: UserGroupApiError, ...secrets: string[]): void {
  for (const secret of [API_TOKEN, ...secrets])
    assert.ok(!error.message.includes(secret), `message leaks a secret: ${error.message}`);
}

describe('error classes', () => {
  test('a wrong API token is auth (401), and the message has no token', async () => {
    const wrongToken = 'wrong-token-abcdefghijklmnopqrstuvwxyz';
    const wrong = clientFor(emulator, {}, wrongToken);
    try {
      const error = await failureOf(() => wrong.getOrCreate({ name: 'A', user_group_id: 'auth-check' }));
      assert.equal(error.kind, 'auth');
      assert.equal(error.status, 401);
      assert.equal(error.operation, 'get-or-create');
      assert.match(error.message, /get or create user group "auth-check"/);
      assert.match(error.message, /API token/);
      assertNoSecret(error, wrongToken);
    } finally {
      await wrong.close();
    }
  });

  test('a field the service refuses is bad-request, with the field named', async () => {
    const longId = 'x'.repeat(300);
    const error = await failureOf(() => client.getOrCreate({ name: 'A', user_group_id: longId }));
    assert.equal(error.kind, 'bad-request');
    assert.equal(error.status, 400);
    assert.match(error.message, /user_group_id/);
  });

  test('a field of the wrong type is bad-request naming the field', async () => {
    const fields = { name: 42, user_group_id: 'typed' } as unknown as { name: string; user_group_id: string };
    const error = await failureOf(() => client.getOrCreate(fields));
    assert.equal(error.kind, 'bad-request');
    assert.match(error.message, /"name" must be a string/);
  });

  test('a rotate of an unknown token is not-found and never shows the token', async () => {
    const token = 'ugt_unknownTokenValue0123456789abcdefghij';
    const error = await failureOf(() => client.rotateToken(token));
    assert.equal(error.kind, 'not-found');
    assert.match(error.message, /rotate the token of the user group/);
    assertNoSecret(error, token);
  });

  test('an injected 500 is server, and is not retried', async () => {
    await emulator.setFaults({ failureRate: 1 });
    await emulator.clearRequests();
    try {
      const error = await failureOf(() => client.update({ name: 'A', user_group_id: 'srv' }));
      assert.equal(error.kind, 'server');
      assert.equal(error.status, 500);
      assert.equal(await countRequests(emulator, 'PUT'), 1);
    } finally {
      await emulator.clearFaults();
    }
  });

  test('a 429 beyond the attempt budget is rate-limited with the Retry-After delay', async () => {
    await emulator.setFaults({ rateLimit: { count: -1, retryAfterSeconds: 0 } });
    await emulator.clearRequests();
    const limited = clientFor(emulator, { retry: { maxAttempts: 3 } });
    try {
      const error = await failureOf(() => limited.getOrCreate({ name: 'A', user_group_id: 'rl' }));
      assert.equal(error.kind, 'rate-limited');
      assert.equal(error.status, 429);
      assert.equal(error.retryAfterMs, 0);
      assert.equal(await countRequests(emulator, 'GET'), 3, 'bounded: exactly maxAttempts requests');
    } finally {
      await limited.close();
      await emulator.clearFaults();
    }
  });

  test('no answer within the headers timeout is timeout', async () => {
    await emulator.setFaults({ latencyMs: 1500 });
    const impatient = clientFor(emulator, { timeouts: { headersMs: 200 }, retry: { maxAttempts: 1 } });
    try {
      const error = await failureOf(() => impatient.getOrCreate({ name: 'A', user_group_id: 'slow' }));
      assert.equal(error.kind, 'timeout');
      assert.match(error.message, /did not start answering/);
    } finally {
      await impatient.close();
      await emulator.clearFaults();
    }
  });

  test('a port nobody listens on is network, retried for get-or-create because nothing was sent', async () => {
    const port = await closedPort();
    const attempts: number[] = [];
    const nowhere = createUserGroupClient(
      { baseUrl: `http://127.0.0.1:${port}`, apiToken: API_TOKEN },
      { retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 }, onAttempt: (event) => attempts.push(event.attempt) },
    );
    try {
      const error = await failureOf(() => nowhere.getOrCreate({ name: 'A', user_group_id: 'offline' }));
      assert.equal(error.kind, 'network');
      assert.match(error.message, /could not connect to http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
      assert.notEqual(error.outcomeUnknown, true);
      assert.deepEqual(attempts, [1, 2, 3]);
    } finally {
      await nowhere.close();
    }
  });

  test('an aborted signal is cancelled, also during a retry wait', async () => {
    const controller = new AbortController();
    controller.abort();
    const early = await failureOf(() =>
      client.getOrCreate({ name: 'A', user_group_id: 'c1' }, { signal: controller.signal }),
    );
    assert.equal(early.kind, 'cancelled');

    await emulator.setFaults({ rateLimit: { count: -1, retryAfterSeconds: 5 } });
    const waiting = new AbortController();
    const patient = clientFor(emulator, { onAttempt: (event) => event.retryInMs !== undefined && waiting.abort() });
    try {
      const during = await failureOf(() =>
        patient.getOrCreate({ name: 'A', user_group_id: 'c2' }, { signal: waiting.signal }),
      );
      assert.equal(during.kind, 'cancelled');
      assert.match(during.message, /cancelled/);
    } finally {
      await patient.close();
      await emulator.clearFaults();
    }
  });

  test('cancelling while the service is still working is cancelled', async () => {
    await emulator.setFaults({ latencyMs: 2000 });
    const controller = new AbortController();
    try {
      const call = failureOf(() =>
        client.getOrCreate({ name: 'A', user_group_id: 'c3' }, { signal: controller.signal }),
      );
      setImmediate(() => controller.abort());
      const error = await call;
      assert.equal(error.kind, 'cancelled');
    } finally {
      await emulator.clearFaults();
    }
  });
});

/** A port that was free a moment ago and has nothing listening. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
