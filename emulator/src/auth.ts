// `Authorization: Token <API_TOKEN>` -> the token's environment. Each API token belongs to exactly one environment.
import { timingSafeEqual } from 'node:crypto';
import type { EnvironmentTag } from './model';

export interface ApiToken {
  token: string;
  environment: EnvironmentTag;
}

export type AuthResult = { ok: true; environment: EnvironmentTag } | { ok: false; error: string };

export function authenticate(header: string | undefined, tokens: readonly ApiToken[]): AuthResult {
  if (header === undefined || header === '')
    return { ok: false, error: 'missing Authorization header; send "Authorization: Token <API_TOKEN>"' };
  const match = /^Token (.+)$/.exec(header);
  if (!match) return { ok: false, error: 'the Authorization header must be "Token <API_TOKEN>"' };
  const presented = Buffer.from(match[1] as string);
  // Compare against every token in constant time so the answer's timing does not reveal a near match.
  let found: EnvironmentTag | undefined;
  for (const candidate of tokens) {
    const expected = Buffer.from(candidate.token);
    if (expected.length === presented.length && timingSafeEqual(expected, presented)) found = candidate.environment;
  }
  return found ? { ok: true, environment: found } : { ok: false, error: 'unknown API token' };
}
