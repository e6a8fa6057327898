// Forget Group: removes the group (and its stored token) from the explorer only. Nothing is sent to the service;
// Look Up or Create Group brings it back with its current token.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { groupOrPick } from './targets';

export function registerForgetGroup(services: Services): void {
  registerCommand(services, CommandId.forgetGroup, 'Could not forget the group', async (arg?: unknown) => {
    const target = await groupOrPick(services, arg, 'Forget which group (local only)?');
    if (!target) return false;
    await services.registry.remove(target.environment.name, target.record.groupId);
    services.log.info(`Forgot group "${target.record.groupId}" in "${target.environment.name}" (local only).`);
    void vscode.window.showInformationMessage(
      `Removed "${target.record.name}" from the explorer. The group still exists in ${target.environment.name}.`,
    );
    return true;
  });
}
