// The docs.json format as a site model. `navigation` is an object with one root kind (languages, versions, tabs,
// dropdowns, anchors, groups, pages or products) nesting down to groups and pages, plus an optional `global`.
// Everything is read through the `$ref` resolver, so a navigation split over files is one tree whose nodes keep
// their own files.
import type { ModelBuilder } from './builder';
import type { IconLibrary, Located, NavItem, NavKind } from './model';
import type { RefResolver } from './refs';
import { childAt, childCount, childType } from '../../../../../shared/src/json/compactTree';

/** The list keys of the navigation and of its items, with the kind of item each holds and that kind's label key. */
export const NAV_LISTS: Readonly<Record<string, { kind: NavKind; label: string }>> = {
  languages: { kind: 'language', label: 'language' },
  versions: { kind: 'version', label: 'version' },
  tabs: { kind: 'tab', label: 'tab' },
  dropdowns: { kind: 'dropdown', label: 'dropdown' },
  anchors: { kind: 'anchor', label: 'anchor' },
  products: { kind: 'product', label: 'product' },
  groups: { kind: 'group', label: 'group' },
  menu: { kind: 'item', label: 'item' },
  pages: { kind: 'group', label: 'group' },
};

/** Nesting deeper than this is not a site; the walk stops there rather than exhaust the stack. */
export const MAX_NAV_DEPTH = 200;

export const ICON_LIBRARIES: readonly IconLibrary[] = ['fontawesome', 'lucide', 'tabler'];

export function iconLibraryOf(r: RefResolver, root: Located | undefined): IconLibrary {
  const library = r.property(r.property(root, 'icons'), 'library');
  const value = library?.node.type === 'string' ? String(library.node.value) : '';
  return (ICON_LIBRARIES as readonly string[]).includes(value) ? (value as IconLibrary) : 'fontawesome';
}

export function buildDocsModel(r: RefResolver, b: ModelBuilder): { navigation?: NavItem; global?: NavItem } {
  const main = r.main;
  const root: Located | undefined = main.doc.root ? { node: main.doc.root, file: main } : undefined;
  const str = (at: Located | undefined) => (at?.node.type === 'string' ? String(at.node.value) : undefined);

  const icon = (item: Located, owner?: NavItem) => {
    const value = r.settle(r.property(item, 'icon'));
    if (!value) return;
    const ref =
      value.node.type === 'object'
        ? b.icon(value, r.property(value, 'name'), str(r.property(value, 'style')))
        : b.icon(value, undefined);
    if (owner) owner.icon = ref;
  };

  const openapiOf = (item: Located, scope: NavItem | undefined, field: string) => {
    const value = r.settle(r.property(item, 'openapi'));
    if (!value) return;
    // A string, `{ source, directory }`, or a list of either.
    const entries = value.node.type === 'array' ? r.items(value) : [value];
    for (const entry of entries) {
      const source = entry?.node.type === 'object' ? r.property(entry, 'source') : entry;
      if (source?.node.type !== 'string') continue;
      const directory = entry?.node.type === 'object' ? str(r.property(entry, 'directory')) : undefined;
      b.asset(source, field);
      const ref = { node: source.node, file: source.file, raw: String(source.node.value), scope, directory };
      b.openapi.push(ref);
      scope?.openapi.push(ref);
    }
  };

  /** Reads an item's own fields and walks its lists, in the order they are written. */
  const visit = (item: NavItem, at: Located, labelKey: string | undefined) => {
    if (labelKey) {
      const label = r.property(at, labelKey);
      item.labelNode = label?.node;
      item.label = str(label);
    }
    const href = r.property(at, 'href');
    if (href?.node.type === 'string') {
      item.hrefNode = href.node;
      item.href = String(href.node.value);
    }
    icon(at, item);
    if (item.kind === 'language' || item.kind === 'version')
      item.isDefault = r.property(at, 'default')?.node.value === true;
    if (item.kind === 'anchor') {
      const color = r.settle(r.property(at, 'color'));
      for (const key of ['light', 'dark']) b.color(r.property(color, key), `${item.label ?? 'anchor'}.color.${key}`);
    }
    openapiOf(at, item, `${item.kind}.openapi`);
    if (item.kind === 'group') {
      const rootPage = r.property(at, 'root');
      if (rootPage?.node.type === 'string') b.page(rootPage.node, rootPage.file, item, 'root');
    }
    if (item.depth >= MAX_NAV_DEPTH) return;
    for (const { key, keyNode, value } of r.keys(at)) {
      const list = NAV_LISTS[key];
      if (!list || (item.kind === 'group' && key !== 'pages')) continue;
      item.lists.push({ key, keyNode, file: value.file });
      // The elements are read one at a time: a page entry is made without a view of its node (a string element
      // settles to itself).
      const settledList = r.settle(value);
      if (settledList?.node.type !== 'array') continue;
      const listNode = settledList.node;
      for (let position = 0, count = childCount(listNode); position < count; position++) {
        const type = childType(listNode, position);
        if (type === 'string') {
          if (key === 'pages') b.entry(listNode, position, settledList.file, item, true);
          continue;
        }
        if (type !== 'object') continue;
        const element: Located = { node: childAt(listNode, position)!, file: settledList.file };
        const settled = r.settle(element)!;
        if (key === 'pages' && settled.node.type === 'string') b.entryNode(settled.node, settled.file, item, true);
        else if (settled.node.type === 'object') visit(b.navItem(element, list.kind, item, key), element, list.label);
      }
    }
  };

  const navigationAt = r.settle(r.property(root, 'navigation'));
  let navigation: NavItem | undefined;
  let global: NavItem | undefined;
  if (navigationAt?.node.type === 'object') {
    navigation = b.navItem(navigationAt, 'navigation', undefined, undefined);
    visit(navigation, navigationAt, undefined);
    const globalAt = r.settle(r.property(navigationAt, 'global'));
    if (globalAt?.node.type === 'object') {
      global = b.navItem(globalAt, 'global', navigation, 'global');
      visit(global, globalAt, undefined);
    }
  }

  // Colours.
  const colors = r.property(root, 'colors');
  for (const key of ['primary', 'light', 'dark']) b.color(r.property(colors, key), `colors.${key}`);
  const background = r.property(root, 'background');
  const backgroundColor = r.property(background, 'color');
  for (const key of ['light', 'dark']) b.color(r.property(backgroundColor, key), `background.color.${key}`);

  // Icons outside the navigation: navbar links.
  for (const link of r.items(r.property(r.property(root, 'navbar'), 'links'))) icon(link);

  // Local files.
  const lightDark = (value: Located | undefined, field: string) => {
    const settled = r.settle(value);
    if (settled?.node.type === 'object')
      for (const key of ['light', 'dark']) b.asset(r.property(settled, key), `${field}.${key}`);
    else b.asset(settled, field);
  };
  lightDark(r.property(root, 'logo'), 'logo');
  lightDark(r.property(root, 'favicon'), 'favicon');
  lightDark(r.property(background, 'image'), 'background.image');
  const api = r.property(root, 'api');
  if (api) openapiOf(api, undefined, 'api.openapi');
  const asyncapi = r.settle(r.property(api, 'asyncapi'));
  if (asyncapi) {
    const sources =
      asyncapi.node.type === 'array'
        ? r.items(asyncapi)
        : asyncapi.node.type === 'object'
          ? [r.property(asyncapi, 'source')]
          : [asyncapi];
    for (const source of sources) b.asset(source, 'api.asyncapi');
  }

  // Redirects, variables.
  for (const redirect of r.items(r.property(root, 'redirects'))) {
    if (redirect.node.type !== 'object') continue;
    b.redirects.push({
      ...redirect,
      source: r.property(redirect, 'source')?.node,
      destination: r.property(redirect, 'destination')?.node,
    });
  }
  for (const { key, value } of r.keys(r.property(root, 'variables'))) b.variables.set(key, value);

  return { navigation, global };
}
