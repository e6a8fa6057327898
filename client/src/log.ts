// The extension's one log channel ("Docsite Kit"), behind a wrapper that redacts every token before a line is
// written. Tokens are registered with it at runtime (secrets.ts registers each one it reads or stores), and the
// pattern fallback in core/redaction.ts catches headers and token-looking strings that were never registered.
import * as vscode from 'vscode';
import { UserGroupApiError } from './api/types';
import { Redactor } from './core/redaction';

export const LOG_CHANNEL_NAME = 'Docsite Kit';

export class Log implements vscode.Disposable {
  readonly redactor = new Redactor();
  private readonly channel: vscode.LogOutputChannel;

  constructor() {
    this.channel = vscode.window.createOutputChannel(LOG_CHANNEL_NAME, { log: true });
  }

  /** Registers a secret so that it is replaced in every later line. */
  addSecret(secret: string | undefined): void {
    this.redactor.add(secret);
  }

  redact(text: string): string {
    return this.redactor.redact(text);
  }

  info(message: string): void {
    this.channel.info(this.redact(message));
  }

  warn(message: string): void {
    this.channel.warn(this.redact(message));
  }

  debug(message: string): void {
    this.channel.debug(this.redact(message));
  }

  /** Logs a failure with what the user can act on (kind, status, operation) and never the request itself. */
  error(message: string, error?: unknown): void {
    this.channel.error(this.redact(error === undefined ? message : `${message}: ${describeError(error)}`));
  }

  show(): void {
    this.channel.show(true);
  }

  dispose(): void {
    this.channel.dispose();
  }
}

/** One line about an error, for logs and notifications. */
export function describeError(error: unknown): string {
  if (error instanceof UserGroupApiError) {
    const details = [
      error.operation,
      error.kind,
      error.status !== undefined ? `HTTP ${error.status}` : undefined,
      error.groupId ? `group ${error.groupId}` : undefined,
    ]
      .filter(Boolean)
      .join(', ');
    return `${error.message} (${details})`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
