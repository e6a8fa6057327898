// Renames keep the navigation whole. Renaming or moving a page file, or a folder of pages, yields the edits that
// point every navigation entry at the new place (for `workspace/willRenameFiles`); renaming a page path inside the
// config renames its file and every entry naming it (for `textDocument/rename`). Each entry keeps its own style
// (a leading `/` stays); an entry is only touched when it really resolves to the renamed file.
import { findNodeAtOffset, type Node } from 'jsonc-parser';
import type { Position, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../document';
import { normalizePageEntry } from '../pages';
import { PAGE_EXTENSIONS, joinPath, pageIdOf, pathToUri, relativeInside, uriToPath } from '../paths';
import type { WorkspaceIndex } from '../workspaceIndex';
import { nodeRange, stringContentRange } from './jsonTree';
import { pageTargets } from './pageTargets';

export interface FileRename {
  oldUri: string;
  newUri: string;
}

/** The entry text for a new page id, in the style of the entry it replaces. */
function rewriteEntry(raw: string, newPage: string): string {
  return raw.startsWith('/') ? `/${newPage}` : newPage;
}

function replaceEntry(doc: ConfigDocument, node: Node, newPage: string): TextEdit {
  return { range: nodeRange(doc.textDocument, node), newText: JSON.stringify(rewriteEntry(String(node.value), newPage)) };
}

/** Where a file under a renamed path ends up: the file itself, or a file inside a renamed folder. */
function movedPath(path: string, oldPath: string, newPath: string): string | undefined {
  if (path === oldPath) return newPath;
  const inside = relativeInside(oldPath, path);
  return inside === undefined ? undefined : joinPath(newPath, inside);
}

/** Edits to the configs for files or folders about to be renamed; null when no entry points into them. */
export function editsForFileRenames(renames: readonly FileRename[], configs: readonly ConfigDocument[], index: WorkspaceIndex): WorkspaceEdit | null {
  const moves = renames.flatMap((r) => {
    const oldPath = uriToPath(r.oldUri);
    const newPath = uriToPath(r.newUri);
    return oldPath === undefined || newPath === undefined ? [] : [{ oldPath, newPath }];
  });
  const changes: Record<string, TextEdit[]> = {};
  for (const doc of configs) {
    const rootDir = doc.rootDir;
    if (rootDir === undefined) continue;
    const edits: TextEdit[] = [];
    for (const target of pageTargets(doc, index)) {
      for (const { oldPath, newPath } of moves) {
        const moved = movedPath(target.path, oldPath, newPath);
        if (moved === undefined) continue;
        const relative = relativeInside(rootDir, moved);
        const newPage = relative === undefined ? undefined : pageIdOf(relative);
        // Moved out of the site, or renamed to something that is no longer a page: the entry cannot follow.
        if (newPage !== undefined) edits.push(replaceEntry(doc, target.node, newPage));
        break;
      }
    }
    if (edits.length) changes[doc.uri] = edits;
  }
  return Object.keys(changes).length ? { changes } : null;
}

/** The page entry at a position that resolves to a file, with that file. */
function pageFileAt(doc: ConfigDocument, index: WorkspaceIndex, position: Position): { node: Node; path: string } | undefined {
  if (!doc.root || doc.rootDir === undefined) return undefined;
  const node = findNodeAtOffset(doc.root, doc.textDocument.offsetAt(position), false);
  if (node?.type !== 'string') return undefined;
  return pageTargets(doc, index).find((t) => t.node === node);
}

/** For prepareRename: the page path under the cursor (without its quotes), or undefined when it is not a page file. */
export function preparePageRename(doc: ConfigDocument, index: WorkspaceIndex, position: Position): { range: Range; placeholder: string } | undefined {
  const found = pageFileAt(doc, index, position);
  return found && { range: stringContentRange(doc.textDocument, found.node), placeholder: String(found.node.value) };
}

export type PageRenameResult = { edit: WorkspaceEdit; oldUri: string; newUri: string } | { error: string };

/** Renames the page file under the cursor to `newName` (a page path, extension optional) and every entry naming it. */
export function renamePage(doc: ConfigDocument, index: WorkspaceIndex, position: Position, newName: string): PageRenameResult {
  const found = pageFileAt(doc, index, position);
  if (!found || doc.rootDir === undefined) return { error: 'Only a page path that leads to a page file can be renamed here.' };
  const normalized = normalizePageEntry(newName.trim());
  if (!('page' in normalized) || normalized.page === '') {
    return { error: `"${newName}" is not a page path inside the site root.` };
  }
  const givenExtension = PAGE_EXTENSIONS.find((extension) => normalized.page.endsWith(extension));
  const newPage = givenExtension ? normalized.page.slice(0, -givenExtension.length) : normalized.page;
  const oldExtension = PAGE_EXTENSIONS.find((extension) => found.path.endsWith(extension))!;
  const newPath = joinPath(doc.rootDir, newPage + (givenExtension ?? oldExtension));
  if (newPath === found.path) return { error: 'The new page path is the same as the old one.' };
  // Any file with the new page id (either extension) would take the entries over, so it blocks the rename.
  const taken = PAGE_EXTENSIONS.map((extension) => index.findIgnoringCase(joinPath(doc.rootDir!, newPage + extension))).find((p) => p !== undefined && p !== found.path);
  if (taken !== undefined) return { error: `Page "${newPage}" already exists (${taken.slice(doc.rootDir.length + 1)}).` };
  const edits: TextEdit[] = [];
  for (const target of pageTargets(doc, index)) if (target.path === found.path) edits.push(replaceEntry(doc, target.node, newPage));
  const oldUri = pathToUri(found.path);
  const newUri = pathToUri(newPath);
  return {
    oldUri, newUri,
    edit: {
      documentChanges: [
        { textDocument: { uri: doc.uri, version: doc.version }, edits },
        { kind: 'rename', oldUri, newUri, options: { overwrite: false, ignoreIfExists: false } },
      ],
    },
  };
}
