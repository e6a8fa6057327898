// How a failure reaches the user: one notification saying what failed and why, with a "Show Log" button; the same
// line (redacted) in the log. A cancelled call is logged only: the user asked for it.
import * as vscode from 'vscode';
import { UserGroupApiError } from '../api/types';
import { UserFacingError } from '../apiConnection';
import type { Log } from '../log';

export const SHOW_LOG = 'Show Log';

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
  void vscode.window.showErrorMessage(message, SHOW_LOG).then((choice) => {
    if (choice === SHOW_LOG) log.show();
  });
}

