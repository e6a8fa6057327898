// Import Groups from a JSON file (core/importFile.ts describes the format): every entry is validated first, then
// get-or-create runs for all of them with bounded concurrency, progress and Cancel. Groups that do not exist are
// created — the point of an import — and the summary says how many were created and how many existed already.
// Scripted use: `{ environment?, file: <path or file URI>, confirmed: true }`.
import * as vscode from 'vscode';
import { UserFacingError } from '../apiConnection';
import { parseImportFile } from '../core/importFile';
import { describeImport, importGroups } from '../groupImport';
import type { Services } from '../services';
import { SHOW_LOG } from '../ui/errors';
import { withCallProgress } from '../ui/progress';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';
import { booleanField, environmentOrActive, stringField } from './targets';

const IMPORT = 'Import';

function fileFromArgs(arg: unknown): vscode.Uri | undefined {
  const file = stringField(arg, 'file');
  if (file === undefined) return undefined;
  return /^[a-z][a-z0-9+.-]*:/i.test(file) && !/^[a-z]:[\\/]/i.test(file)
    ? vscode.Uri.parse(file)
    : vscode.Uri.file(file);
}

export function registerImportGroups(services: Services): void {
  registerCommand(services, CommandId.importGroups, 'Could not import groups', async (arg?: unknown) => {
    const environment = environmentOrActive(services, arg);
    let file = fileFromArgs(arg);
    if (!file) {
      const picked = await vscode.window.showOpenDialog({
        title: `Import groups into ${environment.name}`,
        openLabel: 'Import',
        canSelectMany: false,
        filters: { JSON: ['json'] },
      });
      file = picked?.[0];
    }
    if (!file) return undefined;

    const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
    const parsed = parseImportFile(text);
    if (!parsed.ok) {
      services.log.error(`Import from ${file.fsPath}: nothing was sent.\n${parsed.problems.join('\n')}`);
      const more =
        parsed.problems.length > 1 ? ` (and ${parsed.problems.length - 1} more problem(s), see the log)` : '';
      throw new UserFacingError(`${parsed.problems[0]}${more} Nothing was sent.`);
    }
    const groups = parsed.groups;
    if (!booleanField(arg, 'confirmed')) {
      const answer = await vscode.window.showWarningMessage(
        `Import ${groups.length} group(s) into the environment "${environment.name}"?`,
        {
          modal: true,
          detail:
            'Groups that do not exist in the service are created; existing groups are only added to the explorer.',
        },
        IMPORT,
      );
      if (answer !== IMPORT) return undefined;
    }

    const summary = await withCallProgress(
      `Importing ${groups.length} group(s) into ${environment.name}`,
      (signal, progress) =>
        importGroups(services, environment, groups, {
          signal,
          onProgress: (settled, total) =>
            progress.report({ message: `${settled} of ${total}`, increment: 100 / total }),
        }),
    );
    const summaryText = describeImport(environment.name, summary);
    services.log.info(summaryText);
    if (summary.failed > 0) {
      void vscode.window.showWarningMessage(summaryText, SHOW_LOG).then((choice) => {
        if (choice === SHOW_LOG) services.log.show();
      });
    } else {
      void vscode.window.showInformationMessage(summaryText);
    }
    return summary;
  });
}
