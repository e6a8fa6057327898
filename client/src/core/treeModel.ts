// What the User Groups view shows, as plain data: node kinds, labels, stable ids and context values. The tree
// data provider only turns these into `vscode.TreeItem`s, so the shape of the tree is unit-tested on plain Node.
import { maskToken } from './redaction';
import type { GroupRecord } from './registryState';

export type ViewState = 'noEnvironment' | 'noToken' | 'noGroups' | 'ready';

/**
 * Which welcome view (if any) replaces the tree. The tree is shown as soon as there is something to act on in it;
 * before that, a welcome view with one button leads to the next step.
 */
export function computeViewState(input: {
  environments: number;
  environmentsWithToken: number;
  groups: number;
}): ViewState {
  if (input.environments === 0) return 'noEnvironment';
  if (input.groups > 0) return 'ready';
  if (input.environmentsWithToken === 0) return 'noToken';
  return 'noGroups';
}

/** Context values drive the view's menus (`viewItem == …` in package.json). */
export const ContextValue = {
  environment: 'environment',
  environmentNoToken: 'environmentNoToken',
  group: 'group',
  groupIdDetail: 'groupIdDetail',
  tokenDetail: 'tokenDetail',
  detail: 'detail',
  section: 'section',
  entry: 'entry',
} as const;

export type Collapsible = 'none' | 'collapsed' | 'expanded';

interface NodeBase {
  /** Stable across refreshes, so VS Code keeps the expansion and selection. */
  id: string;
  label: string;
  description?: string;
  tooltip?: string;
  contextValue: string;
  collapsible: Collapsible;
  /** A codicon id. */
  icon: string;
}

export interface EnvironmentNode extends NodeBase {
  kind: 'environment';
  environment: string;
}
export interface GroupNode extends NodeBase {
  kind: 'group';
  environment: string;
  groupId: string;
}
export interface DetailNode extends NodeBase {
  kind: 'detail';
  environment: string;
  groupId: string;
  field: 'name' | 'providedId' | 'teamId' | 'environmentTag' | 'token' | 'lastSeen';
}
export interface SectionNode extends NodeBase {
  kind: 'section';
  environment: string;
  groupId: string;
  section: 'mapping' | 'properties';
}
export interface EntryNode extends NodeBase {
  kind: 'entry';
  environment: string;
  groupId: string;
  section: 'mapping' | 'properties';
  key: string;
}

export type ExplorerNode = EnvironmentNode | GroupNode | DetailNode | SectionNode | EntryNode;

function nodeId(...parts: string[]): string {
  // JSON keeps the parts apart whatever characters an environment name or a group id contains.
  return JSON.stringify(parts);
}

export function environmentNode(input: {
  environment: string;
  baseUrl: string;
  hasToken: boolean;
  /** The service answered 401 to the stored token, and no call has succeeded since. */
  tokenRejected?: boolean;
  active: boolean;
  groupCount: number;
}): EnvironmentNode {
  const groups = `${input.groupCount} group${input.groupCount === 1 ? '' : 's'}`;
  const status = !input.hasToken ? 'no API token' : input.tokenRejected ? `token rejected · ${groups}` : groups;
  return {
    kind: 'environment',
    environment: input.environment,
    id: nodeId('environment', input.environment),
    label: input.environment,
    description: input.active ? `active · ${status}` : status,
    tooltip: `${input.environment} — ${input.baseUrl}${!input.hasToken ? '\nNo API token: use Set API Token.' : input.tokenRejected ? '\nThe service rejected the API token (HTTP 401): use Set API Token.' : ''}`,
    contextValue: input.hasToken ? ContextValue.environment : ContextValue.environmentNoToken,
    collapsible: input.groupCount > 0 ? 'expanded' : 'none',
    icon: input.hasToken && !input.tokenRejected ? 'server-environment' : 'warning',
  };
}

export function groupNode(environment: string, record: GroupRecord): GroupNode {
  return {
    kind: 'group',
    environment,
    groupId: record.groupId,
    id: nodeId('group', environment, record.groupId),
    label: record.name,
    description: record.groupId,
    tooltip: `${record.name} (${record.groupId}) in ${environment}\nLast seen ${record.lastSeen}`,
    contextValue: ContextValue.group,
    collapsible: 'collapsed',
    icon: 'organization',
  };
}

/** The children of a group. `token` is used only to produce a masked form; it is never put in a label. */
export function groupDetails(environment: string, record: GroupRecord, token: string | undefined): ExplorerNode[] {
  const detail = (
    field: DetailNode['field'],
    label: string,
    description: string,
    icon: string,
    contextValue: string = ContextValue.detail,
  ): DetailNode => ({
    kind: 'detail',
    environment,
    groupId: record.groupId,
    field,
    id: nodeId('detail', environment, record.groupId, field),
    label,
    description,
    tooltip: field === 'token' ? 'The group token (masked). Use Copy Token to copy it.' : `${label}: ${description}`,
    contextValue,
    collapsible: 'none',
    icon,
  });
  const section = (name: 'mapping' | 'properties', entries: Record<string, unknown> | null): SectionNode => {
    const count = entries ? Object.keys(entries).length : 0;
    return {
      kind: 'section',
      environment,
      groupId: record.groupId,
      section: name,
      id: nodeId('section', environment, record.groupId, name),
      label: name === 'mapping' ? 'Mapping' : 'Properties',
      // The same words for the same state: nothing known, or known to be empty, reads the same for every group.
      description:
        entries === null
          ? name === 'mapping'
            ? 'not known (the service does not report mappings); updates keep it'
            : 'none'
          : count === 0
            ? 'none'
            : `${count} entr${count === 1 ? 'y' : 'ies'}`,
      contextValue: ContextValue.section,
      collapsible: count > 0 ? 'collapsed' : 'none',
      icon: name === 'mapping' ? 'database' : 'symbol-property',
    };
  };
  return [
    detail('name', 'Name', record.name, 'tag'),
    detail('providedId', 'Provided id', record.groupId, 'key', ContextValue.groupIdDetail),
    detail('teamId', 'Team id', record.teamId === undefined ? 'unknown' : String(record.teamId), 'symbol-number'),
    detail('environmentTag', 'Environment tag', record.environmentTag ?? 'not reported', 'milestone'),
    detail('token', 'Token', maskToken(token), 'lock', token ? ContextValue.tokenDetail : ContextValue.detail),
    section('mapping', record.mapping),
    section('properties', record.properties),
  ];
}

export function sectionEntries(environment: string, record: GroupRecord, name: 'mapping' | 'properties'): EntryNode[] {
  const entries: Record<string, unknown> = (name === 'mapping' ? record.mapping : record.properties) ?? {};
  return Object.entries(entries).map(([key, value]) => ({
    kind: 'entry',
    environment,
    groupId: record.groupId,
    section: name,
    key,
    id: nodeId('entry', environment, record.groupId, name, key),
    label: key,
    description: typeof value === 'string' ? value : JSON.stringify(value),
    contextValue: ContextValue.entry,
    collapsible: 'none',
    icon: 'symbol-field',
  }));
}
