// The workspace file index: every file path known under the workspace folders, built once (by the host walking the
// disk) and kept current from file events, so validation never touches the disk on a keystroke. Several config files
// in one workspace (a monorepo) each become a site root.
import { PageList } from '../config/features/pageList';
import { CONFIG_FILE_NAMES, configFormatOf, dirname, normalizePath, relativeInside } from './paths';
import { DEFAULT_IGNORE_RULES, ignoreRulesFrom, type IgnoreRules } from './ignoreRules';

/** The file at a site root that lists what the generator ignores (gitignore syntax). */
export const IGNORE_FILE_NAME = '.mintignore';

/** A root `skill.md` is an Agent Skills file the generator serves as it is, not a page. */
const SKILL_FILE_NAME = 'skill.md';

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
  /** The mark of the last listing of the navigation's pages that named this page (site/listedPages.ts). */
  listedMark: number;
}

/** One object per page file of a root, shared by `pagesOf` and `pageIdsOf` (100,000 pages are 100,000 objects, not
 * twice that, and the page id strings are the same ones in both). */
type PageRecord = PageFile & PageSlot;

export class WorkspaceIndex {
  private readonly files = new Set<string>();
  /** Folder -> its indexed entries (files, and sub-folders holding indexed files): a deleted folder's files are found
   * from here, and a delete event for a path the index does not hold costs one lookup instead of a scan of every
   * file (5,000 such events in a 200,000-file workspace held requests up for 40 s). Its keys are also every folder
   * holding an indexed file at any depth (`hasFolder`). */
  private readonly folderEntries = new Map<string, Set<string>>();
  /** Config files (`docs.json`, `mint.json`) by path; their folders are the site roots. */
  private readonly configPaths = new Set<string>();
  private readonly configDirs = new Map<string, number>();
  private readonly pageCache = new Map<string, PageFile[]>();
  private readonly pageIdCache = new Map<string, Map<string, PageSlot>>();
  private readonly pageListCache = new Map<string, PageList>();
  /** Each site root's ignore rules (its `.mintignore`, as the host last read it); roots without one use the
   * generator's defaults. */
  private readonly ignoreRules = new Map<string, IgnoreRules>();
  /** Built on demand for case-insensitive lookups (few, and only for missing pages): lower-case folder -> folders,
   * and per folder asked about, lower-case path -> path. Kept out of the way of the walk and of memory otherwise. */
  private lowerCaseFolders: Map<string, string[]> | undefined;
  private readonly lowerCaseEntries = new Map<string, Map<string, string>>();
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
    if (this.add(normalizePath(path))) this.changed();
  }

  addFiles(paths: Iterable<string>): void {
    let added = false;
    for (const path of paths) if (this.add(normalizePath(path))) added = true;
    if (added) this.changed();
  }

  /** Files the walk found in one folder: `folder` normalised, `names` plain file names (the walk's fast path: one
   * string per file, no per-file normalisation). */
  addListing(folder: string, names: readonly string[]): void {
    let added = false;
    // The folder is known, and the name tells a config: no parent path cut out of each path, no normalising and no
    // base name worked out per file (at 100,000 files those strings were most of the walk's garbage).
    let entries = this.folderEntries.get(folder);
    for (const name of names) {
      const path = `${folder}/${name}`;
      if (this.files.has(path)) continue;
      this.files.add(path);
      if (entries) entries.add(path);
      else {
        this.addToFolders(path);
        entries = this.folderEntries.get(folder);
      }
      if ((CONFIG_FILE_NAMES as readonly string[]).includes(name)) this.addConfig(path, folder);
      added = true;
    }
    if (added) this.changed();
  }

  /** Adds a normalised path; whether it was new. */
  private add(path: string): boolean {
    if (this.files.has(path)) return false;
    this.files.add(path);
    this.addToFolders(path);
    if (configFormatOf(path)) this.addConfig(path, dirname(path));
    return true;
  }

  private addConfig(path: string, folder: string): void {
    this.configPaths.add(path);
    this.configDirs.set(folder, (this.configDirs.get(folder) ?? 0) + 1);
  }

  /** Removes a file, or every file below a folder (a deleted folder arrives as one event). */
  remove(path: string): void {
    const normalized = normalizePath(path);
    const removed = this.files.has(normalized) ? [normalized] : this.filesBelow(normalized);
    for (const file of removed) {
      this.files.delete(file);
      this.removeFromFolders(file);
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
      const folder = parentOf(child);
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
      const folder = parentOf(child);
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

  /** Whether some indexed file lies below `folder`. */
  hasFolder(folder: string): boolean {
    return this.folderEntries.has(normalizePath(folder));
  }

  /** The indexed path that equals `path` ignoring case, if any (to explain "Intro" vs "intro"). */
  findIgnoringCase(path: string): string | undefined {
    const normalized = normalizePath(path);
    if (this.files.has(normalized)) return normalized;
    if (!this.lowerCaseFolders) {
      this.lowerCaseFolders = new Map();
      for (const folder of this.folderEntries.keys()) {
        const lower = folder.toLowerCase();
        const same = this.lowerCaseFolders.get(lower);
        if (same) same.push(folder);
        else this.lowerCaseFolders.set(lower, [folder]);
      }
    }
    const lowerPath = normalized.toLowerCase();
    for (const folder of this.lowerCaseFolders.get(parentOf(lowerPath)) ?? []) {
      let entries = this.lowerCaseEntries.get(folder);
      if (!entries) {
        entries = new Map();
        for (const entry of this.folderEntries.get(folder) ?? [])
          if (this.files.has(entry) && !entries.has(entry.toLowerCase())) entries.set(entry.toLowerCase(), entry);
        this.lowerCaseEntries.set(folder, entries);
      }
      const found = entries.get(lowerPath);
      if (found) return found;
    }
    return undefined;
  }

  /** Whether any indexed file lies below `folder` (the host uses it to know whether a folder was scanned). */
  coversFolder(folder: string): boolean {
    const normalized = normalizePath(folder);
    for (const dir of this.scannedFolders)
      if (dir === normalized || relativeInside(dir, normalized) !== undefined) return true;
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
    for (const name of CONFIG_FILE_NAMES) if (this.configPaths.has(`${rootDir}/${name}`)) return `${rootDir}/${name}`;
    return undefined;
  }

  /** Sets a site root's `.mintignore` text as the host read it (undefined: the file is gone or unreadable). The
   * pages it ignores leave the root's page lists. */
  setIgnoreFile(rootDir: string, text: string | undefined): void {
    const root = normalizePath(rootDir);
    if (this.ignoreRulesOf(root).source === text) return;
    if (text === undefined) this.ignoreRules.delete(root);
    else this.ignoreRules.set(root, ignoreRulesFrom(text));
    this.changed();
  }

  /** Reads the `.mintignore` of every site root again through the host's reader (after the walk, and when such a
   * file is created, changed or deleted). */
  refreshIgnoreFiles(read: (path: string) => string | undefined): void {
    for (const root of this.configRoots()) {
      const path = `${root}/${IGNORE_FILE_NAME}`;
      this.setIgnoreFile(root, this.files.has(path) ? read(path) : undefined);
    }
  }

  /** The ignore rules of a site root. */
  ignoreRulesOf(rootDir: string): IgnoreRules {
    return this.ignoreRules.get(rootDir) ?? DEFAULT_IGNORE_RULES;
  }

  /** Whether the generator ignores a file or folder below a site root (neither built nor served). */
  isIgnored(rootDir: string, path: string): boolean {
    const relative = relativeInside(rootDir, path);
    return relative !== undefined && relative !== '' && this.ignoreRulesOf(rootDir).ignores(relative);
  }

  /** Page files (`.mdx`/`.md`) of a site root, excluding those of nested site roots and those the generator ignores
   * (`.mintignore`, its default ignores, a root `skill.md`); cached until the next change. */
  pagesOf(rootDir: string): PageFile[] {
    const cached = this.pageCache.get(rootDir);
    if (cached) return cached;
    this.collectPages(rootDir);
    return this.pageCache.get(rootDir)!;
  }

  /**
   * Page id ("guides/intro") -> its file for every `.mdx`/`.md` file below a site root (nested roots included: the
   * files are there on disk). `.mdx` wins over `.md`. Cached until the next change, so a page check is one lookup.
   */
  pageIdsOf(rootDir: string): Map<string, PageSlot> {
    const cached = this.pageIdCache.get(rootDir);
    if (cached) return cached;
    this.collectPages(rootDir);
    return this.pageIdCache.get(rootDir)!;
  }

  /** Fills both page caches of a root in one walk of its folders (not of every file of the workspace). */
  private collectPages(rootDir: string): void {
    const nestedRoots = [...this.configDirs.keys()].filter(
      (dir) => dir !== rootDir && relativeInside(rootDir, dir) !== undefined,
    );
    const ids = new Map<string, PageRecord>();
    /** Pages of nested roots (in `ids`, not in `pagesOf`), and second files of a page (`x.md` beside `x.mdx`). */
    const nestedIds = new Set<string>();
    const secondFiles = new Map<string, PageFile>();
    const prefixLength = rootDir.length + 1;
    const ignoreRules = this.ignoreRulesOf(rootDir);
    const skillFile = `${rootDir}/${SKILL_FILE_NAME}`;
    const pending = this.folderEntries.has(rootDir) ? [rootDir] : [];
    while (pending.length) {
      const folder = pending.pop()!;
      const nested = nestedRoots.some((root) => folder === root || relativeInside(root, folder) !== undefined);
      for (const entry of this.folderEntries.get(folder)!) {
        const extension = entry.endsWith('.mdx') ? 4 : entry.endsWith('.md') ? 3 : 0;
        if ((extension === 0 || !this.files.has(entry)) && this.folderEntries.has(entry)) {
          pending.push(entry);
          continue;
        }
        if (extension === 0 || entry === skillFile || ignoreRules.ignores(entry, prefixLength)) continue;
        const id = entry.slice(prefixLength, entry.length - extension);
        const existing = ids.get(id);
        if (!existing) {
          ids.set(id, { page: id, path: entry, seenInPass: 0, firstSeen: -1, listedMark: 0 });
          if (nested) nestedIds.add(id);
          continue;
        }
        // The same page as `.md` and `.mdx`: both files are pages (both listed), and the id leads to the `.mdx`.
        const other: PageFile = { page: id, path: entry };
        if (extension === 4) [existing.path, other.path] = [entry, existing.path];
        secondFiles.set(id, other);
      }
    }
    // Sorting the id strings (the default order is by code unit, as `<` compares) is several times quicker than
    // sorting the records with a comparator: this runs over 100,000 pages after every change of the index.
    const pages: PageFile[] = [];
    for (const id of [...ids.keys()].sort()) {
      if (nestedIds.has(id)) continue;
      pages.push(ids.get(id)!);
      const second = secondFiles.get(id);
      if (second) pages.push(second);
    }
    this.pageCache.set(rootDir, pages);
    this.pageIdCache.set(rootDir, ids);
  }

  /** The page ids of a site root (as `pagesOf`) in the form completion searches; cached until the next change. */
  pageListOf(rootDir: string): PageList {
    let list = this.pageListCache.get(rootDir);
    if (!list) this.pageListCache.set(rootDir, (list = new PageList(this.pagesOf(rootDir).map((p) => p.page))));
    return list;
  }

  allFiles(): IterableIterator<string> {
    return this.files.values();
  }

  private changed(): void {
    this.changeCount++;
    this.lowerCaseFolders = undefined;
    this.lowerCaseEntries.clear();
    this.pageCache.clear();
    this.pageIdCache.clear();
    this.pageListCache.clear();
  }
}

/** The folder of a normalised path ("/a/b" -> "/a", "/a" -> "/", "c:/a" -> "c:/"); the root is its own parent. */
function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  if (slash < 0) return path;
  if (slash === 0) return '/';
  if (slash === 2 && path[1] === ':') return path.slice(0, 3);
  return path.slice(0, slash);
}
