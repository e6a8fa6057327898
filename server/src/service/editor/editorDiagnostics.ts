// The editor features' own diagnostics for one config: unknown icon names, anchors and tabs that hold no page,
// and orphan pages. They join the core's diagnostics (validation.ts) so the server and the CLI report the same.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../document';
import { collectPageEntries, normalizePageEntry } from '../pages';
import type { PageFile, WorkspaceIndex } from '../workspaceIndex';
import { anchorDiagnostics } from './anchors';
import { iconDiagnostics } from './icons';
import { findOrphanPages, orphanDiagnostics } from './orphans';

const pageIdCache = new WeakMap<ConfigDocument, Set<string>>();

/** The normalised page ids the navigation names (no leading slash, no extension), cached per parsed document. */
export function navigationPageIds(doc: ConfigDocument): Set<string> {
  let ids = pageIdCache.get(doc);
  if (!ids) {
    ids = new Set();
    for (const entry of collectPageEntries(doc)) {
      const normalized = normalizePageEntry(entry.raw);
      if ('page' in normalized) ids.add(normalized.page);
    }
    pageIdCache.set(doc, ids);
  }
  return ids;
}

/** Orphan pages of the config's site root; empty when the root's files are not indexed (nothing is claimed then). */
export function orphanPagesOf(doc: ConfigDocument, index: WorkspaceIndex): PageFile[] {
  if (doc.rootDir === undefined || !index.coversFolder(doc.rootDir)) return [];
  return findOrphanPages(doc.rootDir, index.pagesOf(doc.rootDir), navigationPageIds(doc));
}

export function editorDiagnostics(doc: ConfigDocument, index: WorkspaceIndex): Diagnostic[] {
  if (!doc.root) return [];
  const td = doc.textDocument;
  return [
    ...iconDiagnostics(td, doc.root),
    ...anchorDiagnostics(td, doc.root, navigationPageIds(doc)),
    ...orphanDiagnostics(td, doc.root, orphanPagesOf(doc, index)),
  ];
}
