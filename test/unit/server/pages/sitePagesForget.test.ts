// Delete events forget the parses below the deleted path only, found through the folder they sit in: before, every
// event was compared with every parsed page (5,000 events on 20,000 pages held a hover 17.8 s).
import assert from 'node:assert/strict';
import { test } from 'node:test';
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
    call: `(() => { for (let i = 0; i < input.n / 4; i++) input.site.forgetBelow('/site/gone/p' + i + '.mdx'); input.site.forgetBelow('/site/f1'); return input.n; })()`,
    n: 20_000,
    runs: 3,
  });
  assert.equal(growth.result, 80_000);
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('delete events', growth));
});
