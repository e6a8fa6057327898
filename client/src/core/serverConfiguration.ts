// What the language server may see of the `docsite` settings section: everything except the explorer's
// `userGroups` (environment names and URLs are none of its business). Pure: unit-tested on plain Node.

export function withoutUserGroups(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (!Object.hasOwn(value, 'userGroups')) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy.userGroups;
  return copy;
}
