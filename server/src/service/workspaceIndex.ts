// The workspace file index: every file path known under the workspace folders, built once (by the host walking the
// disk) and kept current from file events, so validation never touches the disk on a keystroke. Several config files
// in one workspace (a monorepo) each become a site root.
import { configFormatOf, dirname, normalizePath, pageIdOf, relativeInside } from './paths';

export interface PageFile {
  /** Path relative to the site root without extension, as navigation entries write it. */
  page: string;
  /** Absolute path of the file. */
  path: string;
}

/** A page file of a site root, with scratch fields one validation pass uses to spot duplicate entries cheaply. */
export interface PageSlot {
  path: string;
  /** The number of the last pass that saw this page, and which entry of that pass listed it first. */
  seenInPass: number;
  firstSeen: number;
}

export class WorkspaceIndex {
  private readonly files = new Set<string>();
  private readonly lowerCase = new Map<string, string>();
  /** Folder -> its indexed entries (files, and sub-folders holding indexed files): a deleted folder's files are found
   * from here, and a delete event for a path the index does not hold costs one lookup instead of a scan of every
   * file (5,000 such events in a 200,000-file workspace held requests up for 40 s). */
  private readonly folderEntries = new Map<string, Set<string>>();
  /** Config files (`docs.json`, `mint.json`) by path; their folders are the site roots. */
  private readonly configPaths = new Set<string>();
  private readonly configDirs = new Map<string, number>();
  private readonly pageCache = new Map<string, PageFile[]>();
  private readonly pageIdCache = new Map<string, Map<string, PageSlot>>();
  private folderCache: Set<string> | undefined;
  private changeCount = 0;
  /** Folders whose contents the host has walked; files outside them are unknown rather than missing. */
  readonly scannedFolders = new Set<string>();

  /** Increases on every change; caches keyed on it stay valid while it is unchanged. */
  get version(): number {
    return this.changeCount;
  }

  get size(): number {
    return this.files.size;
  }

  addFile(path: string): void {
    const normalized = normalizePath(path);
    if (this.files.has(normalized)) return;
    this.files.add(normalized);
    this.lowerCase.set(normalized.toLowerCase(), normalized);
    this.addToFolders(normalized);
    if (configFormatOf(normalized)) {
      this.configPaths.add(normalized);
      this.configDirs.set(dirname(normalized), (this.configDirs.get(dirname(normalized)) ?? 0) + 1);
    }
    this.changed();
  }

  addFiles(paths: Iterable<string>): void {
    for (const path of paths) this.addFile(path);
  }

  /** Removes a file, or every file below a folder (a deleted folder arrives as one event). */
  remove(path: string): void {
    const normalized = normalizePath(path);
    const removed = this.files.has(normalized) ? [normalized] : this.filesBelow(normalized);
    for (const file of removed) {
      this.files.delete(file);
      this.removeFromFolders(file);
      if (this.lowerCase.get(file.toLowerCase()) === file) this.lowerCase.delete(file.toLowerCase());
      if (this.configPaths.delete(file)) {
        const left = (this.configDirs.get(dirname(file)) ?? 1) - 1;
        if (left > 0) this.configDirs.set(dirname(file), left);
        else this.configDirs.delete(dirname(file));
      }
    }
    if (removed.length) this.changed();
  }

  /** Records `path` under its folder, and each folder under its parent, up to the first one already recorded. */
  private addToFolders(path: string): void {
    let child = path;
    for (;;) {
      const folder = dirname(child);
      if (folder === child) return;
      const entries = this.folderEntries.get(folder);
      if (entries) {
        entries.add(child);
        return;
      }
      this.folderEntries.set(folder, new Set([child]));
      child = folder;
    }
  }

  /** Drops `path` from its folder, and each folder left empty from its parent. */
  private removeFromFolders(path: string): void {
    let child = path;
    for (;;) {
      const folder = dirname(child);
      const entries = this.folderEntries.get(folder);
      if (folder === child || !entries) return;
      entries.delete(child);
      if (entries.size > 0) return;
      this.folderEntries.delete(folder);
      child = folder;
    }
  }

  /** Every indexed file below a folder; nothing (after one lookup) for a path the index does not hold. */
  private filesBelow(folder: string): string[] {
    const found: string[] = [];
    const pending = [folder];
    while (pending.length) {
      for (const entry of this.folderEntries.get(pending.pop()!) ?? []) {
        if (this.files.has(entry)) found.push(entry);
        if (this.folderEntries.has(entry)) pending.push(entry);
      }
    }
    return found;
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  /** Whether some indexed file lies below `folder` (a set of all folders, built on first use after a change). */
  hasFolder(folder: string): boolean {
    if (!this.folderCache) {
      const folders = new Set<string>();
      for (const file of this.files) {
        for (let dir = dirname(file); !folders.has(dir); dir = dirname(dir)) {
          folders.add(dir);
          if (dirname(dir) === dir) break;
        }
      }
      this.folderCache = folders;
    }
    return this.folderCache.has(normalizePath(folder));
  }

  /** The indexed path that equals `path` ignoring case, if any (to explain "Intro" vs "intro"). */
  findIgnoringCase(path: string): string | undefined {
    return this.lowerCase.get(path.toLowerCase());
  }

  /** Whether any indexed file lies below `folder` (the host uses it to know whether a folder was scanned). */
  coversFolder(folder: string): boolean {
    const normalized = normalizePath(folder);
    for (const dir of this.scannedFolders) if (dir === normalized || relativeInside(dir, normalized) !== undefined) return true;
    return false;
  }

  markScanned(folder: string): void {
    this.scannedFolders.add(normalizePath(folder));
  }

  /** Folders holding a config file: one site root each. */
  configRoots(): string[] {
    return [...this.configDirs.keys()].sort();
  }

  /** Every config file (both names; a folder may hold both), in path order. */
  configFiles(): string[] {
    return [...this.configPaths].sort();
  }

  /** The config of a site root the generator reads: `docs.json` when the folder has one, else `mint.json`. */
  configOf(rootDir: string): string | undefined {
    for (const name of ['docs.json', 'mint.json']) if (this.configPaths.has(`${rootDir}/${name}`)) return `${rootDir}/${name}`;
    return undefined;
  }

  /** Page files (`.mdx`/`.md`) of a site root, excluding those of nested site roots; cached until the next change. */
  pagesOf(rootDir: string): PageFile[] {
    const cached = this.pageCache.get(rootDir);
    if (cached) return cached;
    const nestedRoots = [...this.configDirs.keys()].filter((dir) => dir !== rootDir && relativeInside(rootDir, dir) !== undefined);
    const pages: PageFile[] = [];
    for (const file of this.files) {
      const relative = relativeInside(rootDir, file);
      if (relative === undefined) continue;
      const page = pageIdOf(relative);
      if (page === undefined) continue;
      if (nestedRoots.some((nested) => relativeInside(nested, file) !== undefined)) continue;
      pages.push({ page, path: file });
    }
    pages.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
    this.pageCache.set(rootDir, pages);
    return pages;
  }

  /**
   * Page id ("guides/intro") -> its file for every `.mdx`/`.md` file below a site root (nested roots included: the
   * files are there on disk). `.mdx` wins over `.md`. Cached until the next change, so a page check is one lookup.
   */
  pageIdsOf(rootDir: string): Map<string, PageSlot> {
    const cached = this.pageIdCache.get(rootDir);
    if (cached) return cached;
    const ids = new Map<string, PageSlot>();
    for (const file of this.files) {
      const relative = relativeInside(rootDir, file);
      const page = relative === undefined ? undefined : pageIdOf(relative);
      if (page === undefined) continue;
      const existing = ids.get(page);
      if (!existing) ids.set(page, { path: file, seenInPass: 0, firstSeen: -1 });
      else if (file.endsWith('.mdx')) existing.path = file;
    }
    this.pageIdCache.set(rootDir, ids);
    return ids;
  }

  allFiles(): IterableIterator<string> {
    return this.files.values();
  }

  private changed(): void {
    this.changeCount++;
    this.folderCache = undefined;
    this.pageCache.clear();
    this.pageIdCache.clear();
  }
}
