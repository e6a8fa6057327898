// A hostile service that echoes the credentials it was sent, in every form, in its `error` string: no form may reach
// the client's error message (what the notification shows) or the log line made from it. And a request refused
// before sending (a header value undici cannot send) is reported as not sent, not as "may or may not have been made".
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUserGroupClient } from '../../../client/src/api/createClient';
import { UserGroupClient } from '../../../client/src/api/client';
import { DEFAULT_RETRY_POLICY } from '../../../client/src/api/retry';
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUTS, Transport } from '../../../client/src/api/transport';
import { Redactor } from '../../../client/src/core/redaction';
import { SecretScreen } from '../../../client/src/api/secretScreen';
import { echoedForms } from '../../support/echoedForms';
import { countRequests, failureOf, startEmulator } from './harness';

const API_TOKEN = 'Kx9/Qw3+Lm7zR2vT8/nB5+yH4cJ6wP1d';
const GROUP_TOKEN = 'ugt_Zp4+Yt7/Wq2xLr9sNd3/Hf6vBk1mJc8';

let server: Server;
let baseUrl: string;
/** Which form of which credential the next answer echoes. */
let echo: (authorization: string, body: string) => string = () => 'no echo';
let status = 400;

before(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const text = JSON.stringify({ success: 0, error: echo(request.headers.authorization ?? '', body) });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function exposes(text: string, secret: string): boolean {
  const screen = new SecretScreen();
  screen.add(secret);
  return screen.exposes(text);
}

describe('an echoing service', () => {
  for (const [which, secret] of [
    ['the API token (from the Authorization header)', API_TOKEN],
    ['the group token (from the rotate body)', GROUP_TOKEN],
  ] as const) {
    for (const [form] of Object.entries(echoedForms(secret))) {
      for (const answer of [400, 200]) {
        test(`${which}, ${form}, in a ${answer === 400 ? 'HTTP 400' : 'success: 0 with HTTP 200'} answer`, async () => {
          status = answer;
          echo = (authorization, body) => {
            const sent = which.startsWith('the API')
              ? authorization.replace(/^Token /, '')
              : (JSON.parse(body) as { current_token: string }).current_token;
            return echoedForms(sent)[form] as string;
          };
          const client = createUserGroupClient({ baseUrl, apiToken: API_TOKEN }, { retry: { maxAttempts: 1 } });
          try {
            const error = await failureOf(() => client.rotateToken(GROUP_TOKEN, { userGroupId: 'acme' }));
            assert.match(error.message, /Could not rotate the token of user group "acme"/);
            assert.match(error.message, /The service's message was left out/);
            // What the notification and the log would show.
            const redactor = new Redactor();
            redactor.add(API_TOKEN);
            redactor.add(GROUP_TOKEN);
            for (const shown of [
              error.message,
              redactor.redact(
                `Rotate Token: ${error.message} (${error.operation}, ${error.kind}, HTTP ${error.status})`,
              ),
            ]) {
              assert.equal(exposes(shown, API_TOKEN), false, shown);
              assert.equal(exposes(shown, GROUP_TOKEN), false, shown);
            }
          } finally {
            await client.close();
          }
        });
      }
    }
  }

  test('an error string free of secrets is still quoted', async () => {
    status = 409;
    echo = () => 'user_group_id and current_token do not name the same user group';
    const client = createUserGroupClient({ baseUrl, apiToken: API_TOKEN }, { retry: { maxAttempts: 1 } });
    try {
      const error = await failureOf(() => client.delete({ user_group_id: 'acme', current_token: GROUP_TOKEN }));
      assert.match(
        error.message,
        /The service said: "user_group_id and current_token do not name the same user group"/,
      );
    } finally {
      await client.close();
    }
  });
});

describe('a request refused before sending', () => {
  test('rotate and delete with a token undici cannot send report "nothing was sent", not an unknown outcome', async () => {
    const emulator = await startEmulator({ dataFile: null });
    // Built past createUserGroupClient (which refuses such a token up front) to reach the transport's own check.
    const client = new UserGroupClient({
      baseUrl: emulator.baseUrl,
      apiToken: 'токен-0123456789',
      userAgent: 'test',
      transport: new Transport(new URL(emulator.baseUrl).origin, {
        timeouts: DEFAULT_TIMEOUTS,
        maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
      }),
      retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1 },
      random: () => 0,
    });
    try {
      for (const call of [
        () => client.rotateToken(GROUP_TOKEN, { userGroupId: 'acme' }),
        () => client.delete({ user_group_id: 'acme' }),
      ]) {
        const error = await failureOf(call);
        assert.equal(error.outcomeUnknown, undefined);
        assert.doesNotMatch(error.message, /may or may not have been made/);
        assert.match(
          error.message,
          /could not be sent \(UND_ERR_INVALID_ARG\), so nothing was sent to http:\/\/127\.0\.0\.1:\d+ and nothing was changed/,
        );
      }
      // Nor repeated: a request that cannot be built would be refused again.
      await failureOf(() => client.getOrCreate({ name: 'A', user_group_id: 'acme' }));
      assert.equal((await countRequests(emulator, 'GET')) + (await countRequests(emulator, 'POST')), 0);
    } finally {
      await client.close();
      await emulator.stop();
    }
  });
});
