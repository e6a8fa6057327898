// Quick fixes from out-of-date diagnostics: only diagnostics whose lines read as they did at publication pass.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { PublishedTexts } from '../../../server/src/lsp/publishedTexts';

const URI = 'file:///site/docs.json';
const TEXT = '{\n  "icon": "solid",\n  "name": "Docs"\n}\n';
const iconValue: Diagnostic = {
  range: { start: { line: 1, character: 10 }, end: { line: 1, character: 17 } },
  message: 'bad icon',
  code: 'enum',
};
const nameKey: Diagnostic = {
  range: { start: { line: 2, character: 2 }, end: { line: 2, character: 8 } },
  message: 'x',
  code: 'unknown-key',
};

function opened(): { texts: PublishedTexts; document: TextDocument } {
  const texts = new PublishedTexts();
  const document = TextDocument.create(URI, 'json', 1, TEXT);
  texts.published(URI, 1, document);
  return { texts, document };
}

test('a line inserted above a diagnostic makes it out of date; its fix is not built', () => {
  const { texts, document } = opened();
  TextDocument.update(
    document,
    [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: '  "theme": "mint",\n' }],
    2,
  );
  // The old range now covers `"mint",` on the inserted line: replacing it would corrupt the file.
  assert.equal(document.getText(iconValue.range), ' "mint"');
  assert.deepEqual(texts.current(URI, document, [iconValue, nameKey]), []);
});

test('an edit on other lines keeps the diagnostic; an edit on its own line drops it', () => {
  const { texts, document } = opened();
  TextDocument.update(
    document,
    [{ range: { start: { line: 2, character: 16 }, end: { line: 2, character: 16 } }, text: ' ' }],
    2,
  );
  assert.deepEqual(
    texts.current(URI, document, [iconValue, nameKey]),
    [iconValue],
    'the edited line 2 drops only its own diagnostic',
  );
});

test('the published version itself, an unknown document, and a publication for another version', () => {
  const { texts, document } = opened();
  assert.deepEqual(texts.current(URI, document, [iconValue]), [iconValue]);
  assert.deepEqual(
    texts.current('file:///other.json', document, [iconValue]),
    [iconValue],
    'nothing recorded: nothing to judge by',
  );
  // A publication computed for an older version than the open one records nothing (and forgets what was recorded).
  TextDocument.update(
    document,
    [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n' }],
    2,
  );
  texts.published(URI, 1, document);
  assert.deepEqual(texts.current(URI, document, [iconValue]), [iconValue]);
  texts.published(URI, 2, document);
  TextDocument.update(
    document,
    [{ range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, text: '' }],
    3,
  );
  assert.deepEqual(texts.current(URI, document, [iconValue]), [], 'recorded at version 2, the line moved since');
});

test('a range past the end of the current text is out of date', () => {
  const { texts, document } = opened();
  TextDocument.update(
    document,
    [{ range: { start: { line: 0, character: 0 }, end: { line: 4, character: 0 } }, text: '{}' }],
    2,
  );
  assert.deepEqual(texts.current(URI, document, [nameKey]), []);
});
