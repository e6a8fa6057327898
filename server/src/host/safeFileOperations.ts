// File operations the server proposes (a code action creating a page file, a page rename moving one) are checked
// against the disk before they are offered: the service decides lexically (no `..`, inside the site root), but a
// folder inside the site can be a symlink to anywhere (`site/link -> ../outside`), and the client would create or move
// the file through it. Here every path such an operation touches is resolved through its symlinks (the nearest
// existing folder, for a file not created yet) and must stay inside the site root's real path.
import type { CodeAction, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { uriToPath } from '../service/paths';
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
