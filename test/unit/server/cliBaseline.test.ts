import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { compareWithBaseline, createBaseline, fingerprintHash } from '../../../server/src/cli/baseline';
import type { FileDiagnostic } from '../../../server/src/cli/format';

const CWD = resolve('/repo');
const BASELINE = resolve('/repo/.docsite-baseline.json');
const problem = (file: string, code: string, message: string, line = 0): FileDiagnostic => ({
  file,
  diagnostic: {
    code,
    message,
    severity: DiagnosticSeverity.Error,
    range: { start: { line, character: 2 }, end: { line, character: 5 } },
  },
});

test('the baseline counts identical problems, sorted, with files relative to its folder', () => {
  const baseline = createBaseline(
    [
      problem('docs/mint.json', 'page-missing', 'Page "b" not found'),
      problem('docs/mint.json', 'page-missing', 'Page "b" not found', 7),
      problem('a/mint.json', 'unknown-key', 'Unknown key "x"'),
    ],
    resolve('/repo/ci/baseline.json'),
    CWD,
  );
  assert.deepEqual(baseline, {
    version: 1,
    problems: [
      { file: '../a/mint.json', code: 'unknown-key', message: 'Unknown key "x"', count: 1 },
      { file: '../docs/mint.json', code: 'page-missing', message: 'Page "b" not found', count: 2 },
    ],
  });
});

test('known problems are matched whatever their line; new ones and extra copies are fresh', () => {
  const before = [
    problem('docs/mint.json', 'page-missing', 'Page "b" not found', 3),
    problem('docs/mint.json', 'page-duplicate', 'Page "a" is already listed in the navigation (line 4).', 9),
  ];
  const baseline = createBaseline(before, BASELINE, CWD);
  const after = [
    problem('docs/mint.json', 'page-missing', 'Page "b" not found', 30), // moved down: still known
    problem('docs/mint.json', 'page-duplicate', 'Page "a" is already listed in the navigation (line 40).', 90), // its first listing moved too
    problem('docs/mint.json', 'page-missing', 'Page "b" not found', 31), // a second copy: new
    problem('docs/mint.json', 'page-missing', 'Page "c" not found', 32), // another message: new
    problem('other/mint.json', 'page-missing', 'Page "b" not found', 3), // another file: new
  ];
  const { fresh, known, fixed } = compareWithBaseline(after, baseline, BASELINE, CWD);
  assert.equal(known, 2);
  assert.equal(fixed, 0);
  assert.deepEqual(
    fresh.map((r) => `${r.file}:${r.diagnostic.range.start.line}`),
    ['docs/mint.json:31', 'docs/mint.json:32', 'other/mint.json:3'],
  );
});

test('fixed problems are counted so the baseline can shrink', () => {
  const baseline = createBaseline(
    [problem('m.json', 'a', 'x'), problem('m.json', 'a', 'x'), problem('m.json', 'b', 'y')],
    BASELINE,
    CWD,
  );
  assert.deepEqual(compareWithBaseline([problem('m.json', 'a', 'x')], baseline, BASELINE, CWD), {
    fresh: [],
    known: 1,
    fixed: 2,
  });
});

test('the fingerprint hash ignores line numbers but not files, codes or messages', () => {
  const hash = fingerprintHash('docs/mint.json', 'page-duplicate', 'listed (line 4).');
  assert.match(hash, /^[0-9a-f]{32}$/);
  assert.equal(fingerprintHash('docs/mint.json', 'page-duplicate', 'listed (line 12).'), hash);
  assert.notEqual(fingerprintHash('docs/other.json', 'page-duplicate', 'listed (line 4).'), hash);
  assert.notEqual(fingerprintHash('docs/mint.json', 'page-missing', 'listed (line 4).'), hash);
  assert.notEqual(fingerprintHash('docs/mint.json', 'page-duplicate', 'listed (row 4).'), hash);
});
