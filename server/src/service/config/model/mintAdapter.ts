// The legacy mint.json format as a site model: `navigation` is an array of groups (nested through `pages`),
// anchors and tabs are url prefixes beside it, colours live in `colors` and `anchors[].color`.
import type { Node } from 'jsonc-parser';
import { propertyValueNode } from '../../json/nodes';
import { childAt, childCount, childType } from '../../../../../shared/src/json/compactTree';
import type { ModelBuilder } from './builder';
import type { Located, NavItem, SiteFile } from './model';

/** Real configs nest groups three or four levels deep; icons and outlines stop below this depth. */
export const MAX_GROUP_DEPTH = 32;

export function buildMintModel(file: SiteFile, b: ModelBuilder): { navigation?: NavItem } {
  const root = file.doc.root;
  const at = (node: Node | undefined): Located | undefined => (node ? { node, file } : undefined);
  const prop = (node: Node | undefined, key: string) => propertyValueNode(node, key);

  // Navigation: groups nested through `pages`, walked with an explicit stack (a hostile file may nest deeply).
  let navigation: NavItem | undefined;
  const navigationNode = prop(root, 'navigation');
  if (navigationNode?.type === 'array') {
    navigation = b.navItem({ node: navigationNode, file }, 'navigation', undefined, undefined);
    // A list's elements are read one at a time: a page entry is made without a view of its node.
    const stack: { list: Node; count: number; next: number; parent: NavItem }[] = [
      { list: navigationNode, count: childCount(navigationNode), next: 0, parent: navigation },
    ];
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.next >= top.count) {
        stack.pop();
        continue;
      }
      const position = top.next++;
      const type = childType(top.list, position);
      if (type === 'string') b.entry(top.list, position, file, top.parent, false);
      else if (type === 'object') {
        const item = childAt(top.list, position)!;
        const group = b.navItem({ node: item, file }, 'group', top.parent, 'pages');
        const label = prop(item, 'group');
        group.labelNode = label;
        if (label?.type === 'string') group.label = String(label.value);
        const version = prop(item, 'version');
        if (version?.type === 'string') group.version = String(version.value);
        if (group.depth <= MAX_GROUP_DEPTH + 1) group.icon = b.icon(at(prop(item, 'icon')), undefined);
        const pages = prop(item, 'pages');
        if (pages?.type === 'array') stack.push({ list: pages, count: childCount(pages), next: 0, parent: group });
      }
    }
  }

  // Anchors and tabs: url prefixes of page paths (or external links).
  for (const [key, kind] of [
    ['anchors', 'anchor'],
    ['tabs', 'tab'],
  ] as const) {
    const list = prop(root, key);
    if (list?.type !== 'array') continue;
    for (const node of list.children ?? []) {
      if (node.type !== 'object') continue;
      const urlNode = prop(node, 'url');
      const nameNode = prop(node, 'name');
      b.links.push({
        kind,
        node,
        file,
        urlNode,
        nameNode,
        url: urlNode?.type === 'string' ? String(urlNode.value) : undefined,
        name: nameNode?.type === 'string' ? String(nameNode.value) : undefined,
        hasOpenApi: prop(node, 'openapi') !== undefined,
      });
    }
  }

  // Colours: `colors.*`, `colors.background.*`, `colors.anchors` and `anchors[].color` (string or gradient).
  const colorOrGradient = (node: Node | undefined, label: string) => {
    if (node?.type === 'object')
      for (const part of ['from', 'via', 'to']) b.color(at(prop(node, part)), `${label}.${part}`);
    else b.color(at(node), label);
  };
  const colors = prop(root, 'colors');
  for (const key of ['primary', 'light', 'dark', 'ultraLight', 'ultraDark'])
    b.color(at(prop(colors, key)), `colors.${key}`);
  const background = prop(colors, 'background');
  for (const key of ['light', 'dark']) b.color(at(prop(background, key)), `colors.background.${key}`);
  colorOrGradient(prop(colors, 'anchors'), 'colors.anchors');
  const anchors = prop(root, 'anchors');
  if (anchors?.type === 'array')
    anchors.children?.forEach((anchor, index) => colorOrGradient(prop(anchor, 'color'), `anchors[${index}].color`));

  // Icons besides the groups': the top anchor's and the anchors'.
  b.icon(at(prop(prop(root, 'topAnchor'), 'icon')), undefined);
  if (anchors?.type === 'array')
    for (const anchor of anchors.children ?? []) b.icon(at(prop(anchor, 'icon')), undefined);
  b.icons.sort((x, y) => x.node.offset - y.node.offset);

  // Local files.
  const logo = prop(root, 'logo');
  if (logo?.type === 'object') for (const key of ['light', 'dark']) b.asset(at(prop(logo, key)), `logo.${key}`);
  else b.asset(at(logo), 'logo');
  b.asset(at(prop(root, 'favicon')), 'favicon');
  b.asset(at(prop(root, 'backgroundImage')), 'backgroundImage');
  const openapi = prop(root, 'openapi');
  const openapiNodes = openapi?.type === 'array' ? (openapi.children ?? []) : openapi ? [openapi] : [];
  for (const node of openapiNodes) {
    b.asset(at(node), 'openapi');
    if (node.type === 'string') b.openapi.push({ node, file, raw: String(node.value) });
  }

  // Redirects (the same `{source, destination}` objects as docs.json).
  const redirects = prop(root, 'redirects');
  if (redirects?.type === 'array') {
    for (const node of redirects.children ?? [])
      if (node.type === 'object')
        b.redirects.push({ node, file, source: prop(node, 'source'), destination: prop(node, 'destination') });
  }
  return { navigation };
}
