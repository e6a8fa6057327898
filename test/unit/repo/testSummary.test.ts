// `npm test` prints one line per stage and names the skipped tests at the end (scripts/test.mjs), read from the
// stages' output by these functions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureExcerpt, readLauncherOutput, readNodeTestOutput } from '../../../scripts/testSummary.mjs';
import { isWorkbenchNoise } from '../../vscode/support/runner/workbenchNoise.mjs';

void test("Node's TAP output gives the counts and every skipped test, with its reason, even inside a suite", () => {
  const tap = [
    'TAP version 13',
    'ok 1 - plain skip # SKIP',
    '# Subtest: suite',
    '    ok 1 - inner skip # SKIP no network',
    '    ok 2 - fine',
    'ok 2 - suite',
    'ok 3 - runtime skip # SKIP not here',
    'ok 4 - a name with - a dash',
    '# tests 5',
    '# pass 2',
    '# fail 0',
    '# skipped 3',
  ].join('\n');
  assert.deepEqual(readNodeTestOutput(tap), {
    passed: 2,
    failed: 0,
    skipped: ['plain skip', 'inner skip (no network)', 'runtime skip (not here)'],
  });
  assert.equal(readNodeTestOutput('Error: Cannot find module'), undefined, 'a stage that crashed has no counts');
});

void test("the VS Code launcher's closing line and its skipped lines", () => {
  const output =
    'noise\nskipped: explorer shows the group (screenshots)\n151 passed, 0 failed, 1 pending; secret audit passed\n';
  assert.deepEqual(readLauncherOutput(output), {
    passed: 151,
    failed: 0,
    skipped: ['explorer shows the group (screenshots)'],
  });
  assert.equal(readLauncherOutput('[launcher] Error: boom\n'), undefined);
});

void test('VS Code looking for configuration files the test workspace does not have is noise; a broken one is not', () => {
  const missing =
    "Error while resolving configuration file 'vscode-remote://127.0.0.1:40805/tmp/w/.vscode/tasks.json': Unable to read file 'vscode-remote://127.0.0.1:40805/tmp/w/.vscode/tasks.json' (Error: Unable to resolve nonexistent file 'vscode-remote://127.0.0.1:40805/tmp/w/.vscode/tasks.json')";
  assert.equal(isWorkbenchNoise(missing), true);
  assert.equal(
    isWorkbenchNoise(missing.replaceAll('/tmp/w/.vscode/', '/tmp/u/user-data/User/')),
    true,
    "the profile's own files too",
  );
  assert.equal(
    isWorkbenchNoise(
      "Error while resolving configuration file 'vscode-remote://h/w/.vscode/tasks.json': Unexpected token } in JSON",
    ),
    false,
  );
});

void test('a failed stage shows its failed tests with their details, not the end of the log', () => {
  const tap = [
    'ok 1 - fine',
    'not ok 2 - broken',
    '  ---',
    "  error: 'Expected 1 to equal 2'",
    '  ...',
    'ok 3 - also fine',
    '# pass 2',
    '# fail 1',
  ].join('\n');
  assert.equal(
    failureExcerpt(tap, 150),
    ['not ok 2 - broken', '  ---', "  error: 'Expected 1 to equal 2'", '  ...'].join('\n'),
  );
  assert.equal(
    failureExcerpt('a\nb\nc\nerror: build failed', 2),
    'c\nerror: build failed',
    'no test lines: the last lines',
  );
});
