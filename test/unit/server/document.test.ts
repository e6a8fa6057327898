import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentCache, MAX_NESTING_DEPTH, parseConfigDocument } from '../../../server/src/service/document';

test('the cache parses once per uri + version', () => {
  const cache = new DocumentCache();
  const v1 = TextDocument.create('file:///a/mint.json', 'json', 1, '{"name": "a"}');
  const first = cache.get(v1, '/a/mint.json');
  assert.equal(cache.get(v1, '/a/mint.json'), first);
  const v2 = TextDocument.update(v1, [{ text: '{"name": "b"}' }], 2);
  const second = cache.get(v2, '/a/mint.json');
  assert.notEqual(second, first);
  assert.equal((second.value as { name: string }).name, 'b');
  cache.delete(v2.uri);
  assert.notEqual(cache.get(v2, '/a/mint.json'), second);
});

test('the site root is the folder of the config', () => {
  const doc = parseConfigDocument(TextDocument.create('file:///w/docs/mint.json', 'json', 1, '{}'), '/w/docs/mint.json');
  assert.equal(doc.rootDir, '/w/docs');
});

test('nesting up to the limit is parsed; one level more is refused before parsing', () => {
  const within = parseConfigDocument(TextDocument.create('file:///x', 'json', 1, '['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH)));
  assert.ok(within.root && within.lexical.tooDeepAt === undefined);
  const beyond = parseConfigDocument(TextDocument.create('file:///x', 'json', 1, '['.repeat(MAX_NESTING_DEPTH + 1)));
  assert.equal(beyond.root, undefined);
  assert.equal(beyond.lexical.tooDeepAt, MAX_NESTING_DEPTH);
});
