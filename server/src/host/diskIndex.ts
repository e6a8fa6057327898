// Walks folders on disk once to fill the workspace index (the CLI and the server's initial scan). Skips
// node_modules and dot-folders such as .git; iterative, with a file cap so a huge tree cannot stall the server.
// Symbolic links are never walked into (a `fsroot -> /` or a loop in a cloned repository would have the walk read the
// whole disk), and a link to a folder is not recorded as a file (that let new pages and renames be placed through
// it). A link to anything else that exists is recorded: what it leads to (a device, a FIFO) is checked when it is
// read, so a config linked to /dev/zero gets a warning saying why it is not checked.
import { promises as fs, readdirSync, statSync, type Dirent } from 'node:fs';
import { normalizePath } from '../service/workspace/paths';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';

export const MAX_INDEXED_FILES = 500_000;

function skipFolder(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}

/** Synchronous walk (the CLI). Returns the number of files added. */
export function indexFolderSync(index: WorkspaceIndex, folder: string): number {
  const root = normalizePath(folder);
  let found = 0;
  const pending = [root];
  while (pending.length && found < MAX_INDEXED_FILES) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // unreadable folder: its files are simply unknown
    }
    const { names, links } = sortEntries(dir, entries, pending);
    for (const link of links) if (linksToNonFolderSync(`${dir}/${link}`)) names.push(link);
    index.addListing(dir, names);
    found += names.length;
  }
  index.markScanned(root);
  return found;
}

/** One folder's entries: file names to index, sub-folders worth walking (to `pending`, as paths), and symbolic links
 * (names) for the caller to check what they lead to. The types come with the listing: no `stat` per file. */
function sortEntries(dir: string, entries: Dirent[], pending: string[]): { names: string[]; links: string[] } {
  const names: string[] = [];
  const links: string[] = [];
  for (const entry of entries) {
    if (entry.isFile()) names.push(entry.name);
    else if (entry.isDirectory()) {
      if (!skipFolder(entry.name)) pending.push(`${dir}/${entry.name}`);
    } else if (entry.isSymbolicLink()) links.push(entry.name);
  }
  return { names, links };
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

/** Folder listings read at once by the asynchronous walk (libuv's thread pool runs them side by side). */
const CONCURRENT_READS = 8;
/** Files added to the index between two yields to the event loop: a folder of 100,000 files does not hold up a
 * request for the time it takes to index them all. */
const FILES_PER_SLICE = 2_000;

/**
 * Asynchronous walk (the server): requests keep flowing while a big workspace is read. Several folders are listed at
 * once; each listing goes into the index as it arrives, in slices with a yield to the event loop between them, so no
 * step holds the server for longer than one slice. `onProgress` hears the number of files found so far after each
 * folder (the server's indexing progress). The folder counts as scanned (`coversFolder`) only at the end: until
 * then, a file not found yet is unknown, not missing.
 */
export async function indexFolder(
  index: WorkspaceIndex,
  folder: string,
  isCancelled: () => boolean = () => false,
  onProgress?: (found: number) => void,
): Promise<number> {
  const root = normalizePath(folder);
  const pending = [root];
  let found = 0;
  const walkOne = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return; // unreadable folder: its files are simply unknown
    }
    const { names, links } = sortEntries(dir, entries, pending);
    for (const link of links) if (await linksToNonFolder(`${dir}/${link}`)) names.push(link);
    for (let at = 0; at < names.length; at += FILES_PER_SLICE) {
      if (at > 0) await yieldToEventLoop();
      if (isCancelled()) return;
      const slice = at === 0 && names.length <= FILES_PER_SLICE ? names : names.slice(at, at + FILES_PER_SLICE);
      index.addListing(dir, slice);
      found += slice.length;
    }
    onProgress?.(found);
  };
  const running = new Set<Promise<void>>();
  for (;;) {
    while (pending.length && running.size < CONCURRENT_READS && found < MAX_INDEXED_FILES && !isCancelled()) {
      const run: Promise<void> = walkOne(pending.pop()!).finally(() => running.delete(run));
      running.add(run);
    }
    if (!running.size) break;
    await Promise.race(running);
  }
  index.markScanned(root);
  return found;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
