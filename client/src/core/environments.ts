// Validation of user-group service environments (`docsite.userGroups.environments`): what Add Environment accepts
// and how a hand-edited settings value is read. Pure: unit-tested on plain Node.
import type { EnvironmentSetting } from '../../../shared/src/settings';
import { checkBaseUrl } from '../api/baseUrl';
import { apiTokenProblem } from '../api/headerValue';

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/;
const MAX_NAME_LENGTH = 64;

/** Returns a message saying what is wrong, or undefined when the name is fine. */
export function validateEnvironmentName(name: string, existing: readonly EnvironmentSetting[]): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Enter a name for the environment, for example "Production".';
  if (trimmed.length > MAX_NAME_LENGTH) return `Use at most ${MAX_NAME_LENGTH} characters.`;
  if (!NAME_PATTERN.test(trimmed)) {
    return 'Use letters, digits, spaces, dots, dashes and underscores, starting with a letter or digit.';
  }
  if (existing.some((env) => env.name.toLowerCase() === trimmed.toLowerCase())) {
    return `An environment named "${trimmed}" already exists.`;
  }
  return undefined;
}

/** https anywhere; plain http only for this machine (the emulator). The rule itself is checkBaseUrl's. */
export function validateBaseUrl(raw: string): string | undefined {
  const check = checkBaseUrl(raw);
  return check.ok ? undefined : check.reason;
}

/** The base URL as stored: trimmed, without a trailing slash (as checkBaseUrl normalises it). */
export function normalizeBaseUrl(raw: string): string {
  const check = checkBaseUrl(raw);
  return check.ok ? check.baseUrl : raw.trim();
}

export interface EnvironmentsReading {
  environments: EnvironmentSetting[];
  /** One line per entry that was skipped, saying why. */
  problems: string[];
}

/** Reads the settings value tolerantly: a broken entry is skipped with a reason, never a crash. */
export function readEnvironments(raw: unknown): EnvironmentsReading {
  const environments: EnvironmentSetting[] = [];
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { environments, problems };
  if (!Array.isArray(raw)) {
    return { environments, problems: ['docsite.userGroups.environments must be an array of { "name", "baseUrl" }.'] };
  }
  raw.forEach((entry: unknown, index) => {
    const where = `docsite.userGroups.environments[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${where} is not an object with "name" and "baseUrl"; skipped.`);
      return;
    }
    const { name, baseUrl } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || typeof baseUrl !== 'string') {
      problems.push(`${where} needs a string "name" and a string "baseUrl"; skipped.`);
      return;
    }
    const nameProblem = validateEnvironmentName(name, environments);
    const urlProblem = validateBaseUrl(baseUrl);
    if (nameProblem || urlProblem) {
      problems.push(`${where} ("${name}"): ${nameProblem ?? urlProblem} Skipped.`);
      return;
    }
    environments.push({ name: name.trim(), baseUrl: normalizeBaseUrl(baseUrl) });
  });
  return { environments, problems };
}

/** The active environment: the configured one if it exists, else the first; undefined when none is configured. */
export function resolveActiveEnvironment(
  environments: readonly EnvironmentSetting[],
  configured: string | undefined,
): EnvironmentSetting | undefined {
  return environments.find((env) => env.name === configured) ?? environments[0];
}

/** The API token is pasted, so catch what pasting gets wrong; its format is not published
 * (docs/user-group-service.md#authentication). It must also be sendable in `Authorization: Token <t>` (the client checks the
 * same rule before any request). */
export function validateApiToken(token: string): string | undefined {
  if (token.length === 0) return 'Paste the API token of this environment.';
  if (/\s/.test(token))
    return 'The token contains spaces or line breaks; paste only the token itself (without "Token ").';
  return apiTokenProblem(token);
}
