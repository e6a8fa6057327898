// The compact workspace index: a file is its folder's key and its name (no path kept per file), folders are
// recorded under their parents while they hold files, and file events keep that consistent.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';

test('the last file of a nested folder deleted: the folders left empty go, their siblings stay', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/w/site/a/b/c/deep.mdx', '/w/site/a/other.mdx', '/w/site/mint.json']);
  assert.ok(index.hasFolder('/w/site/a/b/c'));
  index.remove('/w/site/a/b/c/deep.mdx');
  assert.equal(index.hasFolder('/w/site/a/b/c'), false);
  assert.equal(index.hasFolder('/w/site/a/b'), false);
  assert.ok(index.hasFolder('/w/site/a'));
  assert.equal(index.size, 2);
  assert.deepEqual([...index.allFiles()].sort(), ['/w/site/a/other.mdx', '/w/site/mint.json']);
  // Created again (a file event after the delete): found, and its page listed.
  index.addFile('/w/site/a/b/c/deep.mdx');
  assert.ok(index.has('/w/site/a/b/c/deep.mdx'));
  assert.deepEqual(
    index.pagesOf('/w/site').map((p) => `${p.page} ${p.path}`),
    ['a/b/c/deep /w/site/a/b/c/deep.mdx', 'a/other /w/site/a/other.mdx'],
  );
});

test('a folder deleted as one event removes its files and its sub-folders, and a file added twice counts once', () => {
  const index = new WorkspaceIndex();
  index.addListing('/w/site', ['mint.json', 'index.mdx']);
  index.addListing('/w/site/guides', ['a.mdx', 'b.mdx']);
  index.addListing('/w/site/guides/more', ['c.mdx']);
  index.addFile('/w/site/guides/a.mdx');
  assert.equal(index.size, 5);
  const version = index.version;
  index.remove('/w/site/guides');
  assert.ok(index.version > version);
  assert.equal(index.size, 2);
  assert.equal(index.hasFolder('/w/site/guides'), false);
  assert.equal(index.hasFolder('/w/site/guides/more'), false);
  assert.deepEqual(
    index.pagesOf('/w/site').map((p) => p.page),
    ['index'],
  );
  // A file and a folder of similar names are told apart.
  index.addFiles(['/w/site/x.mdx', '/w/site/x.mdx.d/y.mdx']);
  index.remove('/w/site/x.mdx');
  assert.ok(index.has('/w/site/x.mdx.d/y.mdx'));
  assert.equal(index.has('/w/site/x.mdx'), false);
});

test('files at the root of a drive or of the file system', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/top.mdx', 'c:/docs/mint.json', 'c:/docs/intro.mdx', 'c:/root.md']);
  assert.ok(index.has('/top.mdx'));
  assert.ok(index.has('c:/root.md'));
  assert.deepEqual([...index.allFiles()].sort(), ['/top.mdx', 'c:/docs/intro.mdx', 'c:/docs/mint.json', 'c:/root.md']);
  assert.deepEqual(index.configRoots(), ['c:/docs']);
  index.remove('c:/docs');
  assert.deepEqual(index.configRoots(), []);
  assert.deepEqual([...index.allFiles()].sort(), ['/top.mdx', 'c:/root.md']);
});

test('the index keeps names, not paths: 40,000 files under long folder paths take less than the paths would', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const base = `/home/someone/projects/${'a-long-folder-name/'.repeat(6)}docs`;
  gc();
  const before = getHeapStatistics().used_heap_size;
  const index = new WorkspaceIndex();
  let pathBytes = 0;
  for (let folder = 0; folder < 400; folder++) {
    const names = Array.from({ length: 100 }, (_, i) => `page-${i}.mdx`);
    const dir = `${base}/section-${folder}`;
    index.addListing(dir, names);
    pathBytes += names.reduce((n, name) => n + dir.length + 1 + name.length + 16, 0);
  }
  gc();
  const held = getHeapStatistics().used_heap_size - before;
  assert.equal(index.size, 40_000);
  assert.ok(held < pathBytes / 2, `the index holds ${held} bytes; the paths alone would take ${pathBytes}`);
});

test('page files give their paths from the root and the id, through creates, deletes and renames', () => {
  const index = new WorkspaceIndex();
  index.addListing('/w/site', ['docs.json', 'index.mdx', 'both.md', 'both.mdx', 'notes.txt']);
  index.addListing('/w/site/guides', ['start.md']);
  const paths = () => index.pagesOf('/w/site').map((p) => `${p.page} ${p.path}`);
  assert.deepEqual(paths(), [
    'both /w/site/both.mdx',
    'both /w/site/both.md',
    'guides/start /w/site/guides/start.md',
    'index /w/site/index.mdx',
  ]);
  assert.equal(index.pageTableOf('/w/site').pathOf('both'), '/w/site/both.mdx', 'the id leads to the .mdx');
  // A rename arrives as a delete and a create.
  index.remove('/w/site/guides/start.md');
  index.addFile('/w/site/guides/begin.mdx');
  index.remove('/w/site/both.mdx');
  assert.deepEqual(paths(), [
    'both /w/site/both.md',
    'guides/begin /w/site/guides/begin.mdx',
    'index /w/site/index.mdx',
  ]);
  assert.equal(index.pageTableOf('/w/site').pathOf('guides/start'), undefined);
  assert.equal(index.pageTableOf('/w/site').pathOf('guides/begin'), '/w/site/guides/begin.mdx');
  assert.equal(index.pageTableOf('/w/site').pathOf('both'), '/w/site/both.md', 'the .md left is the page');
});

test('the page table keeps ids, not paths: 40,000 pages under a long root take less than their paths would', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const root = `/home/someone/projects/${'a-long-folder-name/'.repeat(6)}docs`;
  let pathBytes = 0;
  const indexOf = (at: string) => {
    const built = new WorkspaceIndex();
    built.addListing(at, ['docs.json']);
    pathBytes = 0;
    for (let folder = 0; folder < 400; folder++) {
      const names = Array.from({ length: 100 }, (_, i) => `page-${i}.mdx`);
      const dir = `${at}/section-${folder}`;
      built.addListing(dir, names);
      pathBytes += names.reduce((n, name) => n + dir.length + 1 + name.length + 16, 0);
    }
    return built;
  };
  // The code that builds a table is compiled on its first runs (its bytecode, feedback and optimized code are on the
  // heap too, and a small table does not reach every path of a large one's): a table of the same size is built first,
  // under another root, so the figure is the table's.
  indexOf(`${root}-warm-up`).pageTableOf(`${root}-warm-up`).path(0);
  const index = indexOf(root);
  // Two collections each time: what one leaves for later (finalizers, sweeping) the next does, so both figures count
  // what is live.
  gc();
  gc();
  const before = getHeapStatistics().used_heap_size;
  const table = index.pageTableOf(root);
  gc();
  gc();
  const held = getHeapStatistics().used_heap_size - before;
  assert.equal(table.rows, 40_000);
  assert.equal(table.path(0), `${root}/${table.id(0)}.mdx`);
  // The ids and a byte a row: less than a third of what the paths alone would take.
  assert.ok(held < pathBytes / 3, `the page table holds ${held} bytes; the paths alone would take ${pathBytes}`);
});
