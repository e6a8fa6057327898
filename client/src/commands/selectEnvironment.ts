// Select Environment (the status bar item runs it): which environment palette commands act on.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { UserFacingError } from '../apiConnection';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { stringField } from './targets';

export function registerSelectEnvironment(services: Services): void {
  registerCommand(services, CommandId.selectEnvironment, 'Could not switch the environment', async (arg?: unknown) => {
    const environments = services.settings.environments;
    let name = stringField(arg, 'environment');
    if (name === undefined) {
      if (environments.length === 0) {
        await vscode.commands.executeCommand(CommandId.addEnvironment);
        return undefined;
      }
      const active = services.settings.activeEnvironment?.name;
      const picked = await vscode.window.showQuickPick(
        environments.map((env) => ({ label: env.name, description: env.baseUrl, picked: env.name === active })),
        { placeHolder: `Active environment: ${active ?? 'none'}. Switch to…` },
      );
      name = picked?.label;
    }
    if (name === undefined) return undefined;
    if (!services.settings.environment(name)) throw new UserFacingError(`There is no environment named "${name}".`);
    await services.settings.setActiveEnvironment(name);
    services.log.info(`Active environment: "${name}".`);
    return name;
  });
}
