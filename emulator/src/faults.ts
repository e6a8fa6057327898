// Switches that make the emulator misbehave on purpose, so tests can exercise the client's retries, timeouts and
// recovery. Set by CLI flags at start and changed at run time through POST /__emulator/faults.
import { isPlainObject } from './validation';

export interface Faults {
  /** Added before every /api/user answer. */
  latencyMs: number;
  /** Fraction (0..1) of /api/user requests answered 500 without applying anything. */
  failureRate: number;
  /** The next `count` /api/user requests are answered 429 with `Retry-After: retryAfterSeconds`. -1 = every request. */
  rateLimit: { count: number; retryAfterSeconds: number };
  /** The next `count` /api/user requests are answered 503 (with Retry-After when set). -1 = every request. */
  unavailable: { count: number; retryAfterSeconds?: number };
  /**
   * The next `count` /api/user requests (of `method`, when set) are applied, then the connection is destroyed
   * before any answer: a lost response.
   */
  dropResponse: { count: number; method?: string };
}

export function noFaults(): Faults {
  return {
    latencyMs: 0,
    failureRate: 0,
    rateLimit: { count: 0, retryAfterSeconds: 1 },
    unavailable: { count: 0 },
    dropResponse: { count: 0 },
  };
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'rate-limit'; retryAfterSeconds: number }
  | { kind: 'unavailable'; retryAfterSeconds?: number }
  | { kind: 'failure' };

/** Decides, and consumes, the fault for one request that reached the API (after auth). */
export function takeFault(faults: Faults, random: () => number = Math.random): FaultDecision {
  if (consume(faults.rateLimit)) return { kind: 'rate-limit', retryAfterSeconds: faults.rateLimit.retryAfterSeconds };
  if (consume(faults.unavailable))
    return { kind: 'unavailable', retryAfterSeconds: faults.unavailable.retryAfterSeconds };
  if (faults.failureRate > 0 && random() < faults.failureRate) return { kind: 'failure' };
  return { kind: 'none' };
}

/** Whether to drop the answer to this (already applied) request; consumes one when so. */
export function takeDrop(faults: Faults, method: string): boolean {
  const drop = faults.dropResponse;
  if (drop.method !== undefined && drop.method !== method) return false;
  return consume(drop);
}

function consume(counter: { count: number }): boolean {
  if (counter.count === -1) return true;
  if (counter.count <= 0) return false;
  counter.count--;
  return true;
}

/**
 * Merges a partial update (from the control endpoint or the CLI) into `faults`. Throws with a message naming the
 * field on a bad value; nothing is changed then.
 */
export function applyFaultUpdate(faults: Faults, update: unknown): Faults {
  if (!isPlainObject(update)) throw new Error('the fault update must be a JSON object');
  const next: Faults = structuredClone(faults);
  for (const [field, value] of Object.entries(update)) {
    switch (field) {
      case 'latencyMs':
        next.latencyMs = number(value, field, 0, 60_000);
        break;
      case 'failureRate':
        next.failureRate = number(value, field, 0, 1);
        break;
      case 'rateLimit': {
        const item = object(value, field);
        next.rateLimit = {
          count: count(item.count ?? next.rateLimit.count, `${field}.count`),
          retryAfterSeconds: integer(
            item.retryAfterSeconds ?? next.rateLimit.retryAfterSeconds,
            `${field}.retryAfterSeconds`,
          ),
        };
        break;
      }
      case 'unavailable': {
        const item = object(value, field);
        const retryAfter =
          item.retryAfterSeconds === undefined || item.retryAfterSeconds === null
            ? undefined
            : integer(item.retryAfterSeconds, `${field}.retryAfterSeconds`);
        next.unavailable = { count: count(item.count ?? 0, `${field}.count`), retryAfterSeconds: retryAfter };
        break;
      }
      case 'dropResponse': {
        const item = object(value, field);
        const method = item.method === undefined || item.method === null ? undefined : methodName(item.method);
        next.dropResponse = { count: count(item.count ?? 0, `${field}.count`), method };
        break;
      }
      default:
        throw new Error(`unknown fault "${field}"`);
    }
  }
  return next;
}

function number(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new Error(`"${field}" must be a number from ${min} to ${max}`);
  }
  return value;
}

function integer(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 86_400) {
    throw new Error(`"${field}" must be a whole number of seconds from 0 to 86400`);
  }
  return value;
}

function count(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < -1)
    throw new Error(`"${field}" must be a whole number (or -1 for always)`);
  return value;
}

function object(value: unknown, field: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new Error(`"${field}" must be an object`);
  return value;
}

function methodName(value: unknown): string {
  if (typeof value !== 'string' || !['GET', 'PUT', 'POST', 'DELETE'].includes(value.toUpperCase())) {
    throw new Error('"dropResponse.method" must be GET, PUT, POST or DELETE');
  }
  return value.toUpperCase();
}
