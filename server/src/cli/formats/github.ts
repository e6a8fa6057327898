// GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`
// line per diagnostic, which the runner turns into annotations on the pull request's lines. Positions are 1-based.
// Escaping follows the runner's rules: in the message `%`, CR and LF are percent-encoded; in property values also
// `:` and `,` (they separate properties).
import { messageOf, severityName, type FileDiagnostic } from '../format';

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(result: FileDiagnostic): string {
  const severity = severityName(result.diagnostic.severity);
  const kind = severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'notice';
  const { start, end } = result.diagnostic.range;
  const code = String(result.diagnostic.code ?? '');
  const properties = [
    `file=${escapeProperty(result.file.replace(/\\/g, '/'))}`,
    `line=${start.line + 1}`,
    `col=${start.character + 1}`,
    `endLine=${end.line + 1}`,
    `endColumn=${end.character + 1}`,
    `title=${escapeProperty(`docsite ${code}`.trim())}`,
  ];
  return `::${kind} ${properties.join(',')}::${escapeData(messageOf(result.diagnostic))}`;
}

export function formatGithub(results: readonly FileDiagnostic[]): string {
  return results.map(command).join('\n');
}
