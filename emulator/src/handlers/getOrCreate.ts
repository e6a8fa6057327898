// GET /api/user (docs/user-group-service.md#operation-get-or-create): create on an unknown id, otherwise return the
// stored group unchanged.
import { groupView } from '../model';
import { newGroupToken } from '../tokens';
import { readGroupFields } from '../validation';
import type { Handler } from './types';

export const getOrCreate: Handler = async ({ environment, body, store }) => {
  const fields = readGroupFields(body);
  return store.mutate((groups) => {
    const existing = groups.find(environment, fields.user_group_id);
    if (existing) {
      return {
        changed: false,
        result: { status: 200, body: { success: 1, new_user_group: false, user_group: groupView(existing) } },
      };
    }
    const created = groups.insert({
      environment,
      token: newGroupToken(),
      name: fields.name,
      provided_id: fields.user_group_id,
      mapping: fields.mapping ?? {},
      properties: fields.properties ?? null,
    });
    return {
      changed: true,
      result: { status: 200, body: { success: 1, new_user_group: true, user_group: groupView(created) } },
    };
  });
};
