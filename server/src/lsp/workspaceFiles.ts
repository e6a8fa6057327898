// Keeps the service's workspace index current: the initial disk walk of the workspace folders, on-demand walks for
// configs opened outside them, and `workspace/didChangeWatchedFiles` events afterwards.
import { promises as fs } from 'node:fs';
import { dirname as folderOf } from 'node:path';
import { FileChangeType, type FileEvent } from 'vscode-languageserver';
import { indexFolder, linksToNonFolder } from '../host/diskIndex';
import { describeReadFailure, readRegularFileSync } from '../host/readRegularFile';
import { MAX_CONFIG_FILE_BYTES } from '../service/json/document';
import { normalizePath, uriToPath } from '../service/workspace/paths';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';

/** Hover only needs the front matter; never read more than this from a page file. */
const MAX_PAGE_BYTES_READ = 16 * 1024;

/** A closed config's text for a request (references, renames, orphan pages), or undefined with a log line saying why
 * it was not read: only a regular file whose real path stays in its own folder, at most MAX_CONFIG_FILE_BYTES (what is read of any config, open or closed, and by the CLI). */
/** `$ref`'d files and OpenAPI documents larger than this are not read (they count as unreadable). */
export const MAX_USED_FILE_BYTES = 20 * 1024 * 1024;

/** A whole file a config uses (`$ref`'d JSON, an OpenAPI document), through the safe reader; undefined when it is
 * missing, not a regular file, too large, or a link leading out of its folder. */
export function readUsedFileSync(path: string): string | undefined {
  const result = readRegularFileSync(path, { maxBytes: MAX_USED_FILE_BYTES, root: folderOf(path) });
  return result.kind === 'text' ? result.text : undefined;
}

export function readWorkspaceConfigSync(path: string, log: (message: string) => void): string | undefined {
  const result = readRegularFileSync(path, { maxBytes: MAX_CONFIG_FILE_BYTES, root: folderOf(path) });
  if (result.kind === 'text') return result.text;
  if (result.kind !== 'missing') log(`Not reading ${path}: it ${describeReadFailure(result)}`);
  return undefined;
}

export class WorkspaceFiles {
  private readonly pendingWalks = new Map<string, Promise<number>>();

  constructor(
    private readonly index: WorkspaceIndex,
    private readonly log: (message: string) => void,
  ) {}

  /** Walks each folder once; resolves when all are indexed. `onProgress` hears the files found so far, in all. */
  async indexFolders(folders: string[], onProgress?: (found: number) => void): Promise<void> {
    const foundPerFolder = new Map<string, number>();
    const report =
      onProgress &&
      ((folder: string, found: number) => {
        foundPerFolder.set(folder, found);
        let total = 0;
        for (const count of foundPerFolder.values()) total += count;
        onProgress(total);
      });
    await Promise.all(
      folders.map((folder) => this.ensureIndexed(folder, report && ((found) => report(folder, found)))),
    );
  }

  /** Walks `folder` unless a walk already covers it. */
  ensureIndexed(folder: string, onProgress?: (found: number) => void): Promise<number> {
    const normalized = normalizePath(folder);
    if (this.index.coversFolder(normalized)) return Promise.resolve(0);
    let walk = this.pendingWalks.get(normalized);
    if (!walk) {
      const started = Date.now();
      walk = indexFolder(this.index, normalized, undefined, onProgress).then((count) => {
        this.log(`Indexed ${count} files under ${normalized} in ${Date.now() - started} ms`);
        return count;
      });
      this.pendingWalks.set(normalized, walk);
    }
    return walk;
  }

  /** Applies file events; returns whether the index changed. */
  async applyEvents(events: FileEvent[]): Promise<boolean> {
    const before = this.index.version;
    for (const event of events) {
      const path = uriToPath(event.uri);
      if (path === undefined || isIgnored(path)) continue;
      if (event.type === FileChangeType.Deleted) this.index.remove(path);
      else if (event.type === FileChangeType.Created) await this.addCreated(path);
    }
    return this.index.version !== before;
  }

  /** A created path, as the first walk would see it: a folder is walked, a file indexed, and a symbolic link never
   * followed (a `site/fsroot -> /` arriving with a `git pull` would have the walk read the whole disk); a link is
   * indexed when it leads to something other than a folder. */
  private async addCreated(path: string): Promise<void> {
    let stat;
    try {
      stat = await fs.lstat(path);
    } catch {
      // Already gone again, or unreadable: index it anyway; a later Deleted event removes it.
      this.index.addFile(path);
      return;
    }
    if (stat.isDirectory()) {
      // A folder moved in arrives as one event: walk it (its own files are not reported separately).
      await indexFolder(this.index, path);
    } else if (stat.isFile() || (stat.isSymbolicLink() && (await linksToNonFolder(path)))) this.index.addFile(path);
  }

  /** The first bytes of a page on disk (its front matter), or undefined: only a regular file (a page linked to
   * `/dev/stdin` or a FIFO would block the server), and only when its real path stays inside `root`. */
  static readHead(path: string, root: string): string | undefined {
    const result = readRegularFileSync(path, { maxBytes: MAX_PAGE_BYTES_READ, truncate: true, root });
    return result.kind === 'text' ? result.text : undefined;
  }
}

function isIgnored(path: string): boolean {
  return /\/(node_modules|\.git)(\/|$)/.test(path);
}
