// Typed reader of the `docsite.*` settings with live getters: every read goes to the configuration, so a change
// in settings.json is seen at once without a reload. The prefix equals the language client id (`docsite`), which
// makes `docsite.trace.server` the language client's trace setting.
import * as vscode from 'vscode';
import {
  DEFAULT_SERVER_SETTINGS,
  SETTINGS_SECTION,
  type EnvironmentSetting,
  type ServerSettings,
} from '../../shared/src/settings';
import { readEnvironments, resolveActiveEnvironment } from './core/environments';
import type { Log } from './log';

const ENVIRONMENTS = 'userGroups.environments';
const ACTIVE_ENVIRONMENT = 'userGroups.activeEnvironment';

export type TraceLevel = 'off' | 'messages' | 'verbose';

export class Settings implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires after `docsite.userGroups.*` changed. */
  readonly onDidChangeUserGroups = this.changed.event;
  private readonly subscription: vscode.Disposable;
  private lastProblems = '';

  constructor(private readonly log: Log) {
    this.subscription = vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration(`${SETTINGS_SECTION}.userGroups`)) {
        this.reportProblems();
        this.changed.fire();
      }
    });
    this.reportProblems();
  }

  private get config(): vscode.WorkspaceConfiguration {
    return vscode.workspace.getConfiguration(SETTINGS_SECTION);
  }

  /** Configured environments; broken entries are skipped (and logged once), never fatal. */
  get environments(): EnvironmentSetting[] {
    return readEnvironments(this.config.get<unknown>(ENVIRONMENTS)).environments;
  }

  get activeEnvironment(): EnvironmentSetting | undefined {
    return resolveActiveEnvironment(this.environments, this.config.get<string>(ACTIVE_ENVIRONMENT) || undefined);
  }

  environment(name: string): EnvironmentSetting | undefined {
    return this.environments.find((env) => env.name === name);
  }

  get traceServer(): TraceLevel {
    return this.config.get<TraceLevel>('trace.server', 'off');
  }

  get serverSettings(): ServerSettings {
    const unknownKeys = this.config.get<string>('unknownKeys');
    return {
      ...DEFAULT_SERVER_SETTINGS,
      ...(unknownKeys === 'off' || unknownKeys === 'warning' ? { unknownKeys } : {}),
    };
  }

  /** Appends an environment to the user settings (environments are per user: the API token is per user too). */
  async addEnvironment(environment: EnvironmentSetting): Promise<void> {
    const current = this.config.inspect<unknown>(ENVIRONMENTS)?.globalValue;
    const list = Array.isArray(current) ? current : [];
    await this.config.update(ENVIRONMENTS, [...list, environment], vscode.ConfigurationTarget.Global);
  }

  async setActiveEnvironment(name: string): Promise<void> {
    await this.config.update(ACTIVE_ENVIRONMENT, name, vscode.ConfigurationTarget.Global);
  }

  private reportProblems(): void {
    const { problems } = readEnvironments(this.config.get<unknown>(ENVIRONMENTS));
    const text = problems.join('\n');
    if (text && text !== this.lastProblems) this.log.warn(`Settings: ${text}`);
    this.lastProblems = text;
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
