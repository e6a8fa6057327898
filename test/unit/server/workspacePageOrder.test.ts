// The page lists of a site root are built folder by folder (each folder's stems and sub-folders sorted together):
// they must come out exactly as sorting every page id would give them, whatever the names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';
import type { PageTable } from '../../../server/src/service/workspace/pageTable';

/** Every page id of a table, each once (rows of both files of an id share it). */
const tableIds = (table: PageTable) => [...new Set(Array.from({ length: table.rows }, (_, row) => table.id(row)))];

/** A tiny deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

// Characters on both sides of `/` (0x2f) and `.` (0x2e) in code-unit order, upper and lower case, and one beyond the
// basic plane's ASCII, where a folder-by-folder order and a whole-id order could part.
const ALPHABET = ['a', 'b', 'a-', 'a.', 'a0', 'A', 'Z', '_', 'é', '-', '0', 'ab'];

function randomName(next: () => number): string {
  let name = '';
  const parts = 1 + Math.floor(next() * 3);
  for (let i = 0; i < parts; i++) name += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return name;
}

test('pagesOf is in page id order and the page table holds every page, on random trees of tricky names', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const next = random(seed);
    const files = new Set<string>(['/w/docs.json']);
    for (let i = 0; i < 60; i++) {
      const depth = Math.floor(next() * 4);
      const folders: string[] = [];
      for (let d = 0; d < depth; d++) folders.push(randomName(next));
      const stem = randomName(next);
      const extension = ['.mdx', '.md', '.mdx', '.png'][Math.floor(next() * 4)];
      const folder = ['/w', ...folders].join('/');
      files.add(`${folder}/${stem}${extension}`);
      // Now and then the same page as both `.md` and `.mdx`.
      if (next() < 0.15) files.add(`${folder}/${stem}${extension === '.md' ? '.mdx' : '.md'}`);
    }
    const index = new WorkspaceIndex();
    index.addFiles(files);

    const byId = new Map<string, Set<string>>();
    for (const file of files) {
      const match = /^\/w\/(.*)\.(mdx|md)$/.exec(file);
      if (!match) continue;
      const extensions = byId.get(match[1]) ?? new Set<string>();
      extensions.add(`.${match[2]}`);
      byId.set(match[1], extensions);
    }
    const expected: string[] = [];
    for (const id of [...byId.keys()].sort()) {
      const extensions = byId.get(id)!;
      expected.push(`${id}${extensions.has('.mdx') ? '.mdx' : '.md'}`);
      if (extensions.size === 2) expected.push(`${id}.md`);
    }
    const pages = index.pagesOf('/w');
    assert.deepEqual(
      pages.map((p) => `${p.page}${p.extension}`),
      expected,
      `seed ${seed}`,
    );
    for (const page of pages) assert.equal(page.path, `/w/${page.page}${page.extension}`, `seed ${seed}`);
    const table = index.pageTableOf('/w');
    assert.deepEqual(tableIds(table).sort(), [...byId.keys()].sort(), `seed ${seed}`);
    for (const id of byId.keys())
      assert.equal(table.pathOf(id), `/w/${id}${byId.get(id)!.has('.mdx') ? '.mdx' : '.md'}`, `seed ${seed}`);
  }
});

test('pages of a nested root are in the page table but not in pagesOf; ignored pages and a root skill.md in neither', () => {
  const index = new WorkspaceIndex();
  index.addFiles([
    '/w/docs.json',
    '/w/skill.md',
    '/w/a.mdx',
    '/w/a-b.mdx',
    '/w/a/x.mdx',
    '/w/a/mint.json',
    '/w/a/y/z.md',
    '/w/ab.md',
    '/w/node_modules/dep/readme.md',
  ]);
  assert.deepEqual(
    index.pagesOf('/w').map((p) => p.page),
    ['a', 'a-b', 'ab'],
  );
  assert.deepEqual(tableIds(index.pageTableOf('/w')), ['a', 'a-b', 'a/x', 'a/y/z', 'ab']);
  assert.equal(index.pageTableOf('/w').pathOf('a/y/z'), '/w/a/y/z.md', 'a nested page is found by its id');
  assert.deepEqual(
    index.pagesOf('/w/a').map((p) => p.page),
    ['x', 'y/z'],
  );
});

test("the generator's default ignores, judged by name: a file by its own, a folder's every page by the folder's", () => {
  const files = [
    '/w/docs.json',
    '/w/README.md',
    '/w/guides/readme.md',
    '/w/guides/README-more.md',
    '/w/guides/Changelog.md',
    '/w/Node_Modules/dep/page.mdx',
    '/w/a/node_modules/b/page.mdx',
    '/w/a/node_modules-not/page.mdx',
    '/w/.github/notes.md',
    '/w/.githubish/notes.md',
    '/w/sub/skill.md',
    '/w/intro.mdx',
  ];
  const index = new WorkspaceIndex();
  index.addFiles(files);
  const expected = ['.githubish/notes', 'a/node_modules-not/page', 'guides/README-more', 'intro', 'sub/skill'];
  assert.deepEqual(
    index.pagesOf('/w').map((p) => p.page),
    expected,
  );
  assert.deepEqual(tableIds(index.pageTableOf('/w')), expected);
  // The same files under a `.mintignore` (read by the matcher, path by path) that adds one more ignore.
  index.setIgnoreFile('/w', 'intro.mdx\n');
  assert.deepEqual(
    index.pagesOf('/w').map((p) => p.page),
    ['.githubish/notes', 'a/node_modules-not/page', 'guides/README-more', 'sub/skill'],
  );
});
