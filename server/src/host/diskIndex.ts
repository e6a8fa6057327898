// Walks folders on disk once to fill the workspace index (the CLI and the server's initial scan). Skips
// node_modules and dot-folders such as .git; iterative, with a file cap so a huge tree cannot stall the server.
// Symbolic links are never walked into (a `fsroot -> /` or a loop in a cloned repository would have the walk read the
// whole disk), and a link to a folder is not recorded as a file (that let new pages and renames be placed through
// it). A link to anything else that exists is recorded: what it leads to (a device, a FIFO) is checked when it is
// read, so a config linked to /dev/zero gets a warning saying why it is not checked.
import { promises as fs, readdirSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { normalizePath } from '../service/paths';
import type { WorkspaceIndex } from '../service/workspaceIndex';

export const MAX_INDEXED_FILES = 500_000;

function skipFolder(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}

/** Synchronous walk (the CLI). Returns the number of files added. */
export function indexFolderSync(index: WorkspaceIndex, folder: string): number {
  const found: string[] = [];
  const pending = [folder];
  while (pending.length && found.length < MAX_INDEXED_FILES) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // unreadable folder: its files are simply unknown
    }
    for (const link of sortEntries(dir, entries, pending, found)) if (linksToNonFolderSync(link)) found.push(normalizePath(link));
  }
  index.addFiles(found);
  index.markScanned(folder);
  return found.length;
}

/** Files of one folder go to `found`, sub-folders worth walking to `pending`: one step of both walks. Returns the
 * symbolic links, for the caller to check what they lead to. */
function sortEntries(dir: string, entries: Dirent[], pending: string[], found: string[]): string[] {
  const links: string[] = [];
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipFolder(entry.name)) pending.push(full);
    } else if (entry.isFile()) found.push(normalizePath(full));
    else if (entry.isSymbolicLink()) links.push(full);
  }
  return links;
}

/** Whether a symbolic link leads to something other than a folder (false for a dangling link). */
export function linksToNonFolderSync(path: string): boolean {
  try {
    return !statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export async function linksToNonFolder(path: string): Promise<boolean> {
  try {
    return !(await fs.stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** Asynchronous walk (the server), so requests keep flowing while a big workspace is read. `onProgress` hears the
 * number of files found so far after each folder (the server's indexing status). */
export async function indexFolder(index: WorkspaceIndex, folder: string, isCancelled: () => boolean = () => false, onProgress?: (found: number) => void): Promise<number> {
  const found: string[] = [];
  const pending = [folder];
  while (pending.length && found.length < MAX_INDEXED_FILES && !isCancelled()) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const link of sortEntries(dir, entries, pending, found)) if (await linksToNonFolder(link)) found.push(normalizePath(link));
    onProgress?.(found.length);
  }
  index.addFiles(found);
  index.markScanned(folder);
  return found.length;
}
