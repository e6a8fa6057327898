// The emulator's HTTP contract, spoken to in raw HTTP (no client): status codes and error bodies for every
// refusal, and the shape of successful answers.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'undici';
import { spawnEmulator, type RunningEmulator } from '../../../emulator/src/testing/spawnEmulator';

const TOKEN = 'raw-http-token-0123456789';
let emulator: RunningEmulator;

before(async () => {
  emulator = await spawnEmulator({ tokens: [TOKEN], dataFile: null });
});
after(async () => {
  await emulator.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

async function call(
  method: string,
  options: { path?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await request(`${emulator.baseUrl}${options.path ?? '/api/user'}`, {
    method: method as 'GET',
    body: options.body,
    headers: { authorization: `Token ${TOKEN}`, 'content-type': 'application/json', ...options.headers },
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

function assertErrorBody(answer: Answer, status: number, error: RegExp): void {
  assert.equal(answer.status, status);
  assert.equal(answer.body.success, 0);
  assert.equal(typeof answer.body.error, 'string');
  assert.match(answer.body.error as string, error);
  assert.deepEqual(Object.keys(answer.body).sort(), ['error', 'success']);
}

describe('refusals', () => {
  test('missing Authorization is 401 with the error body', async () => {
    assertErrorBody(await call('GET', { body: '{}', headers: { authorization: '' } }), 401, /missing Authorization/);
  });
  test('an unknown token is 401', async () => {
    assertErrorBody(
      await call('GET', { body: '{}', headers: { authorization: 'Token nope' } }),
      401,
      /unknown API token/,
    );
  });
  test('a Bearer header is 401 explaining the expected form', async () => {
    assertErrorBody(
      await call('GET', { body: '{}', headers: { authorization: `Bearer ${TOKEN}` } }),
      401,
      /Token <API_TOKEN>/,
    );
  });
  test('a non-JSON content type is 415', async () => {
    assertErrorBody(
      await call('PUT', { body: 'name=x', headers: { 'content-type': 'text/plain' } }),
      415,
      /application\/json/,
    );
  });
  test('malformed JSON is 400', async () => {
    assertErrorBody(await call('GET', { body: '{"name": ' }), 400, /not valid JSON/);
  });
  test('a JSON array body is 400', async () => {
    assertErrorBody(await call('GET', { body: '[]' }), 400, /JSON object/);
  });
  test('a missing required field is 400 naming it', async () => {
    assertErrorBody(await call('GET', { body: '{"name":"x"}' }), 400, /"user_group_id" is required/);
  });
  test('a field of the wrong type is 400 naming it', async () => {
    assertErrorBody(
      await call('PUT', { body: '{"name":"x","user_group_id":"y","mapping":{"s":1}}' }),
      400,
      /"mapping.s" must be a string/,
    );
    assertErrorBody(
      await call('GET', { body: '{"name":"x","user_group_id":"y","properties":[1]}' }),
      400,
      /"properties" must be an object/,
    );
    assertErrorBody(await call('POST', { body: '{"current_token":5}' }), 400, /"current_token" must be a string/);
  });
  test('a delete with neither id nor token is 400', async () => {
    assertErrorBody(await call('DELETE', { body: '{}' }), 400, /"user_group_id" or "current_token" is required/);
  });
  test('a body over 1 MB is 413', async () => {
    const big = JSON.stringify({ name: 'x', user_group_id: 'y', properties: { blob: 'a'.repeat(1024 * 1024) } });
    assertErrorBody(await call('GET', { body: big }), 413, /larger than 1048576 bytes/);
  });
  test('another method is 405 with Allow', async () => {
    const answer = await call('PATCH', { body: '{}' });
    assertErrorBody(answer, 405, /PATCH is not allowed/);
    assert.equal(answer.headers.allow, 'GET, PUT, DELETE, POST');
  });
  test('another path is 404', async () => {
    assertErrorBody(await call('GET', { path: '/api/users', body: '{}' }), 404, /\/api\/user/);
  });
});

describe('answers', () => {
  test('get-or-create answers success, new_user_group and an integer team_id with a long random token', async () => {
    const first = await call('GET', { body: '{"name":"Raw","user_group_id":"raw-1"}' });
    const second = await call('GET', { body: '{"name":"Raw","user_group_id":"raw-2"}' });
    assert.equal(first.status, 200);
    assert.equal(first.body.success, 1);
    assert.equal(first.body.new_user_group, true);
    const a = first.body.user_group as Record<string, unknown>;
    const b = second.body.user_group as Record<string, unknown>;
    assert.ok(Number.isInteger(a.team_id));
    assert.notEqual(a.team_id, b.team_id);
    assert.match(a.token as string, /^ugt_[A-Za-z0-9_-]{43}$/);
    assert.notEqual(a.token, b.token);
    assert.equal(a.api_environment_tag, 'Customer');
    assert.equal(a.properties, null);
  });
});

describe('control endpoint', () => {
  test('refuses an unknown fault or a bad value, naming it, and changes nothing', async () => {
    const before = await emulator.setFaults({});
    await assert.rejects(emulator.setFaults({ failureRate: 2 }), /"failureRate" must be a number from 0 to 1/);
    await assert.rejects(emulator.setFaults({ nonsense: 1 } as never), /unknown fault "nonsense"/);
    assert.deepEqual(await emulator.setFaults({}), before);
  });

  test('the request log holds method, path, status and time, and no token', async () => {
    await emulator.clearRequests();
    await call('GET', { body: '{"name":"Log","user_group_id":"log-1"}', path: `/api/user?token=${TOKEN}` });
    const [entry] = await emulator.requests();
    assert.equal(entry?.method, 'GET');
    assert.equal(entry?.path, '/api/user', 'the query string (which could hold a secret) is not logged');
    assert.equal(typeof entry?.ms, 'number');
    assert.ok(emulator.logLines.length > 0);
    assert.ok(!emulator.logLines.some((line) => line.includes(TOKEN)), 'no log line contains the API token');
  });

  test("removes a group behind the client's back: get-or-create then makes a new one with a new token", async () => {
    const fields = '{"name":"Gone","user_group_id":"gone-1"}';
    const first = await call('GET', { body: fields });
    assert.equal(first.body.new_user_group, true);
    const removeOnce = () =>
      request(`${emulator.baseUrl}/__emulator/groups`, {
        method: 'DELETE',
        body: '{"user_group_id":"gone-1","environment":"Customer"}',
        headers: { 'content-type': 'application/json' },
      });
    const removed = await removeOnce();
    assert.equal(removed.statusCode, 200);
    await removed.body.text();
    const again = await removeOnce();
    assert.equal(again.statusCode, 404, 'a second removal finds nothing');
    await again.body.text();
    const second = await call('GET', { body: fields });
    assert.equal(second.body.new_user_group, true);
    const a = first.body.user_group as Record<string, unknown>;
    const b = second.body.user_group as Record<string, unknown>;
    assert.notEqual(a.token, b.token);
  });
});
