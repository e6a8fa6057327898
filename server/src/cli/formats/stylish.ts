// `--format stylish` (the default): one line per finding, `file:line:col  severity  message  code` with 1-based
// positions, a summary line, and the per-language parity table of each site with languages under them. Coloured on a
// terminal only.
import {
  escapeForOutput,
  messageOf,
  severityName,
  type FileDiagnostic,
  type OutputFormat,
  type SeverityName,
} from '../format';
import { formatLanguageTable } from '../languageTable';

const COLORS: Record<SeverityName | 'dim' | 'bold', [string, string]> = {
  error: ['\u001b[31m', '\u001b[39m'],
  warning: ['\u001b[33m', '\u001b[39m'],
  info: ['\u001b[36m', '\u001b[39m'],
  hint: ['\u001b[36m', '\u001b[39m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  bold: ['\u001b[1m', '\u001b[22m'],
};

/** `link`, when given, makes each `file:line:col` a terminal hyperlink. */
export function formatStylish(
  results: readonly FileDiagnostic[],
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

export const stylishFormat: OutputFormat = {
  name: 'stylish',
  colors: true,
  // The parity table of each site with languages, under the problems (also when there are none).
  render: (results, context) =>
    [formatStylish(results, context.color, context.link), formatLanguageTable(context.languages)]
      .filter(Boolean)
      .join('\n\n'),
};
