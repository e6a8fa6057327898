// List Orphan Pages: asks the language server which page files no navigation reaches (every site root of the
// workspace) and offers them in a quick pick; picking one opens it.
import * as vscode from 'vscode';
import { ORPHAN_PAGES_COMMAND, type OrphanPagesResult } from '../../../shared/src/customMessages';
import type { Services } from '../services';
import { registerCommand } from './registerCommand';

export const LIST_ORPHAN_PAGES_COMMAND = 'docsite.listOrphanPages';

interface OrphanItem extends vscode.QuickPickItem {
  uri: vscode.Uri;
}

export function registerListOrphanPages(services: Services): void {
  registerCommand(services, LIST_ORPHAN_PAGES_COMMAND, 'Could not list the orphan pages', async () => {
    // The language client turns the server's command into a VS Code command; it is missing until the server runs.
    const commands = await vscode.commands.getCommands(true);
    if (!commands.includes(ORPHAN_PAGES_COMMAND))
      throw new Error(
        'The Docsite language server is not running yet (it starts when a mint.json is open or in the workspace).',
      );
    const result = await vscode.commands.executeCommand<OrphanPagesResult>(ORPHAN_PAGES_COMMAND);
    const items: OrphanItem[] = result.roots.flatMap((root) =>
      root.orphans.map((orphan) => {
        const uri = vscode.Uri.parse(orphan);
        return {
          label: vscode.workspace.asRelativePath(uri),
          description: `not in ${vscode.workspace.asRelativePath(vscode.Uri.parse(root.configUri))}`,
          uri,
        };
      }),
    );
    if (items.length === 0) {
      void vscode.window.showInformationMessage('No orphan pages: every page file is in a navigation.');
      return result;
    }
    const picked = await vscode.window.showQuickPick(items, {
      title: `${items.length} orphan page${items.length === 1 ? '' : 's'}: not reached by any navigation entry`,
      placeHolder: 'Pick a page to open it',
      matchOnDescription: true,
    });
    if (picked) await vscode.window.showTextDocument(picked.uri);
    return result;
  });
}
