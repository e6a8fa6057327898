// Walks folders on disk once to fill the workspace index (the CLI and the server's initial scan). Skips
// node_modules and dot-folders such as .git; iterative, with a file cap so a huge tree cannot stall the server.
import { promises as fs, readdirSync, type Dirent } from 'node:fs';
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
    sortEntries(dir, entries, pending, found);
  }
  index.addFiles(found);
  index.markScanned(folder);
  return found.length;
}

/** Files of one folder go to `found`, sub-folders worth walking to `pending`: one step of both walks. */
function sortEntries(dir: string, entries: Dirent[], pending: string[], found: string[]): void {
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipFolder(entry.name)) pending.push(full);
    } else if (entry.isFile() || entry.isSymbolicLink()) found.push(normalizePath(full));
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
    sortEntries(dir, entries, pending, found);
    onProgress?.(found.length);
  }
  index.addFiles(found);
  index.markScanned(folder);
  return found.length;
}
