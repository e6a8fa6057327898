// The diagnostic vocabulary of the service: one constructor that takes ranges only from node offsets, and its variant
// for a range already worked out (a string's content, a file's start, a link found by an earlier read). Every
// diagnostic is built here, so each gets the same source, shortened message and tags. The codes are the rule ids of
// the checks (checks/list.ts).
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic, type Range } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { MAX_MESSAGE_LENGTH, shortenForDisplay } from './displayText';

export const DIAGNOSTIC_SOURCE = 'docsite';

/** Extra data on a diagnostic for later quick fixes: the replacement a "did you mean" message proposes. */
export interface DiagnosticData {
  suggestion?: string;
  /** For page diagnostics: the normalised page path (no leading slash, no extension). */
  page?: string;
  /** For a finding about one page file reported elsewhere (an orphan, on the config's `navigation`): that file. */
  file?: string;
}

/** The start of a file: where a finding about the whole file (not read, too large) is shown. */
export const FILE_START: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

export interface OffsetRange {
  offset: number;
  length: number;
}

export function makeDiagnostic(
  document: TextDocument,
  at: OffsetRange,
  severity: DiagnosticSeverity,
  /** A rule id of checks/list.ts (its DiagnosticCode type cannot be named here: the checks import this file). */
  code: string,
  message: string,
  data?: DiagnosticData,
): Diagnostic {
  const range = { start: document.positionAt(at.offset), end: document.positionAt(at.offset + at.length) };
  return diagnosticAt(range, severity, code, message, data);
}

/** makeDiagnostic for a range already worked out from node offsets (or the file's start). */
export function diagnosticAt(
  range: Range,
  severity: DiagnosticSeverity,
  code: string,
  message: string,
  data?: DiagnosticData,
): Diagnostic {
  const diagnostic: Diagnostic = {
    range,
    severity,
    code,
    source: DIAGNOSTIC_SOURCE,
    // Messages quote the user's values: a huge one is shortened rather than published whole.
    message: shortenForDisplay(message, MAX_MESSAGE_LENGTH),
  };
  if (data) diagnostic.data = data;
  if (code === 'deprecated') diagnostic.tags = [DiagnosticTag.Deprecated];
  return diagnostic;
}

export { DiagnosticSeverity };
