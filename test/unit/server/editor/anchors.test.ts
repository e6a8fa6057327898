import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-languageserver-protocol';
import { anchorDiagnostics, anchorHover, countPagesUnder } from '../../../../server/src/service/editor/anchors';
import { config, withCursor } from './support';

const PAGES = ['introduction', 'api/overview', 'api/users/create', 'apixyz/other', 'guides/start'];

test('counts the pages under a url prefix, ignoring slashes around it and look-alike folders', () => {
  assert.equal(countPagesUnder('api', PAGES), 2);
  assert.equal(countPagesUnder('/api/', PAGES), 2);
  assert.equal(countPagesUnder('introduction', PAGES), 1);
  assert.equal(countPagesUnder('nothing', PAGES), 0);
});

test('warns on an anchor or tab whose url matches no navigation page; skips external links and openapi entries', () => {
  const { document, root } = config(`{
    "anchors": [
      { "name": "API", "url": "api" },
      { "name": "Blog", "url": "blog" },
      { "name": "GitHub", "url": "https://github.com/x/y" },
      { "name": "Mail", "url": "mailto:a@b.c" }
    ],
    "tabs": [
      { "name": "Guides", "url": "guides" },
      { "name": "SDK", "url": "/sdk/" },
      { "name": "Ref", "url": "reference", "openapi": "openapi.json" }
    ]
  }`);
  const diagnostics = anchorDiagnostics(document, root, PAGES);
  assert.deepEqual(diagnostics.map((d) => document.getText(d.range)), ['blog', '/sdk/']);
  assert.match(String(diagnostics[0].message), /anchor would be empty/);
  assert.match(String(diagnostics[1].message), /"sdk\/".*tab would be empty/);
  assert.ok(diagnostics.every((d) => d.code === 'anchor-url-no-pages' && d.severity === 2));
});

test('hover on an anchor name or url tells how many pages it holds', () => {
  const text = '{"anchors": [{"name": "API", "url": "a|pi"}, {"name": "Out", "url": "https://x.y"}]}';
  const { document, root, offset } = withCursor(text);
  const hover = anchorHover(document, root, offset, PAGES)!;
  assert.match((hover.contents as MarkupContent).value, /\*\*API\*\* holds 2 pages/);
  assert.equal(document.getText(hover.range!), '"api"');

  const onName = withCursor('{"tabs": [{"name": "Gu|ides", "url": "guides"}]}');
  assert.match((anchorHover(onName.document, onName.root, onName.offset, PAGES)!.contents as MarkupContent).value, /holds 1 page of/);

  const external = withCursor('{"anchors": [{"name": "Out", "url": "https://x|.y"}]}');
  assert.match((anchorHover(external.document, external.root, external.offset, PAGES)!.contents as MarkupContent).value, /external URL/);
});

test('no hover on anchor keys (those show the field documentation) or outside anchors', () => {
  for (const text of ['{"anchors": [{"na|me": "API", "url": "api"}]}', '{"name": "A|PI", "anchors": []}']) {
    const { document, root, offset } = withCursor(text);
    assert.equal(anchorHover(document, root, offset, PAGES), undefined, text);
  }
});
