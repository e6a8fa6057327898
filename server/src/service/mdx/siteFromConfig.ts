// Builds a PageSiteContext from a site root: the workspace index answers which pages and files exist, and the
// config's JSON value gives redirects, variables, the icon library and the navigation.
import { parse as parseJsonc } from 'jsonc-parser';
import { CONFIG_FILE_NAMES, dirname, joinPath } from '../paths';
import type { WorkspaceIndex } from '../workspaceIndex';
import type { IconLibrary } from '../editor/iconLibraries';
import { redirectMatcher, trimChar, type FrontMatterContext, type PageAnchors, type PageSiteContext } from './siteContext';

/** What the page checks read from a config file (either format). */
export interface SiteConfigFacts {
  redirectSources: string[];
  variables: Map<string, string>;
  iconLibrary: IconLibrary;
  /** Every string page entry of the navigation (both formats, any depth, group roots included). */
  navigationPages: Set<string>;
  /** Folders the generator fills with pages from an OpenAPI document (`api.openapi.directory`, default
   * `api-reference` for a remote document): links into them cannot be checked against files. */
  generatedFolders: string[];
}

/** The folder holding the site config that owns `path` (the nearest one above it), or undefined. */
export function siteRootOf(path: string, index: WorkspaceIndex): string | undefined {
  let dir = dirname(path);
  for (;;) {
    if (CONFIG_FILE_NAMES.some((name) => index.has(joinPath(dir, name)))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The config file of a site root: docs.json when present, else mint.json. */
export function siteConfigPath(rootDir: string, index: WorkspaceIndex): string | undefined {
  return CONFIG_FILE_NAMES.map((name) => joinPath(rootDir, name)).find((path) => index.has(path));
}

export function readConfigFacts(configText: string | undefined): SiteConfigFacts {
  const facts: SiteConfigFacts = { redirectSources: [], variables: new Map(), iconLibrary: 'fontawesome', navigationPages: new Set(), generatedFolders: [] };
  if (configText === undefined) return facts;
  let value: unknown;
  try {
    value = parseJsonc(configText, [], { allowTrailingComma: true });
  } catch {
    return facts;
  }
  if (!value || typeof value !== 'object') return facts;
  const config = value as Record<string, unknown>;
  if (Array.isArray(config.redirects)) {
    for (const redirect of config.redirects) {
      const source = (redirect as { source?: unknown } | null)?.source;
      if (typeof source === 'string') facts.redirectSources.push(source);
    }
  }
  if (config.variables && typeof config.variables === 'object') {
    for (const [name, text] of Object.entries(config.variables as Record<string, unknown>)) if (typeof text === 'string') facts.variables.set(name, text);
  }
  const library = (config.icons as { library?: unknown } | undefined)?.library;
  if (library === 'lucide' || library === 'tabler' || library === 'fontawesome') facts.iconLibrary = library;
  collectNavigationPages(config.navigation, facts.navigationPages);
  collectGeneratedFolders(config, facts.generatedFolders);
  return facts;
}

/** `openapi: { source, directory }` anywhere (under `api` or on a navigation entry): the generated pages' folder. */
function collectGeneratedFolders(config: unknown, out: string[]): void {
  const stack: unknown[] = [config];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      stack.push(...item);
      continue;
    }
    for (const [key, child] of Object.entries(item as Record<string, unknown>)) {
      if (key === 'openapi' && child && typeof child === 'object' && !Array.isArray(child)) {
        const directory = (child as { directory?: unknown }).directory;
        out.push(typeof directory === 'string' ? trimChar(directory, '/') : 'api-reference');
      } else if (typeof child === 'object') stack.push(child);
    }
  }
}

/** Page strings under `pages` arrays and group `root`s, at any depth, without recursion. */
function collectNavigationPages(navigation: unknown, out: Set<string>): void {
  const stack: unknown[] = [navigation];
  while (stack.length) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      for (const child of item) {
        if (typeof child === 'string') out.add(trimChar(child, '/'));
        else stack.push(child);
      }
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item as Record<string, unknown>)) {
        if (key === 'root' && typeof child === 'string') out.add(trimChar(child, '/'));
        else if (typeof child === 'object') stack.push(child);
      }
    }
  }
}

export interface SiteContextOptions {
  rootDir: string;
  index: WorkspaceIndex;
  facts: SiteConfigFacts;
  frontMatter: Omit<FrontMatterContext, 'iconLibrary'>;
  /** Another page's anchors (cached by the caller), or undefined when it cannot be read. */
  pageAnchors(path: string): PageAnchors | undefined;
}

export function siteContextFrom(options: SiteContextOptions): PageSiteContext {
  const { rootDir, index, facts } = options;
  const pageIds = index.pageIdsOf(rootDir);
  const isRedirect = redirectMatcher(facts.redirectSources);
  return {
    rootDir,
    pageFile: (pageId) => pageIds.get(pageId)?.path,
    fileExists: (path) => index.has(path),
    isFolder: (path) => index.hasFolder(path),
    fileIgnoringCase: (path) => index.findIgnoringCase(path),
    isRedirectSource: isRedirect,
    isGeneratedPage: (pageId) => facts.navigationPages.has(pageId) || facts.generatedFolders.some((folder) => pageId.startsWith(`${folder}/`)),
    variables: facts.variables,
    pageAnchors: options.pageAnchors,
    frontMatter: { ...options.frontMatter, iconLibrary: facts.iconLibrary },
  };
}
