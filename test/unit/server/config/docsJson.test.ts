// docs.json through the site model: navigation shape, legacy keys, $ref (problems in the referenced file), OpenAPI
// operation entries, redirects, the both-files note, completion of page paths and operations, hover.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompletionItem, MarkupContent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../../server/src/service/languageService';
import { indexWith, withCursor } from '../helpers';

const ROOT = '/ws/site';

function site(config: unknown | string, files: string[] = [], extra: Record<string, string> = {}) {
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  const service = new LanguageService({
    index: indexWith([...files, ...Object.keys(extra)]),
    readConfigFile: (path) => extra[path.slice(ROOT.length + 1)],
  });
  const doc = service.parse(TextDocument.create(`file://${ROOT}/docs.json`, 'json', 1, text), `${ROOT}/docs.json`);
  return { service, doc, text };
}

const base = (navigation: unknown, more: Record<string, unknown> = {}) => ({
  theme: 'mint',
  name: 'Docs',
  colors: { primary: '#166534' },
  navigation,
  ...more,
});
const codes = (ds: { code?: unknown }[]) => ds.map((d) => String(d.code));
/** A diagnostic's message as text (the protocol allows markup there). */
const messageOf = (d: { message: unknown }) => String(d.message);

test('a valid docs.json with tabs, groups, nested groups and a root page has no problem', () => {
  const { service, doc } = site(
    base({
      tabs: [
        {
          tab: 'Guides',
          groups: [{ group: 'Start', root: 'start/index', pages: ['intro', { group: 'More', pages: ['more/a'] }] }],
        },
      ],
    }),
    ['intro.mdx', 'start/index.mdx', 'more/a.mdx'],
  );
  assert.deepEqual(
    service.diagnose(doc).filter((d) => d.severity !== 3),
    [],
  );
  const model = service.model(doc);
  assert.equal(model.format, 'docs');
  assert.deepEqual(
    model.pages.map((p) => `${p.raw}:${p.role}`),
    ['start/index:root', 'intro:entry', 'more/a:entry'],
  );
  assert.deepEqual(
    model.navItems.map((i) => `${i.kind}:${i.label}`),
    ['tab:Guides', 'group:Start', 'group:More'],
  );
});

test('navigation as an array is the mint.json shape; two root kinds and two kinds of children are named', () => {
  const array = site(base([{ group: 'A', pages: ['intro'] }]), ['intro.mdx']);
  const shape = array.service.diagnose(array.doc).find((d) => d.code === 'navigation-shape')!;
  assert.match(messageOf(shape), /found an array: this is the mint\.json shape/);
  assert.equal(
    shape.range.start.line,
    array.text.split('\n').findIndex((l) => l.includes('"navigation"')),
  );
  const both = site(
    base({
      tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['intro'] }], anchors: [{ anchor: 'A', href: 'https://x.y' }] }],
    }),
    ['intro.mdx'],
  );
  const message = messageOf(both.service.diagnose(both.doc).find((d) => d.code === 'navigation-shape')!);
  assert.match(message, /A tab holds "groups" or "anchors", not both/);
});

test('legacy mint.json keys say what replaces them', () => {
  const { service, doc } = site(
    base(
      { pages: ['intro'] },
      { topbarCtaButton: { name: 'Go', url: 'https://x.y' }, colors: { primary: '#000', anchors: '#fff' } },
    ),
    ['intro.mdx'],
  );
  const legacy = service
    .diagnose(doc)
    .filter((d) => d.code === 'legacy-key')
    .map(messageOf);
  assert.ok(
    legacy.some((m) => m.includes('"navbar.primary"')),
    legacy.join('\n'),
  );
  assert.ok(
    legacy.some((m) => m.includes('"colors.anchors"') && m.includes('no docs.json counterpart')),
    legacy.join('\n'),
  );
  assert.ok(!service.diagnose(doc).some((d) => d.code === 'unknown-key' && messageOf(d).includes('topbarCtaButton')));
});

test('$ref: merged, problems reported in the referenced file, cycles and escapes refused', () => {
  const fr = JSON.stringify(
    { language: 'fr', groups: [{ group: 'Début', pages: ['fr/intro', 'fr/missing'] }] },
    null,
    2,
  );
  const { service, doc } = site(
    base({ languages: [{ language: 'en', groups: [{ group: 'Start', pages: ['intro'] }] }, { $ref: './fr.json' }] }),
    ['intro.mdx', 'fr/intro.mdx'],
    { 'fr.json': fr },
  );
  const [main, ref] = service.diagnoseSite(doc);
  assert.deepEqual(
    codes(main.diagnostics).filter((c) => c !== 'orphan-page'),
    [],
  );
  assert.equal(ref.file.path, `${ROOT}/fr.json`);
  const missing = ref.diagnostics.find((d) => d.code === 'page-missing')!;
  assert.equal(
    missing.range.start.line,
    fr.split('\n').findIndex((l) => l.includes('fr/missing')),
  );
  assert.ok(service.model(doc).usedPageIds.has('fr/intro'));

  const cycle = site(base({ groups: [{ $ref: './a.json' }] }), [], {
    'a.json': '{"group": "A", "pages": [{"$ref": "./docs.json"}]}',
  });
  assert.ok(cycle.service.diagnoseSite(cycle.doc).some((f) => f.diagnostics.some((d) => d.code === 'ref-cycle')));
  const escape = site(base({ groups: [{ $ref: '../outside.json' }] }));
  assert.match(messageOf(escape.service.diagnose(escape.doc).find((d) => d.code === 'ref-invalid')!), /climbs out/);
});

const OPENAPI = JSON.stringify({
  openapi: '3.1.0',
  paths: { '/users': { get: { summary: 'List users' }, post: {} }, '/users/{id}': { delete: {} } },
});

test('OpenAPI operation entries are checked against the document in scope, with a suggestion', () => {
  const { service, doc, text } = site(
    base({
      groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /users', 'GET /user', 'DELETE /users/{id}'] }],
    }),
    [],
    { 'openapi.json': OPENAPI },
  );
  const unknown = service.diagnose(doc).filter((d) => d.code === 'operation-unknown');
  assert.equal(unknown.length, 1);
  assert.match(
    messageOf(unknown[0]),
    /"GET \/user" is not an operation of "openapi\.json"\. Did you mean "GET \/users"\?/,
  );
  assert.equal(
    unknown[0].range.start.line,
    text.split('\n').findIndex((l) => l.includes('"GET /user"')),
  );
  const yaml = site(base({ pages: ['POST /users'] }, { api: { openapi: 'spec.yaml' } }), [], {
    'spec.yaml': 'openapi: 3.0.0\npaths:\n  /users:\n    get: {}\n',
  });
  assert.match(
    messageOf(yaml.service.diagnose(yaml.doc).find((d) => d.code === 'operation-unknown')!),
    /"POST \/users" is not an operation of "spec\.yaml"/,
  );
});

test('redirects: a loop is an error, a chain and a shadowed page are warnings, a missing destination too', () => {
  const { service, doc } = site(
    base(
      { pages: ['intro', 'guide'] },
      {
        redirects: [
          { source: '/a', destination: '/b' },
          { source: '/b', destination: '/a' },
          { source: '/old', destination: '/older' },
          { source: '/older', destination: '/intro' },
          { source: '/guide', destination: '/intro' },
          { source: '/x', destination: '/nowhere' },
        ],
      },
    ),
    ['intro.mdx', 'guide.mdx'],
  );
  const found = codes(service.diagnose(doc));
  assert.equal(found.filter((c) => c === 'redirect-loop').length, 2);
  assert.ok(found.includes('redirect-chain'));
  assert.ok(found.includes('redirect-shadows-page'));
  assert.ok(found.includes('redirect-destination'));
});

test('mint.json beside a docs.json gets one information note', () => {
  const service = new LanguageService({ index: indexWith(['docs.json', 'intro.mdx']) });
  const doc = service.parse(
    TextDocument.create(
      `file://${ROOT}/mint.json`,
      'json',
      1,
      '{"name": "x", "navigation": [{"group": "A", "pages": ["intro"]}]}',
    ),
    `${ROOT}/mint.json`,
  );
  assert.deepEqual(
    service
      .diagnose(doc)
      .filter((d) => d.code === 'config-ignored')
      .map((d) => d.severity),
    [3],
  );
});

function completeAt(textWithCursor: string, files: string[], extra: Record<string, string> = {}): CompletionItem[] {
  const { text, offset } = withCursor(textWithCursor);
  const { service, doc } = site(text, files, extra);
  return service.complete(doc, doc.textDocument.positionAt(offset)).items;
}

test('completion: page paths (unused first) in pages and root, operations in pages, theme values, keys', () => {
  const pages = completeAt('{"theme": "mint", "navigation": {"groups": [{"group": "A", "pages": ["intro", "|"]}]}}', [
    'intro.mdx',
    'setup.mdx',
  ]);
  assert.deepEqual(
    pages.map((i) => i.label),
    ['setup', 'intro'],
  );
  const root = completeAt('{"navigation": {"groups": [{"group": "A", "root": "|", "pages": []}]}}', ['intro.mdx']);
  assert.deepEqual(
    root.map((i) => i.label),
    ['intro'],
  );
  const operations = completeAt(
    '{"navigation": {"groups": [{"group": "A", "openapi": "openapi.json", "pages": ["|"]}]}}',
    [],
    { 'openapi.json': OPENAPI },
  );
  assert.deepEqual(operations.map((i) => i.label).sort(), ['DELETE /users/{id}', 'GET /users', 'POST /users']);
  const themes = completeAt('{"theme": "|"}', []);
  assert.ok(themes.some((i) => i.label === 'maple') && themes.some((i) => i.label === 'luma'));
  const keys = completeAt('{"navigation": {"tabs": [{|}]}}', []);
  assert.ok(keys.some((i) => i.label === 'tab') && keys.some((i) => i.label === 'groups'));
});

test('hover: a field with its default, an operation with its summary', () => {
  const { text, offset } = withCursor(
    '{"appearance": {"def|ault": "dark"}, "navigation": {"groups": [{"group": "A", "openapi": "openapi.json", "pages": ["GET /users"]}]}}',
  );
  const { service, doc } = site(text, [], { 'openapi.json': OPENAPI });
  const field = (service.hover(doc, doc.textDocument.positionAt(offset))!.contents as MarkupContent).value;
  assert.match(field, /appearance\.default/);
  assert.match(field, /system/);
  const op = (
    service.hover(doc, doc.textDocument.positionAt(text.indexOf('GET /users') + 2))!.contents as MarkupContent
  ).value;
  assert.match(op, /List users/);
});
