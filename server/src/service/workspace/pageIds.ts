// Page ids from navigation entries: "/guides/intro" -> "guides/intro", or why an entry cannot be one (it escapes the
// site root, or it is an external link). Shared by the site model (its set of used pages) and the page checks.
import { posix } from 'node:path';

const URL_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]+:/;
const WINDOWS_ABSOLUTE = /^[a-zA-Z]:[\\/]/;

/** Entries needing full normalisation: backslashes, doubled slashes, "." or ".." segments, a trailing slash. */
const NEEDS_NORMALIZING = /\\|\/\/|(^|\/)\.\.?(\/|$)|\/$/;

/** Normalises a navigation entry to a page id ("/guides/intro" -> "guides/intro"), or says why it cannot be one. */
export function normalizePageEntry(raw: string): { page: string } | { escapes: string } | { external: true } {
  const result = normalizePageEntryId(raw);
  return typeof result === 'string' ? { page: result } : result;
}

const EXTERNAL = { external: true } as const;

/** A page id, or why an entry has none. */
export type PageEntryId = string | { escapes: string } | typeof EXTERNAL;

/** The allocation-free core of normalizePageEntry: the page id as a string, or why there is none. */
export function normalizePageEntryId(raw: string): PageEntryId {
  if (WINDOWS_ABSOLUTE.test(raw) || raw.startsWith('\\') || raw.startsWith('//'))
    return { escapes: 'it is an absolute path' };
  if (URL_SCHEME.test(raw)) return EXTERNAL;
  const withoutLeadingSlash = raw.charCodeAt(0) === 47 /* / */ ? raw.slice(1) : raw;
  // Fast path: almost every real entry is already normal (this runs once per entry per keystroke).
  if (!NEEDS_NORMALIZING.test(withoutLeadingSlash)) return withoutLeadingSlash;
  const normalized = posix.normalize(withoutLeadingSlash.replace(/\\/g, '/'));
  if (normalized === '..' || normalized.startsWith('../'))
    return { escapes: 'it climbs out of the site root with ".."' };
  return normalized === '.' ? '' : normalized.replace(/\/$/, '');
}
