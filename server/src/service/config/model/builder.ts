// What both adapters share while they walk a config: the lists of the model being filled, and the page-entry
// classification (page path or OpenAPI operation).
import type { Node } from 'jsonc-parser';
import { viewOf, type CompactTree } from '../../../../../shared/src/json/compactTree';
import { normalizePageEntryId, type PageEntryId } from '../../workspace/pageIds';
import type {
  AssetRef,
  ColorRef,
  IconLibrary,
  IconRef,
  LinkItem,
  Located,
  NavItem,
  NavKind,
  OpenApiSource,
  OperationRef,
  PageRef,
  RedirectRef,
  SiteFile,
} from './model';

/** `"GET /users"`, `"WEBHOOK plant-added"` or `"openapi/v2.json POST /users"`. Methods are written in capitals. */
const OPERATION = /^(?:(\S+\.(?:json|ya?ml))\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+(\S.*)$/;

/** Any white space: an operation has some between its parts, a page path (nearly always) none. */
const WHITE_SPACE = /\s/;

export function parseOperationEntry(raw: string): { spec?: string; method: string; path: string } | undefined {
  // Runs on every entry of a docs.json (100,000 in a big site): most are told apart by one pass over their characters,
  // without the operation pattern, which backtracks through a path looking for a spec file's extension.
  if (!WHITE_SPACE.test(raw)) return undefined;
  const match = OPERATION.exec(raw.trim());
  if (!match) return undefined;
  const [, spec, method, path] = match;
  if (method !== 'WEBHOOK' && !path.startsWith('/')) return undefined;
  return { spec, method, path: path.trim() };
}

export class ModelBuilder {
  readonly pages: PageRef[] = [];
  readonly operations: OperationRef[] = [];
  readonly navItems: NavItem[] = [];
  readonly links: LinkItem[] = [];
  readonly colors: ColorRef[] = [];
  readonly icons: IconRef[] = [];
  readonly assets: AssetRef[] = [];
  readonly redirects: RedirectRef[] = [];
  readonly openapi: OpenApiSource[] = [];
  readonly variables = new Map<string, Located>();

  constructor(readonly iconLibrary: IconLibrary) {}

  navItem(at: Located, kind: NavKind, parent: NavItem | undefined, listKey: string | undefined): NavItem {
    const item: NavItem = {
      type: 'nav',
      kind,
      node: at.node,
      file: at.file,
      listKey,
      children: [],
      openapi: [],
      lists: [],
      parent,
      depth: parent ? parent.depth + 1 : 0,
    };
    if (parent) {
      parent.children.push(item);
      this.navItems.push(item);
    }
    return item;
  }

  /** The string element at `position` of a `pages` list: an operation when it reads like one (docs.json only), else
   * a page path. Takes the list, the position and the file apart (not a `Located`): this runs once per page, 100,000
   * times in a big site, and a page entry is made without a view of its node (see PageEntry). */
  entry(list: Node, position: number, file: SiteFile, parent: NavItem | undefined, operations: boolean): void {
    const view = viewOf(list);
    if (!view || position < 0 || position >= view.tree.childCount(view.index))
      throw new Error('a site model is built on a parse of this service');
    this.entryAt(view.tree, view.tree.child(view.index, position), file, parent, operations);
  }

  /** A string node of a `pages` list reached through `$ref`. */
  entryNode(node: Node, file: SiteFile, parent: NavItem | undefined, operations: boolean): void {
    const view = viewOf(node);
    if (!view) throw new Error('a site model is built on a parse of this service');
    this.entryAt(view.tree, view.index, file, parent, operations);
  }

  private entryAt(
    tree: CompactTree,
    index: number,
    file: SiteFile,
    parent: NavItem | undefined,
    operations: boolean,
  ): void {
    // The tree and the index go apart, never in an object: until the optimizing compiler has seen this run many
    // times, each such object is allocated, 32 bytes per entry of a 100,000-page first open.
    const raw = String(tree.leafValue(index));
    const operation = operations ? parseOperationEntry(raw) : undefined;
    if (operation) {
      const node = tree.view(index);
      const ref: OperationRef = { type: 'operation', node, file, raw, ...operation, parent };
      this.operations.push(ref);
      parent?.children.push(ref);
      return;
    }
    this.add(index, raw, file, parent, 'entry');
  }

  /** A page named by a string node (a group's `root` page). */
  page(node: Node, file: SiteFile, parent: NavItem | undefined, role: PageRef['role']): PageRef {
    const view = viewOf(node);
    if (!view) throw new Error('a site model is built on a parse of this service');
    return this.add(view.index, String(node.value), file, parent, role);
  }

  private add(index: number, raw: string, file: SiteFile, parent: NavItem | undefined, role: PageRef['role']): PageRef {
    const id = normalizePageEntryId(raw);
    const ref =
      role === 'root'
        ? new RootPageEntry(index, id, parent, file)
        : parent?.file === file
          ? new PageEntry(index, id, parent)
          : new PageEntryElsewhere(index, id, parent, file);
    this.pages.push(ref);
    parent?.children.push(ref);
    return ref;
  }

  color(at: Located | undefined, label: string): void {
    if (at?.node.type === 'string') this.colors.push({ node: at.node, file: at.file, label });
  }

  asset(at: Located | undefined, field: string): void {
    if (at?.node.type === 'string' && typeof at.node.value === 'string')
      this.assets.push({ node: at.node, file: at.file, field, raw: at.node.value });
  }

  icon(at: Located | undefined, name: Located | undefined, style?: string): IconRef | undefined {
    const target = name ?? at;
    if (target?.node.type !== 'string') return undefined;
    const ref: IconRef = {
      node: target.node,
      file: target.file,
      name: String(target.node.value),
      style,
      library: this.iconLibrary,
    };
    this.icons.push(ref);
    return ref;
  }
}

function treeOf(file: SiteFile): CompactTree {
  return viewOf(file.doc.root)!.tree;
}

/**
 * A page entry of the navigation. A class rather than an object literal because a big site has one per page and keeps
 * them as long as its config is open, and builds them again on every edit: what every entry shares lives once on the
 * prototype (its type and role), and what its file's tree and its item already hold is read from them (its node is
 * the view of its index in its file's tree, made when first asked for, its text the node's value, its file its
 * item's), so an entry holds three fields instead of seven (48 bytes instead of 80 on a 64-bit heap), and the walk
 * that makes the entries makes no view of their nodes (40 bytes more per page).
 */
class PageEntry implements PageRef {
  declare readonly type: 'page';
  declare readonly role: PageRef['role'];

  constructor(
    /** Its node's index in its file's tree. */
    readonly at: number,
    readonly id: PageEntryId,
    readonly parent: NavItem | undefined,
  ) {}

  get node(): Node {
    return treeOf(this.file).view(this.at);
  }

  get raw(): string {
    return String(treeOf(this.file).leafValue(this.at));
  }

  /** The file of its item (an entry in a file of its own, through `$ref`, is a PageEntryElsewhere). */
  get file(): SiteFile {
    return this.parent!.file;
  }
}
Object.defineProperty(PageEntry.prototype, 'type', { value: 'page', enumerable: true });
Object.defineProperty(PageEntry.prototype, 'role', { value: 'entry', enumerable: true });

/** An entry whose file is not its item's (a `pages` list pulled in through `$ref`), or that has no item. */
class PageEntryElsewhere extends PageEntry {
  constructor(
    at: number,
    id: PageEntryId,
    parent: NavItem | undefined,
    private readonly inFile: SiteFile,
  ) {
    super(at, id, parent);
  }

  override get file(): SiteFile {
    return this.inFile;
  }
}

/** A group's `root` page (a few per site). */
class RootPageEntry extends PageEntryElsewhere {}
Object.defineProperty(RootPageEntry.prototype, 'role', { value: 'root', enumerable: true });
