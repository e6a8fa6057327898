import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { frontMatterDiagnostics, parseOperation } from '../../../../server/src/service/mdx/frontMatterCheck';
import { findFrontMatter } from '../../../../server/src/service/mdx/parsePage';
import type { FrontMatterContext } from '../../../../server/src/service/mdx/siteContext';

const context: FrontMatterContext = { iconLibrary: 'lucide', iconNames: new Set(['rocket', 'book-open']), openApiOperations: new Set(['GET /users', 'POST /users']), requiredKeys: [] };

function check(yaml: string, ctx: FrontMatterContext = context): string[] {
  const text = `---\n${yaml}\n---\n\nBody\n`;
  const document = TextDocument.create('file:///p.mdx', 'mdx', 1, text);
  return frontMatterDiagnostics(document, findFrontMatter(text), ctx).map((d) => `${d.code}@${document.getText(d.range)}@${d.range.start.line}`);
}

test('known keys with the right types pass', () => {
  assert.deepEqual(check('title: "A"\ndescription: B\nsidebarTitle: C\nicon: rocket\nmode: wide\nhidden: true\nnoindex: false\nkeywords: [a, b]\nopenapi: get /users\nog:image: /x.png'), []);
});

test('unknown keys warn with the nearest known key', () => {
  const document = check('Title: A\nsidebar_title: B\nversionFrom: 1');
  assert.deepEqual(document, ['front-matter-unknown-key@Title@1', 'front-matter-unknown-key@sidebar_title@2', 'front-matter-unknown-key@versionFrom@3']);
});

test('wrong types, enum values, icons of the library, OpenAPI operations', () => {
  assert.deepEqual(check('hidden: "yes"\nmode: wdie\nkeywords: a\nicon: rockt\nopenapi: GET /nope\napi: /users'), [
    'front-matter-type@"yes"@1',
    'front-matter-value@wdie@2',
    'front-matter-type@a@3',
    'unknown-icon@rockt@4',
    'front-matter-value@GET /nope@5',
    'front-matter-value@/users@6',
  ]);
});

test('an unknown icon has the config\'s rule id and wording, with its suggestion', () => {
  const text = '---\nicon: rockt\n---\n';
  const [found] = frontMatterDiagnostics(TextDocument.create('file:///p.mdx', 'mdx', 1, text), findFrontMatter(text), context);
  assert.equal(found.code, 'unknown-icon');
  assert.equal(found.message, 'Unknown icon "rockt" (not a name in lucide-static@1.62.0). Did you mean "rocket"?');
  assert.deepEqual(found.data, { suggestion: 'rocket' });
});

test('malformed YAML is one error on its line', () => {
  const found = check('title: A\ndescription: "unclosed\nmode: wide');
  assert.equal(found.length, 1);
  assert.match(found[0], /^front-matter-syntax@.*@2$/);
});

test('required keys when missing', () => {
  assert.deepEqual(check('title: A', { ...context, requiredKeys: ['description', 'title'] }), ['front-matter-required@---@0']);
});

test('parseOperation', () => {
  assert.deepEqual(parseOperation('post /v1/users'), { file: undefined, method: 'POST', path: '/v1/users' });
  assert.deepEqual(parseOperation('openapi.json GET /a'), { file: 'openapi.json', method: 'GET', path: '/a' });
  assert.equal(parseOperation('FETCH /a'), undefined);
});
