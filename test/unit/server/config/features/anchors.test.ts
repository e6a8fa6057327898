import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-languageserver-protocol';
import {
  anchorDiagnostics,
  countPagesUnder,
  urlPrefix,
} from '../../../../../server/src/service/config/features/anchors';
import { anchorHover } from '../../../../../server/src/service/config/features/hover';
import { callWithDeadline } from '../../../support/deadline';
import { config, withCursor } from './support';

const PAGES = ['introduction', 'api/overview', 'api/users/create', 'apixyz/other', 'guides/start'];

test('counts the pages under a url prefix, ignoring slashes around it and look-alike folders', () => {
  assert.equal(countPagesUnder('api', PAGES), 2);
  assert.equal(countPagesUnder('/api/', PAGES), 2);
  assert.equal(countPagesUnder('introduction', PAGES), 1);
  assert.equal(countPagesUnder('nothing', PAGES), 0);
});

test('warns on an anchor or tab whose url matches no navigation page; skips external links and openapi entries', () => {
  const { document, model } = config(`{
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
  const diagnostics = anchorDiagnostics(model, PAGES);
  assert.deepEqual(
    diagnostics.map((d) => document.getText(d.range)),
    ['blog', '/sdk/'],
  );
  assert.match(String(diagnostics[0].message), /anchor would be empty/);
  assert.match(String(diagnostics[1].message), /"sdk\/".*tab would be empty/);
  assert.ok(diagnostics.every((d) => d.code === 'anchor-url-no-pages' && d.severity === 2));
});

test('hover on an anchor name or url tells how many pages it holds', () => {
  const text = '{"anchors": [{"name": "API", "url": "a|pi"}, {"name": "Out", "url": "https://x.y"}]}';
  const { document, model, offset } = withCursor(text);
  const hover = anchorHover(model, offset, PAGES)!;
  assert.match((hover.contents as MarkupContent).value, /\*\*API\*\* holds 2 pages/);
  assert.equal(document.getText(hover.range!), '"api"');

  const onName = withCursor('{"tabs": [{"name": "Gu|ides", "url": "guides"}]}');
  assert.match((anchorHover(onName.model, onName.offset, PAGES)!.contents as MarkupContent).value, /holds 1 page of/);

  const external = withCursor('{"anchors": [{"name": "Out", "url": "https://x|.y"}]}');
  assert.match((anchorHover(external.model, external.offset, PAGES)!.contents as MarkupContent).value, /external URL/);
});

test('no hover on anchor keys (those show the field documentation) or outside anchors', () => {
  for (const text of ['{"anchors": [{"na|me": "API", "url": "api"}]}', '{"name": "A|PI", "anchors": []}']) {
    const { model, offset } = withCursor(text);
    assert.equal(anchorHover(model, offset, PAGES), undefined, text);
  }
});

test('url prefixes: slashes trimmed on both ends, inner ones kept; a megabyte of slashes answered by a linear scan', () => {
  assert.equal(urlPrefix('/api/'), 'api');
  assert.equal(urlPrefix('///a//b///'), 'a//b');
  assert.equal(urlPrefix('////'), '');
  // `/\/+$/` retried the run of slashes from each of its positions: 150,000 slashes took 25 s, a megabyte hours.
  const [trimmed] = callWithDeadline('server/src/service/config/features/anchors.ts', 'urlPrefix', [
    '["x" + "/".repeat(1024 * 1024) + "y"]',
  ]);
  assert.equal((trimmed as string).length, 1024 * 1024 + 2);
});

test('counting pages under many anchors reads the navigation pages once, and matches a scan', () => {
  const pages = ['api', 'api/a', 'api/b/c', 'api-x/d', 'api0', 'apj', 'b', 'b//c', 'ä/x', 'x/y'];
  let reads = 0;
  const counted: Iterable<string> = { [Symbol.iterator]: () => (reads++, pages[Symbol.iterator]()) };
  const scan = (prefix: string) =>
    pages.filter((p) => prefix === '' || p === prefix || p.startsWith(`${prefix}/`)).length;
  for (const url of ['api', '/api/', 'api/b', 'ap', 'api-x', 'b', 'b/', 'b/', 'ä', '', 'x/y', 'zzz', 'api0']) {
    assert.equal(countPagesUnder(url, counted), scan(urlPrefix(url)), url);
  }
  assert.equal(reads, 1, 'the pages are read once for all anchors');
});
