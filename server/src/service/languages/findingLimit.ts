// At most this many findings of one parity rule per language: a language missing a whole version of the site would
// otherwise bury every other problem of the config under the problem cap. The rest are counted in one finding on the
// language's item, and the parity table of `docsite check` counts them all.
import { makeDiagnostic, type DiagnosticSeverity } from '../diagnostics/diagnostics';
import type { PageRef } from '../config/model/model';
import type { DiagnosticSink } from '../diagnostics/siteDiagnostics';
import type { SiteLanguage } from './counterparts';

export const MAX_FINDINGS_PER_LANGUAGE = 50;

export interface PerLanguageRule {
  code: string;
  severity: DiagnosticSeverity;
  /** The message of the one finding that counts those left out. */
  more(count: number): string;
}

/** A finding on a navigation entry: where it is, its message, the page its data names. */
export interface EntryFinding {
  at: PageRef;
  message: string;
  page: string;
}

/**
 * Reports `rule`'s findings for one language: each of `items` that `select` keeps is one finding, built (its message
 * worked out) only for the first MAX_FINDINGS_PER_LANGUAGE; one more finding on the language's item counts the rest.
 */
export function reportPerLanguage<T>(
  sink: DiagnosticSink,
  language: SiteLanguage,
  rule: PerLanguageRule,
  items: readonly T[],
  select: (item: T) => boolean,
  build: (item: T) => EntryFinding,
): void {
  let count = 0;
  for (const item of items) {
    if (!select(item)) continue;
    if (count++ >= MAX_FINDINGS_PER_LANGUAGE) continue;
    const { at, message, page } = build(item);
    sink.add(at.file, makeDiagnostic(at.file.textDocument, at.node, rule.severity, rule.code, message, { page }));
  }
  if (count <= MAX_FINDINGS_PER_LANGUAGE) return;
  const { item } = language;
  sink.add(
    item.file,
    makeDiagnostic(
      item.file.textDocument,
      item.labelNode ?? { offset: item.node.offset, length: 1 },
      rule.severity,
      rule.code,
      rule.more(count - MAX_FINDINGS_PER_LANGUAGE),
    ),
  );
}
