// What every output format of `docsite check` shares: the findings by file, what a format is (`OutputFormat`: one file
// per format in formats/, listed in formats/list.ts), and the plain-text helpers (message, severity name, escaping).
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import type { SiteLanguages } from './languageTable';

export interface FileDiagnostic {
  file: string;
  diagnostic: Diagnostic;
}

/** What a format gets besides the findings. */
export interface ReportContext {
  /** Every file checked, with findings or not, as the report shows paths (JUnit lists the clean ones too). */
  checkedFiles: readonly string[];
  /** The current folder (absolute): the report's relative paths are relative to it. */
  cwd: string;
  /** Whether the report goes to a terminal that shows colours (only for formats with `colors`). */
  color: boolean;
  /** Each site's per-language parity table (sites with `navigation.languages` only). */
  languages: readonly SiteLanguages[];
  /** The tool's version, for formats that name the tool. */
  version: string;
  /** Makes a `file:line:col` a terminal hyperlink, when the terminal shows them (formats/hyperlinks.ts decides). */
  link?: (file: string, line: number, text: string) => string;
}

/** One `--format` value: its name and how it writes the report (without the final newline). */
export interface OutputFormat {
  readonly name: string;
  /** The format colours its output on a terminal (and leaves it plain in a file, a pipe or under NO_COLOR). */
  readonly colors?: boolean;
  render(results: readonly FileDiagnostic[], context: ReportContext): string;
}

export type SeverityName = 'error' | 'warning' | 'info' | 'hint';

/** The message as plain text (LSP allows markup content there; the service writes plain strings). */
export function messageOf(diagnostic: Diagnostic): string {
  return typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value;
}

export function severityName(severity: DiagnosticSeverity | undefined): SeverityName {
  switch (severity) {
    case DiagnosticSeverity.Warning:
      return 'warning';
    case DiagnosticSeverity.Information:
      return 'info';
    case DiagnosticSeverity.Hint:
      return 'hint';
    default:
      return 'error';
  }
}

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Text from the repository (file names, messages quoting a page or a config) made safe for a terminal or a workflow
 * log: every control character is written as an escape (`\n`, `\u001b`), so a name holding a newline cannot start a
 * line of its own (`::error::…` is a GitHub workflow command when it starts a line) and an escape sequence cannot
 * drive the terminal. Nothing else changes.
 */
export function escapeForOutput(text: string): string {
  return text.replace(CONTROL, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
