// Demo mode (used by `npm start`), driven by environment variables of the extension host:
// - DOCSITE_DEMO_API_TOKEN: when the environment named by DOCSITE_DEMO_ENVIRONMENT (default: the first configured
//   one) has no API token yet, this one is stored in SecretStorage at activation, so the explorer is connected
//   without typing anything. An existing token is never replaced at activation; the "Use Demo Token" command puts
//   it back on request. The token goes only to SecretStorage.
// - DOCSITE_DEMO_GROUPS_FILE: a JSON file in the Import Groups format. When that environment's registry is empty,
//   its groups are looked up (get-or-create) once, in the background, with a progress notification, so the view
//   starts populated. Only for an environment on this machine (the emulator): against a real service, nothing is
//   ever created without the user asking.
import * as vscode from 'vscode';
import type { EnvironmentSetting } from '../../shared/src/settings';
import { parseImportFile } from './core/importFile';
import { validateBaseUrl } from './core/environments';
import { describeImport, importGroups } from './groupImport';
import type { Services } from './services';
import { reportError } from './ui/errors';
import { withCallProgress } from './ui/progress';

function isLocal(environment: EnvironmentSetting): boolean {
  // validateBaseUrl accepts http only for loopback hosts.
  return environment.baseUrl.startsWith('http://') && validateBaseUrl(environment.baseUrl) === undefined;
}

/** The demo token and its environment, when the extension host runs the demo; undefined otherwise. */
export function demoSetup(
  services: Services,
  env: NodeJS.ProcessEnv = process.env,
): { token: string; environment: EnvironmentSetting } | undefined {
  const token = env.DOCSITE_DEMO_API_TOKEN;
  if (!token) return undefined;
  services.log.addSecret(token);
  const wanted = env.DOCSITE_DEMO_ENVIRONMENT;
  const environments = services.settings.environments;
  const environment = wanted ? environments.find((e) => e.name === wanted) : environments[0];
  return environment && { token, environment };
}

export async function applyDemoMode(services: Services, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const token = env.DOCSITE_DEMO_API_TOKEN;
  if (!token) return;
  services.log.addSecret(token);
  const demo = demoSetup(services, env);
  if (!demo) {
    services.log.warn(`Demo mode: the demo environment is not configured; the demo token was not stored.`);
    return;
  }
  const { environment } = demo;
  // "Use Demo Token" (palette, User Groups view menu) restores it after a wrong one was set.
  await vscode.commands.executeCommand('setContext', 'docsite.demoTokenAvailable', true);
  if (!(await services.secrets.hasApiToken(environment.name))) {
    await services.secrets.setApiToken(environment.name, token);
    services.log.info(`Demo mode: stored the demo API token for "${environment.name}".`);
  }
  const groupsFile = env.DOCSITE_DEMO_GROUPS_FILE;
  if (groupsFile && services.registry.list(environment.name).length === 0) {
    if (!isLocal(environment)) {
      services.log.warn(`Demo mode: "${environment.name}" is not on this machine; the demo groups were not looked up.`);
      return;
    }
    // In the background: activation does not wait for the service.
    void addDemoGroups(services, environment, groupsFile);
  }
}

async function addDemoGroups(services: Services, environment: EnvironmentSetting, file: string): Promise<void> {
  try {
    const parsed = parseImportFile(new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.file(file))));
    if (!parsed.ok) {
      services.log.warn(`Demo mode: ${file} is not a valid groups file: ${parsed.problems.join(' ')}`);
      return;
    }
    const summary = await withCallProgress(
      `Demo mode: looking up ${parsed.groups.length} demo group(s) in ${environment.name}`,
      (signal) => importGroups(services, environment, parsed.groups, { signal }),
    );
    services.log.info(`Demo mode: ${describeImport(environment.name, summary)}`);
  } catch (error) {
    reportError(services.log, 'Demo mode: could not look up the demo groups', error);
  }
}
