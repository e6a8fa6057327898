// The settings of the external-link check (`externalLinks` in `.docsiterc.json`) and what they decide before any
// request: which URL is checked (remapped, excluded, without the parts a server never sees), when a cached result is
// still good, and how long to wait before trying again. Pure: the checker that sends requests lives with the host.

export interface Remap {
  /** A regular expression matched against the whole URL. */
  from: RegExp;
  /** Its replacement (`$1` … refer to the groups of `from`). */
  to: string;
}

export interface ExternalLinkSettings {
  /** URLs matching one of these (after remapping) are not checked. */
  exclude: readonly RegExp[];
  /** Applied in order, each to the result of the one before. */
  remap: readonly Remap[];
  /** How long a good result stays in the cache (ms). */
  maxAge: number;
  /** How long a failure stays in the cache (ms): failures are re-checked sooner. */
  failureMaxAge: number;
  /** Requests in flight at once, over all hosts. */
  concurrency: number;
  /** Requests in flight at once to one host. */
  hostConcurrency: number;
  /** The least time between the starts of two requests to one host (ms). */
  hostInterval: number;
  /** Time allowed for one request, from connecting to the response's status line (ms). */
  timeout: number;
  /** Further attempts after a network error, a timeout, a 5xx or a 429. */
  retries: number;
  /** The longest `Retry-After` waited for (ms); a server asking for longer is left "not checked". */
  maxRetryAfter: number;
  /** Redirects followed before giving up; browsers stop at 20. */
  maxRedirects: number;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;

export const DEFAULT_EXTERNAL_LINK_SETTINGS: ExternalLinkSettings = {
  exclude: [],
  remap: [],
  maxAge: 24 * HOUR,
  failureMaxAge: HOUR,
  concurrency: 32,
  hostConcurrency: 4,
  hostInterval: 0,
  timeout: 10 * SECOND,
  retries: 2,
  maxRetryAfter: 60 * SECOND,
  maxRedirects: 20,
};

/** The first retry waits this long; each later one twice as long as the one before. */
export const RETRY_BASE_DELAY = 500;

/** `250ms`, `10s`, `5m`, `12h`, `1d` in milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,9})(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) return undefined;
  const unit = { ms: 1, s: SECOND, m: 60 * SECOND, h: HOUR, d: 24 * HOUR }[match[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export type PreparedUrl =
  | { kind: 'check'; url: string }
  | { kind: 'excluded' }
  /** Not an absolute http(s) URL once remapped (a remap to a local path, or a malformed host). */
  | { kind: 'invalid'; reason: string };

/** Whether a link target as written is one for this check: an absolute http or https URL. */
export function isExternalUrl(target: string): boolean {
  return /^https?:\/\//i.test(target.trim());
}

/**
 * The URL to request for a link: remapped, then excluded or kept. What is requested has no fragment (a browser never
 * sends it) and no user name or password (a page's credentials are never sent anywhere), so two links that differ
 * only there are one check and one cache entry.
 */
export function prepareUrl(target: string, settings: Pick<ExternalLinkSettings, 'exclude' | 'remap'>): PreparedUrl {
  let url = target.trim();
  for (const { from, to } of settings.remap) url = url.replace(from, to);
  if (settings.exclude.some((pattern) => pattern.test(url))) return { kind: 'excluded' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'invalid', reason: `"${url}" is not a valid URL` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { kind: 'invalid', reason: `"${url}" is not an http or https URL` };
  parsed.hash = '';
  parsed.username = '';
  parsed.password = '';
  return { kind: 'check', url: parsed.href };
}

/** What one check of a URL found (kept in the cache, so plain data). */
export type LinkOutcome =
  /** The final answer, after redirects. */
  | { kind: 'status'; status: number }
  /** No answer: a network or TLS error code (ENOTFOUND, ECONNRESET, ETIMEDOUT, CERT_HAS_EXPIRED …). */
  | { kind: 'network'; code: string }
  | { kind: 'redirect-loop'; url: string }
  | { kind: 'too-many-redirects'; url: string }
  /** The host resolved to a non-public address the link does not name; nothing was sent. */
  | { kind: 'address-refused'; host: string; address: string }
  /** The server kept answering 429, or asked to wait longer than allowed. */
  | { kind: 'rate-limited'; status: number };

export interface CacheEntry {
  outcome: LinkOutcome;
  /** When the check finished (ms since the epoch). */
  checkedAt: number;
}

/** Whether an outcome is a good result (kept for maxAge; anything else for failureMaxAge). */
export function isGoodOutcome(outcome: LinkOutcome): boolean {
  return outcome.kind === 'status' && outcome.status < 400;
}

/** Whether an answer is worth keeping in the cache: a failed name lookup in a run where no name resolved at all (a
 * machine without working DNS) says nothing about the link. */
export function isCacheable(outcome: LinkOutcome, dnsWorks: boolean): boolean {
  return dnsWorks || outcome.kind !== 'network' || (outcome.code !== 'ENOTFOUND' && outcome.code !== 'EAI_AGAIN');
}

/** Whether a cached result can stand in for a new check at `now`. */
export function isFresh(
  entry: CacheEntry,
  now: number,
  settings: Pick<ExternalLinkSettings, 'maxAge' | 'failureMaxAge'>,
): boolean {
  const age = now - entry.checkedAt;
  // A clock set back (or an entry from the future) is not trusted.
  if (age < 0) return false;
  return age < (isGoodOutcome(entry.outcome) ? settings.maxAge : Math.min(settings.failureMaxAge, settings.maxAge));
}

/**
 * `Retry-After` in milliseconds from `now`: delay-seconds or an HTTP date. Undefined when absent or unreadable (the
 * usual backoff applies then).
 */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * SECOND;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * How long to wait before attempt `attempt + 1` (attempt 0 is the first request) after a retryable failure, or
 * undefined to stop: after `retries` further attempts, or when the server asks for a longer wait than allowed.
 * The server's `Retry-After` wins over the backoff when it gives one.
 */
export function retryDelay(
  attempt: number,
  retryAfter: number | undefined,
  settings: Pick<ExternalLinkSettings, 'retries' | 'maxRetryAfter'>,
): number | undefined {
  if (attempt >= settings.retries) return undefined;
  if (retryAfter !== undefined) return retryAfter <= settings.maxRetryAfter ? retryAfter : undefined;
  return RETRY_BASE_DELAY * 2 ** attempt;
}

/** Whether a status is worth asking again for: the server's trouble (5xx) or its rate limit (429). */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Whether a network error may pass on a second try. A refused address or a bad certificate will not. */
export function isRetryableNetworkError(code: string): boolean {
  return [
    'ECONNRESET',
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EPIPE',
    'EAI_AGAIN',
    'ENOTFOUND',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ECONNABORTED',
    'HPE_INVALID_CONSTANT',
    'ERR_STREAM_PREMATURE_CLOSE',
    'UND_ERR_SOCKET',
  ].includes(code);
}

/** How the link checker names itself to the servers it asks (the CLI adds its version): the same product name from CI
 * and the editor, so a server that lets one in lets the other in too; nothing about the machine or the user. */
export function linkCheckerUserAgent(version?: string): string {
  return `docsite-check${version ? `/${version}` : ''} (link checker; +https://github.com/docsite-kit/docsite-kit)`;
}
