// Re-fetch Group from Service: the one action that asks the service for a registered group again. The service has
// no read-only "get", only get-or-create, so if the group was deleted elsewhere this re-creates it; that is why it
// is an explicit per-group action (Refresh never calls the service) and why a re-creation is reported loudly.
import * as vscode from 'vscode';
import { createdWith } from '../core/registryState';
import type { Services } from '../services';
import { withCallProgress } from '../ui/progress';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { groupOrPick } from './targets';

export function registerRefetchGroup(services: Services): void {
  registerCommand(services, CommandId.refetchGroup, 'Could not re-fetch the group', async (arg?: unknown) => {
    const target = await groupOrPick(services, arg, 'Re-fetch which group from the service?');
    if (!target) return undefined;
    const { environment, record } = target;
    const client = await services.api.clientFor(environment);
    const fields = {
      user_group_id: record.groupId,
      name: record.name,
      mapping: record.mapping ?? undefined,
      properties: record.properties ?? undefined,
    };
    const result = await withCallProgress(
      `Re-fetching group "${record.name}" (${record.groupId}) from ${environment.name}…`,
      (signal) => client.getOrCreate(fields, { signal }),
    );
    await services.registry.recordResponse(
      environment.name,
      result.userGroup,
      result.newUserGroup ? createdWith(fields) : undefined,
    );
    if (result.newUserGroup) {
      services.log.warn(
        `Re-fetch: group "${record.groupId}" had been deleted in "${environment.name}" and was created again.`,
      );
      void vscode.window.showWarningMessage(
        `The group "${record.name}" (${record.groupId}) had been deleted in ${environment.name} and was created again by this re-fetch. It has a new token.`,
      );
    } else {
      services.log.info(`Re-fetched group "${record.groupId}" from "${environment.name}".`);
      void vscode.window.setStatusBarMessage(`Re-fetched "${record.name}" from ${environment.name}.`, 3000);
    }
    return { groupId: record.groupId, newUserGroup: result.newUserGroup };
  });
}
