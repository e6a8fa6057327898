// Delete Group (docs/user-group-service.md#operation-delete), behind a modal confirmation that names the group and the
// environment. The registry forgets the group only after the service confirmed the delete. Scripted use: `{
// environment, groupId, confirmed: true }` skips the dialog (a tree node never carries `confirmed`).
import * as vscode from 'vscode';
import { UserGroupApiError } from '../api/types';
import type { Services } from '../services';
import { withCallProgress } from '../ui/progress';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { booleanField, groupOrPick } from './targets';

const DELETE = 'Delete Group';
const FORGET = 'Forget Group';

export function registerDeleteGroup(services: Services): void {
  registerCommand(services, CommandId.deleteGroup, 'Could not delete the group', async (arg?: unknown) => {
    const target = await groupOrPick(services, arg, 'Delete which group?');
    if (!target) return false;
    const { environment, record } = target;
    const group = `"${record.name}" (${record.groupId})`;
    if (!booleanField(arg, 'confirmed')) {
      const answer = await vscode.window.showWarningMessage(
        `Delete the group ${group} from the environment "${environment.name}"?`,
        {
          modal: true,
          detail: 'The group is deleted in the service. Embedded dashboards that use its token stop working.',
        },
        DELETE,
      );
      if (answer !== DELETE) return false;
    }
    const client = await services.api.clientFor(environment);
    const currentToken = await services.secrets.getGroupToken(environment.name, record.groupId);
    try {
      await withCallProgress(`Deleting group ${group} in ${environment.name}…`, (signal) =>
        client.delete(
          { user_group_id: record.groupId, current_token: currentToken },
          { signal, userGroupId: record.groupId },
        ),
      );
    } catch (error) {
      if (error instanceof UserGroupApiError && error.kind === 'not-found') {
        services.log.warn(`Delete: the service has no group "${record.groupId}" in "${environment.name}".`);
        const answer = await vscode.window.showWarningMessage(
          `The service has no group ${group} in ${environment.name} (deleted elsewhere?). Forget it in the explorer?`,
          FORGET,
        );
        if (answer === FORGET) await services.registry.remove(environment.name, record.groupId);
        return false;
      }
      throw error;
    }
    await services.registry.remove(environment.name, record.groupId);
    services.log.info(`Deleted group ${group} in "${environment.name}".`);
    void vscode.window.showInformationMessage(`Deleted group ${group} in ${environment.name}.`);
    return true;
  });
}
