// Links in a page (Markdown links, images, `href`/`src` of JSX elements) that lead nowhere on the live site: no page,
// file or redirect at the target, a folder with no page, a written .mdx/.md extension, a "//name" that browsers read
// as a host, or a #anchor that matches no heading or element id of the target page.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { pageCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import type { PageLink } from '../parsePage';
import { resolveLink, type LinkTarget } from '../routing';
import type { PageAnchors, PageSiteContext } from '../siteContext';
import { hasAnchor } from '../slugs';
import { PAGE_EXTENSIONS } from '../../workspace/paths';

/** Anchors the generator adds to an OpenAPI page for its parameters and response fields. */
const API_ANCHOR = /^(body|path|query|header|cookie|response|param)-/;

export const linksCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'page-link-broken',
      severity: 'error',
      summary: 'A link in a page leads to no page, file or redirect of the site.',
      help: 'Fix the path (root-relative /path or relative, without extension), create the page, or add a redirect from this path.',
    },
    {
      id: 'page-link-extension',
      severity: 'warning',
      summary: 'A link in a page written with .mdx or .md, which 404s on the live site.',
      help: 'Remove the extension (the quick fix does it).',
    },
    {
      id: 'page-link-folder',
      severity: 'error',
      summary: 'A link in a page leads to a folder that has no index page and no page of the navigation below it.',
      help: 'Link to a page in the folder, add an index.mdx to it, or list one of its pages in the navigation.',
    },
    {
      id: 'page-link-no-host',
      severity: 'warning',
      summary: 'A link written "//name/…" whose host has no dot: a browser leaves the site for the host "name".',
      help: 'Write the path with one leading slash ("/name/…") for a page of this site (the quick fix does it).',
    },
    {
      id: 'page-anchor-missing',
      severity: 'warning',
      summary: 'A #anchor in a link matches no heading or element id of the target page.',
      help: "Use the heading's slug (lower case, dashes between words) or add an id; the message suggests a near one.",
    },
  ],
  check({ document, path, parsed, site }, report) {
    // A page's own ids include those of the snippets it renders.
    const own = parsed.imports.length ? (site.pageAnchors(path) ?? parsed) : parsed;
    for (const link of parsed.links) {
      const diagnostic = checkLink(document, link, path, site, own);
      if (diagnostic) report(diagnostic);
    }
  },
});

/** The problem with one link of a page, if any; `own` holds the page's anchors (for `#id` links to itself). The
 * component props that point somewhere (`<Card img>`, `<Mention page>`) are checked with it too. */
export function checkLink(
  document: TextDocument,
  link: PageLink,
  pagePath: string,
  site: PageSiteContext,
  own: PageAnchors,
): Diagnostic | undefined {
  return linkDiagnostic(
    document,
    link,
    resolveLink(link.url, pagePath, site, { rewrittenWhenRelative: isRewrittenLink(link) }),
    own,
    site,
  );
}

/** Links the generator rewrites at build time when they are relative: Markdown links and `<a>`/`<Card>` hrefs. */
export function isRewrittenLink(link: PageLink): boolean {
  return (
    link.kind === 'link' ||
    (link.kind === 'jsx' && link.attribute === 'href' && (link.element === 'a' || link.element === 'Card'))
  );
}

function describe(link: PageLink): string {
  if (link.kind === 'image' || (link.kind === 'jsx' && link.attribute === 'img')) return 'Image';
  if (link.kind === 'jsx' && link.attribute === 'src') return 'File';
  return 'Link';
}

function linkDiagnostic(
  document: TextDocument,
  link: PageLink,
  target: LinkTarget,
  page: PageAnchors,
  site: PageSiteContext,
): Diagnostic | undefined {
  const what = describe(link);
  switch (target.kind) {
    case 'skip':
    case 'redirect':
    case 'generated':
    case 'file':
      return undefined;
    case 'folder':
      return makeDiagnostic(
        document,
        link,
        DiagnosticSeverity.Error,
        'page-link-folder',
        `${what} "${link.url}" leads to the folder "${target.target}", which has no index page and no page of the navigation below it: the live site has no page at that URL.`,
      );
    case 'redirect-broken':
      return makeDiagnostic(
        document,
        link,
        DiagnosticSeverity.Error,
        'page-link-broken',
        `${what} "${link.url}" is redirected to "${target.destination}", which is no page or file of the site.`,
      );
    case 'no-host':
      return makeDiagnostic(
        document,
        link,
        DiagnosticSeverity.Warning,
        'page-link-no-host',
        `${what} "${link.url}" starts with "//", so browsers read "${target.host}" as a host name (it has no dot): write "/${link.url.replace(/^\/+/, '')}" for a page of this site.`,
        { suggestion: `/${link.url.replace(/^\/+/, '')}` },
      );
    case 'self':
      return anchorDiagnostic(document, link, target.anchor, page, 'this page');
    case 'page': {
      if (target.writtenExtension) {
        const suggestion = withoutExtension(link.url, target.writtenExtension);
        return makeDiagnostic(
          document,
          link,
          DiagnosticSeverity.Warning,
          'page-link-extension',
          `${what} "${link.url}" includes "${target.writtenExtension}", which 404s on the live site: write "${suggestion}".`,
          { suggestion },
        );
      }
      if (target.anchor === undefined || target.anchor === '') return undefined;
      const other = site.pageAnchors(target.path);
      return other
        ? anchorDiagnostic(document, link, target.anchor, other, `/${target.pageId.replace(/(^|\/)index$/, '')}`)
        : undefined;
    }
    case 'missing': {
      if (target.caseMismatch) {
        const actual = target.caseMismatch.slice(site.rootDir.length + 1);
        const id = PAGE_EXTENSIONS.reduce(
          (p, e) => (p.endsWith(e) && !target.looksLikeFile ? p.slice(0, -e.length) : p),
          actual,
        ).replace(/\/index$/, '');
        const suggestion = link.url.startsWith('/') ? `/${id}` : undefined;
        return makeDiagnostic(
          document,
          link,
          DiagnosticSeverity.Error,
          'page-link-broken',
          `${what} "${link.url}" not found: the file is "${actual}" (letter case differs; the live host is case-sensitive).`,
          suggestion ? { suggestion } : undefined,
        );
      }
      const noun =
        target.looksLikeFile || link.kind === 'image'
          ? `no file "${target.target}"`
          : `no page "${target.target}" (no ${target.target}.mdx, .md or ${target.target}/index.mdx)`;
      return makeDiagnostic(
        document,
        link,
        DiagnosticSeverity.Error,
        'page-link-broken',
        `${what} "${link.url}" is broken: ${noun} in the site and no redirect from it.`,
      );
    }
  }
}

function anchorDiagnostic(
  document: TextDocument,
  link: PageLink,
  anchor: string,
  page: { anchors: ReadonlySet<string>; generatesApiAnchors: boolean },
  where: string,
): Diagnostic | undefined {
  if (anchor === '' || hasAnchor(page.anchors, anchor)) return undefined;
  if (page.generatesApiAnchors && API_ANCHOR.test(anchor)) return undefined;
  const hash = link.url.indexOf('#');
  const range = { offset: link.offset + hash, length: link.length - hash };
  const known = [...page.anchors];
  const close = known.find((a) => a.replace(/-/g, '') === anchor.replace(/-/g, '').toLowerCase());
  const hint = close ? ` Did you mean "#${close}"?` : '';
  return makeDiagnostic(
    document,
    hash >= 0 && hash < link.length ? range : link,
    DiagnosticSeverity.Warning,
    'page-anchor-missing',
    `No heading or element with id "${anchor}" on ${where}.${hint}`,
    close ? { suggestion: `#${close}` } : undefined,
  );
}

function withoutExtension(url: string, extension: string): string {
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const bare = path.endsWith(extension) ? path.slice(0, -extension.length) : path;
  return bare.replace(/(^|\/)index$/, '$1') + rest || '/';
}
