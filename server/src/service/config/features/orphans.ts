// Orphan pages: page files under a site root that no navigation entry reaches. The generator still builds them
// (reachable by URL only), so they are reported as information, not as problems.
//
// Not pages, so never orphans (see docs/editor-features.md):
// - `snippets/` at the root (the generator's reusable-snippet folder) and any file or folder whose name starts
//   with `_` (`_snippets/`, `api-reference/_snippets/`: the older snippet folder and the partials convention);
// - hidden files and folders (`.github/`, …) and `node_modules/`;
// - repository documents: `.md` files named in capitals (README.md, CHANGELOG.md, CONTRIBUTING.md, AGENTS.md, …).
// Pages of a nested site root (a folder with its own config) belong to that root; the workspace index already
// leaves them out of `pagesOf`.
import type { Node } from 'jsonc-parser';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticAt } from '../../diagnostics/diagnostics';
import { propertyKeyNode } from '../../json/nodes';
import type { PageFile } from '../../workspace/workspaceIndex';
import { nodeRange } from '../../json/tree';

export const ORPHAN_PAGE_CODE = 'orphan-page';
/** One information line per orphan helps up to a point; past it, the command lists them all. */
export const MAX_ORPHAN_DIAGNOSTICS = 50;

/** Whether a page file (path relative to the site root, with extension) is something the generator does not treat as a navigable page. */
export function isExcludedFromOrphans(relativeFile: string): boolean {
  const segments = relativeFile.split('/');
  if (segments[0] === 'snippets') return true;
  if (segments.some((s) => s.startsWith('_') || s.startsWith('.') || s === 'node_modules')) return true;
  const fileName = segments[segments.length - 1];
  return /^[A-Z0-9_-]+\.md$/.test(fileName) && /[A-Z]/.test(fileName);
}

/** The page files of a root that no navigation entry names, in index order. `listed` says which are named: the set of
 * page ids the navigation lists, or a test of each file (site/listedPages.ts). */
export function findOrphanPages(
  rootDir: string,
  pageFiles: readonly PageFile[],
  listed: ReadonlySet<string> | ((file: PageFile) => boolean),
): PageFile[] {
  const prefix = rootDir.endsWith('/') ? rootDir : `${rootDir}/`;
  const isListed = typeof listed === 'function' ? listed : (file: PageFile) => listed.has(file.page);
  return pageFiles.filter((file) => !isListed(file) && !isExcludedFromOrphans(file.path.slice(prefix.length)));
}

/** Information diagnostics on the config's `navigation` key, one per orphan (bounded), each carrying its page. */
export function orphanDiagnostics(
  document: TextDocument,
  root: Node | undefined,
  orphans: readonly PageFile[],
): Diagnostic[] {
  const key = propertyKeyNode(root, 'navigation');
  if (!key || orphans.length === 0) return [];
  const range = nodeRange(document, key);
  const shown = orphans.slice(0, MAX_ORPHAN_DIAGNOSTICS).map((orphan) =>
    diagnosticAt(
      range,
      DiagnosticSeverity.Information,
      ORPHAN_PAGE_CODE,
      `Page "${orphan.page}" is not in the navigation: readers reach it only by its URL.`,
      // The file, for a report that lists findings by file (the CLI shows an orphan at its page, not at `navigation`).
      { page: orphan.page, file: orphan.path },
    ),
  );
  if (orphans.length > shown.length) {
    shown.push(
      diagnosticAt(
        range,
        DiagnosticSeverity.Information,
        ORPHAN_PAGE_CODE,
        `${orphans.length - shown.length} more pages are not in the navigation; run "Docsite: List Orphan Pages" to see them all.`,
      ),
    );
  }
  return shown;
}
