// Add Environment: a name and a base URL (https, or http for this machine only), appended to the user settings.
// Scripted use: `executeCommand(id, { name, baseUrl })`.
import * as vscode from 'vscode';
import { UserFacingError } from '../apiConnection';
import { normalizeBaseUrl, validateBaseUrl, validateEnvironmentName } from '../core/environments';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { stringField } from './targets';

export function registerAddEnvironment(services: Services): void {
  registerCommand(services, CommandId.addEnvironment, 'Could not add the environment', async (arg?: unknown) => {
    const existing = services.settings.environments;
    const scripted = stringField(arg, 'name') !== undefined;
    const name = scripted
      ? stringField(arg, 'name')
      : await vscode.window.showInputBox({
          title: 'Add Environment (1/2)',
          prompt: 'A name for this environment of the user-group service',
          placeHolder: 'Production',
          ignoreFocusOut: true,
          validateInput: (value) => validateEnvironmentName(value, existing),
        });
    if (name === undefined) return undefined;
    const nameProblem = validateEnvironmentName(name, existing);
    if (nameProblem) throw new UserFacingError(nameProblem);

    const baseUrl = scripted
      ? (stringField(arg, 'baseUrl') ?? '')
      : await vscode.window.showInputBox({
          title: 'Add Environment (2/2)',
          prompt: `Base URL of "${name.trim()}" (the explorer calls <base URL>/api/user)`,
          placeHolder: 'https://analytics.example.com',
          ignoreFocusOut: true,
          validateInput: validateBaseUrl,
        });
    if (baseUrl === undefined) return undefined;
    const urlProblem = validateBaseUrl(baseUrl);
    if (urlProblem) throw new UserFacingError(urlProblem);

    const environment = { name: name.trim(), baseUrl: normalizeBaseUrl(baseUrl) };
    await services.settings.addEnvironment(environment);
    if (existing.length === 0) await services.settings.setActiveEnvironment(environment.name);
    services.log.info(`Added environment "${environment.name}" (${environment.baseUrl}).`);
    // Interactive use goes straight on to the next step; the user can press Escape there.
    if (!scripted) await vscode.commands.executeCommand(CommandId.setApiToken, { environment: environment.name });
    return environment;
  });
}
