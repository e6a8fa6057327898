// JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure Pipelines…): one test suite per checked
// file, one test case per problem (failing for errors and warnings; passing for information, whose notes go to the
// suite's output), and one passing case for a file without problems, so that the report lists every file checked.
// The shape is the one both published JUnit schemas accept: the strict one of Ant's JUnit task (a bare
// `<testsuites>`, every suite with `package`, `id`, `timestamp` without a zone, `hostname`, `time`, and `properties`,
// `system-out`, `system-err` around its cases; a case with `classname` and `time` and nothing but a failure inside)
// and Jenkins' looser one.
import { hostname as machineName } from 'node:os';
import { messageOf, severityName, type FileDiagnostic, type OutputFormat } from '../format';

export interface JunitOptions {
  /** When the check ran (written in UTC, to the second, without a zone as the Ant schema wants). */
  timestamp?: Date;
  hostname?: string;
}

const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};

/** Text for XML content or an attribute value. Line breaks and tabs become character references so that an
 * attribute keeps them (a parser turns literal ones into spaces); characters XML 1.0 cannot hold are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[<>&"'\n\r\t]/g, (c) => ENTITIES[c]);
}

export function formatJunit(
  results: readonly FileDiagnostic[],
  checkedFiles: readonly string[],
  options: JunitOptions = {},
): string {
  const byFile = new Map<string, FileDiagnostic[]>();
  for (const file of checkedFiles) byFile.set(file, []);
  for (const result of results) byFile.set(result.file, [...(byFile.get(result.file) ?? []), result]);
  const timestamp = (options.timestamp ?? new Date()).toISOString().slice(0, 19);
  const host = xmlEscape(options.hostname ?? (machineName() || 'localhost'));
  const fails = (d: FileDiagnostic) => ['error', 'warning'].includes(severityName(d.diagnostic.severity));
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<testsuites>'];
  let id = 0;
  for (const [file, list] of byFile) {
    const suite = `name="${xmlEscape(file)}" package="docsite" id="${id++}" timestamp="${timestamp}" hostname="${host}"`;
    lines.push(
      `  <testsuite ${suite} tests="${Math.max(list.length, 1)}" failures="${list.filter(fails).length}" errors="0" skipped="0" time="0">`,
    );
    lines.push('    <properties/>');
    if (!list.length) lines.push(`    <testcase classname="docsite" name="${xmlEscape(file)}" time="0"/>`);
    const notes: string[] = [];
    for (const result of list) {
      const { diagnostic } = result;
      const where = `${file}:${diagnostic.range.start.line + 1}:${diagnostic.range.start.character + 1}`;
      const code = String(diagnostic.code ?? '');
      const severity = severityName(diagnostic.severity);
      const text = xmlEscape(`${where} ${severity} ${messageOf(diagnostic)} (${code})`);
      const testcase = `classname="docsite.${xmlEscape(code)}" name="${xmlEscape(`${where} ${code}`)}" time="0"`;
      if (fails(result)) {
        lines.push(`    <testcase ${testcase}>`);
        lines.push(`      <failure type="${severity}" message="${xmlEscape(messageOf(diagnostic))}">${text}</failure>`);
        lines.push('    </testcase>');
      } else {
        lines.push(`    <testcase ${testcase}/>`);
        notes.push(text);
      }
    }
    lines.push(notes.length ? `    <system-out>${notes.join('&#10;')}</system-out>` : '    <system-out/>');
    lines.push('    <system-err/>');
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n');
}

export const junitFormat: OutputFormat = {
  name: 'junit',
  render: (results, context) => formatJunit(results, context.checkedFiles),
};
