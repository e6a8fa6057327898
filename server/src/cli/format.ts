// Output of `docsite check`: `json` (one array, 0-based positions) and `stylish` (file:line:col, 1-based).
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';

export interface FileDiagnostic {
  file: string;
  diagnostic: Diagnostic;
}

type SeverityName = 'error' | 'warning' | 'info' | 'hint';

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

export function formatJson(results: FileDiagnostic[]): string {
  return JSON.stringify(
    results.map(({ file, diagnostic }) => ({
      file,
      severity: severityName(diagnostic.severity),
      code: String(diagnostic.code ?? ''),
      message: diagnostic.message,
      range: diagnostic.range,
    })),
    null,
    2,
  );
}

const COLORS: Record<SeverityName | 'dim' | 'bold', [string, string]> = {
  error: ['\u001b[31m', '\u001b[39m'],
  warning: ['\u001b[33m', '\u001b[39m'],
  info: ['\u001b[36m', '\u001b[39m'],
  hint: ['\u001b[36m', '\u001b[39m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  bold: ['\u001b[1m', '\u001b[22m'],
};

/** `link`, when given, makes each `file:line:col` a terminal hyperlink (formats/hyperlinks.ts decides when). */
export function formatStylish(
  results: FileDiagnostic[],
  color: boolean,
  link?: (file: string, line: number, text: string) => string,
): string {
  const paint = (style: keyof typeof COLORS, text: string) =>
    color ? COLORS[style][0] + text + COLORS[style][1] : text;
  const lines: string[] = [];
  const counts: Record<SeverityName, number> = { error: 0, warning: 0, info: 0, hint: 0 };
  for (const { file, diagnostic } of results) {
    const severity = severityName(diagnostic.severity);
    counts[severity]++;
    const at = `${escapeForOutput(file)}:${diagnostic.range.start.line + 1}:${diagnostic.range.start.character + 1}`;
    const where = link ? link(file, diagnostic.range.start.line + 1, at) : at;
    lines.push(
      `${where}  ${paint(severity, severity)}  ${escapeForOutput(messageOf(diagnostic))}  ${paint('dim', escapeForOutput(String(diagnostic.code ?? '')))}`,
    );
  }
  if (results.length) {
    const summary = `${results.length} problem${results.length === 1 ? '' : 's'} (${summaryCounts(counts)})`;
    lines.push('', paint('bold', summary));
  }
  return lines.join('\n');
}

/** "2 errors, 0 warnings, 1 info": every finding listed above is counted (errors and warnings always named). */
function summaryCounts(counts: Record<SeverityName, number>): string {
  const parts = [
    `${counts.error} error${counts.error === 1 ? '' : 's'}`,
    `${counts.warning} warning${counts.warning === 1 ? '' : 's'}`,
  ];
  if (counts.info) parts.push(`${counts.info} info`);
  if (counts.hint) parts.push(`${counts.hint} hint${counts.hint === 1 ? '' : 's'}`);
  return parts.join(', ');
}
