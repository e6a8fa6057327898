// Command-line arguments -> emulator configuration. Pure: main.ts does the side effects.
import { parseArgs } from 'node:util';
import type { ApiToken } from './auth';
import { applyFaultUpdate, noFaults, type Faults } from './faults';
import { ENVIRONMENT_TAGS, type EnvironmentTag } from './model';

export interface EmulatorConfig {
  port: number;
  dataFile?: string;
  seedFile?: string;
  /** Where the API tokens are read from: a file path, or `-` for stdin (never the command line: see parseTokenList). */
  tokensFrom: string;
  faults: Faults;
  /** 'stderr', 'none', or a file to append to. */
  log: string;
  control: boolean;
}

export const USAGE = `usage: npm run emulator -- --tokens <file|-> [options]

  --tokens <file|->          the accepted API tokens, one per line as <token>[:Customer|:Testing] (tag defaults to
                             Customer; blank lines and lines starting with # are skipped); - reads them from stdin
  --port <n>                 port on 127.0.0.1 (default 8787; 0 picks a free one)
  --data <file>              data file, written atomically after each change (default: memory only)
  --seed <file>              create the groups listed in this JSON file if they do not exist
  --log <file|stderr|none>   request log destination (default stderr)
  --no-control               do not serve the /__emulator/* control endpoint
  --latency <ms>             fault: delay every API answer
  --failure-rate <0..1>      fault: answer this fraction of API requests with 500
  --rate-limit <n>[:<s>]     fault: answer the next n API requests 429 with Retry-After s (n = -1: all)
  --unavailable <n>[:<s>]    fault: answer the next n API requests 503 (with Retry-After s if given)
  --drop-response <n>[:<M>]  fault: apply the next n API requests (of method M) but drop the connection unanswered`;

export function parseCli(argv: readonly string[]): EmulatorConfig {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      seed: { type: 'string' },
      tokens: { type: 'string' },
      // Refused with an explanation (below), not as an unknown flag.
      token: { type: 'string', multiple: true },
      log: { type: 'string' },
      'no-control': { type: 'boolean' },
      latency: { type: 'string' },
      'failure-rate': { type: 'string' },
      'rate-limit': { type: 'string' },
      unavailable: { type: 'string' },
      'drop-response': { type: 'string' },
    },
  });
  const port = values.port === undefined ? 8787 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a whole number from 0 to 65535`);
  if (values.token !== undefined) {
    // Any local user can read a process's command line (/proc/<pid>/cmdline, ps), so a token there is a leak.
    throw new Error(
      '--token is not accepted: a token on the command line is readable by every user of this machine. Put the tokens in a file (one per line) and pass --tokens <file>, or pipe them in with --tokens -',
    );
  }
  if (values.tokens === undefined || values.tokens === '')
    throw new Error(
      'give the API tokens with --tokens <file> (one <API_TOKEN>[:Customer|:Testing] per line) or --tokens - (stdin)',
    );

  const update: Record<string, unknown> = {};
  if (values.latency !== undefined) update.latencyMs = Number(values.latency);
  if (values['failure-rate'] !== undefined) update.failureRate = Number(values['failure-rate']);
  if (values['rate-limit'] !== undefined) {
    const [count, seconds] = values['rate-limit'].split(':');
    update.rateLimit = { count: Number(count), retryAfterSeconds: seconds === undefined ? 1 : Number(seconds) };
  }
  if (values.unavailable !== undefined) {
    const [count, seconds] = values.unavailable.split(':');
    update.unavailable = {
      count: Number(count),
      retryAfterSeconds: seconds === undefined ? undefined : Number(seconds),
    };
  }
  if (values['drop-response'] !== undefined) {
    const [count, method] = values['drop-response'].split(':');
    update.dropResponse = { count: Number(count), method };
  }
  let faults: Faults;
  try {
    faults = applyFaultUpdate(noFaults(), update);
  } catch (error) {
    throw new Error(`fault flag: ${(error as Error).message}`);
  }

  return {
    port,
    dataFile: values.data,
    seedFile: values.seed,
    tokensFrom: values.tokens,
    faults,
    log: values.log ?? 'stderr',
    control: values['no-control'] !== true,
  };
}

/**
 * The text of a tokens file (or of stdin): one `<token>[:Customer|:Testing]` per line; blank lines and `#` comments
 * are skipped. Messages name the line, never the token.
 */
export function parseTokenList(text: string, source: string): ApiToken[] {
  const tokens: ApiToken[] = [];
  const seen = new Map<string, EnvironmentTag>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    let parsed: ApiToken;
    try {
      parsed = parseToken(line);
    } catch (error) {
      throw new Error(`${source}, line ${index + 1}: ${(error as Error).message}`);
    }
    if (seen.has(parsed.token) && seen.get(parsed.token) !== parsed.environment) {
      throw new Error(`${source}, line ${index + 1}: this API token was already given for another environment`);
    }
    seen.set(parsed.token, parsed.environment);
    tokens.push(parsed);
  });
  if (tokens.length === 0)
    throw new Error(`${source} holds no API token; write one <API_TOKEN>[:Customer|:Testing] per line`);
  return tokens;
}

/** `abc` -> Customer; `abc:Testing` -> Testing. Only a known tag after the last colon counts as a tag. */
export function parseToken(text: string): ApiToken {
  const colon = text.lastIndexOf(':');
  const tag = colon === -1 ? undefined : text.slice(colon + 1);
  const known = ENVIRONMENT_TAGS.find((candidate) => candidate === tag);
  const token = known ? text.slice(0, colon) : text;
  if (token === '') throw new Error('the token is empty');
  // What a client can send in `Authorization: Token <t>`: visible ASCII only.
  if (!/^[\x21-\x7e]+$/.test(token)) throw new Error('the token must be visible ASCII characters only (no spaces)');
  return { token, environment: known ?? 'Customer' };
}
