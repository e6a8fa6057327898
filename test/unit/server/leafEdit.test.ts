// An edit inside one string value re-read from the previous parse (shared/src/json/leafEdit.ts) gives what a full
// parse of the new text gives: tree, value, lexical findings. Random edits (seeded) of the corpus's real configs and
// of a generated big one, chained (each edit made on the previous edit's result), and edits it must refuse.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { getNodeValue, type Node } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { readJsonText, type JsonText } from '../../../shared/src/json/jsonText';
import { readJsonTextAfterEdit } from '../../../shared/src/json/leafEdit';
import { DocumentCache } from '../../../server/src/service/json/document';
import { corpusPath, corpusSkip } from '../../support/corpus';
import { plainNode } from '../../support/plainNode';
import { seededRandom as random } from '../../support/seededRandom';
import { stringValues } from '../../support/stringValues';

/** The value as plain data (objects without a prototype compare as ordinary ones). */
const plainData = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;

function assertSameRead(actual: JsonText, text: string, label: string): void {
  const expected = readJsonText(text);
  assert.deepEqual(plainNode(actual.root), plainNode(expected.root), `tree, ${label}`);
  assert.deepEqual(plainData(actual.value), plainData(expected.value), `value, ${label}`);
  assert.deepEqual(plainData(actual.value), plainData(getNodeValue(actual.root!)), `value and tree, ${label}`);
  assert.deepEqual(actual.parseErrors, expected.parseErrors, `errors, ${label}`);
  const { duplicateKeys: actualKeys, ...actualLexical } = actual.lexical;
  const { duplicateKeys: expectedKeys, ...expectedLexical } = expected.lexical;
  assert.deepEqual(actualLexical, expectedLexical, `lexical findings, ${label}`);
  const offsets = (keys: Node[] | undefined) => (keys ?? []).map((key) => key.offset);
  assert.deepEqual(offsets(actualKeys), offsets(expectedKeys), `duplicate keys, ${label}`);
}

const TYPED = 'abcdefghij-_/.#0123456789 éü🎉'.split('');
const ODD = ['"', '\\', '\n', '\t', '{', ',', ':', '//'];

/** An edit of `text`: mostly inside a string value (typing, deleting, pasting), sometimes anywhere. */
function edit(text: string, parsed: JsonText, next: () => number): string {
  const strings = stringValues(parsed.root);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  if (strings.length === 0 || next() < 0.1) {
    const at = Math.floor(next() * (text.length + 1));
    return text.slice(0, at) + pick(ODD) + text.slice(at);
  }
  const node = pick(strings);
  const inner = node.offset + 1;
  const innerEnd = node.offset + node.length - 1;
  const at = inner + Math.floor(next() * (innerEnd - inner + 1));
  const removed = Math.floor(next() * Math.min(4, innerEnd - at + 1));
  let inserted = '';
  for (let n = Math.floor(next() * 4); n > 0; n--) inserted += next() < 0.05 ? pick(ODD) : pick(TYPED);
  return text.slice(0, at) + inserted + text.slice(at + removed);
}

/** Chained random edits from `text`: each one read from the previous result when it can be, checked against a full
 * parse (a text left broken is not edited further); the first read's plain value is kept and checked again at the end
 * (its tree is edited in place, its value is not). */
function checkEdits(text: string, label: string, edits: number, next: () => number): number {
  const first = readJsonText(text);
  const firstPlain = plainData(first.value);
  let current = first;
  let currentText = text;
  let incremental = 0;
  for (let i = 0; i < edits; i++) {
    const newText = edit(currentText, current, next);
    const after = readJsonTextAfterEdit(current, currentText, newText);
    if (after) {
      incremental++;
      assertSameRead(after, newText, `${label} edit #${i}`);
    }
    const read = after ?? readJsonText(newText);
    // A broken text is not edited further (a parse with errors is never read incrementally): the next edit is
    // made on the last good one, as a user fixes what they broke.
    if (read.parseErrors.length > 0) continue;
    current = read;
    currentText = newText;
  }
  assert.deepEqual(plainData(first.value), firstPlain, `${label}: the first parse's value reads as it did`);
  return incremental;
}

test('edits inside string values of a generated config read as a full parse does (seeded)', () => {
  const next = random(2024);
  const pages = Array.from({ length: 2_000 }, (_, i) => `section-${i % 7}/page-${i}`);
  const config = {
    $schema: 'https://mintlify.com/schema.json',
    name: 'Docs',
    colors: { primary: '#0D9373', light: '#07C983' },
    navigation: Array.from({ length: 20 }, (_, g) => ({
      group: `Group ${g}`,
      pages: pages.slice(g * 100, g * 100 + 100),
    })),
  };
  // Comments, a trailing comma, a duplicate key, escapes and a multi-byte character around the strings.
  const text =
    '// the site\n' +
    JSON.stringify(config, null, 2).replace('"Docs"', '"Docs", /* c */ "name": "Do\\"cs", "title": "Naïve 🎉"') +
    '\n';
  const incremental = checkEdits(text.replace(/\]\n\}\n$/, '],\n}\n'), 'generated', 300, next);
  assert.ok(incremental > 150, `only ${incremental} of 300 edits were read incrementally`);
});

test(
  'edits inside string values of the real configs of the corpus read as a full parse does (seeded)',
  { skip: corpusSkip() },
  () => {
    const next = random(77);
    const folder = corpusPath()!;
    let incremental = 0;
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.mint.json')))
      incremental += checkEdits(readFileSync(join(folder, name), 'utf8'), name, 30, next);
    assert.ok(incremental > 0);
  },
);

test('edits that are not inside one string value are parsed in full', () => {
  const text = '{"name": "Docs", "a\\u0041": "x\\ny", "pages": ["a", "b"], "n": 1}';
  const read = readJsonText(text);
  const refused = [
    text.replace('"Docs"', '"Do"cs"'), // a quote typed
    text.replace('"Docs"', '"Do\\cs"'), // a backslash
    text.replace('"name"', '"nam"'), // a key
    text.replace('"x\\ny"', '"x\\nyz"'), // a string with an escape
    text.replace('"a", "b"', '"a", "bc", "d"'), // two strings
    text.replace('1}', '12}'), // a number
    text,
  ];
  for (const newText of refused) assert.equal(readJsonTextAfterEdit(read, text, newText), undefined, newText);
  const broken = readJsonText('{"name": "Docs",, "x": "y"}');
  assert.equal(readJsonTextAfterEdit(broken, '{"name": "Docs",, "x": "y"}', '{"name": "Docs",, "x": "yz"}'), undefined);
  const typed = text.replace('"Docs"', '"Docs site"');
  const after = readJsonTextAfterEdit(read, text, typed);
  assert.ok(after, 'typing inside a plain string value is read from the previous parse');
  assertSameRead(after, typed, 'typing');
});

test('the document cache reads an edit inside a string value from the previous version', () => {
  const cache = new DocumentCache();
  const text = JSON.stringify({ name: 'Docs', navigation: [{ group: 'G', pages: ['intro', 'guide'] }] }, null, 2);
  const uri = 'file:///ws/site/mint.json';
  const first = cache.get(TextDocument.create(uri, 'json', 1, text), '/ws/site/mint.json');
  const typed = text.replace('"guide"', '"guides"');
  const second = cache.get(TextDocument.create(uri, 'json', 2, typed), '/ws/site/mint.json');
  assert.equal(second.version, 2);
  assertSameRead(second, typed, 'the cached document');
  assert.deepEqual(plainData(first.value), plainData(JSON.parse(text)), "the first version's value reads as it did");
  assert.equal(second.root, first.root, "the tree is edited in place: its views are the new version's");
  const third = cache.get(TextDocument.create(uri, 'json', 3, typed.replace('"G"', '"Group"')), '/ws/site/mint.json');
  assertSameRead(third, typed.replace('"G"', '"Group"'), 'a second edit');
  assert.equal(
    readJsonTextAfterEdit(first, text, text.replace('"Docs"', '"Docs!"')),
    undefined,
    'a read whose tree was edited since is not edited again from its old text',
  );
});
