// translation-stale: a translation whose original changed after it, by git history. Only `docsite check
// --stale-translations` reports it (the host reads the history; the service reads no repository): information, with
// both dates, since a stale page is still a page the reader can read.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { configCheck } from '../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../diagnostics/diagnostics';
import type { SiteFile } from '../config/model/model';
import type { LanguageParity } from './counterparts';

export const translationStaleRules = configCheck({
  appliesTo: 'config',
  formats: ['docs'],
  rules: [
    {
      id: 'translation-stale',
      severity: 'info',
      summary: 'A translation whose original was changed after it, by git history (checked with --stale-translations).',
      help: "Bring the translation up to date with its original; a commit touching the translation's file clears the note.",
    },
  ],
});

export interface StaleFinding {
  file: SiteFile;
  diagnostic: Diagnostic;
  /** The translation's language code. */
  language: string;
}

/**
 * Every listed translation whose original's file was last committed after the translation's. `lastChanged` gives a
 * page id's last commit time (seconds), undefined when the file has no committed history (new, or not in git): such
 * a pair is not judged.
 */
export function staleTranslations(
  parities: readonly LanguageParity[],
  lastChanged: (pageId: string) => number | undefined,
): StaleFinding[] {
  const out: StaleFinding[] = [];
  for (const parity of parities)
    for (const [language, counterparts] of parity.counterparts)
      for (const counterpart of counterparts) {
        if (counterpart.state !== 'listed' && counterpart.state !== 'first-page') continue;
        const originalId = counterpart.original.id as string;
        const original = lastChanged(originalId);
        const translation = lastChanged(counterpart.id);
        if (original === undefined || translation === undefined || original <= translation) continue;
        const at = counterpart.listed ?? counterpart.original;
        out.push({
          file: at.file,
          language: language.code,
          diagnostic: makeDiagnostic(
            at.file.textDocument,
            at.node,
            DiagnosticSeverity.Information,
            'translation-stale',
            `"${counterpart.id}" (${language.code}) was last changed on ${day(translation)}, its original "${originalId}" on ${day(original)}: the translation may be out of date.`,
            { page: counterpart.id },
          ),
        });
      }
  return out;
}

function day(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
