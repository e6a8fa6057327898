// The editor features' own diagnostics for one config: unknown icon names, anchors and tabs that hold no page,
// and orphan pages. LanguageService.diagnose() adds them to the core's, so the server and the CLI report the same.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../document';
import { usedPageIds } from '../pages';
import type { PageFile, WorkspaceIndex } from '../workspaceIndex';
import { anchorDiagnostics } from './anchors';
import { iconDiagnostics } from './icons';
import { findOrphanPages, orphanDiagnostics } from './orphans';

/** Orphan pages of the config's site root; empty when the root's files are not indexed (nothing is claimed then). */
export function orphanPagesOf(doc: ConfigDocument, index: WorkspaceIndex): PageFile[] {
  if (doc.rootDir === undefined || !index.coversFolder(doc.rootDir)) return [];
  return findOrphanPages(doc.rootDir, index.pagesOf(doc.rootDir), usedPageIds(doc));
}

/** The editor features' diagnostics, uncapped; unknown icons come without their "did you mean" (see
 * addIconSuggestions), since only those the problem cap lets through need one. */
export function editorDiagnostics(doc: ConfigDocument, index: WorkspaceIndex): Diagnostic[] {
  if (!doc.root) return [];
  const td = doc.textDocument;
  return [
    ...iconDiagnostics(td, doc.root, { deferSuggestions: true }),
    ...anchorDiagnostics(td, doc.root, usedPageIds(doc)),
    ...orphanDiagnostics(td, doc.root, orphanPagesOf(doc, index)),
  ];
}
