// link-other-language: a link in a page of one language that leads into another language's pages (a `fr/` page
// linking to `/guides/x` when `fr/guides/x` exists). The link works, but it takes the reader out of their language:
// a warning when the counterpart in the page's own language exists (the fix offers it), information when it does not
// (the other language's page is then the only one there is).
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, makeDiagnostic, type OffsetRange } from '../diagnostics';
import { counterpartId, languageOfPage, type LanguageSet } from './counterparts';

export const LINK_OTHER_LANGUAGE = {
  id: 'link-other-language',
  summary: 'A link in a page of one language leads into another language\'s pages.',
  help: 'Link to the page in the same language (the quick fix does it when it exists), or translate the page first.',
} as const;

/** The diagnostic for one link from page `pageId` to page `targetId` (`url` is the link as written), or undefined
 * when both are in one language, or the linking page's language lists the target itself. */
export function linkOtherLanguage(document: TextDocument, at: OffsetRange, url: string, pageId: string, targetId: string, sets: readonly LanguageSet[], pageExists: (id: string) => boolean): Diagnostic | undefined {
  for (const set of sets) {
    const from = languageOfPage(set, pageId);
    if (!from) continue;
    const to = languageOfPage(set, targetId);
    if (!to || to === from || from.ids.has(targetId)) return undefined;
    const counterpart = counterpartId(set, targetId, to, from);
    const exists = counterpart !== undefined && counterpart !== targetId && pageExists(counterpart);
    if (!exists) {
      return makeDiagnostic(document, at, DiagnosticSeverity.Information, LINK_OTHER_LANGUAGE.id,
        `Link "${url}" leads from this ${from.code} page to the ${to.code} page "${targetId}"${counterpart && counterpart !== targetId ? ` (there is no ${from.code} "${counterpart}" yet)` : ''}.`);
    }
    const suggestion = `/${counterpart.replace(/(^|\/)index$/, '')}${tail(url)}`;
    return makeDiagnostic(document, at, DiagnosticSeverity.Warning, LINK_OTHER_LANGUAGE.id,
      `Link "${url}" leads from this ${from.code} page to the ${to.code} page "${targetId}": the ${from.code} page is "${suggestion}".`,
      { suggestion });
  }
  return undefined;
}

/** The query and hash of a link, kept when it is pointed at the counterpart. */
function tail(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? '' : url.slice(cut);
}
