import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Writable } from 'node:stream';
import { BaselineError } from '../../../server/src/cli/baseline';
import { ChangedFilesError } from '../../../server/src/cli/changedFiles';
import { CliError, displayPath, reportCliError } from '../../../server/src/cli/cliError';

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

test('every CLI error is one escaped line on stderr with its exit code, 2 unless it says otherwise', () => {
  for (const error of [
    new CliError('cannot find "x"'),
    new BaselineError('baseline b.json does not exist'),
    new ChangedFilesError('--changed-since needs git'),
  ]) {
    const err = sink();
    assert.equal(reportCliError(error, err.stream), 2);
    assert.equal(err.text(), `docsite: ${error.message}\n`);
  }
  const err = sink();
  assert.equal(reportCliError(new CliError('docs.json already exists\n\u001b[2J', 1), err.stream), 1);
  assert.equal(err.text(), 'docsite: docs.json already exists\\n\\u001b[2J\n');
});

test('any other error is a bug: rethrown, nothing written', () => {
  const err = sink();
  const bug = new TypeError('undefined is not a function');
  assert.throws(() => reportCliError(bug, err.stream), bug);
  assert.equal(err.text(), '');
});

test('paths are shown relative to the current folder when inside it, else absolute', () => {
  assert.equal(displayPath(`${process.cwd()}/docs/docs.json`), 'docs/docs.json');
  assert.equal(displayPath('/elsewhere/docs.json'), '/elsewhere/docs.json');
  assert.equal(displayPath(process.cwd()), process.cwd());
});
