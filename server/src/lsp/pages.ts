// The LSP adapter of the page checks and the editor help in pages (`.mdx`/`.md`). Open pages are checked after a
// typing pause; every other page of every site in the workspace is checked once the folder is indexed (the first
// MAX_CLOSED_PAGES in path order) and again when files change, so the Problems panel holds the whole site. Parses
// are cached per file and re-read only when a file changes, so a pass after the first costs link resolution only.
import {
  FileChangeType,
  type CodeAction,
  type TextEdit,
  type CompletionList,
  type Diagnostic,
  type DocumentLink,
  type FileEvent,
  type Hover,
  type LocationLink,
  type Position,
  type Range,
} from 'vscode-languageserver/node';
import type { UnreachablePagesResult } from '../../../shared/src/customMessages';
import { FolderRealPaths, readRegularFileSync } from '../host/readRegularFile';
import { unreachablePages } from '../service/pages/unreachablePages';
import {
  pageCodeActions,
  pageCompletions,
  pageDefinition,
  pageDocumentLinks,
  pageHover,
  type PageEditorSite,
} from '../service/pages/pageEditor';
import { MAX_PAGE_BYTES, SitePages } from '../service/pages/sitePages';
import type { ParsedPage } from '../service/pages/pageModel';
import { linkEditsForMoves, redirectEdits, redirectsForMoves, type PathMove } from '../service/pages/pageRenames';
import { applyRuleSeverities } from '../service/checks/ruleSeverities';
import { CONFIG_FILE_NAMES, basename, pathToUri, relativeInside, uriToPath } from '../service/workspace/paths';
import { describeFailure } from './requestGuard';
import type { ServerContext } from './serverContext';
import { ValidationScheduler } from './validationScheduler';
import { capPageProblems } from '../service/diagnostics/problemCap';
import type { PageRows } from '../service/workspace/pageTable';

/** Closed pages checked at most (a huge monorepo): the first ones in path order. */
export const MAX_CLOSED_PAGES = 20_000;
const PAGE_VALIDATION_DELAY_MS = 150;
/** File events come in bursts: one whole-site pass per burst. */
const SITE_PASS_DELAY_MS = 300;
/** Time spent checking pages between two yields to the event loop during a whole-site pass, so requests keep flowing
 * (a count of pages was no bound: 200 pages took over a second on a busy machine). */
const SLICE_MS = 15;

export function isPageUri(uri: string): boolean {
  return /\.mdx?$/i.test(uri) && uri.startsWith('file:');
}

export interface PageFeatures {
  isPage(uri: string): boolean;
  completion(uri: string, position: Position): CompletionList | null;
  hover(uri: string, position: Position): Hover | null;
  definition(uri: string, position: Position): LocationLink[] | null;
  documentLinks(uri: string): DocumentLink[] | null;
  codeActions(uri: string, diagnostics: Diagnostic[], range?: Range): CodeAction[] | null;
  /** Link edits in every page for files or folders about to be renamed (and, after, an offer of redirects). */
  editsForRenames(files: readonly { oldUri: string; newUri: string }[]): { changes: Record<string, TextEdit[]> } | null;
  /** The moves were applied (workspace/didRenameFiles): now ask about the redirects the moved pages need. */
  filesRenamed(files: readonly { oldUri: string; newUri: string }[]): void;
  /** Pages no navigation entry and no link reaches, per site root. */
  unreachablePages(): UnreachablePagesResult;
  /** The parse of a page's text, from the checks' cache when they parsed the same text (undefined outside a site). */
  parsed(path: string, text: string): ParsedPage | undefined;
  /** Watched-file events (after the index applied them). */
  filesChanged(changes: readonly FileEvent[]): void;
  /** Settings changed or the index is ready: check everything again. */
  revalidateAll(): void;
  dispose(): void;
}

/** How long a redirect question waits for its move to be applied (a refactor preview can stay open a while). */
const PENDING_OFFER_TTL_MS = 10 * 60_000;
const moveKey = (files: readonly { oldUri: string; newUri: string }[]) =>
  JSON.stringify(files.map((f) => [f.oldUri, f.newUri]).sort());

export function registerPageFeatures(context: ServerContext, indexReady: () => Promise<void>): PageFeatures {
  const { connection, documents, service } = context;
  const index = service.index;
  const sites = new Map<string, SitePages>();
  /** What each page last showed, by path: the URI it was sent to and the diagnostics as JSON. */
  const published = new Map<string, { uri: string; json: string }>();
  let passGeneration = 0;
  let passTimer: NodeJS.Timeout | undefined;
  let warnedAboutCap = false;
  // Folders' real paths, resolved once per state of the disk: forgotten at every pass and every change of files.
  let folders = new FolderRealPaths();

  const log = (message: string) => connection.console.log(message);
  const enabled = () => context.settings().checkPages !== false && context.settings().validationEnabled !== false;
  /** A page's diagnostics at the severities of `docsite.rules` (as the config's). */
  const checked = (site: SitePages, path: string, text?: string, siteContext?: ReturnType<SitePages['context']>) =>
    capPageProblems(
      applyRuleSeverities(site.check(path, text, siteContext), context.settings().rules),
      context.settings(),
    );
  const openText = context.openText;

  function readFile(path: string): string | undefined {
    const open = openText(path);
    if (open !== undefined) return open;
    // Regular files inside the workspace only (a committed symlink to /dev/zero or outside the site is not read).
    const root = index.siteRootOf(path);
    const read = readRegularFileSync(path, { maxBytes: MAX_PAGE_BYTES, root, folders });
    return read.kind === 'text' ? read.text : undefined;
  }

  /** The site a file belongs to (its innermost site root). */
  function siteOf(path: string): SitePages | undefined {
    return siteAt(index.siteRootOf(path));
  }

  function siteAt(root: string | undefined): SitePages | undefined {
    if (root === undefined || !index.coversFolder(root)) return undefined;
    let site = sites.get(root);
    if (!site) {
      site = new SitePages({
        rootDir: root,
        index,
        readFile,
        requiredKeys: () => context.settings().requiredFrontMatter ?? [],
        languageConvention: () => context.settings().languages,
        parseConfig: (document, path) => service.parseUncached(document, path),
      });
      sites.set(root, site);
    }
    return site;
  }

  function editorSite(site: SitePages): PageEditorSite {
    const base = site.context();
    return {
      ...base,
      pageList: () => index.pageListOf(site.rootDir),
      parsedPage: (path) => site.parse(path),
      readText: readFile,
    };
  }

  /** Sends a page's diagnostics when they differ from what it last showed. A page is known by its path: the pass
   * makes no URI for a page it has nothing to send (at 10,000 pages making each page's URL cost more than reading it). */
  async function publish(path: string, uri: string | undefined, diagnostics: Diagnostic[], version?: number) {
    const json = JSON.stringify(diagnostics);
    const shown = published.get(path);
    // A page never published has nothing shown: its first empty result is not sent (most pages of a big site have no
    // problems; 20,000 empty publications queued ahead of a completion answer held it up for tenths of a second).
    if ((shown?.json ?? '[]') === json && version === undefined) return;
    const to = uri ?? shown?.uri ?? pathToUri(path);
    published.set(path, { uri: to, json });
    await context.publishDiagnostics(
      version === undefined ? { uri: to, diagnostics } : { uri: to, version, diagnostics },
    );
  }

  async function validateOpen(uri: string): Promise<void> {
    const document = documents.get(uri);
    const path = uriToPath(uri);
    if (!document || !path) return;
    const version = document.version;
    await indexReady();
    if (documents.get(uri)?.version !== version) return;
    if (!enabled()) return publish(path, uri, []);
    const site = siteOf(path);
    if (!site) return publish(path, uri, []); // a page outside any site: nothing to resolve links against
    try {
      const diagnostics = checked(site, path, document.getText());
      if (documents.get(uri)?.version !== version) return;
      await publish(path, uri, diagnostics, version);
    } catch (error) {
      connection.console.error(`Checking ${uri} failed: ${describeFailure(error)}`);
    }
  }
  const scheduler = new ValidationScheduler(validateOpen, PAGE_VALIDATION_DELAY_MS, context.foreground);

  /** Every closed page of every site (bounded), checked in slices; a newer pass stops an older one. */
  async function sitePass(): Promise<void> {
    const generation = ++passGeneration;
    folders = new FolderRealPaths();
    await indexReady();
    // Even listing the pages to check takes a while at 100,000 pages: a config opened meanwhile is checked first.
    await context.foreground.idle();
    if (generation !== passGeneration) return;
    /** The published pages the pass still checks (not every page it checks: most have nothing published, and
     * at 100,000 pages a set of every page was megabytes made on each pass). */
    const wanted = new Set<string>();
    if (enabled()) {
      const lists: { site: SitePages; pages: PageRows }[] = [];
      let total = 0;
      for (const root of siteRoots()) {
        const site = siteAt(root);
        if (!site) continue;
        // Rows of the index's page table: a page's path is made when the pass reaches it.
        const pages = site.checkedPages();
        lists.push({ site, pages });
        total += pages.length;
      }
      if (total > MAX_CLOSED_PAGES && !warnedAboutCap) {
        warnedAboutCap = true;
        log(`${total} pages in the workspace: only the first ${MAX_CLOSED_PAGES} are checked while closed.`);
      }
      const started = Date.now();
      let sliceStarted = performance.now();
      let count = 0;
      for (const { site, pages } of lists) {
        let siteContext: ReturnType<SitePages['context']> | undefined;
        for (let i = 0; i < pages.length; i++) {
          if (++count > MAX_CLOSED_PAGES) break;
          const path = pages.path(i);
          if (published.has(path)) wanted.add(path);
          if (openText(path) !== undefined) continue;
          if (performance.now() - sliceStarted >= SLICE_MS || context.foreground.busy) {
            await new Promise((resolve) => setImmediate(resolve));
            // An edit waits for its diagnostics: the pass resumes once they are out.
            await context.foreground.idle();
            if (generation !== passGeneration) return;
            sliceStarted = performance.now();
          }
          siteContext ??= site.context();
          try {
            void publish(path, undefined, checked(site, path, undefined, siteContext));
            if (published.has(path)) wanted.add(path);
          } catch (error) {
            connection.console.error(`Checking ${path} failed: ${describeFailure(error)}`);
          }
        }
      }
      log(`Checked ${Math.min(total, MAX_CLOSED_PAGES)} pages in ${Date.now() - started} ms`);
    }
    // Pages gone, beyond the cap, or checks switched off: clear what they showed.
    for (const [path, { uri }] of [...published]) {
      if (!wanted.has(path) && !(openText(path) !== undefined && enabled())) {
        published.delete(path);
        void context.publishDiagnostics({ uri, diagnostics: [] });
      }
    }
  }

  /** Folders holding a config (the index keeps them: no pass over every file of a 200,000-file workspace). */
  function siteRoots(): string[] {
    return index.configRoots();
  }

  function schedulePass(): void {
    if (passTimer) clearTimeout(passTimer);
    passTimer = setTimeout(() => {
      passTimer = undefined;
      void sitePass();
    }, SITE_PASS_DELAY_MS);
  }

  function revalidateOpenPages(): void {
    for (const document of documents.all()) if (isPageUri(document.uri)) scheduler.schedule(document.uri);
  }

  documents.onDidOpen(({ document }) => isPageUri(document.uri) && scheduler.schedule(document.uri, true));
  documents.onDidChangeContent(({ document }) => {
    if (!isPageUri(document.uri)) return;
    scheduler.schedule(document.uri);
  });
  documents.onDidClose(({ document }) => {
    if (!isPageUri(document.uri)) return;
    scheduler.cancel(document.uri);
    const path = uriToPath(document.uri);
    if (path) siteOf(path)?.forget(path);
    // The disk text's problems replace the editor's (or nothing, outside a site); `published` keeps what the client
    // shows, so the pass sends the disk's result when it differs.
    schedulePass();
  });

  /** Redirect questions for moves VS Code asked about (willRenameFiles) and has not applied yet, by move. A move the
   * user cancelled never reports back, so entries expire. */
  const pendingOffers = new Map<
    string,
    { offers: { site: SitePages; redirects: { source: string; destination: string }[] }[]; at: number }
  >();

  /** Asks whether to keep the moved pages' old URLs alive with redirects in the site config, and adds them. */
  async function offerRedirects(site: SitePages, redirects: { source: string; destination: string }[]): Promise<void> {
    const configPath = index.configOf(site.rootDir);
    if (!configPath) return;
    const name = basename(configPath);
    const what =
      redirects.length === 1
        ? `a redirect from ${redirects[0].source} to ${redirects[0].destination}`
        : `${redirects.length} redirects from the old page URLs`;
    try {
      const answer = await connection.window.showInformationMessage(
        `Add ${what} to ${name}, so links to the old URL keep working?`,
        { title: 'Add Redirect' },
        { title: 'Not Now' },
      );
      if (answer?.title !== 'Add Redirect') return;
      const text = readFile(configPath);
      if (text === undefined) return;
      const edits = redirectEdits(text, redirects);
      if (edits.length)
        await connection.workspace.applyEdit({
          label: `Add redirects to ${name}`,
          edit: { changes: { [pathToUri(configPath)]: edits } },
        });
    } catch (error) {
      connection.console.warn(`Could not add redirects: ${String(error)}`);
    }
  }

  /** A page of the site as (path, site, parsed, document) for a position request. */
  function pageRequest<R>(
    uri: string,
    run: (args: { path: string; site: SitePages; editor: PageEditorSite }) => R,
  ): R | null {
    const path = uriToPath(uri);
    const document = documents.get(uri);
    if (!path || !document || !isPageUri(uri)) return null;
    const site = siteOf(path);
    if (!site) return null;
    return run({ path, site, editor: editorSite(site) });
  }

  return {
    isPage: isPageUri,
    completion(uri, position) {
      return pageRequest(uri, ({ path, site, editor }) => {
        const document = documents.get(uri)!;
        const parsed = site.parse(path, document.getText())!;
        return pageCompletions(document, path, parsed, position, editor) ?? null;
      });
    },
    hover(uri, position) {
      return pageRequest(uri, ({ path, site, editor }) => {
        const document = documents.get(uri)!;
        return pageHover(document, path, site.parse(path, document.getText())!, position, editor);
      });
    },
    definition(uri, position) {
      return pageRequest(uri, ({ path, site, editor }) => {
        const document = documents.get(uri)!;
        return pageDefinition(document, path, site.parse(path, document.getText())!, position, editor);
      });
    },
    documentLinks(uri) {
      return pageRequest(uri, ({ path, site, editor }) => {
        const document = documents.get(uri)!;
        return pageDocumentLinks(document, path, site.parse(path, document.getText())!, editor);
      });
    },
    codeActions(uri, diagnostics, range) {
      return isPageUri(uri) ? pageCodeActions(uri, diagnostics, documents.get(uri), range) : null;
    },
    parsed: (path, text) => siteOf(path)?.parse(path, text),
    unreachablePages() {
      const roots: UnreachablePagesResult['roots'] = [];
      for (const root of siteRoots()) {
        const site = siteAt(root);
        if (site) roots.push({ rootUri: pathToUri(root), pages: unreachablePages(site).map(pathToUri) });
      }
      return { roots };
    },
    editsForRenames(files) {
      const moves: PathMove[] = files.flatMap((f) => {
        const oldPath = uriToPath(f.oldUri);
        const newPath = uriToPath(f.newUri);
        return oldPath && newPath ? [{ oldPath, newPath }] : [];
      });
      if (!moves.length || !enabled()) return null;
      const changes: Record<string, TextEdit[]> = {};
      const offers: { site: SitePages; redirects: { source: string; destination: string }[] }[] = [];
      for (const root of siteRoots()) {
        if (!moves.some((m) => relativeInside(root, m.oldPath) !== undefined || m.oldPath === root)) continue;
        const site = siteAt(root);
        if (!site) continue;
        const context = site.context();
        const pagePaths = site.pagePaths();
        for (const path of pagePaths) {
          const text = readFile(path);
          const parsed = text === undefined ? undefined : site.parse(path, text);
          if (!parsed || text === undefined) continue;
          const edits = linkEditsForMoves(text, path, parsed, context, moves);
          if (edits.length) changes[pathToUri(path)] = edits;
        }
        const redirects = redirectsForMoves(root, pagePaths, moves);
        if (redirects.length) offers.push({ site, redirects });
      }
      // Asked after the move is applied (filesRenamed), not now: VS Code may be showing its refactor preview for these
      // very edits, and a second question at the same time would hide in the notification centre.
      const now = Date.now();
      for (const [key, pending] of pendingOffers)
        if (now - pending.at > PENDING_OFFER_TTL_MS) pendingOffers.delete(key);
      const key = moveKey(files);
      if (offers.length) pendingOffers.set(key, { offers, at: now });
      else pendingOffers.delete(key);
      return Object.keys(changes).length ? { changes } : null;
    },
    filesRenamed(files) {
      const pending = pendingOffers.get(moveKey(files));
      if (!pending) return;
      pendingOffers.delete(moveKey(files));
      for (const offer of pending.offers) void offerRedirects(offer.site, offer.redirects);
    },
    filesChanged(changes) {
      folders = new FolderRealPaths();
      let relevant = false;
      for (const change of changes) {
        const path = uriToPath(change.uri);
        if (!path) continue;
        const name = basename(path);
        if ((CONFIG_FILE_NAMES as readonly string[]).includes(name)) {
          relevant = true;
          if (change.type !== FileChangeType.Changed) sites.clear();
          continue;
        }
        for (const site of sites.values()) {
          if (relativeInside(site.rootDir, path) === undefined) continue;
          site.forget(path);
          relevant = true;
        }
        if (change.type !== FileChangeType.Changed) relevant = true;
        if (change.type === FileChangeType.Deleted) {
          // A deleted folder arrives as one event: forget every parse below it.
          for (const site of sites.values()) site.forgetBelow(path);
        }
      }
      if (!relevant) return;
      revalidateOpenPages();
      schedulePass();
    },
    revalidateAll() {
      revalidateOpenPages();
      schedulePass();
    },
    dispose() {
      scheduler.dispose();
      if (passTimer) clearTimeout(passTimer);
      passGeneration++;
    },
  };
}
