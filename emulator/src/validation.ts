// Checks request bodies field by field. A failure is a BodyError whose message names the field (never its value,
// which may be a token); the server answers it with 400.
import { nestedDeeperThan } from '../../shared/src/jsonDepth';

export class BodyError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/** Longest `user_group_id`, `name` or token accepted. */
export const MAX_ID_LENGTH = 256;

export type Body = Record<string, unknown>;

/**
 * Deepest nesting of objects and arrays accepted in a request body (the body itself is level 1). Saving, answering
 * and every later write serialize the stored groups recursively; a group nested 100,000 levels deep made each of
 * them overflow the stack, so such a body is refused before anything is stored.
 */
export const MAX_JSON_DEPTH = 64;

export function checkDepth(value: unknown, what: string): void {
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
    throw new BodyError(
      `${what} is nested more than ${MAX_JSON_DEPTH} levels deep; the emulator accepts at most ${MAX_JSON_DEPTH}`,
    );
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requiredString(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined) throw new BodyError(`"${field}" is required`);
  return checkString(value, field);
}

export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  return value === undefined ? undefined : checkString(value, field);
}

function checkString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new BodyError(`"${field}" must be a string`);
  if (value === '') throw new BodyError(`"${field}" must not be empty`);
  if (value.length > MAX_ID_LENGTH) throw new BodyError(`"${field}" must be at most ${MAX_ID_LENGTH} characters`);
  return value;
}

/** `mapping`: an object whose values are strings (docs/user-group-service.md#request-fields). */
export function optionalMapping(body: Body): Record<string, string> | undefined {
  const value = body.mapping;
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new BodyError('"mapping" must be an object');
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw new BodyError(`"mapping.${key}" must be a string`);
  }
  return { ...(value as Record<string, string>) };
}

/** `properties`: any JSON object. */
export function optionalProperties(body: Body): Record<string, unknown> | undefined {
  const value = body.properties;
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new BodyError('"properties" must be an object');
  return value;
}

/** The fields get-or-create and update share. */
export interface GroupFields {
  name: string;
  user_group_id: string;
  mapping?: Record<string, string>;
  properties?: Record<string, unknown>;
}

export function readGroupFields(body: Body): GroupFields {
  return {
    user_group_id: requiredString(body, 'user_group_id'),
    name: requiredString(body, 'name'),
    mapping: optionalMapping(body),
    properties: optionalProperties(body),
  };
}
