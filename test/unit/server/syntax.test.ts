import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_KEYS_AND_VALUES, MAX_NESTING_DEPTH } from '../../../server/src/service/json/document';
import { codes, coveredText, diagnose } from './helpers';

const files = ['intro.mdx'];

test('a valid plain-JSON config has no syntax diagnostics', () => {
  assert.deepEqual(diagnose('{"name": "Docs", "navigation": [{"group": "A", "pages": ["intro"]}]}', files), []);
});

test('a syntax error is reported with code json-syntax at its position', () => {
  const text = '{"name": "Docs" "navigation": []}';
  const found = diagnose(text, files).filter((d) => d.code === 'json-syntax');
  assert.ok(found.length >= 1);
  assert.equal(found[0].range.start.character, text.indexOf('"navigation"'));
  assert.match(String(found[0].message), /comma expected/);
});

test('comments are errors, with the comment as range', () => {
  const text = '{\n  // a note\n  "name": "Docs", "navigation": [{"group": "A", "pages": ["intro"]}] /* b */\n}';
  const found = diagnose(text, files).filter((d) => d.code === 'json-comment');
  assert.deepEqual(
    found.map((d) => coveredText(text, d)),
    ['// a note', '/* b */'],
  );
  assert.ok(found.every((d) => d.severity === 1));
});

test('trailing commas in objects and arrays are errors on the comma', () => {
  const text = '{"name": "Docs", "navigation": [{"group": "A", "pages": ["intro",]},],}';
  const found = diagnose(text, files).filter((d) => d.code === 'trailing-comma');
  assert.equal(found.length, 3);
  assert.ok(found.every((d) => coveredText(text, d) === ','));
  // Trailing commas are not double-reported as syntax errors.
  assert.deepEqual(
    codes(diagnose(text, files)).filter((c) => c === 'json-syntax'),
    [],
  );
});

test('a duplicate key is a warning on the later key', () => {
  const text = '{"name": "A", "navigation": [{"group": "A", "pages": ["intro"]}], "name": "B"}';
  const found = diagnose(text, files).filter((d) => d.code === 'duplicate-key');
  assert.equal(found.length, 1);
  assert.equal(found[0].severity, 2);
  assert.equal(found[0].range.start.character, text.lastIndexOf('"name"'));
});

test('a BOM is a warning and the rest is still checked', () => {
  const text = '\uFEFF{"name": 3, "navigation": [{"group": "A", "pages": ["intro"]}]}';
  const found = diagnose(text, files);
  assert.deepEqual(codes(found), ['bom', 'type']);
  assert.equal(coveredText(text, found[1]), '3');
});

test('nesting deeper than the limit gives one clear error and no crash', () => {
  const depth = 100_000;
  const text = '['.repeat(depth) + ']'.repeat(depth);
  const found = diagnose(text);
  assert.deepEqual(codes(found), ['json-too-deep']);
  assert.equal(found[0].range.start.character, MAX_NESTING_DEPTH);
});

test('a config of more keys and values than are checked gives one warning there, and nothing else', () => {
  const text = `{"name": 3, "navigation": [${'{},'.repeat(MAX_KEYS_AND_VALUES)}{}]}`;
  const found = diagnose(text);
  assert.deepEqual(codes(found), ['config-too-large']);
  // "navigation", its object and "name", 3 and the root come first: the one past the limit is an empty object.
  assert.equal(coveredText(text, found[0]), '{');
  assert.match(String(found[0].message), /more than 1,000,000 keys and values/);
});

test('an empty file is a syntax error', () => {
  assert.deepEqual(codes(diagnose('')), ['json-syntax']);
});
