// The explorer's registry of groups, per environment. The service has no list operation, so this is the only way
// the explorer knows which groups to show: the ones this user looked up, created or imported. Metadata only —
// group tokens never enter this structure (they live in SecretStorage). Pure and immutable: every change returns
// a new state, which the adapter writes to `globalState`. Unit-tested on plain Node.
import type { EnvironmentTag, UserGroup } from '../api/types';

export interface GroupRecord {
  /** The caller's own id (`user_group_id` / `provided_id`). */
  groupId: string;
  name: string;
  teamId?: number;
  environmentTag?: EnvironmentTag | null;
  /** As last sent to the service (no response echoes it); null when not known — a group that was looked up, not
   * created or edited here. An unknown mapping is never sent back (that would overwrite the service's). */
  mapping: Record<string, string> | null;
  properties: Record<string, unknown> | null;
  /** ISO time of the last successful call that returned this group. */
  lastSeen: string;
}

export interface RegistryState {
  version: 1;
  /** Environment name -> group id -> record. */
  environments: Record<string, Record<string, GroupRecord>>;
}

export function emptyRegistry(): RegistryState {
  return { version: 1, environments: {} };
}

export function listGroups(state: RegistryState, environment: string): GroupRecord[] {
  return Object.values(state.environments[environment] ?? {}).sort(
    (a, b) => a.name.localeCompare(b.name) || a.groupId.localeCompare(b.groupId),
  );
}

export function getGroup(state: RegistryState, environment: string, groupId: string): GroupRecord | undefined {
  const groups = state.environments[environment];
  return groups && Object.hasOwn(groups, groupId) ? groups[groupId] : undefined;
}

export function countGroups(state: RegistryState): number {
  return Object.values(state.environments).reduce((sum, groups) => sum + Object.keys(groups).length, 0);
}

export function upsertGroup(state: RegistryState, environment: string, record: GroupRecord): RegistryState {
  const groups = { ...(state.environments[environment] ?? {}), [record.groupId]: record };
  return { ...state, environments: { ...state.environments, [environment]: groups } };
}

export function removeGroup(state: RegistryState, environment: string, groupId: string): RegistryState {
  const current = state.environments[environment];
  if (!current || !Object.hasOwn(current, groupId)) return state;
  const rest = { ...current };
  delete rest[groupId];
  return { ...state, environments: { ...state.environments, [environment]: rest } };
}

/**
 * Builds the record for a group the service just returned. Responses carry no mapping (and not every response
 * carries properties or the environment tag), so what the response lacks comes from what was sent, then from the
 * previous record. The token is deliberately not copied.
 */
export function recordFromResponse(
  group: UserGroup,
  sent: { mapping?: Record<string, string>; properties?: Record<string, unknown> | null } | undefined,
  previous: GroupRecord | undefined,
  now: Date,
): GroupRecord {
  return {
    groupId: group.provided_id,
    name: group.name,
    teamId: group.team_id,
    environmentTag: group.api_environment_tag !== undefined ? group.api_environment_tag : previous?.environmentTag,
    mapping: sent?.mapping ?? previous?.mapping ?? null,
    properties:
      group.properties !== undefined ? (group.properties ?? null) : (sent?.properties ?? previous?.properties ?? null),
    lastSeen: now.toISOString(),
  };
}

/** What the service holds right after it created a group from `fields`: for `recordFromResponse`'s `sent`. */
export function createdWith(fields: { mapping?: Record<string, string>; properties?: Record<string, unknown> }): {
  mapping: Record<string, string>;
  properties: Record<string, unknown> | null;
} {
  return { mapping: fields.mapping ?? {}, properties: fields.properties ?? null };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads what `globalState` returned. Anything unreadable is dropped (never thrown): the registry is a cache of the
 * user's own look-ups, so losing a damaged entry is better than an explorer that does not start. */
export function parseRegistry(raw: unknown): RegistryState {
  if (!isPlainObject(raw) || raw.version !== 1 || !isPlainObject(raw.environments)) return emptyRegistry();
  const state = emptyRegistry();
  for (const [environment, groups] of Object.entries(raw.environments)) {
    if (!isPlainObject(groups)) continue;
    const kept: Record<string, GroupRecord> = {};
    for (const [groupId, record] of Object.entries(groups)) {
      if (!isPlainObject(record) || record.groupId !== groupId || typeof record.name !== 'string') continue;
      kept[groupId] = {
        groupId,
        name: record.name,
        teamId: typeof record.teamId === 'number' ? record.teamId : undefined,
        environmentTag:
          record.environmentTag === 'Customer' || record.environmentTag === 'Testing' ? record.environmentTag : null,
        mapping: isPlainObject(record.mapping)
          ? Object.fromEntries(
              Object.entries(record.mapping).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
            )
          : null,
        properties: isPlainObject(record.properties) ? record.properties : null,
        lastSeen: typeof record.lastSeen === 'string' ? record.lastSeen : new Date(0).toISOString(),
      };
    }
    state.environments[environment] = kept;
  }
  return state;
}
