// The site model: what both config formats (legacy `mint.json`, current `docs.json`) say about a site, in one shape.
// Each format has one adapter (mintAdapter.ts, docsAdapter.ts) that walks its parse once and yields this model;
// every feature (diagnostics, completion, hover, colours, links, outline, quick fixes, renames, orphans) reads it
// instead of walking a format's own shape. Every item keeps its jsonc node and the file that node lives in, so a
// range in a `$ref`'d file lands in that file.
import type { PageEntryId } from '../../workspace/pageIds';
import type { Node, Segment } from 'jsonc-parser';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ConfigDocument } from '../../json/document';
import type { ConfigFormat } from '../../workspace/paths';

/** One file the site's config is made of: the main config, or a file it pulls in through `$ref`. */
export interface SiteFile {
  readonly uri: string;
  /** Absolute forward-slash path, when the file is on disk. */
  readonly path?: string;
  readonly textDocument: TextDocument;
  /** Its own parse (syntax findings, tree). */
  readonly doc: ConfigDocument;
  readonly isMain: boolean;
}

/** A node and the file it lives in. */
export interface Located {
  node: Node;
  file: SiteFile;
}

/** A page path in the navigation: a `pages` entry, or a group's `root` page. */
export interface PageRef extends Located {
  type: 'page';
  raw: string;
  /** The page id the entry names (`normalizePageEntryId`), or why it names none: worked out once per entry, shared by
   * the set of used pages and the page checks. */
  id: PageEntryId;
  role: 'entry' | 'root';
  /** The navigation item it belongs to (the navigation root for top-level entries). */
  parent?: NavItem;
}

/** `"GET /users"` (or `"openapi.json GET /users"`): an OpenAPI operation the generator turns into a page. */
export interface OperationRef extends Located {
  type: 'operation';
  raw: string;
  /** Upper case: GET, POST, … or WEBHOOK. */
  method: string;
  /** The operation path (`/users/{id}`) or webhook name. */
  path: string;
  /** A spec file named in the entry itself (`"openapi.json GET /users"`). */
  spec?: string;
  parent?: NavItem;
}

export type NavKind =
  'navigation' | 'global' | 'group' | 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'item';

/** A node of the navigation tree: the navigation itself, a group, tab, anchor, dropdown, product, version, language
 * or menu item. `children` keeps document order of nested items, page and operation entries. */
export interface NavItem extends Located {
  type: 'nav';
  kind: NavKind;
  /** The property holding this item's list (`tabs`, `groups`, `pages`…), or undefined for the navigation root. */
  listKey?: string;
  label?: string;
  labelNode?: Node;
  href?: string;
  hrefNode?: Node;
  icon?: IconRef;
  children: NavChild[];
  /** OpenAPI documents declared on this item (its operations are looked up there first). */
  openapi: OpenApiSource[];
  parent?: NavItem;
  depth: number;
  /** The item's `version` property (mint.json groups). */
  version?: string;
  /** docs.json languages and versions: `"default": true` (the generator puts that one first, else the first is). */
  isDefault?: boolean;
  /** docs.json: the navigation lists the item holds (`tabs`, `groups`, `pages`…) with their keys, in written order. */
  lists: { key: string; keyNode: Node; file: SiteFile }[];
}

export type NavChild = NavItem | PageRef | OperationRef;

/** A mint.json anchor or tab: a url prefix of page paths (docs.json puts them in the navigation tree instead). */
export interface LinkItem extends Located {
  kind: 'anchor' | 'tab';
  name?: string;
  nameNode?: Node;
  url?: string;
  urlNode?: Node;
  hasOpenApi: boolean;
}

export interface ColorRef extends Located {
  /** "colors.primary", "anchors[2].color.from" … for messages. */
  label: string;
}

export type { IconLibrary } from '../features/iconLibraries';
import type { IconLibrary } from '../features/iconLibraries';

export interface IconRef extends Located {
  /** The string node holding the name (for `{name, style}` objects, the `name` value). */
  name: string;
  style?: string;
  library: IconLibrary;
}

/** A local file the config points at besides pages (logo, favicon, background image, OpenAPI documents…). */
export interface AssetRef extends Located {
  field: string;
  raw: string;
}

export interface RedirectRef extends Located {
  source?: Node;
  destination?: Node;
}

export interface OpenApiSource extends Located {
  raw: string;
  /** `openapi: { source, directory }`: the folder its generated pages go in (the generator's default: `api-reference`). */
  directory?: string;
  /** The navigation item declaring it; undefined for the site-wide `api.openapi` / `openapi`. */
  scope?: NavItem;
}

/** A `$ref` problem, reported in the file holding the `$ref`. */
export interface RefProblem extends Located {
  code: 'ref-invalid' | 'ref-missing' | 'ref-cycle';
  message: string;
}

export interface SiteModel {
  readonly format: ConfigFormat;
  /** The site root: the folder of the main config. */
  readonly rootDir?: string;
  readonly main: SiteFile;
  /** The main config first, then every `$ref`'d file in the order they were reached. */
  readonly files: SiteFile[];
  readonly pages: PageRef[];
  readonly operations: OperationRef[];
  /** The navigation tree (undefined when there is no navigation of the right JSON type). */
  readonly navigation?: NavItem;
  /** docs.json `navigation.global`. */
  readonly global?: NavItem;
  /** Every navigation item below the root (groups, tabs, …) in document order. */
  readonly navItems: NavItem[];
  readonly links: LinkItem[];
  readonly colors: ColorRef[];
  readonly icons: IconRef[];
  readonly iconLibrary: IconLibrary;
  readonly assets: AssetRef[];
  readonly redirects: RedirectRef[];
  readonly openapi: OpenApiSource[];
  readonly variables: Map<string, Located>;
  readonly refProblems: RefProblem[];
  /** The config as the generator sees it: `$ref`s replaced by their files' content (siblings merged over). */
  readonly value: unknown;
  /** Normalised page ids the navigation lists (for completion order, orphans, anchors). */
  readonly usedPageIds: Set<string>;
  /** The node (and its file) at a JSON path of `value`, following `$ref`s. */
  locate(path: readonly Segment[]): Located | undefined;
  /** The page or operation entry whose string node is `node`, if any (for hover, completion, renames). */
  entryAt(node: Node): PageRef | OperationRef | undefined;
}
