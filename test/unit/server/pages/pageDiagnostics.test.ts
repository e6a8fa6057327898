import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONFIG, problems } from './support';

const base = {
  'docs.json': CONFIG,
  'index.mdx': '---\ntitle: Home\n---\n\n## Welcome\n\n## Install {#setup}\n',
  'guides/intro.mdx': '# Intro\n',
  'images/logo.png': '',
  'snippets/note.mdx': 'Note',
};

test('a link to a page that does not exist is an error on the link target; existing pages, files and anchors pass', () => {
  const page =
    '[ok](/guides/intro) [bad](/guides/missing) ![img](/images/logo.png) ![gone](/images/nope.png) [anchor](/#welcome) [id](/index#setup)';
  assert.deepEqual(problems({ ...base, 'p.mdx': page }, 'p.mdx'), [
    'page-link-broken@"/guides/missing"',
    'page-link-broken@"/images/nope.png"',
  ]);
});

test('a link with .mdx is a warning carrying the fix; a wrong anchor is a warning on the hash', () => {
  const files = { ...base, 'p.mdx': '[a](/guides/intro.mdx) [b](/#welcom) [c](#here)\n\n## Here\n' };
  assert.deepEqual(problems(files, 'p.mdx'), [
    'page-link-extension@"/guides/intro.mdx"',
    'page-anchor-missing@"#welcom"',
  ]);
});

test('JSX href/src and <a href> are checked like Markdown links', () => {
  const files = {
    ...base,
    'p.mdx':
      '<Card title="x" href="/nope">y</Card>\n\n<a href="/guides/intro#x">z</a>\n\n<img src="/images/logo.png" alt="Logo" />\n',
  };
  assert.deepEqual(problems(files, 'p.mdx'), ['page-link-broken@"/nope"', 'page-anchor-missing@"#x"']);
});

test('snippet imports must exist, with exact letter case', () => {
  const files = {
    ...base,
    'p.mdx':
      "import Note from '/snippets/note.mdx';\nimport Other from '/snippets/Note.mdx';\nimport X from 'react';\n\n<Note />\n",
  };
  assert.deepEqual(problems(files, 'p.mdx'), ['page-import-missing@"/snippets/Note.mdx"']);
});

test('a page that does not parse gets one error on its line and nothing else', () => {
  const files = { ...base, 'p.mdx': 'fine\n\n[bad](/nope) a <5 b\n' };
  const found = problems(files, 'p.mdx');
  assert.equal(found.length, 1);
  assert.match(found[0], /^page-syntax@/);
});

test('required front matter keys (the team policy)', () => {
  const files = { ...base, 'p.mdx': '---\ntitle: P\n---\n', 'q.mdx': 'no front matter' };
  assert.deepEqual(problems(files, 'p.mdx', ['description']), ['front-matter-required@"---"']);
  assert.deepEqual(problems(files, 'q.mdx', ['description']), ['front-matter-required@""']);
  assert.deepEqual(problems(files, 'p.mdx'), []);
});
