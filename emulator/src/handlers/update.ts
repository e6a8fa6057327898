// PUT /api/user (docs/user-group-service.md#operation-update): `name` is replaced; `mapping` and `properties` are
// replaced when sent, kept when absent.
import { groupView } from '../model';
import { readGroupFields } from '../validation';
import { failure, type Handler } from './types';

export const update: Handler = async ({ environment, body, store }) => {
  const fields = readGroupFields(body);
  return store.mutate((groups) => {
    const group = groups.find(environment, fields.user_group_id);
    if (!group)
      return {
        changed: false,
        result: failure(404, `no user group with this user_group_id in the ${environment} environment`),
      };
    group.name = fields.name;
    if (fields.mapping !== undefined) group.mapping = fields.mapping;
    if (fields.properties !== undefined) group.properties = fields.properties;
    return { changed: true, result: { status: 200, body: { success: 1, user_group: groupView(group) } } };
  });
};
