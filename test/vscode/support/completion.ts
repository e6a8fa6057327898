// Completion through VS Code's own provider command (which asks the language client, which asks the server).
import * as vscode from 'vscode';

/** Labels of the completion items offered at `position`, as plain strings (surrounding quotes removed). */
export async function completionLabels(uri: vscode.Uri, position: vscode.Position): Promise<string[]> {
  const list = await vscode.commands.executeCommand<vscode.CompletionList>(
    'vscode.executeCompletionItemProvider',
    uri,
    position,
  );
  return list.items.map((item) => {
    const label = typeof item.label === 'string' ? item.label : item.label.label;
    return label.replace(/^"(.*)"$/, '$1');
  });
}
