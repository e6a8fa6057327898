// Validation of user-group service environments (`docsite.userGroups.environments`): what Add Environment accepts
// and how a hand-edited settings value is read. Pure: unit-tested on plain Node.
import type { EnvironmentSetting } from '../../../shared/src/settings';
import { trimTrailingSlashes } from '../../../shared/src/slashes';

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

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** https anywhere; plain http only for this machine (the emulator), where no token crosses a network. */
export function validateBaseUrl(raw: string): string | undefined {
  const text = raw.trim();
  if (text.length === 0) return 'Enter the base URL of the service, for example https://analytics.example.com.';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not a URL. Include the scheme, for example https://analytics.example.com.`;
  }
  if (url.protocol === 'https:') {
    // fall through to the shared checks below
  } else if (url.protocol === 'http:') {
    if (!isLoopbackHost(url.hostname)) {
      return 'Use https: plain http would send the API token unencrypted. (http is allowed only for localhost.)';
    }
  } else {
    return `Use an https URL (got "${url.protocol}").`;
  }
  if (url.username || url.password) return 'Do not put credentials in the URL; set the API token instead.';
  if (url.search || url.hash) return 'Leave out the query and fragment: the explorer adds /api/user itself.';
  return undefined;
}

/** The base URL as stored: trimmed, without a trailing slash. */
export function normalizeBaseUrl(raw: string): string {
  return trimTrailingSlashes(raw.trim());
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

/** The API token is pasted, so catch what pasting gets wrong; its format is not published (SPEC part 5). */
export function validateApiToken(token: string): string | undefined {
  if (token.length === 0) return 'Paste the API token of this environment.';
  if (/\s/.test(token)) return 'The token contains spaces or line breaks; paste only the token itself (without "Token ").';
  return undefined;
}
