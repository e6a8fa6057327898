import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver-protocol';
import { findDocumentSymbols } from '../../../../../server/src/service/config/features/symbols';
import { MAX_GROUP_DEPTH } from '../../../../../server/src/service/config/features/outlines';
import { config } from './support';

const SITE = `{
  "name": "Site",
  "navigation": [
    { "group": "Getting Started", "pages": ["introduction", { "group": "Editing", "pages": ["editing/web", "editing/local"] }, "quickstart"] },
    { "group": "API", "version": "v2", "pages": ["api/overview"] },
    { "pages": ["orphan-group-page"] }
  ],
  "anchors": [ { "name": "Community", "url": "https://example.com", "icon": "discord" }, { "url": "api" } ],
  "topAnchor": { "name": "Docs" },
  "tabs": [ { "name": "API Reference", "url": "api" } ],
  "versions": ["v2", { "name": "v1", "url": "v1" }]
}`;

/** An indented outline, one symbol a line, so a test reads like the tree VS Code shows. */
function outline(symbols: DocumentSymbol[], indent = ''): string[] {
  return symbols.flatMap((s) => [
    `${indent}${s.name}${s.detail ? ` [${s.detail}]` : ''}`,
    ...outline(s.children ?? [], `${indent}  `),
  ]);
}

test('outline: nested groups with their pages, anchors, top anchor, tabs, versions', () => {
  const { model } = config(SITE);
  assert.deepEqual(outline(findDocumentSymbols(model)), [
    'Navigation [3]',
    '  Getting Started [2 pages]',
    '    introduction',
    '    Editing [2 pages]',
    '      editing/web',
    '      editing/local',
    '    quickstart',
    '  API [1 page, version v2]',
    '    api/overview',
    '  (unnamed group) [1 page]',
    '    orphan-group-page',
    'Anchors [2]',
    '  Community [https://example.com]',
    '  (unnamed anchor) [api]',
    'Top anchor: Docs',
    'Tabs [1]',
    '  API Reference [api]',
    'Versions [2]',
    '  v2',
    '  v1',
  ]);
});

test('kinds and ranges: a group selects its name, a page its string, and every selection sits inside its range', () => {
  const { document, model } = config(SITE);
  const symbols = findDocumentSymbols(model);
  const group = symbols[0].children![0];
  assert.equal(group.kind, SymbolKind.Namespace);
  assert.equal(document.getText(group.selectionRange), '"Getting Started"');
  const page = group.children![0];
  assert.equal(page.kind, SymbolKind.File);
  assert.equal(document.getText(page.range), '"introduction"');
  const within = (inner: DocumentSymbol) => {
    const start = document.offsetAt(inner.range.start),
      end = document.offsetAt(inner.range.end);
    assert.ok(
      document.offsetAt(inner.selectionRange.start) >= start && document.offsetAt(inner.selectionRange.end) <= end,
      inner.name,
    );
    inner.children?.forEach(within);
  };
  symbols.forEach(within);
});

test('nesting deeper than the bound stops descending instead of overflowing the stack', () => {
  // Deep enough to pass the bound, within the parser's own depth guard (256 brackets: the model is built only from a
  // guarded parse).
  const depth = 100;
  const text = `{"navigation": [${'{"group": "g", "pages": ['.repeat(depth)}"leaf"${']}'.repeat(depth)}]}`;
  const { model } = config(text);
  let levels = 0;
  let node: DocumentSymbol | undefined = findDocumentSymbols(model)[0];
  while (node?.children?.length) {
    node = node.children[0];
    levels++;
  }
  assert.ok(levels > 10 && levels <= MAX_GROUP_DEPTH + 2, `levels ${levels}`);
});

test('broken configs give what can be read', () => {
  assert.deepEqual(findDocumentSymbols(config('').model), []);
  const { model } = config('{"navigation": [{"group": "A", "pages": ["x", ');
  assert.deepEqual(outline(findDocumentSymbols(model)), ['Navigation [1]', '  A [1 page]', '    x']);
});
