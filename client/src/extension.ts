// Placeholder: the extension client (issue #4) replaces this.
import type * as vscode from 'vscode';

export function activate(_context: vscode.ExtensionContext): void {}
export function deactivate(): void {}
