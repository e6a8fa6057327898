import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkMapping,
  checkProperties,
  parseOptionalObject,
  groupIdNote,
  validateGroupId,
  validateGroupName,
} from '../../../client/src/core/groupInput';

void test('group ids: present, untrimmed, bounded, no control characters', () => {
  assert.equal(validateGroupId('acme-corp'), undefined);
  assert.match(validateGroupId('') ?? '', /Enter the group id/);
  assert.match(validateGroupId(' acme') ?? '', /spaces/);
  assert.equal(validateGroupId('a'.repeat(256)), undefined, 'the service takes 256 characters');
  assert.match(validateGroupId('a'.repeat(257)) ?? '', /at most 256/);
  assert.match(validateGroupId('a\tb') ?? '', /control character/);
  assert.match(validateGroupId('a\u0085b') ?? '', /control character/);
  assert.match(validateGroupId('a\u2028b') ?? '', /control character/);
  assert.match(validateGroupId('acme\u00a0') ?? '', /spaces at the start or end/);
});

void test('a space inside an id is allowed but pointed out', () => {
  assert.equal(validateGroupId('acme corp'), undefined);
  assert.match(groupIdNote('acme corp') ?? '', /contains a space/);
  assert.equal(groupIdNote('acme-corp'), undefined);
});

void test('group names: not blank, bounded, no control characters', () => {
  assert.equal(validateGroupName('Acme Corp'), undefined);
  assert.match(validateGroupName('   ') ?? '', /Enter a name/);
  assert.match(validateGroupName('x\ny') ?? '', /control character/);
});

void test('a mapping is an object of strings', () => {
  assert.deepEqual(checkMapping({ s1: 'ds1' }), { ok: true, value: { s1: 'ds1' } });
  const bad = checkMapping({ s1: 3 });
  assert.equal(bad.ok, false);
  assert.match(bad.ok ? '' : bad.message, /"s1" must be a string.*a number/);
  assert.equal(checkMapping(['x']).ok, false);
});

void test('properties are any JSON object', () => {
  assert.deepEqual(checkProperties({ a: [1] }), { ok: true, value: { a: [1] } });
  assert.equal(checkProperties('x').ok, false);
  assert.equal(checkProperties(null).ok, false);
});

void test('optional JSON input: empty means none, bad JSON says so', () => {
  assert.deepEqual(parseOptionalObject('  ', 'mapping', checkMapping), { ok: true, value: undefined });
  assert.deepEqual(parseOptionalObject('{"a":"b"}', 'mapping', checkMapping), { ok: true, value: { a: 'b' } });
  const bad = parseOptionalObject('{a:1}', 'properties', checkProperties);
  assert.equal(bad.ok, false);
  assert.match(bad.ok ? '' : bad.message, /properties is not valid JSON/);
});
