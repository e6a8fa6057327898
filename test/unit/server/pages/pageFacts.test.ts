// The site's page cache keeps each page's parse (links, headings, anchors, imports) and a fingerprint of the text it
// came from, not the text: an edit of a page's headings reaches the anchor checks of the pages linking to it, and a
// big page's text is gone once its parse is cached.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseConfigDocument } from '../../../../server/src/service/json/document';
import { SitePages, textHash } from '../../../../server/src/service/pages/sitePages';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';

const ROOT = '/ws/site';
const CONFIG = JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['index', 'guide'] }] });

/** A site whose files live in `files` (edited by the test), with a count of reads per file. */
function siteOf(files: Map<string, string>): { pages: SitePages; reads: Map<string, number> } {
  const index = new WorkspaceIndex();
  index.addFiles([...files.keys()].map((f) => `${ROOT}/${f}`));
  index.markScanned(ROOT);
  const reads = new Map<string, number>();
  const readFile = (path: string) => {
    const name = path.slice(ROOT.length + 1);
    reads.set(name, (reads.get(name) ?? 0) + 1);
    return files.get(name);
  };
  index.refreshIgnoreFiles(readFile);
  const pages = new SitePages({
    rootDir: ROOT,
    index,
    readFile,
    parseConfig: (document, path) => parseConfigDocument(document, path),
  });
  return { pages, reads };
}

const anchorProblems = (pages: SitePages, page: string) =>
  pages
    .check(`${ROOT}/${page}`)
    .filter((d) => d.code === 'page-anchor-missing')
    .map((d) => (typeof d.message === 'string' ? d.message : d.message.value));

test('a heading renamed in one page changes the anchor checks of the page linking to it', () => {
  const files = new Map([
    ['docs.json', CONFIG],
    ['index.mdx', '# Home\n\nSee [setup](/guide#install-the-cli).\n'],
    ['guide.mdx', '# Guide\n\n## Install the CLI\n\nText.\n'],
  ]);
  const { pages } = siteOf(files);
  assert.deepEqual(anchorProblems(pages, 'index.mdx'), []);
  assert.deepEqual(anchorProblems(pages, 'guide.mdx'), []);

  files.set('guide.mdx', '# Guide\n\n## Installing\n\nText.\n');
  pages.forget(`${ROOT}/guide.mdx`);
  const after = anchorProblems(pages, 'index.mdx');
  assert.equal(after.length, 1, `one missing anchor after the rename: ${after.join(' | ')}`);
  assert.match(after[0], /install-the-cli/);

  files.set('guide.mdx', '# Guide\n\n## Install the CLI\n\nText.\n');
  pages.forget(`${ROOT}/guide.mdx`);
  assert.deepEqual(anchorProblems(pages, 'index.mdx'), []);
});

test('an open page edited without a change event is parsed again from its new text', () => {
  const files = new Map([
    ['docs.json', CONFIG],
    ['index.mdx', '# Home\n\nSee [setup](/guide#later).\n'],
    ['guide.mdx', '# Guide\n\n## Now\n'],
  ]);
  const { pages } = siteOf(files);
  const path = `${ROOT}/guide.mdx`;
  assert.deepEqual([...(pages.parse(path, '# Guide\n\n## Now\n')?.anchors ?? [])].sort(), ['guide', 'now']);
  assert.deepEqual([...(pages.parse(path, '# Guide\n\n## Later\n')?.anchors ?? [])].sort(), ['guide', 'later']);
});

test('checking a page again reads its text again and reuses the parse when the text is the same', () => {
  const files = new Map([
    ['docs.json', CONFIG],
    ['index.mdx', '# Home\n\n[Guide](/guide)\n'],
    ['guide.mdx', '# Guide\n'],
  ]);
  const { pages, reads } = siteOf(files);
  pages.check(`${ROOT}/index.mdx`);
  const parsed = pages.parse(`${ROOT}/index.mdx`);
  pages.check(`${ROOT}/index.mdx`);
  assert.equal(reads.get('index.mdx'), 2, 'each check reads the text (it is not kept)');
  assert.equal(pages.parse(`${ROOT}/index.mdx`), parsed, 'the same text: the same parse');
});

test('the text hash tells texts of one length apart, and is a small integer', () => {
  assert.equal(textHash('# A\n'), textHash('# A\n'));
  assert.notEqual(textHash('# A\n'), textHash('# B\n'));
  assert.notEqual(textHash('## Install\n'), textHash('## Instell\n'));
  assert.ok(Number.isInteger(textHash('x')) && Math.abs(textHash('x')) < 2 ** 31);
});

/** A few headings and links long enough that V8 would make them views into the text, among 4 MB of prose (one
 * character outside Latin-1 makes the text two bytes a character). Built here so no variable of the test holds it. */
function addBigPage(files: Map<string, string>): number {
  const prose = `${'Plain words of a long page, \u2014 ok. '.repeat(64)}\n\n`.repeat(800);
  const text = `# Guide\n\n## A heading long enough to be a slice\n\n${prose}See [it](/index#a-long-anchor-name-here).\n`;
  files.set('guide.mdx', text);
  return text.length * 2;
}

test('a cached parse does not keep its page text alive', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const files = new Map([
    ['docs.json', CONFIG],
    ['index.mdx', '# Home\n'],
  ]);
  const textBytes = addBigPage(files);
  assert.ok(textBytes > 3_000_000);
  const { pages } = siteOf(files);
  gc();
  const before = getHeapStatistics().used_heap_size;
  const parsed = pages.parse(`${ROOT}/guide.mdx`);
  files.delete('guide.mdx');
  gc();
  const held = getHeapStatistics().used_heap_size - before;
  assert.deepEqual(
    parsed?.headings.map((h) => h.id),
    ['guide', 'a-heading-long-enough-to-be-a-slice'],
  );
  assert.equal(parsed?.links[0]?.url, '/index#a-long-anchor-name-here');
  // The text was built from repeated pieces (a few KB until the parser reads it flat): a kept text adds its whole
  // flat size; the parse of three headings and a link is a few KB.
  assert.ok(held < textBytes / 4, `held ${held} bytes after the parse; the text alone was ${textBytes}`);
});
