import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkBaseUrl } from '../../../client/src/api/baseUrl';

test('https anywhere is allowed and normalised without a trailing slash', () => {
  assert.deepEqual(checkBaseUrl('https://api.example.com/'), {
    ok: true,
    baseUrl: 'https://api.example.com',
    origin: 'https://api.example.com',
  });
  assert.deepEqual(checkBaseUrl(' https://example.com/prefix/ '), {
    ok: true,
    baseUrl: 'https://example.com/prefix',
    origin: 'https://example.com',
  });
});

test('http is allowed only on loopback', () => {
  for (const url of ['http://127.0.0.1:8787', 'http://localhost:3000/', 'http://[::1]:9000']) {
    assert.equal(checkBaseUrl(url).ok, true, url);
  }
  const remote = checkBaseUrl('http://api.example.com');
  assert.equal(remote.ok, false);
  assert.match(!remote.ok ? remote.reason : '', /must use https:\/\/ for api\.example\.com/);
  assert.equal(checkBaseUrl('http://127.0.0.2').ok, false);
  assert.equal(checkBaseUrl('http://localhost.example.com').ok, false);
});

test('other schemes, junk, credentials, queries and fragments are refused with a reason', () => {
  const cases: Array<[string, RegExp]> = [
    ['', /empty/],
    ['not a url', /not a valid URL/],
    ['ftp://example.com', /must start with https:\/\//],
    ['https://user:pass@example.com', /user name or password/],
    ['https://example.com/?x=1', /query/],
    ['https://example.com/#top', /fragment/],
  ];
  for (const [url, reason] of cases) {
    const result = checkBaseUrl(url);
    assert.equal(result.ok, false, url);
    assert.match(!result.ok ? result.reason : '', reason, url);
  }
});

test('a refused URL with credentials does not echo the password', () => {
  const result = checkBaseUrl('https://user:s3cretpass@example.com');
  assert.ok(!result.ok && !result.reason.includes('s3cretpass'));
});
