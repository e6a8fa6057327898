// The fuzz inputs (bench/lsp/fuzz): a seed must replay the same inputs, and the hand-framed messages must be valid
// JSON-RPC whose text is not valid UTF-8 — otherwise the fuzz run would test the wrong thing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mutate, rawDidChangeBody, SHORT_LIMITS, type FuzzInput } from '../../../bench/lsp/fuzz/mutations';
import { Random } from '../../../bench/lsp/fuzz/random';

const SEED_TEXT =
  '{\n  "name": "Site",\n  "navigation": [\n    { "group": "G", "pages": ["intro", "guide/setup"] }\n  ]\n}\n';

function inputs(seed: number, count: number): FuzzInput[] {
  const random = new Random(seed);
  return Array.from({ length: count }, () => mutate(SEED_TEXT, random, SHORT_LIMITS));
}

void test('a seed replays exactly the same inputs; another seed gives others', () => {
  const first = inputs(42, 200);
  assert.deepEqual(inputs(42, 200), first);
  assert.notDeepEqual(
    inputs(43, 200).map((i) => i.text),
    first.map((i) => i.text),
  );
});

void test('the mutations cover every kind and stay within the limits', () => {
  const all = inputs(7, 600);
  const kinds = new Set(all.map((i) => i.kind.replace(/\(.*$/, '')));
  for (const kind of [
    'flipCharacters',
    'truncate',
    'deepNesting',
    'hugeString',
    'oddCharacters',
    'rawInvalidUtf8',
    'bom',
    'wideObject',
  ]) {
    assert.ok(kinds.has(kind), `no ${kind} in 600 inputs`);
  }
  for (const input of all.filter((i) => i.kind.startsWith('deepNesting'))) {
    const depth = Number(/\((\d+)\)/.exec(input.kind)?.[1]);
    assert.ok(depth >= 100 && depth <= SHORT_LIMITS.maxDepth, input.kind);
  }
  // Every input fits the size limit, and the huge-string mutations really fill it (the long run's largest inputs are
  // meant to reach the limit, not a fraction of it).
  const longest = Math.max(...all.map((i) => i.text.length));
  assert.ok(
    longest <= SHORT_LIMITS.maxInputLength,
    `an input of ${longest} characters, over ${SHORT_LIMITS.maxInputLength}`,
  );
  assert.ok(longest > 0.75 * SHORT_LIMITS.maxInputLength, `the longest input is only ${longest} characters`);
  assert.ok(
    all.some((i) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(i.text)),
    'no lone high surrogate in any input',
  );
});

void test('a raw frame is valid JSON-RPC whose text carries invalid UTF-8 bytes', () => {
  const random = new Random(3);
  const input: FuzzInput = {
    kind: 'rawInvalidUtf8',
    text: 'a"b\\c\n\u0001é😀',
    rawBytes: [Buffer.from([0xff]), Buffer.from([0xc0, 0xaf])],
  };
  const body = rawDidChangeBody('file:///site/mint.json', 9, input, random);
  assert.ok(
    body.includes(Buffer.from([0xff])) && body.includes(Buffer.from([0xc0, 0xaf])),
    'the raw bytes are in the frame',
  );
  const decoded = body.toString('utf8'); // what a reader does with it: invalid sequences become U+FFFD
  assert.notDeepEqual(Buffer.from(decoded, 'utf8'), body, 'the frame is not valid UTF-8');
  const message = JSON.parse(decoded) as {
    method: string;
    params: { textDocument: { version: number }; contentChanges: { text: string }[] };
  };
  assert.equal(message.method, 'textDocument/didChange');
  assert.equal(message.params.textDocument.version, 9);
  const text = message.params.contentChanges[0].text;
  assert.equal(
    text.replace(/\uFFFD/g, ''),
    input.text,
    'the text is the input with replacement characters where the bytes were',
  );
});
