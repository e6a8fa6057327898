// Remove API Token: deletes the environment's token from SecretStorage. Registered groups stay listed.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { environmentOrPick } from './targets';

export function registerRemoveApiToken(services: Services): void {
  registerCommand(services, CommandId.removeApiToken, 'Could not remove the API token', async (arg?: unknown) => {
    const environment = await environmentOrPick(services, arg, 'Remove the API token of which environment?');
    if (!environment) return false;
    await services.secrets.deleteApiToken(environment.name);
    services.log.info(`API token removed for "${environment.name}".`);
    void vscode.window.showInformationMessage(`API token removed for "${environment.name}".`);
    return true;
  });
}
