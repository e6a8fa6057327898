// link-other-language: a link in a page of one language that leads into another language's pages (a `fr/` page
// linking to `/guides/x` when `fr/guides/x` exists). The link works, but it takes the reader out of their language:
// a warning when the counterpart in the page's own language exists (the fix offers it), information when it does not
// (the other language's page is then the only one there is).
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, makeDiagnostic, type OffsetRange } from '../diagnostics';
import { counterpartId, languageOfPage, type LanguageSet, type SiteLanguage } from './counterparts';

export const LINK_OTHER_LANGUAGE = {
  id: 'link-other-language',
  summary: 'A link in a page of one language leads into another language\'s pages.',
  help: 'Link to the page in the same language (the quick fix does it when it exists), or translate the page first.',
} as const;

export type LanguageLinkCheck = (document: TextDocument, at: OffsetRange, url: string, targetId: string) => Diagnostic | undefined;

/** The check of the links of page `pageId` (its language worked out once for all its links), or undefined when the
 * page belongs to no language of the site. */
export function languageLinkCheck(pageId: string, sets: readonly LanguageSet[], pageExists: (id: string) => boolean): LanguageLinkCheck | undefined {
  for (const set of sets) {
    const from = languageOfPage(set, pageId);
    if (from) return (document, at, url, targetId) => linkOtherLanguage(document, at, url, targetId, set, from, pageExists);
  }
  return undefined;
}

/** The diagnostic for one link of a page of language `from` to page `targetId` (`url` is the link as written), or
 * undefined when both are in one language, or the linking page's language lists the target itself. */
function linkOtherLanguage(document: TextDocument, at: OffsetRange, url: string, targetId: string, set: LanguageSet, from: SiteLanguage, pageExists: (id: string) => boolean): Diagnostic | undefined {
  if (from.ids.has(targetId)) return undefined;
  const to = languageOfPage(set, targetId);
  if (!to || to === from) return undefined;
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

/** The query and hash of a link, kept when it is pointed at the counterpart. */
function tail(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? '' : url.slice(cut);
}
