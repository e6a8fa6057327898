// translation-orphan: a page in a language's navigation with no original in the default language. Readers of that
// language see it; switching to the default language from it lands on that language's first page. Often deliberate
// (a page only one audience needs), so information.
import { configCheck } from '../checks/check';
import { DiagnosticSeverity } from '../diagnostics/diagnostics';
import type { DiagnosticSink } from '../diagnostics/siteDiagnostics';
import { reportPerLanguage } from './findingLimit';
import { siteParity } from './parity';
import { keyOf, idOf, type LanguageParity } from './counterparts';

export const translationOrphanCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  formats: ['docs'],
  rules: [
    {
      id: 'translation-orphan',
      severity: 'info',
      summary: "A page in a language's navigation has no original in the default language.",
      help: "Add the original page to the default language's navigation, fix the translated page's path, or leave it when the page is meant for that language only.",
    },
  ],
  check({ model, index, settings, sink }) {
    translationOrphan(siteParity(model, index, settings.languages), sink);
  },
});

export function translationOrphan(parities: readonly LanguageParity[], sink: DiagnosticSink): void {
  for (const parity of parities) {
    const { defaultLanguage, position } = parity.set;
    for (const [language, orphans] of parity.orphans) {
      const rule = {
        code: 'translation-orphan',
        severity: DiagnosticSeverity.Information,
        more: (count: number) =>
          `${count} more "${language.code}" pages have no original in ${defaultLanguage.code} (the parity table of docsite check counts them all).`,
      };
      reportPerLanguage(
        sink,
        language,
        rule,
        orphans,
        () => true,
        (page) => {
          const id = page.id as string;
          const original = idOf(keyOf(id, language.folder, position), defaultLanguage.folder ?? '', position);
          return {
            at: page,
            page: id,
            message: `"${id}" (${language.code}) has no original in the default language ${defaultLanguage.code}: its navigation does not list "${original}".`,
          };
        },
      );
    }
  }
}
