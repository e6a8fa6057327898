// Malformed and hostile answers from a throwaway node:http server standing in for a broken or malicious service:
// each must give a clear 'invalid-response' (or status) error, never a crash, a hang, or a leaked token.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUserGroupClient } from '../../../client/src/api/createClient';
import type { UserGroupClient } from '../../../client/src/api/client';
import { failureOf, SAMPLE_GROUP } from './harness';

const API_TOKEN = 'hostile-api-token-0123456789abcdef';
const GROUP_TOKEN = 'ugt_groupTokenSentInBody0123456789abcdefXYZ';
const FIFTY_MB = 50 * 1024 * 1024;

type Reply = (request: IncomingMessage, response: ServerResponse) => void;
let reply: Reply = (_request, response) => response.end();
let lastRequest: { method?: string; headers: IncomingMessage['headers']; body: string } | undefined;
let bytesSent = 0;
let server: Server;
let client: UserGroupClient;
let baseUrl: string;

before(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      lastRequest = { method: request.method, headers: request.headers, body };
      reply(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}/`;
  client = createUserGroupClient({ baseUrl, apiToken: API_TOKEN }, { retry: { maxAttempts: 1 } });
});
after(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(status: number, body: unknown): Reply {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

const goodGroup = SAMPLE_GROUP;

describe('requests the client sends', () => {
  test('carry the Token header, JSON content type, a docsite-kit User-Agent and a GET body', async () => {
    reply = json(200, { success: 1, new_user_group: true, user_group: goodGroup });
    await client.getOrCreate({ name: 'G', user_group_id: 'g', properties: { a: 1 } });
    assert.equal(lastRequest?.method, 'GET');
    assert.equal(lastRequest?.headers.authorization, `Token ${API_TOKEN}`);
    assert.equal(lastRequest?.headers['content-type'], 'application/json');
    assert.match(lastRequest?.headers['user-agent'] ?? '', /^docsite-kit\/\d+\.\d+\.\d+/);
    assert.deepEqual(JSON.parse(lastRequest?.body ?? ''), { name: 'G', user_group_id: 'g', properties: { a: 1 } });
  });
});

describe('hostile or malformed responses', () => {
  const cases: Array<{ name: string; reply: Reply; expect: RegExp }> = [
    { name: 'not JSON', reply: json(200, '<html>oops</html>'), expect: /not valid JSON/ },
    { name: 'an empty body', reply: json(200, ''), expect: /body is empty/ },
    { name: 'a JSON array', reply: json(200, [1, 2]), expect: /not a JSON object/ },
    {
      name: 'success missing',
      reply: json(200, { user_group: goodGroup, new_user_group: true }),
      expect: /"success" is not 0 or 1/,
    },
    {
      name: 'success as a string',
      reply: json(200, { success: '1', user_group: goodGroup, new_user_group: true }),
      expect: /"success" is not 0 or 1/,
    },
    {
      name: 'new_user_group missing',
      reply: json(200, { success: 1, user_group: goodGroup }),
      expect: /"new_user_group" is not a boolean/,
    },
    {
      name: 'team_id as a string',
      reply: json(200, { success: 1, new_user_group: true, user_group: { ...goodGroup, team_id: '7' } }),
      expect: /team_id" is not an integer/,
    },
    {
      name: 'team_id fractional',
      reply: json(200, { success: 1, new_user_group: true, user_group: { ...goodGroup, team_id: 7.5 } }),
      expect: /team_id" is not an integer/,
    },
    {
      name: 'token as a number',
      reply: json(200, { success: 1, new_user_group: true, user_group: { ...goodGroup, token: 12345 } }),
      expect: /token" is not a non-empty string/,
    },
    {
      name: 'unknown environment tag',
      reply: json(200, { success: 1, new_user_group: true, user_group: { ...goodGroup, api_environment_tag: 'Prod' } }),
      expect: /api_environment_tag/,
    },
    {
      name: 'properties as an array',
      reply: json(200, { success: 1, new_user_group: true, user_group: { ...goodGroup, properties: [1] } }),
      expect: /properties" is not an object/,
    },
    {
      name: 'properties nested 100,000 levels deep',
      reply: json(
        200,
        `{"success":1,"new_user_group":true,"user_group":{"team_id":1,"token":"t","name":"n","provided_id":"p","properties":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}}`,
      ),
      expect: /properties" is nested more than 64 levels deep/,
    },
    {
      name: 'a __proto__ key',
      reply: json(
        200,
        `{"success":1,"new_user_group":true,"user_group":{"team_id":1,"token":"t","name":"n","provided_id":"p","properties":{"__proto__":{"polluted":true}}}}`,
      ),
      expect: /forbidden key "__proto__"/,
    },
    {
      name: 'success 0 with HTTP 200',
      reply: json(200, { success: 0, error: 'nope' }),
      expect: /reported a failure \(success: 0, HTTP 200\)/,
    },
  ];
  for (const item of cases) {
    test(`${item.name} is invalid-response`, async () => {
      reply = item.reply;
      const error = await failureOf(() => client.getOrCreate({ name: 'G', user_group_id: 'g' }));
      assert.equal(error.kind, 'invalid-response');
      assert.match(error.message, item.expect);
      assert.match(error.message, /get or create user group "g"/);
      assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
    });
  }

  test('a declared 50 MB body is refused without reading it', async () => {
    bytesSent = 0;
    reply = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(FIFTY_MB) });
      streamJunk(response, FIFTY_MB);
    };
    const error = await failureOf(() => client.getOrCreate({ name: 'G', user_group_id: 'g' }));
    assert.equal(error.kind, 'invalid-response');
    assert.match(error.message, /larger than 5 MB/);
    assert.ok(bytesSent < FIFTY_MB, `the client stopped reading (${bytesSent} bytes were written)`);
  });

  test('an undeclared (chunked) 50 MB body is cut off at the cap', async () => {
    bytesSent = 0;
    reply = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      streamJunk(response, FIFTY_MB);
    };
    const error = await failureOf(() => client.getOrCreate({ name: 'G', user_group_id: 'g' }));
    assert.equal(error.kind, 'invalid-response');
    assert.match(error.message, /larger than 5 MB/);
    assert.ok(bytesSent < FIFTY_MB, `the client stopped reading (${bytesSent} bytes were written)`);
  });

  test('a body dripped a byte at a time hits the whole-body deadline', async () => {
    let timer: NodeJS.Timeout | undefined;
    reply = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{');
      timer = setInterval(() => (response.destroyed ? clearInterval(timer) : response.write(' ')), 20);
      response.on('close', () => clearInterval(timer));
    };
    const impatient = createUserGroupClient(
      { baseUrl: baseUrl, apiToken: API_TOKEN },
      { retry: { maxAttempts: 1 }, timeouts: { bodyMs: 300 } },
    );
    try {
      const error = await failureOf(() => impatient.getOrCreate({ name: 'G', user_group_id: 'g' }));
      assert.equal(error.kind, 'timeout');
      assert.match(error.message, /stopped sending its answer within 0.3 seconds/);
    } finally {
      clearInterval(timer);
      await impatient.close();
    }
  });

  test('a redirect is not followed and is reported', async () => {
    reply = (_request, response) => {
      response.writeHead(302, { location: 'http://example.invalid/' });
      response.end();
    };
    const error = await failureOf(() => client.getOrCreate({ name: 'G', user_group_id: 'g' }));
    assert.equal(error.kind, 'invalid-response');
    assert.match(error.message, /redirect \(HTTP 302\)/);
  });

  test('a redirect to another server never carries the Authorization header there', async () => {
    let reached = 0;
    const elsewhere = createServer((_request, response) => {
      reached++;
      response.end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      reply = (_request, response) => {
        response.writeHead(307, { location: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/api/user` });
        response.end();
      };
      const error = await failureOf(() => client.rotateToken(GROUP_TOKEN, { userGroupId: 'g' }));
      assert.match(error.message, /redirect \(HTTP 307\)/);
      assert.equal(reached, 0, 'the redirect was followed');
    } finally {
      elsewhere.closeAllConnections();
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  test('100 KB of response headers give a clear error, not a hang or a crash', async () => {
    reply = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-padding': 'p'.repeat(100 * 1024) });
      response.end('{}');
    };
    const error = await failureOf(() => client.getOrCreate({ name: 'G', user_group_id: 'g' }));
    assert.equal(error.kind, 'network');
    assert.match(error.message, /UND_ERR_HEADERS_OVERFLOW/);
  });

  test('an HTML 502 from a proxy is server', async () => {
    reply = (_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    };
    const error = await failureOf(() => client.update({ name: 'G', user_group_id: 'g' }));
    assert.equal(error.kind, 'server');
    assert.equal(error.status, 502);
  });
});

describe('secrets in server error text', () => {
  test('a server echoing the group token and API token has its message left out', async () => {
    reply = json(400, { success: 0, error: `bad current_token ${GROUP_TOKEN} for ${API_TOKEN}` });
    const error = await failureOf(() => client.rotateToken(GROUP_TOKEN, { userGroupId: 'g' }));
    assert.equal(error.kind, 'bad-request');
    assert.match(error.message, /The service's message was left out/);
    assert.ok(!error.message.includes(GROUP_TOKEN));
    assert.ok(!error.message.includes(API_TOKEN));
  });

  test('an unknown token-shaped string in server text is redacted too', async () => {
    const other = 'ugt_someOtherGroupsToken9876543210zyxwvu';
    reply = json(409, { success: 0, error: `conflicts with ${other}` });
    const error = await failureOf(() => client.delete({ user_group_id: 'g', current_token: GROUP_TOKEN }));
    assert.equal(error.kind, 'conflict');
    assert.ok(!error.message.includes(other));
    assert.match(error.message, /conflicts with \[redacted\]/);
  });
});

/** Writes `total` bytes of a never-ending JSON string, respecting back-pressure, until done or the peer goes away. */
function streamJunk(response: ServerResponse, total: number): void {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  response.write('{"success":1,"junk":"');
  bytesSent = 0;
  const pump = (): void => {
    while (bytesSent < total && !response.destroyed) {
      bytesSent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    if (!response.destroyed) response.end('"}');
  };
  response.on('close', () => response.removeAllListeners('drain'));
  pump();
}
