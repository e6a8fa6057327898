// DELETE /api/user (docs/user-group-service.md#operation-delete): by user_group_id and/or current_token. 404 when
// nothing matches; 409 when both are given and they do not name the same group. `data_source_provided_id` is accepted
// (it must be a string) but not used: the emulator does not model data sources.
import { BodyError, optionalString } from '../validation';
import { failure, type Handler } from './types';

export const deleteGroup: Handler = async ({ environment, body, store }) => {
  const id = optionalString(body, 'user_group_id');
  const token = optionalString(body, 'current_token');
  optionalString(body, 'data_source_provided_id');
  if (id === undefined && token === undefined) throw new BodyError('"user_group_id" or "current_token" is required');
  return store.mutate((groups) => {
    const byId = id === undefined ? undefined : groups.find(environment, id);
    const byToken = token === undefined ? undefined : groups.findByToken(environment, token);
    if (!byId && !byToken) {
      return { changed: false, result: failure(404, 'no user group matches the given user_group_id or current_token') };
    }
    // With both given, both must name the same group: a stale token or a wrong id means the caller is confused, and
    // deleting either group would be a guess.
    if (id !== undefined && token !== undefined && byId !== byToken) {
      return {
        changed: false,
        result: failure(409, 'user_group_id and current_token do not name the same user group'),
      };
    }
    groups.remove((byId ?? byToken)!);
    return { changed: true, result: { status: 200, body: { success: 1 } } };
  });
};
