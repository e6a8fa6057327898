// The upgrade offered where a user works on mint.json: always in "Source Action…", and as a refactoring (light bulb)
// when the cursor is on a top-level key, so it does not follow the user into every line of the navigation. Both run
// the preview command; nothing is edited by the action itself.
import * as vscode from 'vscode';
import { UPGRADE_COMMAND } from './upgradePreview';

export const UPGRADE_SOURCE_KIND = vscode.CodeActionKind.Source.append('docsite').append('upgradeToDocsJson');
export const UPGRADE_REFACTOR_KIND =
  vscode.CodeActionKind.RefactorRewrite.append('docsite').append('upgradeToDocsJson');
const TITLE = 'Upgrade mint.json to docs.json (preview)…';

class UpgradeCodeActions implements vscode.CodeActionProvider {
  provideCodeActions(
    document: vscode.TextDocument,
    range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const kinds = [UPGRADE_SOURCE_KIND];
    if (onTopLevelKey(document, range.start)) kinds.push(UPGRADE_REFACTOR_KIND);
    return kinds
      .filter((kind) => !context.only || context.only.contains(kind) || kind.contains(context.only))
      .map((kind) => {
        const action = new vscode.CodeAction(TITLE, kind);
        action.command = { command: UPGRADE_COMMAND, title: TITLE, arguments: [document.uri.toString()] };
        return action;
      });
  }
}

/** A line holding a key of the root object: indented by one level (the file's own indent), then a quoted key. */
function onTopLevelKey(document: vscode.TextDocument, position: vscode.Position): boolean {
  const line = document.lineAt(position.line).text;
  const match = /^(\s*)"[^"]*"\s*:/.exec(line);
  if (!match) return false;
  return match[1] === firstKeyIndent(document);
}

/** The indentation of the first line after the opening one that starts (after white space) with a quoted key. A line
 * scan: `/\n(\s*)"/` over the whole text was retried from every newline, quadratic on a file of blank lines. */
function firstKeyIndent(document: vscode.TextDocument): string | undefined {
  for (let line = 1; line < document.lineCount; line++) {
    const text = document.lineAt(line).text;
    const indent = text.length - text.trimStart().length;
    if (text.charCodeAt(indent) === 0x22 /* " */) return text.slice(0, indent);
  }
  return undefined;
}

export function registerUpgradeCodeActions(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.languages.registerCodeActionsProvider(
      { language: 'docsite-config', pattern: '**/mint.json' },
      new UpgradeCodeActions(),
      {
        providedCodeActionKinds: [UPGRADE_SOURCE_KIND, UPGRADE_REFACTOR_KIND],
      },
    ),
  );
}
