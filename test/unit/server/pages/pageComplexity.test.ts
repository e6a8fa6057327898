// Tiny pathological pages: nested braces, emphasis markers, unclosed comments, deep quotes, repeated brackets. Each is
// read (scanner, then the MDX parser) in time close to linear in its size; a page the parser could only read in
// quadratic time is not handed to it and is reported as not checked, on the line where the run starts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frontMatterText, parsePage } from '../../../../server/src/service/pages/parsePage';
import { tooComplexForParser } from '../../../../server/src/service/pages/pageComplexity';
import { capPageProblems } from '../../../../server/src/service/diagnostics/problemCap';
import { CONFIG, ROOT, site } from './support';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../../support/growth';

const SHAPES: Record<string, [string, number]> = {
  'nested braces': [`'{'.repeat(n) + '}'.repeat(n)`, 5000],
  'emphasis after a character reference': [`'&copy;\\n\\n' + '*a'.repeat(n)`, 5000],
  'unclosed comments': [`'{/*'.repeat(n) + '}'`, 5000],
  'deep quotes': [`'>'.repeat(n) + ' a\\n'`, 40_000],
  'deep quotes over many lines': [`Array.from({ length: n }, (_, i) => '>'.repeat(i % 200) + ' a').join('\\n')`, 2000],
  'repeated brackets': [`'[a]'.repeat(n)`, 20_000],
  'many paragraphs of a few markers': [`'*a* _b_ **c**\\n\\n'.repeat(n)`, 5000],
  // The scanner leaves the page to the parser at the character reference; the parser reads the unclosed template
  // literal again at every `}`.
  'an expression that never ends at its `}`': [`'&copy;\\n\\n{\`' + '}'.repeat(n)`, 3000],
  'an expression that never ends, over many lines': [`'&copy;\\n\\n{\`' + '}\\n'.repeat(n)`, 3000],
};

for (const [name, [build, n]] of Object.entries(SHAPES)) {
  test(`${name}: read in time linear in the page`, () => {
    const growth = measureGrowth('server/src/service/pages/parsePage.ts', {
      build,
      call: `(() => { const page = mod.parsePage(input); return page.links.length + (page.tooComplex ? 1 : 0); })()`,
      n,
      runs: 2,
    });
    assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth(name, growth));
  });
}

test("a page too complex for the parser: a warning on the run's line, saying it was not checked", () => {
  const text = `---\ntitle: Hostile\n---\n# Fine\n\nSome &copy; text.\n\n${'*a'.repeat(20_000)}\n`;
  const parsed = parsePage(text);
  assert.ok(parsed.tooComplex);
  assert.equal(parsed.frontMatter && frontMatterText(parsed.frontMatter, text), 'title: Hostile');
  const [diagnostic] = site({ 'docs.json': CONFIG, 'index.mdx': '# Home\n', 'p.mdx': text }).check(
    `${ROOT}/p.mdx`,
    text,
  );
  assert.equal(diagnostic.severity, 2);
  assert.equal(diagnostic.range.start.line, 7, "the paragraph's first line");
  assert.match(
    String(diagnostic.message),
    /^This page was not checked: this paragraph holds too many emphasis markers \(\d+\) to be read in bounded time/,
  );
  const braces = tooComplexForParser(`# A\n\ntext\n\n<X a={${'{'.repeat(5000)}${'}'.repeat(5000)}} />\n`);
  assert.equal(braces?.offset, '# A\n\ntext\n\n<X a='.length);
});

test('an expression read again at every later `}`: a warning where it opens, from the scanner or the estimate', () => {
  for (const text of ['# A\n\n{`' + '}'.repeat(20_000), '&copy;\n\n{`' + '}'.repeat(20_000)]) {
    const parsed = parsePage(text);
    assert.equal(parsed.tooComplex?.offset, text.indexOf('{'));
    assert.match(String(parsed.tooComplex?.message), /does not end at its `\}` and is read again at every later `\}`/);
  }
  // Braces after an expression that ended at its own `}` are text, whatever their number.
  assert.equal(tooComplexForParser('&copy; {a} text' + ' }'.repeat(50_000)), undefined);
});

test('real shapes stay under the budgets: code fences, tables with emphasis in every row, long expressions', () => {
  assert.equal(tooComplexForParser('```js\n' + '{'.repeat(20_000) + '\n```\n'), undefined);
  assert.equal(tooComplexForParser('| a | b |\n|---|---|\n' + '| **x** | _y_ |\n'.repeat(20_000)), undefined);
  assert.equal(
    tooComplexForParser(
      `<Chart data={${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ x: i, y: [i, { z: i }] })))}} />\n`,
    ),
    undefined,
  );
});

test('a page with more problems than the cap publishes the cap and one note, as a config does', () => {
  const text = Array.from({ length: 3000 }, (_, i) => `[x](/missing-${i})`).join('\n\n');
  const found = capPageProblems(
    site({ 'docs.json': CONFIG, 'index.mdx': '# Home\n', 'p.mdx': text }).check(`${ROOT}/p.mdx`, text),
  );
  assert.equal(found.length, 1001);
  assert.equal(found.filter((d) => d.code === 'page-link-broken').length, 1000);
  assert.match(String(found[1000].message), /^2000 more problems are not shown \(limit 1000\)\.$/);
});
