import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { escapeForOutput, type FileDiagnostic } from '../../../server/src/cli/format';
import { formatJson } from '../../../server/src/cli/formats/json';
import { formatStylish } from '../../../server/src/cli/formats/stylish';

const diagnostic = (severity: DiagnosticSeverity, code: string, line: number, character: number): Diagnostic => ({
  severity,
  code,
  message: `message for ${code}`,
  range: { start: { line, character }, end: { line, character: character + 3 } },
});
const results = [
  { file: 'docs/mint.json', diagnostic: diagnostic(DiagnosticSeverity.Error, 'page-missing', 4, 2) },
  { file: 'docs/mint.json', diagnostic: diagnostic(DiagnosticSeverity.Hint, 'x', 0, 0) },
  { file: 'docs/mint.json', diagnostic: diagnostic(DiagnosticSeverity.Warning, 'unknown-key', 9, 0) },
];

test('json keeps 0-based ranges and names severities', () => {
  const parsed = JSON.parse(formatJson(results));
  assert.deepEqual(parsed[0], {
    file: 'docs/mint.json',
    severity: 'error',
    code: 'page-missing',
    message: 'message for page-missing',
    range: { start: { line: 4, character: 2 }, end: { line: 4, character: 5 } },
  });
  assert.deepEqual(
    parsed.map((d: { severity: string }) => d.severity),
    ['error', 'hint', 'warning'],
  );
});

test('stylish is 1-based, two-space separated, coloured only when asked', () => {
  const plain = formatStylish(results, false).split('\n');
  assert.equal(plain[0], 'docs/mint.json:5:3  error  message for page-missing  page-missing');
  assert.equal(plain[2], 'docs/mint.json:10:1  warning  message for unknown-key  unknown-key');
  // Every finding listed is counted: the hint too.
  assert.equal(plain.at(-1), '3 problems (1 error, 1 warning, 1 hint)');
  assert.doesNotMatch(plain.join('\n'), /\u001b\[/);
  assert.match(formatStylish(results, true), /\u001b\[31merror\u001b\[39m/);
  assert.equal(formatStylish([], true), '');
});

test('the stylish summary counts info findings, so its total adds up', () => {
  const withInfo = [
    ...results,
    { file: 'docs/mint.json', diagnostic: diagnostic(DiagnosticSeverity.Information, 'orphan-page', 1, 0) },
  ];
  assert.equal(formatStylish(withInfo, false).split('\n').at(-1), '4 problems (1 error, 1 warning, 1 info, 1 hint)');
  assert.equal(formatStylish([results[0]], false).split('\n').at(-1), '1 problem (1 error, 0 warnings)');
});

test('stylish escapes what came from the repository: no raw newline, carriage return or terminal escape', () => {
  const hostile: FileDiagnostic = {
    file: 'docs/a\n::error::injected.mdx',
    diagnostic: {
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
      severity: 1,
      code: 'page-syntax',
      message: 'quoted \u001b[2J\r\n::warning::x \u2028 \u009b',
    },
  };
  const output = formatStylish([hostile], false);
  assert.equal(
    output.split('\n')[0],
    'docs/a\\n::error::injected.mdx:1:1  error  quoted \\u001b[2J\\r\\n::warning::x \\u2028 \\u009b  page-syntax',
  );
  assert.ok(!output.split('\n').some((line) => line.startsWith('::')), 'no line starts a workflow command');
  assert.doesNotMatch(output, /\u001b/);
  assert.equal(escapeForOutput('plain C:\\path "quoted"'), 'plain C:\\path "quoted"');
});
