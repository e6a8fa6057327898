// translation-not-listed: a page's counterpart exists as a file but its language's navigation does not list it. The
// switcher only looks in the language's navigation, so readers switching language land on the language's first page
// although the translation is there: a warning, fixed by one navigation entry.
import { configCheck } from '../checks/check';
import { DiagnosticSeverity } from '../diagnostics/diagnostics';
import type { DiagnosticSink } from '../diagnostics/siteDiagnostics';
import { reportPerLanguage } from './findingLimit';
import { siteParity } from './parity';
import type { LanguageParity } from './counterparts';

export const translationNotListedCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  formats: ['docs'],
  rules: [
    {
      id: 'translation-not-listed',
      severity: 'warning',
      summary: "A page's translation exists as a file but is not in its language's navigation.",
      help: "Add the translated page to the same place in that language's navigation: the language switcher only finds pages the navigation lists.",
    },
  ],
  check({ model, index, settings, sink }) {
    translationNotListed(siteParity(model, index, settings.languages), sink);
  },
});

export function translationNotListed(parities: readonly LanguageParity[], sink: DiagnosticSink): void {
  for (const parity of parities) {
    for (const [language, counterparts] of parity.counterparts) {
      const rule = {
        code: 'translation-not-listed',
        severity: DiagnosticSeverity.Warning,
        more: (count: number) =>
          `${count} more "${language.code}" counterparts exist as files but the ${language.code} navigation does not list them (the parity table of docsite check counts them all).`,
      };
      reportPerLanguage(
        sink,
        language,
        rule,
        counterparts,
        (c) => c.state === 'unlisted',
        ({ original, id }) => ({
          at: original,
          page: id,
          message: `The "${language.code}" counterpart of "${original.id as string}" exists ("${id}") but the ${language.code} navigation does not list it: the language switcher cannot find it and sends readers to the language's first page.`,
        }),
      );
    }
  }
}
