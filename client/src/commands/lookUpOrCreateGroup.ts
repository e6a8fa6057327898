// Look Up or Create Group: get-or-create by id (docs/user-group-service.md#operation-get-or-create). An existing group
// comes back unchanged; an unknown id creates the group with the name, mapping and properties entered here. Either way
// the group joins the registry. From any button, menu or the palette it asks for the id and the fields, then confirms
// in a modal naming what a creation would send before anything goes out: the service cannot look up without creating,
// so a group deleted elsewhere would otherwise come back silently (core/lookUpRequest.ts). Scripted use:
// `executeCommand(id, { environment?, groupId, name, mapping?, properties? })`, which does not ask.
import * as vscode from 'vscode';
import type { UserGroupFields } from '../api/types';
import { UserFacingError } from '../apiConnection';
import {
  checkMapping,
  checkProperties,
  groupIdNote,
  parseOptionalObject,
  validateGroupId,
  validateGroupName,
  type JsonObjectResult,
} from '../core/groupInput';
import { isScriptedRequest, lookUpConfirmation, lookUpDefaults } from '../core/lookUpRequest';
import { createdWith, type GroupRecord } from '../core/registryState';
import type { ExplorerView } from '../explorer/userGroupsView';
import type { Services } from '../services';
import { withCallProgress } from '../ui/progress';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { environmentOrActive, stringField } from './targets';

async function askOptionalJson<T>(
  step: string,
  what: 'mapping' | 'properties',
  example: string,
  initial: string,
  check: (value: unknown) => JsonObjectResult<T>,
): Promise<{ value: T | undefined } | undefined> {
  const text = await vscode.window.showInputBox({
    title: `Look Up or Create Group (${step})`,
    prompt: `Optional ${what} as JSON, used only if the group is created. Leave empty for none.`,
    placeHolder: example,
    value: initial,
    ignoreFocusOut: true,
    validateInput: (value) => {
      const parsed = parseOptionalObject(value, what, check);
      return parsed.ok ? undefined : parsed.message;
    },
  });
  if (text === undefined) return undefined;
  const parsed = parseOptionalObject(text, what, check);
  if (!parsed.ok) throw new UserFacingError(parsed.message);
  return { value: parsed.value };
}

async function askFields(services: Services, environmentName: string): Promise<UserGroupFields | undefined> {
  const groupId = await vscode.window.showInputBox({
    title: 'Look Up or Create Group (1/4)',
    prompt: `The group id (your own id for the group) in "${environmentName}"`,
    placeHolder: 'acme-corp',
    ignoreFocusOut: true,
    validateInput: (value) => {
      const problem = validateGroupId(value);
      if (problem) return problem;
      const note = groupIdNote(value);
      return note ? { message: note, severity: vscode.InputBoxValidationSeverity.Info } : undefined;
    },
  });
  if (groupId === undefined) return undefined;
  const initial = lookUpDefaults(groupId, services.registry.get(environmentName, groupId));
  const name = await vscode.window.showInputBox({
    title: 'Look Up or Create Group (2/4)',
    prompt: 'The group name (used if the group is created)',
    value: initial.name,
    ignoreFocusOut: true,
    validateInput: validateGroupName,
  });
  if (name === undefined) return undefined;
  const mapping = await askOptionalJson(
    '3/4',
    'mapping',
    '{"schema-id": "data-source-id"}',
    initial.mapping,
    checkMapping,
  );
  if (!mapping) return undefined;
  const properties = await askOptionalJson(
    '4/4',
    'properties',
    '{"region": "emea"}',
    initial.properties,
    checkProperties,
  );
  if (!properties) return undefined;
  return { user_group_id: groupId, name, mapping: mapping.value, properties: properties.value };
}

/** Nothing is sent unless the user picks the named button. */
async function confirmLookUp(
  environmentName: string,
  fields: UserGroupFields,
  known: GroupRecord | undefined,
): Promise<boolean> {
  const confirmation = lookUpConfirmation(environmentName, fields, known);
  const answer = await vscode.window.showWarningMessage(
    confirmation.message,
    { modal: true, detail: confirmation.detail },
    confirmation.button,
  );
  return answer === confirmation.button;
}

function fieldsFromArgs(arg: unknown): UserGroupFields | undefined {
  if (!isScriptedRequest(arg)) return undefined;
  const groupId = stringField(arg, 'groupId');
  if (groupId === undefined) return undefined;
  const name = stringField(arg, 'name') ?? groupId;
  const problem = validateGroupId(groupId) ?? validateGroupName(name);
  if (problem) throw new UserFacingError(problem);
  const record = arg as { mapping?: unknown; properties?: unknown };
  const mapping = record.mapping === undefined ? undefined : checkMapping(record.mapping);
  if (mapping && !mapping.ok) throw new UserFacingError(mapping.message);
  const properties = record.properties === undefined ? undefined : checkProperties(record.properties);
  if (properties && !properties.ok) throw new UserFacingError(properties.message);
  return { user_group_id: groupId, name, mapping: mapping?.value, properties: properties?.value };
}

export function registerLookUpOrCreateGroup(services: Services, view: ExplorerView): void {
  registerCommand(
    services,
    CommandId.lookUpOrCreateGroup,
    'Could not look up or create the group',
    async (arg?: unknown) => {
      // A tree node (the view's title bar passes the focused one) only chooses the environment.
      const environment = environmentOrActive(services, arg);
      const scripted = fieldsFromArgs(arg);
      const fields = scripted ?? (await askFields(services, environment.name));
      if (!fields) return undefined;
      const known = services.registry.get(environment.name, fields.user_group_id);
      if (!scripted && !(await confirmLookUp(environment.name, fields, known))) return undefined;
      const client = await services.api.clientFor(environment);
      const result = await withCallProgress(
        `Looking up group "${fields.user_group_id}" in ${environment.name}…`,
        (signal) => client.getOrCreate(fields, { signal }),
      );
      // An existing group is returned unchanged, so what was typed for mapping/properties was not applied to it.
      await services.registry.recordResponse(
        environment.name,
        result.userGroup,
        result.newUserGroup ? createdWith(fields) : undefined,
      );
      await view.revealGroup(environment.name, result.userGroup.provided_id);
      const group = `"${result.userGroup.name}" (${result.userGroup.provided_id})`;
      if (result.newUserGroup && known) {
        services.log.warn(
          `Look-up: group "${fields.user_group_id}" had been deleted in "${environment.name}" and was created again.`,
        );
        void vscode.window.showWarningMessage(
          `The group ${group} had been deleted in ${environment.name} and was created again, as confirmed. It has a new team id and a new token.`,
        );
      } else if (result.newUserGroup) {
        services.log.info(`Created group ${group} in "${environment.name}".`);
        void vscode.window.showInformationMessage(`Created group ${group} in ${environment.name}.`);
      } else {
        services.log.info(`Found existing group ${group} in "${environment.name}".`);
        void vscode.window.showInformationMessage(
          `Found the existing group ${group} in ${environment.name}; it was not changed. Use Edit Group to change it.`,
        );
      }
      return {
        environment: environment.name,
        groupId: result.userGroup.provided_id,
        name: result.userGroup.name,
        newUserGroup: result.newUserGroup,
      };
    },
  );
}
