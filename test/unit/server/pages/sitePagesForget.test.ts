// Delete events forget the parses below the deleted path only, found through the folder they sit in: before, every
// event was compared with every parsed page (5,000 events on 20,000 pages held a hover 17.8 s).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SitePages } from '../../../../server/src/service/pages/sitePages';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../../support/growth';

function pages(read: (path: string) => void): SitePages {
  return new SitePages({
    rootDir: '/site',
    index: new WorkspaceIndex(),
    readFile: (path) => {
      read(path);
      return `# ${path}\n`;
    },
  });
}

test('a deleted folder forgets the parses below it, and no others', () => {
  const reads: string[] = [];
  const site = pages((path) => reads.push(path));
  const paths = ['/site/a/b/x.mdx', '/site/a/b/c/y.mdx', '/site/a/bc/z.mdx', '/site/a/w.mdx', '/site/b/x.mdx'];
  for (const path of paths) site.parse(path);
  reads.length = 0;
  site.forgetBelow('/site/a/b');
  for (const path of paths) site.parse(path);
  assert.deepEqual(reads, ['/site/a/b/x.mdx', '/site/a/b/c/y.mdx'], 'read again: only the pages below a/b');
  reads.length = 0;
  site.forgetBelow('/site/a/w.mdx');
  site.forgetBelow('/site/nowhere');
  for (const path of paths) site.parse(path);
  assert.deepEqual(reads, ['/site/a/w.mdx']);
  // A folder deleted again after its pages were read again.
  reads.length = 0;
  site.forgetBelow('/site/a');
  for (const path of paths) site.parse(path);
  assert.deepEqual(reads, ['/site/a/b/x.mdx', '/site/a/b/c/y.mdx', '/site/a/bc/z.mdx', '/site/a/w.mdx']);
});

test('delete events cost their own size, not the parsed pages: linear in events × pages grown together', () => {
  const growth = measureGrowth('server/src/service/pages/sitePages.ts', {
    setup: `const { WorkspaceIndex } = require(${JSON.stringify(require.resolve('../../../../server/src/service/workspace/workspaceIndex'))});`,
    build: `(() => {
      const site = new mod.SitePages({ rootDir: '/site', index: new WorkspaceIndex(), readFile: () => '# A\\n' });
      for (let i = 0; i < n; i++) site.parse('/site/f' + (i % 100) + '/p' + i + '.mdx');
      return { site, n };
    })()`,
    // As many delete events as parsed pages, best of five: with a quarter as many, the smaller size took about 1 ms,
    // and one collection during the larger one read as quadratic growth.
    call: `(() => { for (let i = 0; i < input.n; i++) input.site.forgetBelow('/site/gone/p' + i + '.mdx'); input.site.forgetBelow('/site/f1'); return input.n; })()`,
    n: 20_000,
    runs: 5,
  });
  assert.equal(growth.result, 80_000);
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('delete events', growth));
});

test('the parse cache keeps no folder once its parses are forgotten, file by file or as a folder', () => {
  const site = pages(() => undefined);
  const internals = site as unknown as { parsedIn: Map<string, unknown>; subfolders: Map<string, unknown> };
  const paths = ['/site/a/b/x.mdx', '/site/a/b/c/y.mdx', '/site/a/w.mdx', '/site/d/e/f/z.mdx'];
  for (const path of paths) site.parse(path);
  assert.ok(internals.parsedIn.has('/site/a/b/c'));
  // A folder whose own pages are forgotten but which holds a folder with parses stays reachable from above.
  site.forget('/site/a/b/x.mdx');
  site.forget('/site/a/w.mdx');
  site.forgetBelow('/site/a');
  site.parse('/site/a/b/c/y.mdx');
  site.forget('/site/a/b/c/y.mdx');
  site.forget('/site/d/e/f/z.mdx');
  assert.deepEqual([...internals.parsedIn.keys()], []);
  assert.deepEqual([...internals.subfolders.keys()], []);
  // A rename (delete and create) under a folder parsed before: the new name is read, the old one forgotten.
  const reads: string[] = [];
  const renamed = pages((path) => reads.push(path));
  renamed.parse('/site/g/old-name.mdx');
  renamed.forgetBelow('/site/g/old-name.mdx');
  renamed.parse('/site/g/new-name.mdx');
  renamed.parse('/site/g/old-name.mdx');
  assert.deepEqual(reads, ['/site/g/old-name.mdx', '/site/g/new-name.mdx', '/site/g/old-name.mdx']);
});

test('parses are held by folder and name: 5,000 pages under a long folder keep no path each', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const folder = `/home/someone/${'a-long-folder-name/'.repeat(100)}docs`;
  const site = new SitePages({ rootDir: '/home/someone', index: new WorkspaceIndex(), readFile: () => '# A\n' });
  gc();
  const before = getHeapStatistics().used_heap_size;
  for (let i = 0; i < 5_000; i++) site.parse(`${folder}/page-${i}.mdx`);
  gc();
  const held = getHeapStatistics().used_heap_size - before;
  const pathBytes = 5_000 * (folder.length + 16);
  assert.ok(site.parse(`${folder}/page-1.mdx`)?.headings.length === 1);
  assert.ok(held < pathBytes * 0.75, `5,000 parses hold ${held} bytes; their paths alone would take ${pathBytes}`);
});
