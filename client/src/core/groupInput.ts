// Validation of what a user types for a group (Look Up or Create Group, the edit document, the import file).
// The rule for ids follows the service's (docs/user-group-service.md): a non-empty string of at most 256
// characters. On top of that the explorer refuses what the service would store but nobody means: spaces at either
// end and control characters (C0, DEL, C1, line and paragraph separators), and it points out a space inside an id
// (allowed, but usually a typo for a dash). Pure: unit-tested on plain Node.

export const MAX_GROUP_ID_LENGTH = 256;
export const MAX_GROUP_NAME_LENGTH = 256;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function validateGroupId(id: string): string | undefined {
  if (id.length === 0) return 'Enter the group id (your own id for the group, e.g. "acme-corp").';
  if (id.trim() !== id) return 'Remove the spaces at the start or end of the id.';
  if (id.length > MAX_GROUP_ID_LENGTH) return `Use at most ${MAX_GROUP_ID_LENGTH} characters (the service's limit).`;
  if (CONTROL_CHARACTERS.test(id)) return 'The id contains a control character (tab, newline …); remove it.';
  return undefined;
}

/** A remark on a valid id that is probably not what was meant (shown as information, not an error). */
export function groupIdNote(id: string): string | undefined {
  return /\s/.test(id)
    ? `The id contains a space: it is allowed, but ids are usually written like "acme-corp". The group is looked up or created under exactly "${id}".`
    : undefined;
}

export function validateGroupName(name: string): string | undefined {
  if (name.trim().length === 0) return 'Enter a name for the group.';
  if (name.length > MAX_GROUP_NAME_LENGTH) return `Use at most ${MAX_GROUP_NAME_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(name)) return 'The name contains a control character (tab, newline …); remove it.';
  return undefined;
}

export type JsonObjectResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Checks a parsed value is a mapping: an object whose values are all strings
 * (docs/user-group-service.md#request-fields). */
export function checkMapping(value: unknown): JsonObjectResult<Record<string, string>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'The mapping must be a JSON object such as {"schema-id": "data-source-id"}.' };
  }
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') {
      return {
        ok: false,
        message: `Mapping entry "${key}" must be a string (a data source id), not ${describe(entry)}.`,
      };
    }
  }
  return { ok: true, value: value as Record<string, string> };
}

export function checkProperties(value: unknown): JsonObjectResult<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'The properties must be a JSON object such as {"region": "emea"}.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** Parses the optional JSON typed into an input box; an empty box means "none" ({}). */
export function parseOptionalObject<T>(
  text: string,
  what: 'mapping' | 'properties',
  check: (value: unknown) => JsonObjectResult<T>,
): JsonObjectResult<T | undefined> {
  if (text.trim().length === 0) return { ok: true, value: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The ${what} is not valid JSON: ${(error as Error).message}` };
  }
  return check(parsed);
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
