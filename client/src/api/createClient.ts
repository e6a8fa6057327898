// The one place that builds a UserGroupClient: from what the settings and SecretStorage hold ({ baseUrl, apiToken })
// plus tuning that tests and benchmarks shorten (timeouts, retry policy, response cap).
import { version } from '../../../package.json';
import { checkBaseUrl } from './baseUrl';
import { apiTokenProblem } from './headerValue';
import { UserGroupClient, type AttemptEvent } from './client';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUTS, Transport, type TransportTimeouts } from './transport';

export interface ClientSettings {
  /** `https://…`, or `http://` on 127.0.0.1, localhost or [::1]. */
  baseUrl: string;
  /** The API token (a secret). Sent only in the Authorization header. */
  apiToken: string;
  /** Defaults to `docsite-kit/<extension version>`. */
  userAgent?: string;
}

export interface ClientOptions {
  timeouts?: Partial<TransportTimeouts>;
  retry?: Partial<RetryPolicy>;
  /** Responses above this size are refused (default 5 MB). */
  maxResponseBytes?: number;
  /** Jitter source in [0, 1); defaults to Math.random. */
  random?: () => number;
  /** Called after every attempt (for a log or a test); the event holds no token. */
  onAttempt?: (event: AttemptEvent) => void;
}

/** Thrown by createUserGroupClient for settings that cannot work; the message says what to fix. */
export class ClientSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClientSettingsError';
  }
}

export const DEFAULT_USER_AGENT = `docsite-kit/${version}`;

export function createUserGroupClient(settings: ClientSettings, options: ClientOptions = {}): UserGroupClient {
  const base = checkBaseUrl(settings.baseUrl);
  if (!base.ok) throw new ClientSettingsError(base.reason);
  if (settings.apiToken.trim() === '')
    throw new ClientSettingsError('The API token is empty. Set the API token for this environment.');
  // A line break would end the header early; a non-ASCII character is refused by undici (with the value in its
  // message) or sent as bytes the service may read differently. Same rule as Set API Token.
  const tokenProblem = apiTokenProblem(settings.apiToken);
  if (tokenProblem !== undefined) throw new ClientSettingsError(tokenProblem);
  const userAgent = settings.userAgent ?? DEFAULT_USER_AGENT;
  if (/[\r\n\0]/.test(userAgent))
    throw new ClientSettingsError('The User-Agent contains a line break or NUL character.');

  const timeouts: TransportTimeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const retry: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  if (!Number.isInteger(retry.maxAttempts) || retry.maxAttempts < 1)
    throw new ClientSettingsError('retry.maxAttempts must be an integer of at least 1.');
  const transport = new Transport(base.origin, {
    timeouts,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  });
  return new UserGroupClient({
    baseUrl: base.baseUrl,
    apiToken: settings.apiToken,
    userAgent,
    transport,
    retry,
    random: options.random ?? Math.random,
    onAttempt: options.onAttempt,
  });
}
