// What both adapters share while they walk a config: the lists of the model being filled, and the page-entry
// classification (page path or OpenAPI operation).
import type { Node } from 'jsonc-parser';
import { normalizePageEntryId } from '../../workspace/pageIds';
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

export function parseOperationEntry(raw: string): { spec?: string; method: string; path: string } | undefined {
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

  /** A string entry of a `pages` list: an operation when it reads like one (docs.json only), else a page path. Takes
   * the node and its file apart (not a `Located`): this runs once per page, 100,000 times in a big site. */
  entry(node: Node, file: SiteFile, parent: NavItem | undefined, operations: boolean): void {
    const raw = String(node.value);
    const operation = operations ? parseOperationEntry(raw) : undefined;
    if (operation) {
      const ref: OperationRef = { type: 'operation', node, file, raw, ...operation, parent };
      this.operations.push(ref);
      parent?.children.push(ref);
      return;
    }
    this.page(node, file, parent, 'entry');
  }

  page(node: Node, file: SiteFile, parent: NavItem | undefined, role: PageRef['role']): PageRef {
    const raw = String(node.value);
    const ref: PageRef = { type: 'page', node, file, raw, id: normalizePageEntryId(raw), role, parent };
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
