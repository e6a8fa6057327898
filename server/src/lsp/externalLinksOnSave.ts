// `docsite.externalLinks.checkOnSave`: when a page or a site config is saved, its external links are checked (the
// same checker and cache as `docsite check --external`), and their findings are added to what the server publishes
// for that file. They hold for the saved text only: an edit drops them until the next save (a save of unchanged
// links is answered from the cache, sending nothing).
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { LinkChecker } from '../host/externalLinks/linkChecker';
import { loadLinkCache, saveLinkCache } from '../host/externalLinks/linkCache';
import { findRcFile, loadRcFile } from '../cli/rcFile';
import { externalLinksOfConfig, externalLinksOfPage, type ExternalLinkAt } from '../service/externalLinks/collect';
import { externalLinkDiagnostic, findingOf } from '../service/externalLinks/findings';
import { DEFAULT_EXTERNAL_LINK_SETTINGS, isFresh, prepareUrl, type ExternalLinkSettings } from '../service/externalLinks/settings';
import { parsePage } from '../service/mdx/parsePage';
import { applyRuleSeverities, type RuleSeverities } from '../service/ruleSeverities';

export interface ExternalLinksOnSaveOptions {
  send(params: PublishDiagnosticsParams): Promise<void>;
  /** The site folder of a file (where its `.docsite-cache` and `.docsiterc.json` are). */
  siteRootOf(path: string): string;
  rules(): RuleSeverities | undefined;
  /** The version of an open document now (undefined once closed). */
  versionOf(uri: string): number | undefined;
  log(message: string): void;
  userAgent: string;
}

export class ExternalLinksOnSave {
  private readonly found = new Map<string, { version: number; diagnostics: Diagnostic[] }>();
  private readonly lastSent = new Map<string, PublishDiagnosticsParams>();

  constructor(private readonly options: ExternalLinksOnSaveOptions) {}

  /** What to publish for a document: the server's own findings plus the external ones of its saved version. */
  withExternal(params: PublishDiagnosticsParams, currentVersion: number | undefined): PublishDiagnosticsParams {
    this.lastSent.set(params.uri, params);
    const found = this.found.get(params.uri);
    if (!found || found.version !== currentVersion || found.diagnostics.length === 0) return params;
    return { ...params, diagnostics: [...params.diagnostics, ...found.diagnostics] };
  }

  /** The document changed: its external findings' ranges no longer hold. */
  changed(uri: string): void {
    this.found.delete(uri);
  }

  closed(uri: string): void {
    this.found.delete(uri);
    this.lastSent.delete(uri);
  }

  async saved(document: TextDocument, path: string, kind: 'page' | 'config'): Promise<void> {
    // The text and version as saved: the document object changes under later edits.
    const { uri, version } = document;
    const text = document.getText();
    const root = this.options.siteRootOf(path);
    const links: ExternalLinkAt[] = kind === 'config' ? externalLinksOfConfig(text) : /https?:/i.test(text) ? externalLinksOfPage(parsePage(text), text) : [];
    const settings = this.settingsOf(root);
    const uses = links.flatMap((link) => {
      const prepared = prepareUrl(link.url, settings);
      return prepared.kind === 'check' ? [{ link, url: prepared.url }] : [];
    });
    const diagnostics: Diagnostic[] = [];
    if (uses.length) {
      const cache = loadLinkCache(root);
      if (cache.warning) this.options.log(`External links: ${cache.warning}`);
      const checker = new LinkChecker({ settings, userAgent: this.options.userAgent });
      try {
        const outcomes = new Map<string, Awaited<ReturnType<LinkChecker['check']>>>();
        await Promise.all(
          [...new Set(uses.map((u) => u.url))].map(async (url) => {
            const entry = cache.entries.get(url);
            if (entry && isFresh(entry, Date.now(), settings)) return void outcomes.set(url, entry.outcome);
            const outcome = await checker.check(url);
            outcomes.set(url, outcome);
            cache.entries.set(url, { outcome, checkedAt: Date.now() });
          }),
        );
        if (checker.requestsSent) {
          const failure = saveLinkCache(root, cache.entries);
          if (failure) this.options.log(`External links: ${failure}`);
        }
        for (const { link, url } of uses) {
          const finding = findingOf(outcomes.get(url)!, url, checker.dnsWorks);
          if (finding) diagnostics.push(externalLinkDiagnostic(link.range, finding));
        }
      } finally {
        checker.close();
      }
    }
    // Edited (or closed) meanwhile: this result is for a text no longer there.
    if (this.options.versionOf(uri) !== version) return;
    this.found.set(uri, { version, diagnostics: applyRuleSeverities(diagnostics, this.options.rules()) });
    const last = this.lastSent.get(uri);
    await this.options.send(this.withExternal(last ?? { uri, diagnostics: [] }, version));
  }

  /** `externalLinks` of the `.docsiterc.json` the CLI would use for this site, else the defaults. */
  private settingsOf(root: string): ExternalLinkSettings {
    const rcPath = findRcFile(root);
    if (!rcPath) return DEFAULT_EXTERNAL_LINK_SETTINGS;
    try {
      return loadRcFile(rcPath).externalLinks ?? DEFAULT_EXTERNAL_LINK_SETTINGS;
    } catch (error) {
      this.options.log(`External links: ${error instanceof Error ? error.message : String(error)}; using the defaults`);
      return DEFAULT_EXTERNAL_LINK_SETTINGS;
    }
  }
}
