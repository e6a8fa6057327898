// Rotate Token (docs/user-group-service.md#operation-rotate-token), behind a modal confirmation that names the group
// and the environment. The new token replaces the stored one only after the service returned it. When the answer was
// lost (`outcomeUnknown`: the rotate may have happened), the user is offered a recovery that asks the service for the
// group's current token. Scripted use: `{ environment, groupId, confirmed: true }` skips the dialog; `recoverIfLost:
// true` recovers at once instead of asking. Returns 'rotated', 'not-rotated' (declined), 'outcome-unknown' (recovery
// offered) or 'recovered'.
import * as vscode from 'vscode';
import { UserGroupApiError, type UserGroupApi } from '../api/types';
import { UserFacingError } from '../apiConnection';
import { createdWith, type GroupRecord } from '../core/registryState';
import type { Services } from '../services';
import { reportError } from '../ui/errors';
import { withCallProgress } from '../ui/progress';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { booleanField, groupOrPick } from './targets';

const COPY_TOKEN = 'Copy Token';
const ROTATE = 'Rotate Token';
const RECOVER = 'Recover Current Token';

async function recover(
  services: Services,
  client: UserGroupApi,
  environmentName: string,
  record: GroupRecord,
): Promise<void> {
  const result = await withCallProgress(`Recovering the token of "${record.name}" in ${environmentName}…`, (signal) =>
    client.recoverAfterLostRotate(
      {
        user_group_id: record.groupId,
        name: record.name,
        mapping: record.mapping ?? undefined,
        properties: record.properties ?? undefined,
      },
      { signal },
    ),
  );
  await services.registry.recordResponse(
    environmentName,
    result.userGroup,
    result.newUserGroup
      ? createdWith({ mapping: record.mapping ?? undefined, properties: record.properties ?? undefined })
      : undefined,
  );
  if (result.newUserGroup) {
    services.log.warn(
      `Recovery: group "${record.groupId}" had been deleted in "${environmentName}" and was created again.`,
    );
    void vscode.window.showWarningMessage(
      `The group "${record.name}" (${record.groupId}) had been deleted in ${environmentName} and was created again; its new token is stored.`,
    );
  } else {
    services.log.info(`Recovery: stored the current token of "${record.groupId}" in "${environmentName}".`);
    void vscode.window.showInformationMessage(`Stored the current token of "${record.name}" (${record.groupId}).`);
  }
}

export function registerRotateToken(services: Services): void {
  registerCommand(services, CommandId.rotateToken, 'Could not rotate the token', async (arg?: unknown) => {
    const target = await groupOrPick(services, arg, 'Rotate the token of which group?');
    if (!target) return 'not-rotated';
    const { environment, record } = target;
    const group = `"${record.name}" (${record.groupId})`;
    const currentToken = await services.secrets.getGroupToken(environment.name, record.groupId);
    if (!currentToken) {
      throw new UserFacingError(`No token is stored for ${group}. Use "Re-fetch Group from Service" to get it first.`);
    }
    if (!booleanField(arg, 'confirmed')) {
      const answer = await vscode.window.showWarningMessage(
        `Rotate the token of the group ${group} in the environment "${environment.name}"?`,
        { modal: true, detail: 'The current token stops working. Embedded dashboards that use it need the new token.' },
        ROTATE,
      );
      if (answer !== ROTATE) return 'not-rotated';
    }
    const client = await services.api.clientFor(environment);
    try {
      const rotated = await withCallProgress(`Rotating the token of ${group} in ${environment.name}…`, (signal) =>
        client.rotateToken(currentToken, { signal, userGroupId: record.groupId }),
      );
      await services.registry.recordResponse(environment.name, rotated);
    } catch (error) {
      if (error instanceof UserGroupApiError && error.outcomeUnknown) {
        services.log.warn(
          `Rotate of "${record.groupId}" in "${environment.name}": no answer came back; the token may have changed.`,
        );
        if (booleanField(arg, 'recoverIfLost')) {
          await recover(services, client, environment.name, record);
          return 'recovered';
        }
        // Not awaited: the command ends here, and the recovery runs whenever the user picks it.
        void vscode.window
          .showWarningMessage(
            `The rotate request for ${group} may have reached the service, but no answer came back: the stored token may no longer work.`,
            RECOVER,
          )
          .then(async (answer) => {
            if (answer !== RECOVER) return;
            try {
              await recover(services, client, environment.name, record);
            } catch (recoveryError) {
              reportError(services.log, 'Could not recover the token', recoveryError);
            }
          });
        return 'outcome-unknown';
      }
      throw error;
    }
    services.log.info(`Rotated the token of ${group} in "${environment.name}".`);
    // Embedded dashboards need the new token next: the toast offers it at once (the token itself is never shown).
    void vscode.window
      .showInformationMessage(`Rotated the token of ${group}. The new token is stored.`, COPY_TOKEN)
      .then((answer) => {
        if (answer === COPY_TOKEN)
          void vscode.commands.executeCommand(CommandId.copyToken, {
            environment: environment.name,
            groupId: record.groupId,
          });
      });
    return 'rotated';
  });
}
