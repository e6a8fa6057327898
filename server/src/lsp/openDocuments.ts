// Two questions every adapter asks about a path: the text the editor holds for it (an open document's text wins over
// the disk's, which may be older), and the site it belongs to (the folder a read must stay inside, and the site
// whose pages and config answer for it).
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';
import { CONFIG_FILE_NAMES, dirname, joinPath, relativeInside, uriToPath } from '../service/workspace/paths';

/** The editor's open documents (the server's `TextDocuments`). */
export interface OpenDocumentList {
  all(): TextDocument[];
}

/** The open document of a file path, if the editor has it open. */
export function openDocumentAt(documents: OpenDocumentList, path: string): TextDocument | undefined {
  return documents.all().find((document) => uriToPath(document.uri) === path);
}

/** The editor's text of a file path, or undefined when it is not open. */
export function openTextAt(documents: OpenDocumentList, path: string): string | undefined {
  return openDocumentAt(documents, path)?.getText();
}

/** The site root of a path: the innermost folder holding a config file, the path itself included (a folder that is a
 * site root is its own site); undefined outside every site. Walks up the path (a few lookups), not over every root. */
export function siteRootOf(path: string, index: WorkspaceIndex): string | undefined {
  let dir = path;
  for (;;) {
    if (CONFIG_FILE_NAMES.some((name) => index.has(joinPath(dir, name)))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The folder a file read from disk must stay inside: the innermost of its site root and the workspace folders holding
 * it, else its own folder. */
export function readRootOf(path: string, index: WorkspaceIndex, workspaceFolders: readonly string[]): string {
  const site = siteRootOf(path, index);
  const holding = workspaceFolders.filter((folder) => relativeInside(folder, path) !== undefined);
  const roots = site === undefined ? holding : [site, ...holding];
  return roots.reduce((best, folder) => (folder.length > best.length ? folder : best), roots[0] ?? dirname(path));
}
