// The corpus the tests and benches read is the folder DOCSITE_CORPUS names (test/support/corpus.ts): unset means
// "skip, and say how to run it", a part of the corpus that is absent skips with its name, and a variable naming no
// folder fails instead of letting every corpus test pass by skipping.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { CORPUS_ENV, corpusPath, corpusRoot, corpusSkip, inCorpus } from '../../support/corpus';

const saved = process.env[CORPUS_ENV];
const scratch = mkdtempSync(join(tmpdir(), 'docsite-corpus-env-'));
mkdirSync(join(scratch, 'corpus', 'pages'), { recursive: true });
writeFileSync(join(scratch, 'not-a-folder'), '');
after(() => {
  if (saved === undefined) delete process.env[CORPUS_ENV];
  else process.env[CORPUS_ENV] = saved;
  rmSync(scratch, { recursive: true, force: true });
});

test('unset or empty: no corpus, and the skip reason names the variable', () => {
  for (const value of [undefined, '', '  ']) {
    if (value === undefined) delete process.env[CORPUS_ENV];
    else process.env[CORPUS_ENV] = value;
    assert.equal(corpusRoot(), undefined);
    assert.equal(corpusPath('pages'), undefined);
    assert.match(String(corpusSkip()), /DOCSITE_CORPUS/);
    assert.throws(() => inCorpus('pages'), /DOCSITE_CORPUS/);
  }
});

test('set: its parts resolve, an absent part skips with its name', () => {
  process.env[CORPUS_ENV] = join(scratch, 'corpus');
  assert.equal(corpusRoot(), join(scratch, 'corpus'));
  assert.equal(corpusSkip(), false);
  assert.equal(corpusSkip('pages'), false);
  assert.equal(corpusPath('pages'), join(scratch, 'corpus', 'pages'));
  assert.equal(inCorpus('bigsites', 'a'), join(scratch, 'corpus', 'bigsites', 'a'));
  assert.equal(corpusPath('bigsites'), undefined);
  assert.match(String(corpusSkip('bigsites')), /bigsites/);
});

test('a relative value is taken from the working folder', () => {
  process.env[CORPUS_ENV] = relative(process.cwd(), join(scratch, 'corpus'));
  assert.equal(corpusRoot(), join(scratch, 'corpus'));
});

test('a value that names no folder is an error, not a skip', () => {
  for (const path of [join(scratch, 'missing'), join(scratch, 'not-a-folder')]) {
    process.env[CORPUS_ENV] = path;
    assert.throws(() => corpusSkip(), /names no folder/);
  }
});
