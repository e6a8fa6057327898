// Checkstyle XML, the report many CI tools read (Jenkins' Warnings Next Generation, reviewdog, Bitbucket and
// SonarQube importers): `<checkstyle version>` holding one `<file name>` per file, and in it one
// `<error line column severity message source>` per problem. Checkstyle's severities are ignore, info, warning and
// error; hints are written as info. `line` and `column` are 1-based. `source` is the rule, as `docsite.<rule id>`
// (Checkstyle names a check by its dotted class name; readers show it as the rule).
// Every text of the repository (file names, messages) is written through one XML escape, in attributes only.
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { messageOf, type FileDiagnostic, type OutputFormat } from '../format';
import { xmlEscape } from './junit';

/** The Checkstyle version whose format this follows (the `version` attribute readers expect). */
export const CHECKSTYLE_FORMAT_VERSION = '4.3';

function checkstyleSeverity(severity: DiagnosticSeverity | undefined): 'error' | 'warning' | 'info' {
  if (severity === DiagnosticSeverity.Warning) return 'warning';
  if (severity === DiagnosticSeverity.Information || severity === DiagnosticSeverity.Hint) return 'info';
  return 'error';
}

/** Every problem under its file, files in the order they first appear; `checkedFiles` adds an empty `<file>` for each
 * file checked without problems, as Checkstyle itself lists every file it audited. */
export function formatCheckstyle(results: readonly FileDiagnostic[], checkedFiles: readonly string[] = []): string {
  const byFile = new Map<string, FileDiagnostic[]>();
  for (const result of results) {
    const list = byFile.get(result.file);
    if (list) list.push(result);
    else byFile.set(result.file, [result]);
  }
  for (const file of checkedFiles) if (!byFile.has(file)) byFile.set(file, []);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<checkstyle version="${CHECKSTYLE_FORMAT_VERSION}">`];
  for (const [file, list] of byFile) {
    if (!list.length) {
      lines.push(`  <file name="${xmlEscape(file)}"/>`);
      continue;
    }
    lines.push(`  <file name="${xmlEscape(file)}">`);
    for (const { diagnostic } of list) {
      const { start } = diagnostic.range;
      const attributes = [
        `line="${start.line + 1}"`,
        `column="${start.character + 1}"`,
        `severity="${checkstyleSeverity(diagnostic.severity)}"`,
        `message="${xmlEscape(messageOf(diagnostic))}"`,
        `source="${xmlEscape(`docsite.${String(diagnostic.code ?? 'problem')}`)}"`,
      ];
      lines.push(`    <error ${attributes.join(' ')}/>`);
    }
    lines.push('  </file>');
  }
  lines.push('</checkstyle>');
  return lines.join('\n');
}

export const checkstyleFormat: OutputFormat = {
  name: 'checkstyle',
  render: (results, context) => formatCheckstyle(results, context.checkedFiles),
};
