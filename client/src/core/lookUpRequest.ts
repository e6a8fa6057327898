// What Look Up or Create Group asks before it calls the service. The service's only read is get-or-create: a
// look-up of an id that no longer exists (deleted by another tool or a colleague) creates a new group, with a new
// team id and a new token. The explorer cannot tell beforehand, so every interactive look-up shows, before anything
// is sent, exactly what a creation would send; for an id the explorer lists, it says that this would re-create it.
// Pure, unit-tested on plain Node.
import type { UserGroupFields } from '../api/types';
import type { GroupRecord } from './registryState';

export const LOOK_UP_OR_CREATE = 'Look Up or Create';

export interface LookUpConfirmation {
  message: string;
  detail: string;
  button: string;
}

function show(value: Record<string, unknown> | undefined): string {
  if (value === undefined || Object.keys(value).length === 0) return 'none';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The modal's text: the group, the environment and every field a creation would send. */
export function lookUpConfirmation(
  environment: string,
  fields: UserGroupFields,
  known: GroupRecord | undefined,
): LookUpConfirmation {
  const sent = [
    `Name: ${JSON.stringify(fields.name)}`,
    `Mapping: ${show(fields.mapping)}`,
    `Properties: ${show(fields.properties)}`,
  ];
  const lines = known
    ? [
        `The explorer lists this group (last seen ${known.lastSeen.slice(0, 10)}). If it still exists, it comes back unchanged.`,
        'If it was deleted in the service since, this creates it again, with a new team id and a new token, and sends:',
      ]
    : [
        'If the group exists, it comes back unchanged and is added to the explorer.',
        'If no group has this id, the service creates one, with a new team id and token, and this is sent:',
      ];
  return {
    message: `Look up the group "${fields.user_group_id}" in the environment "${environment}"?`,
    detail: [...lines, ...sent.map((line) => `  ${line}`)].join('\n'),
    button: LOOK_UP_OR_CREATE,
  };
}

/** The values the input boxes start with: for a listed group what the explorer knows of it, else the id as name. */
export function lookUpDefaults(
  groupId: string,
  known: GroupRecord | undefined,
): { name: string; mapping: string; properties: string } {
  const asJson = (value: Record<string, unknown> | null | undefined): string =>
    value && Object.keys(value).length > 0 ? JSON.stringify(value) : '';
  return { name: known?.name ?? groupId, mapping: asJson(known?.mapping), properties: asJson(known?.properties) };
}

/**
 * A command run from the view receives a tree node (`kind` set), also from the view's title bar, where VS Code
 * passes the focused node. Only a plain arguments object from a script or a test (`{ groupId, name, … }`, no `kind`)
 * skips the questions.
 */
export function isScriptedRequest(arg: unknown): boolean {
  if (typeof arg !== 'object' || arg === null) return false;
  const record = arg as Record<string, unknown>;
  return typeof record.groupId === 'string' && !('kind' in record);
}
