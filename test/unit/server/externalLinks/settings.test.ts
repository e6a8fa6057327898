// The pure decisions of the external-link check: URL preparation, cache freshness, retry timing, findings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HostScheduler, type Clock } from '../../../../server/src/host/externalLinks/hostScheduler';
import { findingOf } from '../../../../server/src/service/externalLinks/findings';
import {
  DEFAULT_EXTERNAL_LINK_SETTINGS,
  isCacheable,
  isFresh,
  parseDuration,
  parseRetryAfter,
  prepareUrl,
  retryDelay,
  RETRY_BASE_DELAY,
  type LinkOutcome,
} from '../../../../server/src/service/externalLinks/settings';

const HOUR = 3600_000;

test('a URL is requested without fragment or credentials, remapped in order, then excluded', () => {
  assert.deepEqual(prepareUrl('https://user:secret@example.com/a#part', DEFAULT_EXTERNAL_LINK_SETTINGS), {
    kind: 'check',
    url: 'https://example.com/a',
  });
  const settings = {
    exclude: [/^https:\/\/skip\./],
    remap: [
      { from: /^https:\/\/old\.example\.com\//, to: 'https://new.example.com/' },
      { from: /^https:\/\/new\.example\.com\/private/, to: 'https://skip.example.com/' },
    ],
  };
  assert.deepEqual(prepareUrl('https://old.example.com/page', settings), {
    kind: 'check',
    url: 'https://new.example.com/page',
  });
  assert.deepEqual(
    prepareUrl('https://old.example.com/private/x', settings),
    { kind: 'excluded' },
    "the second remap sees the first one's result",
  );
  assert.equal(prepareUrl('https://exa mple.com/', settings).kind, 'invalid');
  assert.equal(
    prepareUrl('https://example.com/', {
      exclude: [],
      remap: [{ from: /^https:\/\/example\.com/, to: 'ftp://example.com' }],
    }).kind,
    'invalid',
  );
});

test('a good result stays fresh for maxAge, a failure for failureMaxAge, a future entry never', () => {
  const settings = { maxAge: 24 * HOUR, failureMaxAge: HOUR };
  const now = 1_000 * HOUR;
  const good = { outcome: { kind: 'status', status: 200 } as const, checkedAt: now - 23 * HOUR };
  assert.equal(isFresh(good, now, settings), true);
  assert.equal(isFresh({ ...good, checkedAt: now - 25 * HOUR }, now, settings), false);
  const failed = { outcome: { kind: 'status', status: 404 } as const, checkedAt: now - 2 * HOUR };
  assert.equal(isFresh(failed, now, settings), false);
  assert.equal(isFresh({ ...failed, checkedAt: now - HOUR / 2 }, now, settings), true);
  assert.equal(isFresh({ ...good, checkedAt: now + 1000 }, now, settings), false);
  assert.equal(
    isFresh({ outcome: { kind: 'network', code: 'ECONNRESET' }, checkedAt: now - 10 }, now, {
      maxAge: 5,
      failureMaxAge: HOUR,
    }),
    false,
    'a failure never outlives maxAge',
  );
});

test('durations need their unit', () => {
  assert.equal(parseDuration('1d'), 24 * HOUR);
  assert.equal(parseDuration('250ms'), 250);
  assert.equal(parseDuration('90'), undefined);
  assert.equal(parseDuration('1 week'), undefined);
});

test('retries back off exponentially, follow Retry-After within the bound, and stop after the last one', () => {
  const settings = { retries: 3, maxRetryAfter: 60_000 };
  assert.deepEqual(
    [0, 1, 2, 3].map((attempt) => retryDelay(attempt, undefined, settings)),
    [RETRY_BASE_DELAY, 2 * RETRY_BASE_DELAY, 4 * RETRY_BASE_DELAY, undefined],
  );
  assert.equal(retryDelay(0, 5_000, settings), 5_000);
  assert.equal(retryDelay(0, 120_000, settings), undefined, 'a longer wait than allowed is not waited for');
  const now = Date.parse('2026-01-01T00:00:00Z');
  assert.equal(parseRetryAfter('7', now), 7_000);
  assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now), 30_000);
  assert.equal(parseRetryAfter('soon', now), undefined);
});

/** A clock that moves only when asked to sleep: the scheduler's waits are measured, not slept. */
function fakeClock(): Clock & { starts: number[] } {
  let time = 0;
  const clock = {
    starts: [] as number[],
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
  return clock;
}

test('requests to one host start at least hostInterval apart, and a Retry-After pauses the host', async () => {
  const clock = fakeClock();
  const scheduler = new HostScheduler({ concurrency: 8, hostConcurrency: 1, hostInterval: 100 }, clock);
  await Promise.all([1, 2, 3].map(() => scheduler.run('a.example', async () => void clock.starts.push(clock.now()))));
  assert.deepEqual(clock.starts, [0, 100, 200]);
  scheduler.pause('a.example', 5_000);
  await scheduler.run('a.example', async () => void clock.starts.push(clock.now()));
  assert.equal(clock.starts[3], 200 + 5_000);
  await scheduler.run('b.example', async () => void clock.starts.push(clock.now()));
  assert.equal(clock.starts[4], clock.starts[3], 'another host is not held back');
});

/** The most requests in flight at once, overall and to one host, for `count` requests over `hosts` hosts. */
async function peaks(
  limits: { concurrency: number; hostConcurrency: number },
  count: number,
  hosts: number,
): Promise<{ overall: number; perHost: number }> {
  const scheduler = new HostScheduler({ ...limits, hostInterval: 0 }, fakeClock());
  let inFlight = 0;
  const byHost = new Map<string, number>();
  const peak = { overall: 0, perHost: 0 };
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const host = `h${i % hosts}`;
      return scheduler.run(host, async () => {
        inFlight++;
        byHost.set(host, (byHost.get(host) ?? 0) + 1);
        peak.overall = Math.max(peak.overall, inFlight);
        peak.perHost = Math.max(peak.perHost, byHost.get(host)!);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        byHost.set(host, byHost.get(host)! - 1);
      });
    }),
  );
  return peak;
}

test('no more requests in flight than the global and the per-host limits', async () => {
  assert.deepEqual(await peaks({ concurrency: 3, hostConcurrency: 100 }, 40, 10), { overall: 3, perHost: 1 });
  assert.deepEqual(await peaks({ concurrency: 100, hostConcurrency: 2 }, 40, 2), { overall: 4, perHost: 2 });
});

test('only a 404/410 or a host that does not exist is an error; a bot wall or rate limit is a note', () => {
  const url = 'https://example.com/';
  assert.equal(findingOf({ kind: 'status', status: 200 }, url), undefined);
  assert.equal(findingOf({ kind: 'status', status: 404 }, url)?.code, 'external-link-broken');
  assert.equal(findingOf({ kind: 'status', status: 410 }, url)?.code, 'external-link-broken');
  assert.equal(findingOf({ kind: 'network', code: 'ENOTFOUND' }, url)?.code, 'external-link-broken');
  assert.equal(
    findingOf({ kind: 'network', code: 'ENOTFOUND' }, url, false)?.code,
    'external-link-not-checked',
    'without DNS, no name resolves',
  );
  assert.equal(findingOf({ kind: 'status', status: 503 }, url)?.code, 'external-link-unreachable');
  assert.equal(findingOf({ kind: 'redirect-loop', url }, url)?.code, 'external-link-unreachable');
  assert.equal(findingOf({ kind: 'status', status: 403 }, url)?.code, 'external-link-not-checked');
  assert.equal(findingOf({ kind: 'rate-limited', status: 429 }, url)?.code, 'external-link-not-checked');
  assert.match(findingOf({ kind: 'status', status: 404 }, url)!.message, /404 Not Found/);
});

test('a failed name lookup is cached only when some name resolved in the run; every other answer always', () => {
  const notFound: LinkOutcome = { kind: 'network', code: 'ENOTFOUND' };
  assert.equal(isCacheable(notFound, true), true);
  assert.equal(isCacheable(notFound, false), false);
  assert.equal(isCacheable({ kind: 'network', code: 'EAI_AGAIN' }, false), false);
  assert.equal(isCacheable({ kind: 'network', code: 'ECONNRESET' }, false), true);
  assert.equal(isCacheable({ kind: 'status', status: 404 }, false), true);
});
