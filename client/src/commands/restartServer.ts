// Restart Language Server: stops the server process and starts a fresh one (it re-reads the settings and re-indexes
// the workspace), for when it seems stuck or after changing files outside VS Code.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { Log } from '../log';

export const RESTART_SERVER_COMMAND = 'docsite.restartServer';

export function registerRestartServer(context: vscode.ExtensionContext, client: LanguageClient, log: Log): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(RESTART_SERVER_COMMAND, async () => {
      log.info('Restarting the language server.');
      try {
        await client.restart();
        log.info('Language server restarted.');
        return true;
      } catch (error) {
        log.error('The language server did not restart', error);
        void vscode.window.showErrorMessage(
          `Docsite Kit: the language server did not restart: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      }
    }),
  );
}
