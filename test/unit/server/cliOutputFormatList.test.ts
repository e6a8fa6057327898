import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { OUTPUT_FORMATS, parseArgs } from '../../../server/src/cli/args';
import type { FileDiagnostic, ReportContext } from '../../../server/src/cli/format';
import { OUTPUT_FORMAT_LIST, outputFormat } from '../../../server/src/cli/formats/list';

const finding: FileDiagnostic = {
  file: 'docs/intro.mdx',
  diagnostic: {
    range: { start: { line: 2, character: 4 }, end: { line: 2, character: 9 } },
    severity: DiagnosticSeverity.Error,
    code: 'broken-link',
    source: 'docsite',
    message: 'No page "/nowhere"',
  },
};
const context: ReportContext = {
  checkedFiles: ['docs/intro.mdx'],
  cwd: '/repo',
  color: false,
  languages: [],
  version: '9.9.9',
};

test('--format accepts exactly the listed formats, by their names, the first as the default', () => {
  assert.deepEqual(
    OUTPUT_FORMATS,
    OUTPUT_FORMAT_LIST.map((f) => f.name),
  );
  assert.equal(new Set(OUTPUT_FORMATS).size, OUTPUT_FORMATS.length);
  for (const name of OUTPUT_FORMATS) {
    assert.equal((parseArgs(['check', '--format', name]) as { format: string }).format, name);
    assert.equal(outputFormat(name).name, name);
  }
  assert.equal((parseArgs(['check']) as { format: string }).format, OUTPUT_FORMAT_LIST[0].name);
  assert.equal(parseArgs(['check', '--format', 'nope']).kind, 'usage-error');
});

test('every listed format reports the finding (its file and its message)', () => {
  for (const format of OUTPUT_FORMAT_LIST) {
    // Markdown backslash-escapes punctuation; read it as rendered.
    const output = format.render([finding], context).replace(/\\([!-/:-@[-`{-~])/g, '$1');
    assert.match(output, /intro\.mdx/, format.name);
    assert.match(output, /No page/, format.name);
  }
});

test('only a format that colours gets colour on a terminal', () => {
  const coloured = OUTPUT_FORMAT_LIST.filter((f) => f.colors);
  assert.deepEqual(
    coloured.map((f) => f.name),
    ['stylish'],
  );
  assert.match(coloured[0].render([finding], { ...context, color: true }), /\u001b\[31merror/);
  assert.doesNotMatch(coloured[0].render([finding], context), /\u001b/);
});
