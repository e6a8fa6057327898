// Per-page scans that grew with the square of the page: each shape below is read by the scanner (not left to the
// parser) in time linear in its size, and gives the extraction the parser gives on a small copy.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scanPage } from '../../../../server/src/service/pages/pageScanner';
import { parsePageWithMdx } from '../../../../server/src/service/pages/mdxParse';
import { importSources } from '../../../../server/src/service/pages/pageModel';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../../support/growth';

const SCANNER = 'server/src/service/pages/pageScanner.ts';
const COUNT = `(() => { const page = mod.scanPage(input); return page === undefined ? -1 : page.tooComplex ? -2 : page.links.length; })()`;

const SHAPES: Record<string, { build: string; n: number; small: string; result: (n: number) => number }> = {
  // Each `](` read its destination to the end of the paragraph.
  'link destinations that never close': {
    build: `'[a]('.repeat(n)`,
    n: 4000,
    small: '[a]('.repeat(20),
    result: () => 0,
  },
  // Each `](` read its title to the end of the paragraph.
  'link titles that never close': {
    build: `'[a](x ('.repeat(n)`,
    n: 4000,
    small: '[a](x ('.repeat(20),
    result: () => 0,
  },
  // Every link was looked up in every image range.
  'links and images in one paragraph': {
    build: `'![x](y) [a](b) '.repeat(n)`,
    n: 8000,
    small: '![x](y) [a](b) '.repeat(20),
    result: (n) => 8 * n,
  },
  // Every tag's link was looked up from the paragraph's start.
  'tags with links in one paragraph': {
    build: `'a ' + '<A href="x"/> '.repeat(n)`,
    n: 6000,
    small: 'a ' + '<A href="x"/> '.repeat(20),
    result: (n) => 4 * n,
  },
  // Every image's label was read again from its `[`.
  'nested images': {
    build: `'!['.repeat(n) + 'a' + '](b)'.repeat(n)`,
    n: 8000,
    small: '!['.repeat(20) + 'a' + '](b)'.repeat(20),
    result: () => 1,
  },
  // Every link deactivated every opener before it.
  'open brackets then links': {
    build: `'['.repeat(n) + '[a](b)'.repeat(n)`,
    n: 6000,
    small: '['.repeat(20) + '[a](b)'.repeat(20),
    result: (n) => 4 * n,
  },
};

for (const [name, shape] of Object.entries(SHAPES)) {
  test(`${name}: scanned in time linear in the page`, () => {
    const growth = measureGrowth(SCANNER, { build: shape.build, call: COUNT, n: shape.n, runs: 2 });
    assert.equal(growth.result, shape.result(shape.n), 'the scanner read the page (did not leave it to the parser)');
    assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth(name, growth));
  });

  test(`${name}: the scanner's links are the parser's`, () => {
    const scanned = scanPage(shape.small);
    assert.ok(scanned);
    assert.deepEqual(scanned.links, parsePageWithMdx(shape.small).links);
  });
}

test('an expression that never ends at its `}`: linear, and reported as too complex where it opens', () => {
  const growth = measureGrowth(SCANNER, { build: `'# A\\n\\n{\`' + '}'.repeat(n)`, call: COUNT, n: 6000, runs: 2 });
  assert.equal(growth.result, -2);
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('unclosed template literal', growth));
  const page = scanPage('# A\n\n{`' + '}'.repeat(20_000));
  assert.equal(page?.tooComplex?.offset, '# A\n\n'.length);
  // A template literal holding a few `${…}` is read as before.
  assert.equal(scanPage('Text {`a ${b} c ${d}`} more\n')?.tooComplex, undefined);
});

test('import sources: `import` words without `from` are read in linear time', () => {
  const growth = measureGrowth('server/src/service/pages/pageModel.ts', {
    build: `'import '.repeat(n) + "; import '/snippets/a.mdx'"`,
    call: `mod.importSources(input).length`,
    n: 20_000,
    runs: 2,
  });
  assert.equal(growth.result, 1);
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('import words', growth));
});

test('import sources: the statements a page writes', () => {
  const block = [
    "import A from '/snippets/a.mdx'",
    'import { B, C as D } from "/snippets/b.mdx";',
    "export { E } from '/snippets/e.mdx'",
    "import '/snippets/side.css'",
    "import x from 'a\"b'",
    "const imports = 'not-a-module'",
  ].join('\n');
  assert.deepEqual(
    importSources(block).map((found) => [found.source, block.slice(found.offset, found.offset + found.length)]),
    [
      ['/snippets/a.mdx', '/snippets/a.mdx'],
      ['/snippets/b.mdx', '/snippets/b.mdx'],
      ['/snippets/e.mdx', '/snippets/e.mdx'],
      ['/snippets/side.css', '/snippets/side.css'],
    ],
  );
});
