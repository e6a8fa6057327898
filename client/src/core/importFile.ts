// Reads the file of Import Groups: a JSON array of groups (or `{ "groups": [...] }`), each with `user_group_id`
// (or `id`), `name`, and optional `mapping` and `properties`. Every entry is checked before anything is sent, and
// every problem is reported with its index, so a bad file sends nothing. Pure: unit-tested on plain Node.
import type { UserGroupFields } from '../api/types';
import { checkMapping, checkProperties, validateGroupId, validateGroupName } from './groupInput';

export const MAX_IMPORT_GROUPS = 1000;

export type ImportParse = { ok: true; groups: UserGroupFields[] } | { ok: false; problems: string[] };

export function parseImportFile(text: string): ImportParse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`The file is not valid JSON: ${(error as Error).message}`] };
  }
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { groups?: unknown }).groups)
      ? (parsed as { groups: unknown[] }).groups
      : undefined;
  if (!list) return { ok: false, problems: ['Expected a JSON array of groups, or an object with a "groups" array.'] };
  if (list.length === 0) return { ok: false, problems: ['The file lists no groups.'] };
  if (list.length > MAX_IMPORT_GROUPS) {
    return {
      ok: false,
      problems: [`The file lists ${list.length} groups; import at most ${MAX_IMPORT_GROUPS} at a time.`],
    };
  }

  const problems: string[] = [];
  const groups: UserGroupFields[] = [];
  const seenIds = new Map<string, number>();
  list.forEach((entry, index) => {
    const where = `Entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${where}: expected an object with "user_group_id" and "name".`);
      return;
    }
    const record = entry as Record<string, unknown>;
    const id = record.user_group_id ?? record.id;
    const entryProblems: string[] = [];
    if (typeof id !== 'string') entryProblems.push('"user_group_id" must be a string');
    else {
      const idProblem = validateGroupId(id);
      if (idProblem) entryProblems.push(`"user_group_id": ${idProblem}`);
      const first = seenIds.get(id);
      if (first !== undefined) entryProblems.push(`"user_group_id" "${id}" is already used by entry ${first + 1}`);
      else seenIds.set(id, index);
    }
    if (typeof record.name !== 'string') entryProblems.push('"name" must be a string');
    else {
      const nameProblem = validateGroupName(record.name);
      if (nameProblem) entryProblems.push(`"name": ${nameProblem}`);
    }
    let mapping: Record<string, string> | undefined;
    if (record.mapping !== undefined) {
      const checked = checkMapping(record.mapping);
      if (checked.ok) mapping = checked.value;
      else entryProblems.push(checked.message);
    }
    let properties: Record<string, unknown> | undefined;
    if (record.properties !== undefined && record.properties !== null) {
      const checked = checkProperties(record.properties);
      if (checked.ok) properties = checked.value;
      else entryProblems.push(checked.message);
    }
    if (entryProblems.length > 0) {
      problems.push(`${where}: ${entryProblems.join('; ')}.`);
      return;
    }
    groups.push({ user_group_id: id as string, name: record.name as string, mapping, properties });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, groups };
}
