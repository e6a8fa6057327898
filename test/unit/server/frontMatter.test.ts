// The front-matter title a hover shows. Page text comes from an untrusted repository: lines built to make a regex
// backtrack (a megabyte of spaces, of slashes, no closing quote) must be answered by linear scans, so these inputs
// run at full size in a child process with a deadline (a quadratic scan of 1 MB takes hours).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frontMatterTitle } from '../../../server/src/service/pages/frontMatterTitle';
import { callWithDeadline } from '../support/deadline';

test('reads the title from a leading --- block, quoted or not, with a comment removed', () => {
  assert.equal(frontMatterTitle('---\ntitle: Welcome\n---\n# Body'), 'Welcome');
  assert.equal(frontMatterTitle('\uFEFF---\r\ndescription: x\r\ntitle : "Set \\"up\\""\r\n---\r\n'), 'Set "up"');
  assert.equal(frontMatterTitle("---\ntitle: 'It''s here'\n---"), "It's here");
  assert.equal(frontMatterTitle('---\ntitle: Draft # not final\n---'), 'Draft');
  assert.equal(frontMatterTitle('---\ntitle:\tTabbed\n---'), 'Tabbed');
  assert.equal(frontMatterTitle('---\ntitle: C# basics\n---'), 'C# basics', 'a # inside a word is not a comment');
});

test('no title: no front matter, a title after the block, an empty title, a key that only starts with "title"', () => {
  assert.equal(frontMatterTitle('# Just markdown\ntitle: no'), undefined);
  assert.equal(frontMatterTitle('---\ndescription: x\n---\ntitle: Late\n'), undefined);
  assert.equal(frontMatterTitle('---\ntitle:\n---'), undefined);
  assert.equal(frontMatterTitle('---\ntitles: Many\n---'), undefined);
  assert.equal(frontMatterTitle(''), undefined);
});

test('read as the generator reads it: the whole block, a quoted title over several lines, nothing without a closing fence', () => {
  assert.equal(frontMatterTitle(`---\n${'key: v\n'.repeat(100)}title: Deep\n---\n`), 'Deep');
  assert.equal(frontMatterTitle('---\ntitle: "A long\ntitle"\n---\n'), 'A long title');
  assert.equal(frontMatterTitle('---\ntitle: 404\n---\n'), '404');
  assert.equal(frontMatterTitle('---\ntitle: Open\n'), undefined);
  assert.equal(frontMatterTitle('---\ntitle: [broken\n---\n'), undefined);
});

test('megabyte lines built to make a regex backtrack are answered by a linear scan', () => {
  // Each input is built in a child process that is killed at the deadline (a quadratic scan of 1 MB takes hours).
  const M = 1024 * 1024;
  const results = callWithDeadline('server/src/service/pages/frontMatterTitle.ts', 'frontMatterTitle', [
    '[`---\\ntitle${" ".repeat(' + M + ')}x\\n---`]',
    '[`---\\ntitle:${" ".repeat(' + M + ')}a\\u2028b\\n---`]',
    '[`---\\ntitle: a${" ".repeat(' + M + ')}b\\n---`]',
    '[`---\\ntitle: a${"\\t".repeat(' + M + ')}#`]',
    '[`---\\n${"\\n".repeat(' + M + ')}`]',
  ]);
  // The fourth has no closing fence: no front matter, as for the generator.
  assert.deepEqual(
    results.map((r) => (typeof r === 'string' ? r.length : r)),
    [null, 3, M + 2, null, null],
  );
});
