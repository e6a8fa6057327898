import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withoutUserGroups } from '../../../client/src/core/serverConfiguration';

void test('the server sees the docsite section without userGroups', () => {
  const section = {
    unknownKeys: 'off',
    trace: { server: 'verbose' },
    userGroups: { environments: [{ name: 'P', baseUrl: 'https://x' }] },
  };
  assert.deepEqual(withoutUserGroups(section), { unknownKeys: 'off', trace: { server: 'verbose' } });
  assert.ok('userGroups' in section, 'the original object is not changed');
});

void test('anything else passes through unchanged', () => {
  assert.equal(withoutUserGroups(null), null);
  assert.equal(withoutUserGroups('x'), 'x');
  const plain = { unknownKeys: 'warning' };
  assert.equal(withoutUserGroups(plain), plain);
});
