// Formatting, folding, selection ranges and the key outline of JSON documents (the features VS Code's built-in JSON
// support gave mint.json, docs.json and group documents before they got languages of their own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { foldingRanges } from '../../../../../shared/src/json/folding';
import { formatJson } from '../../../../../shared/src/json/formatting';
import { jsonOutline } from '../../../../../shared/src/json/outline';
import { selectionRanges } from '../../../../../shared/src/json/selectionRanges';

const doc = (text: string) => TextDocument.create('file:///site/mint.json', 'docsite-config', 1, text);
const OPTIONS = { tabSize: 2, insertSpaces: true };

test('formatting re-indents, keeps comments, and follows the editor options', () => {
  const document = doc('{"name":"Site",\n// the pages\n"navigation":[{"group":"A","pages":["a"]}]}');
  const formatted = TextDocument.applyEdits(document, formatJson(document, OPTIONS));
  assert.equal(
    formatted,
    '{\n  "name": "Site",\n  // the pages\n  "navigation": [\n    {\n      "group": "A",\n      "pages": [\n        "a"\n      ]\n    }\n  ]\n}',
  );
  const tabs = TextDocument.applyEdits(
    document,
    formatJson(document, { tabSize: 4, insertSpaces: false, insertFinalNewline: true }),
  );
  assert.ok(tabs.includes('\n\t"name": "Site"'));
  assert.ok(tabs.endsWith('}\n'));
});

test('formatting keeps CRLF line endings and formats only the range asked for', () => {
  const document = doc('{\r\n"a":1,\r\n"b":   {"c":2}\r\n}');
  const formatted = TextDocument.applyEdits(document, formatJson(document, OPTIONS));
  assert.ok(!/[^\r]\n/.test(formatted), 'every line break stays CRLF');
  const ranged = TextDocument.applyEdits(
    document,
    formatJson(document, OPTIONS, { start: { line: 1, character: 0 }, end: { line: 1, character: 6 } }),
  );
  assert.ok(ranged.includes('\r\n"a": 1,\r\n'), ranged);
  assert.ok(ranged.includes('"b":   {"c":2}'), 'the line outside the range is untouched');
});

test('formatting a broken document changes only whitespace', () => {
  const document = doc('{"name": "Site",, "x":');
  const formatted = TextDocument.applyEdits(document, formatJson(document, OPTIONS));
  assert.equal(formatted.replace(/\s/g, ''), '{"name":"Site",,"x":');
});

test('folding: objects and arrays over more than two lines, block comments and regions', () => {
  const text = [
    '{', //                    0
    '  /* about', //            1
    '     the site */', //      2
    '  // #region nav', //      3
    '  "navigation": [', //     4
    '    { "group": "A" },', // 5
    '    "b"', //               6
    '  ],', //                  7
    '  // #endregion', //       8
    '  "small": {},', //        9
    '  "two": {', //            10
    '  }', //                   11
    '}', //                     12
  ].join('\n');
  assert.deepEqual(foldingRanges(doc(text)), [
    { startLine: 0, endLine: 11 },
    { startLine: 1, endLine: 2, kind: 'comment' },
    { startLine: 3, endLine: 8, kind: 'region' },
    { startLine: 4, endLine: 6 },
  ]);
});

test('folding survives unbalanced brackets', () => {
  const ranges = foldingRanges(doc('{\n  "a": [\n    1,\n    2\n  }\n}'));
  assert.deepEqual(ranges, []);
  assert.deepEqual(foldingRanges(doc('[\n  {\n    "a": 1\n  }\n]\n]')), [
    { startLine: 0, endLine: 3 },
    { startLine: 1, endLine: 2 },
  ]);
});

test("selection ranges grow from a string's text to the whole document", () => {
  const text = '{\n  "navigation": [\n    { "group": "Getting started" }\n  ]\n}';
  const document = doc(text);
  const [range] = selectionRanges(document, [document.positionAt(text.indexOf('started'))]);
  const steps: string[] = [];
  for (let r: typeof range | undefined = range; r; r = r.parent) steps.push(document.getText(r.range));
  assert.deepEqual(steps, [
    'Getting started',
    '"Getting started"',
    '"group": "Getting started"',
    ' "group": "Getting started" ',
    '{ "group": "Getting started" }',
    '\n    { "group": "Getting started" }\n  ',
    '[\n    { "group": "Getting started" }\n  ]',
    '"navigation": [\n    { "group": "Getting started" }\n  ]',
    '\n  "navigation": [\n    { "group": "Getting started" }\n  ]\n',
    text,
  ]);
});

test('selection ranges in a broken or empty document still answer one range per position', () => {
  const document = doc('{"a": ');
  const ranges = selectionRanges(document, [
    { line: 0, character: 1 },
    { line: 0, character: 6 },
  ]);
  assert.equal(ranges.length, 2);
  assert.deepEqual(selectionRanges(doc(''), [{ line: 0, character: 0 }]), [
    { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } },
  ]);
});

test('the key outline nests objects and arrays and shows scalar values', () => {
  const document = doc(
    '{\n  "name": "Acme",\n  "mapping": { "sales": "ds-1" },\n  "properties": { "tags": [ { "x": 1 } ] }\n}',
  );
  const outline = jsonOutline(document);
  const names = (symbols: ReturnType<typeof jsonOutline>): unknown =>
    symbols.map((s) => (s.children?.length ? [s.name, names(s.children)] : s.name));
  assert.deepEqual(names(outline), ['name', ['mapping', ['sales']], ['properties', [['tags', [['0', ['x']]]]]]]);
  assert.equal(outline[0].detail, '"Acme"');
  assert.equal(document.getText(outline[1].selectionRange), '"mapping"');
});

test('the key outline is bounded in depth', () => {
  const deep = '{"a":'.repeat(100) + '1' + '}'.repeat(100);
  let depth = 0;
  for (let symbols = jsonOutline(doc(deep)); symbols.length > 0; symbols = symbols[0].children ?? []) depth++;
  assert.equal(depth, 32);
});
