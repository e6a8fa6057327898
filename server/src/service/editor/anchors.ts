// Anchors and tabs: an anchor or tab whose `url` (a folder-like prefix of page paths) matches no page in the
// navigation gets a warning, and hovering an anchor or tab shows how many pages it holds. External links
// (`https://…`, `mailto:`) are links, not page prefixes, and an entry with its own `openapi` gets its pages generated
// from that file, so neither is checked.
import type { Node } from 'jsonc-parser';
import { DiagnosticSeverity, MarkupKind, type Diagnostic, type Hover } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { trimSlashes } from '../../../../shared/src/slashes';
import { DIAGNOSTIC_SOURCE } from '../diagnostics';
import { propertyValueNode } from '../jsonNodes';
import { containsOffset, nodeRange, stringContentRange, stringValue } from './jsonTree';

export const ANCHOR_URL_NO_PAGES_CODE = 'anchor-url-no-pages';

/** `scheme:` or protocol-relative `//host`: a link out of the site, not a page prefix. */
function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** "/api/" -> "api": how an anchor or tab url compares with normalised page paths. */
export function urlPrefix(url: string): string {
  return trimSlashes(url);
}

/** The navigation's pages sorted, per collection: every anchor and tab is counted against the same pages, and one
 * sort plus two binary searches per anchor replaces a scan of every page per anchor (35,000 anchors over 100,000
 * pages took 16 s). A collection is taken as unchanging once counted against (they are built once per parse). */
const sortedPagesOf = new WeakMap<Iterable<string>, string[]>();

/** How many of the navigation's pages (normalised, no leading slash or extension) lie under a url prefix. */
export function countPagesUnder(url: string, navigationPages: Iterable<string>): number {
  let sorted = sortedPagesOf.get(navigationPages);
  if (!sorted) sortedPagesOf.set(navigationPages, (sorted = [...navigationPages].sort()));
  const prefix = urlPrefix(url);
  if (prefix === '') return sorted.length;
  // In code-unit order the page equal to the prefix sorts in [prefix, prefix + "\0"), and the pages under it in
  // [prefix + "/", prefix + "0"), "0" being the code unit after "/".
  return countInRange(sorted, prefix, `${prefix}\u0000`) + countInRange(sorted, `${prefix}/`, `${prefix}0`);
}

function countInRange(sorted: readonly string[], from: string, before: string): number {
  return firstNotBelow(sorted, before) - firstNotBelow(sorted, from);
}

function firstNotBelow(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface LinkEntry {
  kind: 'anchor' | 'tab';
  node: Node;
  name?: string;
  urlNode?: Node;
  url?: string;
  /** Its pages come from its own OpenAPI file, not from the navigation. */
  hasOpenApi: boolean;
}

function linkEntries(root: Node | undefined): LinkEntry[] {
  const entries: LinkEntry[] = [];
  for (const [key, kind] of [['anchors', 'anchor'], ['tabs', 'tab']] as const) {
    const list = propertyValueNode(root, key);
    if (list?.type !== 'array') continue;
    for (const node of list.children ?? []) {
      if (node.type !== 'object') continue;
      const urlNode = propertyValueNode(node, 'url');
      entries.push({
        kind, node, urlNode, url: stringValue(urlNode), name: stringValue(propertyValueNode(node, 'name')),
        hasOpenApi: propertyValueNode(node, 'openapi') !== undefined,
      });
    }
  }
  return entries;
}

function isCheckable(entry: LinkEntry): entry is LinkEntry & { url: string; urlNode: Node } {
  return entry.url !== undefined && entry.urlNode !== undefined && !isExternalUrl(entry.url) && !entry.hasOpenApi && urlPrefix(entry.url) !== '';
}

export function anchorDiagnostics(document: TextDocument, root: Node | undefined, navigationPages: Iterable<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const entry of linkEntries(root)) {
    if (!isCheckable(entry) || countPagesUnder(entry.url, navigationPages) > 0) continue;
    diagnostics.push({
      range: stringContentRange(document, entry.urlNode),
      severity: DiagnosticSeverity.Warning,
      code: ANCHOR_URL_NO_PAGES_CODE,
      source: DIAGNOSTIC_SOURCE,
      message: `No page in the navigation starts with "${urlPrefix(entry.url)}/": this ${entry.kind} would be empty.`,
    });
  }
  return diagnostics;
}

/** Hover over an anchor's or tab's `name` or `url` value: how many pages it holds. */
export function anchorHover(document: TextDocument, root: Node | undefined, offset: number, navigationPages: Iterable<string>): Hover | undefined {
  for (const entry of linkEntries(root)) {
    if (!containsOffset(entry.node, offset)) continue;
    const nameNode = propertyValueNode(entry.node, 'name');
    const target = [nameNode, entry.urlNode].find((n) => n?.type === 'string' && containsOffset(n, offset));
    if (!target) return undefined;
    const label = entry.name ? `**${entry.name}**` : `This ${entry.kind}`;
    let text: string;
    if (entry.url === undefined) text = `${label} has no \`url\`, so it holds no pages.`;
    else if (isExternalUrl(entry.url)) text = `${label} links to an external URL: ${entry.url}`;
    else if (entry.hasOpenApi) text = `${label} holds the pages generated from its \`openapi\` file.`;
    else {
      const count = countPagesUnder(entry.url, navigationPages);
      text = `${label} holds ${count} page${count === 1 ? '' : 's'} of the navigation (those under \`${urlPrefix(entry.url) || '/'}\`).`;
    }
    return { contents: { kind: MarkupKind.Markdown, value: text }, range: nodeRange(document, target) };
  }
  return undefined;
}
