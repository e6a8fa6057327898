// The simple front matter reader against the YAML library: wherever it reads a block, it must give the library's
// document (the same keys and values, of the same types, with the same node types and ranges), on lines written here
// to probe its edges and on the front matter of every page of the real corpora; and it must leave to the library
// every block whose reading it cannot be sure of.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { isMap, isScalar, type Document, type ParsedNode } from 'yaml';
import { readSimpleFrontMatter } from '../../../../server/src/service/pages/frontMatterSimple';
import {
  FRONT_MATTER_OPTIONS,
  parseFrontMatterYaml,
  parseFrontMatterYamlWithLibrary,
} from '../../../../server/src/service/pages/frontMatterYaml';
import { findFrontMatter, frontMatterText } from '../../../../server/src/service/pages/parsePage';
import { corpusPageFiles, corpusSkip, inCorpus } from '../../../support/corpus';

/** What the checks can read of a document: its range, and each pair's key and value nodes. */
function describe(document: Document.Parsed<ParsedNode> | undefined): string {
  if (!document) return 'none';
  const contents = document.contents;
  const node = (n: unknown) =>
    isScalar(n) ? [n.value === null ? null : typeof n.value, n.value, n.type, n.source, n.range, n.tag] : String(n);
  const pairs = isMap(contents) ? contents.items.map((pair) => [node(pair.key), node(pair.value)]) : node(contents);
  return JSON.stringify({ range: document.range, map: contents?.range, pairs, errors: document.errors.length });
}

/** Whether the simple reader takes the block, and whether what the checks get is the library's reading. */
function compare(yaml: string): { simple: boolean; same: boolean; ours: string; library: string } {
  const simple = readSimpleFrontMatter(yaml.trim(), FRONT_MATTER_OPTIONS) !== undefined;
  const ours = parseFrontMatterYaml(yaml);
  const library = parseFrontMatterYamlWithLibrary(yaml);
  const [a, b] = [describe(ours.document), describe(library.document)];
  const same =
    a === b && ours.offset === library.offset && JSON.stringify(ours.error) === JSON.stringify(library.error);
  return { simple, same, ours: a, library: b };
}

const READ_SIMPLY = [
  'title: "Getting started"',
  "title: 'Getting started'",
  'title: Getting started',
  'title: Getting started  \ndescription: "How to begin"   ',
  'title: "Quickstart"\n\n\ndescription: x',
  'description:',
  'description:\ntitle: x',
  'description:   \ntitle: x',
  'hidden: true',
  'hidden: False',
  'hidden: NULL',
  'boost: 3',
  'boost: 0',
  "title: What's new",
  'title: Say "hi"',
  'title: a, b [c] {d} & e* !f | g > h % i @ j ` k',
  'title: a:b',
  'title: a#b',
  'title: "a: b # c"',
  "title: 'a \" b'",
  'title: ""',
  "title: ''",
  'title: Ünïcode',
  'title: 日本語のページ',
  'title: "🚀 Launch"',
  'title: Launch 🚀',
  'sidebarTitle: x\nicon: "rocket"\nmode: wide\nopenapi: "GET /users"',
  'key_with-dash: v',
  '_private: v',
];

const LEFT_TO_THE_LIBRARY = [
  'title: foo #bar',
  'title: Foo: bar',
  'title: ends with a colon:',
  'title: "a \\" b"',
  'title: "a\\nb"',
  "title: 'it''s'",
  'title: "unterminated',
  'title: "x"y',
  'title: "x" # comment',
  'title: "Hello\nworld"',
  'title: Hello\n  world',
  'a: 1\na: 2',
  'null: x',
  'true: x',
  'og:image: x',
  'title : x',
  'title:x',
  'a: 010',
  'a: -1',
  'a: 1.5',
  'a: 2024-01-02',
  'a: 1:20',
  'a: .inf',
  'a: ~',
  'a: [1, 2]',
  'a: {b: 1}',
  'a: &x 1',
  'a: *x',
  'a: !foo 1',
  'a: |\n  x',
  'a: >\n  x',
  'a:\n  - x',
  'a:\n- x',
  '- x',
  '# comment\ntitle: x',
  'title: x\n---\nb: 2',
  'title: x\n...',
  'title:\tx',
  'title: a\tb',
  'title: a\u0085b',
  'title: a\u2028b',
  'title: "a\u0001b"',
  'title: a\ud800b',
  'title: -x',
  'title: ?x',
  'title: @x',
  'title: `x',
  'title: %x',
  '0key: x',
  '-key: x',
  'just a string',
  `${'k'.repeat(300)}: x`,
];

test('a block of simple lines is read as the library reads it', () => {
  const differences: string[] = [];
  for (const yaml of READ_SIMPLY) {
    const { simple, same, ours, library } = compare(yaml);
    if (!simple) differences.push(`${JSON.stringify(yaml)}: not read simply`);
    else if (!same) differences.push(`${JSON.stringify(yaml)}:\n  simple  ${ours}\n  library ${library}`);
  }
  assert.deepEqual(differences, []);
});

test('a block with anything else is left to the library, which gives the same result as before', () => {
  const taken: string[] = [];
  for (const yaml of LEFT_TO_THE_LIBRARY) {
    const { simple, same } = compare(yaml);
    if (simple || !same) taken.push(JSON.stringify(yaml));
  }
  assert.deepEqual(taken, []);
});

test(
  'every corpus page: where the simple reader reads the block, the library gives the same document',
  { skip: corpusSkip() },
  () => {
    const corpus = inCorpus();
    const files = corpusPageFiles();
    const differences: string[] = [];
    let blocks = 0;
    let simple = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const block = findFrontMatter(text);
      if (!block) continue;
      blocks++;
      const result = compare(frontMatterText(block, text));
      if (result.simple) simple++;
      if (!result.same)
        differences.push(`${file.slice(corpus.length + 1)}:\n  simple  ${result.ours}\n  library ${result.library}`);
    }
    assert.deepEqual(differences, []);
    assert.ok(blocks > 1000, `front matter blocks: ${blocks}`);
    // Most real blocks are simple lines: the point of the reader (the share is printed for the record).
    console.log(`simple reader: ${simple} of ${blocks} corpus front matter blocks`);
    assert.ok(simple > blocks / 2, `read simply: ${simple} of ${blocks}`);
  },
);
