// The checker's retries and waits, with an injected clock (the waits are recorded, not slept) against a local server.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Clock } from '../../../../server/src/host/externalLinks/hostScheduler';
import { LinkChecker } from '../../../../server/src/host/externalLinks/linkChecker';
import {
  DEFAULT_EXTERNAL_LINK_SETTINGS,
  RETRY_BASE_DELAY,
  type ExternalLinkSettings,
} from '../../../../server/src/service/externalLinks/settings';

const seen = new Map<string, number>();
const server = http.createServer((req, res) => {
  const path = req.url ?? '';
  const count = (seen.get(path) ?? 0) + 1;
  seen.set(path, count);
  if (path === '/flaky' && count <= 4)
    res.writeHead(503); // HEAD, then GET, GET, GET: the fourth GET passes
  else if (path === '/rate' && count === 1) res.writeHead(429, { 'retry-after': '3' });
  else if (path === '/rate-long') res.writeHead(429, { 'retry-after': '3600' });
  else if (path.startsWith('/busy/')) res.writeHead(429, { 'retry-after': '40' });
  else res.writeHead(200);
  res.end();
});
before(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', done)));
after(() => server.close());
const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

function recordingClock(): Clock & { slept: number[] } {
  let time = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => time,
    sleep: async (ms) => {
      slept.push(ms);
      time += ms;
    },
  };
}

const settings = (overrides: Partial<ExternalLinkSettings>): ExternalLinkSettings => ({
  ...DEFAULT_EXTERNAL_LINK_SETTINGS,
  ...overrides,
});

test('a 5xx is retried with doubling waits until it passes; HEAD goes to GET at once', async () => {
  const clock = recordingClock();
  const checker = new LinkChecker({ settings: settings({ retries: 3 }), userAgent: 'test', clock });
  assert.deepEqual(await checker.check(url('/flaky')), { kind: 'status', status: 200 });
  checker.close();
  assert.deepEqual(clock.slept, [RETRY_BASE_DELAY, 2 * RETRY_BASE_DELAY, 4 * RETRY_BASE_DELAY]);
  assert.equal(checker.requestsSent, 5);
});

test('a 429 waits for its Retry-After (the whole host), and one asking for longer than allowed is not waited for', async () => {
  const clock = recordingClock();
  const checker = new LinkChecker({
    settings: settings({ retries: 2, maxRetryAfter: 60_000 }),
    userAgent: 'test',
    clock,
  });
  assert.deepEqual(await checker.check(url('/rate')), { kind: 'status', status: 200 });
  assert.deepEqual(clock.slept, [3_000]);
  assert.deepEqual(await checker.check(url('/rate-long')), { kind: 'rate-limited', status: 429 });
  assert.deepEqual(clock.slept, [3_000], 'no wait of an hour');
  checker.close();
});

test('a host that keeps rate-limiting gets twice maxRetryAfter of waiting in all, however many links it has', async () => {
  const clock = recordingClock();
  const checker = new LinkChecker({
    settings: settings({ retries: 2, maxRetryAfter: 60_000, hostConcurrency: 1 }),
    userAgent: 'test',
    clock,
  });
  const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => checker.check(url(`/busy/${n}`))));
  checker.close();
  assert.ok(outcomes.every((o) => o.kind === 'rate-limited'));
  // Three waits of 40 s fit in 120 s; every later 429 is given up at once.
  assert.equal(
    clock.slept.reduce((a, b) => a + b, 0),
    120_000,
  );
});
