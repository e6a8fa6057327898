// Page paths in `navigation` (groups nested to any depth): each must name an `.mdx`/`.md` file under the site root,
// must not escape the root, and should be listed once. Also the shared entry collection and resolution that
// completion, hover and later features (links, references, orphan pages, renames) build on.
import type { Node } from 'jsonc-parser';
import { posix } from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from './document';
import { DiagnosticSeverity, makeDiagnostic } from './diagnostics';
import { propertyValueNode } from './jsonNodes';
import { PAGE_EXTENSIONS, pageIdOf } from './paths';
import type { WorkspaceIndex } from './workspaceIndex';

export interface PageEntry {
  /** The string node in the config. */
  node: Node;
  /** The text as written. */
  raw: string;
}

export type PageResolution =
  | { kind: 'file'; page: string; path: string }
  | { kind: 'missing'; page: string; candidates: string[]; caseMismatch?: string; withExtension?: string }
  | { kind: 'escapes'; reason: string }
  | { kind: 'external' }
  | { kind: 'unknown'; page: string };

const entryCache = new WeakMap<ConfigDocument, PageEntry[]>();
const usedCache = new WeakMap<ConfigDocument, Set<string>>();

/** The page ids the navigation already lists (cached per parsed document). */
export function usedPageIds(doc: ConfigDocument): Set<string> {
  let used = usedCache.get(doc);
  if (!used) {
    used = new Set<string>();
    for (const entry of collectPageEntries(doc)) {
      const page = entryPageId(entry.raw);
      if (typeof page === 'string') used.add(page);
    }
    usedCache.set(doc, used);
  }
  return used;
}

/** Every page string under `navigation`, in document order, walking nested groups without recursion. */
export function collectPageEntries(doc: ConfigDocument): PageEntry[] {
  const cached = entryCache.get(doc);
  if (cached) return cached;
  const entries: PageEntry[] = [];
  const navigation = propertyValueNode(doc.root, 'navigation');
  if (navigation?.type === 'array') {
    // Stack of arrays still to read, each with the next index, so output keeps document order.
    const stack: { items: Node[]; next: number }[] = [{ items: navigation.children ?? [], next: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.next >= top.items.length) {
        stack.pop();
        continue;
      }
      const item = top.items[top.next++];
      if (item.type === 'string') entries.push({ node: item, raw: String(item.value) });
      else if (item.type === 'object') {
        const pages = propertyValueNode(item, 'pages');
        if (pages?.type === 'array') stack.push({ items: pages.children ?? [], next: 0 });
      }
    }
  }
  entryCache.set(doc, entries);
  return entries;
}

const URL_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]+:/;
const WINDOWS_ABSOLUTE = /^[a-zA-Z]:[\\/]/;

/** Entries needing full normalisation: backslashes, doubled slashes, "." or ".." segments, a trailing slash. */
const NEEDS_NORMALIZING = /\\|\/\/|(^|\/)\.\.?(\/|$)|\/$/;

/** Normalises a navigation entry to a page id ("/guides/intro" -> "guides/intro"), or says why it cannot be one. */
export function normalizePageEntry(raw: string): { page: string } | { escapes: string } | { external: true } {
  const result = entryPageId(raw);
  return typeof result === 'string' ? { page: result } : result;
}

const EXTERNAL = { external: true } as const;

/** The allocation-free core of normalizePageEntry: the page id as a string, or why there is none. */
function entryPageId(raw: string): string | { escapes: string } | typeof EXTERNAL {
  if (WINDOWS_ABSOLUTE.test(raw) || raw.startsWith('\\') || raw.startsWith('//')) return { escapes: 'it is an absolute path' };
  if (URL_SCHEME.test(raw)) return EXTERNAL;
  const withoutLeadingSlash = raw.charCodeAt(0) === 47 /* / */ ? raw.slice(1) : raw;
  // Fast path: almost every real entry is already normal (this runs once per entry per keystroke).
  if (!NEEDS_NORMALIZING.test(withoutLeadingSlash)) return withoutLeadingSlash;
  const normalized = posix.normalize(withoutLeadingSlash.replace(/\\/g, '/'));
  if (normalized === '..' || normalized.startsWith('../')) return { escapes: 'it climbs out of the site root with ".."' };
  return normalized === '.' ? '' : normalized.replace(/\/$/, '');
}

/** Where a navigation entry leads. `unknown` when the index has not scanned the site root (nothing is claimed then). */
export function resolvePage(raw: string, rootDir: string | undefined, index: WorkspaceIndex): PageResolution {
  return resolveEntry(raw, rootDir !== undefined && index.coversFolder(rootDir) ? rootDir : undefined, index);
}

/** `indexedRoot` is the site root when the index covers it, else undefined. */
function resolveEntry(raw: string, indexedRoot: string | undefined, index: WorkspaceIndex): PageResolution {
  const normalized = normalizePageEntry(raw);
  if ('external' in normalized) return { kind: 'external' };
  if ('escapes' in normalized) return { kind: 'escapes', reason: normalized.escapes };
  const { page } = normalized;
  if (indexedRoot === undefined) return { kind: 'unknown', page };
  const found = page ? index.pageIdsOf(indexedRoot).get(page) : undefined;
  if (found !== undefined) return { kind: 'file', page, path: found.path };
  const base = `${indexedRoot}/${page}`;
  const candidates = PAGE_EXTENSIONS.map((extension) => base + extension);
  const missing: PageResolution = { kind: 'missing', page, candidates };
  for (const candidate of candidates) {
    const other = index.findIgnoringCase(candidate);
    if (other) missing.caseMismatch = other;
  }
  if (pageIdOf(page) !== undefined && index.has(base)) missing.withExtension = pageIdOf(page);
  return missing;
}

let passCounter = 0;

export function pageDiagnostics(doc: ConfigDocument, index: WorkspaceIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  const td = doc.textDocument;
  const indexedRoot = doc.rootDir !== undefined && index.coversFolder(doc.rootDir) ? doc.rootDir : undefined;
  const pageFiles = indexedRoot === undefined ? undefined : index.pageIdsOf(indexedRoot);
  // Duplicates of existing pages are spotted through a pass number on the index's cached slots: a fresh Map of
  // 100,000 page ids per keystroke would cost more than all the other checks together. Pages without a file (few)
  // use a small map.
  const pass = ++passCounter;
  const otherPagesSeen = new Map<string, number>();
  const duplicate = (raw: string, page: string, firstOffset: number, node: Node) => {
    const line = td.positionAt(firstOffset).line + 1;
    out.push(makeDiagnostic(td, node, DiagnosticSeverity.Warning, 'page-duplicate', `Page "${raw}" is already listed in the navigation (line ${line}).`, { page }));
  };
  for (const { node, raw } of collectPageEntries(doc)) {
    const page = entryPageId(raw);
    if (typeof page !== 'string') {
      if ('escapes' in page) {
        out.push(makeDiagnostic(td, node, DiagnosticSeverity.Error, 'page-escapes-root', `Page "${raw}" escapes the site root: ${page.escapes}. Pages are paths relative to the folder of mint.json.`));
      }
      continue;
    }
    const slot = page ? pageFiles?.get(page) : undefined;
    if (slot) {
      if (slot.seenInPass === pass) duplicate(raw, page, slot.firstOffset, node);
      else {
        slot.seenInPass = pass;
        slot.firstOffset = node.offset;
      }
      continue;
    }
    const firstOffset = otherPagesSeen.get(page);
    if (firstOffset !== undefined) duplicate(raw, page, firstOffset, node);
    else otherPagesSeen.set(page, node.offset);
    if (indexedRoot === undefined) continue; // never scanned: nothing is claimed missing
    const diagnostic = missingPageDiagnostic(doc, node, raw, resolveEntry(raw, indexedRoot, index));
    if (diagnostic) out.push(diagnostic);
  }
  return out;
}

function missingPageDiagnostic(doc: ConfigDocument, node: Node, raw: string, resolution: PageResolution): Diagnostic | undefined {
  if (resolution.kind !== 'missing') return undefined;
  const td = doc.textDocument;
  const { page } = resolution;
  if (!page) return makeDiagnostic(td, node, DiagnosticSeverity.Error, 'page-missing', 'Empty page path.', { page });
  if (resolution.withExtension !== undefined) {
    return makeDiagnostic(td, node, DiagnosticSeverity.Warning, 'page-extension', `Write page "${raw}" without its extension: "${resolution.withExtension}".`, { page, suggestion: resolution.withExtension });
  }
  let message = `Page "${raw}" not found: no ${page}.mdx or ${page}.md under the site root.`;
  let data: { page: string; suggestion?: string } = { page };
  if (resolution.caseMismatch) {
    const relative = pageIdOf(resolution.caseMismatch.slice((doc.rootDir ?? '').length + 1));
    if (relative !== undefined) {
      message += ` Did you mean "${relative}"? (letter case differs)`;
      data = { page, suggestion: relative };
    }
  }
  return makeDiagnostic(td, node, DiagnosticSeverity.Error, 'page-missing', message, data);
}
