// The element facts the page scanner records in its one pass (for the component checks) against the tolerant reader
// the editor features use: on every real page of the corpus the scanner reads, and on hand-made pages, both must
// give the same elements (names, attributes with values and ranges, parents, block or inline, self-closing,
// closing tags), fences (info line, parent) and imports.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readElements, type PageElements } from '../../../../server/src/service/pages/components/elements';
import { parsePage, takePageElements } from '../../../../server/src/service/pages/parsePage';
import { scanPageWithElements } from '../../../../server/src/service/pages/pageScanner';
import { corpusSkip, inCorpus } from '../../../support/corpus';

function plain(facts: PageElements): object {
  return { elements: facts.elements, fences: facts.fences, imports: facts.imports, exports: [...facts.exports] };
}

function pageFilesUnder(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (/\.mdx?$/.test(entry.name)) files.push(join(dir, entry.name));
    }
  };
  walk(folder);
  return files.sort();
}

function assertSameFacts(text: string, label: string): boolean {
  const scanned = scanPageWithElements(text);
  if (!scanned) return false;
  const read = readElements(text, scanned.page.frontMatter?.end ?? 0);
  assert.deepEqual(plain(scanned.elements), plain(read), label);
  return true;
}

test('the scanner records the same element facts as the reader on hand-made pages', () => {
  const pages = [
    '---\ntitle: x\n---\n\nimport { Setup as S } from "/snippets/setup.mdx";\nimport Note2 from \'/snippets/n.mdx\'\n\n<Tabs>\n  <Tab title="One" icon={"x"}>\n    Text <Icon icon="star" /> and `<NotATag>`.\n  </Tab>\n</Tabs>\n',
    '<CodeGroup>\n\n```js title.js\nconst a = 1;\n```\n\n~~~py\nx\n~~~\n\n</CodeGroup>\n',
    '- <Card title="In a list" href="/a">\n    body\n  </Card>\n\n> <Note>quoted</Note>\n',
    '<>\n<Steps titleSize="h3">\n<Step title="A" {...rest} defaultOpen>x</Step>\n</Steps>\n</>\n',
    '## Heading <Badge color="blue">new</Badge>\n\nSee <a href="/x">x</a> {1 + 1}.\n',
  ];
  for (const [i, text] of pages.entries()) assert.ok(assertSameFacts(text, `page ${i}`), `the scanner reads page ${i}`);
});

test('a parse hands its element facts to one check, then they are read again', () => {
  const text = '<Card title="A">x</Card>\n';
  const parsed = parsePage(text);
  const first = takePageElements(parsed, text);
  assert.equal(first.elements[0].name, 'Card');
  const again = takePageElements(parsed, text);
  assert.notEqual(again, first);
  assert.deepEqual(plain(again), plain(first));
  assert.equal(Object.keys(parsed).includes('elements'), false);
});

test(
  'the scanner records the same element facts as the reader on the real pages',
  { skip: corpusSkip('pages') },
  () => {
    let compared = 0;
    for (const folder of ['pages', 'bigsites'])
      for (const file of pageFilesUnder(inCorpus(folder)))
        if (assertSameFacts(readFileSync(file, 'utf8'), file)) compared++;
    assert.ok(compared > 500, `compared ${compared} pages`);
  },
);
