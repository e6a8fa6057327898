// The compact config tree (shared/src/json/compactTree.ts): node identity through views, O(1) children of a long
// list, values of every kind, UTF-16 offsets, old parses still readable, jsonc-parser's functions on views, the
// store's offset search against jsonc-parser's, and a site model that makes no views of its page entries' nodes.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  findNodeAtLocation,
  findNodeAtOffset,
  getNodePath,
  getNodeValue,
  parseTree,
  type JSONPath,
  type Node,
} from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { childAt, childCount, childType, nodeAtOffset, positionOf, viewOf } from '../../../shared/src/json/compactTree';
import { parseAnyJsonc, parseCleanJsonc, parseJsonc } from '../../../shared/src/json/jsoncParse';
import { LanguageService } from '../../../server/src/service/languageService';
import { CONFIG_PATH, indexWith } from './helpers';
import { corpusPath, corpusSkip } from '../../support/corpus';
import { plainNode } from '../../support/plainNode';
import { seededRandom as random } from '../../support/seededRandom';

const SAMPLE = `{
  // a comment
  "name": "Docs",
  "colors": { "primary": "#0D9373", "light": "#07C983", },
  "navigation": [
    { "group": "Start", "pages": ["intro", "quickstart", { "group": "Deep", "pages": ["deep/a"] }] },
    { "group": "API", "pages": ["api/one", "api/two"] }
  ],
  "n": [0, -1.5e3, 12, true, false, null]
}`;

/** getNodeValue's value with ordinary objects (it makes them without a prototype). */
const plainValue = (node: Node) => JSON.parse(JSON.stringify(getNodeValue(node))) as unknown;

/** Every node of a tree, depth first. */
function allNodes(root: Node): Node[] {
  const out: Node[] = [];
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    out.push(node);
    for (const child of node.children ?? []) stack.push(child);
  }
  return out;
}

for (const [name, parse] of [
  ['fast pass', (text: string) => parseCleanJsonc(text)],
  ['full pass', (text: string) => parseAnyJsonc(text)],
] as const) {
  test(`${name}: one view per node, reached through children, parent or a lookup`, () => {
    const root = parse(SAMPLE)!.root!;
    assert.equal(viewOf(root) !== undefined, true, 'the root is a view of the compact tree');
    for (const node of allNodes(root)) {
      const children = node.children;
      assert.equal(node.children, children, 'the children list is made once per view');
      children?.forEach((child, i) => {
        assert.equal(child.parent, node, `the parent of child ${i} of the ${node.type} at ${node.offset}`);
        assert.equal(childAt(node, i), child);
        assert.equal(childType(node, i), child.type);
        assert.equal(positionOf(child), i);
      });
      assert.equal(childCount(node), children?.length ?? 0);
      assert.equal(findNodeAtOffset(root, node.offset, false) !== undefined, true);
      assert.equal(nodeAtOffset(root, node.offset + 1), findNodeAtOffset(root, node.offset + 1), 'the same object');
    }
    const pages = findNodeAtLocation(root, ['navigation', 0, 'pages'])!;
    assert.equal(pages.children![1].parent!.parent!.children![0].parent, pages.parent, 'property → key → property');
    assert.equal(root.parent, undefined);
    assert.equal(childAt(root, 99), undefined);
    assert.equal(childType(root, -1), undefined);
  });

  test(`${name}: values of every kind, keys with escapes, and the same tree as parseTree`, () => {
    const text =
      '{"a\\"b": "x\\u00e9\\n\\t\\\\/", "plain": "yes", "é🎉 key": ["ü🎉x", "😀", 1e2, -0.5, 0, true, false, null], "": ""}';
    const parsed = parse(text)!;
    assert.deepEqual(plainValue(parsed.root!), JSON.parse(text));
    assert.deepEqual(plainNode(parsed.root), plainNode(parseTree(text)), 'offsets in UTF-16 units, as parseTree');
    const strings = allNodes(parsed.root!).filter((node) => node.type === 'string');
    assert.deepEqual(
      strings.map((node) => node.value).sort(),
      ['', '', 'a"b', 'plain', 'x\u00e9\n\t\\/', 'yes', 'é🎉 key', 'ü🎉x', '😀'].sort(),
    );
    const emoji = nodeAtOffset(parsed.root!, text.indexOf('😀'))!;
    assert.equal(emoji.value, '😀');
    assert.equal(emoji.offset, text.indexOf('"😀"'));
    assert.equal(emoji.length, 4, 'a surrogate pair is two units');
  });
}

test('the plain value and the tree share one string per value', () => {
  const text = JSON.stringify({ navigation: [{ group: 'G', pages: ['a/b', 'c\\d'] }] });
  for (const parsed of [parseCleanJsonc(text)!, parseAnyJsonc(text)]) {
    const value = parsed.value as { navigation: { pages: string[] }[] };
    const node = findNodeAtLocation(parsed.root!, ['navigation', 0, 'pages', 1])!;
    assert.equal(node.value, value.navigation[0].pages[1]);
    assert.equal(node.value, 'c\\d');
  }
});

test('a number the scanner reads shorter than its token keeps the scanner value (the full pass)', () => {
  const text = '[1e, 2, 0x1]';
  const parsed = parseAnyJsonc(text);
  assert.deepEqual(plainNode(parsed.root), plainNode(parseTree(text)));
  assert.deepEqual(parsed.value, getNodeValue(parseTree(text)!));
});

test('children[i] of a 100,000-element list is direct, and a read of one element makes no views of the others', () => {
  const count = 100_000;
  const text = `{"pages": [${Array.from({ length: count }, (_, i) => `"page/${i}"`).join(', ')}]}`;
  const root = parseJsonc(text).root!;
  const tree = viewOf(root)!.tree;
  const list = findNodeAtLocation(root, ['pages'])!;
  assert.equal(childCount(list), count);
  const probe = text.indexOf('"page/73456"') + 3;
  const found = nodeAtOffset(root, probe)!;
  assert.equal(found.value, 'page/73456');
  assert.ok(tree.viewsMade < 10, `an offset lookup made ${tree.viewsMade} views`);
  assert.equal(positionOf(found), 73456);
  assert.equal(childAt(list, 73456), found);
  assert.ok(tree.viewsMade < 10, `a position lookup made ${tree.viewsMade} views`);
  assert.deepEqual(getNodePath(found), ['pages', 73456]);

  const children = list.children!;
  assert.equal(children.length, count);
  const started = performance.now();
  let total = 0;
  for (let i = 0; i < count; i++) total += list.children![i].length;
  const elapsed = performance.now() - started;
  assert.equal(total, text.length - '{"pages": []}'.length - (count - 1) * 2);
  assert.equal(children[73456], found, 'the list holds the view made before');
  assert.equal(children[count - 1].value, `page/${count - 1}`);
  assert.equal(children[count - 1].offset, text.lastIndexOf('"page/'));
  assert.ok(elapsed < 1000, `reading 100,000 elements by index took ${elapsed.toFixed(0)} ms`);
});

test('a view from an older parse still reads that parse after a new one', () => {
  const older = parseJsonc('{"name": "Old", "pages": ["a", "b"]}').root!;
  const oldPages = findNodeAtLocation(older, ['pages'])!;
  const newer = parseJsonc('{"name": "New name", "pages": ["c"], "extra": {"deep": [1, 2, 3]}}').root!;
  assert.deepEqual(plainValue(older), { name: 'Old', pages: ['a', 'b'] });
  assert.deepEqual(
    oldPages.children!.map((node) => [node.value, node.offset]),
    [
      ['a', 26],
      ['b', 31],
    ],
  );
  assert.equal(findNodeAtLocation(newer, ['pages', 0])!.value, 'c');
  assert.notEqual(viewOf(older)!.tree, viewOf(newer)!.tree);
});

/** Where a node sits, to compare a view with a jsonc-parser node. */
const spot = (node: Node | undefined) => node && [node.type, node.offset, node.length];

function assertLookupsAgree(text: string, label: string, next: () => number): void {
  const ours = parseJsonc(text).root;
  const theirs = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!ours || !theirs) return;
  const offsets = Array.from({ length: 200 }, () => Math.floor(next() * (text.length + 2)) - 1);
  for (const offset of offsets)
    for (const rightBound of [false, true]) {
      const found = nodeAtOffset(ours, offset, rightBound);
      assert.deepEqual(spot(found), spot(findNodeAtOffset(theirs, offset, rightBound)), `${label} at ${offset}`);
      if (found) {
        assert.equal(found, findNodeAtOffset(ours, offset, rightBound), `${label}: the same view at ${offset}`);
        const path: JSONPath = getNodePath(found);
        assert.deepEqual(
          spot(findNodeAtLocation(ours, path)),
          spot(findNodeAtLocation(theirs, path)),
          `${label}: path ${JSON.stringify(path)}`,
        );
      }
    }
}

test('the offset search agrees with jsonc-parser on texts with errors (seeded)', () => {
  const next = random(24);
  const texts = [
    SAMPLE,
    '{"a": 1, "b" "c": 2, , "d": }',
    '[1, 2, {"x": [3, 4,], "y"}, "unterminated',
    '{"a": {"b": {"c": [1, [2, [3]]]}}, "a": 2}',
    '{ "k" : "v" , "k2":"v2"}',
    '[,,1,,]',
  ];
  for (const text of texts) assertLookupsAgree(text, JSON.stringify(text), next);
  // Random edits of the sample: characters dropped, duplicated or inserted.
  for (let i = 0; i < 200; i++) {
    const chars = [...SAMPLE];
    for (let edits = 1 + Math.floor(next() * 4); edits > 0; edits--) {
      const at = Math.floor(next() * chars.length);
      const pick = next();
      if (pick < 0.4) chars.splice(at, 1);
      else if (pick < 0.7) chars.splice(at, 0, chars[at]);
      else chars.splice(at, 0, '{}[],:"/ 1'[Math.floor(next() * 10)]);
    }
    assertLookupsAgree(chars.join(''), `edit #${i}`, next);
  }
});

test('the offset search agrees with jsonc-parser on the real configs of the corpus', { skip: corpusSkip() }, () => {
  const next = random(7);
  const folder = corpusPath()!;
  const configs = readdirSync(folder).filter((name) => name.endsWith('.mint.json'));
  assert.ok(configs.length > 0);
  for (const name of configs) assertLookupsAgree(readFileSync(join(folder, name), 'utf8'), name, next);
});

test("a site model's page entries make no views of their nodes; an entry's node is the tree's view", () => {
  const count = 20_000;
  const pages = Array.from({ length: count }, (_, i) => `section${i % 50}/page${i}`);
  const groups = Array.from({ length: 50 }, (_, g) => ({
    group: `Group ${g}`,
    pages: pages.filter((_, i) => i % 50 === g),
  }));
  const text = JSON.stringify({ name: 'Docs', navigation: groups }, null, 2);
  const service = new LanguageService({ index: indexWith(pages.map((page) => `${page}.mdx`)) });
  const doc = service.parse(TextDocument.create('file:///ws/site/mint.json', 'json', 1, text), CONFIG_PATH);
  const tree = viewOf(doc.root)!.tree;
  const model = service.model(doc);
  assert.equal(model.pages.length, count);
  assert.ok(tree.viewsMade < 500, `the model made ${tree.viewsMade} views for ${tree.size} nodes`);
  const entry = model.pages[12_345];
  assert.equal(entry.raw, pages[(12_345 % 400) * 50 + Math.floor(12_345 / 400)]);
  const node = nodeAtOffset(doc.root!, text.indexOf(`"${entry.raw}"`) + 1)!;
  assert.equal(entry.node, node, 'the entry gives the view the tree gives');
  assert.equal(entry.node.value, entry.raw);
  assert.equal(entry.file.doc, doc);
});
