// The fast page scanner against the MDX parser: on every page where the scanner does not give up, both must give
// the same extraction (links with their ranges, headings with text, depth, id and range, anchors, imports, front
// matter). Proven on the real pages of the corpus's `pages/` and on hand-made pages with the tricky constructs.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parsePageWithMdx } from '../../../../server/src/service/pages/mdxParse';
import type { ParsedPage } from '../../../../server/src/service/pages/pageModel';
import { scanPage } from '../../../../server/src/service/pages/pageScanner';
import { generatePagesSite } from '../../../../bench/pages/generateSite';
import { corpusSkip, inCorpus } from '../../../support/corpus';

const skip = corpusSkip('pages');

/** The extraction as plain data (the anchor set sorted), so that two reads compare with deepEqual. */
function plain(page: ParsedPage): object {
  return {
    frontMatter: page.frontMatter,
    links: page.links,
    imports: page.imports,
    headings: page.headings,
    anchors: [...page.anchors].sort(),
    generatesApiAnchors: page.generatesApiAnchors,
    parseError: page.parseError,
  };
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

/** Asserts the scanner equals the parser on `text` (when it reads it) and says whether it read it. */
function sameAsParser(text: string, label: string): boolean {
  const scanned = scanPage(text);
  if (!scanned) return false;
  assert.deepEqual(plain(scanned), plain(parsePageWithMdx(text)), `${label}: the scanner and the MDX parser differ`);
  return true;
}

test("every real page the scanner reads gives exactly the MDX parser's extraction", { skip }, () => {
  const corpus = inCorpus('pages');
  const files = pageFilesUnder(corpus);
  assert.ok(files.length > 800, `expected the six sites' pages, found ${files.length}`);
  let scanned = 0;
  for (const file of files) if (sameAsParser(readFileSync(file, 'utf8'), file.slice(corpus.length + 1))) scanned++;
  // Most real pages stay on the fast path (871 of 895 in the corpus); the rest go to the parser.
  assert.ok(scanned / files.length > 0.9, `only ${scanned} of ${files.length} pages on the fast path`);
});

test('the real pages with Windows line endings: the same on the fast path as the parser', { skip }, () => {
  let scanned = 0;
  for (const file of pageFilesUnder(inCorpus('pages')))
    if (sameAsParser(readFileSync(file, 'utf8').replace(/\r?\n/g, '\r\n'), `${file} (CRLF)`)) scanned++;
  assert.ok(scanned > 800, `only ${scanned} CRLF pages on the fast path`);
});

test('the generated bench pages are all on the fast path and equal to the parser', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-scanner-'));
  try {
    generatePagesSite(dir, 120);
    const files = pageFilesUnder(dir);
    for (const file of files) assert.ok(sameAsParser(readFileSync(file, 'utf8'), file), `${file} left the fast path`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const SAME = {
  'links, images, JSX props, code never a link': [
    '---\ntitle: A\n---\n',
    "import Note from '/snippets/note.mdx';",
    '',
    '# Title {#custom}',
    '',
    'See [the guide](/guides/intro#setup "Guide") and ![img](</images/a b.png>).',
    'Code `[no](/in-code)` and ``a ` [no](/x) ``.',
    '',
    '```js',
    '[no](/in-fence)',
    '```',
    '',
    '<Card title="A" href="/cards/a" icon={<Icon />}>Body [in card](/c)</Card>',
    '<Steps>',
    '  <Step title="Install it">',
    '    Text with {1 + {a: 1}.a} and [a link](../up).',
    '  </Step>',
    '</Steps>',
  ].join('\n'),
  'a link inside a link, an image inside a link, brackets left as text':
    '[a [b](/inner)](/outer) and [![alt [x](/no)](/img.png)](/wrapped) [plain] text]\n\n## [Optional] A `code` [linked](/h) heading ##\n',
  'lists and quotes: a fence that a less indented line closes':
    '- item [a](/a)\n  ```\n  [no](/code)\n```\n[yes](/after)\n```\n\n> quote [q](/q)\nlazy [l](/l)\n\n1. one\n2. two [t](/t)\n   - nested [n](/n)\n',
  'tags on lines of their own end a paragraph, tags with text continue it':
    'text\n<Note>inline [x](/x)</Note>\nmore\n\npara\n<Tip>\nbody [y](/y)\n</Tip>\n\n<Card\n  title="Multi"\n  href="/multi"\n/>\n',
  'headings: closing hashes, escapes, entities, intraword underscores':
    '# One #\n## Two \\# not closing\n### snake_case_name &#65; done\n#### <Icon icon="x" /> After icon\n',
  'expressions with braces in strings and comments':
    'Value {"}"} and {/* } */ 1} then [link](/after-expression)\n\n{/* a comment line */}\n',
  'Windows line endings':
    '---\r\ntitle: A\r\n---\r\n\r\n## Head\r\n\r\n<Card\r\n  href="/c"\r\n/>\r\n- item [a](/a)\r\n  more\r\n\r\n```\r\n[no](/x)\r\n```\r\n',
};

for (const [name, text] of Object.entries(SAME)) {
  test(`scanner equals parser: ${name}`, () => {
    assert.ok(sameAsParser(text, name), 'expected the scanner to read this page');
  });
}

const LEFT_TO_PARSER = {
  'a setext heading': 'Title\n=====\n',
  'a reference definition': '[a][ref]\n\n[ref]: /target\n',
  'an unclosed element': '<Note>\ntext\n',
  'mismatched elements': '<Note>\n</Tip>\n',
  'an expression acorn rejects': 'x {"a": 1} y\n',
  'a less-than sign before a digit': 'a <5 b\n',
  'emphasis in a heading': '## A *b* c\n',
  'a named character reference': 'a &amp; [b](/c&amp;d)\n',
  'an export': 'export const a = 1\n\ntext\n',
  'unclosed front matter': '---\ntitle: x\n',
  'a lone carriage return': 'a\rb\n',
};

for (const [name, text] of Object.entries(LEFT_TO_PARSER)) {
  test(`scanner leaves to the parser: ${name}`, () => {
    assert.equal(scanPage(text), undefined);
  });
}

test('a name imported twice is left to the MDX parser, which rejects the page', () => {
  for (const text of [
    "import A from '/snippets/a.mdx';\nimport A from '/snippets/b.mdx';\n\n# Hi\n",
    "import { B } from '/snippets/a.mdx';\nimport { C as B } from '/snippets/b.mdx';\n\n# Hi\n",
    "import A from '/snippets/a.mdx';\n\n# Hi\n\nimport * as A from '/snippets/b.mdx';\n",
  ]) {
    assert.equal(scanPage(text), undefined, text);
    assert.match(String(parsePageWithMdx(text).parseError?.message), /Could not parse import\/exports with acorn/);
  }
  assert.equal(
    scanPage("import A from '/snippets/a.mdx';\nimport { B, C as D } from '/snippets/b.mdx';\n\n# Hi\n")?.imports
      .length,
    2,
  );
});
