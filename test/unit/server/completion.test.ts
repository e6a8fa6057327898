import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompletionItem, TextEdit } from 'vscode-languageserver-protocol';
import { MAX_PAGE_ITEMS } from '../../../server/src/service/config/features/completion';
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
  assert.deepEqual(textEdit.range, {
    start: positionOf(text, text.indexOf('"fav')),
    end: positionOf(text, text.indexOf('"fav') + 5),
  });
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
  assert.deepEqual(labels(complete('{"anchors": [{"iconType": "|"}]}')), [
    'brands',
    'duotone',
    'light',
    'regular',
    'sharp-solid',
    'solid',
    'thin',
  ]);
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
  assert.deepEqual(
    labels(complete('{"versions": ["v1", {"name": "v2"}], "anchors": [{"name": "A", "url": "a", "version": |}]}')),
    ['v1', 'v2'],
  );
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

test('many pages: folders first, then what is typed narrows the list, marked incomplete, unused first', () => {
  const files = [...Array.from({ length: 1200 }, (_, i) => `docs/page-${i}.mdx`), 'intro.mdx'];
  const at = (typedEntry: string) => {
    const { text, offset } = withCursor(`{"navigation": [{"group": "A", "pages": ["docs/page-0", "${typedEntry}|"]}]}`);
    const { service, doc } = fixture(text, files);
    return service.complete(doc, positionOf(text, offset));
  };
  const top = at('');
  assert.equal(top.isIncomplete, true);
  assert.deepEqual(labels(top.items), ['intro', 'docs/']);
  const folder = top.items[1];
  assert.equal(edit(folder), '"docs/$0"');
  assert.equal(folder.detail, '1200 pages');
  assert.equal(folder.command?.command, 'editor.action.triggerSuggest');

  const inFolder = at('docs/');
  assert.equal(inFolder.isIncomplete, true);
  assert.equal(inFolder.items.length, MAX_PAGE_ITEMS);
  assert.ok(!inFolder.items.some((i) => i.label === 'docs/page-0'), 'the used page is not among the first ones');

  const found = labels(at('docs/page-119').items);
  assert.deepEqual(found.sort(), [
    'docs/page-119',
    'docs/page-1190',
    'docs/page-1191',
    'docs/page-1192',
    'docs/page-1193',
    'docs/page-1194',
    'docs/page-1195',
    'docs/page-1196',
    'docs/page-1197',
    'docs/page-1198',
    'docs/page-1199',
  ]);
  // Typed without its folder, a page is found by the start of a later segment of its path.
  assert.ok(labels(at('page-119').items).includes('docs/page-1190'));
});
