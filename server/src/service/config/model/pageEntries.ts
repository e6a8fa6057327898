// Page paths in `navigation` (groups nested to any depth): each must name an `.mdx`/`.md` file under the site root,
// must not escape the root, and should be listed once. Also the shared entry collection and resolution that
// completion, hover and later features (links, references, orphan pages, renames) build on.
import type { Node } from 'jsonc-parser';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../../json/document';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { shortenForDisplay } from '../../diagnostics/displayText';
import { normalizePageEntry } from '../../workspace/pageIds';
import { PAGE_EXTENSIONS, pageIdOf } from '../../workspace/paths';
import type { PageRef, SiteFile, SiteModel } from './model';
import type { DiagnosticSink } from '../../diagnostics/siteDiagnostics';
import { formatById } from '../formats/list';
import { listedPages } from './listedPages';
import { siteModelOf } from './siteModel';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';
import { describeDivision, type PageDivision } from './pageDivisions';

/** A page path in the navigation (any format, any file of the site): its string node and text. */
export type PageEntry = PageRef;

export type PageResolution =
  | { kind: 'file'; page: string; path: string }
  | { kind: 'missing'; page: string; candidates: string[]; caseMismatch?: string; withExtension?: string }
  | { kind: 'escapes'; reason: string }
  | { kind: 'external' }
  | { kind: 'unknown'; page: string };

/** The page ids the navigation already lists (from the cached site model). */
export function usedPageIds(doc: ConfigDocument): Set<string> {
  return siteModelOf(doc).usedPageIds;
}

/** Every page path of the navigation, in walk order (groups' `root` pages and `$ref`'d files included). */
export function collectPageEntries(doc: ConfigDocument): PageEntry[] {
  return siteModelOf(doc).pages;
}

export { normalizePageEntry } from '../../workspace/pageIds';

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
  const found = page ? index.pageTableOf(indexedRoot).pathOf(page) : undefined;
  if (found !== undefined) return { kind: 'file', page, path: found };
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

/** No file system holds a longer path (Linux's PATH_MAX, in bytes; a UTF-16 length over it is over it in bytes). */
const MAX_FILE_PATH_LENGTH = 4096;

/** Page checks across the whole navigation: escapes, duplicates (wherever the first one is), missing files. */
export function pageDiagnostics(model: SiteModel, index: WorkspaceIndex, sink: DiagnosticSink): void {
  const rootDir = model.rootDir;
  const indexedRoot = rootDir !== undefined && index.coversFolder(rootDir) ? rootDir : undefined;
  const listed = listedPages(model, index);
  const format = formatById(model.format);
  const configName = format.fileName;
  const divisions = format.pageDivisions;
  // Duplicates of existing pages are spotted by their table rows: this pass's own array, one slot per row, holds the
  // position in `model.pages` of the entry that first listed each row (a fresh Map of 100,000 page ids per keystroke
  // would cost more than all the other checks together, and a list of the first entries megabytes of garbage). Pages
  // without a file (few) use a small map.
  let firstSeenOfRow: Int32Array | undefined;
  const otherPagesSeen = new Map<string, number>();
  const duplicate = (ref: PageRef, page: string, first: PageRef) => {
    const line = first.file.textDocument.positionAt(first.node.offset).line + 1;
    const where = first.file === ref.file ? `line ${line}` : `${fileName(first.file)}, line ${line}`;
    sink.add(
      ref.file,
      makeDiagnostic(
        ref.file.textDocument,
        ref.node,
        DiagnosticSeverity.Warning,
        'page-duplicate',
        `Page "${shortenForDisplay(ref.raw)}" is already listed in ${describeDivision(divisions.of(ref))} (${where}).`,
        { page },
      ),
    );
  };
  // A page listed again in another division (another version, language, tab…) is a shared page, which the generator
  // supports: only a second listing within the same division is a duplicate. Pages listed more than once are few, so
  // the per-division bookkeeping is kept for them only.
  const againByDivision = new Map<PageDivision, Map<string, PageRef>>();
  const seenAgain = (ref: PageRef, page: string, first: PageRef) => {
    const division = divisions.of(ref);
    if (divisions.shareSidebar(divisions.of(first), division)) return duplicate(ref, page, first);
    let earlier = againByDivision.get(division);
    if (!earlier) againByDivision.set(division, (earlier = new Map()));
    const inDivision = earlier.get(page);
    if (inDivision) duplicate(ref, page, inDivision);
    else earlier.set(page, ref);
  };
  const pages = model.pages;
  for (let i = 0; i < pages.length; i++) {
    // The entry's node, text and file are read only where a problem is reported: reading an entry's node makes its
    // tree view, and one view per page per keystroke is megabytes at 100,000 pages.
    const ref = pages[i];
    const page = ref.id;
    if (typeof page !== 'string') {
      if ('escapes' in page) {
        sink.add(
          ref.file,
          makeDiagnostic(
            ref.file.textDocument,
            ref.node,
            DiagnosticSeverity.Error,
            'page-escapes-root',
            `Page "${shortenForDisplay(ref.raw)}" escapes the site root: ${page.escapes}. Pages are paths relative to the folder of ${configName}.`,
          ),
        );
      }
      continue;
    }
    // A group's `root` page may also be listed among its pages (real sites do): that is not a duplicate.
    const countsForDuplicates = ref.role === 'entry';
    const row = listed ? listed.rows[i] : -1;
    if (row >= 0) {
      if (!countsForDuplicates) continue;
      // The position of the entry that first listed the row, plus one (0: not yet in this pass).
      const seen = (firstSeenOfRow ??= new Int32Array(listed!.table.rows));
      if (seen[row] !== 0) seenAgain(ref, page, pages[seen[row] - 1]);
      else seen[row] = i + 1;
      continue;
    }
    if (countsForDuplicates) {
      const first = otherPagesSeen.get(page);
      if (first !== undefined) seenAgain(ref, page, pages[first]);
      else otherPagesSeen.set(page, i);
    }
    if (indexedRoot === undefined) continue; // never scanned: nothing is claimed missing
    const raw = ref.raw;
    const resolution = resolveEntry(raw, indexedRoot, index);
    if (resolution.kind !== 'missing') continue;
    sink.add(ref.file, missingPageDiagnostic(ref.file.textDocument, rootDir, ref.node, raw, resolution));
  }
}

function fileName(file: SiteFile): string {
  const path = file.path ?? file.uri;
  return path.slice(path.lastIndexOf('/') + 1);
}

function missingPageDiagnostic(
  td: SiteFile['textDocument'],
  rootDir: string | undefined,
  node: Node,
  raw: string,
  resolution: PageResolution & { kind: 'missing' },
): Diagnostic {
  const { page } = resolution;
  if (!page) return makeDiagnostic(td, node, DiagnosticSeverity.Error, 'page-missing', 'Empty page path.', { page });
  if (resolution.withExtension !== undefined) {
    return makeDiagnostic(
      td,
      node,
      DiagnosticSeverity.Warning,
      'page-extension',
      `Write page "${shortenForDisplay(raw)}" without its extension: "${shortenForDisplay(resolution.withExtension)}".`,
      { page, suggestion: resolution.withExtension },
    );
  }
  let message = `Page "${shortenForDisplay(raw)}" not found: no ${shortenForDisplay(page)}.mdx or ${shortenForDisplay(page)}.md under the site root.`;
  // The page rides along for the "create page" fix and the CLI's changed-pages filter; a path longer than any file
  // system holds (Linux: 4,096 bytes) names no file either could ever act on, so a pasted blob is not sent twice.
  let data: { page?: string; suggestion?: string } = page.length <= MAX_FILE_PATH_LENGTH ? { page } : {};
  if (resolution.caseMismatch) {
    const relative = pageIdOf(resolution.caseMismatch.slice((rootDir ?? '').length + 1));
    if (relative !== undefined) {
      message += ` Did you mean "${relative}"? (letter case differs)`;
      data = { page, suggestion: relative };
    }
  }
  return makeDiagnostic(td, node, DiagnosticSeverity.Error, 'page-missing', message, data);
}
