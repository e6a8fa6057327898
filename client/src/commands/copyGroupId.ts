// Copy Group Id: the caller's own id of the group (not a secret).
import * as vscode from 'vscode';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { groupOrPick } from './targets';

export function registerCopyGroupId(services: Services): void {
  registerCommand(services, CommandId.copyGroupId, 'Could not copy the group id', async (arg?: unknown) => {
    const target = await groupOrPick(services, arg, 'Copy the id of which group?');
    if (!target) return undefined;
    await vscode.env.clipboard.writeText(target.record.groupId);
    void vscode.window.setStatusBarMessage(`Copied group id "${target.record.groupId}".`, 3000);
    return target.record.groupId;
  });
}
