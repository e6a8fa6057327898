import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  normalizeBaseUrl,
  readEnvironments,
  resolveActiveEnvironment,
  validateBaseUrl,
  validateApiToken,
  validateEnvironmentName,
} from '../../../client/src/core/environments';
import { createUserGroupClient } from '../../../client/src/api/createClient';

void test('https URLs are accepted anywhere', () => {
  assert.equal(validateBaseUrl('https://analytics.example.com'), undefined);
  assert.equal(validateBaseUrl('https://analytics.example.com/base/'), undefined);
});

void test('http is accepted only for loopback hosts', () => {
  assert.equal(validateBaseUrl('http://127.0.0.1:4000'), undefined);
  assert.equal(validateBaseUrl('http://localhost:4000'), undefined);
  assert.equal(validateBaseUrl('http://[::1]:4000'), undefined);
  assert.match(validateBaseUrl('http://analytics.example.com') ?? '', /https/);
  assert.match(validateBaseUrl('http://10.0.0.5') ?? '', /localhost/);
});

void test('bad URLs get a message that says what to do', () => {
  assert.match(validateBaseUrl('') ?? '', /Enter the base URL/);
  assert.match(validateBaseUrl('analytics.example.com') ?? '', /not a valid URL/);
  assert.match(validateBaseUrl('ftp://example.com') ?? '', /https/);
  assert.match(validateBaseUrl('https://user:pw@example.com') ?? '', /credentials/);
  assert.match(validateBaseUrl('https://example.com/?x=1') ?? '', /query/);
});

void test('environment names must be present, simple and unique (case-insensitively)', () => {
  const existing = [{ name: 'Production', baseUrl: 'https://a.example' }];
  assert.equal(validateEnvironmentName('Staging', existing), undefined);
  assert.match(validateEnvironmentName('  ', existing) ?? '', /Enter a name/);
  assert.match(validateEnvironmentName('production', existing) ?? '', /already exists/);
  assert.match(validateEnvironmentName('a/b', existing) ?? '', /letters/);
});

void test('normalizeBaseUrl trims whitespace and trailing slashes', () => {
  assert.equal(normalizeBaseUrl('  https://a.example/x/// '), 'https://a.example/x');
});

void test('readEnvironments keeps valid entries and explains each skipped one', () => {
  const reading = readEnvironments([
    { name: 'Local', baseUrl: 'http://127.0.0.1:9/' },
    { name: 'Bad', baseUrl: 'http://example.com' },
    'oops',
    { name: 'local', baseUrl: 'https://dup.example' },
    { name: 3 },
  ]);
  assert.deepEqual(reading.environments, [{ name: 'Local', baseUrl: 'http://127.0.0.1:9' }]);
  assert.equal(reading.problems.length, 4);
  assert.match(reading.problems[0], /\[1\].*Bad/);
  assert.match(reading.problems[1], /\[2\] is not an object/);
  assert.match(reading.problems[2], /already exists/);
});

void test('readEnvironments tolerates a non-array value', () => {
  const reading = readEnvironments({ name: 'x' });
  assert.deepEqual(reading.environments, []);
  assert.match(reading.problems[0], /must be an array/);
  assert.deepEqual(readEnvironments(undefined), { environments: [], problems: [] });
});

void test('the active environment falls back to the first configured one', () => {
  const envs = [
    { name: 'A', baseUrl: 'https://a.example' },
    { name: 'B', baseUrl: 'https://b.example' },
  ];
  assert.equal(resolveActiveEnvironment(envs, 'B')?.name, 'B');
  assert.equal(resolveActiveEnvironment(envs, 'gone')?.name, 'A');
  assert.equal(resolveActiveEnvironment(envs, undefined)?.name, 'A');
  assert.equal(resolveActiveEnvironment([], 'A'), undefined);
});

void test('API tokens: present and without whitespace (a pasted "Token …" header is caught)', () => {
  assert.equal(validateApiToken('abc123'), undefined);
  assert.match(validateApiToken('') ?? '', /Paste the API token/);
  assert.match(validateApiToken('Token abc') ?? '', /only the token/);
  assert.match(validateApiToken('abc\n') ?? '', /line breaks/);
});

void test('the settings reader and the HTTP client apply one base-URL rule', () => {
  const urls = [
    'https://analytics.example.com/base/',
    'http://127.0.0.1:8787',
    'http://localhost:3000',
    'http://[::1]:9000',
    'http://evil.localhost',
    'http://127.0.0.2',
    'http://localhost.example.com',
    'http://10.0.0.5',
    'https://user:pw@example.com',
  ];
  for (const url of urls) {
    const readBySettings = readEnvironments([{ name: 'E', baseUrl: url }]).environments.length === 1;
    let acceptedByClient = true;
    try {
      void createUserGroupClient({ baseUrl: url, apiToken: 'api-token-0123' }).close();
    } catch {
      acceptedByClient = false;
    }
    assert.equal(readBySettings, acceptedByClient, url);
    assert.equal(validateBaseUrl(url) === undefined, acceptedByClient, url);
  }
  assert.match(validateBaseUrl('http://evil.localhost') ?? '', /must use https:\/\/ for evil\.localhost/);
  assert.ok(validateBaseUrl('http://127.0.0.2') !== undefined);
});

void test('an API token that cannot be sent in an HTTP header is refused by Set API Token and by the client alike', () => {
  for (const token of ['tökén-0123', 'токен-0123', 'abc\u0007def', 'emoji-😀-token']) {
    assert.match(validateApiToken(token) ?? '', /cannot be sent in an HTTP header/, token);
    assert.throws(
      () => createUserGroupClient({ baseUrl: 'http://127.0.0.1:1', apiToken: token }),
      /cannot be sent in an HTTP header/,
    );
  }
  assert.equal(validateApiToken('Kx9/Qw3+Lm7_~=.-0123'), undefined);
  // The message never quotes the token.
  assert.ok(!(validateApiToken('tökén-0123') ?? '').includes('tökén'));
});
