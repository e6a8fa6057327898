// Pages as links: every navigation page path that resolves to a file is a document link and a go-to-definition
// target, and so are the local `logo`, `favicon`, `backgroundImage` and `openapi` files. From a page file, Find All
// References lists the navigation entries (in every config of the workspace) that lead to it.
import { nodeAtOffset } from '../../../../../shared/src/json/compactTree';
import type { Node } from 'jsonc-parser';
import type { DocumentLink, Location, LocationLink, Position } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../../json/document';
import { collectFileReferences, resolveFileReference } from '../model/fileReferences';
import { pathToUri, relativeInside } from '../../workspace/paths';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';
import { nodeRange, stringContentRange } from '../../json/tree';
import { pageTargets } from './pageTargets';

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
  // Links and definitions are answered for the open config: entries written in `$ref`'d files are not in it.
  for (const { node, path, file } of pageTargets(doc, index)) if (file.isMain) targets.push({ node, path });
  for (const reference of collectFileReferences(doc)) {
    if (!reference.file.isMain) continue;
    const path = resolveFileReference(reference.raw, rootDir);
    if (path !== undefined && index.has(path)) targets.push({ node: reference.node, path });
  }
  return targets;
}

/** Plain path characters need no percent-encoding, so their URI is the root's URI plus the path as written. */
const URI_SAFE_PATH = /^[A-Za-z0-9._~/-]*$/;

/** File URIs for many paths under one root: `pathToFileURL` per link costs more than the whole rest of the feature. */
function uriMaker(rootDir: string): (path: string) => string {
  const rootUri = pathToUri(rootDir).replace(/\/$/, '');
  const prefixLength = rootDir.endsWith('/') ? rootDir.length : rootDir.length + 1;
  return (path) => {
    const relative = path.slice(prefixLength);
    return path.startsWith(rootDir) && URI_SAFE_PATH.test(relative) ? `${rootUri}/${relative}` : pathToUri(path);
  };
}

export function findDocumentLinks(doc: ConfigDocument, index: WorkspaceIndex): DocumentLink[] {
  if (doc.rootDir === undefined) return [];
  const toUri = uriMaker(doc.rootDir);
  return fileTargets(doc, index).map(({ node, path }) => ({
    range: stringContentRange(doc.textDocument, node),
    target: toUri(path),
    tooltip: `Open ${path.slice(path.lastIndexOf('/') + 1)}`,
  }));
}

/** The file a page path or file reference at `position` leads to. */
export function findDefinition(doc: ConfigDocument, index: WorkspaceIndex, position: Position): LocationLink[] | null {
  if (!doc.root) return null;
  const node = nodeAtOffset(doc.root, doc.textDocument.offsetAt(position), false);
  if (node?.type !== 'string') return null;
  const target = fileTargets(doc, index).find((t) => t.node === node);
  if (!target) return null;
  const start = { line: 0, character: 0 };
  return [
    {
      originSelectionRange: nodeRange(doc.textDocument, node),
      targetUri: pathToUri(target.path),
      targetRange: { start, end: start },
      targetSelectionRange: { start, end: start },
    },
  ];
}

/** Navigation entries leading to the page file at `pagePath`, across the given configs. */
export function findPageReferences(
  pagePath: string,
  configs: readonly ConfigDocument[],
  index: WorkspaceIndex,
): Location[] {
  const locations: Location[] = [];
  for (const doc of configs) {
    if (doc.rootDir === undefined || relativeInside(doc.rootDir, pagePath) === undefined) continue;
    for (const target of pageTargets(doc, index)) {
      if (target.path === pagePath)
        locations.push({ uri: target.file.uri, range: nodeRange(target.file.textDocument, target.node) });
    }
  }
  return locations;
}
