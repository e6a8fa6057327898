import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isScriptedRequest, lookUpConfirmation, lookUpDefaults } from '../../../client/src/core/lookUpRequest';
import type { GroupRecord } from '../../../client/src/core/registryState';

const KNOWN: GroupRecord = {
  groupId: 'initech',
  name: 'Initech',
  teamId: 7,
  environmentTag: 'Customer',
  mapping: null,
  properties: { region: 'US', plan: 'starter' },
  lastSeen: '2026-03-04T05:06:07.000Z',
};

void test('a tree node is never taken for a scripted request, whatever fields it carries', () => {
  // What the view's title bar passes when a group is focused.
  const groupNode = {
    kind: 'group',
    id: '["Local demo","initech"]',
    environment: 'Local demo',
    groupId: 'initech',
    label: 'Initech',
  };
  assert.equal(isScriptedRequest(groupNode), false);
  assert.equal(isScriptedRequest({ kind: 'environment', environment: 'Local demo' }), false);
  assert.equal(isScriptedRequest(undefined), false);
  assert.equal(isScriptedRequest({ environment: 'Local demo' }), false, 'no id: the user is asked');
  assert.equal(isScriptedRequest({ environment: 'Local demo', groupId: 'initech', name: 'Initech' }), true);
});

void test('the confirmation names the group, the environment and every field a creation sends', () => {
  const { message, detail, button } = lookUpConfirmation(
    'Local demo',
    { user_group_id: 'acme', name: 'Acme', mapping: { sales: 'ds-1' } },
    undefined,
  );
  assert.equal(message, 'Look up the group "acme" in the environment "Local demo"?');
  assert.equal(button, 'Look Up or Create');
  assert.match(detail, /If no group has this id, the service creates one, with a new team id and token/);
  assert.match(detail, /Name: "Acme"/);
  assert.match(detail, /Mapping: \{"sales":"ds-1"\}/);
  assert.match(detail, /Properties: none/);
  assert.doesNotMatch(detail, /creates it again/);
});

void test('for a group the explorer lists, it says the look-up re-creates it if it was deleted', () => {
  const { detail } = lookUpConfirmation(
    'Local demo',
    { user_group_id: 'initech', name: 'Initech', properties: KNOWN.properties! },
    KNOWN,
  );
  assert.match(detail, /The explorer lists this group \(last seen 2026-03-04\)/);
  assert.match(
    detail,
    /If it was deleted in the service since, this creates it again, with a new team id and a new token/,
  );
  assert.match(detail, /Properties: \{"region":"US","plan":"starter"\}/);
});

void test('the input boxes start from what the explorer knows, not a name guessed from the id', () => {
  assert.deepEqual(lookUpDefaults('initech', KNOWN), {
    name: 'Initech',
    mapping: '',
    properties: '{"region":"US","plan":"starter"}',
  });
  assert.deepEqual(lookUpDefaults('new-co', undefined), { name: 'new-co', mapping: '', properties: '' });
});
