// The "User Groups" view: environment -> groups -> details, drawn from the registry and SecretStorage (never from
// the service, which has no list operation). Node shapes come from core/treeModel.ts. When computing some children
// fails, the view keeps showing what it showed before, so a failure never empties the tree.
import * as vscode from 'vscode';
import { countGroups } from '../core/registryState';
import {
  computeViewState,
  environmentNode,
  groupDetails,
  groupNode,
  sectionEntries,
  type ExplorerNode,
  type ViewState,
} from '../core/treeModel';
import type { Services } from '../services';

export const USER_GROUPS_VIEW_ID = 'docsite.userGroups';
export const VIEW_STATE_CONTEXT_KEY = 'docsite.userGroups.viewState';

const COLLAPSIBLE: Record<ExplorerNode['collapsible'], vscode.TreeItemCollapsibleState> = {
  none: vscode.TreeItemCollapsibleState.None,
  collapsed: vscode.TreeItemCollapsibleState.Collapsed,
  expanded: vscode.TreeItemCollapsibleState.Expanded,
};

export class UserGroupsProvider implements vscode.TreeDataProvider<ExplorerNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<ExplorerNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly lastShown = new Map<string, ExplorerNode[]>();
  private viewState: ViewState | undefined;
  private readonly stateChanged = new vscode.EventEmitter<ViewState>();
  /** Fires when the welcome state changes (tests wait on it). */
  readonly onDidChangeViewState = this.stateChanged.event;

  constructor(private readonly services: Services) {}

  get currentViewState(): ViewState | undefined {
    return this.viewState;
  }

  refresh(): void {
    this.changed.fire(undefined);
    void this.updateViewState();
  }

  /** Computes the welcome state and publishes it as a context key for the `viewsWelcome` entries. */
  async updateViewState(): Promise<ViewState> {
    const environments = this.services.settings.environments;
    const withToken = await Promise.all(environments.map((env) => this.services.secrets.hasApiToken(env.name)));
    const state = computeViewState({
      environments: environments.length,
      environmentsWithToken: withToken.filter(Boolean).length,
      groups: environments.reduce((sum, env) => sum + this.services.registry.list(env.name).length, 0),
    });
    if (state !== this.viewState) {
      this.viewState = state;
      await vscode.commands.executeCommand('setContext', VIEW_STATE_CONTEXT_KEY, state);
      this.stateChanged.fire(state);
    }
    return state;
  }

  getTreeItem(node: ExplorerNode): vscode.TreeItem {
    const item = new vscode.TreeItem(node.label, COLLAPSIBLE[node.collapsible]);
    item.id = node.id;
    item.description = node.description;
    item.tooltip = node.tooltip;
    item.contextValue = node.contextValue;
    item.iconPath = new vscode.ThemeIcon(node.icon);
    return item;
  }

  async getChildren(node?: ExplorerNode): Promise<ExplorerNode[]> {
    const key = node?.id ?? '';
    try {
      const children = await this.computeChildren(node);
      this.lastShown.set(key, children);
      return children;
    } catch (error) {
      this.services.log.error('Could not draw the User Groups view; showing what was shown before', error);
      return this.lastShown.get(key) ?? [];
    }
  }

  async getParent(node: ExplorerNode): Promise<ExplorerNode | undefined> {
    if (node.kind === 'environment') return undefined;
    if (node.kind === 'group') return this.environmentNodeFor(node.environment);
    const record = this.services.registry.get(node.environment, node.groupId);
    if (!record) return undefined;
    if (node.kind === 'entry') {
      const details = groupDetails(node.environment, record, undefined);
      return details.find((detail) => detail.kind === 'section' && detail.section === node.section);
    }
    return groupNode(node.environment, record);
  }

  private async environmentNodeFor(name: string): Promise<ExplorerNode | undefined> {
    const environment = this.services.settings.environment(name);
    if (!environment) return undefined;
    const apiToken = await this.services.secrets.getApiToken(environment.name);
    return environmentNode({
      environment: environment.name,
      baseUrl: environment.baseUrl,
      hasToken: apiToken !== undefined,
      tokenRejected: this.services.api.isTokenRejected(environment.name, apiToken),
      active: this.services.settings.activeEnvironment?.name === environment.name,
      groupCount: this.services.registry.list(environment.name).length,
    });
  }

  private async computeChildren(node: ExplorerNode | undefined): Promise<ExplorerNode[]> {
    if (!node) {
      // With a welcome view to show, the tree must be empty.
      if ((await this.updateViewState()) !== 'ready') return [];
      const nodes = await Promise.all(
        this.services.settings.environments.map((env) => this.environmentNodeFor(env.name)),
      );
      return nodes.filter((n): n is ExplorerNode => n !== undefined);
    }
    if (node.kind === 'environment') {
      return this.services.registry.list(node.environment).map((record) => groupNode(node.environment, record));
    }
    const record = this.services.registry.get(node.environment, node.groupId);
    if (!record) return [];
    if (node.kind === 'group') {
      return groupDetails(
        node.environment,
        record,
        await this.services.secrets.getGroupToken(node.environment, node.groupId),
      );
    }
    if (node.kind === 'section') return sectionEntries(node.environment, record, node.section);
    return [];
  }

  /** The whole tree as indented "label — description" lines, as the view would draw it (for tests). */
  async snapshot(): Promise<string[]> {
    const lines: string[] = [];
    const walk = async (node: ExplorerNode | undefined, depth: number): Promise<void> => {
      for (const child of await this.getChildren(node)) {
        lines.push(`${'  '.repeat(depth)}${child.label}${child.description ? ` — ${child.description}` : ''}`);
        await walk(child, depth + 1);
      }
    };
    await walk(undefined, 0);
    return lines;
  }

  dispose(): void {
    this.changed.dispose();
    this.stateChanged.dispose();
  }
}

/** What commands may ask of the view. */
export interface ExplorerView {
  refresh(): void;
  /** Selects and expands a group, when the view is open (it never pulls the sidebar open by itself). */
  revealGroup(environment: string, groupId: string): Promise<void>;
  readonly provider: UserGroupsProvider;
}

export function registerUserGroupsView(services: Services): ExplorerView {
  const provider = new UserGroupsProvider(services);
  const view = vscode.window.createTreeView(USER_GROUPS_VIEW_ID, { treeDataProvider: provider, showCollapseAll: true });
  const updateMessage = (): void => {
    const groups = countGroups(services.registry.state);
    view.description = groups > 0 ? `${groups} group${groups === 1 ? '' : 's'}` : undefined;
  };
  services.context.subscriptions.push(
    provider,
    view,
    services.registry.onDidChange(() => {
      updateMessage();
      provider.refresh();
    }),
    services.secrets.onDidChange(() => provider.refresh()),
    services.api.onDidChangeTokenState(() => provider.refresh()),
    services.settings.onDidChangeUserGroups(() => provider.refresh()),
  );
  updateMessage();
  void provider.updateViewState();
  return {
    provider,
    refresh: () => provider.refresh(),
    revealGroup: async (environment, groupId) => {
      const record = services.registry.get(environment, groupId);
      if (!record || !view.visible) return;
      // Two levels: the group and its Mapping and Properties sections.
      await view.reveal(groupNode(environment, record), { select: true, focus: false, expand: 2 });
    },
  };
}
