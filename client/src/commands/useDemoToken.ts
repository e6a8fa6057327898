// Use Demo Token (only in the `npm start` demo, where the extension host was given a demo token): puts the demo
// API token back for the demo environment, e.g. after trying Set API Token with a wrong one.
import * as vscode from 'vscode';
import { UserFacingError } from '../apiConnection';
import { demoSetup } from '../demoMode';
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';

export function registerUseDemoToken(services: Services): void {
  registerCommand(services, CommandId.useDemoToken, 'Could not restore the demo token', async () => {
    const demo = demoSetup(services);
    if (!demo) throw new UserFacingError('Not running the npm start demo: there is no demo token to restore.');
    await services.secrets.setApiToken(demo.environment.name, demo.token);
    services.log.info(`Demo mode: restored the demo API token for "${demo.environment.name}".`);
    void vscode.window.showInformationMessage(`The demo API token is set again for "${demo.environment.name}".`);
    return true;
  });
}
