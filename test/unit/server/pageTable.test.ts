// The page table of a site root (rows of page ids, a byte of facts each, lookups by binary search) and the per-folder
// sorted names of the workspace index: lookups agree with the files through adds and removes, a page with both files
// is two rows its id leads to the first of, nested roots' pages are rows but not pages, and the marks a check keeps
// per row belong to one pass.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../server/src/service/languageService';
import { listedPages } from '../../../server/src/service/config/model/listedPages';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';
import { indexWith, ROOT } from './helpers';
import { seededRandom as random } from '../../support/seededRandom';

test('a page with both files: two rows, the id leads to the .mdx, both listed with it', () => {
  const service = new LanguageService({ index: indexWith(['mint.json', 'both.mdx', 'both.md', 'only.md', 'z.mdx']) });
  const table = service.index.pageTableOf(ROOT);
  const rows = Array.from({ length: table.rows }, (_, row) => `${table.id(row)}${table.extension(row)}`);
  assert.deepEqual(rows, ['both.mdx', 'both.md', 'only.md', 'z.mdx']);
  assert.equal(table.find('both'), 0);
  assert.equal(table.mdFollows(0), true);
  assert.equal(table.mdFollows(1), false);
  assert.equal(table.pathOf('only'), `${ROOT}/only.md`);
  assert.equal(table.find('missing'), -1);
  const model = service.model(
    service.parse(
      TextDocument.create(
        `file://${ROOT}/mint.json`,
        'json',
        1,
        JSON.stringify({ name: 'M', navigation: [{ group: 'G', pages: ['both'] }] }),
      ),
      `${ROOT}/mint.json`,
    ),
  );
  const listed = listedPages(model, service.index)!;
  assert.deepEqual(
    Array.from({ length: table.rows }, (_, row) => listed.isListed(row)),
    [true, true, false, false],
  );
});

test('lookups in any order agree with the ids, whichever row the last lookup found', () => {
  const index = new WorkspaceIndex();
  const ids: string[] = [];
  for (let s = 0; s < 30; s++) for (let p = 0; p < 7; p++) ids.push(`s-${s}/p${p}`);
  index.addFiles(['/w/docs.json', ...ids.map((id) => `/w/${id}.mdx`)]);
  const table = index.pageTableOf('/w');
  const next = random(7);
  for (let i = 0; i < 2000; i++) {
    const id = next() < 0.8 ? ids[Math.floor(next() * ids.length)] : `s-${Math.floor(next() * 40)}/q${i % 9}`;
    const row = table.find(id);
    if (ids.includes(id)) assert.equal(table.id(row), id, id);
    else assert.equal(row, -1, id);
  }
  // In order, as a navigation usually lists them.
  for (const id of ids) assert.equal(table.path(table.find(id)), `/w/${id}.mdx`);
});

test('nested roots: their pages are rows of the outer table (found) but not its pages; ignored pages are no rows', () => {
  const index = new WorkspaceIndex();
  index.addFiles([
    '/w/docs.json',
    '/w/a.mdx',
    '/w/sub/docs.json',
    '/w/sub/b.mdx',
    '/w/_x.mdx',
    '/w/node_modules/c.mdx',
  ]);
  index.setIgnoreFile('/w', 'secret/\n');
  index.addFile('/w/secret/d.mdx');
  const table = index.pageTableOf('/w');
  const rows = Array.from({ length: table.rows }, (_, row) => [table.id(row), table.isPage(row)]);
  assert.deepEqual(rows, [
    ['_x', true],
    ['a', true],
    ['sub/b', false],
  ]);
  assert.equal(table.pathOf('sub/b'), '/w/sub/b.mdx');
  assert.equal(table.has('secret/d'), false);
  assert.deepEqual(
    index.pagesOf('/w').map((p) => p.page),
    ['_x', 'a'],
  );
  assert.equal(index.pageTableOf('/w/sub').isPage(0), true);
});

test('a file added or removed: a new table, with the lookups of the files as they are', () => {
  const index = indexWith(['mint.json', 'a.mdx', 'b.mdx']);
  const before = index.pageTableOf(ROOT);
  assert.equal(index.pageTableOf(ROOT), before, 'cached while nothing changes');
  index.addFile(`${ROOT}/c/d.md`);
  index.remove(`${ROOT}/a.mdx`);
  const after = index.pageTableOf(ROOT);
  assert.notEqual(after, before);
  assert.equal(after.has('a'), false);
  assert.equal(after.pathOf('c/d'), `${ROOT}/c/d.md`);
  assert.equal(before.has('a'), true, 'a table once made does not change');
  index.addFile(`${ROOT}/c/d.mdx`);
  assert.equal(index.pageTableOf(ROOT).pathOf('c/d'), `${ROOT}/c/d.mdx`, 'the .mdx beside it now leads');
});

test("one check pass's marks do not leak into the next: duplicates are found again, and only where they are", () => {
  const service = new LanguageService({ index: indexWith(['mint.json', 'a.mdx', 'b.mdx', 'c.mdx']) });
  const duplicates = (version: number, pages: string[]) =>
    service
      .diagnose(
        service.parse(
          TextDocument.create(
            `file://${ROOT}/mint.json`,
            'json',
            version,
            JSON.stringify({ name: 'M', navigation: [{ group: 'G', pages }] }),
          ),
          `${ROOT}/mint.json`,
        ),
      )
      .filter((d) => d.code === 'page-duplicate')
      .map((d) => d.range.start.line);
  const twice = ['a', 'b', 'a', 'c'];
  const first = duplicates(1, twice);
  assert.equal(first.length, 1);
  assert.deepEqual(duplicates(2, twice), first, 'the same edit again: the same finding, not two nor none');
  assert.deepEqual(duplicates(3, ['a', 'b', 'c']), [], 'no page seen in the last pass counts as seen in this one');
  assert.deepEqual(duplicates(4, ['c', 'c', 'c']).length, 2);
});

test('folder names kept sorted: random adds, removes and listings agree with a set of the paths', () => {
  for (let seed = 1; seed <= 5; seed++) {
    const next = random(seed);
    const index = new WorkspaceIndex();
    const expected = new Set<string>();
    const names = ['a.mdx', 'b.md', 'B.mdx', 'a-b.mdx', 'a.mdx.e', 'z', 'docs.json', 'ü.mdx', 'a b.mdx'];
    const folders = ['/w', '/w/x', '/w/x/y', '/w/a.mdx.d', 'c:/d'];
    const path = () => `${folders[Math.floor(next() * folders.length)]}/${names[Math.floor(next() * names.length)]}`;
    for (let step = 0; step < 400; step++) {
      const roll = next();
      if (roll < 0.4) {
        const p = path();
        index.addFile(p);
        expected.add(p);
      } else if (roll < 0.7) {
        const p = path();
        index.remove(p);
        expected.delete(p);
        // A removed folder takes its files with it.
        for (const file of [...expected]) if (file.startsWith(`${p}/`)) expected.delete(file);
      } else {
        const folder = folders[Math.floor(next() * folders.length)];
        // A folder listing: each name once.
        const listing = [...new Set(Array.from({ length: 3 }, () => names[Math.floor(next() * names.length)]))];
        index.addListing(folder, listing);
        for (const name of listing) expected.add(`${folder}/${name}`);
      }
      assert.equal(index.size, expected.size, `seed ${seed} step ${step}`);
    }
    assert.deepEqual([...index.allFiles()].sort(), [...expected].sort(), `seed ${seed}`);
    for (const folder of folders)
      for (const name of names) assert.equal(index.has(`${folder}/${name}`), expected.has(`${folder}/${name}`));
    assert.deepEqual(index.configFiles(), [...expected].filter((p) => p.endsWith('/docs.json')).sort(), `seed ${seed}`);
  }
});

test('a big folder arriving in slices and in batches of events: its names merged, each once, all found', () => {
  const index = new WorkspaceIndex();
  const names = Array.from({ length: 20_000 }, (_, i) => `p-${(i * 7919) % 20_000}.mdx`);
  for (let at = 0; at < names.length; at += 2_000) index.addListing('/w/big', names.slice(at, at + 2_000));
  index.addListing('/w/big', names.slice(100, 3_000)); // listed again: nothing new
  index.addFiles(Array.from({ length: 50 }, (_, i) => `/w/big/q-${i}.mdx`).concat(['/w/big/q-1.mdx', '/w/docs.json']));
  assert.equal(index.size, 20_051);
  const files = [...index.allFiles()].filter((p) => p.startsWith('/w/big/'));
  assert.deepEqual(files, [...files].sort(), 'kept in name order');
  assert.equal(new Set(files).size, files.length, 'each once');
  for (const name of ['p-0.mdx', 'p-19999.mdx', 'q-49.mdx']) assert.ok(index.has(`/w/big/${name}`), name);
  assert.equal(index.has('/w/big/p-20000.mdx'), false);
  assert.equal(index.pageTableOf('/w').rows, 20_050);
  assert.deepEqual(index.configRoots(), ['/w']);
});

test("a folder's first listing in any order: found, removed and added to as if sorted", () => {
  const index = new WorkspaceIndex();
  index.addListing('/w/f', ['c.mdx', 'a.mdx', 'mint.json', 'b.md']);
  assert.equal(index.size, 4);
  assert.deepEqual(index.configRoots(), ['/w/f']);
  for (const name of ['a.mdx', 'b.md', 'c.mdx', 'mint.json']) assert.ok(index.has(`/w/f/${name}`), name);
  assert.equal(index.has('/w/f/d.mdx'), false);
  index.addListing('/w/g', ['z.mdx', 'y.mdx']);
  index.remove('/w/g/z.mdx'); // removed before any lookup of its folder
  assert.deepEqual(
    [...index.allFiles()].filter((p) => p.startsWith('/w/g/')),
    ['/w/g/y.mdx'],
  );
  index.addFile('/w/g/a.mdx');
  assert.deepEqual(
    index.pagesOf('/w/f').map((p) => p.page),
    ['a', 'b', 'c'],
  );
  assert.deepEqual(
    [...index.allFiles()].filter((p) => p.startsWith('/w/g/')),
    ['/w/g/a.mdx', '/w/g/y.mdx'],
  );
  assert.equal(index.size, 6);
});
