// Which entries of a docs.json `pages` list are OpenAPI operations ("GET /users", "openapi/v2.json POST /users",
// "WEBHOOK plant-added") and which are page paths. Every entry is asked, so most are told apart before the operation
// pattern runs: these hold the answers to what that shortcut may not change (any white space the pattern accepts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOperationEntry } from '../../../../server/src/service/config/model/builder';

test('operations are read with any white space between and around their parts', () => {
  assert.deepEqual(parseOperationEntry('GET /users'), { spec: undefined, method: 'GET', path: '/users' });
  assert.deepEqual(parseOperationEntry('openapi/v2.json POST /users/{id}'), {
    spec: 'openapi/v2.json',
    method: 'POST',
    path: '/users/{id}',
  });
  assert.deepEqual(parseOperationEntry('specs/a.yml\tDELETE\t/a '), {
    spec: 'specs/a.yml',
    method: 'DELETE',
    path: '/a',
  });
  assert.deepEqual(parseOperationEntry(' WEBHOOK plant-added'), {
    spec: undefined,
    method: 'WEBHOOK',
    path: 'plant-added',
  });
  assert.deepEqual(parseOperationEntry('GET\u00a0/no-break-space'), {
    spec: undefined,
    method: 'GET',
    path: '/no-break-space',
  });
  assert.deepEqual(parseOperationEntry('PATCH\n/line-break'), {
    spec: undefined,
    method: 'PATCH',
    path: '/line-break',
  });
});

test('page paths, and near misses, are not operations', () => {
  for (const entry of [
    'api-reference/users/list',
    'GET/users',
    'get /users',
    'GET users',
    'GET ',
    'openapi.json',
    'guides/GET started',
    '',
  ])
    assert.equal(parseOperationEntry(entry), undefined, JSON.stringify(entry));
});
