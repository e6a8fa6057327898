import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MarkupContent } from 'vscode-languageserver-protocol';
import { CONFIG_PATH, fixture, positionOf, withCursor } from './helpers';

function hoverText(
  textWithCursor: string,
  files: string[] = [],
  readFile?: (path: string) => string | undefined,
): string | undefined {
  const { text, offset } = withCursor(textWithCursor);
  const { service, doc } = fixture(text, files, { readFile });
  const hover = service.hover(doc, positionOf(text, offset));
  return hover ? (hover.contents as MarkupContent).value : undefined;
}

test('hover on a key shows the field documentation and default', () => {
  const text = hoverText('{"api": {"playground": {"mo|de": "show"}}}');
  assert.match(text ?? '', /api\.playground\.mode/);
  assert.match(text ?? '', /Default: `"show"`/);
  assert.match(text ?? '', /Allowed: `show`, `simple`, `hide`/);
});

test('hover on a value inside an array of objects shows that field', () => {
  const text = hoverText('{"anchors": [{"name": "A", "url": "a", "iconType": "so|lid"}]}');
  assert.match(text ?? '', /anchors\[0\]\.iconType/);
  assert.match(text ?? '', /Default: `"duotone"`/);
});

test('hover on a page path shows the file and its front-matter title', () => {
  const root = CONFIG_PATH.replace('/mint.json', '');
  const read = (path: string) =>
    path === `${root}/guides/setup.mdx` ? '---\ntitle: "Set up the site"\ndescription: x\n---\n# Body' : undefined;
  const text = hoverText('{"navigation": [{"group": "A", "pages": ["/guides/se|tup"]}]}', ['guides/setup.mdx'], read);
  assert.match(text ?? '', /guides\/setup\.mdx/);
  assert.match(text ?? '', /Set up the site/);
});

test('hover on a missing page says so', () => {
  assert.match(hoverText('{"navigation": [{"group": "A", "pages": ["nope|"]}]}', []) ?? '', /no `nope\.mdx`/);
});

test('no hover between the fields of the root object', () => {
  assert.equal(hoverText('{"name": "x", | "favicon": "y"}'), undefined);
});

test('hover on a page entry of megabytes quotes it shortened, with its length', () => {
  const page = `a${'é'.repeat(6 * 1024 * 1024)}z`;
  const text =
    hoverText(`{"navigation": [{"group": "A", "pages": ["${page.slice(0, 10)}|${page.slice(10)}"]}]}`, []) ?? '';
  assert.ok(text.length < 1000, `a hover of ${text.length} characters`);
  assert.match(text, /no `aé+…\(6,291,458 characters\)…é+z\.mdx`/);
});
