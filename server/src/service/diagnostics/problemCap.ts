// The one cap over what a user sees of one file, config or page: at most `settings.maxProblems` problems, and one note
// (`too-many-problems`, at the file's start) saying how many more there are. A config with tens of thousands of
// unknown icons, or a 4 MB page of broken links (200,000 diagnostics, one 62 MB message), stays something an editor
// and a CI log can show.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../../shared/src/settings';
import { DiagnosticSeverity, diagnosticAt, FILE_START } from './diagnostics';

export const DEFAULT_MAX_PROBLEMS = 1000;

/** A config file's problems: in document order (checks file them check by check), capped. */
export function capProblems(
  diagnostics: Diagnostic[],
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
): Diagnostic[] {
  diagnostics.sort(
    (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
  );
  return capped(diagnostics, settings);
}

/** A page's problems, capped (in the order the page checks give them). */
export function capPageProblems(
  diagnostics: Diagnostic[],
  settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
): Diagnostic[] {
  return capped(diagnostics, settings);
}

function capped(diagnostics: Diagnostic[], settings: ServerSettings): Diagnostic[] {
  const max = settings.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  if (diagnostics.length <= max) return diagnostics;
  const kept = diagnostics.slice(0, max);
  kept.push(
    diagnosticAt(
      FILE_START,
      DiagnosticSeverity.Information,
      'too-many-problems',
      `${diagnostics.length - max} more problems are not shown (limit ${max}).`,
    ),
  );
  return kept;
}
