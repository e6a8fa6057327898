// What a client can apply of the workspace edits the server proposes, read once from its `initialize` capabilities,
// and the edits reshaped to it. Clients differ widely: VS Code applies everything; Neovim 0.7 applies file operations
// but never asks `workspace/willRenameFiles` and watches no files; Emacs' eglot 1.9 takes `documentChanges` but
// only text edits in them, so a `create` or `rename` entry there is dropped (the site then loses a file or keeps a
// navigation entry pointing at a file that is gone). An edit the client cannot apply is never sent: the server
// does the file operation itself, or offers nothing, and says why.
import type { ClientCapabilities, TextDocumentEdit, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';

export interface ClientEdits {
  /** `create` entries in `documentChanges` are applied. */
  readonly createsFiles: boolean;
  /** `rename` entries in `documentChanges` are applied. */
  readonly renamesFiles: boolean;
  /** Text edits may come as `documentChanges` (else only as `changes`). */
  readonly documentChanges: boolean;
  /** The client asks `workspace/willRenameFiles` before it renames or moves files. */
  readonly asksWillRename: boolean;
  /** The client reports file changes (`workspace/didChangeWatchedFiles`, registered dynamically). */
  readonly watchesFiles: boolean;
}

/** What VS Code can do: the default before `initialize` and for tests. */
export const FULL_CLIENT_EDITS: ClientEdits = {
  createsFiles: true,
  renamesFiles: true,
  documentChanges: true,
  asksWillRename: true,
  watchesFiles: true,
};

export function clientEditsOf(capabilities: ClientCapabilities): ClientEdits {
  const workspace = capabilities.workspace;
  const operations = workspace?.workspaceEdit?.resourceOperations ?? [];
  // Resource operations exist only inside `documentChanges`: a client listing any applies that form (Neovim 0.7
  // lists them without setting `documentChanges`).
  return {
    createsFiles: operations.includes('create'),
    renamesFiles: operations.includes('rename'),
    documentChanges: workspace?.workspaceEdit?.documentChanges === true || operations.length > 0,
    asksWillRename: workspace?.fileOperations?.willRename === true,
    watchesFiles: workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
  };
}

/** Text edits per document as the client takes them: `documentChanges` entries (any version), else `changes`. */
export function textEditsFor(changes: Record<string, TextEdit[]>, client: ClientEdits): WorkspaceEdit {
  if (!client.documentChanges) return { changes };
  return {
    documentChanges: Object.entries(changes).map(([uri, edits]): TextDocumentEdit => ({
      textDocument: { uri, version: null },
      edits,
    })),
  };
}
