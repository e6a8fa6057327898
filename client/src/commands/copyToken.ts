// Copy Token: the group token to the clipboard. The token is never shown, logged or returned.
import * as vscode from 'vscode';
import { UserFacingError } from '../apiConnection';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { groupOrPick } from './targets';

export function registerCopyToken(services: Services): void {
  registerCommand(services, CommandId.copyToken, 'Could not copy the token', async (arg?: unknown) => {
    const target = await groupOrPick(services, arg, 'Copy the token of which group?');
    if (!target) return false;
    const token = await services.secrets.getGroupToken(target.environment.name, target.record.groupId);
    if (!token)
      throw new UserFacingError(
        `No token is stored for "${target.record.groupId}". Use "Re-fetch Group from Service" first.`,
      );
    await vscode.env.clipboard.writeText(token);
    void vscode.window.showInformationMessage(`Copied the token of "${target.record.name}" to the clipboard.`);
    return true;
  });
}
