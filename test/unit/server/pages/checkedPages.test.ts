// Which files of a site the page checks read: the page pass asks with the page id and the extension (no relative
// path cut per page), other callers with the relative file; both forms answer alike.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCheckedPage, SitePages } from '../../../../server/src/service/pages/sitePages';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';

const CASES: [string, boolean][] = [
  ['index.mdx', true],
  ['guides/intro.md', true],
  ['README.md', false],
  ['docs/CHANGELOG.md', false],
  ['README.mdx', true],
  ['Readme.md', true],
  ['.github/notes.mdx', false],
  ['a/.hidden/x.md', false],
  ['node_modules/pkg/doc.mdx', false],
  ['a/node_modules_x/doc.mdx', true],
  ['a/.mdx', false],
  ['v1.2/page.mdx', true],
  ['notes.txt', false],
];

test('a relative file and its page id with the extension get the same answer', () => {
  for (const [file, expected] of CASES) {
    assert.equal(isCheckedPage(file), expected, file);
    const found = /\.mdx?$/.exec(file);
    if (found) assert.equal(isCheckedPage(file.slice(0, found.index), found[0] as '.mdx' | '.md'), expected, file);
  }
});

test('the page paths of a site: the index pages that are checked, in id order, made from the index records', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/w/docs.json', '/w/b.mdx', '/w/a/README.md', '/w/a/c.md', '/w/.drafts/d.mdx', '/w/CONTRIBUTING.md']);
  const pages = new SitePages({ rootDir: '/w', index, readFile: () => '' });
  assert.deepEqual(pages.pagePaths(), ['/w/a/c.md', '/w/b.mdx']);
  index.addFile('/w/a/new.mdx');
  index.remove('/w/b.mdx');
  assert.deepEqual(pages.pagePaths(), ['/w/a/c.md', '/w/a/new.mdx']);
});

test('the checked pages are rows of the index page table (a path is made only when asked for)', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/w/docs.json', '/w/x.mdx', '/w/x.md', '/w/README.md']);
  const pages = new SitePages({ rootDir: '/w', index, readFile: () => '' });
  const checked = pages.checkedPages();
  assert.deepEqual(
    Array.from({ length: checked.length }, (_, i) => [checked.page(i), checked.file(i).extension, checked.path(i)]),
    [
      ['x', '.mdx', '/w/x.mdx'],
      ['x', '.md', '/w/x.md'],
    ],
  );
  assert.equal(checked.table, index.pageTableOf('/w'), 'rows of the table the index holds, not a copy');
});
