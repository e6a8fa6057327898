// All diagnostics of one config, from the list of config checks (checks/list.ts), in the list's order: syntax
// first; the rest only when there is a tree to check. A docs.json split by `$ref` is checked as one site, and each
// problem is reported in the file where it is.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../../shared/src/settings';
import type { ConfigCheck } from './check';
import { CONFIG_CHECKS } from './list';
import { DiagnosticSeverity, makeDiagnostic } from '../diagnostics/diagnostics';
import type { ConfigDocument } from '../json/document';
import { DiagnosticSink, type FileDiagnostics } from '../diagnostics/siteDiagnostics';
import { siteModelOf } from '../config/model/siteModel';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';

export const DEFAULT_MAX_PROBLEMS = 1000;

/** Every config check's problems in every file of the site (the main config first, then each `$ref`'d file), at
 * the checks' own severities and not yet capped (LanguageService.diagnoseSite applies the user's severities and the
 * cap). `checks` narrows the run to some of them (tests and benches of one check). */
export function configSiteDiagnostics(
  doc: ConfigDocument,
  index: WorkspaceIndex,
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
  checks: readonly ConfigCheck[] = CONFIG_CHECKS,
): FileDiagnostics[] {
  const model = siteModelOf(doc);
  const sink = new DiagnosticSink();
  const input = { model, index, settings, sink };
  for (const check of checks) {
    if (!check.check || (!doc.root && !check.runsWithoutTree)) continue;
    if (check.formats && !check.formats.includes(model.format)) continue;
    check.check(input);
  }
  return sink.all(model.files);
}

/** Document order, at most `settings.maxProblems`, and one note saying how many more there are: the one cap over
 * everything a user sees (per file). */
export function capProblems(
  document: TextDocument,
  diagnostics: Diagnostic[],
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
): Diagnostic[] {
  diagnostics.sort(
    (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
  );
  const max = settings.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  if (diagnostics.length <= max) return diagnostics;
  const kept = diagnostics.slice(0, max);
  kept.push(
    makeDiagnostic(
      document,
      { offset: 0, length: 0 },
      DiagnosticSeverity.Information,
      'too-many-problems',
      `${diagnostics.length - max} more problems are not shown (limit ${max}).`,
    ),
  );
  return kept;
}

/** A page's diagnostics under the same cap as a config's (a 4 MB page of broken links made 200,000 diagnostics,
 * one 62 MB message); the note on how many more sits at the page's start. */
export function capPageProblems(
  diagnostics: Diagnostic[],
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
): Diagnostic[] {
  return diagnostics.length <= (settings.maxProblems ?? DEFAULT_MAX_PROBLEMS)
    ? diagnostics
    : capProblems(PAGE_START, diagnostics, settings);
}
const PAGE_START = TextDocument.create('file:///', 'mdx', 0, '');
