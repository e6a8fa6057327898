import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  DocumentCache,
  MAX_NESTING_DEPTH,
  originalParse,
  parseConfigDocument,
} from '../../../server/src/service/json/document';

test('the cache parses once per text: a new version of the same text shares the parse, another text is parsed', () => {
  const cache = new DocumentCache();
  const v1 = TextDocument.create('file:///a/mint.json', 'json', 1, '{"name": "a"}');
  const first = cache.get(v1, '/a/mint.json');
  assert.equal(cache.get(v1, '/a/mint.json'), first);
  // Not an edit inside one string value (those edit the tree in place: leafEdit.test.ts).
  const v2 = TextDocument.update(v1, [{ text: '{"name": "b", "n": 1}' }], 2);
  const second = cache.get(v2, '/a/mint.json');
  assert.notEqual(second.root, first.root);
  assert.equal((second.value as { name: string }).name, 'b');
  // Closed and opened again: a new TextDocument, a new version, the same text.
  const reopened = TextDocument.create('file:///a/mint.json', 'json', 7, '{"name": "b", "n": 1}');
  const third = cache.get(reopened, '/a/mint.json');
  assert.equal(third.root, second.root, 'the parse is shared');
  assert.equal(third.textDocument, reopened);
  assert.equal(third.version, 7);
  assert.equal(originalParse(third), second);
  cache.delete('/a/mint.json');
  assert.notEqual(cache.get(reopened, '/a/mint.json').root, second.root);
});

test('a read of the same file shares the cached parse without replacing it; another text or uri does not', () => {
  const cache = new DocumentCache();
  const open = TextDocument.create('file:///a/mint.json', 'json', 3, '{"name": "a"}');
  const cached = cache.get(open, '/a/mint.json');
  const disk = TextDocument.create('file:///a/mint.json', 'json', 0, '{"name": "a"}');
  assert.equal(cache.reuse(disk, '/a/mint.json')?.root, cached.root);
  assert.equal(
    cache.reuse(TextDocument.create('file:///a/mint.json', 'json', 0, '{"name": "b"}'), '/a/mint.json'),
    undefined,
  );
  assert.equal(
    cache.reuse(TextDocument.create('file:///b/mint.json', 'json', 0, '{"name": "a"}'), '/a/mint.json'),
    undefined,
  );
  assert.equal(cache.get(open, '/a/mint.json'), cached, "the entry is still the editor's");
});

test('the site root is the folder of the config', () => {
  const doc = parseConfigDocument(
    TextDocument.create('file:///w/docs/mint.json', 'json', 1, '{}'),
    '/w/docs/mint.json',
  );
  assert.equal(doc.rootDir, '/w/docs');
});

test('nesting up to the limit is parsed; one level more is refused before parsing', () => {
  const within = parseConfigDocument(
    TextDocument.create('file:///x', 'json', 1, '['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH)),
  );
  assert.ok(within.root && within.lexical.tooDeepAt === undefined);
  const beyond = parseConfigDocument(TextDocument.create('file:///x', 'json', 1, '['.repeat(MAX_NESTING_DEPTH + 1)));
  assert.equal(beyond.root, undefined);
  assert.equal(beyond.lexical.tooDeepAt, MAX_NESTING_DEPTH);
});
