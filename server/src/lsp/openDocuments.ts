// Two questions every adapter asks about a path: the text the editor holds for it (an open document's text wins over
// the disk's, which may be older), and the site it belongs to (the folder a read must stay inside, and the site
// whose pages and config answer for it).
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';
import { dirname, relativeInside, uriToPath } from '../service/workspace/paths';

/** The editor's open documents (the server's `TextDocuments`). */
export interface OpenDocumentList {
  all(): TextDocument[];
  onDidClose(listener: (event: { document: TextDocument }) => void): unknown;
}

/**
 * The editor's open documents found by file path. Each open URI's path is worked out once and remembered until the
 * document closes: turning a file URI into a path parses a URL, and the page pass asks about every page it reads
 * (at 10,000 pages that parsing made more garbage than reading the pages).
 */
export class OpenDocumentsByPath {
  private readonly pathOfUri = new Map<string, string | undefined>();

  constructor(private readonly documents: OpenDocumentList) {
    documents.onDidClose(({ document }) => this.pathOfUri.delete(document.uri));
  }

  /** The open document of a file path, if the editor has it open. */
  documentAt(path: string): TextDocument | undefined {
    for (const document of this.documents.all()) if (this.pathOf(document.uri) === path) return document;
    return undefined;
  }

  /** The editor's text of a file path, or undefined when it is not open. */
  textAt(path: string): string | undefined {
    return this.documentAt(path)?.getText();
  }

  private pathOf(uri: string): string | undefined {
    if (this.pathOfUri.has(uri)) return this.pathOfUri.get(uri);
    const path = uriToPath(uri);
    this.pathOfUri.set(uri, path);
    return path;
  }
}

/** The folder a file read from disk must stay inside: the innermost of its site root and the workspace folders holding
 * it, else its own folder. */
export function readRootOf(path: string, index: WorkspaceIndex, workspaceFolders: readonly string[]): string {
  const site = index.siteRootOf(path);
  const holding = workspaceFolders.filter((folder) => relativeInside(folder, path) !== undefined);
  const roots = site === undefined ? holding : [site, ...holding];
  return roots.reduce((best, folder) => (folder.length > best.length ? folder : best), roots[0] ?? dirname(path));
}
