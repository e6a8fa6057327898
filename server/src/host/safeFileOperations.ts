// File operations the server proposes (a code action creating a page file, a page rename moving one) are checked
// against the disk before they are offered: the service decides lexically (no `..`, inside the site root), but a
// folder inside the site can be a symlink to anywhere (`site/link -> ../outside`), and the client would create or move
// the file through it. Here every path such an operation touches is resolved through its symlinks (the nearest
// existing folder, for a file not created yet) and must stay inside the site root's real path.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CodeAction, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { uriToPath } from '../service/workspace/paths';
import { realPathInside } from './readRegularFile';

/** The first path an edit's file operations touch outside `root` once symlinks are resolved; undefined when none do. */
export function fileOperationLeaving(edit: WorkspaceEdit | undefined, root: string | undefined): string | undefined {
  for (const change of edit?.documentChanges ?? []) {
    if (!('kind' in change)) continue;
    const uris = change.kind === 'rename' ? [change.oldUri, change.newUri] : [change.uri];
    for (const uri of uris) {
      const path = uriToPath(uri);
      if (path === undefined || root === undefined || !realPathInside(path, root)) return path ?? uri;
    }
  }
  return undefined;
}

/** The code actions whose file operations all stay inside `root`. */
export function withinRoot(actions: CodeAction[], root: string | undefined): CodeAction[] {
  return actions.filter((action) => fileOperationLeaving(action.edit, root) === undefined);
}

/** Creates a new file with `text` (and its missing folders) for a client that cannot create files through an edit.
 * Never overwrites, and refuses a path that would land outside `root` through a symbolic link. Returns an error
 * message, or undefined once the file is written. */
export function createFileInside(path: string, text: string, root: string): string | undefined {
  if (!realPathInside(path, root)) return `${path} leads outside the site folder through a symbolic link.`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text, { flag: 'wx' });
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EEXIST' ? `${path} already exists.` : `${path} could not be created (${code ?? String(error)}).`;
  }
}

/** Renames a file for a client that cannot rename files through an edit: both paths inside `root` (symbolic links
 * resolved), the new one's folders created, and never over an existing file. Returns an error message, or undefined
 * once renamed. */
export function renameFileInside(oldPath: string, newPath: string, root: string): string | undefined {
  for (const path of [oldPath, newPath])
    if (!realPathInside(path, root)) return `${path} leads outside the site folder through a symbolic link.`;
  if (existsSync(newPath)) return `${newPath} already exists.`;
  try {
    mkdirSync(dirname(newPath), { recursive: true });
    renameSync(oldPath, newPath);
    return undefined;
  } catch (error) {
    return `${oldPath} could not be renamed (${(error as NodeJS.ErrnoException).code ?? String(error)}).`;
  }
}
