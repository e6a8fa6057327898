// `docsite.externalLinks.checkOnSave`: the external links of a page or config, checked when it is saved (never while
// typing, never with the setting off), with the CLI's checker, its `externalLinks` settings of `.docsiterc.json` and
// its cache `.docsite-cache/links.json` in the site folder: editor and CI share answers, so a link CI checked an hour
// ago is not requested again on save, and the reverse. Every publication of diagnostics goes through `publish` here,
// which adds the file's external findings (service/externalLinks/onText.ts: kept by link target until the next save,
// placed on the links of the text being published). Saves are checked in turns: the saves that arrive while a turn
// runs make the next turn, one checker for them all (Save All of fifty pages asks each host at its limit, not fifty
// times over). The result of a save is dropped when the same file was saved again meanwhile; the log gets counts
// only, never a URL (a query string can hold a credential).
import type { Diagnostic, PublishDiagnosticsParams, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerSettings } from '../../../shared/src/settings';
import { loadLinkCache, saveLinkCache, type CacheEntries } from '../host/externalLinks/linkCache';
import { readRegularFileSync } from '../host/readRegularFile';
import { findRcFile, loadRcFile } from '../host/rcFile';
import { applyRuleSeverities } from '../service/checks/ruleSeverities';
import {
  externalLinksOfText,
  findingsOfTargets,
  placeFindings,
  targetsOf,
  type FindingsByTarget,
  type LinkTarget,
} from '../service/externalLinks/onText';
import {
  DEFAULT_EXTERNAL_LINK_SETTINGS,
  isCacheable,
  isFresh,
  linkCheckerUserAgent,
  type ExternalLinkSettings,
  type LinkOutcome,
} from '../service/externalLinks/settings';
import { isCheckedPage, MAX_PAGE_BYTES } from '../service/pages/sitePages';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';
import type { ParsedPage } from '../service/pages/pageModel';
import { parsePage } from '../service/pages/parsePage';
import { configFormatOf, relativeInside, uriToPath } from '../service/workspace/paths';
import { describeFailure } from './requestGuard';

/** A save checks few links, often none with a name that resolves: a name resolved by a check this recent shows the
 * machine's DNS works, so a host that does not exist is broken rather than "not checked". */
const DNS_WORKED_RECENTLY_MS = 10 * 60_000;

export interface ExternalLinksOnSaveOptions {
  documents: TextDocuments<TextDocument>;
  index: WorkspaceIndex;
  settings(): ServerSettings;
  indexReady(): Promise<void>;
  /** Sends a publication to the client (what `publish` calls with the findings added). */
  send(params: PublishDiagnosticsParams): Promise<void>;
  log(message: string): void;
  /** The parse of a page's text, shared with the page checks' cache (a keystroke's text is parsed once). */
  parsedPage(path: string, text: string): ParsedPage | undefined;
}

interface SavedFile {
  uri: string;
  path: string;
  /** The save's number: a result is kept only if it is still the file's latest save. */
  save: number;
  /** The editor's text when it was saved (undefined: read from disk when checked). */
  text?: string;
}

export class ExternalLinksOnSave {
  /** uri -> the findings of its last checked save, by link target. */
  private readonly found = new Map<string, FindingsByTarget>();
  /** uri -> what the other features last published (open files, files with findings or being checked). */
  private readonly base = new Map<string, PublishDiagnosticsParams>();
  /** uri -> its latest save's number. */
  private readonly latestSave = new Map<string, number>();
  private saves = 0;
  private queue: SavedFile[] = [];
  private turn: Promise<void> | undefined;
  private disposed = false;
  /** When a check last resolved a host name. */
  private nameResolvedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: ExternalLinksOnSaveOptions) {
    // A closed file's diagnostics come from the disk's text next; only a file with findings needs its last ones kept.
    options.documents.onDidClose(({ document }) => {
      if (!this.found.has(document.uri) && !this.latestSave.has(document.uri)) this.base.delete(document.uri);
    });
  }

  private get enabled(): boolean {
    const settings = this.options.settings();
    return settings.externalLinksOnSave === true && settings.validationEnabled !== false;
  }

  /** A publication of any feature, with the file's external findings added. */
  publish(params: PublishDiagnosticsParams): Promise<void> {
    const { uri } = params;
    if (this.options.documents.get(uri) || this.found.has(uri) || this.latestSave.has(uri)) this.base.set(uri, params);
    else this.base.delete(uri);
    const found = this.found.get(uri);
    if (!found) return this.options.send(params);
    const text = this.textOf(uri, params.version);
    if (text === null) {
      this.found.delete(uri); // the file is gone
      return this.options.send(params);
    }
    // A publication for an older version: the newer one's follows and gets the findings.
    if (text === undefined) return this.options.send(params);
    const external = this.placed(uri, text, found);
    if (!external.length) return this.options.send(params);
    const diagnostics: Diagnostic[] = [...params.diagnostics];
    for (const diagnostic of external) diagnostics.push(diagnostic);
    return this.options.send({ ...params, diagnostics });
  }

  /** `textDocument/didSave`: the file's links are checked in the next turn (nothing when the setting is off). */
  saved(uri: string): void {
    if (!this.enabled || this.disposed) return;
    const path = uriToPath(uri);
    if (!path || !(configFormatOf(path) || /\.mdx?$/i.test(path))) return;
    const save = ++this.saves;
    this.latestSave.set(uri, save);
    this.queue.push({ uri, path, save, text: this.options.documents.get(uri)?.getText() });
    this.turn ??= this.runTurns().finally(() => (this.turn = undefined));
  }

  /** Settings changed: with the check off, the findings shown go. */
  settingsChanged(): void {
    if (this.enabled) return;
    this.queue = [];
    this.latestSave.clear();
    for (const uri of [...this.found.keys()]) {
      this.found.delete(uri);
      this.republish(uri);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.queue = [];
  }

  private async runTurns(): Promise<void> {
    await this.options.indexReady();
    while (this.queue.length && !this.disposed) {
      const files = this.queue;
      this.queue = [];
      const bySite = new Map<string, SavedFile[]>();
      for (const file of files) {
        if (this.latestSave.get(file.uri) !== file.save) continue; // saved again: that save is in this turn too
        const root = this.options.index.siteRootOf(file.path);
        if (root === undefined) continue; // outside every site: the links have no site cache or settings
        const relative = relativeInside(root, file.path) ?? '';
        if (!configFormatOf(file.path) && !isCheckedPage(relative)) continue;
        let list = bySite.get(root);
        if (!list) bySite.set(root, (list = []));
        list.push(file);
      }
      for (const [root, siteFiles] of bySite) {
        try {
          await this.checkSite(root, siteFiles);
        } catch (error) {
          this.options.log(`External links on save failed: ${describeFailure(error)}`);
        }
      }
      for (const file of files) if (this.latestSave.get(file.uri) === file.save) this.latestSave.delete(file.uri);
    }
  }

  private async checkSite(root: string, files: readonly SavedFile[]): Promise<void> {
    const settings = this.siteSettings(root);
    if (!settings) return;
    const targets = new Map<SavedFile, LinkTarget[]>();
    const urls = new Set<string>();
    for (const file of files) {
      const text = file.text ?? this.textOf(file.uri, undefined);
      if (typeof text !== 'string') continue;
      const fileTargets = targetsOf(this.linksOf(file.path, text), settings);
      targets.set(file, fileTargets);
      for (const { url } of fileTargets) if (url !== undefined) urls.add(url);
    }
    const cache = loadLinkCache(root);
    if (cache.warning) this.options.log(`External links on save: ${cache.warning}`);
    const now = Date.now();
    const outcomes = new Map<string, LinkOutcome>();
    const toCheck: string[] = [];
    for (const url of urls) {
      const entry = cache.entries.get(url);
      if (entry && isFresh(entry, now, settings)) outcomes.set(url, entry.outcome);
      else toCheck.push(url);
    }
    let dnsWorks = true;
    let sent = 0;
    if (toCheck.length) {
      // Loaded at the first check: Node's HTTP, TLS and DNS modules cost the server's start-up tens of milliseconds,
      // and most sessions never check a link.
      const { LinkChecker } = await import('../host/externalLinks/linkChecker.js');
      const checker = new LinkChecker({ settings, userAgent: linkCheckerUserAgent() });
      const entries: CacheEntries = new Map();
      try {
        await Promise.all(
          toCheck.map(async (url) => {
            const outcome = await checker.check(url);
            outcomes.set(url, outcome);
            entries.set(url, { outcome, checkedAt: Date.now() });
          }),
        );
        if (checker.namesResolved > 0) this.nameResolvedAt = Date.now();
        dnsWorks = checker.dnsWorks || Date.now() - this.nameResolvedAt < DNS_WORKED_RECENTLY_MS;
        sent = checker.requestsSent;
      } finally {
        checker.close();
      }
      this.saveCache(root, entries, dnsWorks, settings);
    }
    this.options.log(
      `External links on save: ${toCheck.length} checked, ${urls.size - toCheck.length} from the cache, ${sent} request${sent === 1 ? '' : 's'} sent`,
    );
    if (!this.enabled || this.disposed) return; // switched off meanwhile: nothing is shown
    for (const [file, fileTargets] of targets) {
      if (this.latestSave.get(file.uri) !== file.save) continue; // saved again: the newer save's result counts
      const found = findingsOfTargets(fileTargets, outcomes, dnsWorks);
      // A file without findings is published as the other features left it, and its keystrokes cost nothing here.
      if (found.size) this.found.set(file.uri, found);
      else if (!this.found.delete(file.uri)) continue;
      this.republish(file.uri);
    }
  }

  /** The site's `externalLinks` of `.docsiterc.json`, found and validated as the CLI does (from the site folder up
   * to the repository root); undefined, with the mistake logged, when the file is wrong (the CLI refuses to run). */
  private siteSettings(root: string): ExternalLinkSettings | undefined {
    const rcPath = findRcFile(root);
    if (!rcPath) return DEFAULT_EXTERNAL_LINK_SETTINGS;
    try {
      return loadRcFile(rcPath).externalLinks ?? DEFAULT_EXTERNAL_LINK_SETTINGS;
    } catch (error) {
      this.options.log(`External links not checked on save: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** The new answers merged into the cache file as it is now (the CLI may have written it meanwhile), dropping
   * stale entries as the CLI does. */
  private saveCache(root: string, checked: CacheEntries, dnsWorks: boolean, settings: ExternalLinkSettings): void {
    const current = loadLinkCache(root).entries;
    const now = Date.now();
    const entries: CacheEntries = new Map();
    for (const [url, entry] of current) if (isFresh(entry, now, settings)) entries.set(url, entry);
    for (const [url, entry] of checked) if (isCacheable(entry.outcome, dnsWorks)) entries.set(url, entry);
    const failure = saveLinkCache(root, entries);
    if (failure) this.options.log(`External links on save: ${failure}`);
  }

  /** The last publication of the file again, with its findings as they are now: unless the open file changed since
   * it (the validation of the change is under way, and its publication gets them). */
  private republish(uri: string): void {
    const base = this.base.get(uri);
    const open = this.options.documents.get(uri);
    if (!open) return void this.publish({ uri, diagnostics: base?.diagnostics ?? [] });
    if (base?.version !== undefined && base.version !== open.version) return;
    void this.publish(base ?? { uri, version: open.version, diagnostics: [] });
  }

  /** The file's external findings on its links in `text`, at the severities of `docsite.rules`. */
  private placed(uri: string, text: string, found: FindingsByTarget): Diagnostic[] {
    const links = this.linksOf(uriToPath(uri) ?? '', text);
    return applyRuleSeverities(placeFindings(links, found), this.options.settings().rules);
  }

  private linksOf(path: string, text: string) {
    return externalLinksOfText(
      text,
      configFormatOf(path) !== undefined,
      (page) => this.options.parsedPage(path, page) ?? parsePage(page),
    );
  }

  /** The text a publication describes: the open document's (undefined when the publication is for another version),
   * else the disk's; null when the file cannot be read. */
  private textOf(uri: string, version: number | undefined): string | null | undefined {
    const open = this.options.documents.get(uri);
    if (open) return version === undefined || version === open.version ? open.getText() : undefined;
    const path = uriToPath(uri);
    if (!path) return null;
    const root = this.options.index.siteRootOf(path);
    const read = readRegularFileSync(path, { maxBytes: MAX_PAGE_BYTES, root });
    return read.kind === 'text' ? read.text : null;
  }
}
