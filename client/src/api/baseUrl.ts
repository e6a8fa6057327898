// The https-or-loopback rule for the service's base URL, the one place it is decided: the settings reader, Add
// Environment, demo mode and the HTTP client all ask checkBaseUrl. An API token sent over plain http to a remote host
// would cross the network readable by anyone on the path, so only loopback (the local emulator) may use http. The
// loopback names are exact: `evil.localhost` may be resolved through DNS to anywhere, and 127.0.0.2 is refused so
// that what the settings accept is exactly what the client will send to.
import { trimTrailingSlashes } from '../../../shared/src/slashes';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type BaseUrlCheck =
  | {
      ok: true;
      /** Origin plus path prefix, no trailing slash: `https://host/prefix`. */ baseUrl: string;
      origin: string;
    }
  | { ok: false; reason: string };

/** Checks a base URL from the settings and normalises it. Never throws. */
export function checkBaseUrl(raw: string): BaseUrlCheck {
  const text = raw.trim();
  if (text === '')
    return {
      ok: false,
      reason: 'The base URL is empty. Enter the base URL of the service, for example https://analytics.example.com.',
    };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {
      ok: false,
      reason: `The base URL "${shorten(text)}" is not a valid URL. Include the scheme, for example https://analytics.example.com.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: `The base URL must start with https:// (got ${url.protocol}//).` };
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return {
      ok: false,
      reason: `The base URL must use https:// for ${url.hostname}: plain http would send the API token unencrypted. (http:// is allowed only for 127.0.0.1, localhost and [::1].)`,
    };
  }
  // Credentials in the URL would be sent in the clear in logs and error messages; the API token is the credential.
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      reason: 'The base URL must not contain a user name or password (credentials); set the API token instead.',
    };
  }
  if (url.search !== '' || url.hash !== '') {
    return {
      ok: false,
      reason: 'The base URL must not contain a query (?...) or a fragment (#...): the explorer adds /api/user itself.',
    };
  }
  const path = trimTrailingSlashes(url.pathname);
  return { ok: true, baseUrl: `${url.origin}${path}`, origin: url.origin };
}

/** True when the rule allows the URL (convenience for settings validation). */
export function isAllowedBaseUrl(raw: string): boolean {
  return checkBaseUrl(raw).ok;
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
