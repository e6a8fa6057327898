// List Missing Translations: asks the language server which pages of the default language have no counterpart file
// in a language (every site of the workspace) and offers them in a quick pick; picking one opens the original's
// navigation entry, where the translation-missing quick fix creates the counterpart.
import * as vscode from 'vscode';
import { MISSING_TRANSLATIONS_COMMAND, type MissingTranslationsResult } from '../../../shared/src/customMessages';
import type { Services } from '../services';
import { registerCommand } from './registerCommand';

export const LIST_MISSING_TRANSLATIONS_COMMAND = 'docsite.listMissingTranslations';

interface MissingItem extends vscode.QuickPickItem {
  location: MissingTranslationsResult['roots'][number]['missing'][number]['location'];
}

export function registerListMissingTranslations(services: Services): void {
  registerCommand(services, LIST_MISSING_TRANSLATIONS_COMMAND, 'Could not list the missing translations', async () => {
    // The language client turns the server's command into a VS Code command; it is missing until the server runs.
    const commands = await vscode.commands.getCommands(true);
    if (!commands.includes(MISSING_TRANSLATIONS_COMMAND))
      throw new Error(
        'The Docsite language server is not running yet (it starts when a mint.json is open or in the workspace).',
      );
    const result = await vscode.commands.executeCommand<MissingTranslationsResult>(MISSING_TRANSLATIONS_COMMAND);
    const items: MissingItem[] = result.roots.flatMap((root) =>
      root.missing.map((m) => ({
        label: `${m.language}: ${m.page}`,
        description: `translation of ${m.original} (${vscode.workspace.asRelativePath(vscode.Uri.parse(root.configUri))})`,
        location: m.location,
      })),
    );
    if (items.length === 0) {
      void vscode.window.showInformationMessage('No missing translations: every page has its counterparts.');
      return result;
    }
    const picked = await vscode.window.showQuickPick(items, {
      title: `${items.length} missing translation${items.length === 1 ? '' : 's'}`,
      placeHolder: "Pick one to open the original's navigation entry",
      matchOnDescription: true,
    });
    if (picked) {
      const { start, end } = picked.location.range;
      await vscode.window.showTextDocument(vscode.Uri.parse(picked.location.uri), {
        selection: new vscode.Range(start.line, start.character, end.line, end.character),
      });
    }
    return result;
  });
}
