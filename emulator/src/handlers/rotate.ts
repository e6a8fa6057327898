// POST /api/user (docs/user-group-service.md#operation-rotate-token): a new token for the group holding
// `current_token`; the old one stops working at once.
import { rotatedGroupView } from '../model';
import { newGroupToken } from '../tokens';
import { requiredString } from '../validation';
import { failure, type Handler } from './types';

export const rotateToken: Handler = async ({ environment, body, store }) => {
  const token = requiredString(body, 'current_token');
  return store.mutate((groups) => {
    const group = groups.findByToken(environment, token);
    if (!group) return { changed: false, result: failure(404, 'no user group has this current_token') };
    groups.replaceToken(group, newGroupToken());
    return { changed: true, result: { status: 200, body: { success: 1, user_group: rotatedGroupView(group) } } };
  });
};
