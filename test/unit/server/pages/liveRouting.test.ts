// Links resolved as the live site serves them, one minimal site per rule (docs/pages.md "Routing rules"): pages
// generated from OpenAPI documents, relative links, what the generator ignores, redirects, folder links, pages that
// do not parse, and protocol-relative links without a host.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileNameSafe, operationPageBase } from '../../../../server/src/service/config/model/generatedPages';
import { RedirectTable } from '../../../../server/src/service/config/model/redirectTable';
import { problems, ROOT, site } from './support';

const docsJson = (extra: Record<string, unknown>) =>
  JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'S',
    colors: { primary: '#000000' },
    ...extra,
  });

const USERS_API = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Users', version: '1' },
  paths: {
    '/users': {
      get: { summary: 'List users', tags: ['Users'], 'x-mint': { href: '/en/api/users/list-users' } },
      post: { summary: 'Create user', tags: ['Users'] },
    },
    '/users/{id}': { get: { tags: ['Users'] }, delete: { summary: 'Delete user', 'x-excluded': true } },
    '/teams': { get: { summary: 'List teams' } },
  },
});

test('OpenAPI: the pages an openapi group generates are exactly the ones linked to (x-mint.href, tag/summary, method-path)', () => {
  const files = {
    'docs.json': docsJson({
      navigation: {
        groups: [
          { group: 'Home', pages: ['index'] },
          { group: 'API', openapi: 'users.json' },
        ],
      },
    }),
    'users.json': USERS_API,
    'index.mdx': '# Home\n',
    'p.mdx': [
      '[x-mint](/en/api/users/list-users) [summary](/api-reference/users/create-user) [no summary](/api-reference/users/get-users)',
      '[no tag](/api-reference/list-teams)',
      // Not generated: the operation with x-mint.href has no page at its default path, an excluded one has none,
      // and a made-up page under the folder is not excused by the folder.
      '[default path of x-mint](/api-reference/users/list-users) [excluded](/api-reference/delete-user) [made up](/api-reference/users/nope)',
    ].join('\n'),
  };
  assert.deepEqual(problems(files, 'p.mdx'), [
    'page-link-broken@"/api-reference/users/list-users"',
    'page-link-broken@"/api-reference/delete-user"',
    'page-link-broken@"/api-reference/users/nope"',
  ]);
});

test('OpenAPI: "METHOD /path" entries generate one page each, under the item\'s directory; the rest of the document none', () => {
  const files = {
    'docs.json': docsJson({
      navigation: {
        groups: [
          {
            group: 'API',
            openapi: { source: '/users.json', directory: 'reference' },
            pages: ['POST /users', 'GET /teams/'],
          },
        ],
      },
    }),
    'users.json': USERS_API,
    'p.mdx':
      '[a](/reference/users/create-user) [b](/reference/list-teams) [c](/reference/users/get-users) [d](/en/api/users/list-users)\n',
  };
  assert.deepEqual(problems(files, 'p.mdx'), [
    'page-link-broken@"/reference/users/get-users"',
    'page-link-broken@"/en/api/users/list-users"',
  ]);
});

test('OpenAPI: a document that cannot be read here leaves links into its directory unjudged, and only those', () => {
  const files = {
    'docs.json': docsJson({
      navigation: {
        groups: [{ group: 'API', openapi: { source: 'https://example.com/api.json', directory: 'remote' } }],
      },
    }),
    'p.mdx': '[a](/remote/anything/here) [b](/elsewhere)\n',
  };
  assert.deepEqual(problems(files, 'p.mdx'), ['page-link-broken@"/elsewhere"']);
});

test('OpenAPI page names: file-name safe tag and summary, repeated names numbered within a tag group', () => {
  assert.equal(fileNameSafe('Get a user (by id), v2.0'), 'get-a-user-by-id-v20');
  assert.equal(fileNameSafe('/users/{id}/posts'), 'users-posts');
  assert.equal(fileNameSafe(''), undefined);
  assert.equal(
    operationPageBase({ entry: 'GET /a/{b}', tag: 'My Tag' }, 'api-reference'),
    'api-reference/my-tag/get-a',
    'a path parameter becomes a dash, and a final dash goes',
  );
  assert.equal(operationPageBase({ entry: 'GET /x', href: '/En/Docs/page.name' }, 'api-reference'), 'En/Docs/page');
  const files = {
    'docs.json': docsJson({ navigation: { groups: [{ group: 'API', openapi: 'twins.json' }] } }),
    'twins.json': JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/a': { get: { summary: 'Same' } },
        '/b': { get: { summary: 'Same' } },
        '/c': { get: { summary: 'Same' } },
      },
    }),
    'p.mdx':
      '[1](/api-reference/same) [2](/api-reference/same-1) [3](/api-reference/same-2) [4](/api-reference/same-3)\n',
  };
  assert.deepEqual(problems(files, 'p.mdx'), ['page-link-broken@"/api-reference/same-3"']);
});

test("relative links: from the page file's folder, `..` stopping at the root; the generator drops a page link's extension", () => {
  const files = {
    'docs.json': docsJson({ navigation: { groups: [{ group: 'G', pages: ['guides/intro', 'guides/setup'] }] } }),
    'guides/intro.mdx':
      '![shot](../../images/shot.png) [setup](./setup.mdx) [img](<../images/shot.png>)\n<Card href="./setup.mdx" />\n[abs](/guides/setup.mdx) <Button href="./setup.mdx" />\n',
    'guides/setup.mdx': '# Setup\n',
    'images/shot.png': '',
  };
  // Only links the generator does not rewrite keep their extension to the live site, which has no page there.
  // (`<Button>` is no component of the generator's, which the component check says too.)
  assert.deepEqual(problems(files, 'guides/intro.mdx'), [
    'page-link-extension@"/guides/setup.mdx"',
    'page-link-extension@"./setup.mdx"',
    'component-unknown@"Button"',
  ]);
});

test('.mintignore and the default ignores: ignored pages are not checked, not orphans, and links to them are broken', () => {
  const files = {
    'docs.json': docsJson({ navigation: { groups: [{ group: 'G', pages: ['index', 'drafts/wip'] }] } }),
    '.mintignore': '# drafts stay out\ndrafts\n*.draft.mdx',
    'index.mdx': '[wip](/drafts/wip) [draft](/notes.draft) [readme](/README) [kept](/kept) [skill](/skill.md)\n',
    'drafts/wip.mdx': '[broken inside an ignored page](/nowhere)\n',
    'notes.draft.mdx': '',
    'README.md': '',
    'kept.mdx': '',
    'skill.md': '---\nname: docs\nlicense: MIT\n---\n',
  };
  assert.deepEqual(problems(files, 'index.mdx'), [
    'page-link-broken@"/drafts/wip"',
    'page-link-broken@"/notes.draft"',
    'page-link-broken@"/README"',
  ]);
  const pages = site(files);
  const checked = pages.pagePaths().map((p) => p.slice(ROOT.length + 1));
  assert.deepEqual(checked, ['index.mdx', 'kept.mdx'], 'ignored pages, README.md and a root skill.md are not pages');
  const withoutIgnoreFile = site({ ...files, '.mintignore': '' });
  assert.ok(
    withoutIgnoreFile.pagePaths().some((p) => p.endsWith('/drafts/wip.mdx')),
    'an empty .mintignore ignores only the defaults',
  );
});

test('redirects: met before pages, destinations filled from the source, a missing destination is a broken link', () => {
  const files = {
    'docs.json': docsJson({
      navigation: { groups: [{ group: 'G', pages: ['index', 'new/intro', 'v2/setup'] }] },
      redirects: [
        { source: '/old/:slug*', destination: '/new/:slug*' },
        { source: '/legacy/*', destination: '/v2/*' },
        { source: '/gone', destination: '/nowhere' },
        { source: '/v1/setup', destination: '/v2/setup' },
      ],
    }),
    'index.mdx':
      '[a](/old/intro#usage) [b](/legacy/setup) [c](/gone) [d](/old/missing) [e](/v1/setup#install) [f](/v1/setup#nope)\n',
    'new/intro.mdx': '# Intro\n## Usage\n',
    'v2/setup.mdx': '# Setup\n## Install\n',
    // A page the redirect also matches: readers never reach it, they land on /v2/setup.
    'v1/setup.mdx': '# Old setup\n## Nope\n',
  };
  assert.deepEqual(problems(files, 'index.mdx'), [
    'page-link-broken@"/gone"',
    'page-link-broken@"/old/missing"',
    'page-anchor-missing@"#nope"',
  ]);
});

test('redirect matching takes time bounded by path and source segments, whatever the wildcards', () => {
  const source = `/${Array.from({ length: 8 }, (_, i) => `:p${i}*`).join('/')}/end`;
  const table = new RedirectTable([{ source, destination: '/x' }]);
  const path = `/${'a/'.repeat(80)}b`;
  const started = process.hrtime.bigint();
  assert.equal(table.lookup(path), undefined);
  assert.ok(Number(process.hrtime.bigint() - started) / 1e6 < 1000, 'no exponential backtracking');
  assert.deepEqual(new RedirectTable([{ source: '/a/:x/*/z', destination: '/b/:x/*' }]).lookup('/a/1/2/3/z'), {
    destination: '/b/1/2/3',
  });
  assert.deepEqual(new RedirectTable([{ source: '/a/:x', destination: '/b/:y' }]).lookup('/a/1'), {
    destination: undefined,
  });
});

test("folder links: the live site sends readers to the navigation's first page below the folder; with none, it 404s", () => {
  const files = {
    'docs.json': docsJson({
      navigation: { groups: [{ group: 'G', pages: ['index', 'guides/first', 'guides/second'] }] },
    }),
    'index.mdx': '[listed](/guides) [not listed](/unlisted/) [listed, slash](/guides/)\n',
    'guides/first.mdx': '',
    'guides/second.mdx': '',
    'unlisted/page.mdx': '',
  };
  assert.deepEqual(problems(files, 'index.mdx'), ['page-link-folder@"/unlisted/"']);
});

test('a protocol-relative link whose host has no dot is flagged; a real host is not', () => {
  const files = {
    'docs.json': docsJson({ navigation: { groups: [{ group: 'G', pages: ['index'] }] } }),
    'index.mdx': '[a](//docs/how_to/x) [b](//cdn.example.com/x.png) [c](//localhost:3000/x)\n',
  };
  assert.deepEqual(problems(files, 'index.mdx'), ['page-link-no-host@"//docs/how_to/x"']);
});

test('math and GFM are read as the generator reads them; a page that does not parse says what the live site shows', () => {
  const files = {
    'docs.json': docsJson({ navigation: { groups: [{ group: 'G', pages: ['index', 'math'] }] } }),
    'math.mdx':
      '# Math\n\nThe lift is $\\frac{\\mu_t - \\mu_c}{\\mu_c}$ and\n\n$$\n\\hat{\\Delta}_{A} = {x}\n$$\n\n| a | b |\n|---|---|\n| ~~x~~ | [^1] |\n\n[^1]: A footnote, not a link definition.\n',
    'index.mdx': "Example: <Colors.RED: 'red'>\n",
  };
  assert.deepEqual(problems(files, 'math.mdx'), []);
  const broken = site(files).check(`${ROOT}/index.mdx`, files['index.mdx']);
  assert.equal(broken.length, 1);
  assert.equal(broken[0].code, 'page-syntax');
  assert.match(String(broken[0].message), /live site shows "A parsing error occurred" instead of its content/);
});
