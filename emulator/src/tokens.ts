// Group tokens: long, random, URL-safe, with a prefix so a leaked one is recognisable.
import { randomBytes } from 'node:crypto';

export const GROUP_TOKEN_PREFIX = 'ugt_';

export function newGroupToken(): string {
  return GROUP_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}
