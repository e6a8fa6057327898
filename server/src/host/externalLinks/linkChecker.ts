// Checks external URLs over HTTP(S) with Node's own client: HEAD first (no body), GET when HEAD is refused or
// answers an error (some servers mishandle HEAD; GET is what a reader's browser sends), redirects followed up to the
// browsers' limit with loops detected, retries with backoff for network errors, 5xx and 429 (`Retry-After`
// honoured, up to a bound), per-host and global limits from the scheduler. No body is read: a GET's response is
// dropped with its socket once the status line and headers are in. Nothing identifying is sent: no cookies, no
// Authorization, no user name or password from a URL, a fixed User-Agent naming the tool.
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  isRetryableNetworkError,
  isRetryableStatus,
  parseRetryAfter,
  retryDelay,
  type ExternalLinkSettings,
  type LinkOutcome,
} from '../../service/externalLinks/settings';
import {
  AddressRefusedError,
  guardedLookup,
  literalNonPublicHost,
  mayConnect,
  type LookupFunction,
} from './addressPolicy';
import { HostScheduler, SYSTEM_CLOCK, type Clock } from './hostScheduler';

export interface LinkCheckerOptions {
  settings: ExternalLinkSettings;
  userAgent: string;
  clock?: Clock;
  /** Name resolution (dns.lookup by default); every answer still goes through the address policy. */
  lookup?: LookupFunction;
}

type Answer =
  { status: number; location?: string; retryAfter?: string } | { error: string; host?: string; address?: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class LinkChecker {
  /** Requests sent so far (every attempt, every redirect hop). */
  requestsSent = 0;
  /** Host names looked up with an answer: none in a run that looked some up means no working DNS here, so a "no
   * such name" says nothing about the link. */
  namesResolved = 0;
  namesLookedUp = 0;
  private readonly scheduler: HostScheduler;
  private readonly clock: Clock;
  private readonly resolve: LookupFunction;
  private readonly agents: { http: http.Agent; https: https.Agent };
  private readonly pending = new Map<string, Promise<LinkOutcome>>();
  /** Time each host has asked to be left alone so far (ms). */
  private readonly hostWaits = new Map<string, number>();

  constructor(private readonly options: LinkCheckerOptions) {
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.scheduler = new HostScheduler(options.settings, this.clock);
    const resolve = options.lookup ?? (dnsLookup as unknown as LookupFunction);
    this.resolve = (hostname, lookupOptions, callback) => {
      this.namesLookedUp++;
      resolve(hostname, lookupOptions, (error, addresses, family) => {
        if (!error) this.namesResolved++;
        callback(error, addresses, family);
      });
    };
    const pool = {
      keepAlive: true,
      maxSockets: Math.max(1, options.settings.hostConcurrency),
      scheduling: 'fifo' as const,
    };
    this.agents = { http: new http.Agent(pool), https: new https.Agent(pool) };
  }

  /** The outcome for a URL (as prepareUrl gives it); one check per URL however often it is asked for. */
  check(url: string): Promise<LinkOutcome> {
    let outcome = this.pending.get(url);
    if (!outcome) this.pending.set(url, (outcome = this.follow(url)));
    return outcome;
  }

  /** Whether name resolution works on this machine, as far as this run saw. */
  get dnsWorks(): boolean {
    return this.namesResolved > 0 || this.namesLookedUp === 0;
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private async follow(url: string): Promise<LinkOutcome> {
    // Only the host the link itself names may be a non-public one; a redirect elsewhere may not.
    const allowedHost = literalNonPublicHost(new URL(url).hostname);
    const visited = new Set([url]);
    let current = url;
    let method: 'HEAD' | 'GET' = 'HEAD';
    for (let redirects = 0; ;) {
      const answer = await this.ask(current, method, allowedHost);
      if ('kind' in answer) return answer;
      const { status, location } = answer;
      if (REDIRECTS.has(status) && location !== undefined) {
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          return { kind: 'status', status: 502 };
        }
        // A redirect to another scheme (mailto:, an app link) is where a browser hands over: nothing more to check.
        if (next.protocol !== 'http:' && next.protocol !== 'https:') return { kind: 'status', status };
        next.hash = '';
        next.username = '';
        next.password = '';
        if (visited.has(next.href)) return { kind: 'redirect-loop', url: next.href };
        if (++redirects > this.options.settings.maxRedirects) return { kind: 'too-many-redirects', url: next.href };
        visited.add(next.href);
        current = next.href;
        continue;
      }
      if (method === 'HEAD' && status >= 400 && status !== 429) {
        method = 'GET';
        continue;
      }
      return { kind: 'status', status };
    }
  }

  /** One request with its retries: the answer to act on, or the outcome that ends the check. */
  private async ask(
    url: string,
    method: 'HEAD' | 'GET',
    allowedHost: string | undefined,
  ): Promise<{ status: number; location?: string } | LinkOutcome> {
    const { settings } = this.options;
    const host = new URL(url).host;
    for (let attempt = 0; ; attempt++) {
      const answer = await this.scheduler.run(host, () => this.send(url, method, allowedHost));
      if ('error' in answer) {
        if (answer.error === 'EADDRREFUSED')
          return { kind: 'address-refused', host: answer.host ?? host, address: answer.address ?? '' };
        const delay = isRetryableNetworkError(answer.error) ? retryDelay(attempt, undefined, settings) : undefined;
        if (delay === undefined) return { kind: 'network', code: answer.error };
        await this.clock.sleep(delay);
        continue;
      }
      // A failing HEAD goes on to GET at once rather than being retried: the GET gets the retries.
      if (isRetryableStatus(answer.status) && (method === 'GET' || answer.status === 429)) {
        const retryAfter = parseRetryAfter(answer.retryAfter, this.clock.now());
        let delay = retryDelay(attempt, retryAfter, settings);
        // A host that keeps rate-limiting gets twice maxRetryAfter of waiting in all, not that much per link: a
        // hundred links to one busy host must not hold a run for an hour.
        const waited = this.hostWaits.get(host) ?? 0;
        if (delay !== undefined && retryAfter !== undefined && waited + delay > 2 * settings.maxRetryAfter)
          delay = undefined;
        if (delay !== undefined && retryAfter !== undefined) this.hostWaits.set(host, waited + delay);
        if (delay !== undefined) {
          // The whole host waits, not only this URL: the next request to it would be told the same.
          if (retryAfter !== undefined) this.scheduler.pause(host, delay);
          else await this.clock.sleep(delay);
          continue;
        }
        if (answer.status === 429) return { kind: 'rate-limited', status: 429 };
      }
      return answer;
    }
  }

  private send(url: string, method: 'HEAD' | 'GET', allowedHost: string | undefined): Promise<Answer> {
    const target = new URL(url);
    const hostname = target.hostname.replace(/^\[|\]$/g, '');
    // A literal address connects without a lookup, and a pooled socket to `localhost` would skip it too: both are
    // judged here, before anything is sent.
    if (
      isIP(hostname) !== 0
        ? !mayConnect(hostname, hostname, allowedHost)
        : literalNonPublicHost(hostname) !== undefined && literalNonPublicHost(hostname) !== allowedHost
    ) {
      return Promise.resolve({ error: 'EADDRREFUSED', host: hostname, address: hostname });
    }
    this.requestsSent++;
    const secure = target.protocol === 'https:';
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const finish = (answer: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const request = (secure ? https : http).request(
        target,
        {
          method,
          agent: secure ? this.agents.https : this.agents.http,
          lookup: guardedLookup(this.resolve, allowedHost) as unknown as typeof dnsLookup,
          headers: {
            'user-agent': this.options.userAgent,
            accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
            'accept-encoding': 'identity',
          },
        },
        (response) => {
          const location = response.headers.location;
          const retryAfter = response.headers['retry-after'];
          // The body is never read: a HEAD has none (its socket goes back to the pool), a GET's is dropped.
          if (method === 'HEAD') response.resume();
          else response.destroy();
          finish({ status: response.statusCode ?? 0, location, retryAfter });
        },
      );
      const timer = setTimeout(
        () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
        this.options.settings.timeout,
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error instanceof AddressRefusedError)
          finish({ error: 'EADDRREFUSED', host: error.hostname, address: error.address });
        else finish({ error: error.code ?? 'ECONNRESET' });
      });
      request.end();
    });
  }
}
