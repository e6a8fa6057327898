import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  retryDelayMs,
  sleep,
  type RetryPolicy,
} from '../../../client/src/api/retry';

const policy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1000, maxRetryAfterMs: 30_000 };

describe('retryDelayMs', () => {
  test('the ceiling doubles per retry (jitter at its top end)', () => {
    const top = (): number => 0.999999;
    assert.deepEqual(
      [1, 2, 3, 4].map((retry) => retryDelayMs(policy, retry, undefined, top)),
      [99, 199, 399, 799],
    );
  });

  test('the ceiling is capped at maxDelayMs', () => {
    assert.equal(
      retryDelayMs(policy, 10, undefined, () => 0.999999),
      999,
    );
  });

  test('jitter spreads waits between 0 and the ceiling', () => {
    assert.equal(
      retryDelayMs(policy, 3, undefined, () => 0),
      0,
    );
    assert.equal(
      retryDelayMs(policy, 3, undefined, () => 0.5),
      200,
    );
  });

  test("the server's Retry-After is a floor", () => {
    assert.equal(
      retryDelayMs(policy, 1, 2000, () => 0.5),
      2000,
    );
    assert.equal(
      retryDelayMs(policy, 4, 0, () => 0.5),
      400,
    );
  });

  test('defaults allow a few attempts with sub-second first waits', () => {
    assert.ok(DEFAULT_RETRY_POLICY.maxAttempts > 1 && DEFAULT_RETRY_POLICY.maxAttempts <= 5);
    assert.ok(DEFAULT_RETRY_POLICY.baseDelayMs < 1000);
  });
});

describe('parseRetryAfter', () => {
  test('reads delta-seconds', () => {
    assert.equal(parseRetryAfter('3'), 3000);
    assert.equal(parseRetryAfter(' 0 '), 0);
    assert.equal(parseRetryAfter(['5', '9']), 5000);
  });

  test('reads an HTTP date relative to now, never negative', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now), 10_000);
    assert.equal(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now), 0);
  });

  test('absent or unreadable is undefined', () => {
    assert.equal(parseRetryAfter(undefined), undefined);
    assert.equal(parseRetryAfter('soon'), undefined);
    assert.equal(parseRetryAfter('-5'), undefined);
  });
});

describe('sleep', () => {
  test('rejects with the abort reason when the signal fires', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await assert.rejects(waiting, /stop/);
  });

  test('rejects at once for an already aborted signal', async () => {
    await assert.rejects(sleep(60_000, AbortSignal.abort(new Error('already'))), /already/);
  });
});
