// Anchors and tabs: an anchor or tab whose `url` (a folder-like prefix of page paths) matches no page in the
// navigation gets a warning, and hovering an anchor or tab shows how many pages it holds. External links
// (`https://…`, `mailto:`) are links, not page prefixes, and an entry with its own `openapi` gets its pages generated
// from that file, so neither is checked.
import type { Node } from 'jsonc-parser';
import { DiagnosticSeverity, MarkupKind, type Diagnostic, type Hover } from 'vscode-languageserver-protocol';
import { trimSlashes } from '../../../../../shared/src/slashes';
import { diagnosticAt } from '../../diagnostics/diagnostics';
import { shortenForDisplay } from '../../diagnostics/displayText';
import type { LinkItem, NavItem, SiteModel } from '../model/model';
import { containsOffset, nodeRange, stringContentRange } from '../../json/tree';
import { lowerBound } from '../../../../../shared/src/sortedSearch';

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
  return lowerBound(sorted, before) - lowerBound(sorted, from);
}

function isCheckable(entry: LinkItem): entry is LinkItem & { url: string; urlNode: Node } {
  return (
    entry.url !== undefined &&
    entry.urlNode !== undefined &&
    !isExternalUrl(entry.url) &&
    !entry.hasOpenApi &&
    urlPrefix(entry.url) !== ''
  );
}

export function anchorDiagnostics(model: SiteModel, navigationPages?: Iterable<string>): Diagnostic[] {
  const document = model.main.textDocument;
  const diagnostics: Diagnostic[] = [];
  for (const entry of model.links) {
    // The set of listed pages is asked for only when there is an anchor or tab to check (most edits have none).
    if (!isCheckable(entry) || countPagesUnder(entry.url, navigationPages ?? model.usedPageIds) > 0) continue;
    diagnostics.push(
      diagnosticAt(
        stringContentRange(document, entry.urlNode),
        DiagnosticSeverity.Warning,
        ANCHOR_URL_NO_PAGES_CODE,
        `No page in the navigation starts with "${shortenForDisplay(urlPrefix(entry.url))}/": this ${entry.kind} would be empty.`,
      ),
    );
  }
  return diagnostics;
}

/** mint.json: hover over an anchor's or tab's `name` or `url` value: how many pages of the navigation it holds (those
 * under its URL). */
export function linkItemHover(model: SiteModel, offset: number, navigationPages: Iterable<string>): Hover | undefined {
  const document = model.main.textDocument;
  for (const entry of model.links) {
    if (!containsOffset(entry.node, offset)) continue;
    const target = [entry.nameNode, entry.urlNode].find((n) => n?.type === 'string' && containsOffset(n, offset));
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

/** docs.json: hover over a navigation item's title: the pages and operations it holds. */
export function navItemHover(model: SiteModel, offset: number): Hover | undefined {
  const item = model.navItems.find((i) => i.labelNode && i.file === model.main && containsOffset(i.labelNode, offset));
  if (!item?.labelNode) return undefined;
  let pages = 0;
  let operations = 0;
  const stack: NavItem[] = [item];
  while (stack.length) {
    for (const child of stack.pop()!.children) {
      if (child.type === 'page') pages++;
      else if (child.type === 'operation') operations++;
      else stack.push(child);
    }
  }
  const parts = [`${pages} page${pages === 1 ? '' : 's'}`];
  if (operations) parts.push(`${operations} API operation${operations === 1 ? '' : 's'}`);
  const text = `**${item.label ?? item.kind}** (${item.kind}) holds ${parts.join(' and ')}${item.href ? `, and links to ${item.href}` : ''}.`;
  return {
    contents: { kind: MarkupKind.Markdown, value: text },
    range: nodeRange(model.main.textDocument, item.labelNode),
  };
}
