// Registers a command whose failures become a notification (with Show Log) instead of VS Code's generic
// "command failed" message. The handler's result is returned to callers (tests, scripts) on success.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { reportError } from '../ui/errors';

export function registerCommand(
  services: Services,
  id: string,
  what: string,
  handler: (...args: unknown[]) => Promise<unknown> | unknown,
): void {
  services.context.subscriptions.push(
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await handler(...args);
      } catch (error) {
        reportError(services.log, what, error);
        return undefined;
      }
    }),
  );
}
