// The workspace file index: every file path known under the workspace folders, built once (by the host walking the
// disk) and kept current from file events, so validation never touches the disk on a keystroke. Several config files
// in one workspace (a monorepo) each become a site root.
import { PageList } from '../config/features/pageList';
import { CONFIG_FILE_NAMES, normalizePath, relativeInside } from './paths';
import { PageTable, PageTableBuilder, ROW_MD, ROW_MD_FOLLOWS, ROW_NESTED, type PageFile } from './pageTable';
import { DEFAULT_IGNORE_RULES, ignoreRulesFrom, isDefaultIgnoredName, type IgnoreRules } from './ignoreRules';
import { lowerBound } from '../../../../shared/src/sortedSearch';

/** The file at a site root that lists what the generator ignores (gitignore syntax). */
export const IGNORE_FILE_NAME = '.mintignore';

/** A root `skill.md` is an Agent Skills file the generator serves as it is, not a page. */
const SKILL_FILE_NAME = 'skill.md';

const MDX = '.mdx' as const;
const MD = '.md' as const;

export type { PageFile } from './pageTable';

/** One folder holding indexed files at some depth: the names of its own files (a file's path is not stored: it is
 * its folder's key and its name, so 100,000 paths are not kept once in a file set and again per folder) and the paths
 * of its sub-folders that hold indexed files. A folder is in the index while either is non-empty. The names are a
 * sorted array, 8 bytes a file where a set took about 30: a lookup is a binary search of one folder's names, an
 * added or removed file one insert or removal in them. */
interface FolderEntry {
  files?: string[];
  /** The names are a first listing's, in the order the walk read them (unique, as a folder's names are): sorted on
   * the folder's first lookup, so the walk does not sort folders no check looks into before the page pass. */
  unsorted?: boolean;
  folders?: Set<string>;
}

export class WorkspaceIndex {
  /** Every folder holding an indexed file at any depth (`hasFolder`), with its files and sub-folders: a deleted
   * folder's files are found from here, and a delete event for a path the index does not hold costs one lookup
   * instead of a scan of every file (5,000 such events in a 200,000-file workspace held requests up for 40 s). */
  private readonly folders = new Map<string, FolderEntry>();
  private fileCount = 0;
  /** Config files (`docs.json`, `mint.json`) by path; their folders are the site roots. */
  private readonly configPaths = new Set<string>();
  private readonly configDirs = new Map<string, number>();
  /** Each site root's page table, made when first asked for after a change. */
  private readonly pageTables = new Map<string, PageTable>();
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
    return this.fileCount;
  }

  addFile(path: string): void {
    this.addFiles([path]);
  }

  addFiles(paths: Iterable<string>): void {
    // Gathered by folder, so a folder's new names are merged into its sorted names once, not inserted one by one.
    const byFolder = new Map<string, string[]>();
    for (const raw of paths) {
      const path = normalizePath(raw);
      const folder = parentOf(path);
      if (folder === path) continue;
      const name = nameIn(folder, path);
      // A copy: a name cut from a path would be a view keeping the whole path alive.
      const kept = name.length < 13 ? name : (' ' + name).slice(1);
      const names = byFolder.get(folder);
      if (names) names.push(kept);
      else byFolder.set(folder, [kept]);
    }
    let added = false;
    for (const [folder, names] of byFolder) if (this.addNames(folder, names, false)) added = true;
    if (added) this.changed();
  }

  /** Files the walk found in one folder: `folder` normalised, `names` plain file names, each once (the walk's fast
   * path: no path made, normalised or cut up per file). */
  addListing(folder: string, names: readonly string[]): void {
    if (this.addNames(folder, names, true)) this.changed();
  }

  /** Adds names to a folder's sorted names; whether any was new. A folder's entry is made for a listing even when it
   * is empty (the walk has seen the folder), and for file events only when a file is new. */
  private addNames(folder: string, names: readonly string[], listing: boolean): boolean {
    const existing = this.folders.get(folder);
    const known = existing && this.namesOf(existing);
    if (listing && !known) {
      // A folder's first listing: its names as they came, sorted when first looked up.
      const entry = this.folderEntry(folder);
      if (!names.length) return false;
      entry.files = names.slice();
      entry.unsorted = names.length > 1;
      for (const name of names)
        if ((CONFIG_FILE_NAMES as readonly string[]).includes(name)) this.addConfig(joinPath(folder, name), folder);
      this.fileCount += names.length;
      return true;
    }
    const fresh = (known ? names.filter((name) => !hasName(known, name)) : names.slice()).sort();
    let count = 0;
    for (let i = 0; i < fresh.length; i++) {
      if (count > 0 && fresh[count - 1] === fresh[i]) continue;
      const name = (fresh[count++] = fresh[i]);
      if ((CONFIG_FILE_NAMES as readonly string[]).includes(name)) this.addConfig(joinPath(folder, name), folder);
    }
    fresh.length = count;
    if (count === 0 && !listing) return false;
    const entry = this.folderEntry(folder);
    if (count === 0) return false;
    // A folder listed for the first time takes the sorted names as they are; else one merge of two sorted lists (a
    // folder of 100,000 files arrives in slices of a few thousand: inserting each name would move the whole array).
    if (!entry.files) entry.files = fresh;
    else if (count <= 16) for (const name of fresh) entry.files.splice(nameSlot(entry.files, name), 0, name);
    else entry.files = mergeNames(entry.files, fresh);
    this.fileCount += count;
    return true;
  }

  /** A folder's names, sorted (the first time after its first listing). */
  private namesOf(entry: FolderEntry): string[] | undefined {
    if (entry.unsorted) {
      entry.files!.sort();
      entry.unsorted = false;
    }
    return entry.files;
  }

  /** A folder's entry, made (and recorded under its parent, and so on up to the first folder already recorded) when
   * it is new. */
  private folderEntry(folder: string): FolderEntry {
    const existing = this.folders.get(folder);
    if (existing) return existing;
    const entry: FolderEntry = {};
    this.folders.set(folder, entry);
    for (let child = folder; ;) {
      const parent = parentOf(child);
      if (parent === child) break;
      const above = this.folders.get(parent);
      if (above) {
        (above.folders ??= new Set()).add(child);
        break;
      }
      this.folders.set(parent, { folders: new Set([child]) });
      child = parent;
    }
    return entry;
  }

  private addConfig(path: string, folder: string): void {
    this.configPaths.add(path);
    this.configDirs.set(folder, (this.configDirs.get(folder) ?? 0) + 1);
  }

  /** Removes a file, or every file below a folder (a deleted folder arrives as one event). */
  remove(path: string): void {
    const normalized = normalizePath(path);
    const removed = this.has(normalized) ? [normalized] : this.filesBelow(normalized);
    for (const file of removed) {
      const folder = parentOf(file);
      const entry = this.folders.get(folder);
      const files = entry && this.namesOf(entry);
      if (!entry || !files || !removeName(files, nameIn(folder, file))) continue;
      this.fileCount--;
      if (files.length === 0) entry.files = undefined;
      this.dropIfEmpty(folder);
      if (this.configPaths.delete(file)) {
        const left = (this.configDirs.get(folder) ?? 1) - 1;
        if (left > 0) this.configDirs.set(folder, left);
        else this.configDirs.delete(folder);
      }
    }
    if (removed.length) this.changed();
  }

  /** Drops a folder left without files or sub-folders from the index and from its parent, and so on up. */
  private dropIfEmpty(folder: string): void {
    for (let child = folder; ;) {
      const entry = this.folders.get(child);
      if (!entry || entry.files?.length || entry.folders?.size) return;
      this.folders.delete(child);
      const parent = parentOf(child);
      if (parent === child) return;
      const above = this.folders.get(parent);
      above?.folders?.delete(child);
      if (above?.folders?.size === 0) above.folders = undefined;
      child = parent;
    }
  }

  /** Every indexed file below a folder; nothing (after one lookup) for a path the index does not hold. */
  private filesBelow(folder: string): string[] {
    const found: string[] = [];
    const pending = [folder];
    for (let next; (next = pending.pop()) !== undefined;) {
      const entry = this.folders.get(next);
      for (const name of entry?.files ?? []) found.push(joinPath(next, name));
      for (const sub of entry?.folders ?? []) pending.push(sub);
    }
    return found;
  }

  has(path: string): boolean {
    const folder = parentOf(path);
    if (folder === path) return false;
    const entry = this.folders.get(folder);
    const files = entry && this.namesOf(entry);
    return files !== undefined && hasName(files, nameIn(folder, path));
  }

  /** Whether some indexed file lies below `folder`. */
  hasFolder(folder: string): boolean {
    return this.folders.has(normalizePath(folder));
  }

  /** The indexed path that equals `path` ignoring case, if any (to explain "Intro" vs "intro"). */
  findIgnoringCase(path: string): string | undefined {
    const normalized = normalizePath(path);
    if (this.has(normalized)) return normalized;
    if (!this.lowerCaseFolders) {
      this.lowerCaseFolders = new Map();
      for (const folder of this.folders.keys()) {
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
        for (const name of this.folders.get(folder)?.files ?? []) {
          const entry = joinPath(folder, name);
          if (!entries.has(entry.toLowerCase())) entries.set(entry.toLowerCase(), entry);
        }
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

  /** The site root of a path: the innermost folder holding a config file, the path itself included (a folder that is a
   * site root is its own site); undefined outside every site. One map lookup per folder up the path, nothing joined:
   * the page pass asks this several times per page. */
  siteRootOf(path: string): string | undefined {
    for (let dir = normalizePath(path); ;) {
      if (this.configDirs.has(dir)) return dir;
      const parent = parentOf(dir);
      if (parent === dir) return undefined;
      dir = parent;
    }
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
      this.setIgnoreFile(root, this.has(path) ? read(path) : undefined);
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
   * (`.mintignore`, its default ignores, a root `skill.md`), as objects made on each call: for a report or a test.
   * The checks go through `pageTableOf`, which keeps no object per page. */
  pagesOf(rootDir: string): PageFile[] {
    const table = this.pageTableOf(rootDir);
    const pages: PageFile[] = [];
    for (let row = 0; row < table.rows; row++) if (table.isPage(row)) pages.push(table.file(row));
    return pages;
  }

  /**
   * The page table of a site root: every `.mdx`/`.md` file below it in page id order ("guides/intro"), the files of
   * nested roots included as rows that are not pages of this root (their files are there on disk; a lookup finds
   * them). Ignored files are left out. Cached until the next change.
   */
  pageTableOf(rootDir: string): PageTable {
    let table = this.pageTables.get(rootDir);
    if (!table) this.pageTables.set(rootDir, (table = this.collectPages(rootDir)));
    return table;
  }

  /**
   * Builds a root's page table in one walk of its folders (not of every file of the workspace), in page id order:
   * each folder's page stems and sub-folders (as `name/`) are sorted together and visited in that order, which is
   * the order of the whole ids (a stem holds no `/`, so it compares with a sub-folder's every id as it compares with
   * `name/`). Sorting each folder's few names instead of every id of the root, and finding a page's second file
   * (`x.md` beside `x.mdx`) as the next name of its folder, keeps this cheap at 100,000 pages, where it is part of
   * the first check of a site; the rows are pushed to an array, with no record or hash insert per page.
   */
  private collectPages(rootDir: string): PageTable {
    const nestedRoots = [...this.configDirs.keys()].filter(
      (dir) => dir !== rootDir && relativeInside(rootDir, dir) !== undefined,
    );
    const table = new PageTableBuilder();
    const base = rootDir.endsWith('/') ? rootDir : `${rootDir}/`;
    const ignoreRules = this.ignoreRulesOf(rootDir);
    // With only the generator's default ignores (no `.mintignore`, the usual case) a path is ignored when one of its
    // names is: a folder is judged once and skipped whole, a file by its name, and no relative path is made per file.
    const byName = ignoreRules === DEFAULT_IGNORE_RULES;
    const visit = (folder: string, within: string, nested: boolean): void => {
      const { files, folders } = this.folders.get(folder)!;
      const names: string[] = [];
      /** Stems of this folder's `.md` pages (usually none): with a sorted list of stems, the extension of each. */
      let mdStems: Set<string> | undefined;
      for (const name of files ?? []) {
        const extension = name.endsWith('.mdx') ? MDX : name.endsWith('.md') ? MD : undefined;
        if (extension === undefined) continue;
        if (within === '' && name === SKILL_FILE_NAME) continue;
        if (byName ? isDefaultIgnoredName(name) : ignoreRules.ignores(within + name)) continue;
        const stem = name.slice(0, name.length - extension.length);
        if (extension === MD) (mdStems ??= new Set()).add(stem);
        names.push(stem);
      }
      for (const sub of folders ?? []) names.push(`${sub.slice(folder.length + (folder.endsWith('/') ? 0 : 1))}/`);
      names.sort();
      const nestedFact = nested ? ROW_NESTED : 0;
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        if (name.endsWith('/')) {
          if (byName && isDefaultIgnoredName(name.slice(0, -1))) continue;
          const sub = joinPath(folder, name.slice(0, -1));
          visit(sub, within + name, nested || nestedRoots.includes(sub));
          continue;
        }
        // One flat string kept per page (a concatenation would keep its two parts beside it).
        const id = within ? [within, name].join('') : name;
        // The same page as `.md` and `.mdx` (two equal stems, next to each other): both files are pages (both
        // listed), and the id leads to the `.mdx`, the first of its two rows.
        if (names[i + 1] === name) {
          table.add(id, ROW_MD_FOLLOWS | nestedFact);
          table.add(id, ROW_MD | nestedFact);
          i++;
        } else table.add(id, (mdStems?.has(name) ? ROW_MD : 0) | nestedFact);
      }
    };
    if (this.folders.has(rootDir)) visit(rootDir, '', false);
    return table.build(base);
  }

  /** The page ids of a site root (as `pagesOf`) in the form completion searches; cached until the next change. */
  pageListOf(rootDir: string): PageList {
    let list = this.pageListCache.get(rootDir);
    if (!list) {
      const table = this.pageTableOf(rootDir);
      const ids: string[] = [];
      for (let row = 0; row < table.rows; row++) if (table.isPage(row)) ids.push(table.id(row));
      this.pageListCache.set(rootDir, (list = new PageList(ids)));
    }
    return list;
  }

  *allFiles(): IterableIterator<string> {
    for (const [folder, { files }] of this.folders) for (const name of files ?? []) yield joinPath(folder, name);
  }

  private changed(): void {
    this.changeCount++;
    this.lowerCaseFolders = undefined;
    this.lowerCaseEntries.clear();
    this.pageTables.clear();
    this.pageListCache.clear();
  }
}

/** Where `name` is or would go in a sorted array of names. */
function nameSlot(names: readonly string[], name: string): number {
  return lowerBound(names, name);
}

function hasName(names: readonly string[], name: string): boolean {
  return names[nameSlot(names, name)] === name;
}

/** Two sorted arrays of names with none in common, as one sorted array. */
function mergeNames(a: readonly string[], b: readonly string[]): string[] {
  const merged = new Array<string>(a.length + b.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < merged.length; k++) merged[k] = j >= b.length || (i < a.length && a[i] < b[j]) ? a[i++] : b[j++];
  return merged;
}

/** Removes a name from a sorted array of names; whether it was there. */
function removeName(names: string[], name: string): boolean {
  const at = nameSlot(names, name);
  if (names[at] !== name) return false;
  names.splice(at, 1);
  return true;
}

/** A file's path from its folder and name (a root folder, `/` or `c:/`, ends with its slash already), as one flat
 * string: a concatenation would keep a two-part string object beside it for as long as the path is kept. */
function joinPath(folder: string, name: string): string {
  return folder.endsWith('/') ? [folder, name].join('') : [folder, name].join('/');
}

/** The name of `path` inside `folder` (its `parentOf`). */
function nameIn(folder: string, path: string): string {
  return path.slice(folder.endsWith('/') ? folder.length : folder.length + 1);
}

/** The folder of a normalised path ("/a/b" -> "/a", "/a" -> "/", "c:/a" -> "c:/"); the root is its own parent. */
function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  if (slash < 0) return path;
  if (slash === 0) return '/';
  if (slash === 2 && path[1] === ':') return path.slice(0, 3);
  return path.slice(0, slash);
}
