// Edit Group: opens the group as a JSON document on the `docsite-group:` file system (groupDocument/), where
// saving sends the update. Returns the document's URI (for tests and scripts).
import * as vscode from 'vscode';
import { groupDocumentUri } from '../groupDocument/groupUri';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { groupOrPick } from './targets';

export function registerEditGroup(services: Services): void {
  registerCommand(services, CommandId.editGroup, 'Could not open the group for editing', async (arg?: unknown) => {
    const target = await groupOrPick(services, arg, 'Edit which group?');
    if (!target) return undefined;
    const uri = groupDocumentUri(target.environment.name, target.record.groupId);
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document, { preview: false });
    return uri.toString();
  });
}
