// The test workspace (a fresh copy of test/vscode/fixtures/workspace per run, so tests may edit and save freely).
import * as vscode from 'vscode';

export function workspaceRoot(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder)
    throw new Error('the suite runs without a workspace folder: the launcher should open the fixture workspace');
  return folder.uri;
}

export function workspaceFile(relativePath: string): vscode.Uri {
  return vscode.Uri.joinPath(workspaceRoot(), ...relativePath.split('/'));
}

/** Opens a workspace file in an editor and returns the editor. */
export async function openInEditor(relativePath: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(relativePath));
  return vscode.window.showTextDocument(document);
}

/**
 * Replaces the first occurrence of `search` in the document (in memory, not saved) and returns the offset where the
 * replacement starts. Throws when `search` is not there, so a changed fixture fails loudly.
 */
export async function replaceFirst(
  document: vscode.TextDocument,
  search: string,
  replacement: string,
): Promise<number> {
  const offset = document.getText().indexOf(search);
  if (offset < 0) throw new Error(`${JSON.stringify(search)} not found in ${document.uri.path}`);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(
    document.uri,
    new vscode.Range(document.positionAt(offset), document.positionAt(offset + search.length)),
    replacement,
  );
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(`could not edit ${document.uri.path}`);
  return offset;
}

/** Throws away unsaved edits of the active editor's document. */
export async function revertActiveEditor(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.files.revert');
}

/** Whether a file or folder exists (through VS Code's file system, as the extension sees it). */
export async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
