// Which environment or group a command acts on. A command receives a tree node when run from the view, an
// arguments object (`{ environment, groupId, … }`) when run by a test or a script, and nothing from the palette,
// where it falls back to the active environment or asks with a quick pick.
import * as vscode from 'vscode';
import type { EnvironmentSetting } from '../../../shared/src/settings';
import { UserFacingError } from '../apiConnection';
import type { GroupRecord } from '../core/registryState';
import type { Services } from '../services';

export function stringField(arg: unknown, field: string): string | undefined {
  if (typeof arg !== 'object' || arg === null) return undefined;
  const value = (arg as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

export function booleanField(arg: unknown, field: string): boolean {
  return typeof arg === 'object' && arg !== null && (arg as Record<string, unknown>)[field] === true;
}

function requireEnvironment(services: Services, name: string): EnvironmentSetting {
  const environment = services.settings.environment(name);
  if (!environment)
    throw new UserFacingError(`There is no environment named "${name}" in docsite.userGroups.environments.`);
  return environment;
}

/** The node's or argument's environment, else the active one. Undefined when none is configured (after saying so). */
export function environmentOrActive(services: Services, arg: unknown): EnvironmentSetting {
  const named = stringField(arg, 'environment');
  if (named) return requireEnvironment(services, named);
  const active = services.settings.activeEnvironment;
  if (!active) throw new UserFacingError('No environment is configured. Run "Docsite Kit: Add Environment" first.');
  return active;
}

/** The node's or argument's environment; from the palette, a quick pick (skipped when there is only one). */
export async function environmentOrPick(
  services: Services,
  arg: unknown,
  placeHolder: string,
): Promise<EnvironmentSetting | undefined> {
  const named = stringField(arg, 'environment');
  if (named) return requireEnvironment(services, named);
  const environments = services.settings.environments;
  if (environments.length === 0)
    throw new UserFacingError('No environment is configured. Run "Docsite Kit: Add Environment" first.');
  if (environments.length === 1) return environments[0];
  const active = services.settings.activeEnvironment?.name;
  const picked = await vscode.window.showQuickPick(
    environments.map((env) => ({
      label: env.name,
      description: env.name === active ? `${env.baseUrl} (active)` : env.baseUrl,
      environment: env,
    })),
    { placeHolder },
  );
  return picked?.environment;
}

export interface GroupTarget {
  environment: EnvironmentSetting;
  record: GroupRecord;
}

/** The node's or argument's group; from the palette, a quick pick of every registered group. */
export async function groupOrPick(
  services: Services,
  arg: unknown,
  placeHolder: string,
): Promise<GroupTarget | undefined> {
  const environmentName = stringField(arg, 'environment');
  const groupId = stringField(arg, 'groupId');
  if (environmentName && groupId !== undefined) {
    const environment = requireEnvironment(services, environmentName);
    const record = services.registry.get(environment.name, groupId);
    if (!record)
      throw new UserFacingError(
        `The group "${groupId}" is not in the explorer for "${environment.name}". Look it up first.`,
      );
    return { environment, record };
  }
  const items = services.settings.environments.flatMap((environment) =>
    services.registry.list(environment.name).map((record) => ({
      label: record.name,
      description: `${record.groupId} · ${environment.name}`,
      target: { environment, record },
    })),
  );
  if (items.length === 0)
    throw new UserFacingError('No groups are in the explorer yet. Run "Docsite Kit: Look Up or Create Group" first.');
  const picked = await vscode.window.showQuickPick(items, { placeHolder, matchOnDescription: true });
  return picked?.target;
}
