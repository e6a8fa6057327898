// `--files` globs: matched by an automaton in time linear in the path, whatever the glob (picomatch compiled a glob to
// a regular expression that backtracked exponentially on many `*` and a long file name), with picomatch's answers on
// the globs people write.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import picomatch from 'picomatch';
import { globMatcher } from '../../../server/src/service/workspace/glob';
import { callWithDeadline } from '../support/deadline';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../support/growth';

const GLOBS = [
  'guides/**',
  '**/a.mdx',
  '*.mdx',
  'a/**/b.mdx',
  '{a,b}/*.mdx',
  'docs/{api,guides/{one,two}}/**',
  '?.mdx',
  '[ab].mdx',
  '[a-c]*.md?',
  '.x/*',
  '*',
  '**',
  'x/**/',
  './a.mdx',
  'api-reference/*/get-*.mdx',
];
const PATHS = [
  'guides',
  'guides/a.mdx',
  'guides/x/y.mdx',
  'a.mdx',
  'x/y/a.mdx',
  'x/a.mdx',
  'a/b.mdx',
  'a/x/y/b.mdx',
  'b/c.mdx',
  'docs/api/x.mdx',
  'docs/guides/two/y/z.mdx',
  'docs/guides/three/z.mdx',
  'c.mdx',
  'cab.mdx',
  'ab.mdx',
  '.x/a',
  '.hidden',
  'x/y/',
  'api-reference/users/get-user.mdx',
  'api-reference/users/nested/get-user.mdx',
];

test('globs match as picomatch does on the globs people write', () => {
  for (const glob of GLOBS) {
    const ours = globMatcher([glob]);
    const theirs = picomatch(glob, { dot: true });
    for (const path of PATHS) assert.equal(ours(path), theirs(path), `${glob} against ${path}`);
  }
  assert.equal(globMatcher(['x.mdx', 'guides/**'])('guides/a.mdx'), true, 'any of several globs');
});

test('a glob of many `*` against a long file name answers at once', () => {
  const [answer] = callWithDeadline(
    'server/src/service/workspace/glob.ts',
    'globMatcher',
    [`[['*a'.repeat(30) + '*b']]`],
    30_000,
  );
  assert.equal(answer, null, 'the module answered (a function does not serialize)');
  const growth = measureGrowth('server/src/service/workspace/glob.ts', {
    build: `'a'.repeat(n)`,
    call: `mod.globMatcher(['*a'.repeat(30) + '*b', '**/' + '*a*'.repeat(20) + 'b'])(input)`,
    n: 2000,
    runs: 3,
  });
  assert.equal(growth.result, false);
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('many `*` against a long name', growth));
  assert.equal(globMatcher(['*a'.repeat(30) + '*b'])('a'.repeat(40) + 'b'), true);
});
