// Every secret the explorer holds lives in VS Code's SecretStorage and nowhere else: the API token per environment
// and the token of each registered group. Each value read or stored is registered with the log's redactor first,
// so it can never appear in the log even if some message quoted it.
import * as vscode from 'vscode';
import type { Log } from './log';

const API_TOKEN_PREFIX = 'docsite.apiToken.';
const GROUP_TOKEN_PREFIX = 'docsite.groupToken.';

function apiTokenKey(environment: string): string {
  return `${API_TOKEN_PREFIX}${environment}`;
}

function groupTokenKey(environment: string, groupId: string): string {
  // JSON keeps environment and id apart whatever characters they contain.
  return `${GROUP_TOKEN_PREFIX}${JSON.stringify([environment, groupId])}`;
}

export class Secrets implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires after any of this extension's secrets changed (in this window or another). */
  readonly onDidChange = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly storage: vscode.SecretStorage,
    private readonly log: Log,
  ) {
    this.subscription = storage.onDidChange((event) => {
      if (event.key.startsWith(API_TOKEN_PREFIX) || event.key.startsWith(GROUP_TOKEN_PREFIX)) this.changed.fire();
    });
  }

  private async read(key: string): Promise<string | undefined> {
    const value = await this.storage.get(key);
    this.log.addSecret(value);
    return value || undefined;
  }

  private async write(key: string, value: string): Promise<void> {
    this.log.addSecret(value);
    await this.storage.store(key, value);
  }

  getApiToken(environment: string): Promise<string | undefined> {
    return this.read(apiTokenKey(environment));
  }

  async hasApiToken(environment: string): Promise<boolean> {
    return (await this.getApiToken(environment)) !== undefined;
  }

  setApiToken(environment: string, token: string): Promise<void> {
    return this.write(apiTokenKey(environment), token);
  }

  async deleteApiToken(environment: string): Promise<void> {
    await this.storage.delete(apiTokenKey(environment));
  }

  getGroupToken(environment: string, groupId: string): Promise<string | undefined> {
    return this.read(groupTokenKey(environment, groupId));
  }

  setGroupToken(environment: string, groupId: string, token: string): Promise<void> {
    return this.write(groupTokenKey(environment, groupId), token);
  }

  async deleteGroupToken(environment: string, groupId: string): Promise<void> {
    await this.storage.delete(groupTokenKey(environment, groupId));
  }

  /** Reads every stored token once so the log redacts them from the first line on, before any command runs. */
  async registerKnown(
    environments: readonly string[],
    groups: readonly { environment: string; groupId: string }[],
  ): Promise<void> {
    await Promise.all([
      ...environments.map((environment) => this.getApiToken(environment)),
      ...groups.map(({ environment, groupId }) => this.getGroupToken(environment, groupId)),
    ]);
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
