// translation-not-listed: a page's counterpart exists as a file but its language's navigation does not list it. The
// switcher only looks in the language's navigation, so readers switching language land on the language's first page
// although the translation is there: a warning, fixed by one navigation entry.
import { DiagnosticSeverity, makeDiagnostic } from '../diagnostics';
import type { DiagnosticSink } from '../site/siteDiagnostics';
import type { LanguageParity } from './counterparts';

export const TRANSLATION_NOT_LISTED = {
  id: 'translation-not-listed',
  summary: 'A page\'s translation exists as a file but is not in its language\'s navigation.',
  help: 'Add the translated page to the same place in that language\'s navigation: the language switcher only finds pages the navigation lists.',
} as const;

export function translationNotListed(parities: readonly LanguageParity[], sink: DiagnosticSink): void {
  for (const parity of parities) {
    for (const [language, counterparts] of parity.counterparts) {
      for (const counterpart of counterparts) {
        if (counterpart.state !== 'unlisted') continue;
        const { original } = counterpart;
        sink.add(original.file, makeDiagnostic(original.file.textDocument, original.node, DiagnosticSeverity.Warning, TRANSLATION_NOT_LISTED.id,
          `The "${language.code}" counterpart of "${original.id as string}" exists ("${counterpart.id}") but the ${language.code} navigation does not list it: the language switcher cannot find it and sends readers to the language's first page.`,
          { page: counterpart.id }));
      }
    }
  }
}
