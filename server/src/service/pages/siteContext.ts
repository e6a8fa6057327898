// What the page checks need to know about the site a page belongs to, as one small interface: the checks stay pure
// (text in, diagnostics out). `siteContextFrom` fills it from the workspace index (which pages and files exist) and
// the site model's page facts (redirects, variables, icon library, navigation, OpenAPI).
import type { LanguageConventionSetting } from '../../../../shared/src/settings';
import type { LanguageSet } from '../languages/counterparts';
import type { SitePageFacts } from '../config/model/pageFacts';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';

import type { IconLibrary } from '../config/features/iconLibraries';

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
  /** The redirect a site path ("/old/path") meets, with its destination filled in from the source's parameters
   * (undefined when it has none usable), or undefined when no redirect of the config matches the path. */
  redirectOf(urlPath: string): { destination?: string } | undefined;
  /** Whether the generator makes this page without a file (from an OpenAPI document or an SDK): links to it are valid. */
  isGeneratedPage(pageId: string): boolean;
  /** The first page of the navigation below a folder ("guides" -> "guides/intro"): the live site sends a reader who
   * asks for a folder without an index page there. Undefined when the navigation lists none. */
  firstNavigationPageUnder(folder: string): string | undefined;
  /** `variables` of docs.json, substituted into `{{name}}` in links. */
  readonly variables: ReadonlyMap<string, string>;
  /** The anchors of another page, or undefined when it cannot be read (its anchors are then not checked). */
  pageAnchors(path: string): PageAnchors | undefined;
  /** Front matter checks. */
  readonly frontMatter: FrontMatterContext;
  /** A site file's text (snippets, for the props of the components they export); without it those props are not
   * known and any prop of an imported component is accepted. */
  readText?(path: string): string | undefined;
  /** The sets of languages of the site (none without `navigation.languages`), for links across languages. */
  readonly languages?: readonly LanguageSet[];
}

export interface FrontMatterContext {
  readonly iconLibrary: IconLibrary;
  /** The library's icon names, when known; undefined leaves icon names unchecked. */
  readonly iconNames?: ReadonlySet<string>;
  /** "METHOD /path" operations of the site's OpenAPI documents; undefined when there is none to check against. */
  readonly openApiOperations?: ReadonlySet<string>;
  /** The operations of one OpenAPI file named in the value (`"spec.json GET /x"`), when it can be read. */
  openApiOperationsIn?(file: string): ReadonlySet<string> | undefined;
  /** Keys every page must have (the team's policy). */
  readonly requiredKeys: readonly string[];
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

export interface SiteContextOptions {
  rootDir: string;
  index: WorkspaceIndex;
  facts: SitePageFacts;
  /** The team's required keys, and (in tests) icon names or operations standing in for the site's. */
  frontMatter: {
    requiredKeys: readonly string[];
    iconNames?: ReadonlySet<string>;
    openApiOperations?: ReadonlySet<string>;
  };
  /** Another page's anchors (cached by the caller), or undefined when it cannot be read. */
  pageAnchors(path: string): PageAnchors | undefined;
  /** A site file's text (see PageSiteContext.readText). */
  readText?(path: string): string | undefined;
  /** The stated language folder convention (`docsite.languages`, `languages` of `.docsiterc.json`), if any. */
  languageConvention?: LanguageConventionSetting;
}

export function siteContextFrom(options: SiteContextOptions): PageSiteContext {
  const { rootDir, index, facts } = options;
  const pages = index.pageTableOf(rootDir);
  const { pages: generatedPages, unknownFolders } = facts.generatedPages;
  const generatedFolders = [...unknownFolders, ...facts.generatedFolders];
  const firstUnder = new Map<string, string | undefined>();
  return {
    rootDir,
    pageFile: (pageId) => pages.pathOf(pageId),
    // What the generator ignores (`.mintignore`, its defaults) is neither built nor served.
    fileExists: (path) => index.has(path) && !index.isIgnored(rootDir, path),
    isFolder: (path) => index.hasFolder(path) && !index.isIgnored(rootDir, path),
    fileIgnoringCase: (path) => index.findIgnoringCase(path),
    redirectOf: (urlPath) => facts.redirects.lookup(urlPath),
    isGeneratedPage: (pageId) =>
      generatedPages.has(pageId) || generatedFolders.some((folder) => pageId.startsWith(`${folder}/`)),
    firstNavigationPageUnder: (folder) => {
      if (!firstUnder.has(folder)) {
        const prefix = `${folder}/`;
        let found: string | undefined;
        for (const page of facts.navigationPages) {
          if (page.startsWith(prefix) && pages.has(page)) {
            found = page;
            break;
          }
        }
        firstUnder.set(folder, found);
      }
      return firstUnder.get(folder);
    },
    variables: facts.variables,
    pageAnchors: options.pageAnchors,
    readText: options.readText,
    languages: facts.languages(options.languageConvention),
    frontMatter: {
      requiredKeys: options.frontMatter.requiredKeys,
      iconNames: options.frontMatter.iconNames,
      iconLibrary: facts.iconLibrary,
      openApiOperations: options.frontMatter.openApiOperations ?? facts.openApiOperations,
      openApiOperationsIn: facts.openApiOperationsIn,
    },
  };
}
