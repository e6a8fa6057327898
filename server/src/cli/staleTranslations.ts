// `docsite check --stale-translations`: the translation-stale findings of a site (service/languages/translationStale.ts)
// from the last commit time of each page file (gitHistory.ts: one `git log` per site), merged into the config's
// findings, and the "stale" column of the language table.
import type { ServerSettings } from '../../../shared/src/settings';
import { applyRuleSeverities } from '../service/checks/ruleSeverities';
import type { FileDiagnostics } from '../service/diagnostics/siteDiagnostics';
import type { ConfigDocument } from '../service/json/document';
import type { LanguageService } from '../service/languageService';
import { siteParity } from '../service/languages/parity';
import type { LanguageRow } from '../service/languages/summary';
import { staleTranslations, type StaleFinding } from '../service/languages/translationStale';
import { lastCommitTimes } from './gitHistory';

export function siteStaleTranslations(
  service: LanguageService,
  doc: ConfigDocument,
  root: string,
  settings: ServerSettings,
): StaleFinding[] {
  const model = service.model(doc);
  const times = lastCommitTimes(root);
  const pages = service.index.pageTableOf(root);
  return staleTranslations(siteParity(model, service.index, settings.languages), (id) => {
    const path = pages.pathOf(id);
    return path === undefined ? undefined : times.get(path);
  });
}

/** The site's findings with the stale ones added under their files (each rule's configured severity applied). */
export function withStaleFindings(
  site: FileDiagnostics[],
  stale: readonly StaleFinding[],
  settings: ServerSettings,
): FileDiagnostics[] {
  if (!stale.length) return site;
  const out = site.map((entry) => ({ file: entry.file, diagnostics: entry.diagnostics.slice() }));
  for (const finding of stale) {
    const [diagnostic] = applyRuleSeverities([finding.diagnostic], settings.rules);
    if (!diagnostic) continue;
    let entry = out.find((e) => e.file === finding.file);
    if (!entry) out.push((entry = { file: finding.file, diagnostics: [] }));
    entry.diagnostics.push(diagnostic);
  }
  return out;
}

/** The table's rows with each language's count of stale translations (before rule severities). */
export function withStaleCounts(rows: LanguageRow[], stale: readonly StaleFinding[] | undefined): LanguageRow[] {
  if (!stale) return rows;
  const counts = new Map<string, number>();
  for (const finding of stale) counts.set(finding.language, (counts.get(finding.language) ?? 0) + 1);
  return rows.map((row) => (row.default ? row : { ...row, stale: counts.get(row.language) ?? 0 }));
}
