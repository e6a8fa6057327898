// link-other-language: a link in a page of one language that leads into another language's pages (a `fr/` page
// linking to `/guides/x` when `fr/guides/x` exists). The link works, but it takes the reader out of their language:
// a warning when the counterpart in the page's own language exists (the fix offers it), information when it does not
// (the other language's page is then the only one there is).
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { pageCheck } from '../checks/check';
import { DiagnosticSeverity, makeDiagnostic, type OffsetRange } from '../diagnostics/diagnostics';
import { isRewrittenLink } from '../pages/checks/links';
import { resolveLink } from '../pages/routing';
import { pageIdOf, relativeInside } from '../workspace/paths';
import { counterpartId, languageOfPage, type LanguageSet, type SiteLanguage } from './counterparts';

export const linkOtherLanguageCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'link-other-language',
      severity: 'warning',
      summary: "A link in a page of one language leads into another language's pages.",
      help: 'Link to the page in the same language (the quick fix does it when it exists), or translate the page first.',
    },
  ],
  check({ document, path, parsed, site }, report) {
    if (!site.languages?.length || parsed.links.length === 0) return;
    const relative = relativeInside(site.rootDir, path);
    const pageId = relative === undefined ? undefined : pageIdOf(relative);
    const check =
      pageId === undefined
        ? undefined
        : languageLinkCheck(pageId, site.languages, (id) => site.pageFile(id) !== undefined);
    if (!check) return;
    for (const link of parsed.links) {
      // A root-relative link to a page the page's own language lists is fine, whatever else it is: not resolved
      // again (most links of a translated site are such links).
      if (link.url.startsWith('/') && check.language.ids.has(pathOf(link.url))) continue;
      // Links the link check reports as broken, or whose anchor is missing, have their own finding.
      const target = resolveLink(link.url, path, site, { rewrittenWhenRelative: isRewrittenLink(link) });
      if (target.kind !== 'page' || target.writtenExtension) continue;
      const diagnostic = check.check(document, link, link.url, target.pageId);
      if (diagnostic) report(diagnostic);
    }
  },
});

export interface LanguageLinkCheck {
  /** The linking page's language. */
  language: SiteLanguage;
  check(document: TextDocument, at: OffsetRange, url: string, targetId: string): Diagnostic | undefined;
}

/** The check of the links of page `pageId` (its language worked out once for all its links), or undefined when the
 * page belongs to no language of the site. */
export function languageLinkCheck(
  pageId: string,
  sets: readonly LanguageSet[],
  pageExists: (id: string) => boolean,
): LanguageLinkCheck | undefined {
  for (const set of sets) {
    const from = languageOfPage(set, pageId);
    if (from)
      return {
        language: from,
        check: (document, at, url, targetId) => linkOtherLanguage(document, at, url, targetId, set, from, pageExists),
      };
  }
  return undefined;
}

/** The diagnostic for one link of a page of language `from` to page `targetId` (`url` is the link as written), or
 * undefined when both are in one language, or the linking page's language lists the target itself. */
function linkOtherLanguage(
  document: TextDocument,
  at: OffsetRange,
  url: string,
  targetId: string,
  set: LanguageSet,
  from: SiteLanguage,
  pageExists: (id: string) => boolean,
): Diagnostic | undefined {
  if (from.ids.has(targetId)) return undefined;
  const to = languageOfPage(set, targetId);
  if (!to || to === from) return undefined;
  const counterpart = counterpartId(set, targetId, to, from);
  const exists = counterpart !== undefined && counterpart !== targetId && pageExists(counterpart);
  if (!exists) {
    return makeDiagnostic(
      document,
      at,
      DiagnosticSeverity.Information,
      'link-other-language',
      `Link "${url}" leads from this ${from.code} page to the ${to.code} page "${targetId}"${counterpart && counterpart !== targetId ? ` (there is no ${from.code} "${counterpart}" yet)` : ''}.`,
    );
  }
  const suggestion = `/${counterpart.replace(/(^|\/)index$/, '')}${tail(url)}`;
  return makeDiagnostic(
    document,
    at,
    DiagnosticSeverity.Warning,
    'link-other-language',
    `Link "${url}" leads from this ${from.code} page to the ${to.code} page "${targetId}": the ${from.code} page is "${suggestion}".`,
    { suggestion },
  );
}

/** A root-relative link's path as a page id: no leading or trailing slash, no query or hash. */
function pathOf(url: string): string {
  const cut = url.search(/[?#]/);
  let path = cut < 0 ? url.slice(1) : url.slice(1, cut);
  if (path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/** The query and hash of a link, kept when it is pointed at the counterpart. */
function tail(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? '' : url.slice(cut);
}
