// What the emulator stores, and how a stored group is shown in responses
// (docs/user-group-service.md#the-user_group-object).

export type EnvironmentTag = 'Customer' | 'Testing';
export const ENVIRONMENT_TAGS: readonly EnvironmentTag[] = ['Customer', 'Testing'];

export interface StoredGroup {
  environment: EnvironmentTag;
  /** Integer, unique across the whole emulator, never reused. */
  team_id: number;
  /** The group token: `ugt_` + 43 base64url characters (32 random bytes). */
  token: string;
  name: string;
  provided_id: string;
  mapping: Record<string, string>;
  properties: Record<string, unknown> | null;
}

/** The `user_group` object of a get-or-create or update response. */
export function groupView(group: StoredGroup): Record<string, unknown> {
  return {
    team_id: group.team_id,
    token: group.token,
    name: group.name,
    provided_id: group.provided_id,
    properties: group.properties,
    api_environment_tag: group.environment,
  };
}

/** The `user_group` object of a rotate response: no properties (docs/user-group-service.md#operation-rotate-token). */
export function rotatedGroupView(group: StoredGroup): Record<string, unknown> {
  return {
    team_id: group.team_id,
    token: group.token,
    name: group.name,
    provided_id: group.provided_id,
    api_environment_tag: group.environment,
  };
}
