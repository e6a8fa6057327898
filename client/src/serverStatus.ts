// A status bar item for the language server: "indexing N files" (spinning) while it walks a large workspace, a check
// mark when it is ready, and "starting"/"stopped" around restarts. Click: the server's output. The server reports
// indexing through IndexingStatusNotification (shared/src/customMessages.ts).
import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node';
import { IndexingStatusNotification, type IndexingStatusParams } from '../../shared/src/customMessages';
import { statusText, type ServerState } from './core/serverStatusText';

export const SHOW_SERVER_OUTPUT_COMMAND = 'docsite.showServerOutput';

export interface ServerStatus {
  /** The item's current text (for tests). */
  readonly text: string;
  readonly onDidChange: vscode.Event<string>;
}

export function registerServerStatus(context: vscode.ExtensionContext, client: LanguageClient): ServerStatus {
  const item = vscode.window.createStatusBarItem('docsite.serverStatus', vscode.StatusBarAlignment.Right, 10);
  item.name = 'Docsite Kit Language Server';
  item.command = SHOW_SERVER_OUTPUT_COMMAND;
  const changed = new vscode.EventEmitter<string>();
  let server: ServerState = 'starting';
  let indexing: IndexingStatusParams | undefined;
  const render = () => {
    const { text, tooltip } = statusText({ server, indexing });
    item.text = text;
    item.tooltip = tooltip;
    item.show();
    changed.fire(text);
  };
  context.subscriptions.push(
    item,
    changed,
    vscode.commands.registerCommand(SHOW_SERVER_OUTPUT_COMMAND, () => client.outputChannel.show(true)),
    client.onDidChangeState(({ newState }) => {
      server = newState === State.Running ? 'running' : newState === State.Starting ? 'starting' : 'stopped';
      if (server !== 'running') indexing = undefined; // a restarted server indexes anew
      render();
    }),
    client.onNotification(IndexingStatusNotification.method, (params: IndexingStatusParams) => {
      indexing = params;
      render();
    }),
  );
  render();
  return {
    get text() {
      return item.text;
    },
    onDidChange: changed.event,
  };
}
