import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';
import type { PageTable } from '../../../server/src/service/workspace/pageTable';

/** Every page id of a table, each once (rows of both files of an id share it). */
const tableIds = (table: PageTable) => [...new Set(Array.from({ length: table.rows }, (_, row) => table.id(row)))];

test('adding and removing files (and whole folders) updates lookups and the version', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/w/a/intro.mdx', '/w/a/guides/x.md', '/w/a/guides/y.mdx']);
  const version = index.version;
  assert.ok(index.has('/w/a/intro.mdx'));
  index.remove('/w/a/guides');
  assert.equal(index.has('/w/a/guides/x.md'), false);
  assert.equal(index.has('/w/a/intro.mdx'), true);
  assert.ok(index.version > version);
});

test('each mint.json makes a site root; pages of a root exclude nested roots', () => {
  const index = new WorkspaceIndex();
  index.addFiles([
    '/w/mint.json',
    '/w/intro.mdx',
    '/w/image.png',
    '/w/sub/mint.json',
    '/w/sub/inner.mdx',
    '/w/other/page.md',
  ]);
  assert.deepEqual(index.configRoots(), ['/w', '/w/sub']);
  assert.deepEqual(
    index.pagesOf('/w').map((p) => p.page),
    ['intro', 'other/page'],
  );
  assert.deepEqual(
    index.pagesOf('/w/sub').map((p) => p.page),
    ['inner'],
  );
  index.remove('/w/sub/mint.json');
  assert.deepEqual(
    index.pagesOf('/w').map((p) => p.page),
    ['intro', 'other/page', 'sub/inner'],
  );
});

test('case-insensitive lookup and scanned-folder coverage', () => {
  const index = new WorkspaceIndex();
  index.addFile('C:\\Docs\\Intro.mdx');
  assert.equal(index.findIgnoringCase('c:/docs/intro.mdx'), 'C:/Docs/Intro.mdx');
  assert.equal(index.coversFolder('C:/Docs'), false);
  index.markScanned('C:/Docs');
  assert.equal(index.coversFolder('C:/Docs/sub'), true);
});

test('removing a folder removes exactly the files below it, at any depth, and the index stays consistent', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/w/a/b/one.mdx', '/w/a/b/c/two.mdx', '/w/a/bc/three.mdx', '/w/a/four.mdx', '/w/z.mdx']);
  index.remove('/w/a/b');
  assert.deepEqual([...index.allFiles()].sort(), ['/w/a/bc/three.mdx', '/w/a/four.mdx', '/w/z.mdx']);
  index.remove('/w/a/b'); // again: nothing left there
  index.addFile('/w/a/b/c/again.mdx');
  index.remove('/w/a');
  assert.deepEqual([...index.allFiles()], ['/w/z.mdx']);
  index.remove('/');
  assert.equal(index.size, 0);
});

test('a delete event for a path the index does not hold does not look at the indexed files', () => {
  const index = new WorkspaceIndex();
  index.addFiles(Array.from({ length: 2000 }, (_, i) => `/w/site/p${i}.mdx`));
  // Count every pass over the site folder's files (a private field: the step this test exists to keep out).
  const files = (index as unknown as { folders: Map<string, { files: Set<string> }> }).folders.get('/w/site')!.files;
  let passes = 0;
  const values = files.values.bind(files);
  Object.defineProperty(files, Symbol.iterator, { value: () => (passes++, values()) });
  const version = index.version;
  for (let i = 0; i < 500; i++) index.remove(`/w/site/.cache/entry-${i}`);
  index.remove('/elsewhere/file.mdx');
  assert.equal(passes, 0);
  assert.equal(index.version, version, 'nothing changed, so caches stay valid');
  assert.equal(index.size, 2000);
});

test('a folder listing from the walk indexes exactly as the same paths added one by one', () => {
  const files = [
    '/w/mint.json',
    '/w/intro.mdx',
    '/w/guides/a.mdx',
    '/w/guides/b.md',
    '/w/nested/docs.json',
    '/w/nested/x.mdx',
    '/w/nested/deep/y.mdx',
  ];
  const oneByOne = new WorkspaceIndex();
  oneByOne.addFiles(files);
  const listed = new WorkspaceIndex();
  const byFolder = new Map<string, string[]>();
  for (const path of files) {
    const slash = path.lastIndexOf('/');
    byFolder.set(path.slice(0, slash), [...(byFolder.get(path.slice(0, slash)) ?? []), path.slice(slash + 1)]);
  }
  for (const [folder, names] of byFolder) listed.addListing(folder, names);
  listed.addListing('/w/guides', ['a.mdx']); // listed again: nothing new
  for (const index of [oneByOne, listed]) index.markScanned('/w');
  assert.deepEqual(listed.configFiles(), oneByOne.configFiles());
  assert.deepEqual(listed.configRoots(), oneByOne.configRoots());
  for (const root of ['/w', '/w/nested']) {
    assert.deepEqual(listed.pagesOf(root), oneByOne.pagesOf(root));
    assert.deepEqual(tableIds(listed.pageTableOf(root)), tableIds(oneByOne.pageTableOf(root)));
  }
  assert.equal(listed.size, files.length);
  listed.remove('/w/nested');
  assert.deepEqual(listed.configFiles(), ['/w/mint.json']);
  assert.equal(listed.has('/w/nested/deep/y.mdx'), false);
});
