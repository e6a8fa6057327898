import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  countGroups,
  createdWith,
  emptyRegistry,
  getGroup,
  listGroups,
  parseRegistry,
  recordFromResponse,
  removeGroup,
  upsertGroup,
  type GroupRecord,
} from '../../../client/src/core/registryState';

const now = new Date('2026-01-02T03:04:05.000Z');

function record(groupId: string, name: string): GroupRecord {
  return { groupId, name, mapping: {}, properties: null, lastSeen: now.toISOString() };
}

void test('groups are kept per environment and listed by name', () => {
  let state = emptyRegistry();
  state = upsertGroup(state, 'Prod', record('b', 'Beta'));
  state = upsertGroup(state, 'Prod', record('a', 'Alpha'));
  state = upsertGroup(state, 'Test', record('a', 'Other'));
  assert.deepEqual(
    listGroups(state, 'Prod').map((g) => g.name),
    ['Alpha', 'Beta'],
  );
  assert.equal(getGroup(state, 'Test', 'a')?.name, 'Other');
  assert.equal(countGroups(state), 3);
  assert.deepEqual(listGroups(state, 'Nowhere'), []);
});

void test('changes return a new state and leave the old one alone', () => {
  const before = upsertGroup(emptyRegistry(), 'Prod', record('a', 'Alpha'));
  const after = removeGroup(before, 'Prod', 'a');
  assert.equal(getGroup(before, 'Prod', 'a')?.name, 'Alpha');
  assert.equal(getGroup(after, 'Prod', 'a'), undefined);
  assert.equal(removeGroup(after, 'Prod', 'missing'), after);
});

void test('prototype names are plain group ids, not inherited properties', () => {
  const state = emptyRegistry();
  assert.equal(getGroup(state, 'Prod', 'toString'), undefined);
  const withIt = upsertGroup(state, 'Prod', record('constructor', 'C'));
  assert.equal(getGroup(withIt, 'Prod', 'constructor')?.name, 'C');
});

void test('a record from a response never holds the token and fills gaps from what was sent', () => {
  const result = recordFromResponse(
    { team_id: 7, token: 'secret-group-token', name: 'Acme', provided_id: 'acme', properties: { r: 1 } },
    { mapping: { s: 'd' } },
    undefined,
    now,
  );
  assert.deepEqual(result, {
    groupId: 'acme',
    name: 'Acme',
    teamId: 7,
    environmentTag: undefined,
    mapping: { s: 'd' },
    properties: { r: 1 },
    lastSeen: now.toISOString(),
  });
  assert.ok(!JSON.stringify(result).includes('secret-group-token'));
});

void test('a rotate response (no properties) keeps the previous properties, mapping and takes the new tag', () => {
  const previous: GroupRecord = { ...record('acme', 'Acme'), mapping: { s: 'd' }, properties: { r: 1 } };
  const result = recordFromResponse(
    { team_id: 7, token: 't', name: 'Acme', provided_id: 'acme', api_environment_tag: 'Testing' },
    undefined,
    previous,
    now,
  );
  assert.deepEqual(result.properties, { r: 1 });
  assert.deepEqual(result.mapping, { s: 'd' });
  assert.equal(result.environmentTag, 'Testing');
});

void test('a group that was only looked up has an unknown (null) mapping, never an invented empty one', () => {
  const looked = recordFromResponse(
    { team_id: 1, token: 't', name: 'A', provided_id: 'a', properties: null },
    undefined,
    undefined,
    now,
  );
  assert.equal(looked.mapping, null);
  const created = recordFromResponse(
    { team_id: 1, token: 't', name: 'A', provided_id: 'a', properties: null },
    createdWith({}),
    undefined,
    now,
  );
  assert.deepEqual(created.mapping, {});
  assert.deepEqual(createdWith({ mapping: { s: 'd' }, properties: { p: 1 } }), {
    mapping: { s: 'd' },
    properties: { p: 1 },
  });
});

void test('parseRegistry keeps good records and drops damaged ones', () => {
  const raw = {
    version: 1,
    environments: {
      Prod: {
        a: {
          groupId: 'a',
          name: 'A',
          mapping: { s: 'd', bad: 1 },
          properties: { p: 1 },
          lastSeen: 'x',
          teamId: 3,
          environmentTag: 'Customer',
        },
        b: { groupId: 'not-b', name: 'B' },
        c: 'garbage',
      },
      Broken: 5,
    },
  };
  const state = parseRegistry(raw);
  assert.deepEqual(Object.keys(state.environments), ['Prod']);
  assert.deepEqual(getGroup(state, 'Prod', 'a'), {
    groupId: 'a',
    name: 'A',
    teamId: 3,
    environmentTag: 'Customer',
    mapping: { s: 'd' },
    properties: { p: 1 },
    lastSeen: 'x',
  });
  assert.equal(countGroups(state), 1);
  assert.deepEqual(parseRegistry(undefined), emptyRegistry());
  assert.deepEqual(parseRegistry({ version: 2, environments: {} }), emptyRegistry());
});
