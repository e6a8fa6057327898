// What both adapters share while they walk a config: the lists of the model being filled, and the page-entry
// classification (page path or OpenAPI operation).
//
// The page entries (100,000 in a big site) are made when first read, not during the walk: the walk notes each one's
// node index and item (PendingEntries), and the entries are made the first time the model's pages or an item's
// children are read. The checks that answer a config opened before the workspace is indexed (syntax, schema, colours,
// icons, shape) read neither, so that first answer does not wait for 100,000 objects and the collections they cause
// (80 ms of a cold 150 ms build of a 100,000-page docs.json); the complete answer, which checks the pages, makes them.
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
  NavChild,
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
  readonly operations: OperationRef[] = [];
  readonly navItems: NavItem[] = [];
  readonly links: LinkItem[] = [];
  readonly colors: ColorRef[] = [];
  readonly icons: IconRef[] = [];
  readonly assets: AssetRef[] = [];
  readonly redirects: RedirectRef[] = [];
  readonly openapi: OpenApiSource[] = [];
  readonly variables = new Map<string, Located>();

  private readonly entries = new PendingEntries();

  constructor(readonly iconLibrary: IconLibrary) {}

  /** Every page entry and group root page, in the order the walk met them (made on this first read). */
  get pages(): PageRef[] {
    return this.entries.made();
  }

  /** The ids of `pages`, in the same order, without making the entries. */
  pageIds(): PageEntryId[] {
    return this.entries.ids();
  }

  navItem(at: Located, kind: NavKind, parent: NavItem | undefined, listKey: string | undefined): NavItem {
    const item = new BuiltNavItem(this.entries, kind, at.node, at.file, listKey, parent);
    if (parent) {
      childrenOf(parent).push(item);
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
      if (parent) childrenOf(parent).push(ref);
      return;
    }
    this.entries.add(index, file, parent, 'entry');
  }

  /** A page named by a string node (a group's `root` page). */
  page(node: Node, file: SiteFile, parent: NavItem | undefined, role: PageRef['role']): void {
    const view = viewOf(node);
    if (!view) throw new Error('a site model is built on a parse of this service');
    // Read now: what the build reads is what an edit of the config must rebuild the model for (siteModel.ts).
    void node.value;
    this.entries.add(view.index, file, parent, role);
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

/** A child list while it may hold the positions of entries not made yet. */
type PendingChildren = (NavChild | number)[];

/** The list a built item fills during the walk (its `children`, before the entries are made). */
function childrenOf(item: NavItem): PendingChildren {
  return item instanceof BuiltNavItem ? item.pendingChildren : item.children;
}

/**
 * The page entries met by the walk, kept as their node index, item, file and role until first read; then made, in
 * the walk's order, and put in their items' child lists in place of their positions. The entries' text was read
 * during the walk (entryAt), so an edit that leaves the model in place leaves them as they were.
 */
class PendingEntries {
  private at: number[] = [];
  private parents: (NavItem | undefined)[] = [];
  /** Entries in a file other than their item's, or roles other than `entry` (a few per site). */
  private readonly unusual = new Map<number, { file: SiteFile; role: PageRef['role'] }>();
  /** The items whose child lists hold positions of entries. */
  private readonly owners = new Set<BuiltNavItem>();
  private list: PageRef[] | undefined;

  add(index: number, file: SiteFile, parent: NavItem | undefined, role: PageRef['role']): void {
    if (this.list) throw new Error('a page entry added after the entries were made');
    const position = this.at.length;
    this.at.push(index);
    this.parents.push(parent);
    if (role !== 'entry' || parent?.file !== file) this.unusual.set(position, { file, role });
    if (parent) {
      childrenOf(parent).push(position);
      if (parent instanceof BuiltNavItem) this.owners.add(parent);
    }
  }

  areMade(): boolean {
    return this.list !== undefined;
  }

  /** The id of every entry, in order, read from the entries when made, else from their nodes (without making them:
   * the anchors' check before indexing asks for the listed ids, not the entries). */
  ids(): PageEntryId[] {
    if (this.list) return this.list.map((entry) => entry.id);
    const count = this.at.length;
    const ids = new Array<PageEntryId>(count);
    for (let i = 0; i < count; i++) {
      const file = this.unusual.get(i)?.file ?? this.parents[i]!.file;
      ids[i] = normalizePageEntryId(String(treeOf(file).leafValue(this.at[i])));
    }
    return ids;
  }

  made(): PageRef[] {
    if (this.list) return this.list;
    const count = this.at.length;
    const list = new Array<PageRef>(count);
    for (let i = 0; i < count; i++) {
      const parent = this.parents[i];
      const unusual = this.unusual.get(i);
      const file = unusual ? unusual.file : parent!.file;
      const index = this.at[i];
      const id = normalizePageEntryId(String(treeOf(file).leafValue(index)));
      list[i] = !unusual
        ? new PageEntry(index, id, parent)
        : unusual.role === 'root'
          ? new RootPageEntry(index, id, parent, file)
          : new PageEntryElsewhere(index, id, parent, file);
    }
    this.list = list;
    for (const owner of this.owners) {
      const children = owner.pendingChildren;
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        if (typeof child === 'number') children[i] = list[child];
      }
    }
    this.owners.clear();
    this.at = [];
    this.parents = [];
    return list;
  }
}

/** Whether the page entries of the model `item` belongs to were made (they are on the first read of its pages or of an
 * item's children). */
export function pageEntriesMade(item: NavItem): boolean {
  return !(item instanceof BuiltNavItem) || item.entries.areMade();
}

/** A navigation item of a built model: its children are read through the pending entries, made on that read. */
class BuiltNavItem implements NavItem {
  declare readonly type: 'nav';
  // Set by the adapters on the items that have them.
  declare label?: string;
  declare labelNode?: Node;
  declare href?: string;
  declare hrefNode?: Node;
  declare icon?: IconRef;
  declare version?: string;
  declare isDefault?: boolean;
  readonly openapi: OpenApiSource[] = [];
  readonly lists: { key: string; keyNode: Node; file: SiteFile }[] = [];
  readonly depth: number;
  readonly pendingChildren: PendingChildren = [];

  constructor(
    readonly entries: PendingEntries,
    readonly kind: NavKind,
    readonly node: Node,
    readonly file: SiteFile,
    readonly listKey: string | undefined,
    readonly parent: NavItem | undefined,
  ) {
    this.depth = parent ? parent.depth + 1 : 0;
  }

  get children(): NavChild[] {
    this.entries.made();
    return this.pendingChildren as NavChild[];
  }
}
Object.defineProperty(BuiltNavItem.prototype, 'type', { value: 'nav', enumerable: true });

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
