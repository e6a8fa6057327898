// Redirects built against the checks: wildcard sources that would make a regular expression backtrack, long chains
// and loops, and wildcard redirects over a large navigation. Each cost must grow linearly (or close to it) with the
// number of redirects, pages and path segments: a config with tens of thousands of redirects is ordinary.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RedirectTable } from '../../../../server/src/service/config/model/redirectTable';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../../support/growth';
import { docsJson, docsJsonSite } from '../docsJsonSite';

const codes = (ds: { code?: unknown }[]) => ds.map((d) => String(d.code));

test('a source of eight `:x*` wildcards and a long path is matched by segments, in linear time', () => {
  const source = `${Array.from({ length: 8 }, (_, i) => `/:p${i}*`).join('')}/end`;
  const table = new RedirectTable([{ source, destination: '/:p7*' }]);
  const long = `/${Array.from({ length: 80 }, () => 'a').join('/')}`;
  assert.equal(table.lookup(long), undefined, 'no segment "end": no match');
  assert.deepEqual(table.lookup(`${long}/end`), { destination: long }, 'the last wildcard takes what the others leave');
  const growth = measureGrowth('server/src/service/config/model/redirectTable.ts', {
    setup: `const table = new mod.RedirectTable([{ source: ${JSON.stringify(source)}, destination: '/x' }]);`,
    build: `'/' + Array.from({ length: n }, () => 'a').join('/')`,
    call: `(() => { let hits = 0; for (let i = 0; i < 20; i++) if (table.lookup(input)) hits++; return hits; })()`,
    n: 2000,
  });
  assert.equal(growth.result, 0);
  assert.ok(
    growth.ratio < LINEAR_GROWTH_LIMIT * 4,
    describeGrowth('a path against eight wildcards (segments × elements)', growth),
  );
});

test('chains and loops: found as before, each redirect walked once however long the chain', () => {
  const { service, doc } = docsJsonSite(
    docsJson(
      { pages: ['intro'] },
      {
        redirects: [
          { source: '/a', destination: '/b' },
          { source: '/b', destination: '/c' },
          { source: '/c', destination: '/a' },
          { source: '/d', destination: '/a' },
          { source: '/e', destination: '/f' },
          { source: '/f', destination: '/intro' },
          { source: '/old/:slug*', destination: '/a' },
        ],
      },
    ),
    ['intro.mdx'],
  );
  const found = service.diagnose(doc);
  const loops = found.filter((d) => d.code === 'redirect-loop').map((d) => String(d.message));
  assert.equal(loops.length, 3);
  assert.ok(
    loops.every((m) => m.endsWith('(3 redirects).')),
    loops.join('\n'),
  );
  assert.equal(
    codes(found).filter((c) => c === 'redirect-chain').length,
    3,
    'd -> a (into the loop), e -> f and the wildcard -> a',
  );

  const growth = measureGrowth('test/unit/server/docsJsonSite.ts', {
    build: `({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: ['intro'] },
      redirects: Array.from({ length: n }, (_, i) => ({ source: '/r' + i, destination: i + 1 < n ? '/r' + (i + 1) : '/r0' })) })`,
    call: `(() => { const { service, doc } = mod.docsJsonSite(input, ['intro.mdx']); return service.diagnose(doc).filter((d) => d.code === 'redirect-loop').length; })()`,
    n: 1500,
  });
  assert.ok(Number(growth.result) > 0, 'the loop is reported');
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('one loop through every redirect', growth));
});

test('wildcard redirects that hide a listed page: looked up in the sorted pages, not compared with each', () => {
  const { service, doc } = docsJsonSite(
    docsJson(
      { pages: ['guides/a', 'zeta'] },
      {
        redirects: [
          { source: '/guides/:slug*', destination: '/zeta' },
          { source: '/gui/:slug*', destination: '/zeta' },
          { source: '/zeta/:x', destination: '/guides/a' },
        ],
      },
    ),
    ['guides/a.mdx', 'zeta.mdx'],
  );
  const shadows = service
    .diagnose(doc)
    .filter((d) => d.code === 'redirect-shadows-page')
    .map((d) => String(d.message));
  assert.equal(shadows.length, 2, shadows.join('\n'));
  assert.match(shadows[0], /"\/guides\/a"/);
  assert.match(shadows[1], /"\/zeta"/, "a parameter after the page's own path still hides it (the prefix is the page)");

  const growth = measureGrowth('test/unit/server/docsJsonSite.ts', {
    build: `({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: Array.from({ length: n }, (_, i) => 'p/' + i) },
      redirects: Array.from({ length: n }, (_, i) => ({ source: '/q' + i + '/:slug*', destination: '/p/0' })) })`,
    call: `(() => { const { service, doc } = mod.docsJsonSite(input, []); return service.diagnose(doc).length; })()`,
    n: 1500,
  });
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('wildcard redirects × listed pages', growth));
});
