// How a failure reaches the user: one notification saying what failed and why, with a "Show Log" button (and "Set
// API Token" when the token was the problem); the same line (redacted) in the log. A cancelled call is logged only: the user asked for it.
import * as vscode from 'vscode';
import { UserGroupApiError } from '../api/types';
import { UserFacingError } from '../apiConnection';
import type { Log } from '../log';

export const SHOW_LOG = 'Show Log';
export const SET_API_TOKEN = 'Set API Token';

/** The service did not accept the API token (401) or does not allow it this call (403): a new token is the fix. */
export function isTokenProblem(error: unknown): boolean {
  return error instanceof UserGroupApiError && error.kind === 'auth';
}

export function isCancellation(error: unknown): boolean {
  return error instanceof UserGroupApiError && error.kind === 'cancelled';
}

/** The sentence for the notification: API errors and user-facing errors carry plain English already. */
export function userMessage(error: unknown): string {
  if (error instanceof UserGroupApiError || error instanceof UserFacingError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function reportError(log: Log, what: string, error: unknown): void {
  if (isCancellation(error)) {
    log.info(`${what}: cancelled.`);
    return;
  }
  log.error(what, error);
  const message = log.redact(`${what}: ${userMessage(error)}`);
  const actions = isTokenProblem(error) ? [SET_API_TOKEN, SHOW_LOG] : [SHOW_LOG];
  void vscode.window.showErrorMessage(message, ...actions).then((choice) => {
    if (choice === SHOW_LOG) log.show();
    // Set API Token asks which environment when there are several.
    if (choice === SET_API_TOKEN) void vscode.commands.executeCommand('docsite.userGroups.setApiToken');
  });
}
