// JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure Pipelines…): one test suite per checked
// file, one test case per problem (failing for errors and warnings; passing, with the note as its output, for
// information), and one passing case for a file without problems, so that the report lists every file checked.
import { messageOf, severityName, type FileDiagnostic } from '../format';

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;', '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' };

/** Text for XML content or an attribute value. Line breaks and tabs become character references so that an
 * attribute keeps them (a parser turns literal ones into spaces); characters XML 1.0 cannot hold are dropped. */
function xmlEscape(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[<>&"'\n\r\t]/g, (c) => ENTITIES[c]);
}

export function formatJunit(results: readonly FileDiagnostic[], checkedFiles: readonly string[]): string {
  const byFile = new Map<string, FileDiagnostic[]>();
  for (const file of checkedFiles) byFile.set(file, []);
  for (const result of results) byFile.set(result.file, [...(byFile.get(result.file) ?? []), result]);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const fails = (d: FileDiagnostic) => ['error', 'warning'].includes(severityName(d.diagnostic.severity));
  const failures = results.filter(fails).length;
  const tests = [...byFile.values()].reduce((sum, list) => sum + Math.max(list.length, 1), 0);
  lines.push(`<testsuites name="docsite" tests="${tests}" failures="${failures}" errors="0">`);
  for (const [file, list] of byFile) {
    lines.push(`  <testsuite name="${xmlEscape(file)}" tests="${Math.max(list.length, 1)}" failures="${list.filter(fails).length}" errors="0" skipped="0">`);
    if (!list.length) lines.push(`    <testcase classname="docsite" name="${xmlEscape(file)}"/>`);
    for (const result of list) {
      const { diagnostic } = result;
      const where = `${file}:${diagnostic.range.start.line + 1}:${diagnostic.range.start.character + 1}`;
      const code = String(diagnostic.code ?? '');
      const severity = severityName(diagnostic.severity);
      const text = xmlEscape(`${where} ${severity} ${messageOf(diagnostic)} (${code})`);
      lines.push(`    <testcase classname="docsite.${xmlEscape(code)}" name="${xmlEscape(`${where} ${code}`)}">`);
      if (fails(result)) lines.push(`      <failure type="${severity}" message="${xmlEscape(messageOf(diagnostic))}">${text}</failure>`);
      else lines.push(`      <system-out>${text}</system-out>`);
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n');
}
