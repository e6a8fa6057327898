// The registry adapter: the pure state of core/registryState.ts kept in `globalState` (metadata only), with group
// tokens in SecretStorage (secrets.ts). Every write happens after the service confirmed the change, so the registry
// never shows a group in a state the service did not report.
import * as vscode from 'vscode';
import type { UserGroup } from './api/types';
import {
  getGroup,
  listGroups,
  parseRegistry,
  recordFromResponse,
  removeGroup,
  upsertGroup,
  type GroupRecord,
  type RegistryState,
} from './core/registryState';
import type { Secrets } from './secrets';

const STORAGE_KEY = 'docsite.userGroups.registry';

export class Registry implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly memento: vscode.Memento,
    private readonly secrets: Secrets,
  ) {}

  get state(): RegistryState {
    return parseRegistry(this.memento.get<unknown>(STORAGE_KEY));
  }

  list(environment: string): GroupRecord[] {
    return listGroups(this.state, environment);
  }

  get(environment: string, groupId: string): GroupRecord | undefined {
    return getGroup(this.state, environment, groupId);
  }

  /** Records what the service returned: metadata to globalState, the token to SecretStorage. */
  async recordResponse(
    environment: string,
    group: UserGroup,
    /** What the service now holds from this request (see createdWith); undefined when the group came back as it was. */
    sent?: { mapping?: Record<string, string>; properties?: Record<string, unknown> | null },
  ): Promise<GroupRecord> {
    const previous = this.get(environment, group.provided_id);
    const record = recordFromResponse(group, sent, previous, new Date());
    if (group.token) await this.secrets.setGroupToken(environment, record.groupId, group.token);
    await this.save(upsertGroup(this.state, environment, record));
    return record;
  }

  /** Records many answers with one registry write and one view refresh (Import Groups). */
  async recordResponses(
    environment: string,
    answers: readonly {
      group: UserGroup;
      sent?: { mapping?: Record<string, string>; properties?: Record<string, unknown> | null };
    }[],
  ): Promise<void> {
    await Promise.all(
      answers.map(({ group }) =>
        group.token ? this.secrets.setGroupToken(environment, group.provided_id, group.token) : undefined,
      ),
    );
    const now = new Date();
    let state = this.state;
    for (const { group, sent } of answers) {
      state = upsertGroup(
        state,
        environment,
        recordFromResponse(group, sent, getGroup(state, environment, group.provided_id), now),
      );
    }
    await this.save(state);
  }

  /** Removes a group and its token locally (after the service deleted it, or on Forget Group). */
  async remove(environment: string, groupId: string): Promise<void> {
    await this.secrets.deleteGroupToken(environment, groupId);
    await this.save(removeGroup(this.state, environment, groupId));
  }

  private async save(state: RegistryState): Promise<void> {
    await this.memento.update(STORAGE_KEY, state);
    this.changed.fire();
  }

  dispose(): void {
    this.changed.dispose();
  }
}
