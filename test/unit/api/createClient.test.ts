import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ClientSettingsError, DEFAULT_USER_AGENT, createUserGroupClient } from '../../../client/src/api/createClient';

test('refuses a non-https remote base URL with the reason', () => {
  assert.throws(
    () => createUserGroupClient({ baseUrl: 'http://example.com', apiToken: 't' }),
    (error: unknown) => {
      assert.ok(error instanceof ClientSettingsError);
      assert.match(error.message, /https/);
      return true;
    },
  );
});

test('refuses an empty token or one with a line break, without echoing it', () => {
  assert.throws(() => createUserGroupClient({ baseUrl: 'https://example.com', apiToken: '  ' }), /API token is empty/);
  assert.throws(
    () => createUserGroupClient({ baseUrl: 'https://example.com', apiToken: 'secret-part\r\nX-Evil: 1' }),
    (error: unknown) => error instanceof ClientSettingsError && !error.message.includes('secret-part'),
  );
});

test('refuses a retry policy without a first attempt', () => {
  assert.throws(
    () => createUserGroupClient({ baseUrl: 'https://example.com', apiToken: 't' }, { retry: { maxAttempts: 0 } }),
    /maxAttempts/,
  );
});

test('builds a client for a loopback http URL; the default User-Agent names the extension and version', async () => {
  const client = createUserGroupClient({ baseUrl: 'http://localhost:1', apiToken: 't' });
  await client.close();
  assert.match(DEFAULT_USER_AGENT, /^docsite-kit\/\d+\.\d+\.\d+$/);
});
