// What the page checks need to know of a site's config, read from the shared site model (both formats, `$ref`s
// followed): the navigation's page ids, the redirects, `variables`, the icon library, the pages the generator makes
// from OpenAPI documents, and the operations of the local OpenAPI documents. Read-only over the model, and worked
// out once per model (a config change builds a new model).
import { trimSlashes } from '../../../../../shared/src/slashes';
import type { LanguageConventionSetting } from '../../../../../shared/src/settings';
import type { IconLibrary } from '../features/iconLibraries';
import { languageSetsOf, type LanguageSet } from '../../languages/counterparts';
import { generatedPagesOf, type GeneratedPages } from './generatedPages';
import type { SiteModel } from './model';
import { openApiDocumentOf } from './operations';
import { RedirectTable } from './redirectTable';
import { recordReads } from '../../../../../shared/src/json/compactTree';

export interface SitePageFacts {
  redirects: RedirectTable;
  variables: Map<string, string>;
  iconLibrary: IconLibrary;
  /** Page ids the navigation lists (entries and group roots, normalised). */
  navigationPages: ReadonlySet<string>;
  /** Pages generated from OpenAPI documents, exactly, and the folders of documents that cannot be read here. */
  generatedPages: GeneratedPages;
  /** Folders whose pages the generator makes at build time from something other than OpenAPI (an `sdk` tab's
   * `directory`): links into them cannot be checked against files. */
  generatedFolders: string[];
  /** "METHOD /path" operations of the site's OpenAPI documents; undefined when there is none, or one is a URL or
   * cannot be read (then no operation can be called missing). */
  openApiOperations?: ReadonlySet<string>;
  /** The operations of one OpenAPI file (for `openapi: "spec.json GET /x"`), or undefined when it cannot be read. */
  openApiOperationsIn(file: string): ReadonlySet<string> | undefined;
  /** The sets of languages of `navigation.languages` (languages/counterparts.ts), by the site's folder convention or
   * the one stated. */
  languages(setting?: LanguageConventionSetting): readonly LanguageSet[];
}

export const NO_PAGE_FACTS: SitePageFacts = {
  redirects: new RedirectTable([]),
  variables: new Map(),
  iconLibrary: 'fontawesome',
  navigationPages: new Set(),
  generatedPages: { pages: new Set(), unknownFolders: [] },
  generatedFolders: [],
  openApiOperationsIn: () => undefined,
  languages: () => [],
};

/** Per model, with the plain value they were read from: a model moved on to a later version of its config keeps its
 * facts only while the value is the same (the SDK folders are read from it, not through the tree). */
const cache = new WeakMap<SiteModel, { value: unknown; facts: SitePageFacts }>();

export function pageFactsOf(model: SiteModel): SitePageFacts {
  const cached = cache.get(model);
  if (cached && cached.value === model.value) return cached.facts;
  // Under recordReads: the redirects and variables are read from their nodes here, after the model's build.
  const facts = recordReads(() => buildFacts(model));
  cache.set(model, { value: model.value, facts });
  return facts;
}

function buildFacts(model: SiteModel): SitePageFacts {
  const redirects: { source: string; destination?: string }[] = [];
  for (const redirect of model.redirects) {
    if (typeof redirect.source?.value !== 'string') continue;
    const destination = redirect.destination?.value;
    redirects.push({
      source: redirect.source.value,
      destination: typeof destination === 'string' ? destination : undefined,
    });
  }
  const variables = new Map<string, string>();
  for (const [name, { node }] of model.variables) if (typeof node.value === 'string') variables.set(name, node.value);
  const operationsIn = (file: string): ReadonlySet<string> | undefined => openApiDocumentOf(model, file)?.entries;
  let openApiOperations: Set<string> | undefined;
  if (model.openapi.length) {
    openApiOperations = new Set();
    for (const source of model.openapi) {
      const entries = operationsIn(source.raw);
      if (!entries) {
        openApiOperations = undefined;
        break;
      }
      for (const entry of entries) openApiOperations.add(entry);
    }
  }
  return {
    redirects: new RedirectTable(redirects),
    variables,
    iconLibrary: model.iconLibrary,
    navigationPages: model.usedPageIds,
    generatedPages: generatedPagesOf(model),
    generatedFolders: sdkFolders(model.value),
    openApiOperations,
    openApiOperationsIn: operationsIn,
    languages: (setting) => languageSetsOf(model, setting),
  };
}

/** The `directory` of every `sdk` item (a tab whose pages are generated from SDK sources at build time). */
function sdkFolders(config: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [config];
  while (stack.length) {
    const item = stack.pop();
    if (!item || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
      continue;
    }
    for (const [key, child] of Object.entries(item as Record<string, unknown>)) {
      if (key === 'sdk' && child && typeof child === 'object' && !Array.isArray(child)) {
        const directory = (child as { directory?: unknown }).directory;
        if (typeof directory === 'string' && trimSlashes(directory)) out.push(trimSlashes(directory));
      } else if (typeof child === 'object') stack.push(child);
    }
  }
  return out;
}
