// The client bundle's stand-in for minimatch (scripts/glob-stand-in.mjs) matches as minimatch does, with the options
// vscode-languageclient passes, for the file-operation patterns the language server registers and for LSP's glob
// syntax at large, on the paths the client library gives it (file system paths with `/`, and folders with a trailing
// slash); the module text the bundle takes is the same class.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Minimatch as RealMinimatch } from 'minimatch';
import { EDITOR_CAPABILITIES } from '../../../server/src/lsp/editorFeatures';

const SERVER_PATTERNS = (EDITOR_CAPABILITIES.workspace?.fileOperations?.willRename?.filters ?? []).map(
  (filter) => filter.pattern.glob,
);
const PATTERNS = [
  ...SERVER_PATTERNS,
  '**',
  '*',
  '*.ts',
  '**/*',
  '**/.*',
  '**/?.md',
  '**/a.md',
  '**/[a-c]*.md',
  '**/[!a-c]*.md',
  '**/docs/**',
  '**/node_modules/**',
  '**/{a,b{c,d}}/*.md',
  '{a,b}/**/*.{md,mdx}',
  'src/**/*.js',
  'a/**',
  'a/**/b',
  'a/*/b',
  '/**/x',
];
const PATHS = [
  '/home/u/docs/page.mdx',
  '/home/u/docs/page.md',
  '/home/u/docs/guide.MDX',
  '/home/u/docs/',
  '/home/u/docs',
  '/home/u/.docs/a.mdx',
  'c:/Users/u/docs/a.mdx',
  '//server/share/a.md',
  'a.ts',
  'src/x/y.js',
  'src/y.js',
  'x/src/y.js',
  'a',
  'a/',
  'a/b',
  'a/b/',
  'a/x/b',
  'a/x/y/b',
  'a//b',
  '/a/.hidden.md',
  '/a/b.md',
  '/x/ab.md',
  '/x/d.md',
  '/x/.md',
  'b/c/x.md',
  'a/bd/x.md',
  '/p/node_modules/q',
  '/a.md/',
  'a.md//',
  '',
  '/',
  '.',
  '..',
  '/a/./b.md',
];

async function standIn(): Promise<typeof import('../../../scripts/glob-stand-in.mjs')> {
  return import('../../../scripts/glob-stand-in.mjs');
}

test('the server registers file-operation patterns, and the stand-in compiles them', async () => {
  const { Minimatch } = await standIn();
  assert.ok(SERVER_PATTERNS.length > 0);
  for (const pattern of SERVER_PATTERNS) assert.ok(new Minimatch(pattern, { dot: true }).makeRe(), pattern);
});

test('the stand-in matches every path as minimatch does, with and without ignoring case', async () => {
  const { Minimatch } = await standIn();
  let matched = 0;
  for (const pattern of PATTERNS) {
    for (const nocase of [false, true]) {
      const ours = new Minimatch(pattern, { dot: true, nocase });
      const theirs = new RealMinimatch(pattern, { dot: true, nocase });
      assert.ok(ours.makeRe(), pattern);
      for (const path of [...PATHS, ...PATHS.map((p) => p.toUpperCase())]) {
        const expected = theirs.match(path);
        assert.equal(ours.match(path), expected, `${pattern} ${nocase ? '(nocase) ' : ''}${JSON.stringify(path)}`);
        if (expected) matched++;
      }
    }
  }
  assert.ok(matched > 100, `paths matched: ${matched}`);
});

test('a pattern outside the syntax gives no regular expression (the client library reports it invalid)', async () => {
  const { Minimatch } = await standIn();
  for (const pattern of ['**/+(a|b).md', '**/{1..3}.md', 'a\\*b', 'x.{md}', '[abc'])
    assert.equal(new Minimatch(pattern, { dot: true }).makeRe(), false, pattern);
});

test('the module text the bundle takes is the same matcher', async () => {
  const { MINIMATCH_STAND_IN } = await standIn();
  const module = { exports: {} as { Minimatch?: new (p: string, o: object) => { match(path: string): boolean } } };
  new Function('module', 'exports', MINIMATCH_STAND_IN)(module, module.exports);
  const Bundled = module.exports.Minimatch!;
  for (const pattern of SERVER_PATTERNS) {
    const theirs = new RealMinimatch(pattern, { dot: true });
    for (const path of PATHS) assert.equal(new Bundled(pattern, { dot: true }).match(path), theirs.match(path));
  }
});
