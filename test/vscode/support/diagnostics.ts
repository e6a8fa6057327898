// Waiting for the language server's diagnostics on a document through `languages.onDidChangeDiagnostics`.
import * as vscode from 'vscode';
import { waitForEvent } from './wait';

/**
 * Resolves with the diagnostics of `uri` as soon as `accept` holds for them: at once if it already does, otherwise on
 * the next matching `onDidChangeDiagnostics`. Rejects after `timeoutMs` (the first diagnostics wait for the
 * language server to start, so allow several seconds).
 */
export async function waitForDiagnostics(
  uri: vscode.Uri,
  accept: (diagnostics: readonly vscode.Diagnostic[]) => boolean,
  { timeoutMs = 20_000, what = `diagnostics on ${uri.path}` }: { timeoutMs?: number; what?: string } = {},
): Promise<vscode.Diagnostic[]> {
  // Checking first and subscribing next in the same tick cannot miss a change: events arrive on later ticks.
  const current = vscode.languages.getDiagnostics(uri);
  if (accept(current)) return current;
  return waitForEvent(
    vscode.languages.onDidChangeDiagnostics,
    (event) => {
      if (!event.uris.some((changedUri) => changedUri.toString() === uri.toString())) return undefined;
      const diagnostics = vscode.languages.getDiagnostics(uri);
      return accept(diagnostics) ? diagnostics : undefined;
    },
    { timeoutMs, what },
  );
}

/** Only the diagnostics our language server published (source `docsite`). */
export function ourDiagnostics(diagnostics: readonly vscode.Diagnostic[]): vscode.Diagnostic[] {
  return diagnostics.filter((diagnostic) => diagnostic.source === 'docsite');
}

/** The diagnostic's `code` as a string, whether VS Code holds it plain or as `{ value, target }`. */
export function diagnosticCode(diagnostic: vscode.Diagnostic): string | undefined {
  const code = diagnostic.code;
  if (code === undefined) return undefined;
  return typeof code === 'object' ? String(code.value) : String(code);
}
