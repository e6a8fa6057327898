// The editor features' own diagnostics for one config: unknown icon names, anchors and tabs that hold no page,
// and orphan pages. LanguageService.diagnose() adds them to the core's, so the server and the CLI report the same.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../document';
import type { SiteModel } from '../site/model';
import { DiagnosticSink } from '../site/siteDiagnostics';
import { listedPages } from '../site/listedPages';
import { siteModelOf } from '../site/siteModel';
import type { PageFile, WorkspaceIndex } from '../workspaceIndex';
import { anchorDiagnostics } from './anchors';
import { iconSiteDiagnostics } from './icons';
import { findOrphanPages, orphanDiagnostics } from './orphans';

/** Orphan pages of the config's site root; empty when the root's files are not indexed (nothing is claimed then). */
export function orphanPagesOf(doc: ConfigDocument, index: WorkspaceIndex): PageFile[] {
  return orphansOfModel(siteModelOf(doc), index);
}

function orphansOfModel(model: SiteModel, index: WorkspaceIndex): PageFile[] {
  const listed = listedPages(model, index);
  if (model.rootDir === undefined || !listed) return [];
  return findOrphanPages(model.rootDir, index.pagesOf(model.rootDir), listed.isListed);
}

/** The main config's editor diagnostics, uncapped; unknown icons come without their "did you mean" (see
 * addIconSuggestions), since only those the problem cap lets through need one. */
export function editorDiagnostics(doc: ConfigDocument, index: WorkspaceIndex): Diagnostic[] {
  const model = siteModelOf(doc);
  return editorSiteDiagnostics(model, index).of(model.main);
}

/** The editor diagnostics of every file of the site. */
export function editorSiteDiagnostics(model: SiteModel, index: WorkspaceIndex): DiagnosticSink {
  const sink = new DiagnosticSink();
  if (!model.main.doc.root) return sink;
  for (const { file, diagnostic } of iconSiteDiagnostics(model)) sink.add(file, diagnostic);
  sink.addAll(model.main, anchorDiagnostics(model));
  sink.addAll(model.main, orphanDiagnostics(model.main.textDocument, model.main.doc.root, orphansOfModel(model, index)));
  return sink;
}
