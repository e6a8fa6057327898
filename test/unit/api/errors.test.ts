import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  describeCall,
  errorFromStatus,
  errorFromTransport,
  kindForStatus,
  redact,
  type CallContext,
} from '../../../client/src/api/errors';
import { TransportFailure } from '../../../client/src/api/transport';

const API_TOKEN = 'api-token-should-never-show-0123';
const GROUP_TOKEN = 'ugt_groupTokenShouldNeverShow012345678';
const context: CallContext = { operation: 'rotate-token', groupId: 'acme', secrets: [API_TOKEN, GROUP_TOKEN] };

describe('describeCall', () => {
  test('names the operation and the group', () => {
    assert.equal(describeCall('get-or-create', 'acme'), 'get or create user group "acme"');
    assert.equal(describeCall('update', 'acme'), 'update user group "acme"');
    assert.equal(describeCall('delete', undefined), 'delete the user group');
    assert.equal(describeCall('rotate-token', 'acme'), 'rotate the token of user group "acme"');
  });
  test('control characters in an id cannot forge message lines', () => {
    assert.equal(describeCall('update', 'a\nb'), 'update user group "a b"');
  });
});

test('kindForStatus maps every status class', () => {
  const expected: Array<[number, string]> = [
    [401, 'auth'],
    [403, 'auth'],
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [400, 'bad-request'],
    [413, 'bad-request'],
    [415, 'bad-request'],
    [500, 'server'],
    [503, 'server'],
    [301, 'redirect'],
  ];
  for (const [status, kind] of expected) assert.equal(kindForStatus(status), kind, String(status));
});

describe('errorFromStatus', () => {
  test('builds plain-English messages with the operation, group and status', () => {
    const error = errorFromStatus(context, 401, undefined, undefined);
    assert.equal(error.kind, 'auth');
    assert.equal(
      error.message,
      'Could not rotate the token of user group "acme": the service did not accept the API token (HTTP 401). Check the API token stored for this environment.',
    );
  });
  test('a 429 carries its Retry-After in the error and the message', () => {
    const error = errorFromStatus({ ...context, operation: 'update' }, 429, undefined, 3000);
    assert.equal(error.kind, 'rate-limited');
    assert.equal(error.retryAfterMs, 3000);
    assert.match(error.message, /Try again in 3 seconds/);
  });
  test('server error text holding a secret of the call is left out, saying so', () => {
    const error = errorFromStatus(context, 400, `bad ${GROUP_TOKEN} by ${API_TOKEN}`, undefined);
    assert.equal(error.kind, 'bad-request');
    assert.match(error.message, /The service's message was left out: it held what looks like part of a credential\.$/);
    assert.ok(!error.message.includes('bad '));
  });
  test('server error text without secrets is quoted, unknown token-like runs redacted', () => {
    const error = errorFromStatus(context, 400, 'bad token near zzzzzzzzzzzzzzzzzzzzzzzzzzzz', undefined);
    assert.match(error.message, /The service said: "bad token near \[redacted\]"/);
  });
});

describe('errorFromTransport', () => {
  test('a refused connection is network, not outcome-unknown', () => {
    const error = errorFromTransport(
      context,
      new TransportFailure('network', 'ECONNREFUSED', false, 'ECONNREFUSED'),
      'http://127.0.0.1:1',
    );
    assert.equal(error.kind, 'network');
    assert.equal(error.outcomeUnknown, undefined);
    assert.match(error.message, /could not connect to http:\/\/127\.0\.0\.1:1 \(ECONNREFUSED\)/);
  });
  test('a dropped connection after sending a rotate or delete is outcome-unknown', () => {
    for (const operation of ['rotate-token', 'delete'] as const) {
      const error = errorFromTransport(
        { ...context, operation },
        new TransportFailure('network', 'x', true, 'UND_ERR_SOCKET'),
        'https://h',
      );
      assert.equal(error.outcomeUnknown, true, operation);
    }
    const update = errorFromTransport(
      { ...context, operation: 'update' },
      new TransportFailure('network', 'x', true, 'UND_ERR_SOCKET'),
      'https://h',
    );
    assert.equal(update.outcomeUnknown, undefined);
  });
  test('timeouts say which phase was slow and for how long', () => {
    const connect = errorFromTransport(
      context,
      new TransportFailure('timeout', 'connect', false, 'UND_ERR_CONNECT_TIMEOUT', 10_000),
      'https://h',
    );
    assert.match(connect.message, /did not accept a connection at https:\/\/h within 10 seconds/);
    const body = errorFromTransport(
      context,
      new TransportFailure('timeout', 'body', true, 'UND_ERR_BODY_TIMEOUT', 500),
      'https://h',
    );
    assert.match(body.message, /stopped sending its answer within 0.5 seconds/);
    assert.equal(body.kind, 'timeout');
  });
  test('too-large is invalid-response', () => {
    const error = errorFromTransport(
      context,
      new TransportFailure('too-large', 'x', true, undefined, 5 * 1024 * 1024),
      'https://h',
    );
    assert.equal(error.kind, 'invalid-response');
    assert.match(error.message, /larger than 5 MB/);
  });
});

describe('redact', () => {
  test('withholds text holding a known secret; replaces unknown token-shaped runs; removes control characters; caps length', () => {
    assert.equal(redact(`a ${API_TOKEN} b`, [API_TOKEN]), undefined);
    assert.equal(redact('unknown ugt_0123456789abcdefABCDEF0123456789 here', []), 'unknown [redacted] here');
    assert.equal(redact('line1\r\nline2', []), 'line1 line2');
    assert.ok((redact('x '.repeat(500), []) ?? '').length <= 200);
    assert.equal(redact('short words only', []), 'short words only');
  });
});
