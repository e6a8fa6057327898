// Where a link in a page leads, resolved the way the generator routes (see docs/pages.md):
// - `scheme:` links (`https:`, `mailto:`, `tel:`, `vscode:` …) and `//host` leave the site: not checked;
// - `{{name}}` is replaced by the config's `variables` first (an unknown variable leaves the link unchecked);
// - the query (`?…`) and the hash (`#…`) are split off; the hash is an anchor on the target page;
// - `/path` is from the site root; `./x` and `../x` from the page's own folder; a bare `x/y` from the page's folder
//   (how a browser reads it) or else from the root (how the generator's own link check reads it); `..` may not
//   leave the root;
// - a page is named without extension; `folder` also finds `folder/index`; `/` is the home page; a trailing `/` is
//   ignored; a path naming an existing file (image, PDF, OpenAPI file, a page id containing a dot) is that file;
// - a redirect source is a valid target, and so is a page the navigation generates from an OpenAPI document.
import { posix } from 'node:path';
import { PAGE_EXTENSIONS, dirname, relativeInside } from '../paths';
import type { PageSiteContext } from './siteContext';

export type LinkTarget =
  | { kind: 'skip' }
  /** `#anchor` on the page itself. */
  | { kind: 'self'; anchor: string }
  | { kind: 'page'; pageId: string; path: string; anchor?: string; writtenExtension?: string }
  | { kind: 'file'; path: string }
  | { kind: 'redirect' }
  | { kind: 'generated' }
  | { kind: 'escapes' }
  /** A folder with files but no index page (the generator's link check accepts it; the live site has no page there). */
  | { kind: 'folder'; target: string }
  | { kind: 'missing'; target: string; looksLikeFile: boolean; caseMismatch?: string };

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
 * The site-relative path ("guides/intro", "" for the home page) a link path names from the page at `pagePath`, or
 * undefined when it leaves the site root.
 */
export function siteRelativePath(linkPath: string, pagePath: string, rootDir: string): string | undefined {
  const decoded = decode(linkPath);
  let relative: string;
  if (decoded.startsWith('/')) relative = posix.normalize(decoded.slice(1) || '.');
  else {
    const folder = relativeInside(rootDir, dirname(pagePath)) ?? '';
    relative = posix.normalize(posix.join(folder || '.', decoded || '.'));
  }
  if (relative === '..' || relative.startsWith('../')) return undefined;
  if (relative === '.') return '';
  while (relative.endsWith('/')) relative = relative.slice(0, -1);
  return relative;
}

export function resolveLink(url: string, pagePath: string, site: PageSiteContext): LinkTarget {
  const substituted = substituteVariables(url.trim(), site.variables);
  if (substituted === undefined || substituted === '') return { kind: 'skip' };
  if (SCHEME.test(substituted) || substituted.startsWith('//')) return { kind: 'skip' };
  const { path, anchor } = splitUrl(substituted);
  if (path === '') return anchor === undefined ? { kind: 'skip' } : { kind: 'self', anchor: decode(anchor) };
  const relative = siteRelativePath(path, pagePath, site.rootDir);
  if (relative === undefined) return { kind: 'escapes' };
  const decodedAnchor = anchor === undefined ? undefined : decode(anchor);
  const target = resolveSitePath(relative, decodedAnchor, site);
  if ((target.kind === 'missing' || target.kind === 'folder') && !path.startsWith('.') && !path.startsWith('/')) {
    const fromRoot = resolveSitePath(siteRelativePath(`/${path}`, pagePath, site.rootDir) ?? '', decodedAnchor, site);
    if (fromRoot.kind !== 'missing') return fromRoot;
  }
  return target;
}

/** Resolves a site-relative path ("guides/intro", "" = home). */
export function resolveSitePath(relative: string, anchor: string | undefined, site: PageSiteContext): LinkTarget {
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
    if (site.fileExists(absolute) || site.pageFile(pageId)) {
      return withAnchor({ kind: 'page' as const, pageId, path: site.pageFile(pageId) ?? absolute, writtenExtension: extension });
    }
  }
  if (site.fileExists(absolute)) return { kind: 'file', path: absolute };
  const index = site.pageFile(`${relative}/index`);
  if (index) return withAnchor({ kind: 'page' as const, pageId: `${relative}/index`, path: index });
  if (site.isRedirectSource(`/${relative}`)) return { kind: 'redirect' };
  if (site.isGeneratedPage(extension ? relative.slice(0, -extension.length) : relative)) return { kind: 'generated' };
  if (site.isFolder(absolute)) return { kind: 'folder', target: relative };
  const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(relative.slice(relative.lastIndexOf('/') + 1)) && !extension;
  const missing: LinkTarget = { kind: 'missing', target: relative, looksLikeFile };
  const candidates = looksLikeFile || extension ? [absolute] : [...PAGE_EXTENSIONS.map((e) => absolute + e), ...PAGE_EXTENSIONS.map((e) => `${absolute}/index${e}`)];
  for (const candidate of candidates) {
    const other = site.fileIgnoringCase(candidate);
    if (other) {
      missing.caseMismatch = other;
      break;
    }
  }
  return missing;
}
