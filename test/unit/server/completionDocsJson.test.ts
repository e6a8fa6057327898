// Completion on docs.json: keys per context (required ones first), enums, page paths (unused first), icon names of
// the site's library, OpenAPI operations, language codes. The mint.json cases are in completion.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompletionItem, TextEdit } from 'vscode-languageserver-protocol';
import { iconCompletions } from '../../../server/src/service/config/features/icons';
import { iconNamesOf } from '../../../server/src/service/config/features/iconLibraries';
import { docsJsonSite } from './docsJsonSite';
import { withCursor } from './helpers';

function complete(textWithCursor: string, files: string[] = [], extra: Record<string, string> = {}): CompletionItem[] {
  const { text, offset } = withCursor(textWithCursor);
  const { service, doc } = docsJsonSite(text, files, extra);
  return service.complete(doc, doc.textDocument.positionAt(offset)).items;
}
const labels = (items: CompletionItem[]) => items.map((i) => i.label);
const bySortText = (items: CompletionItem[]) =>
  [...items].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label));

test('root keys: the required ones (theme, name, colors, navigation) sort first, present ones are not offered', () => {
  const items = bySortText(complete('{\n  "name": "Docs",\n  |\n}'));
  assert.deepEqual(labels(items).slice(0, 3), ['colors', 'navigation', 'theme']);
  assert.ok(!labels(items).includes('name'));
  assert.ok(labels(items).includes('navbar') && labels(items).includes('redirects'));
  assert.ok(!labels(items).includes('topbarLinks'), 'legacy mint.json keys are not offered');
});

test("a navigation item's own title key sorts first: tab, group, language, and primary in colors", () => {
  assert.equal(bySortText(complete('{"navigation": {"tabs": [{|}]}}'))[0].label, 'tab');
  assert.equal(bySortText(complete('{"navigation": {"groups": [{"icon": "book", |}]}}'))[0].label, 'group');
  assert.equal(bySortText(complete('{"navigation": {"languages": [{|}]}}'))[0].label, 'language');
  assert.equal(bySortText(complete('{"colors": {|}}'))[0].label, 'primary');
  const group = labels(complete('{"navigation": {"groups": [{|}]}}'));
  for (const key of ['pages', 'root', 'expanded', 'openapi']) assert.ok(group.includes(key), key);
  assert.ok(!group.includes('tab'));
});

test("enum values: theme, appearance.default with the default marked, a group's directory", () => {
  assert.deepEqual(labels(complete('{"theme": "|"}')).sort(), [
    'almond',
    'aspen',
    'linden',
    'luma',
    'maple',
    'mint',
    'palm',
    'sequoia',
    'willow',
  ]);
  const appearance = complete('{"appearance": {"default": |}}');
  assert.deepEqual(labels(appearance), ['system', 'light', 'dark']);
  assert.equal(appearance.find((i) => i.label === 'system')?.detail, 'default');
  assert.deepEqual(labels(complete('{"navigation": {"groups": [{"group": "G", "directory": "|"}]}}')), [
    'none',
    'accordion',
    'card',
  ]);
  assert.deepEqual(labels(complete('{"icons": {"library": "|"}}')), ['fontawesome', 'lucide', 'tabler']);
});

test('language codes in a language entry', () => {
  const codes = labels(complete('{"navigation": {"languages": [{"language": "|"}]}}'));
  for (const code of ['en', 'fr-CA', 'pt-BR', 'zh-Hans']) assert.ok(codes.includes(code), code);
});

test('page paths in pages lists at any depth (tabs, versions, nested groups): unused first, then used', () => {
  const files = ['intro.mdx', 'v2/intro.mdx', 'v2/setup.md', 'logo.png'];
  const items = complete(
    '{"navigation": {"versions": [{"version": "v2", "tabs": [{"tab": "T", "groups": [{"group": "G", "pages": ["intro", {"group": "N", "pages": ["|"]}]}]}]}]}}',
    files,
  );
  const sorted = labels(bySortText(items));
  assert.deepEqual(sorted, ['v2/intro', 'v2/setup', 'intro']);
  assert.equal(items.find((i) => i.label === 'intro')?.detail, 'already in the navigation');
  assert.equal((items.find((i) => i.label === 'v2/setup')?.textEdit as TextEdit).newText, '"v2/setup"');
});

test("page paths in a $ref'd file count as used", () => {
  const nav = JSON.stringify({ group: 'Ref', pages: ['intro'] });
  const items = complete(
    '{"navigation": {"groups": [{"$ref": "./nav.json"}, {"group": "G", "pages": ["|"]}]}}',
    ['intro.mdx', 'setup.mdx'],
    { 'nav.json': nav },
  );
  assert.deepEqual(labels(bySortText(items)), ['setup', 'intro']);
});

const OPENAPI = JSON.stringify({
  openapi: '3.1.0',
  paths: { '/users': { get: { summary: 'List users' }, post: { summary: 'Create a user' } } },
});

test('OpenAPI operations of the document in scope come after the pages, unused first, with their summary', () => {
  const items = complete(
    '{"api": {"openapi": "openapi.json"}, "navigation": {"groups": [{"group": "API", "pages": ["GET /users", "|"]}]}}',
    ['intro.mdx'],
    { 'openapi.json': OPENAPI },
  );
  assert.deepEqual(labels(bySortText(items)), ['intro', 'POST /users', 'GET /users']);
  assert.match(items.find((i) => i.label === 'POST /users')?.detail ?? '', /Create a user/);
});

test('icon names come from the library icons.library chooses', () => {
  for (const [library, known, foreign] of [
    ['lucide', 'house', 'rocket-launch'],
    ['tabler', 'brand-github', 'rocket-launch'],
    [undefined, 'rocket-launch', 'brand-github'],
  ] as const) {
    const icons = library ? `"icons": {"library": "${library}"}, ` : '';
    const { text, offset } = withCursor(`{${icons}"navigation": {"tabs": [{"tab": "T", "icon": "|", "pages": []}]}}`);
    const { service, doc } = docsJsonSite(text);
    const items = iconCompletions(service.model(doc), offset) ?? [];
    const names = new Set(labels(items));
    assert.equal(names.size, iconNamesOf(library ?? 'fontawesome').length, String(library));
    assert.ok(names.has(known) && !names.has(foreign), `${String(library)}: ${known} offered, ${foreign} not`);
  }
});

test('icon names also at a group, an anchor, a navbar link and the name of an icon object; nowhere else', () => {
  for (const at of [
    '{"navigation": {"groups": [{"group": "G", "icon": "|"}]}}',
    '{"navigation": {"anchors": [{"anchor": "A", "icon": "|"}]}}',
    '{"navbar": {"links": [{"label": "L", "href": "https://x.y", "icon": "|"}]}}',
    '{"navigation": {"tabs": [{"tab": "T", "icon": {"name": "|", "style": "solid"}}]}}',
  ]) {
    const { text, offset } = withCursor(at);
    const { service, doc } = docsJsonSite(text);
    assert.ok(
      (iconCompletions(service.model(doc), offset) ?? []).some((i) => i.label === 'book-open'),
      at,
    );
  }
  for (const at of ['{"name": "|"}', '{"navigation": {"tabs": [{"tab": "|"}]}}', '{"logo": "|"}']) {
    const { text, offset } = withCursor(at);
    const { service, doc } = docsJsonSite(text);
    assert.equal(iconCompletions(service.model(doc), offset), undefined, at);
  }
});
