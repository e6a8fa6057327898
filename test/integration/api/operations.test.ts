// Every operation's success path against the real emulator process, plus environments and the not-found/conflict
// answers of each operation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserGroupClient } from '../../../client/src/api/client';
import type { RunningEmulator } from '../../../emulator/src/testing/spawnEmulator';
import { TESTING_TOKEN, clientFor, failureOf, startEmulator } from './harness';

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

describe('get-or-create', () => {
  test('creates an unknown group, then returns the stored group unchanged', async () => {
    const created = await client.getOrCreate({
      name: 'Acme',
      user_group_id: 'acme',
      mapping: { s1: 'ds1' },
      properties: { plan: 'gold' },
    });
    assert.equal(created.newUserGroup, true);
    assert.equal(created.userGroup.name, 'Acme');
    assert.equal(created.userGroup.provided_id, 'acme');
    assert.deepEqual(created.userGroup.properties, { plan: 'gold' });
    assert.equal(created.userGroup.api_environment_tag, 'Customer');
    assert.ok(Number.isInteger(created.userGroup.team_id));
    assert.ok(created.userGroup.token.length >= 32, 'group tokens are long');

    const again = await client.getOrCreate({ name: 'Other name', user_group_id: 'acme', properties: { plan: 'none' } });
    assert.equal(again.newUserGroup, false);
    assert.deepEqual(again.userGroup, created.userGroup);
  });

  test('the same id lives separately in the Customer and Testing environments', async () => {
    const testing = clientFor(emulator, {}, TESTING_TOKEN);
    try {
      const customer = await client.getOrCreate({ name: 'Shared', user_group_id: 'shared-id' });
      const qa = await testing.getOrCreate({ name: 'Shared QA', user_group_id: 'shared-id' });
      assert.equal(qa.newUserGroup, true);
      assert.equal(qa.userGroup.api_environment_tag, 'Testing');
      assert.notEqual(qa.userGroup.team_id, customer.userGroup.team_id);
      assert.notEqual(qa.userGroup.token, customer.userGroup.token);
      // A Testing token cannot see or touch Customer groups.
      const rotate = await failureOf(() => testing.rotateToken(customer.userGroup.token));
      assert.equal(rotate.kind, 'not-found');
    } finally {
      await testing.close();
    }
  });
});

describe('update', () => {
  test('replaces name, mapping and properties and reports the environment', async () => {
    const { userGroup } = await client.getOrCreate({ name: 'Before', user_group_id: 'upd', properties: { a: 1 } });
    const updated = await client.update({
      name: 'After',
      user_group_id: 'upd',
      mapping: { s: 'd' },
      properties: { b: 2 },
    });
    assert.equal(updated.name, 'After');
    assert.deepEqual(updated.properties, { b: 2 });
    assert.equal(updated.api_environment_tag, 'Customer');
    assert.equal(updated.token, userGroup.token, 'an update keeps the token');
    const read = await client.getOrCreate({ name: 'ignored', user_group_id: 'upd' });
    assert.equal(read.userGroup.name, 'After');
  });

  test('an unknown id is not-found, naming the group', async () => {
    const error = await failureOf(() => client.update({ name: 'X', user_group_id: 'never-created' }));
    assert.equal(error.kind, 'not-found');
    assert.equal(error.status, 404);
    assert.equal(error.groupId, 'never-created');
    assert.match(error.message, /update user group "never-created"/);
  });
});

describe('delete', () => {
  test('by user_group_id removes the group', async () => {
    await client.getOrCreate({ name: 'Del', user_group_id: 'del-id' });
    await client.delete({ user_group_id: 'del-id' });
    const recreated = await client.getOrCreate({ name: 'Del', user_group_id: 'del-id' });
    assert.equal(recreated.newUserGroup, true);
  });

  test('by current_token removes the group', async () => {
    const { userGroup } = await client.getOrCreate({ name: 'Del', user_group_id: 'del-token' });
    await client.delete({ current_token: userGroup.token }, { userGroupId: 'del-token' });
    assert.equal((await client.getOrCreate({ name: 'Del', user_group_id: 'del-token' })).newUserGroup, true);
  });

  test('an unknown group is not-found', async () => {
    const error = await failureOf(() => client.delete({ user_group_id: 'no-such-group' }));
    assert.equal(error.kind, 'not-found');
    assert.equal(error.operation, 'delete');
  });

  test('an id and a token of different groups is a conflict, and nothing is deleted', async () => {
    const a = await client.getOrCreate({ name: 'A', user_group_id: 'conflict-a' });
    await client.getOrCreate({ name: 'B', user_group_id: 'conflict-b' });
    const error = await failureOf(() =>
      client.delete({ user_group_id: 'conflict-b', current_token: a.userGroup.token }),
    );
    assert.equal(error.kind, 'conflict');
    assert.equal(error.status, 409);
    assert.equal((await client.getOrCreate({ name: 'A', user_group_id: 'conflict-a' })).newUserGroup, false);
    assert.equal((await client.getOrCreate({ name: 'B', user_group_id: 'conflict-b' })).newUserGroup, false);
  });

  test('neither id nor token is refused before anything is sent', async () => {
    await emulator.clearRequests();
    const error = await failureOf(() => client.delete({}));
    assert.equal(error.kind, 'bad-request');
    assert.equal((await emulator.requests()).length, 0);
  });
});

describe('rotate token', () => {
  test('returns a new token, and the old one stops working at once', async () => {
    const { userGroup } = await client.getOrCreate({ name: 'Rot', user_group_id: 'rot' });
    const rotated = await client.rotateToken(userGroup.token, { userGroupId: 'rot' });
    assert.notEqual(rotated.token, userGroup.token);
    assert.equal(rotated.team_id, userGroup.team_id);
    assert.equal(rotated.provided_id, 'rot');
    assert.equal(rotated.api_environment_tag, 'Customer');

    const stale = await failureOf(() => client.rotateToken(userGroup.token, { userGroupId: 'rot' }));
    assert.equal(stale.kind, 'not-found');
    assert.match(stale.message, /rotate the token of user group "rot"/);
    assert.ok(!stale.message.includes(userGroup.token));

    const stored = await client.getOrCreate({ name: 'Rot', user_group_id: 'rot' });
    assert.equal(stored.userGroup.token, rotated.token);
  });
});
