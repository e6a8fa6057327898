// translation-missing: a page of the default language with no counterpart file in another language. The generator's
// language switcher never leads to a 404: with no counterpart in that language's navigation it sends the reader to
// the language's first page. A reader asking for the page in French lands on the French home page instead: a real
// loss, not a broken page, so a warning.
import { configCheck } from '../checks/check';
import { DiagnosticSeverity } from '../diagnostics/diagnostics';
import type { DiagnosticSink } from '../diagnostics/siteDiagnostics';
import { reportPerLanguage } from './findingLimit';
import { siteParity } from './parity';
import { landingPage, type LanguageParity } from './counterparts';

export const translationMissingCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  formats: ['docs'],
  rules: [
    {
      id: 'translation-missing',
      severity: 'warning',
      summary: 'A page of the default language has no counterpart in another language.',
      help: 'Translate the page at the path the message names and list it in that language\'s navigation (or state the site\'s folder convention in "languages" of .docsiterc.json / docsite.languages).',
    },
  ],
  check({ model, index, settings, sink }) {
    translationMissing(siteParity(model, index, settings.languages), sink);
  },
});

export function translationMissing(parities: readonly LanguageParity[], sink: DiagnosticSink): void {
  for (const parity of parities) {
    const from = parity.set.defaultLanguage.code;
    for (const [language, counterparts] of parity.counterparts) {
      const rule = {
        code: 'translation-missing',
        severity: DiagnosticSeverity.Warning,
        more: (count: number) =>
          `${count} more pages of ${from} have no "${language.code}" counterpart (the parity table of docsite check counts them all).`,
      };
      reportPerLanguage(
        sink,
        language,
        rule,
        counterparts,
        (c) => c.state === 'missing',
        ({ original, id }) => {
          const first = landingPage(original, language)?.id as string | undefined;
          const landing = first ? ` ("${first}")` : '';
          return {
            at: original,
            page: original.id as string,
            message: `No "${language.code}" counterpart of "${original.id as string}" (no page "${id}"): the language switcher sends ${language.code} readers to the language's first page${landing} instead.`,
          };
        },
      );
    }
  }
}
