// List Unreachable Pages: asks the language server which pages no navigation entry and no link of another page
// reaches (every site root of the workspace) and offers them in a quick pick; picking one opens it.
import * as vscode from 'vscode';
import { UNREACHABLE_PAGES_COMMAND, type UnreachablePagesResult } from '../../../shared/src/customMessages';
import type { Services } from '../services';
import { registerCommand } from './registerCommand';

export const LIST_UNREACHABLE_PAGES_COMMAND = 'docsite.listUnreachablePages';

interface PageItem extends vscode.QuickPickItem {
  uri: vscode.Uri;
}

export function registerListUnreachablePages(services: Services): void {
  registerCommand(services, LIST_UNREACHABLE_PAGES_COMMAND, 'Could not list the unreachable pages', async () => {
    const commands = await vscode.commands.getCommands(true);
    if (!commands.includes(UNREACHABLE_PAGES_COMMAND))
      throw new Error(
        'The Docsite language server is not running yet (it starts when a site config is open or in the workspace).',
      );
    const result = await vscode.commands.executeCommand<UnreachablePagesResult>(UNREACHABLE_PAGES_COMMAND);
    const items: PageItem[] = result.roots.flatMap((root) =>
      root.pages.map((page) => {
        const uri = vscode.Uri.parse(page);
        return {
          label: vscode.workspace.asRelativePath(uri),
          description: `site ${vscode.workspace.asRelativePath(vscode.Uri.parse(root.rootUri))}`,
          uri,
        };
      }),
    );
    if (items.length === 0) {
      void vscode.window.showInformationMessage('Every page is reached by a navigation entry or a link.');
      return result;
    }
    const picked = await vscode.window.showQuickPick(items, {
      title: `${items.length} page${items.length === 1 ? '' : 's'} reached by no navigation entry and no link`,
      placeHolder: 'Pick a page to open it',
      matchOnDescription: true,
    });
    if (picked) await vscode.window.showTextDocument(picked.uri);
    return result;
  });
}
