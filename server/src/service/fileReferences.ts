// Local files the config points at besides pages: `logo` (string or light/dark), `favicon`, `backgroundImage` and
// `openapi` (string or array). A missing one is a warning (URLs are skipped; the generator may also serve them
// from elsewhere, so this is advice rather than an error).
import type { Node } from 'jsonc-parser';
import { posix } from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from './document';
import { DiagnosticSeverity, makeDiagnostic } from './diagnostics';
import { propertyValueNode } from './jsonNodes';
import { joinPath } from './paths';
import type { WorkspaceIndex } from './workspaceIndex';

export interface FileReference {
  node: Node;
  field: string;
  raw: string;
}

const URL_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]+:/;

export function collectFileReferences(doc: ConfigDocument): FileReference[] {
  const found: FileReference[] = [];
  const add = (node: Node | undefined, field: string) => {
    if (node?.type === 'string' && typeof node.value === 'string') found.push({ node, field, raw: node.value });
  };
  const root = doc.root;
  const logo = propertyValueNode(root, 'logo');
  if (logo?.type === 'object') for (const key of ['light', 'dark']) add(propertyValueNode(logo, key), `logo.${key}`);
  else add(logo, 'logo');
  add(propertyValueNode(root, 'favicon'), 'favicon');
  add(propertyValueNode(root, 'backgroundImage'), 'backgroundImage');
  const openapi = propertyValueNode(root, 'openapi');
  if (openapi?.type === 'array') openapi.children?.forEach((item) => add(item, 'openapi'));
  else add(openapi, 'openapi');
  return found;
}

/** The absolute path a local reference resolves to, or undefined for URLs, empty strings and paths leaving the root. */
export function resolveFileReference(raw: string, rootDir: string): string | undefined {
  if (!raw.trim() || URL_SCHEME.test(raw)) return undefined;
  const relative = posix.normalize(raw.replace(/\\/g, '/').replace(/^\/+/, ''));
  if (relative === '..' || relative.startsWith('../')) return undefined;
  return joinPath(rootDir, relative);
}

export function fileReferenceDiagnostics(doc: ConfigDocument, index: WorkspaceIndex): Diagnostic[] {
  const rootDir = doc.rootDir;
  if (rootDir === undefined || !index.coversFolder(rootDir)) return [];
  const out: Diagnostic[] = [];
  for (const reference of collectFileReferences(doc)) {
    const path = resolveFileReference(reference.raw, rootDir);
    if (path === undefined || index.has(path)) continue;
    out.push(makeDiagnostic(doc.textDocument, reference.node, DiagnosticSeverity.Warning, 'file-missing', `"${reference.field}" points at "${reference.raw}", which is not in the site folder.`));
  }
  return out;
}
