// The outline of a config in each format (features/symbols.ts asks the format for its own): the navigation (groups nested as deep as they go, with their pages), anchors, tabs,
// the top anchor and versions. Names are never empty (VS Code rejects an empty symbol name), and group nesting is
// bounded so that a hostile file cannot exhaust the stack.
import type { Node } from 'jsonc-parser';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { propertyValueNode } from '../../json/nodes';
import type { NavChild, NavItem, SiteModel } from '../model/model';
import { nodeRange, stringValue } from '../../json/tree';

/** Real configs nest groups three or four levels deep; deeper than this is not a site, it is an attack. */
export const MAX_GROUP_DEPTH = 32;

/** mint.json: its `navigation`, `anchors`, `topAnchor`, `tabs` and `versions` sections, read from the tree. */
export function mintOutline(model: SiteModel): DocumentSymbol[] {
  const document = model.main.textDocument;
  const root = model.main.doc.root;
  if (root?.type !== 'object') return [];
  const symbols: DocumentSymbol[] = [];
  const section = (key: string, label: string, children: DocumentSymbol[]) => {
    const value = propertyValueNode(root, key);
    if (!value?.parent) return;
    const keyNode = value.parent.children![0];
    symbols.push({
      name: label,
      kind: SymbolKind.Module,
      detail: `${children.length}`,
      range: nodeRange(document, value.parent),
      selectionRange: nodeRange(document, keyNode),
      children,
    });
  };

  const navigation = propertyValueNode(root, 'navigation');
  section('navigation', 'Navigation', entrySymbols(document, navigation, 0));
  section('anchors', 'Anchors', linkSymbols(document, propertyValueNode(root, 'anchors'), 'anchor'));
  const topAnchor = propertyValueNode(root, 'topAnchor');
  if (topAnchor?.type === 'object' && topAnchor.parent) {
    symbols.push({
      name: `Top anchor: ${stringValue(propertyValueNode(topAnchor, 'name')) || 'Documentation'}`,
      kind: SymbolKind.Key,
      range: nodeRange(document, topAnchor.parent),
      selectionRange: nodeRange(document, topAnchor.parent.children![0]),
    });
  }
  section('tabs', 'Tabs', linkSymbols(document, propertyValueNode(root, 'tabs'), 'tab'));
  section('versions', 'Versions', versionSymbols(document, propertyValueNode(root, 'versions')));
  return symbols;
}

/** Symbols for the entries of a navigation array or a group's `pages`: page strings and (nested) groups. */
function entrySymbols(document: TextDocument, entries: Node | undefined, depth: number): DocumentSymbol[] {
  if (entries?.type !== 'array' || depth > MAX_GROUP_DEPTH) return [];
  const symbols: DocumentSymbol[] = [];
  for (const entry of entries.children ?? []) {
    const page = stringValue(entry);
    if (page !== undefined) {
      const range = nodeRange(document, entry);
      symbols.push({ name: page || '(empty page path)', kind: SymbolKind.File, range, selectionRange: range });
    } else if (entry.type === 'object') {
      symbols.push(groupSymbol(document, entry, depth));
    }
  }
  return symbols;
}

function groupSymbol(document: TextDocument, group: Node, depth: number): DocumentSymbol {
  const nameNode = propertyValueNode(group, 'group');
  const version = stringValue(propertyValueNode(group, 'version'));
  const children = entrySymbols(document, propertyValueNode(group, 'pages'), depth + 1);
  const pageCount = children.filter((c) => c.kind === SymbolKind.File).length;
  const details = [`${pageCount} page${pageCount === 1 ? '' : 's'}`];
  if (version) details.push(`version ${version}`);
  return {
    name: stringValue(nameNode) || '(unnamed group)',
    kind: SymbolKind.Namespace,
    detail: details.join(', '),
    range: nodeRange(document, group),
    selectionRange: nodeRange(document, nameNode ?? group),
    children,
  };
}

/** Anchors and tabs: named by `name`, detailed by their `url`. */
function linkSymbols(document: TextDocument, items: Node | undefined, what: string): DocumentSymbol[] {
  if (items?.type !== 'array') return [];
  return (items.children ?? [])
    .filter((item) => item.type === 'object')
    .map((item) => {
      const nameNode = propertyValueNode(item, 'name');
      return {
        name: stringValue(nameNode) || `(unnamed ${what})`,
        kind: SymbolKind.Key,
        detail: stringValue(propertyValueNode(item, 'url')) ?? '',
        range: nodeRange(document, item),
        selectionRange: nodeRange(document, nameNode ?? item),
      };
    });
}

/** Versions as strings, or as objects with a `name` (real configs write both). */
function versionSymbols(document: TextDocument, versions: Node | undefined): DocumentSymbol[] {
  if (versions?.type !== 'array') return [];
  const symbols: DocumentSymbol[] = [];
  for (const entry of versions.children ?? []) {
    const nameNode = entry.type === 'object' ? propertyValueNode(entry, 'name') : entry;
    if (nameNode?.type !== 'string') continue;
    symbols.push({
      name: stringValue(nameNode) || '(empty version)',
      kind: SymbolKind.EnumMember,
      range: nodeRange(document, entry),
      selectionRange: nodeRange(document, nameNode),
    });
  }
  return symbols;
}

/** docs.json: the navigation tree (languages, versions, tabs, … down to groups and pages), then `navigation.global`.
 * Items that live in a `$ref`'d file appear once, at the `$ref` that pulls them in. */
/** docs.json: the navigation items of the site model, as nested as the navigation. */
export function docsOutline(model: SiteModel): DocumentSymbol[] {
  const document = model.main.textDocument;
  const navigation = model.navigation;
  if (!navigation?.node.parent) return [];
  const keyNode = navigation.node.parent.children?.[0];
  const children = navChildSymbols(model, navigation, 0);
  if (model.global?.file === model.main) {
    const global = navItemSymbol(model, model.global, 0);
    global.name = 'Global';
    children.push(global);
  }
  return [
    {
      name: 'Navigation',
      kind: SymbolKind.Module,
      detail: `${model.pages.length} page${model.pages.length === 1 ? '' : 's'}`,
      range: nodeRange(document, navigation.node.parent),
      selectionRange: nodeRange(document, keyNode ?? navigation.node),
      children,
    },
  ];
}

function navChildSymbols(model: SiteModel, item: NavItem, depth: number): DocumentSymbol[] {
  if (depth > MAX_GROUP_DEPTH) return [];
  const document = model.main.textDocument;
  const symbols: DocumentSymbol[] = [];
  for (const child of item.children as NavChild[]) {
    if (child.file !== model.main || (child.type === 'nav' && child.kind === 'global')) continue;
    if (child.type === 'nav') symbols.push(navItemSymbol(model, child, depth + 1));
    else {
      const range = nodeRange(document, child.node);
      const name = child.type === 'operation' ? `${child.method} ${child.path}` : child.raw || '(empty page path)';
      symbols.push({
        name,
        kind: child.type === 'operation' ? SymbolKind.Method : SymbolKind.File,
        detail: child.type === 'page' && child.role === 'root' ? 'root page' : undefined,
        range,
        selectionRange: range,
      });
    }
  }
  return symbols;
}

const NAV_SYMBOL_KIND: Record<string, SymbolKind> = {
  group: SymbolKind.Namespace,
  tab: SymbolKind.Module,
  anchor: SymbolKind.Key,
  dropdown: SymbolKind.Enum,
  product: SymbolKind.Package,
  version: SymbolKind.EnumMember,
  language: SymbolKind.String,
  item: SymbolKind.Field,
  global: SymbolKind.Module,
  navigation: SymbolKind.Module,
};

function navItemSymbol(model: SiteModel, item: NavItem, depth: number): DocumentSymbol {
  const document = model.main.textDocument;
  const children = navChildSymbols(model, item, depth);
  const pages = children.filter((c) => c.kind === SymbolKind.File).length;
  const labelInMain =
    item.labelNode &&
    item.file === model.main &&
    item.labelNode.offset >= item.node.offset &&
    item.labelNode.offset <= item.node.offset + item.node.length;
  return {
    name: item.label || `(unnamed ${item.kind})`,
    kind: NAV_SYMBOL_KIND[item.kind] ?? SymbolKind.Object,
    detail: [item.kind, pages ? `${pages} page${pages === 1 ? '' : 's'}` : ''].filter(Boolean).join(', '),
    range: nodeRange(document, item.node),
    selectionRange: nodeRange(document, labelInMain ? item.labelNode! : item.node),
    children,
  };
}
