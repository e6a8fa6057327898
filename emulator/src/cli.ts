// Command-line arguments -> emulator configuration. Pure: main.ts does the side effects.
import { parseArgs } from 'node:util';
import type { ApiToken } from './auth';
import { applyFaultUpdate, noFaults, type Faults } from './faults';
import { ENVIRONMENT_TAGS, type EnvironmentTag } from './model';

export interface EmulatorConfig {
  port: number;
  dataFile?: string;
  seedFile?: string;
  tokens: ApiToken[];
  faults: Faults;
  /** 'stderr', 'none', or a file to append to. */
  log: string;
  control: boolean;
}

export const USAGE = `usage: npm run emulator -- --token <API_TOKEN>[:Customer|:Testing] [options]

  --port <n>                 port on 127.0.0.1 (default 8787; 0 picks a free one)
  --data <file>              data file, written atomically after each change (default: memory only)
  --seed <file>              create the groups listed in this JSON file if they do not exist
  --token <t>[:<tag>]        an accepted API token and its environment (repeatable; tag defaults to Customer)
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
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535`);
  const tokens = (values.token ?? []).map(parseToken);
  if (tokens.length === 0) throw new Error('give at least one --token <API_TOKEN>[:Customer|:Testing]');
  const seen = new Map<string, EnvironmentTag>();
  for (const { token, environment } of tokens) {
    if (seen.has(token) && seen.get(token) !== environment) throw new Error('one API token was given for two environments');
    seen.set(token, environment);
  }

  const update: Record<string, unknown> = {};
  if (values.latency !== undefined) update.latencyMs = Number(values.latency);
  if (values['failure-rate'] !== undefined) update.failureRate = Number(values['failure-rate']);
  if (values['rate-limit'] !== undefined) {
    const [count, seconds] = values['rate-limit'].split(':');
    update.rateLimit = { count: Number(count), retryAfterSeconds: seconds === undefined ? 1 : Number(seconds) };
  }
  if (values.unavailable !== undefined) {
    const [count, seconds] = values.unavailable.split(':');
    update.unavailable = { count: Number(count), retryAfterSeconds: seconds === undefined ? undefined : Number(seconds) };
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
    tokens,
    faults,
    log: values.log ?? 'stderr',
    control: values['no-control'] !== true,
  };
}

/** `abc` -> Customer; `abc:Testing` -> Testing. Only a known tag after the last colon counts as a tag. */
export function parseToken(text: string): ApiToken {
  const colon = text.lastIndexOf(':');
  const tag = colon === -1 ? undefined : text.slice(colon + 1);
  const known = ENVIRONMENT_TAGS.find((candidate) => candidate === tag);
  const token = known ? text.slice(0, colon) : text;
  if (token === '') throw new Error('--token must not be empty');
  if (/\s/.test(token)) throw new Error('--token must not contain spaces');
  return { token, environment: known ?? 'Customer' };
}
