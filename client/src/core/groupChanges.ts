// What an update of a group would change, in words, for the confirmation shown before the first update of an
// editing session: the name, then each mapping and property entry added, changed or removed. Pure.
import type { EditableGroup } from './groupDocument';

const MAX_LISTED = 8;

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function entryChanges(
  what: 'Mapping' | 'Properties',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  if (after === null) return []; // null: left as the service has it, not sent
  if (before === null) {
    const keys = Object.keys(after);
    return [
      `${what}: set to ${keys.length === 0 ? 'none' : keys.map((key) => `${key} = ${show(after[key])}`).join(', ')} (what the service holds now is not known here)`,
    ];
  }
  const lines: string[] = [];
  for (const [key, value] of Object.entries(after)) {
    if (!Object.hasOwn(before, key)) lines.push(`${what}: ${key} added (${show(value)})`);
    else if (JSON.stringify(before[key]) !== JSON.stringify(value))
      lines.push(`${what}: ${key} changed from ${show(before[key])} to ${show(value)}`);
  }
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) lines.push(`${what}: ${key} removed`);
  return lines;
}

/** One line per change; empty when the update would send what the explorer already holds. */
export function describeGroupChanges(before: EditableGroup, after: EditableGroup): string[] {
  const lines: string[] = [];
  if (before.name !== after.name) lines.push(`Name: ${show(before.name)} → ${show(after.name)}`);
  lines.push(
    ...entryChanges('Mapping', before.mapping, after.mapping),
    ...entryChanges('Properties', before.properties, after.properties),
  );
  if (lines.length <= MAX_LISTED) return lines;
  return [...lines.slice(0, MAX_LISTED - 1), `… and ${lines.length - MAX_LISTED + 1} more change(s)`];
}
