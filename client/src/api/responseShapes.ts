// Checks that a response body is what the published contract promises
// (docs/user-group-service.md#the-published-contract) before anything uses it, and copies only the known fields into
// fresh objects. Messages name the field and what was wrong, never the value (it could be a token).
import type { EnvironmentTag, GetOrCreateResult, UserGroup } from './types';
import { nestedDeeperThan } from '../../../shared/src/jsonDepth';

export type ShapeResult<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The parsed body of any response: `success` plus whatever else came. */
export interface Envelope {
  success: 0 | 1;
  /** The service's error text on failures, when it sent one. Untrusted: redact before showing. */
  error?: string;
  body: Record<string, unknown>;
}

const FORBIDDEN_KEYS = new Set(['__proto__']);
const ENVIRONMENT_TAGS: ReadonlySet<string> = new Set<EnvironmentTag>(['Customer', 'Testing']);

/**
 * JSON.parse, refusing a `__proto__` key anywhere. JSON.parse itself makes such a key an ordinary own property, but
 * code further on (a merge, a copy into a settings object) may not be so careful, so the response is refused whole.
 */
export function parseJsonSafely(text: string): ShapeResult<unknown> {
  let forbidden: string | undefined;
  let value: unknown;
  // A reviver makes parsing several times slower. A key can only decode to "__proto__" if the text holds it
  // literally or spells part of it with a \u escape, so ordinary answers take the fast path.
  const needsKeyCheck = text.includes('__proto__') || text.includes('\\u');
  try {
    value = needsKeyCheck
      ? JSON.parse(text, (key, item: unknown) => {
          if (FORBIDDEN_KEYS.has(key)) forbidden = key;
          return item;
        })
      : JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the body is not valid JSON' };
  }
  if (forbidden !== undefined) return { ok: false, problem: `the body contains a forbidden key "${forbidden}"` };
  return { ok: true, value };
}

export function readEnvelope(text: string): ShapeResult<Envelope> {
  if (text.trim() === '') return { ok: false, problem: 'the body is empty' };
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return parsed;
  if (!isPlainObject(parsed.value)) return { ok: false, problem: 'the body is not a JSON object' };
  const body = parsed.value;
  if (body.success !== 0 && body.success !== 1) return { ok: false, problem: '"success" is not 0 or 1' };
  const error = typeof body.error === 'string' ? body.error : undefined;
  return { ok: true, value: { success: body.success, error, body } };
}

export function readGetOrCreateResult(body: Record<string, unknown>): ShapeResult<GetOrCreateResult> {
  if (typeof body.new_user_group !== 'boolean') return { ok: false, problem: '"new_user_group" is not a boolean' };
  const group = readUserGroup(body.user_group);
  if (!group.ok) return group;
  return { ok: true, value: { newUserGroup: body.new_user_group, userGroup: group.value } };
}

export function readUserGroupResult(body: Record<string, unknown>): ShapeResult<UserGroup> {
  return readUserGroup(body.user_group);
}

export function readUserGroup(value: unknown): ShapeResult<UserGroup> {
  if (!isPlainObject(value)) return { ok: false, problem: '"user_group" is missing or not an object' };
  const { team_id, token, name, provided_id, properties, api_environment_tag } = value;
  if (typeof team_id !== 'number' || !Number.isSafeInteger(team_id)) {
    return { ok: false, problem: '"user_group.team_id" is not an integer' };
  }
  if (typeof token !== 'string' || token === '')
    return { ok: false, problem: '"user_group.token" is not a non-empty string' };
  if (typeof name !== 'string') return { ok: false, problem: '"user_group.name" is not a string' };
  if (typeof provided_id !== 'string') return { ok: false, problem: '"user_group.provided_id" is not a string' };
  if (properties !== undefined && properties !== null && !isPlainObject(properties)) {
    return { ok: false, problem: '"user_group.properties" is not an object or null' };
  }
  // Group documents, the registry and the next request all serialize properties recursively: a hostile answer
  // nested 100,000 levels deep would overflow the stack in each of them. The emulator refuses the same depth.
  if (properties !== undefined && properties !== null && nestedDeeperThan(properties, MAX_PROPERTIES_DEPTH)) {
    return { ok: false, problem: `"user_group.properties" is nested more than ${MAX_PROPERTIES_DEPTH} levels deep` };
  }
  if (
    api_environment_tag !== undefined &&
    api_environment_tag !== null &&
    !ENVIRONMENT_TAGS.has(api_environment_tag as string)
  ) {
    return { ok: false, problem: '"user_group.api_environment_tag" is not "Customer", "Testing" or null' };
  }
  const group: UserGroup = { team_id, token, name, provided_id };
  if (properties !== undefined) group.properties = properties as Record<string, unknown> | null;
  if (api_environment_tag !== undefined) group.api_environment_tag = api_environment_tag as EnvironmentTag | null;
  return { ok: true, value: group };
}

/** Deepest nesting accepted in `properties` (the emulator accepts 64 levels for a whole request body). */
export const MAX_PROPERTIES_DEPTH = 64;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
