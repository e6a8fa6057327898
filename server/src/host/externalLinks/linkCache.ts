// The on-disk cache of external-link results: `.docsite-cache/links.json` in the site folder, so a CI run that
// restores the folder re-checks only new and stale URLs. Written whole to a temporary file beside it and renamed over
// it (a reader never sees half a file; two runs at once leave one complete file). The folder and the file are
// never symbolic links: a committed `.docsite-cache -> /etc` must not make a check read or write elsewhere.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { CacheEntry, LinkOutcome } from '../../service/externalLinks/settings';

export const CACHE_FOLDER = '.docsite-cache';
export const CACHE_FILE = 'links.json';
const FORMAT_VERSION = 1;
/** A cache this big is not one this tool wrote. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

export type CacheEntries = Map<string, CacheEntry>;

export interface LoadedCache {
  entries: CacheEntries;
  /** One line saying why the file was ignored (corrupt, a link, unreadable), if it was. */
  warning?: string;
}

function cachePaths(siteRoot: string) {
  const folder = join(siteRoot, CACHE_FOLDER);
  return { folder, file: join(folder, CACHE_FILE) };
}

/** What lstat says a path is, or undefined when nothing is there. */
function kindAt(path: string): 'folder' | 'file' | 'other' | undefined {
  try {
    const stat = lstatSync(path);
    return stat.isDirectory() ? 'folder' : stat.isFile() ? 'file' : 'other';
  } catch {
    return undefined;
  }
}

export function loadLinkCache(siteRoot: string): LoadedCache {
  const { folder, file } = cachePaths(siteRoot);
  const folderKind = kindAt(folder);
  if (folderKind === undefined) return { entries: new Map() };
  if (folderKind !== 'folder')
    return {
      entries: new Map(),
      warning: `${CACHE_FOLDER} is not a folder (a link or a file); the external-link cache is not used`,
    };
  const fileKind = kindAt(file);
  if (fileKind === undefined) return { entries: new Map() };
  if (fileKind !== 'file')
    return {
      entries: new Map(),
      warning: `${CACHE_FOLDER}/${CACHE_FILE} is not a regular file; it is ignored and replaced`,
    };
  let text: string;
  try {
    text = readNoFollow(file);
  } catch (error) {
    return {
      entries: new Map(),
      warning: `${CACHE_FOLDER}/${CACHE_FILE} could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)}); it is ignored`,
    };
  }
  const entries = parseCache(text);
  return entries
    ? { entries }
    : { entries: new Map(), warning: `${CACHE_FOLDER}/${CACHE_FILE} is corrupt; it is ignored` };
}

function readNoFollow(path: string): string {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    const size = fstatSync(fd).size;
    if (size > MAX_CACHE_BYTES) throw Object.assign(new Error('too large'), { code: 'EFBIG' });
    const buffer = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buffer, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The entries of a cache file's text; undefined when it is not a cache this version wrote. */
export function parseCache(text: string): CacheEntries | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const { version, links } = data as { version?: unknown; links?: unknown };
  if (version !== FORMAT_VERSION || !links || typeof links !== 'object' || Array.isArray(links)) return undefined;
  const entries: CacheEntries = new Map();
  for (const [url, value] of Object.entries(links as Record<string, unknown>)) {
    const entry = value as Partial<CacheEntry> | null;
    if (!entry || typeof entry.checkedAt !== 'number' || !isOutcome(entry.outcome)) return undefined;
    entries.set(url, { checkedAt: entry.checkedAt, outcome: entry.outcome });
  }
  return entries;
}

function isOutcome(value: unknown): value is LinkOutcome {
  if (!value || typeof value !== 'object') return false;
  const outcome = value as Record<string, unknown>;
  switch (outcome.kind) {
    case 'status':
    case 'rate-limited':
      return typeof outcome.status === 'number';
    case 'network':
      return typeof outcome.code === 'string';
    case 'redirect-loop':
    case 'too-many-redirects':
      return typeof outcome.url === 'string';
    case 'address-refused':
      return typeof outcome.host === 'string' && typeof outcome.address === 'string';
    default:
      return false;
  }
}

export function serializeCache(entries: CacheEntries): string {
  const links: Record<string, CacheEntry> = {};
  for (const url of [...entries.keys()].sort()) links[url] = entries.get(url)!;
  return JSON.stringify({ version: FORMAT_VERSION, links }, null, 1) + '\n';
}

/**
 * Writes the cache: the folder made if missing (and refused if it is a link or not a folder), the text written to a
 * new temporary file in it (created exclusively, so never through an existing link), then renamed over the cache
 * file (a rename replaces a link at the target rather than following it). Returns an error line, or undefined.
 */
export function saveLinkCache(siteRoot: string, entries: CacheEntries): string | undefined {
  const { folder, file } = cachePaths(siteRoot);
  try {
    if (kindAt(folder) === undefined) mkdirSync(folder);
    if (kindAt(folder) !== 'folder')
      return `${CACHE_FOLDER} is not a folder (a link or a file); the external-link cache was not written`;
    const temporary = join(folder, `.${CACHE_FILE}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    const fd = openSync(
      temporary,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
      0o644,
    );
    try {
      const data = Buffer.from(serializeCache(entries));
      for (let written = 0; written < data.length;) written += writeSync(fd, data, written, data.length - written);
    } finally {
      closeSync(fd);
    }
    try {
      renameSync(temporary, file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    return undefined;
  } catch (error) {
    return `the external-link cache could not be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  }
}
