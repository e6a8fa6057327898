// One site's pages as the checks see them: which files are pages to check, each page's parse (cached, so a page
// linked from a thousand others is parsed once), and the PageSiteContext the checks read. The host (LSP server or
// CLI) supplies the text of a file and says when a file changed.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { LanguageConventionSetting } from '../../../../shared/src/settings';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { originalParse, parseConfigDocument, type ConfigDocument } from '../json/document';
import { iconNamesOf, type IconLibrary } from '../config/features/iconLibraries';
import { dirname, pathToUri } from '../workspace/paths';
import type { SiteModel } from '../config/model/model';
import { NO_PAGE_FACTS, pageFactsOf, type SitePageFacts } from '../config/model/pageFacts';
import { siteModelOf } from '../config/model/siteModel';
import { PageRows } from '../workspace/pageTable';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';
import { checkPage } from './pageDiagnostics';
import { importPath } from './routing';
import { parsePage, type ParsedPage } from './parsePage';
import { siteContextFrom, type PageAnchors, type PageSiteContext } from './siteContext';

export interface SitePagesOptions {
  rootDir: string;
  index: WorkspaceIndex;
  /** The text of a workspace file (open editor text first, else disk), or undefined when unreadable. */
  readFile(path: string): string | undefined;
  /** Front matter keys every page must have (read at each check, so a settings change needs no new object). */
  requiredKeys?: () => readonly string[];
  /** Parses the site's config with the host's `$ref` and OpenAPI reader (the language service's), so the pages see
   * the same site model as the config checks. Without it the config is parsed without following files. */
  parseConfig?: (textDocument: TextDocument, path: string) => ConfigDocument;
  iconNames?: ReadonlySet<string>;
  openApiOperations?: ReadonlySet<string>;
  /** The stated language folder convention (read at each check, like the required keys). */
  languageConvention?: () => LanguageConventionSetting | undefined;
  /** Told of each page parse made (not of one reused): lets a host count them. */
  onParse?: (path: string) => void;
}

/** A page bigger than this is not read from disk (the server, the CLI and the check on save alike). */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** Whether a file under the root is one the generator treats as a page or snippet worth checking: `.mdx`/`.md`,
 * not in a dot-folder or node_modules, and not a repository document (README.md, CHANGELOG.md, AGENTS.md …).
 * With `extension`, `relativeFile` is the path without it (the page id: the page pass cuts no path per page). */
export function isCheckedPage(relativeFile: string, extension?: '.mdx' | '.md'): boolean {
  if (extension === undefined) {
    const found = /\.mdx?$/.exec(relativeFile);
    if (!found) return false;
    return isCheckedPage(relativeFile.slice(0, found.index), found[0] as '.mdx' | '.md');
  }
  // `relativeFile` is the path without its extension from here on.
  if (relativeFile.startsWith('.') || relativeFile.includes('/.') || /(^|\/)node_modules(\/|$)/.test(relativeFile))
    return false;
  const name = relativeFile.slice(relativeFile.lastIndexOf('/') + 1);
  // A file named `.mdx` is a dot-file, not a page.
  if (name === '') return false;
  return !(extension === '.md' && /^[A-Z0-9_-]+$/.test(name) && /[A-Z]/.test(name));
}

const iconSets = new Map<IconLibrary, ReadonlySet<string>>();

/** The library's icon names as a set, built once per library. */
function iconSet(library: IconLibrary): ReadonlySet<string> {
  let set = iconSets.get(library);
  if (!set) iconSets.set(library, (set = new Set(iconNamesOf(library))));
  return set;
}

/** What identifies a text without keeping it: its length and a 32-bit FNV-1a hash of its UTF-16 units (two small
 * integers, kept in the cache entry's own fields). Two texts mistaken for one another would need the same length and
 * hash; the cost of that is a stale parse until the next change of the file. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * A copy of a string that shares no memory with the text it was cut from. V8 makes a slice of 13 characters or more
 * a view into its parent, so one heading or link target kept from a parse would keep the whole page text alive; a
 * string read back from JSON is a flat string of its own.
 */
function detached(value: string): string {
  return value.length < 13 ? value : (JSON.parse(JSON.stringify(value)) as string);
}

/** The parse with every string copied out of the page text, so keeping the parse does not keep the text. */
function detachFromText(parsed: ParsedPage): ParsedPage {
  for (const link of parsed.links) {
    link.url = detached(link.url);
    if (link.element !== undefined) link.element = detached(link.element);
    if (link.attribute !== undefined) link.attribute = detached(link.attribute);
  }
  for (const entry of parsed.imports) entry.source = detached(entry.source);
  for (const heading of parsed.headings) {
    heading.text = detached(heading.text);
    heading.id = detached(heading.id);
  }
  if (parsed.anchors.size) {
    const anchors = [...parsed.anchors];
    parsed.anchors.clear();
    for (const id of anchors) parsed.anchors.add(detached(id));
  }
  if (parsed.parseError) parsed.parseError.message = detached(parsed.parseError.message);
  if (parsed.tooComplex) parsed.tooComplex.message = detached(parsed.tooComplex.message);
  return parsed;
}

interface CachedParse {
  length: number;
  hash: number;
  parsed: ParsedPage;
}

/** The name of `path` inside `folder` (its `dirname`). */
function nameIn(folder: string, path: string): string {
  return path.slice(folder.endsWith('/') ? folder.length : folder.length + 1);
}

export class SitePages {
  /** Each page's parse with the fingerprint of the text it was made from: the text itself is not kept (at 100,000
   * pages the texts were most of the pages' memory); a check reads it again, and a matching fingerprint reuses the
   * parse. Held by folder and then by file name, so no page's path is kept (the folder's path is, once for all its
   * pages), and a deleted folder's parses are found by walking its own subtree (comparing each delete event with
   * every parsed page held a hover 17.8 s for 5,000 events on 20,000 pages). */
  private readonly parsedIn = new Map<string, Map<string, CachedParse>>();
  /** Each folder holding parses (at any depth) by its parent. */
  private readonly subfolders = new Map<string, Set<string>>();
  /** The config parse made here, when the host's parser had none of that text to share (a config no editor or
   * check holds). A parse shared with the host is not kept: after an edit of the open config the host's cache moves
   * to the new text, and a copy held here would keep the previous tree, value and site model alive (at 100,000
   * pages about 30 MB) until the page pass came back for the config. */
  private ownConfig: { path: string; text: string; doc: ConfigDocument } | undefined;
  /** Ids of pages that import snippets, with the snippets' ids added, by the page parse they were made from. */
  private readonly withSnippets = new Map<string, { parsed: ParsedPage; anchors: PageAnchors }>();

  constructor(private readonly options: SitePagesOptions) {}

  get rootDir(): string {
    return this.options.rootDir;
  }

  /** The page files of the site to check, in path order. */
  pagePaths(): string[] {
    const pages = this.checkedPages();
    const paths = new Array<string>(pages.length);
    for (let i = 0; i < pages.length; i++) paths[i] = pages.path(i);
    return paths;
  }

  /** The rows of the index's page table to check, in path order: a path is made only for a page the caller reaches
   * (the page pass starts again after every change of the config, and often gives way before its end). */
  checkedPages(): PageRows {
    const table = this.options.index.pageTableOf(this.rootDir);
    const rows = new Int32Array(table.rows);
    let count = 0;
    for (let row = 0; row < table.rows; row++) {
      // The page id is the relative path without its extension: no relative path is cut per page.
      if (table.isPage(row) && isCheckedPage(table.id(row), table.extension(row))) rows[count++] = row;
    }
    return new PageRows(table, rows.slice(0, count));
  }

  /** The parse of a page: of `text` when given (an open editor's), else of the file as last read (the host calls
   * `forget` when a file changes, so a page linked from a thousand others is read and parsed once). */
  parse(path: string, text?: string): ParsedPage | undefined {
    const folder = dirname(path);
    const name = nameIn(folder, path);
    const cached = this.parsedIn.get(folder)?.get(name);
    if (cached && text === undefined) return cached.parsed;
    text ??= this.options.readFile(path);
    if (text === undefined) return undefined;
    const hash = textHash(text);
    if (cached?.length === text.length && cached.hash === hash) return cached.parsed;
    const parsed = detachFromText(parsePage(text));
    this.options.onParse?.(path);
    const entry: CachedParse = { length: text.length, hash, parsed };
    if (cached) this.parsedIn.get(folder)!.set(name, entry);
    else this.folderOf(folder).set(detached(name), entry);
    return parsed;
  }

  /** Forgets a file's parse (changed or deleted on disk). */
  forget(path: string): void {
    const folder = dirname(path);
    const names = this.parsedIn.get(folder);
    if (names?.delete(nameIn(folder, path)) && names.size === 0) this.dropFolder(folder);
    // Any page may import the changed file; the unions are cheap to make again from the cached parses.
    if (this.withSnippets.size) this.withSnippets.clear();
  }

  /** Forgets the parse of a deleted path: a file, or every file below a folder (a deleted folder arrives as one
   * event). Costs the parses below the path, not all of them. */
  forgetBelow(path: string): void {
    this.forget(path);
    if (!this.parsedIn.has(path) && !this.subfolders.has(path)) return;
    const folders = [path];
    for (let folder; (folder = folders.pop()) !== undefined;) {
      this.parsedIn.delete(folder);
      for (const sub of this.subfolders.get(folder) ?? []) folders.push(sub);
      this.subfolders.delete(folder);
    }
    this.unlink(path);
    if (this.withSnippets.size) this.withSnippets.clear();
  }

  /** The parses of a folder, made (and linked to its parents up to one already linked) when new. */
  private folderOf(path: string): Map<string, CachedParse> {
    let names = this.parsedIn.get(path);
    if (names) return names;
    // A copy: the folder cut from a page's path would be a view keeping that path alive.
    let folder = detached(path);
    this.parsedIn.set(folder, (names = new Map()));
    for (let parent = dirname(folder); parent !== folder; folder = parent, parent = dirname(folder)) {
      let children = this.subfolders.get(parent);
      if (children?.has(folder)) break;
      if (!children) this.subfolders.set(parent, (children = new Set()));
      children.add(folder);
    }
    return names;
  }

  /** Drops a folder left without parses, unless folders below it still hold some. */
  private dropFolder(folder: string): void {
    this.parsedIn.delete(folder);
    if (!this.subfolders.has(folder)) this.unlink(folder);
  }

  /** Removes a folder gone from the cache from its parent's sub-folders, and parents left empty with it. */
  private unlink(folder: string): void {
    for (let child = folder, parent = dirname(child); parent !== child; child = parent, parent = dirname(child)) {
      const children = this.subfolders.get(parent);
      if (!children?.delete(child)) return;
      if (children.size > 0) return;
      this.subfolders.delete(parent);
      if (this.parsedIn.has(parent)) return;
    }
  }

  /**
   * The ids a page renders (undefined when unknown): its own, and those of the `.mdx`/`.md` snippets it imports (and
   * they import), whose headings the generator renders into the page. Each snippet is parsed once however many pages
   * import it.
   */
  pageAnchors(path: string): PageAnchors | undefined {
    const parsed = this.parse(path);
    // A page that does not parse has its own error; its ids are unknown, so links to them are not judged.
    if (!parsed || parsed.parseError) return undefined;
    if (parsed.imports.length === 0) return parsed;
    const cached = this.withSnippets.get(path);
    if (cached?.parsed === parsed) return cached.anchors;
    const ids = new Set(parsed.anchors);
    const seen = new Set([path]);
    const pending = [{ from: path, page: parsed }];
    for (let next; (next = pending.pop());) {
      for (const entry of next.page.imports) {
        const snippet = /\.mdx?$/.test(entry.source) ? importPath(entry.source, next.from, this.rootDir) : undefined;
        if (snippet === undefined || seen.has(snippet)) continue;
        seen.add(snippet);
        const page = this.parse(snippet);
        if (!page) continue;
        for (const id of page.anchors) ids.add(id);
        pending.push({ from: snippet, page });
      }
    }
    const anchors = { anchors: ids, generatesApiAnchors: parsed.generatesApiAnchors };
    this.withSnippets.set(path, { parsed, anchors });
    return anchors;
  }

  /** The site model of the site's config (parsed again only when its text changes), or undefined without one. */
  siteModel(): SiteModel | undefined {
    const path = this.options.index.configOf(this.rootDir);
    const text = path === undefined ? undefined : this.options.readFile(path);
    if (path === undefined || text === undefined) return undefined;
    const own = this.ownConfig;
    if (own && own.path === path && own.text === text) return siteModelOf(own.doc);
    this.ownConfig = undefined;
    const document = TextDocument.create(pathToUri(path), 'json', 0, text);
    const doc = this.options.parseConfig
      ? this.options.parseConfig(document, path)
      : parseConfigDocument(document, path);
    // Shared with the host's cached parse of the same text: its site model is cached on that parse, found again on
    // the next call for the price of comparing the text.
    if (originalParse(doc) === doc) this.ownConfig = { path, text, doc };
    return siteModelOf(doc);
  }

  /** What the pages need of the config: navigation, redirects, variables, icon library, OpenAPI operations. */
  configFacts(): SitePageFacts {
    const model = this.siteModel();
    return model ? pageFactsOf(model) : NO_PAGE_FACTS;
  }

  context(): PageSiteContext {
    const facts = this.configFacts();
    return siteContextFrom({
      rootDir: this.rootDir,
      index: this.options.index,
      facts,
      frontMatter: {
        requiredKeys: this.options.requiredKeys?.() ?? [],
        iconNames: this.options.iconNames ?? iconSet(facts.iconLibrary),
        openApiOperations: this.options.openApiOperations,
      },
      pageAnchors: (path) => this.pageAnchors(path),
      readText: (path) => this.options.readFile(path),
      languageConvention: this.options.languageConvention?.(),
    });
  }

  /** The diagnostics of one page; `text` is the editor's text when the page is open, else the file is read (its
   * parse is reused when the text is the one it was made from). */
  check(path: string, text?: string, site: PageSiteContext = this.context()): Diagnostic[] {
    const source = text ?? this.options.readFile(path);
    if (source === undefined) return [];
    const parsed = this.parse(path, source);
    if (parsed === undefined) return [];
    const document = TextDocument.create(pathToUri(path), 'mdx', 0, source);
    return checkPage(document, path, site, parsed).diagnostics;
  }
}
