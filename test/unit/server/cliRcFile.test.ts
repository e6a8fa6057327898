import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { RcFileError, findRcFile, parseRcText } from '../../../server/src/host/rcFile';

const RC = resolve('/repo/.docsiterc.json');
const parseError = (text: string) => {
  try {
    parseRcText(text, RC, '.docsiterc.json');
  } catch (error) {
    assert.ok(error instanceof RcFileError);
    return error.message;
  }
  return 'no error';
};

test('rules, maxWarnings and a baseline path relative to the file; comments allowed', () => {
  const config = parseRcText(
    '{\n  // debt we carry\n  "$schema": "x", "rules": { "orphan-page": "off", "unknown-key": "error" }, "maxWarnings": 3, "baseline": "ci/baseline.json",\n}',
    RC,
  );
  assert.deepEqual(config, {
    path: RC,
    rules: { 'orphan-page': 'off', 'unknown-key': 'error' },
    maxWarnings: 3,
    baseline: resolve('/repo/ci/baseline.json'),
  });
  assert.deepEqual(parseRcText('{}', RC), { path: RC });
});

test('every mistake is one clear message naming the file', () => {
  assert.equal(
    parseError('{"rules": {"orphan-page": "off"'),
    '.docsiterc.json: not valid JSON at line 1, column 32: CloseBraceExpected',
  );
  assert.match(parseError('[]'), /^\.docsiterc\.json: expected an object/);
  assert.match(parseError('{"rule": {}}'), /unknown key "rule"; did you mean "rules"\?/);
  assert.match(parseError('{"rules": ["orphan-page"]}'), /"rules" must be an object of rule id to severity/);
  assert.match(
    parseError('{"rules": {"orphan-pages": "off"}}'),
    /in "rules": "orphan-pages" is not a rule; did you mean "orphan-page"\?/,
  );
  assert.match(
    parseError('{"rules": {"orphan-page": "none"}}'),
    /"rules"\."orphan-page" is "none"; use one of "error", "warning", "info", "off"/,
  );
  assert.match(parseError('{"maxWarnings": 1.5}'), /"maxWarnings" must be a whole number of 0 or more, got 1\.5/);
  assert.match(parseError('{"baseline": 3}'), /"baseline" must be a file path/);
});

const scratch = mkdtempSync(join(tmpdir(), 'docsite-rc-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

test('the nearest .docsiterc.json is found upwards, not beyond the repository root', () => {
  const repo = join(scratch, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, 'docs', 'guides'), { recursive: true });
  assert.equal(findRcFile(join(repo, 'docs', 'guides')), undefined);
  writeFileSync(join(scratch, '.docsiterc.json'), '{}'); // outside the repository: not used
  assert.equal(findRcFile(join(repo, 'docs', 'guides')), undefined);
  writeFileSync(join(repo, '.docsiterc.json'), '{}');
  assert.equal(findRcFile(join(repo, 'docs', 'guides')), join(repo, '.docsiterc.json'));
  writeFileSync(join(repo, 'docs', '.docsiterc.json'), '{}');
  assert.equal(findRcFile(join(repo, 'docs', 'guides')), join(repo, 'docs', '.docsiterc.json'));
});

test('a config nested thousands of levels deep is one clear message, not a stack overflow', () => {
  const deep = `{ "rules": ${'['.repeat(5000)}${']'.repeat(5000)} }`;
  assert.match(String(parseError(deep)), /\.docsiterc\.json: nests deeper than 256 levels at line 1, column \d+/);
  assert.match(
    String(parseError('{ "baseline": "../elsewhere.json" }')),
    /"baseline" must name a file inside the folder of this file/,
  );
  assert.match(
    String(parseError('{ "baseline": "/etc/passwd" }')),
    /"baseline" must name a file inside the folder of this file/,
  );
});
