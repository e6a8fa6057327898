// One site model per parsed config, built in one pass and cached with the parse (so every feature of one keystroke
// shares it) and with the generation of the files it pulled in through `$ref` (a changed file rebuilds it).
//
// An edit inside one string value edits the parse's tree in place (leafEdit.ts): the model's nodes, views of that
// tree, read the new version as they are. So the model moves on to the new version, without a rebuild, when its
// build never read that string (CompactTree.wasRead): typing in a description, a colour or an enum value at 100,000
// pages costs no new model (about 12 MB of entries and lists, and 100 ms).
import type { Node } from 'jsonc-parser';
import { recordReads, viewOf } from '../../../../../shared/src/json/compactTree';
import { leafEditOf, originalParse, type ConfigDocument } from '../../json/document';
import { configFormatOf, type ConfigFormat } from '../../workspace/paths';
import { formatById } from '../formats/list';
import { ModelBuilder } from './builder';
import type { OperationRef, PageRef, SiteModel } from './model';
import { RefResolver, siteFileOf, type RefSource } from './refs';

interface CachedModel {
  source: RefSource | undefined;
  generation: number;
  model: SiteModel;
  /** Points the model at a later version of its main file's parse (one edited in place from the model's). */
  moveTo(doc: ConfigDocument): void;
}

const cache = new WeakMap<ConfigDocument, CachedModel>();

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
  const carried = carriedOver(parse, source, generation);
  if (carried) {
    carried.moveTo(parse);
    cache.set(parse, carried);
    return carried.model;
  }
  const built = recordReads(() => buildSiteModel(parse, source, generation));
  cache.set(parse, built);
  return built.model;
}

/** The previous version's model, when `doc` was read from that version's parse by an edit of a string the model never
 * read, in the same format and with the same `$ref`'d files. */
function carriedOver(doc: ConfigDocument, source: RefSource | undefined, generation: number): CachedModel | undefined {
  const edit = leafEditOf(doc);
  if (!edit) return undefined;
  const previous = cache.get(originalParse(edit.previous));
  if (!previous || previous.source !== source || previous.generation !== generation) return undefined;
  const tree = viewOf(doc.root)?.tree;
  if (!tree || viewOf(previous.model.main.doc.root)?.tree !== tree || tree.wasRead(edit.leaf)) return undefined;
  // A `$ref` may be followed after the build (locate), and its target is kept: an edited one rebuilds.
  const property = tree.view(edit.leaf).parent;
  if (property?.type === 'property' && property.children?.[0]?.value === '$ref') return undefined;
  // An untitled buffer's format is read from its `$schema` value, which the tree does not see being read.
  if (formatOfDocument(doc) !== previous.model.format) return undefined;
  return previous;
}

function buildSiteModel(doc: ConfigDocument, source: RefSource | undefined, generation: number): CachedModel {
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
  const model: SiteModel = {
    format,
    rootDir: doc.rootDir,
    main,
    files: resolver.files,
    // Made on this first read (builder.ts), not during the build.
    get pages() {
      return builder.pages;
    },
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
        for (const id of builder.pageIds()) if (typeof id === 'string') usedPageIds.add(id);
      }
      return usedPageIds;
    },
    locate: (path) => resolver.locate(path),
    entryAt,
  };
  const moveTo = (later: ConfigDocument) => {
    // The main file is shared by every item of the model (and by the resolver): pointed at the new parse, it gives
    // every item's range in the new text. The plain value is the new parse's.
    const file = main as { doc: ConfigDocument; textDocument: ConfigDocument['textDocument'] };
    file.doc = later;
    file.textDocument = later.textDocument;
    valueBuilt = false;
    value = undefined;
  };
  return { source, generation, model, moveTo };
}

export type { RefSource } from './refs';
