// The one place the explorer builds an API client: the environment's base URL from the settings plus its API token
// from SecretStorage. Each attempt is logged (operation, status, timing — the client's events hold no token).
import * as vscode from 'vscode';
import { createUserGroupClient, type UserGroupApi, type UserGroupClient } from './api';
import type { EnvironmentSetting } from '../../shared/src/settings';
import type { Log } from './log';
import type { Secrets } from './secrets';

/** A problem the user fixes with a command (shown as is, with no stack or "error" wording). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

interface CachedClient {
  baseUrl: string;
  apiToken: string;
  client: UserGroupClient;
}

/**
 * Keeps one client (one keep-alive connection pool) per environment, replaced when its URL or token changes, and
 * whether the service last rejected the environment's API token (HTTP 401): the view shows "token rejected" until
 * a call with that environment succeeds or the token is replaced. The service has no harmless read, so a token is
 * never checked by a call of its own (a get-or-create could create a group): the first real call tells.
 */
export class ApiConnections {
  private readonly cache = new Map<string, CachedClient>();
  /** Environment -> the API token the service answered 401 to (compared, never logged or shown). */
  private readonly rejected = new Map<string, string>();
  private readonly tokenStateChanged = new vscode.EventEmitter<string>();
  /** Fires with the environment name when its token became rejected or accepted again. */
  readonly onDidChangeTokenState = this.tokenStateChanged.event;

  constructor(
    private readonly secrets: Secrets,
    private readonly log: Log,
  ) {}

  async clientFor(environment: EnvironmentSetting): Promise<UserGroupApi> {
    const apiToken = await this.secrets.getApiToken(environment.name);
    if (!apiToken) {
      throw new UserFacingError(
        `No API token is set for the environment "${environment.name}". Run "Docsite Kit: Set API Token".`,
      );
    }
    const cached = this.cache.get(environment.name);
    if (cached && cached.baseUrl === environment.baseUrl && cached.apiToken === apiToken) return cached.client;
    if (cached) void cached.client.close();
    const client = createUserGroupClient(
      { baseUrl: environment.baseUrl, apiToken },
      {
        onAttempt: (event) => {
          this.noteTokenState(
            environment.name,
            apiToken,
            event.errorKind === 'auth' && event.status === 401
              ? 'rejected'
              : event.errorKind === undefined
                ? 'accepted'
                : undefined,
          );
          const outcome = event.errorKind
            ? `failed (${event.errorKind}${event.status ? `, HTTP ${event.status}` : ''})`
            : `HTTP ${event.status ?? '?'}`;
          const retry = event.retryInMs !== undefined ? `; retrying in ${event.retryInMs} ms` : '';
          const group = event.groupId ? ` group "${event.groupId}"` : '';
          this.log.info(
            `[${environment.name}] ${event.operation}${group} attempt ${event.attempt}: ${outcome} in ${Math.round(event.durationMs)} ms${retry}`,
          );
        },
      },
    );
    this.cache.set(environment.name, { baseUrl: environment.baseUrl, apiToken, client });
    return client;
  }

  /** True when the service rejected exactly this token of the environment and no call has succeeded since. */
  isTokenRejected(environment: string, apiToken: string | undefined): boolean {
    return apiToken !== undefined && this.rejected.get(environment) === apiToken;
  }

  private noteTokenState(environment: string, apiToken: string, state: 'rejected' | 'accepted' | undefined): void {
    if (state === 'rejected' && this.rejected.get(environment) !== apiToken) {
      this.rejected.set(environment, apiToken);
      this.tokenStateChanged.fire(environment);
    } else if (state === 'accepted' && this.rejected.has(environment)) {
      this.rejected.delete(environment);
      this.tokenStateChanged.fire(environment);
    }
  }

  dispose(): void {
    for (const { client } of this.cache.values()) void client.close();
    this.cache.clear();
    this.tokenStateChanged.dispose();
  }
}
