// Every check of one page: parse problems, links (pages, anchors, files), imports of snippets, and front matter.
// Pure: the page's text and a PageSiteContext in, LSP diagnostics out; the language server and the CLI both call it.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, makeDiagnostic } from '../diagnostics';
import { PAGE_EXTENSIONS, dirname, joinPath } from '../paths';
import { frontMatterDiagnostics } from './frontMatterCheck';
import { parsePage, type PageLink, type ParsedPage } from './parsePage';
import { resolveLink, type LinkTarget } from './routing';
import type { PageAnchors, PageSiteContext } from './siteContext';
import { hasAnchor } from './slugs';

/** Anchors the generator adds to an OpenAPI page for its parameters and response fields. */
const API_ANCHOR = /^(body|path|query|header|cookie|response|param)-/;

export interface CheckedPage {
  parsed: ParsedPage;
  diagnostics: Diagnostic[];
}

export function checkPage(document: TextDocument, pagePath: string, site: PageSiteContext, parsed: ParsedPage = parsePage(document.getText())): CheckedPage {
  const diagnostics: Diagnostic[] = [];
  if (parsed.parseError) {
    const { offset, message } = parsed.parseError;
    // The generator builds the site anyway, with this page's content replaced by a notice that a parsing error
    // occurred: readers of the live site see no content here.
    diagnostics.push(makeDiagnostic(document, { offset, length: 1 }, DiagnosticSeverity.Error, 'page-syntax', `This page does not parse as MDX: the live site shows "A parsing error occurred" instead of its content. ${message}`));
  }
  if (parsed.tooComplex) {
    // Not an error: the generator's parser may read the page, only in time growing with the square of the run.
    const { offset, message } = parsed.tooComplex;
    diagnostics.push(makeDiagnostic(document, { offset, length: 1 }, DiagnosticSeverity.Warning, 'page-syntax', `This page was not checked: ${message}. Its links, anchors and imports are not checked; the MDX parser (the generator's too) needs time growing with the square of such a run.`));
  }
  for (const diagnostic of frontMatterDiagnostics(document, parsed.frontMatter, site.frontMatter)) diagnostics.push(diagnostic);
  // A page's own ids include those of the snippets it renders.
  const own = parsed.imports.length ? (site.pageAnchors(pagePath) ?? parsed) : parsed;
  for (const link of parsed.links) {
    const diagnostic = linkDiagnostic(document, link, resolveLink(link.url, pagePath, site, { rewrittenWhenRelative: isRewrittenLink(link) }), own, site);
    if (diagnostic) diagnostics.push(diagnostic);
  }
  for (const entry of parsed.imports) {
    const path = importPath(entry.source, pagePath, site.rootDir);
    if (path === undefined || site.fileExists(path)) continue;
    const other = site.fileIgnoringCase(path);
    const message = other
      ? `Snippet "${entry.source}" not found: the file is "${other.slice(site.rootDir.length + 1)}" (letter case differs; the live host is case-sensitive).`
      : `Snippet "${entry.source}" not found.`;
    diagnostics.push(makeDiagnostic(document, entry, DiagnosticSeverity.Error, 'page-import-missing', message));
  }
  return { parsed, diagnostics };
}

/** The file an import names, or undefined for a package import (`react`, `@/x`). */
export function importPath(source: string, pagePath: string, rootDir: string): string | undefined {
  if (source.startsWith('/')) return joinPath(rootDir, source);
  if (source.startsWith('./') || source.startsWith('../')) return joinPath(dirname(pagePath), source);
  return undefined;
}

/** Links the generator rewrites at build time when they are relative: Markdown links and `<a>`/`<Card>` hrefs. */
function isRewrittenLink(link: PageLink): boolean {
  return link.kind === 'link' || (link.kind === 'jsx' && link.attribute === 'href' && (link.element === 'a' || link.element === 'Card'));
}

function describe(link: PageLink): string {
  if (link.kind === 'image') return 'Image';
  if (link.kind === 'jsx' && link.attribute === 'src') return 'File';
  return 'Link';
}

function linkDiagnostic(document: TextDocument, link: PageLink, target: LinkTarget, page: PageAnchors, site: PageSiteContext): Diagnostic | undefined {
  const what = describe(link);
  switch (target.kind) {
    case 'skip':
    case 'redirect':
    case 'generated':
    case 'file':
      return undefined;
    case 'folder':
      return makeDiagnostic(document, link, DiagnosticSeverity.Error, 'page-link-folder', `${what} "${link.url}" leads to the folder "${target.target}", which has no index page and no page of the navigation below it: the live site has no page at that URL.`);
    case 'redirect-broken':
      return makeDiagnostic(document, link, DiagnosticSeverity.Error, 'page-link-broken', `${what} "${link.url}" is redirected to "${target.destination}", which is no page or file of the site.`);
    case 'no-host':
      return makeDiagnostic(document, link, DiagnosticSeverity.Warning, 'page-link-no-host', `${what} "${link.url}" starts with "//", so browsers read "${target.host}" as a host name (it has no dot): write "/${link.url.replace(/^\/+/, '')}" for a page of this site.`, { suggestion: `/${link.url.replace(/^\/+/, '')}` });
    case 'self':
      return anchorDiagnostic(document, link, target.anchor, page, 'this page');
    case 'page': {
      if (target.writtenExtension) {
        const suggestion = withoutExtension(link.url, target.writtenExtension);
        return makeDiagnostic(document, link, DiagnosticSeverity.Warning, 'page-link-extension', `${what} "${link.url}" includes "${target.writtenExtension}", which 404s on the live site: write "${suggestion}".`, { suggestion });
      }
      if (target.anchor === undefined || target.anchor === '') return undefined;
      const other = site.pageAnchors(target.path);
      return other ? anchorDiagnostic(document, link, target.anchor, other, `/${target.pageId.replace(/(^|\/)index$/, '')}`) : undefined;
    }
    case 'missing': {
      if (target.caseMismatch) {
        const actual = target.caseMismatch.slice(site.rootDir.length + 1);
        const id = PAGE_EXTENSIONS.reduce((p, e) => (p.endsWith(e) && !target.looksLikeFile ? p.slice(0, -e.length) : p), actual).replace(/\/index$/, '');
        const suggestion = link.url.startsWith('/') ? `/${id}` : undefined;
        return makeDiagnostic(document, link, DiagnosticSeverity.Error, 'page-link-broken', `${what} "${link.url}" not found: the file is "${actual}" (letter case differs; the live host is case-sensitive).`, suggestion ? { suggestion } : undefined);
      }
      const noun = target.looksLikeFile || link.kind === 'image' ? `no file "${target.target}"` : `no page "${target.target}" (no ${target.target}.mdx, .md or ${target.target}/index.mdx)`;
      return makeDiagnostic(document, link, DiagnosticSeverity.Error, 'page-link-broken', `${what} "${link.url}" is broken: ${noun} in the site and no redirect from it.`);
    }
  }
}

function anchorDiagnostic(document: TextDocument, link: PageLink, anchor: string, page: { anchors: ReadonlySet<string>; generatesApiAnchors: boolean }, where: string): Diagnostic | undefined {
  if (anchor === '' || hasAnchor(page.anchors, anchor)) return undefined;
  if (page.generatesApiAnchors && API_ANCHOR.test(anchor)) return undefined;
  const hash = link.url.indexOf('#');
  const range = { offset: link.offset + hash, length: link.length - hash };
  const known = [...page.anchors];
  const close = known.find((a) => a.replace(/-/g, '') === anchor.replace(/-/g, '').toLowerCase());
  const hint = close ? ` Did you mean "#${close}"?` : '';
  return makeDiagnostic(document, hash >= 0 && hash < link.length ? range : link, DiagnosticSeverity.Warning, 'page-anchor-missing', `No heading or element with id "${anchor}" on ${where}.${hint}`, close ? { suggestion: `#${close}` } : undefined);
}

function withoutExtension(url: string, extension: string): string {
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const bare = path.endsWith(extension) ? path.slice(0, -extension.length) : path;
  return bare.replace(/(^|\/)index$/, '$1') + rest || '/';
}
