import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseJsonSafely,
  readEnvelope,
  readGetOrCreateResult,
  readUserGroup,
} from '../../../client/src/api/responseShapes';

const group = {
  team_id: 3,
  token: 'ugt_abc',
  name: 'N',
  provided_id: 'p',
  properties: { a: 1 },
  api_environment_tag: 'Testing',
};

describe('parseJsonSafely', () => {
  test('parses ordinary JSON', () => {
    assert.deepEqual(parseJsonSafely('{"a":[1,{"b":null}]}'), { ok: true, value: { a: [1, { b: null }] } });
  });
  test('refuses a __proto__ key at any depth', () => {
    assert.deepEqual(parseJsonSafely('{"a":{"b":{"__proto__":{"x":1}}}}'), {
      ok: false,
      problem: 'the body contains a forbidden key "__proto__"',
    });
  });
  test('refuses a __proto__ key spelled with a unicode escape', () => {
    assert.equal(parseJsonSafely('{"a":{"\\u005f_proto__":{"x":1}}}').ok, false);
    assert.equal(parseJsonSafely('{"a":"caf\\u00e9"}').ok, true);
  });
  test('refuses invalid JSON', () => {
    assert.deepEqual(parseJsonSafely('{'), { ok: false, problem: 'the body is not valid JSON' });
  });
});

describe('readEnvelope', () => {
  test('accepts success 0 and 1 and keeps the error text', () => {
    const failed = readEnvelope('{"success":0,"error":"why"}');
    assert.ok(failed.ok);
    assert.equal(failed.ok && failed.value.success, 0);
    assert.equal(failed.ok && failed.value.error, 'why');
  });
  test('refuses other success values', () => {
    for (const text of ['{"success":true}', '{"success":2}', '{}', 'null', '"x"']) {
      assert.equal(readEnvelope(text).ok, false, text);
    }
  });
});

describe('readUserGroup', () => {
  test('copies exactly the known fields', () => {
    const result = readUserGroup({ ...group, extra: 'dropped' });
    assert.deepEqual(result, { ok: true, value: group });
  });
  test('properties and tag may be null or absent', () => {
    const minimal = { team_id: 1, token: 't', name: '', provided_id: 'p' };
    assert.deepEqual(readUserGroup(minimal), { ok: true, value: minimal });
    assert.equal(readUserGroup({ ...minimal, properties: null, api_environment_tag: null }).ok, true);
  });
  test('each wrong field is named, without its value', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...group, team_id: 1.5 }, 'team_id'],
      [{ ...group, team_id: 2 ** 60 }, 'team_id'],
      [{ ...group, token: '' }, 'token'],
      [{ ...group, name: null }, 'name'],
      [{ ...group, provided_id: 4 }, 'provided_id'],
      [{ ...group, properties: 'x' }, 'properties'],
      [{ ...group, api_environment_tag: 'Production' }, 'api_environment_tag'],
    ];
    for (const [value, field] of cases) {
      const result = readUserGroup(value);
      assert.equal(result.ok, false, field);
      assert.match(!result.ok ? result.problem : '', new RegExp(`user_group\\.${field}`));
      assert.ok(!result.ok && !result.problem.includes('ugt_abc'));
    }
  });
  test('a missing or non-object user_group is refused', () => {
    assert.equal(readUserGroup(undefined).ok, false);
    assert.equal(readUserGroup([group]).ok, false);
  });
});

test('readGetOrCreateResult needs a boolean new_user_group', () => {
  assert.deepEqual(readGetOrCreateResult({ new_user_group: false, user_group: group }), {
    ok: true,
    value: { newUserGroup: false, userGroup: group },
  });
  assert.equal(readGetOrCreateResult({ new_user_group: 'false', user_group: group }).ok, false);
});
