import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { frontMatterDiagnostics, parseOperation } from '../../../../server/src/service/pages/frontMatterCheck';
import { findFrontMatter } from '../../../../server/src/service/pages/parsePage';
import type { FrontMatterContext } from '../../../../server/src/service/pages/siteContext';

const context: FrontMatterContext = {
  iconLibrary: 'lucide',
  iconNames: new Set(['rocket', 'book-open']),
  openApiOperations: new Set(['GET /users', 'POST /users']),
  requiredKeys: [],
};

function check(yaml: string, ctx: FrontMatterContext = context): string[] {
  const text = `---\n${yaml}\n---\n\nBody\n`;
  const document = TextDocument.create('file:///p.mdx', 'mdx', 1, text);
  return frontMatterDiagnostics(document, findFrontMatter(text), ctx).map(
    (d) => `${d.code}@${document.getText(d.range)}@${d.range.start.line}`,
  );
}

test('known keys with the right types pass', () => {
  assert.deepEqual(
    check(
      'title: "A"\ndescription: B\nsidebarTitle: C\nicon: rocket\nmode: wide\nhidden: true\nnoindex: false\nkeywords: [a, b]\nopenapi: get /users\nog:image: /x.png',
    ),
    [],
  );
});

test('unknown keys warn with the nearest known key', () => {
  const document = check('Title: A\nsidebar_title: B\nversionFrom: 1');
  assert.deepEqual(document, [
    'front-matter-unknown-key@Title@1',
    'front-matter-unknown-key@sidebar_title@2',
    'front-matter-unknown-key@versionFrom@3',
  ]);
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

test("an unknown icon has the config's rule id and wording, with its suggestion", () => {
  const text = '---\nicon: rockt\n---\n';
  const [found] = frontMatterDiagnostics(
    TextDocument.create('file:///p.mdx', 'mdx', 1, text),
    findFrontMatter(text),
    context,
  );
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
  assert.deepEqual(check('title: A', { ...context, requiredKeys: ['description', 'title'] }), [
    'front-matter-required@---@0',
  ]);
});

test('parseOperation', () => {
  assert.deepEqual(parseOperation('post /v1/users'), { file: undefined, method: 'POST', path: '/v1/users' });
  assert.deepEqual(parseOperation('openapi.json GET /a'), { file: 'openapi.json', method: 'GET', path: '/a' });
  assert.equal(parseOperation('FETCH /a'), undefined);
});

test('read as the generator reads it: a quoted value or a flow list may go on at column 0, an empty value is no value', () => {
  assert.deepEqual(check('title: "A title that goes on\nat column 0"\ndescription:\nkeywords: [a,\nb]'), []);
  // An empty value does not count as the key being there.
  assert.deepEqual(check('title: A\ndescription:', { ...context, requiredKeys: ['description'] }), [
    'front-matter-required@---@0',
  ]);
  // Still errors, as for the generator: an unknown tag, a quote never closed.
  assert.deepEqual(check('title: !custom A'), ['front-matter-syntax@!custom@1']);
  assert.deepEqual(check('title: "A\ndescription: B'), ['front-matter-syntax@"@1']);
});

test('aliases are not expanded: a small block cannot blow up into a huge value', () => {
  const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < 12; i++)
    lines.push(
      `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
        .fill(`*${String.fromCharCode(96 + i)}`)
        .join(', ')}]`,
    );
  const started = performance.now();
  assert.deepEqual(
    check(lines.join('\n')).filter((d) => !d.startsWith('front-matter-unknown-key')),
    [],
  );
  assert.ok(performance.now() - started < 2000, 'checked without expanding the aliases');
});

test('keys of 2026: mode assistant, audience, lastUpdatedDate, searchable, related, contextual, sdk', () => {
  assert.deepEqual(
    check(
      'mode: assistant\naudience: [developers, admins]\nlastUpdatedDate: "2026-05-01"\nsearchable: false\nrelated:\n  - guides/intro\n  - "Setup": /setup\ncontextual:\n  options: [copy]\nsdk: Client.create',
    ),
    [],
  );
  assert.deepEqual(check('audience: developers\nrelated: false'), []);
  assert.deepEqual(check('searchable: "no"'), ['front-matter-type@"no"@1']);
});

test('groups: names, or rules of includes and excludes, as the generator takes them', () => {
  assert.deepEqual(check('groups: [admins, staff]'), []);
  assert.deepEqual(check('groups: []'), []);
  assert.deepEqual(check('groups:\n  - includes: [admins]\n    excludes: [contractors]\n  - excludes: [interns]'), []);
  const problem = (yaml: string) => {
    const text = `---\n${yaml}\n---\n`;
    const document = TextDocument.create('file:///p.mdx', 'mdx', 1, text);
    return frontMatterDiagnostics(document, findFrontMatter(text), context).map((d) => `${d.code}: ${d.message}`);
  };
  for (const yaml of [
    'groups:\n  - includes: []',
    'groups:\n  - excludes: ["*"]',
    'groups:\n  - includes: [a]\n    only: [b]',
    'groups:\n  - admins\n  - includes: [a]',
    'groups: admins',
    'groups: [""]',
  ]) {
    assert.deepEqual(
      problem(yaml),
      [
        'front-matter-type: `groups` must list names, or `{includes, excludes}` rules (`includes` not empty, no `*` in `excludes`).',
      ],
      yaml,
    );
  }
});
