// Where a link in a page leads, resolved the way the live site routes it (see docs/pages.md):
// - `scheme:` links (`https:`, `mailto:`, `tel:`, `vscode:` …) and `//host.name/…` leave the site: not checked; a
//   `//name/…` whose host has no dot is almost surely an internal link written with two slashes;
// - `{{name}}` is replaced by the config's `variables` first (an unknown variable leaves the link unchecked);
// - the query (`?…`) and the hash (`#…`) are split off; the hash is an anchor on the target page;
// - `/path` is from the site root; `./x` and `../x` from the page file's folder (the generator rewrites them so at
//   build time, dropping a page link's `.mdx`/`.md`), with `..` stopping at the root as a URL's does; a bare `x/y`
//   from the page's folder (how a browser reads it) or else from the root (how the generator's link check reads it);
// - a redirect of the config is met before any page: the reader lands on its destination, which must exist;
// - a page is named without extension; `folder` also finds `folder/index`; `/` is the home page; a trailing `/` is
//   ignored; a path naming an existing file (image, PDF, OpenAPI file, a page id containing a dot) is that file;
// - a page the generator makes from an OpenAPI document is a page; a folder without index page sends the reader to
//   the first page of the navigation below it;
// - what the generator ignores (`.mintignore` and its defaults) does not exist on the live site.
import { posix } from 'node:path';
import { PAGE_EXTENSIONS, dirname, joinPath, relativeInside } from '../workspace/paths';
import type { PageSiteContext } from './siteContext';

export type LinkTarget =
  | { kind: 'skip' }
  /** `#anchor` on the page itself. */
  | { kind: 'self'; anchor: string }
  | { kind: 'page'; pageId: string; path: string; anchor?: string; writtenExtension?: string }
  | { kind: 'file'; path: string }
  /** A redirect whose destination cannot be judged here (external, or not filled from the source). */
  | { kind: 'redirect' }
  /** A redirect whose destination is no page or file of the site. */
  | { kind: 'redirect-broken'; destination: string }
  | { kind: 'generated' }
  /** `//name/…` with no dot in `name`: the browser takes `name` for a host. */
  | { kind: 'no-host'; host: string }
  /** A folder with files but no index page, and no page of the navigation below it to send the reader to. */
  | { kind: 'folder'; target: string }
  | { kind: 'missing'; target: string; looksLikeFile: boolean; caseMismatch?: string };

export interface ResolveOptions {
  /** The generator rewrites this link at build time when it is relative (`./x`, `../x`): resolved against the page
   * file's folder, and a page link's `.mdx`/`.md` dropped (Markdown links, `<a href>`, `<Card href>`). */
  rewrittenWhenRelative?: boolean;
}

/** Redirects followed one after another at most (a longer chain is left unjudged). */
const MAX_REDIRECT_HOPS = 8;

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The link with `{{name}}` replaced, or undefined when a variable is unknown. */
export function substituteVariables(url: string, variables: ReadonlyMap<string, string>): string | undefined {
  if (!url.includes('{{')) return url;
  let unknown = false;
  const result = url.replace(VARIABLE, (whole, name: string) => {
    const value = variables.get(name);
    if (value === undefined) unknown = true;
    return value ?? whole;
  });
  return unknown ? undefined : result;
}

/** Splits "a/b?x=1#c" into its path, and its anchor (undefined when there is no `#`). */
export function splitUrl(url: string): { path: string; anchor?: string } {
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const query = beforeHash.indexOf('?');
  const path = query < 0 ? beforeHash : beforeHash.slice(0, query);
  return hash < 0 ? { path } : { path, anchor: url.slice(hash + 1) };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The site-relative path ("guides/intro", "" for the home page) a link path names from the page at `pagePath`. `..`
 * stops at the site root, as it stops at the root of a URL.
 */
export function siteRelativePath(linkPath: string, pagePath: string, rootDir: string): string {
  const decoded = decode(linkPath);
  const folder = decoded.startsWith('/') ? '' : (relativeInside(rootDir, dirname(pagePath)) ?? '');
  let relative = posix.normalize(`/${folder}/${decoded}`).slice(1);
  while (relative.endsWith('/')) relative = relative.slice(0, -1);
  return relative;
}

function isRelative(path: string): boolean {
  return path.startsWith('./') || path.startsWith('../') || path === '.' || path === '..';
}

export function resolveLink(
  url: string,
  pagePath: string,
  site: PageSiteContext,
  options: ResolveOptions = {},
): LinkTarget {
  const substituted = substituteVariables(url.trim(), site.variables);
  if (substituted === undefined || substituted === '') return { kind: 'skip' };
  if (substituted.startsWith('//')) {
    const host = substituted.slice(2).split(/[/?#]/, 1)[0];
    return host && !host.includes('.') && !host.includes(':') && !host.includes('[') && host !== 'localhost'
      ? { kind: 'no-host', host }
      : { kind: 'skip' };
  }
  if (SCHEME.test(substituted)) return { kind: 'skip' };
  const { path, anchor } = splitUrl(substituted);
  if (path === '') return anchor === undefined ? { kind: 'skip' } : { kind: 'self', anchor: decode(anchor) };
  const decodedAnchor = anchor === undefined ? undefined : decode(anchor);
  const relative = siteRelativePath(path, pagePath, site.rootDir);
  const rewritten = options.rewrittenWhenRelative === true && isRelative(path);
  const target = resolveSitePath(relative, decodedAnchor, site);
  if (rewritten && target.kind === 'page' && target.writtenExtension) return { ...target, writtenExtension: undefined };
  if ((target.kind === 'missing' || target.kind === 'folder') && !path.startsWith('.') && !path.startsWith('/')) {
    const fromRoot = resolveSitePath(siteRelativePath(`/${path}`, pagePath, site.rootDir), decodedAnchor, site);
    if (fromRoot.kind !== 'missing') return fromRoot;
  }
  return target;
}

/** Resolves a site-relative path ("guides/intro", "" = home): redirects first, then pages and files. */
export function resolveSitePath(
  relative: string,
  anchor: string | undefined,
  site: PageSiteContext,
  hops = 0,
): LinkTarget {
  const redirect = site.redirectOf(`/${relative}`);
  if (redirect) return followRedirect(relative, redirect.destination, anchor, site, hops);
  return resolveFile(relative, anchor, site);
}

/** Where a reader sent from `relative` to `destination` lands: the destination's page (with the link's anchor, or
 * else the destination's own), or a broken redirect when the destination is no page or file of the site. */
function followRedirect(
  relative: string,
  destination: string | undefined,
  anchor: string | undefined,
  site: PageSiteContext,
  hops: number,
): LinkTarget {
  if (
    destination === undefined ||
    SCHEME.test(destination) ||
    destination.startsWith('//') ||
    hops >= MAX_REDIRECT_HOPS
  )
    return { kind: 'redirect' };
  const { path, anchor: destinationAnchor } = splitUrl(destination);
  const next = siteRelativePath(path.startsWith('/') ? path : `/${path}`, '', '');
  if (next === relative) return resolveFile(relative, anchor, site); // a redirect to itself is no redirect for the router
  const landing = resolveSitePath(
    next,
    anchor ?? (destinationAnchor === undefined ? undefined : decode(destinationAnchor)),
    site,
    hops + 1,
  );
  switch (landing.kind) {
    case 'missing':
    case 'folder':
      return { kind: 'redirect-broken', destination };
    case 'page':
      // The destination is a URL the redirect names; how it is written (an extension) is the config's business.
      return { ...landing, writtenExtension: undefined };
    default:
      return landing;
  }
}

function resolveFile(relative: string, anchor: string | undefined, site: PageSiteContext): LinkTarget {
  const withAnchor = <T extends object>(target: T) => (anchor === undefined ? target : { ...target, anchor });
  if (relative === '') {
    const home = site.pageFile('index');
    return home ? withAnchor({ kind: 'page' as const, pageId: 'index', path: home }) : { kind: 'skip' };
  }
  const page = site.pageFile(relative);
  if (page) return withAnchor({ kind: 'page' as const, pageId: relative, path: page });
  const absolute = `${site.rootDir}/${relative}`;
  const extension = PAGE_EXTENSIONS.find((e) => relative.endsWith(e));
  if (extension) {
    const pageId = relative.slice(0, -extension.length);
    const pagePath = site.pageFile(pageId);
    // Only a page is served without its extension; another `.md` file (a root `skill.md`) is served as it is.
    if (pagePath) return withAnchor({ kind: 'page' as const, pageId, path: pagePath, writtenExtension: extension });
  }
  if (site.fileExists(absolute)) return { kind: 'file', path: absolute };
  const index = site.pageFile(`${relative}/index`);
  if (index) return withAnchor({ kind: 'page' as const, pageId: `${relative}/index`, path: index });
  if (site.isGeneratedPage(extension ? relative.slice(0, -extension.length) : relative)) return { kind: 'generated' };
  if (site.isFolder(absolute)) {
    // The live site sends a reader asking for a folder to the first page of the navigation below it.
    const first = site.firstNavigationPageUnder(relative);
    const firstPath = first === undefined ? undefined : site.pageFile(first);
    return first !== undefined && firstPath !== undefined
      ? { kind: 'page', pageId: first, path: firstPath }
      : { kind: 'folder', target: relative };
  }
  const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(relative.slice(relative.lastIndexOf('/') + 1)) && !extension;
  const missing: LinkTarget = { kind: 'missing', target: relative, looksLikeFile };
  const candidates =
    looksLikeFile || extension
      ? [absolute]
      : [...PAGE_EXTENSIONS.map((e) => absolute + e), ...PAGE_EXTENSIONS.map((e) => `${absolute}/index${e}`)];
  for (const candidate of candidates) {
    const other = site.fileIgnoringCase(candidate);
    if (other) {
      missing.caseMismatch = other;
      break;
    }
  }
  return missing;
}

/** The file an import names, or undefined for a package import (`react`, `@/x`). */
export function importPath(source: string, pagePath: string, rootDir: string): string | undefined {
  if (source.startsWith('/')) return joinPath(rootDir, source);
  if (source.startsWith('./') || source.startsWith('../')) return joinPath(dirname(pagePath), source);
  return undefined;
}
