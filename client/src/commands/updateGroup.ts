// Update Group: the explicit act that sends a group document's edits to the service (Ctrl+S / Cmd+S in a group
// document, the editor title button, the palette). See groupDocument/groupUpdates.ts for the save model. Outside a
// group document the key does what it always does: save.
import * as vscode from 'vscode';
import { GROUP_SCHEME } from '../groupDocument/groupUri';
import type { GroupUpdates } from '../groupDocument/groupUpdates';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';

export function registerUpdateGroup(
  services: Services,
  updates: GroupUpdates,
  recordSafely: (uri: vscode.Uri, record: () => Promise<void>) => Promise<void>,
): void {
  registerCommand(services, CommandId.updateGroup, 'Could not update the group', async (arg?: unknown) => {
    const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
    if (!uri || uri.scheme !== GROUP_SCHEME) {
      await vscode.commands.executeCommand('workbench.action.files.save');
      return undefined;
    }
    const document =
      vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString()) ??
      (await vscode.workspace.openTextDocument(uri));
    return updates.updateDocument(document, (record) => recordSafely(uri, record));
  });
}
