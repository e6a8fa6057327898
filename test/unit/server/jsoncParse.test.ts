// The one-pass parser against what it replaced: a lexical pass over every token (comments, trailing commas, depth)
// and then jsonc-parser's own parseTree. On seeded random texts (valid configs with random edits, token soup, deep
// nesting, text after the value) both must give the same tree, the same errors and the same lexical findings.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createScanner, getNodeValue, parseTree, SyntaxKind, type Node, type ParseError } from 'jsonc-parser';
import {
  MAX_KEYS_AND_VALUES,
  MAX_NESTING_DEPTH,
  parseAnyJsonc,
  parseCleanJsonc,
  parseJsonc,
  type JsoncParse,
} from '../../../shared/src/json/jsoncParse';
import { findDuplicateKeys } from '../../../server/src/service/json/syntax';
import { corpusPath, corpusSkip } from '../../support/corpus';
import { plainNode } from '../../support/plainNode';
import { seededRandom as random } from '../../support/seededRandom';

/** The two passes the parser replaced, as they were. */
function twoPasses(text: string): JsoncParse {
  const comments: { offset: number; length: number }[] = [];
  const trailingCommas: number[] = [];
  const scanner = createScanner(text, false);
  let depth = 0;
  let pendingComma = -1;
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    switch (kind) {
      case SyntaxKind.LineCommentTrivia:
      case SyntaxKind.BlockCommentTrivia:
        comments.push({ offset: scanner.getTokenOffset(), length: scanner.getTokenLength() });
        continue;
      case SyntaxKind.Trivia:
      case SyntaxKind.LineBreakTrivia:
        continue;
      case SyntaxKind.OpenBraceToken:
      case SyntaxKind.OpenBracketToken:
        if (++depth > MAX_NESTING_DEPTH)
          return { errors: [], comments, trailingCommas, tooDeepAt: scanner.getTokenOffset() };
        break;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken:
        if (pendingComma >= 0) trailingCommas.push(pendingComma);
        depth = Math.max(0, depth - 1);
        break;
    }
    pendingComma = kind === SyntaxKind.CommaToken ? scanner.getTokenOffset() : -1;
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  return { root, errors, comments, trailingCommas };
}

let cleanParses = 0;

/** Both passes (the fast one when it takes the text, and the full one) against the two passes they replaced. */
function assertSame(text: string, label: string, expectClean = false): void {
  const expected = twoPasses(text);
  const context = `${label}: ${JSON.stringify(text.length > 300 ? text.slice(0, 300) + '…' : text)}`;
  const clean = parseCleanJsonc(text);
  if (expectClean) assert.ok(clean, `the fast pass takes ${context}`);
  if (clean) {
    cleanParses++;
    assert.deepEqual(expected.errors, [], `the fast pass took a text with errors, ${context}`);
    assert.deepEqual(clean.value, expected.root ? getNodeValue(expected.root) : undefined, `value, ${context}`);
  }
  for (const [pass, actual] of [
    ['full', parseAnyJsonc(text)],
    ['fast', clean],
    ['chosen', parseJsonc(text)],
  ] as const) {
    if (!actual) continue;
    const where = `${pass} pass, ${context}`;
    assert.deepEqual(actual.errors, expected.errors, `errors, ${where}`);
    assert.deepEqual(actual.comments, expected.comments, `comments, ${where}`);
    assert.deepEqual(actual.trailingCommas, expected.trailingCommas, `trailing commas, ${where}`);
    assert.equal(actual.tooDeepAt, expected.tooDeepAt, `too deep, ${where}`);
    assert.equal(actual.root?.parent, undefined, `the root has no parent, as in parseTree (${pass} pass)`);
    assert.deepEqual(plainNode(actual.root), plainNode(expected.root), `tree, ${where}`);
    if (actual.duplicateKeys)
      assert.deepEqual(
        keyOffsets(actual.duplicateKeys),
        keyOffsets(expected.root ? findDuplicateKeys(expected.root) : []),
        `duplicate keys, ${where}`,
      );
  }
}

const keyOffsets = (keys: Node[]) => keys.map((key) => key.offset).sort((a, b) => a - b);

test('the fast pass notes repeated keys of each object as it reads, prototype-like names included', () => {
  const text =
    '{"a": 1, "b": {"a": 2, "__proto__": 1, "__proto__": 2, "x": {}}, "a": [ {"constructor": 1, "constructor": 2} ], "toString": 0}';
  const parsed = parseCleanJsonc(text);
  assert.ok(parsed?.duplicateKeys);
  assert.deepEqual(
    parsed.duplicateKeys.map((key) => key.value),
    ['__proto__', 'a', 'constructor'],
  );
  assert.deepEqual(keyOffsets(parsed.duplicateKeys), keyOffsets(findDuplicateKeys(parseTree(text)!)));
  assertSame(text, 'repeated keys', true);
});

const PIECES = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '"a"',
  '"k": ',
  '1',
  '-',
  '1e',
  '0x1',
  'true',
  'nul',
  'null',
  '//c\n',
  '/*c*/',
  '/*',
  '\\',
  '"\\u12"',
  '"\\q"',
  ' ',
  '\n',
  '\r\n',
  '\t',
  '\u00a0',
  '\uFEFF',
  '#',
  '"a\nb"',
  ',]',
  ',}',
  '"\u0001"',
];

function soup(next: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += PIECES[Math.floor(next() * PIECES.length)];
  return text;
}

function mutate(next: () => number, text: string): string {
  let out = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * (out.length + 1));
    const choice = next();
    if (choice < 0.4) out = out.slice(0, at) + PIECES[Math.floor(next() * PIECES.length)] + out.slice(at);
    else if (choice < 0.7) out = out.slice(0, at) + out.slice(at + 1 + Math.floor(next() * 20));
    else if (choice < 0.85) out = out.slice(0, at);
    else out = out.slice(0, at) + out.slice(at, at + 30) + out.slice(at);
  }
  return out;
}

const SEED_CONFIG = JSON.stringify(
  {
    name: 'Site',
    colors: { primary: '#0D9373', anchors: { from: '#000', to: '#fff' } },
    navigation: [{ group: 'Start', pages: ['intro', '/quickstart', { group: 'Deep', pages: ['a/b', 'c'] }] }],
    tabs: [{ name: 'API', url: 'api' }],
    n: [1, -2.5e3, true, false, null],
  },
  null,
  2,
);

test('valid configs, with comments and trailing commas: the same tree as parseTree', () => {
  assertSame(SEED_CONFIG, 'seed', true);
  assertSame('// head\n{ "a": [1, 2, ], /* mid */ "b": {"c": 1,}, }\n// tail', 'comments and trailing commas', true);
  assertSame(
    '{"esc\\"aped": "\\u00e9\\n\\/", "n": [-0, 1.5e-3, 0, -12E+2], "k": [true, false, null], "__proto__": {}, "a": 1, "a": 2}',
    'escapes, numbers, keywords, duplicate keys',
    true,
  );
  assertSame('\r\n\t {"a"\t:\r\n[ ]}//end', 'line breaks and tabs', true);
  assertSame('', 'empty');
  assertSame('   ', 'blank');
  assertSame('"just a string"', 'a bare value');
  assertSame('{} , /* after */ [1,]', 'text after the value');
  for (const odd of [
    '{"a": 01}',
    '{"a": 1.}',
    '{"a": tru}',
    '{"a": truex}',
    '{"a": "\u0001"}',
    '{"a": "\\x"}',
    '{"a": "\\u12"}',
    '{"a": 1 /}',
    '{"a": 1 /* open',
    '{"a":\u00a01}',
    '[1,,2]',
    '{"a" 1}',
    '{"a": 1} x',
    '[-]',
    '[1e]',
    '["a"\n"b"]',
  ]) {
    assertSame(odd, `odd ${odd}`);
    assert.equal(parseCleanJsonc(odd), undefined, `the fast pass gives up on ${odd}`);
  }
});

/** What may sit inside a string: plain text, every escape, broken escapes, control characters, line breaks,
 * surrogate halves, white space runs. */
const STRING_PIECES = [
  'a',
  'é',
  '😀',
  '\uD800',
  ' ',
  '   ',
  '\t',
  '\\"',
  '\\\\',
  '\\/',
  '\\b',
  '\\f',
  '\\n',
  '\\r',
  '\\t',
  '\\u00e9',
  '\\uD83D\\uDE00',
  '\\uDFFF',
  '\\u12',
  '\\u',
  '\\uZ',
  '\\u12G4',
  '\\q',
  '\\x41',
  '\\',
  '\u0001',
  '\u001f',
  '\n',
  '\r\n',
  '\r',
  '"',
];

test('strings with every escape, broken escapes and control characters, and white space runs, parse as before (seeded)', () => {
  const next = random(0x57a1);
  for (let i = 0; i < 3000; i++) {
    let inside = '';
    const count = Math.floor(next() * 12);
    for (let j = 0; j < count; j++) inside += STRING_PIECES[Math.floor(next() * STRING_PIECES.length)];
    const where = next();
    const text =
      where < 0.4
        ? `{"k": "${inside}", "b": 1}`
        : where < 0.7
          ? `["${inside}"]`
          : where < 0.85
            ? `{"${inside}": [1]}`
            : `[1, "${inside}`;
    assertSame(text, `string #${i}`);
  }
  assertSame('{"a": "\\', 'a backslash at the end of the text');
  assertSame(`{"a":${' \t\r\n'.repeat(50)}1,\n\n\r\r\n  "b" \t:\t\t[ \n ]}`, 'runs of white space and line breaks');
});

test('nesting at the limit parses; one level more is refused at the same bracket, with no tree and no errors', () => {
  assertSame('['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH), 'at the limit');
  assertSame('['.repeat(MAX_NESTING_DEPTH + 1), 'one past');
  assertSame('{"a":'.repeat(MAX_NESTING_DEPTH + 5), 'objects past');
  assertSame('{} ' + '['.repeat(MAX_NESTING_DEPTH + 1), 'too deep after the value');
  const deep = parseJsonc('['.repeat(100_000));
  assert.equal(deep.tooDeepAt, MAX_NESTING_DEPTH);
  assert.equal(deep.root, undefined);
});

test('a text with more keys and values than the limit is refused at the first one past it, clean or not', () => {
  // Keys count as well as values: objects of one property hold two each.
  const pairs = Math.ceil(MAX_KEYS_AND_VALUES / 3);
  const members = Array.from({ length: pairs }, () => '{"a":0}');
  const clean = '[' + members.join(',') + ']';
  const refused = parseJsonc(clean);
  assert.equal(refused.root, undefined);
  assert.deepEqual(refused.errors, []);
  // The array is one; each member object, its key and its value three more.
  const pastAt = 1 + Math.floor((MAX_KEYS_AND_VALUES - 1) / 3) * 8;
  const pastIndexInMember = (MAX_KEYS_AND_VALUES - 1) % 3; // 0: the object, 1: its key, 2: its value
  assert.equal(refused.tooManyAt, pastAt + [0, 1, 5][pastIndexInMember]);
  // The clean pass stops there, and so does the full pass (error recovery), with the same findings.
  assert.deepEqual(parseCleanJsonc(clean), parseAnyJsonc(clean));
  const withComments = `// a config\n[/* first */ ${members.join(',\n')}]`;
  assert.deepEqual(parseCleanJsonc(withComments), parseAnyJsonc(withComments));
  assert.equal(parseCleanJsonc(withComments)?.comments.length, 2);
  // One fewer member is read in full.
  const within = parseJsonc('[' + members.slice(0, pairs - 1).join(',') + ']');
  assert.equal(within.tooManyAt, undefined);
  assert.equal(within.root?.children?.length, pairs - 1);
});

test('random edits of a config give the same parse as the two passes (seeded)', () => {
  const next = random(0x5eed);
  cleanParses = 0;
  for (let i = 0; i < 3000; i++) assertSame(mutate(next, SEED_CONFIG), `edit #${i}`);
  assert.ok(cleanParses > 100, `the fast pass took ${cleanParses} of the edited texts (both passes are exercised)`);
});

test('random token soup gives the same parse as the two passes (seeded)', () => {
  const next = random(0xbad5eed);
  for (let i = 0; i < 3000; i++) assertSame(soup(next, 1 + Math.floor(next() * 60)), `soup #${i}`);
});

test('the real configs of the corpus, and random edits of them, give the same parse', { skip: corpusSkip() }, () => {
  const corpus = corpusPath() as string;
  const names = readdirSync(corpus).filter((name) => name.endsWith('.mint.json'));
  assert.ok(names.length >= 20, 'the corpus holds the real configs');
  const next = random(0xc0ffee);
  for (const name of names) {
    const text = readFileSync(join(corpus, name), 'utf8');
    assertSame(text, name);
    for (let i = 0; i < 20; i++) assertSame(mutate(next, text), `${name} edit #${i}`);
  }
});
