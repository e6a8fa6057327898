// Find All References from a page file (.md/.mdx): the navigation entries of every mint.json that lead to it.
// Page files are not synced to the language server (its document selector is mint.json only), so this provider
// asks the server through its page-references command with the file's URI.
import * as vscode from 'vscode';
import type { Location as LspLocation } from 'vscode-languageserver-protocol';
import { PAGE_REFERENCES_COMMAND } from '../../shared/src/customMessages';

const PAGE_FILES: vscode.DocumentSelector = [
  { scheme: 'file', pattern: '**/*.md' },
  { scheme: 'file', pattern: '**/*.mdx' },
];

export function registerPageReferences(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.languages.registerReferenceProvider(PAGE_FILES, {
      async provideReferences(document) {
        let locations: LspLocation[] | null | undefined;
        try {
          locations = await vscode.commands.executeCommand<LspLocation[] | null>(
            PAGE_REFERENCES_COMMAND,
            document.uri.toString(),
          );
        } catch {
          return []; // the server is not running (yet): no navigation to search
        }
        return (locations ?? []).map(
          (l) =>
            new vscode.Location(
              vscode.Uri.parse(l.uri),
              new vscode.Range(l.range.start.line, l.range.start.character, l.range.end.line, l.range.end.character),
            ),
        );
      },
    }),
  );
}
