// What the page checks need to know about the site a page belongs to, as one small interface: the checks stay pure
// (text in, diagnostics out) and the LSP server, the CLI and the tests each fill it their own way.
import { pageIdOf } from '../paths';

import type { IconLibrary } from '../editor/iconLibraries';

export type { IconLibrary };

/** What the checks read of another page (for `/page#anchor`). */
export interface PageAnchors {
  anchors: ReadonlySet<string>;
  generatesApiAnchors: boolean;
}

export interface PageSiteContext {
  /** The site root: the folder of docs.json / mint.json (absolute, forward slashes). */
  readonly rootDir: string;
  /** The page file for a page id ("guides/intro" -> ".../guides/intro.mdx"), or undefined. */
  pageFile(pageId: string): string | undefined;
  /** Whether a file exists at an absolute path, with this exact letter case (like the live host). */
  fileExists(path: string): boolean;
  /** Whether a folder with files in it exists at an absolute path. */
  isFolder(path: string): boolean;
  /** The existing path that equals `path` ignoring case (to explain a case mismatch). */
  fileIgnoringCase(path: string): string | undefined;
  /** Whether a redirect of the config has this source ("/old/path", no trailing slash). */
  isRedirectSource(urlPath: string): boolean;
  /** Page ids the navigation generates without a file (OpenAPI operations); links to them are valid. */
  isGeneratedPage(pageId: string): boolean;
  /** `variables` of docs.json, substituted into `{{name}}` in links. */
  readonly variables: ReadonlyMap<string, string>;
  /** The anchors of another page, or undefined when it cannot be read (its anchors are then not checked). */
  pageAnchors(path: string): PageAnchors | undefined;
  /** Front matter checks. */
  readonly frontMatter: FrontMatterContext;
}

export interface FrontMatterContext {
  readonly iconLibrary: IconLibrary;
  /** The library's icon names, when known; undefined leaves icon names unchecked. */
  readonly iconNames?: ReadonlySet<string>;
  /** "METHOD /path" operations of the site's OpenAPI documents; undefined when there is none to check against. */
  readonly openApiOperations?: ReadonlySet<string>;
  /** Keys every page must have (the team's policy). */
  readonly requiredKeys: readonly string[];
}

/** A redirect source pattern (`/old/:slug*`, `/blog/:id`, `/x/*`) as a matcher. */
export function redirectMatcher(sources: readonly string[]): (urlPath: string) => boolean {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const raw of sources) {
    const source = normalizeUrlPath(raw);
    if (!/[:*]/.test(source)) {
      exact.add(source);
      continue;
    }
    const pattern = source
      .split('/')
      .map((segment) => {
        if (/^:[A-Za-z0-9_]+[*+]$/.test(segment) || segment === '*') return '(?:.*)';
        if (/^:[A-Za-z0-9_]+\??$/.test(segment)) return '[^/]+';
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/')
      .replace(/\/\(\?:\.\*\)$/, '(?:/.*)?');
    patterns.push(new RegExp(`^${pattern}$`));
  }
  return (urlPath) => {
    const path = normalizeUrlPath(urlPath);
    return exact.has(path) || patterns.some((p) => p.test(path));
  };
}

/** `text` without leading and trailing `char`s (no regex: a run of slashes must not cost quadratic time). */
export function trimChar(text: string, char: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === char) start++;
  while (end > start && text[end - 1] === char) end--;
  return text.slice(start, end);
}

/** "/a/b/" and "a/b" -> "/a/b". */
export function normalizeUrlPath(path: string): string {
  let result = path.startsWith('/') ? path : `/${path}`;
  while (result.length > 1 && result.endsWith('/')) result = result.slice(0, -1);
  return result;
}

/** The page id of a page file under a root, or undefined. */
export function pageIdUnder(rootDir: string, path: string): string | undefined {
  const prefix = rootDir.endsWith('/') ? rootDir : `${rootDir}/`;
  return path.startsWith(prefix) ? pageIdOf(path.slice(prefix.length)) : undefined;
}
