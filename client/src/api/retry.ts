// When and how long to wait before repeating a call. Pure functions, so the policy is unit-tested without a server.

export interface RetryPolicy {
  /** Total attempts including the first; 1 disables retries. */
  maxAttempts: number;
  /** Backoff before the first retry; doubles each retry (before jitter). */
  baseDelayMs: number;
  /** Cap on one backoff wait. */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails as 'rate-limited' with the delay attached. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};

/** Statuses worth repeating for an idempotent call: the service asked us to slow down or is briefly unavailable. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * Backoff for retry number `retry` (1 = first retry): "full jitter", a random wait between 0 and the doubled base,
 * so many clients that failed together do not retry together. A server Retry-After is a floor, not a suggestion.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  const backoff = Math.floor(random() * ceiling);
  return retryAfterMs === undefined ? backoff : Math.max(retryAfterMs, Math.min(backoff, policy.maxDelayMs));
}

/**
 * Parses a Retry-After header: delta-seconds or an HTTP date. Returns milliseconds (never negative), or undefined
 * when absent or unreadable.
 */
export function parseRetryAfter(value: string | string[] | undefined, now: number = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date has a day and month name; without this, Date.parse would read "-5" as the year -5.
  if (!/^[A-Za-z]{3}, /.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
