// "Apply the change, then drop the connection": the rotate's new token is lost in transit, and recovery learns it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningEmulator } from '../../../emulator/src/testing/spawnEmulator';
import { API_TOKEN, clientFor, countRequests, failureOf, startEmulator } from './harness';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator();
});
after(async () => {
  await emulator.stop();
});

describe('lost responses', () => {
  test('a lost rotate reports outcomeUnknown, is not repeated, and recovery learns the new token', async () => {
    const client = clientFor(emulator);
    try {
      const fields = { name: 'Lost', user_group_id: 'lost-rotate' };
      const { userGroup } = await client.getOrCreate(fields);
      await emulator.clearRequests();
      await emulator.setFaults({ dropResponse: { count: 1, method: 'POST' } });

      const error = await failureOf(() => client.rotateToken(userGroup.token, { userGroupId: fields.user_group_id }));
      assert.equal(error.kind, 'network');
      assert.equal(error.outcomeUnknown, true);
      assert.equal(error.operation, 'rotate-token');
      assert.match(error.message, /rotate the token of user group "lost-rotate"/);
      assert.match(error.message, /may or may not have been made/);
      assert.ok(!error.message.includes(userGroup.token) && !error.message.includes(API_TOKEN));
      assert.equal(await countRequests(emulator, 'POST'), 1, 'the POST was not repeated');

      const recovered = await client.recoverAfterLostRotate(fields);
      assert.equal(recovered.newUserGroup, false);
      assert.notEqual(recovered.userGroup.token, userGroup.token, 'the rotate did happen on the service');
      // The recovered token is the one in force: the old one is refused, the recovered one rotates.
      assert.equal((await failureOf(() => client.rotateToken(userGroup.token))).kind, 'not-found');
      const next = await client.rotateToken(recovered.userGroup.token);
      assert.notEqual(next.token, recovered.userGroup.token);
    } finally {
      await client.close();
    }
  });

  test('a lost delete reports outcomeUnknown', async () => {
    const client = clientFor(emulator);
    try {
      await client.getOrCreate({ name: 'Lost', user_group_id: 'lost-delete' });
      await emulator.setFaults({ dropResponse: { count: 1, method: 'DELETE' } });
      const error = await failureOf(() => client.delete({ user_group_id: 'lost-delete' }));
      assert.equal(error.outcomeUnknown, true);
      // It did happen: asking again creates it anew.
      assert.equal((await client.getOrCreate({ name: 'Lost', user_group_id: 'lost-delete' })).newUserGroup, true);
    } finally {
      await client.close();
    }
  });

  test('a lost get-or-create answer is a network error the caller may simply repeat', async () => {
    const client = clientFor(emulator);
    try {
      await emulator.clearRequests();
      await emulator.setFaults({ dropResponse: { count: 1, method: 'GET' } });
      const error = await failureOf(() => client.getOrCreate({ name: 'Lost', user_group_id: 'lost-get' }));
      assert.equal(error.kind, 'network');
      assert.notEqual(error.outcomeUnknown, true, 'get-or-create is idempotent: repeating it is safe');
      assert.equal(await countRequests(emulator, 'GET'), 1, 'sent requests are not repeated automatically');
      assert.equal((await client.getOrCreate({ name: 'Lost', user_group_id: 'lost-get' })).newUserGroup, false);
    } finally {
      await client.close();
    }
  });
});
