import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompletionItem, TextEdit } from 'vscode-languageserver-protocol';
import { fixture, positionOf, withCursor } from './helpers';

function complete(textWithCursor: string, files: string[] = []): CompletionItem[] {
  const { text, offset } = withCursor(textWithCursor);
  const { service, doc } = fixture(text, files);
  return service.complete(doc, positionOf(text, offset)).items;
}
const labels = (items: CompletionItem[]) => items.map((i) => i.label);
const edit = (item: CompletionItem | undefined) => (item?.textEdit as TextEdit | undefined)?.newText;

test('top-level keys not yet present, with snippets by type', () => {
  const items = complete('{\n  "name": "Docs",\n  |\n}');
  assert.ok(!labels(items).includes('name'));
  assert.ok(labels(items).includes('navigation'));
  assert.equal(edit(items.find((i) => i.label === 'navigation')), '"navigation": [$1]');
  assert.equal(edit(items.find((i) => i.label === 'colors')), '"colors": {$1}');
  assert.equal(edit(items.find((i) => i.label === 'favicon')), '"favicon": "$1"');
  assert.equal(edit(items.find((i) => i.label === 'isWhiteLabeled')), '"isWhiteLabeled": ${1|true,false|}');
});

test('a key typed inside quotes is replaced, and a comma is added before a following property', () => {
  const { text, offset } = withCursor('{\n  "fav|"\n  "name": "Docs"\n}');
  const { service, doc } = fixture(text);
  const item = service.complete(doc, positionOf(text, offset)).items.find((i) => i.label === 'favicon');
  const textEdit = item?.textEdit as TextEdit;
  assert.equal(textEdit.newText, '"favicon": "$1",');
  assert.deepEqual(textEdit.range, { start: positionOf(text, text.indexOf('"fav')), end: positionOf(text, text.indexOf('"fav') + 5) });
});

test('nested keys come from the object schema at the cursor', () => {
  assert.deepEqual(labels(complete('{"api": {"playground": {|}}}')).sort(), ['disableProxy', 'mode']);
  const colorKeys = labels(complete('{"colors": {"primary": "#000", |}}'));
  assert.ok(colorKeys.includes('background') && !colorKeys.includes('primary'));
});

test('enum values with the default marked', () => {
  const items = complete('{"api": {"playground": {"mode": |}}}');
  assert.deepEqual(labels(items), ['show', 'simple', 'hide']);
  assert.equal(items[0].detail, 'default');
  assert.equal(edit(items[1]), '"simple"');
  assert.deepEqual(labels(complete('{"anchors": [{"iconType": "|"}]}')), ['brands', 'duotone', 'light', 'regular', 'sharp-solid', 'solid', 'thin']);
  assert.deepEqual(labels(complete('{"topbarCtaButton": {"type": "|"}}')), ['link', 'github']);
  assert.deepEqual(labels(complete('{"api": {"auth": {"method": |}}}')).slice(0, 3), ['bearer', 'basic', 'key']);
});

test('booleans', () => {
  assert.deepEqual(labels(complete('{"feedback": {"suggestEdit": |}}')), ['true', 'false']);
});

test('footerSocials keys not yet used', () => {
  const items = labels(complete('{"footerSocials": {"github": "https://github.com/x", |}}'));
  assert.ok(items.includes('x') && items.includes('hacker-news'));
  assert.ok(!items.includes('github'));
});

test('anchors[].version offers the declared versions', () => {
  assert.deepEqual(labels(complete('{"versions": ["v1", {"name": "v2"}], "anchors": [{"name": "A", "url": "a", "version": |}]}')), ['v1', 'v2']);
});

test('page paths: relative, without extension, unused first, in nested groups too', () => {
  const files = ['intro.mdx', 'guides/setup.md', 'guides/deep/one.mdx', 'img/logo.png'];
  const items = complete('{"navigation": [{"group": "A", "pages": ["intro", {"group": "B", "pages": ["|"]}]}]}', files);
  assert.deepEqual(labels(items).sort(), ['guides/deep/one', 'guides/setup', 'intro']);
  const sorted = [...items].sort((a, b) => (a.sortText! < b.sortText! ? -1 : 1));
  assert.equal(sorted[sorted.length - 1].label, 'intro');
  assert.equal(sorted[sorted.length - 1].detail, 'already in the navigation');
  assert.equal(edit(sorted[0]), '"guides/deep/one"');
});

test('no completion and no crash on a text too deep to parse', () => {
  assert.deepEqual(complete('['.repeat(5000) + '|'), []);
});

test('many pages: the first 500 unused ones are sent, marked incomplete; typing narrows the list', () => {
  const files = Array.from({ length: 1200 }, (_, i) => `docs/page-${i}.mdx`);
  const { text, offset } = withCursor('{"navigation": [{"group": "A", "pages": ["docs/page-0", "|"]}]}');
  const { service, doc } = fixture(text, files);
  const all = service.complete(doc, positionOf(text, offset));
  assert.equal(all.isIncomplete, true);
  assert.equal(all.items.length, 500);
  assert.ok(!all.items.some((i) => i.label === 'docs/page-0'), 'the used page is not among the first 500');

  const typed = withCursor('{"navigation": [{"group": "A", "pages": ["docs/page-0", "page-119|"]}]}');
  const narrowed = fixture(typed.text, files);
  const list = narrowed.service.complete(narrowed.doc, positionOf(typed.text, typed.offset));
  assert.equal(list.isIncomplete, false);
  const found = labels(list.items);
  assert.ok(found.includes('docs/page-119') && found.includes('docs/page-1190'));
  assert.ok(!found.includes('docs/page-200') && found.length < 100);
});

test('completion works while a page string is still unterminated', () => {
  const items = complete('{"navigation": [{"group": "A", "pages": ["gu|\n]}]}', ['guides/setup.mdx', 'intro.mdx']);
  assert.ok(labels(items).includes('guides/setup'));
  assert.equal((items[0].textEdit as TextEdit).range.end.character, '{"navigation": [{"group": "A", "pages": ["gu'.length);
});

test('a value spot after a colon with no value yet, deep in the document', () => {
  const pages = Array.from({ length: 300 }, (_, i) => `"p${i}"`).join(', ');
  assert.deepEqual(labels(complete(`{"navigation": [{"group": "A", "pages": [${pages}]}], "modeToggle": {"default": |}}`)), ['light', 'dark']);
});
