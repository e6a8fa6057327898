// Validates group edit documents while the user types: the same parse the save uses (core/groupDocument.ts), so
// what is underlined is exactly what would stop the save. The documents are a few lines long, so each change is
// validated at once and synchronously: no debounce is needed and no stale result can arrive late. Problems go
// when the document closes or its group leaves the explorer (deleted or forgotten).
import * as vscode from 'vscode';
import { parseGroupDocument } from '../core/groupDocument';
import type { Services } from '../services';
import { GROUP_SCHEME, parseGroupDocumentUri } from './groupUri';

export const DIAGNOSTIC_SOURCE = 'docsite';

function toDiagnostics(document: vscode.TextDocument): vscode.Diagnostic[] {
  const parsed = parseGroupDocument(document.getText());
  if (parsed.ok) return [];
  return parsed.problems.map((problem) => {
    const range = new vscode.Range(
      document.positionAt(problem.offset),
      document.positionAt(problem.offset + problem.length),
    );
    const diagnostic = new vscode.Diagnostic(range, problem.message, vscode.DiagnosticSeverity.Error);
    diagnostic.source = DIAGNOSTIC_SOURCE;
    diagnostic.code = problem.code;
    return diagnostic;
  });
}

export function registerGroupDiagnostics(services: Services): void {
  const collection = vscode.languages.createDiagnosticCollection('docsite-group');
  const validate = (document: vscode.TextDocument): void => {
    if (document.uri.scheme !== GROUP_SCHEME || document.isClosed) return;
    const address = parseGroupDocumentUri(document.uri);
    if (!address || !services.registry.get(address.environment, address.groupId)) {
      collection.delete(document.uri);
      return;
    }
    collection.set(document.uri, toDiagnostics(document));
  };
  const dropDeletedGroups = (): void => {
    collection.forEach((uri) => {
      const address = parseGroupDocumentUri(uri);
      if (!address || !services.registry.get(address.environment, address.groupId)) collection.delete(uri);
    });
  };
  services.context.subscriptions.push(
    collection,
    vscode.workspace.onDidOpenTextDocument(validate),
    vscode.workspace.onDidChangeTextDocument((event) => validate(event.document)),
    vscode.workspace.onDidCloseTextDocument((document) => collection.delete(document.uri)),
    services.registry.onDidChange(dropDeletedGroups),
  );
  vscode.workspace.textDocuments.forEach(validate);
}
