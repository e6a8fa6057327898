// The repository speaks of itself: what its files cite must be in the repository. The real-data corpus lives outside
// it and is reached only through DOCSITE_CORPUS (only the CI entry point may know where it sits); the user-group
// service's contract is cited by the sections of docs/user-group-service.md, and every such link names a heading
// that exists.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(__dirname, '../../..');
const CONTRACT_DOC = 'docs/user-group-service.md';

function trackedTextFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(listed.status, 0, `git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((path) => /\.(ts|mts|mjs|js|json|md|txt|yml|yaml|sh)$|^\.ci\//.test(path))
    .filter((path) => !/(^|\/)(package-lock\.json|node_modules\/)/.test(path));
}

/** GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped, spaces as `-`. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const files = trackedTextFiles().map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

test('the file list is the repository', () => {
  assert.ok(files.some((f) => f.path === 'README.md') && files.length > 200, `${files.length} files`);
});

test("no file names the folder the corpus sits in, apart from the CI entry point (and this test's pattern)", () => {
  const sibling = new RegExp(['shared', 'corpus'].join(String.raw`(/|\\|['"],\s*['"])`));
  const allowed = new Set(['.ci/run', 'test/unit/repo/selfContained.test.ts']);
  const naming = files.filter((f) => !allowed.has(f.path) && sibling.test(f.text)).map((f) => f.path);
  assert.deepEqual(naming, []);
});

test('no file cites numbered sections of a specification the repository does not hold', () => {
  const citing = files.filter((f) => new RegExp(String.raw`\bSPEC (parts? )?\d`).test(f.text)).map((f) => f.path);
  assert.deepEqual(citing, []);
});

test(`every link to a section of ${CONTRACT_DOC} names one of its headings`, () => {
  const doc = files.find((f) => f.path === CONTRACT_DOC);
  assert.ok(doc, `${CONTRACT_DOC} is in the repository`);
  const anchors = new Set([...doc.text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])));
  const cited: string[] = [];
  const broken: string[] = [];
  for (const { path, text } of files) {
    const here = path === CONTRACT_DOC ? /\]\(#([\w-]+)\)/g : /user-group-service\.md#([\w-]+)/g;
    for (const [, anchor] of text.matchAll(here)) {
      cited.push(anchor);
      if (!anchors.has(anchor)) broken.push(`${path}: #${anchor}`);
    }
  }
  assert.ok(cited.length >= 15, `${cited.length} links found`);
  assert.deepEqual(broken, []);
});
