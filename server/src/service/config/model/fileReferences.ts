// Local files the config points at besides pages (from the site model): mint.json's `logo` (string or light/dark),
// `favicon`, `backgroundImage` and `openapi`; docs.json's `logo`, `favicon`, `background.image`, `api.openapi`,
// `api.asyncapi` and the navigation's `openapi` files. A missing one is a warning (URLs are skipped; the generator may also serve them
// from elsewhere, so this is advice rather than an error).
import { posix } from 'node:path';
import type { ConfigDocument } from '../../json/document';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { joinPath } from '../../workspace/paths';
import type { AssetRef, SiteModel } from './model';
import type { DiagnosticSink } from '../../diagnostics/siteDiagnostics';
import { siteModelOf } from './siteModel';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';

export type FileReference = AssetRef;

const URL_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]+:/;

/** Every local-file reference of the config (from the site model: both formats, `$ref`'d files included). */
export function collectFileReferences(doc: ConfigDocument): FileReference[] {
  return siteModelOf(doc).assets;
}

/** The absolute path a local reference resolves to, or undefined for URLs, empty strings and paths leaving the root. */
export function resolveFileReference(raw: string, rootDir: string): string | undefined {
  if (!raw.trim() || URL_SCHEME.test(raw)) return undefined;
  const relative = posix.normalize(raw.replace(/\\/g, '/').replace(/^\/+/, ''));
  if (relative === '..' || relative.startsWith('../')) return undefined;
  return joinPath(rootDir, relative);
}

export function fileReferenceDiagnostics(model: SiteModel, index: WorkspaceIndex, sink: DiagnosticSink): void {
  const rootDir = model.rootDir;
  if (rootDir === undefined || !index.coversFolder(rootDir)) return;
  for (const reference of model.assets) {
    const path = resolveFileReference(reference.raw, rootDir);
    if (path === undefined || index.has(path)) continue;
    sink.add(
      reference.file,
      makeDiagnostic(
        reference.file.textDocument,
        reference.node,
        DiagnosticSeverity.Warning,
        'file-missing',
        `"${reference.field}" points at "${reference.raw}", which is not in the site folder.`,
      ),
    );
  }
}
