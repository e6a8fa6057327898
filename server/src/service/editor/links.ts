// Pages as links: every navigation page path that resolves to a file is a document link and a go-to-definition
// target, and so are the local `logo`, `favicon`, `backgroundImage` and `openapi` files. From a page file, Find All
// References lists the navigation entries (in every config of the workspace) that lead to it.
import { findNodeAtOffset, type Node } from 'jsonc-parser';
import type { DocumentLink, Location, LocationLink, Position } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../document';
import { collectFileReferences, resolveFileReference } from '../fileReferences';
import { collectPageEntries, resolvePage } from '../pages';
import { basename, pathToUri, relativeInside } from '../paths';
import type { WorkspaceIndex } from '../workspaceIndex';
import { nodeRange, stringContentRange } from './jsonTree';

/** A string in the config that leads to a workspace file. */
interface FileTarget {
  node: Node;
  path: string;
}

/** Page entries and file references that resolve to a file the index holds, in document order. */
function fileTargets(doc: ConfigDocument, index: WorkspaceIndex): FileTarget[] {
  const rootDir = doc.rootDir;
  if (rootDir === undefined) return [];
  const targets: FileTarget[] = [];
  for (const entry of collectPageEntries(doc)) {
    const resolution = resolvePage(entry.raw, rootDir, index);
    if (resolution.kind === 'file') targets.push({ node: entry.node, path: resolution.path });
  }
  for (const reference of collectFileReferences(doc)) {
    const path = resolveFileReference(reference.raw, rootDir);
    if (path !== undefined && index.has(path)) targets.push({ node: reference.node, path });
  }
  return targets;
}

export function findDocumentLinks(doc: ConfigDocument, index: WorkspaceIndex): DocumentLink[] {
  return fileTargets(doc, index).map(({ node, path }) => ({
    range: stringContentRange(doc.textDocument, node),
    target: pathToUri(path),
    tooltip: `Open ${basename(path)}`,
  }));
}

/** The file a page path or file reference at `position` leads to. */
export function findDefinition(doc: ConfigDocument, index: WorkspaceIndex, position: Position): LocationLink[] | null {
  if (!doc.root) return null;
  const node = findNodeAtOffset(doc.root, doc.textDocument.offsetAt(position), false);
  if (node?.type !== 'string') return null;
  const target = fileTargets(doc, index).find((t) => t.node === node);
  if (!target) return null;
  const start = { line: 0, character: 0 };
  return [{
    originSelectionRange: nodeRange(doc.textDocument, node),
    targetUri: pathToUri(target.path),
    targetRange: { start, end: start },
    targetSelectionRange: { start, end: start },
  }];
}

/** Navigation entries leading to the page file at `pagePath`, across the given configs. */
export function findPageReferences(pagePath: string, configs: readonly ConfigDocument[], index: WorkspaceIndex): Location[] {
  const locations: Location[] = [];
  for (const doc of configs) {
    if (doc.rootDir === undefined || relativeInside(doc.rootDir, pagePath) === undefined) continue;
    for (const entry of collectPageEntries(doc)) {
      const resolution = resolvePage(entry.raw, doc.rootDir, index);
      if (resolution.kind === 'file' && resolution.path === pagePath) locations.push({ uri: doc.uri, range: nodeRange(doc.textDocument, entry.node) });
    }
  }
  return locations;
}
