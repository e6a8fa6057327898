// Renames keep the navigation whole. Renaming or moving a page file, or a folder of pages, yields the edits that
// point every navigation entry at the new place (for `workspace/willRenameFiles`); renaming a page path inside the
// config renames its file and every entry naming it (for `textDocument/rename`). Each entry keeps its own style
// (a leading `/` stays); an entry is only touched when it really resolves to the renamed file.
import { nodeAtOffset } from '../../../../../shared/src/json/compactTree';
import type { Node } from 'jsonc-parser';
import type { Position, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../../json/document';
import { normalizePageEntry } from '../model/pageEntries';
import { PAGE_EXTENSIONS, joinPath, pageIdOf, pathToUri, relativeInside, uriToPath } from '../../workspace/paths';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';
import { nodeRange, stringContentRange } from '../../json/tree';
import type { SiteFile } from '../model/model';
import { pageTargets, type PageTarget } from './pageTargets';

export interface FileRename {
  oldUri: string;
  newUri: string;
}

/** The entry text for a new page id, in the style of the entry it replaces. */
function rewriteEntry(raw: string, newPage: string): string {
  return raw.startsWith('/') ? `/${newPage}` : newPage;
}

function replaceEntry(target: { node: Node; file: SiteFile }, newPage: string): TextEdit {
  return {
    range: nodeRange(target.file.textDocument, target.node),
    newText: JSON.stringify(rewriteEntry(String(target.node.value), newPage)),
  };
}

function addEdit(changes: Record<string, TextEdit[]>, uri: string, edit: TextEdit): void {
  (changes[uri] ??= []).push(edit);
}

/** Where a file under a renamed path ends up: the file itself, or a file inside a renamed folder. */
function movedPath(path: string, oldPath: string, newPath: string): string | undefined {
  if (path === oldPath) return newPath;
  const inside = relativeInside(oldPath, path);
  return inside === undefined ? undefined : joinPath(newPath, inside);
}

/** Edits to the configs for files or folders about to be renamed; null when no entry points into them. */
export function editsForFileRenames(
  renames: readonly FileRename[],
  configs: readonly ConfigDocument[],
  index: WorkspaceIndex,
): WorkspaceEdit | null {
  const moves = renames.flatMap((r) => {
    const oldPath = uriToPath(r.oldUri);
    const newPath = uriToPath(r.newUri);
    return oldPath === undefined || newPath === undefined ? [] : [{ oldPath, newPath }];
  });
  const changes: Record<string, TextEdit[]> = {};
  for (const doc of configs) {
    const rootDir = doc.rootDir;
    if (rootDir === undefined) continue;
    for (const target of pageTargets(doc, index)) {
      for (const { oldPath, newPath } of moves) {
        const moved = movedPath(target.path, oldPath, newPath);
        if (moved === undefined) continue;
        const relative = relativeInside(rootDir, moved);
        const newPage = relative === undefined ? undefined : pageIdOf(relative);
        // Moved out of the site, or renamed to something that is no longer a page: the entry cannot follow.
        if (newPage !== undefined) addEdit(changes, target.file.uri, replaceEntry(target, newPage));
        break;
      }
    }
  }
  return Object.keys(changes).length ? { changes } : null;
}

/** The page entry at a position that resolves to a file, with that file. */
function pageFileAt(doc: ConfigDocument, index: WorkspaceIndex, position: Position): PageTarget | undefined {
  if (!doc.root || doc.rootDir === undefined) return undefined;
  const node = nodeAtOffset(doc.root, doc.textDocument.offsetAt(position), false);
  if (node?.type !== 'string') return undefined;
  return pageTargets(doc, index).find((t) => t.node === node && t.file.isMain);
}

/** For prepareRename: the page path under the cursor (without its quotes), or undefined when it is not a page file. */
export function preparePageRename(
  doc: ConfigDocument,
  index: WorkspaceIndex,
  position: Position,
): { range: Range; placeholder: string } | undefined {
  const found = pageFileAt(doc, index, position);
  return found && { range: stringContentRange(doc.textDocument, found.node), placeholder: String(found.node.value) };
}

export type PageRenameResult = { edit: WorkspaceEdit; oldUri: string; newUri: string } | { error: string };

/** Renames the page file under the cursor to `newName` (a page path, extension optional) and every entry naming it. */
export function renamePage(
  doc: ConfigDocument,
  index: WorkspaceIndex,
  position: Position,
  newName: string,
): PageRenameResult {
  const found = pageFileAt(doc, index, position);
  if (!found || doc.rootDir === undefined)
    return { error: 'Only a page path that leads to a page file can be renamed here.' };
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
  const taken = PAGE_EXTENSIONS.map((extension) =>
    index.findIgnoringCase(joinPath(doc.rootDir!, newPage + extension)),
  ).find((p) => p !== undefined && p !== found.path);
  if (taken !== undefined)
    return { error: `Page "${newPage}" already exists (${taken.slice(doc.rootDir.length + 1)}).` };
  const changes: Record<string, TextEdit[]> = { [doc.uri]: [] };
  for (const target of pageTargets(doc, index))
    if (target.path === found.path) addEdit(changes, target.file.uri, replaceEntry(target, newPage));
  const oldUri = pathToUri(found.path);
  const newUri = pathToUri(newPath);
  // The open config is edited at its known version; `$ref`'d files (not open as configs) at whatever is on disk.
  const fileEdits = Object.entries(changes).map(([uri, edits]) => ({
    textDocument: { uri, version: uri === doc.uri ? doc.version : null },
    edits,
  }));
  return {
    oldUri,
    newUri,
    edit: {
      documentChanges: [
        ...fileEdits,
        { kind: 'rename', oldUri, newUri, options: { overwrite: false, ignoreIfExists: false } },
      ],
    },
  };
}
