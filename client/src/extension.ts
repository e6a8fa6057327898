// Entry point: a flat list of registrations. Each piece owns one job (see the files it names); every disposable
// ends up in context.subscriptions.
import * as vscode from 'vscode';
import { ApiConnections } from './apiConnection';
import { registerCommands } from './commands';
import { registerListOrphanPages } from './commands/listOrphanPages';
import { registerListMissingTranslations } from './commands/listMissingTranslations';
import { registerListUnreachablePages } from './commands/listUnreachablePages';
import { applyDemoMode } from './demoMode';
import { registerStatusBar } from './explorer/statusBar';
import { registerUserGroupsView } from './explorer/userGroupsView';
import { registerGroupDocuments } from './groupDocument/registerGroupDocuments';
import { registerLanguageClient } from './languageClient';
import { registerRestartServer } from './commands/restartServer';
import { registerServerStatus } from './serverStatus';
import { registerPageReferences } from './pageReferences';
import { Log } from './log';
import { Registry } from './registry';
import { Secrets } from './secrets';
import type { Services } from './services';
import type { ViewState } from './core/treeModel';
import { Settings } from './settings';
import { registerUpgradeCodeActions } from './upgrade/upgradeCodeActions';
import { registerUpgradePreview } from './upgrade/upgradePreview';

/** What activate() returns: for the real-VS-Code tests only (no secret in it). */
export interface DocsiteKitTestApi {
  /** The folder VS Code gives this extension for logs; the "Docsite Kit" log channel's file is below it. */
  logUri: vscode.Uri;
  /** Which welcome view the User Groups view shows (`ready`: the tree). */
  viewState(): ViewState | undefined;
  onDidChangeViewState: vscode.Event<ViewState>;
  /** The User Groups tree as text lines ("label — description", indented), fully expanded. Tokens appear masked. */
  treeSnapshot(): Promise<string[]>;
  /** The language server's status bar text ("$(check) Docsite" when ready) and its changes. */
  serverStatus(): string;
  onDidChangeServerStatus: vscode.Event<string>;
}

export async function activate(context: vscode.ExtensionContext): Promise<DocsiteKitTestApi> {
  const log = new Log();
  const settings = new Settings(log);
  const secrets = new Secrets(context.secrets, log);
  const registry = new Registry(context.globalState, secrets);
  const api = new ApiConnections(secrets, log);
  context.subscriptions.push(log, settings, secrets, registry, api);
  const services: Services = { context, log, settings, secrets, registry, api };

  const environmentNames = settings.environments.map((env) => env.name);
  await secrets.registerKnown(
    environmentNames,
    environmentNames.flatMap((environment) =>
      registry.list(environment).map((group) => ({ environment, groupId: group.groupId })),
    ),
  );
  await applyDemoMode(services);
  const languageClient = registerLanguageClient(context, log);
  registerRestartServer(context, languageClient, log);
  const serverStatus = registerServerStatus(context, languageClient);
  const view = registerUserGroupsView(services);
  registerStatusBar(services);
  registerGroupDocuments(services);
  registerCommands(services, view);
  registerListOrphanPages(services);
  registerListMissingTranslations(services);
  registerListUnreachablePages(services);
  registerPageReferences(context);
  registerUpgradePreview(services);
  registerUpgradeCodeActions(context);
  log.info(`Docsite Kit ${context.extension.packageJSON.version as string} activated.`);
  return {
    logUri: context.logUri,
    viewState: () => view.provider.currentViewState,
    onDidChangeViewState: view.provider.onDidChangeViewState,
    treeSnapshot: () => view.provider.snapshot(),
    serverStatus: () => serverStatus.text,
    onDidChangeServerStatus: serverStatus.onDidChange,
  };
}

export function deactivate(): void {}
