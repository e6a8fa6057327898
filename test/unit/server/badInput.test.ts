// Any text gets diagnostics or a clear message, never a crash or a hang: truncated, binary, 10 MB, 100,000 levels
// of nesting, a BOM; then a bounded, seeded fuzz run over mutations of a realistic config.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { MAX_MESSAGE_LENGTH } from '../../../server/src/service/diagnostics/displayText';
import { MAX_CHECKED_LENGTH } from '../../../server/src/service/json/document';
import { LanguageService } from '../../../server/src/service/languageService';
import { CONFIG_PATH, indexWith, json } from './helpers';
import { seededRandom as random } from '../../support/seededRandom';

const FILES = ['intro.mdx', 'guides/setup.mdx', 'deep.mdx', 'logo/light.svg'];
const BASE = json({
  $schema: 'https://mintlify.com/schema.json',
  name: 'Docs',
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
  colors: { primary: '#0D9373', background: { dark: '#000' }, anchors: { from: '#000', to: '#fff' } },
  topbarCtaButton: { type: 'link', name: 'Go', url: 'https://x.dev' },
  versions: ['v1', 'v2'],
  anchors: [
    { name: 'A', url: 'a', icon: 'book', iconType: 'solid', version: 'v1', color: { from: '#000', to: '#111' } },
  ],
  api: { baseUrl: ['https://a', 'https://b'], auth: { method: 'basic', name: 'u:p' }, playground: { mode: 'show' } },
  footerSocials: { github: 'https://github.com/x', x: 'https://x.com/y' },
  navigation: [
    {
      group: 'Start',
      pages: ['intro', { group: 'Guides', pages: ['guides/setup', { group: 'Deep', pages: ['/deep'] }] }],
    },
  ],
});

function checkEverything(
  text: string,
  service = new LanguageService({ index: indexWith(FILES) }),
  version = 1,
): Diagnostic[] {
  const document = TextDocument.create('file:///ws/site/mint.json', 'json', version, text);
  const doc = service.parse(document, CONFIG_PATH);
  const diagnostics = service.diagnose(doc);
  const lineCount = document.lineCount;
  for (const d of diagnostics) {
    assert.ok(typeof d.code === 'string' && d.code.length > 0, 'every diagnostic has a code');
    assert.ok(String(d.message).length > 0);
    // Huge values are quoted shortened: a message never carries a multi-megabyte string.
    assert.ok(
      String(d.message).length <= MAX_MESSAGE_LENGTH,
      `a ${d.code} message of ${String(d.message).length} characters`,
    );
    assert.ok(
      d.range.start.line <= d.range.end.line && d.range.end.line < lineCount + 1,
      'ranges lie inside the document',
    );
  }
  // Completion and hover at a few positions must answer too.
  for (const offset of [0, Math.floor(text.length / 2), text.length]) {
    const position = document.positionAt(offset);
    assert.ok(Array.isArray(service.complete(doc, position).items));
    service.hover(doc, position);
  }
  return diagnostics;
}

test('truncated configs give syntax errors, not crashes', () => {
  for (const cut of [1, 10, 100, BASE.length - 1]) {
    const found = checkEverything(BASE.slice(0, cut));
    assert.ok(
      found.some((d) => d.code === 'json-syntax'),
      `cut at ${cut}`,
    );
  }
});

test('binary content gives a bounded number of syntax errors', () => {
  const bytes = Buffer.alloc(200_000);
  let seed = 7;
  for (let i = 0; i < bytes.length; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
  const found = checkEverything(bytes.toString('latin1'));
  assert.ok(found.length > 0 && found.length <= 1001);
  assert.ok(found.some((d) => d.code === 'json-syntax'));
});

test('a config of several megabytes is checked in full (an 8 MB name, and a key of 4 MB of escapes)', () => {
  const big = JSON.stringify({
    name: 'x'.repeat(8 * 1024 * 1024),
    navigation: [{ group: 'A', pages: ['intro'] }],
    favicon: 1,
  });
  // The two pages the navigation leaves out are orphans, as a user sees them.
  assert.deepEqual(
    checkEverything(big).map((d) => d.code),
    ['orphan-page', 'orphan-page', 'type'],
  );
  const escapes = `{"${'\\"'.repeat(2 * 1024 * 1024)}": 1, "favicon": 1}`;
  assert.ok(escapes.length > 4 * 1024 * 1024);
  assert.deepEqual(
    checkEverything(escapes)
      .map((d) => d.code)
      .sort(),
    ['required', 'required', 'type', 'unknown-key'],
  );
});

test("a config over the size limit (the CLI's 64 MB) gets one clear message instead of a check that would block the server", () => {
  assert.equal(MAX_CHECKED_LENGTH, 64 * 1024 * 1024);
  const huge = `{"name": "${'x'.repeat(MAX_CHECKED_LENGTH)}"}`;
  const found = checkEverything(huge);
  assert.deepEqual(
    found.map((d) => d.code),
    ['config-too-large'],
  );
  assert.match(String(found[0].message), /64\.0 million characters/);
});

test('100,000 levels of nesting in objects and arrays give one clear error', () => {
  const depth = 100_000;
  for (const text of [
    '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    '['.repeat(depth),
    `{"name": "x", "navigation": ${'['.repeat(depth)}`,
  ]) {
    const found = checkEverything(text);
    assert.deepEqual(
      found.map((d) => d.code),
      ['json-too-deep'],
    );
  }
});

test('a BOM before a valid config is only a warning', () => {
  const found = checkEverything('\uFEFF' + BASE);
  // The anchor's URL "a" holds no page of BASE, and BASE's primary colour is too light on white: shown with or without
  // a BOM.
  assert.deepEqual(
    found.map((d) => d.code).filter((c) => c !== 'file-missing'),
    ['bom', 'color-contrast', 'anchor-url-no-pages'],
  );
});

const FRAGMENTS = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ',',
  ':',
  '//',
  '/*',
  '\\',
  '\uFEFF',
  '\u0000',
  'null',
  '"pages": [',
  '{"group": "x", "pages": [',
  '#12',
  '\n',
  '"navigation"',
  '..',
  '/',
];

function mutate(text: string, next: () => number): string {
  const at = Math.floor(next() * (text.length + 1));
  switch (Math.floor(next() * 6)) {
    case 0: // byte flip
      return text.slice(0, at) + String.fromCharCode(Math.floor(next() * 0x10000)) + text.slice(at + 1);
    case 1: // truncate
      return text.slice(0, at);
    case 2: // insert a structural fragment
      return text.slice(0, at) + FRAGMENTS[Math.floor(next() * FRAGMENTS.length)] + text.slice(at);
    case 3: // delete a span
      return text.slice(0, at) + text.slice(at + Math.floor(next() * 40));
    case 4: // duplicate a span
      return text.slice(0, at) + text.slice(at, at + Math.floor(next() * 200)) + text.slice(at);
    default: // deep nesting burst
      return text.slice(0, at) + '['.repeat(Math.floor(next() * 600)) + text.slice(at);
  }
}

test('seeded fuzz: 400 mutated configs never crash and always give well-formed diagnostics', () => {
  const seed = 20261122;
  const next = random(seed);
  const service = new LanguageService({ index: indexWith(FILES) });
  let text = BASE;
  let withErrors = 0;
  for (let i = 0; i < 400; i++) {
    text = next() < 0.2 ? BASE : mutate(text, next);
    if (text.length > 200_000) text = BASE;
    try {
      if (checkEverything(text, service, i + 2).some((d) => d.severity === 1)) withErrors++;
    } catch (error) {
      assert.fail(`seed ${seed}, iteration ${i}: ${(error as Error).stack}\n--- text ---\n${text.slice(0, 2000)}`);
    }
  }
  assert.ok(withErrors > 100, 'mutations do produce errors');
});
