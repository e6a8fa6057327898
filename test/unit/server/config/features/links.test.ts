import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument } from '../../../../../server/src/service/json/document';
import {
  findDefinition,
  findDocumentLinks,
  findPageReferences,
} from '../../../../../server/src/service/config/features/links';
import { site } from './support';

const CONFIG = `{
  "name": "S",
  "logo": { "light": "/logo/light.svg", "dark": "https://cdn.example.com/dark.svg" },
  "favicon": "/favicon.png",
  "openapi": ["openapi.yaml", "missing.yaml"],
  "navigation": [
    { "group": "Start", "pages": ["intro", { "group": "Nested", "pages": ["/guides/deep", "guides/missing"] }] },
    { "group": "Dup", "pages": ["guides/deep", "https://example.com/out"] }
  ]
}`;
const FILES = ['intro.mdx', 'guides/deep.md', 'logo/light.svg', 'favicon.png', 'openapi.yaml'];

test('every resolvable page path (nested groups too) and local file reference is a link to its file', () => {
  const s = site(CONFIG, FILES);
  const links = findDocumentLinks(s.doc, s.index);
  assert.deepEqual(
    links.map((l) => [s.document.getText(l.range), l.target]),
    [
      ['intro', 'file:///site/intro.mdx'],
      ['/guides/deep', 'file:///site/guides/deep.md'],
      ['guides/deep', 'file:///site/guides/deep.md'],
      ['/logo/light.svg', 'file:///site/logo/light.svg'],
      ['/favicon.png', 'file:///site/favicon.png'],
      ['openapi.yaml', 'file:///site/openapi.yaml'],
    ],
  );
  assert.equal(links[0].tooltip, 'Open intro.mdx');
});

test('go to definition on a page path opens its file; elsewhere gives nothing', () => {
  const s = site(CONFIG, FILES);
  const at = (needle: string, delta = 2) => s.document.positionAt(s.document.getText().indexOf(needle) + delta);
  const [link] = findDefinition(s.doc, s.index, at('"/guides/deep"'))!;
  assert.equal(link.targetUri, 'file:///site/guides/deep.md');
  assert.equal(s.document.getText(link.originSelectionRange!), '"/guides/deep"');
  assert.equal(findDefinition(s.doc, s.index, at('"guides/missing"')), null);
  assert.equal(findDefinition(s.doc, s.index, at('"Start"')), null);
  assert.equal(findDefinition(s.doc, s.index, at('"favicon"', 3)), null, 'a key is not a file');
  assert.equal(findDefinition(s.doc, s.index, at('"/favicon.png"'))![0].targetUri, 'file:///site/favicon.png');
});

test('references from a page file: its entries in every config, and none for entries that lead elsewhere', () => {
  const s = site(CONFIG, [...FILES, 'docs2/mint.json', 'docs2/intro.mdx']);
  const other = parseConfigDocument(
    TextDocument.create(
      'file:///site/docs2/mint.json',
      'json',
      1,
      '{"name": "Two", "navigation": [{"group": "G", "pages": ["intro", "../intro"]}]}',
    ),
    '/site/docs2/mint.json',
  );
  const deep = findPageReferences('/site/guides/deep.md', [s.doc, other], s.index);
  assert.deepEqual(
    deep.map((l) => [l.uri, s.document.getText(l.range)]),
    [
      ['file:///site/mint.json', '"/guides/deep"'],
      ['file:///site/mint.json', '"guides/deep"'],
    ],
  );
  const intro = findPageReferences('/site/intro.mdx', [s.doc, other], s.index);
  assert.deepEqual(
    intro.map((l) => l.uri),
    ['file:///site/mint.json'],
    'docs2 "intro" is its own page; "../intro" escapes its root',
  );
  assert.deepEqual(
    findPageReferences('/site/docs2/intro.mdx', [s.doc, other], s.index).map((l) => l.uri),
    ['file:///site/docs2/mint.json'],
  );
});
