// `docsite check --external` / `--offline`: the site's external links (pages and config) checked over the network,
// or judged from the cache alone. Each site keeps its own cache in its folder; a URL linked from several sites or
// pages is requested once. Findings land on the link's own range in its page or config.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { readRegularFileSync } from '../host/readRegularFile';
import { LinkChecker } from '../host/externalLinks/linkChecker';
import { loadLinkCache, saveLinkCache, type CacheEntries } from '../host/externalLinks/linkCache';
import type { Clock } from '../host/externalLinks/hostScheduler';
import type { LookupFunction } from '../host/externalLinks/addressPolicy';
import { externalLinksOfConfig, externalLinksOfPage, type ExternalLinkAt } from '../service/externalLinks/collect';
import { EXTERNAL_LINK_BROKEN, externalLinkDiagnostic, findingOf } from '../service/externalLinks/findings';
import {
  isCacheable,
  isFresh,
  prepareUrl,
  type ExternalLinkSettings,
  type LinkOutcome,
} from '../service/externalLinks/settings';
import { DiagnosticSeverity } from '../service/diagnostics/diagnostics';
import { parsePage } from '../service/pages/parsePage';
import { isCheckedPage, MAX_PAGE_BYTES } from '../service/pages/sitePages';
import { relativeInside } from '../service/workspace/paths';
import { applyRuleSeverities, type RuleSeverities } from '../service/checks/ruleSeverities';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';

export interface ExternalSite {
  root: string;
  configPath: string;
  configText: string;
}

export interface ExternalOptions {
  /** `--offline`: judge from the cache only, whatever its age; send nothing. */
  offline: boolean;
  settings: ExternalLinkSettings;
  rules?: RuleSeverities;
  /** Whether the links of this file are wanted in the report (`--files`, `--changed-since`, `--no-pages`). */
  includes(path: string): boolean;
  userAgent: string;
  /** Progress and summary lines. */
  err: NodeJS.WritableStream & { isTTY?: boolean };
  clock?: Clock;
  lookup?: LookupFunction;
}

export interface ExternalFileResult {
  path: string;
  diagnostics: Diagnostic[];
}

interface LinkUse {
  path: string;
  link: ExternalLinkAt;
  /** The URL requested, or why there is none. */
  url?: string;
  invalid?: string;
}

export async function checkExternalLinks(
  sites: readonly ExternalSite[],
  index: WorkspaceIndex,
  options: ExternalOptions,
): Promise<ExternalFileResult[]> {
  const now = () => (options.clock ?? { now: Date.now }).now();
  const checker = options.offline
    ? undefined
    : new LinkChecker({
        settings: options.settings,
        userAgent: options.userAgent,
        clock: options.clock,
        lookup: options.lookup,
      });
  const results: ExternalFileResult[] = [];
  let fromCache = 0;
  let notInCache = 0;
  let checked = 0;
  try {
    for (const site of sites) {
      const uses = linksOfSite(site, index, options);
      const cache = loadLinkCache(site.root);
      if (cache.warning) options.err.write(`docsite: ${cache.warning}\n`);
      const urls = [...new Set(uses.flatMap((u) => (u.url ? [u.url] : [])))];
      const outcomes = new Map<string, LinkOutcome>();
      const fresh: CacheEntries = new Map();
      const toCheck: string[] = [];
      for (const url of urls) {
        const entry = cache.entries.get(url);
        if (entry && (options.offline || isFresh(entry, now(), options.settings))) {
          outcomes.set(url, entry.outcome);
          fresh.set(url, entry);
          fromCache++;
        } else if (options.offline) notInCache++;
        else toCheck.push(url);
      }
      if (checker) {
        const progress = new Progress(options.err, toCheck.length);
        await Promise.all(
          toCheck.map(async (url) => {
            const outcome = await checker.check(url);
            outcomes.set(url, outcome);
            if (isCacheable(outcome, checker.dnsWorks)) fresh.set(url, { outcome, checkedAt: now() });
            checked++;
            progress.tick();
          }),
        );
        progress.done();
        // Entries of links no longer in the site go once they are stale, so the file does not grow forever.
        for (const [url, entry] of cache.entries)
          if (!fresh.has(url) && isFresh(entry, now(), options.settings)) fresh.set(url, entry);
        const failure = saveLinkCache(site.root, fresh);
        if (failure) options.err.write(`docsite: ${failure}\n`);
      }
      for (const finding of findings(uses, outcomes, options.rules, checker?.dnsWorks ?? true)) results.push(finding);
    }
  } finally {
    checker?.close();
  }
  const sent = checker
    ? `, ${checker.requestsSent} request${checker.requestsSent === 1 ? '' : 's'} sent`
    : ', nothing sent (offline)';
  const missing = notInCache ? `; ${notInCache} not in the cache, so not judged` : '';
  options.err.write(`docsite: external links: ${checked} checked, ${fromCache} from the cache${sent}${missing}\n`);
  return results;
}

/** Every external link of the site's config and pages that the report wants, with the URL to request. */
function linksOfSite(site: ExternalSite, index: WorkspaceIndex, options: ExternalOptions): LinkUse[] {
  const uses: LinkUse[] = [];
  const add = (path: string, links: ExternalLinkAt[]) => {
    for (const link of links) {
      const prepared = prepareUrl(link.url, options.settings);
      if (prepared.kind === 'check') uses.push({ path, link, url: prepared.url });
      else if (prepared.kind === 'invalid') uses.push({ path, link, invalid: prepared.reason });
    }
  };
  if (options.includes(site.configPath)) add(site.configPath, externalLinksOfConfig(site.configText));
  for (const page of index.pagesOf(site.root)) {
    if (!isCheckedPage(relativeInside(site.root, page.path) ?? '') || !options.includes(page.path)) continue;
    const read = readRegularFileSync(page.path, { maxBytes: MAX_PAGE_BYTES, root: site.root });
    // A page that cannot be read is reported by the page checks already.
    if (read.kind !== 'text' || !/https?:/i.test(read.text)) continue;
    add(page.path, externalLinksOfPage(parsePage(read.text), read.text));
  }
  return uses;
}

function findings(
  uses: readonly LinkUse[],
  outcomes: ReadonlyMap<string, LinkOutcome>,
  rules: RuleSeverities | undefined,
  dnsWorks: boolean,
): ExternalFileResult[] {
  const byPath = new Map<string, Diagnostic[]>();
  for (const use of uses) {
    let diagnostic: Diagnostic | undefined;
    if (use.invalid !== undefined) {
      diagnostic = externalLinkDiagnostic(use.link.range, {
        code: EXTERNAL_LINK_BROKEN,
        severity: DiagnosticSeverity.Error,
        message: `Broken external link: ${use.invalid}.`,
      });
    } else {
      const outcome = outcomes.get(use.url!);
      const finding = outcome && findingOf(outcome, use.url!, dnsWorks);
      if (finding) diagnostic = externalLinkDiagnostic(use.link.range, finding);
    }
    if (!diagnostic) continue;
    let list = byPath.get(use.path);
    if (!list) byPath.set(use.path, (list = []));
    list.push(diagnostic);
  }
  return [...byPath]
    .map(([path, diagnostics]) => ({ path, diagnostics: applyRuleSeverities(diagnostics, rules) }))
    .filter((r) => r.diagnostics.length);
}

/** "checked 120/5000" on one rewritten stderr line, only when stderr is a terminal (a CI log gets the summary). */
class Progress {
  private count = 0;
  private lastWrite = 0;
  constructor(
    private readonly err: NodeJS.WritableStream & { isTTY?: boolean },
    private readonly total: number,
  ) {}

  tick(): void {
    this.count++;
    if (!this.err.isTTY || this.total === 0) return;
    const time = Date.now();
    if (time - this.lastWrite < 100 && this.count < this.total) return;
    this.lastWrite = time;
    this.err.write(`\rdocsite: checking external links ${this.count}/${this.total}`);
  }

  done(): void {
    if (this.err.isTTY && this.lastWrite) this.err.write('\r\x1b[K');
  }
}
