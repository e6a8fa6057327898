import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ContextValue,
  computeViewState,
  environmentNode,
  groupDetails,
  groupNode,
  sectionEntries,
} from '../../../client/src/core/treeModel';
import type { GroupRecord } from '../../../client/src/core/registryState';

const record: GroupRecord = {
  groupId: 'acme',
  name: 'Acme',
  teamId: 12,
  environmentTag: 'Customer',
  mapping: { schema1: 'ds-1' },
  properties: { region: 'emea', seats: 5 },
  lastSeen: '2026-01-01T00:00:00.000Z',
};

void test('view state leads from no environment to no token to no groups to ready', () => {
  assert.equal(computeViewState({ environments: 0, environmentsWithToken: 0, groups: 0 }), 'noEnvironment');
  assert.equal(computeViewState({ environments: 2, environmentsWithToken: 0, groups: 0 }), 'noToken');
  assert.equal(computeViewState({ environments: 2, environmentsWithToken: 1, groups: 0 }), 'noGroups');
  assert.equal(computeViewState({ environments: 2, environmentsWithToken: 1, groups: 3 }), 'ready');
  // Groups registered earlier stay visible even when their token was removed.
  assert.equal(computeViewState({ environments: 1, environmentsWithToken: 0, groups: 3 }), 'ready');
});

void test('environment nodes say whether a token is set, through label and context value', () => {
  const ready = environmentNode({
    environment: 'Prod',
    baseUrl: 'https://x',
    hasToken: true,
    active: true,
    groupCount: 1,
  });
  assert.equal(ready.contextValue, ContextValue.environment);
  assert.equal(ready.description, 'active · 1 group');
  const noToken = environmentNode({
    environment: 'Prod',
    baseUrl: 'https://x',
    hasToken: false,
    active: false,
    groupCount: 0,
  });
  assert.equal(noToken.contextValue, ContextValue.environmentNoToken);
  assert.equal(noToken.description, 'no API token');
  assert.equal(noToken.collapsible, 'none');
});

void test('ids are stable and distinct across environments and kinds', () => {
  const a = groupNode('Prod', record);
  const b = groupNode('Test', record);
  assert.equal(a.id, groupNode('Prod', { ...record, name: 'Renamed' }).id);
  assert.notEqual(a.id, b.id);
  const details = groupDetails('Prod', record, undefined);
  const ids = new Set([a.id, ...details.map((d) => d.id)]);
  assert.equal(ids.size, details.length + 1);
});

void test('details show every field and only a masked token', () => {
  const token = 'group-token-0123456789-SECRET';
  const details = groupDetails('Prod', record, token);
  assert.deepEqual(
    details.map((d) => d.label),
    ['Name', 'Provided id', 'Team id', 'Environment tag', 'Token', 'Mapping', 'Properties'],
  );
  assert.deepEqual(
    details.slice(0, 4).map((d) => d.description),
    ['Acme', 'acme', '12', 'Customer'],
  );
  const tokenNode = details[4];
  assert.equal(tokenNode.contextValue, ContextValue.tokenDetail);
  assert.ok(!JSON.stringify(details).includes(token));
  assert.equal(groupDetails('Prod', record, undefined)[4].contextValue, ContextValue.detail);
});

void test('mapping and properties expand to their entries', () => {
  assert.deepEqual(
    sectionEntries('Prod', record, 'mapping').map((e) => [e.label, e.description]),
    [['schema1', 'ds-1']],
  );
  assert.deepEqual(
    sectionEntries('Prod', record, 'properties').map((e) => [e.label, e.description]),
    [
      ['region', 'emea'],
      ['seats', '5'],
    ],
  );
  assert.deepEqual(sectionEntries('Prod', { ...record, properties: null }, 'properties'), []);
  assert.deepEqual(sectionEntries('Prod', { ...record, mapping: null }, 'mapping'), []);
  const unknownMapping = groupDetails('Prod', { ...record, mapping: null }, undefined).find(
    (d) => d.label === 'Mapping',
  );
  assert.match(unknownMapping?.description ?? '', /not known/);
});

void test('an environment whose token the service rejected says so until a call succeeds', () => {
  const rejected = environmentNode({
    environment: 'Prod',
    baseUrl: 'https://x',
    hasToken: true,
    tokenRejected: true,
    active: true,
    groupCount: 3,
  });
  assert.equal(rejected.description, 'active · token rejected · 3 groups');
  assert.equal(rejected.icon, 'warning');
  assert.match(rejected.tooltip ?? '', /Set API Token/);
  const accepted = environmentNode({
    environment: 'Prod',
    baseUrl: 'https://x',
    hasToken: true,
    tokenRejected: false,
    active: true,
    groupCount: 3,
  });
  assert.equal(accepted.description, 'active · 3 groups');
});

void test('the mapping and properties rows use the same words for the same state', () => {
  const row = (r: GroupRecord, label: string) =>
    groupDetails('Prod', r, undefined).find((d) => d.label === label)?.description;
  // Created here without a mapping (known empty) and a section with no entries read alike.
  assert.equal(row({ ...record, mapping: {} }, 'Mapping'), 'none');
  assert.equal(row({ ...record, properties: {} }, 'Properties'), 'none');
  assert.equal(row({ ...record, properties: null }, 'Properties'), 'none');
  assert.equal(
    row({ ...record, mapping: null }, 'Mapping'),
    'not known (the service does not report mappings); updates keep it',
  );
  assert.equal(row(record, 'Mapping'), '1 entry');
});
