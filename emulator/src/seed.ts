// Demo groups loaded at start (`--seed <file>`): groups that do not exist yet are created; existing ones (same
// environment and user_group_id) are left as they are, so seeding a persistent data file twice changes nothing.
import { readFileSync } from 'node:fs';
import { ENVIRONMENT_TAGS, type EnvironmentTag } from './model';
import type { GroupStore } from './store';
import { newGroupToken } from './tokens';
import { BodyError, checkDepth, isPlainObject, optionalString, readGroupFields } from './validation';

export function seedGroups(store: GroupStore, path: string): Promise<number> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the seed file ${path}: ${(error as Error).message}`);
  }
  if (!isPlainObject(data) || !Array.isArray(data.groups))
    throw new Error(`The seed file ${path} must hold {"groups": [...]}`);
  const entries = data.groups.map((item: unknown, index: number) => {
    try {
      if (!isPlainObject(item)) throw new BodyError('not an object');
      checkDepth(item, 'the entry');
      const environment = (item.environment ?? 'Customer') as EnvironmentTag;
      if (!ENVIRONMENT_TAGS.includes(environment)) throw new BodyError('"environment" must be "Customer" or "Testing"');
      return { environment, fields: readGroupFields(item), token: optionalString(item, 'token') };
    } catch (error) {
      throw new Error(`The seed file ${path}: groups[${index}]: ${(error as Error).message}`);
    }
  });
  return store.mutate((groups) => {
    let added = 0;
    for (const { environment, fields, token } of entries) {
      if (groups.find(environment, fields.user_group_id)) continue;
      groups.insert({
        environment,
        token: token ?? newGroupToken(),
        name: fields.name,
        provided_id: fields.user_group_id,
        mapping: fields.mapping ?? {},
        properties: fields.properties ?? null,
      });
      added++;
    }
    return { changed: added > 0, result: added };
  });
}
