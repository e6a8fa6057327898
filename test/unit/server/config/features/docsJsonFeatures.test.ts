// The config editor features on a docs.json site: the same modules as for mint.json, reading the shared site model.
// Each test walks the docs.json shape (tabs -> groups -> nested groups, a group `root`, anchors with colours).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { findDocumentColors } from '../../../../../server/src/service/config/features/colors';
import { orphanPagesOf } from '../../../../../server/src/service/config/features/editorDiagnostics';
import {
  findDefinition,
  findDocumentLinks,
  findPageReferences,
} from '../../../../../server/src/service/config/features/links';
import { editsForFileRenames, renamePage } from '../../../../../server/src/service/config/features/renames';
import { findDocumentSymbols } from '../../../../../server/src/service/config/features/symbols';
import { parseConfigDocument } from '../../../../../server/src/service/json/document';
import { siteModelOf } from '../../../../../server/src/service/config/model/siteModel';
import { WorkspaceIndex } from '../../../../../server/src/service/workspace/workspaceIndex';
import { applyTextEdits } from './support';

const CONFIG = `{
  "theme": "mint",
  "name": "Docs",
  "colors": { "primary": "#0D9373", "light": "#07C983" },
  "navigation": {
    "tabs": [
      { "tab": "Guides", "groups": [
        { "group": "Start", "root": "guides/overview", "pages": ["intro", "/guides/setup", { "group": "Deep", "pages": ["guides/advanced/tips"] }] }
      ] },
      { "tab": "Reference", "anchors": [
        { "anchor": "API", "color": { "light": "#FF0000", "dark": "#00FF00" }, "groups": [{ "group": "Calls", "pages": ["guidesextra/page"] }] }
      ] }
    ]
  }
}`;
const FILES = [
  'intro.mdx',
  'guides/overview.mdx',
  'guides/setup.mdx',
  'guides/advanced/tips.md',
  'guidesextra/page.mdx',
  'unlisted.mdx',
];

function docsSite(text = CONFIG, files = FILES) {
  const index = new WorkspaceIndex();
  index.addFiles(['/site/docs.json', ...files.map((f) => `/site/${f}`)]);
  index.markScanned('/site');
  const document = TextDocument.create('file:///site/docs.json', 'json', 1, text);
  const doc = parseConfigDocument(document, '/site/docs.json');
  return { index, document, doc, model: siteModelOf(doc) };
}

const positionOf = (document: TextDocument, needle: string) =>
  document.positionAt(document.getText().indexOf(needle) + 1);

test('docs.json document links: every listed page that exists, the group root included, at any depth', () => {
  const s = docsSite();
  const targets = findDocumentLinks(s.doc, s.index)
    .map((l) => l.target)
    .sort();
  assert.deepEqual(targets, [
    'file:///site/guides/advanced/tips.md',
    'file:///site/guides/overview.mdx',
    'file:///site/guides/setup.mdx',
    'file:///site/guidesextra/page.mdx',
    'file:///site/intro.mdx',
  ]);
});

test("docs.json definition: a page entry inside a tab's nested group goes to its file; a missing page goes nowhere", () => {
  const s = docsSite();
  assert.equal(
    findDefinition(s.doc, s.index, positionOf(s.document, '"guides/advanced/tips"'))?.[0]?.targetUri,
    'file:///site/guides/advanced/tips.md',
  );
  const missing = docsSite(CONFIG.replace('"intro"', '"nowhere"'));
  assert.equal(findDefinition(missing.doc, missing.index, positionOf(missing.document, '"nowhere"'))?.length ?? 0, 0);
});

test('docs.json references: a page file is found in the navigation and as a group root', () => {
  const s = docsSite(CONFIG.replace('"pages": ["guidesextra/page"]', '"pages": ["guides/overview"]'));
  const lines = findPageReferences('/site/guides/overview.mdx', [s.doc], s.index).map((l) => l.range.start.line);
  assert.deepEqual(lines, [7, 10]);
});

test('docs.json renames: moving a folder rewrites entries and the root below it, not look-alike folders', () => {
  const s = docsSite();
  const edit = editsForFileRenames(
    [{ oldUri: 'file:///site/guides', newUri: 'file:///site/manual' }],
    [s.doc],
    s.index,
  )!;
  const after = JSON.parse(applyTextEdits(s.document, edit.changes![s.document.uri])) as {
    navigation: { tabs: { groups?: unknown[]; anchors?: { groups: { pages: string[] }[] }[] }[] };
  };
  assert.deepEqual(after.navigation.tabs[0].groups, [
    {
      group: 'Start',
      root: 'manual/overview',
      pages: ['intro', '/manual/setup', { group: 'Deep', pages: ['manual/advanced/tips'] }],
    },
  ]);
  assert.deepEqual(after.navigation.tabs[1].anchors![0].groups[0].pages, ['guidesextra/page']);
});

test('docs.json rename of one page entry edits that entry and offers to move its file', () => {
  const s = docsSite();
  const result = renamePage(s.doc, s.index, positionOf(s.document, '"/guides/setup"'), 'guides/install');
  assert.ok('edit' in result, 'error' in result ? result.error : 'a rename edit');
  assert.equal(result.oldUri, 'file:///site/guides/setup.mdx');
  assert.equal(result.newUri, 'file:///site/guides/install.mdx');
  const configEdits = result.edit.documentChanges!.flatMap((change) =>
    'edits' in change && change.textDocument.uri === s.document.uri ? change.edits.filter((e) => 'newText' in e) : [],
  );
  const after = applyTextEdits(s.document, configEdits);
  assert.match(after, /"pages": \["intro", "\/guides\/install", \{/, 'the entry keeps its leading slash');
  assert.equal(after.replace('/guides/install', '/guides/setup'), s.document.getText(), 'nothing else changes');
});

test('docs.json outline: tabs, anchors and groups nest as the navigation does, pages as leaves', () => {
  const s = docsSite();
  const names = (symbols: { name: string; children?: unknown[] }[], depth = 0): string[] =>
    symbols.flatMap((sym) => [
      `${'  '.repeat(depth)}${sym.name}`,
      ...names((sym.children ?? []) as { name: string; children?: unknown[] }[], depth + 1),
    ]);
  const outline = names(findDocumentSymbols(s.model));
  for (const expected of [
    'Guides',
    'Start',
    'Deep',
    'intro',
    'guides/advanced/tips',
    'Reference',
    'API',
    'Calls',
    'guidesextra/page',
  ]) {
    assert.ok(
      outline.some((line) => line.trim().includes(expected)),
      `${expected} in\n${outline.join('\n')}`,
    );
  }
  const depthOf = (name: string) => outline.find((line) => line.trim().includes(name))!.search(/\S/);
  assert.ok(depthOf('Deep') > depthOf('Start') && depthOf('Start') > depthOf('Guides'), outline.join('\n'));
});

test("docs.json colours: colors.primary/light and an anchor's light and dark colours, each inside its quotes", () => {
  const s = docsSite();
  const colors = findDocumentColors(s.model)
    .map((c) => s.document.getText(c.range))
    .sort();
  assert.deepEqual(colors, ['#00FF00', '#07C983', '#0D9373', '#FF0000']);
});

test('docs.json orphans: pages reached by no entry and no group root', () => {
  const s = docsSite();
  assert.deepEqual(
    orphanPagesOf(s.doc, s.index).map((p) => p.page),
    ['unlisted'],
  );
});
