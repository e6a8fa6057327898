// Path helpers. The service works on forward-slash absolute paths ("/home/x/docs/intro.mdx", "c:/x/y" on Windows)
// so that one index serves the CLI (disk paths) and the server (file URIs) alike.
import { posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The config file names the site generator reads, preferred first: when a folder holds both, `docs.json` is the
 * config and `mint.json` is ignored. */
export const CONFIG_FILE_NAMES = ['docs.json', 'mint.json'] as const;
export type ConfigFormat = 'docs' | 'mint';
export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** Forward slashes, no trailing slash (except the root itself). */
export function normalizePath(path: string): string {
  let result = path.replace(/\\/g, '/');
  if (result.length > 1 && result.endsWith('/') && !/^[a-zA-Z]:\/$/.test(result)) result = result.slice(0, -1);
  return result;
}

export function uriToPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return normalizePath(fileURLToPath(uri));
  } catch {
    return undefined;
  }
}

export function pathToUri(path: string): string {
  return pathToFileURL(path).href;
}

export function dirname(path: string): string {
  return posix.dirname(path);
}

export function basename(path: string): string {
  return posix.basename(path);
}

/** The config format a file name stands for (`docs.json` -> 'docs', `mint.json` -> 'mint'), or undefined. */
export function configFormatOf(path: string): ConfigFormat | undefined {
  const name = basename(normalizePath(path));
  if (name === 'docs.json') return 'docs';
  if (name === 'mint.json') return 'mint';
  return undefined;
}

export function joinPath(base: string, relative: string): string {
  return posix.join(base, relative);
}

/** `child` relative to `parent` when it lies inside it ("" for the folder itself), else undefined. */
export function relativeInside(parent: string, child: string): string | undefined {
  if (child === parent) return '';
  const prefix = parent.endsWith('/') ? parent : parent + '/';
  return child.startsWith(prefix) ? child.slice(prefix.length) : undefined;
}

/** "intro.mdx" -> "intro"; undefined when the file is not a page. */
export function pageIdOf(relativeFile: string): string | undefined {
  for (const extension of PAGE_EXTENSIONS) {
    if (relativeFile.endsWith(extension)) return relativeFile.slice(0, -extension.length);
  }
  return undefined;
}
