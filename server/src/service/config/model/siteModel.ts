// One site model per parsed config, built in one pass and cached with the parse (so every feature of one keystroke
// shares it) and with the generation of the files it pulled in through `$ref` (a changed file rebuilds it).
import type { Node } from 'jsonc-parser';
import { originalParse, type ConfigDocument } from '../../json/document';
import { configFormatOf, type ConfigFormat } from '../../workspace/paths';
import { formatById } from '../formats/list';
import { ModelBuilder } from './builder';
import type { OperationRef, PageRef, SiteModel } from './model';
import { RefResolver, siteFileOf, type RefSource } from './refs';

const cache = new WeakMap<ConfigDocument, { source: RefSource | undefined; generation: number; model: SiteModel }>();

/** The format of a parsed config: by file name; an untitled buffer by its `$schema`, else the legacy format. */
export function formatOfDocument(doc: ConfigDocument): ConfigFormat {
  const byName = configFormatOf(doc.path ?? doc.uri);
  if (byName) return byName;
  const schema =
    doc.value && typeof doc.value === 'object' ? (doc.value as Record<string, unknown>).$schema : undefined;
  return typeof schema === 'string' && /docs\.json$/.test(schema) ? 'docs' : 'mint';
}

/** The site model of a parsed config. `source` reads the files named by `$ref` (docs.json only). */
export function siteModelOf(doc: ConfigDocument, source: RefSource | undefined = doc.refSource): SiteModel {
  // A later version with the same text shares the model of the first parse of that text.
  const parse = originalParse(doc);
  const generation = source?.generation ?? 0;
  const cached = cache.get(parse);
  if (cached && cached.source === source && cached.generation === generation) return cached.model;
  const model = buildSiteModel(parse, source);
  cache.set(parse, { source, generation, model });
  return model;
}

function buildSiteModel(doc: ConfigDocument, source: RefSource | undefined): SiteModel {
  const format = formatOfDocument(doc);
  const formatInfo = formatById(format);
  const main = siteFileOf(doc, true);
  const resolver = new RefResolver(main, source, formatInfo.followsRefs);
  const rootView = doc.root ? { node: doc.root, file: main } : undefined;
  const builder = new ModelBuilder(formatInfo.iconLibrary(resolver, rootView));
  const { navigation, global } = formatInfo.buildNavigation(resolver, builder, main);
  // The set of listed page ids, for completion, redirects and anchors; the per-edit checks use listedPages instead.
  let usedPageIds: Set<string> | undefined;
  // Node -> entry, for the requests that start from a node (hover); built on the first such request, since a
  // keystroke's checks never ask and at 100,000 pages the map is megabytes.
  let entries: Map<Node, PageRef | OperationRef> | undefined;
  const entryAt = (node: Node) => {
    if (!entries) {
      entries = new Map();
      for (const ref of builder.pages) entries.set(ref.node, ref);
      for (const ref of builder.operations) entries.set(ref.node, ref);
    }
    return entries.get(node);
  };
  let value: unknown;
  let valueBuilt = false;
  return {
    format,
    rootDir: doc.rootDir,
    main,
    files: resolver.files,
    pages: builder.pages,
    operations: builder.operations,
    navigation,
    global,
    navItems: builder.navItems,
    links: builder.links,
    colors: builder.colors,
    icons: builder.icons,
    iconLibrary: builder.iconLibrary,
    assets: builder.assets,
    redirects: builder.redirects,
    openapi: builder.openapi,
    variables: builder.variables,
    refProblems: resolver.problems,
    get value() {
      if (!valueBuilt) {
        value = resolver.value();
        valueBuilt = true;
      }
      return value;
    },
    get usedPageIds() {
      if (!usedPageIds) {
        usedPageIds = new Set();
        for (const page of builder.pages) if (typeof page.id === 'string') usedPageIds.add(page.id);
      }
      return usedPageIds;
    },
    locate: (path) => resolver.locate(path),
    entryAt,
  };
}

export type { RefSource } from './refs';
