// Set API Token: a password input; the token goes to SecretStorage only (never settings, the log or the server).
// Scripted use: `executeCommand(id, { environment, token })`.
import * as vscode from 'vscode';
import { UserFacingError } from '../apiConnection';
import { validateApiToken } from '../core/environments';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { environmentOrPick, stringField } from './targets';

export function registerSetApiToken(services: Services): void {
  registerCommand(services, CommandId.setApiToken, 'Could not set the API token', async (arg?: unknown) => {
    const environment = await environmentOrPick(services, arg, 'Set the API token of which environment?');
    if (!environment) return false;
    const token =
      stringField(arg, 'token') ??
      (await vscode.window.showInputBox({
        title: `API token for "${environment.name}"`,
        prompt: `The API token of ${environment.baseUrl}. It is kept in VS Code's secret storage.`,
        password: true,
        ignoreFocusOut: true,
        validateInput: validateApiToken,
      }));
    if (token === undefined) return false;
    const problem = validateApiToken(token);
    if (problem) throw new UserFacingError(problem);
    await services.secrets.setApiToken(environment.name, token);
    services.log.info(`API token set for "${environment.name}".`);
    void vscode.window.showInformationMessage(`API token saved for "${environment.name}".`);
    return true;
  });
}
