// The page checks read the site from the shared site model (both formats, `$ref`s followed): navigation pages,
// redirects, variables, the icon library, OpenAPI folders and operations; and the `openapi:` front-matter key is
// checked against the configured OpenAPI documents, with completion of their operations.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { pageCompletions, type PageEditorSite } from '../../../../server/src/service/pages/pageEditor';
import { PageList } from '../../../../server/src/service/config/features/pageList';
import { problems, ROOT, site } from './support';

const OPENAPI_YAML = [
  'openapi: 3.1.0',
  'info: { title: Plants, version: "1" }',
  'paths:',
  '  /plants:',
  '    get: { summary: List plants }',
  '    post: { summary: Add a plant }',
  '  /plants/{id}:',
  '    delete: { summary: Remove a plant }',
].join('\n');
const OTHER_JSON = JSON.stringify({ openapi: '3.0.0', paths: { '/users': { get: {} } } });

const docsSite = {
  'docs.json': JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    name: 'Plants',
    theme: 'mint',
    colors: { primary: '#16A34A' },
    icons: { library: 'lucide' },
    variables: { version: 'v2' },
    redirects: [{ source: '/old/:slug*', destination: '/guides/:slug*' }],
    api: { openapi: { source: 'openapi.yaml', directory: 'reference' } },
    navigation: { groups: [{ group: 'Guides', pages: ['index', 'guides/listed-only'] }, { $ref: 'nav/more.json' }] },
  }),
  'nav/more.json': JSON.stringify({ group: 'More', pages: ['more/from-ref'] }),
  'openapi.yaml': OPENAPI_YAML,
  'other.json': OTHER_JSON,
  'index.mdx': '# Home\n',
};

test('links resolve against the model: redirects, variables, navigation entries ($ref too), generated OpenAPI pages', () => {
  const page = [
    '[redirect](/old/intro) [variable](/{{version}}/x) [from ref](/more/from-ref)',
    '[generated](/reference/list-plants) [broken](/nowhere)',
    // A page the navigation lists but no file holds: the sidebar entry itself leads to a 404.
    '[listed only](/guides/listed-only)',
    // The redirect matches, but its destination does not exist.
    '[redirected nowhere](/old/gone)',
    // api.openapi alone generates no page: only navigation items declaring `openapi` do.
    '[not generated](/api-reference/list-plants)',
  ].join('\n');
  const files = {
    ...docsSite,
    'docs.json': JSON.stringify({
      ...JSON.parse(docsSite['docs.json']),
      navigation: {
        groups: [
          { group: 'Guides', pages: ['index', 'guides/intro', 'guides/listed-only'] },
          { $ref: 'nav/more.json' },
          { group: 'API', openapi: { source: 'openapi.yaml', directory: 'reference' } },
        ],
      },
    }),
    'nav/more.json': JSON.stringify({ group: 'More', pages: ['more/from-ref'] }),
    'more/from-ref.mdx': '# From ref\n',
    'guides/intro.mdx': '# Intro\n',
    'v2/x.mdx': '# X\n',
    'p.mdx': page,
  };
  assert.deepEqual(problems(files, 'p.mdx'), [
    'page-link-broken@"/nowhere"',
    'page-link-broken@"/guides/listed-only"',
    'page-link-broken@"/old/gone"',
    'page-link-broken@"/api-reference/list-plants"',
  ]);
});

test('the icon library comes from the model (docs.json icons.library)', () => {
  const files = { ...docsSite, 'p.mdx': '---\nicon: house\n---\n', 'q.mdx': '---\nicon: not-a-lucide-icon\n---\n' };
  assert.deepEqual(problems(files, 'p.mdx'), []);
  assert.deepEqual(problems(files, 'q.mdx'), ['unknown-icon@"not-a-lucide-icon"']);
});

test('mint.json: redirects and navigation from the same model', () => {
  const files = {
    'mint.json': JSON.stringify({
      name: 'M',
      navigation: [{ group: 'G', pages: ['index', 'listed'] }],
      redirects: [{ source: '/was', destination: '/index' }],
    }),
    'index.mdx': '# Home\n',
    'listed.mdx': '# Listed\n',
    'p.mdx': '[a](/was) [b](/listed) [c](/gone)\n',
  };
  assert.deepEqual(problems(files, 'p.mdx'), ['page-link-broken@"/gone"']);
});

test('openapi: in front matter is checked against the configured OpenAPI document', () => {
  const page = (value: string) => ({ ...docsSite, 'p.mdx': `---\nopenapi: ${value}\n---\n` });
  assert.deepEqual(problems(page('"GET /plants"'), 'p.mdx'), []);
  assert.deepEqual(problems(page('delete /plants/{id}'), 'p.mdx'), []);
  assert.deepEqual(problems(page('"GET /plants/"'), 'p.mdx'), []);
  assert.deepEqual(problems(page('"GET /plant"'), 'p.mdx'), ['front-matter-value@"\\"GET /plant\\""']);
  // A document named in the value is the one looked in.
  assert.deepEqual(problems(page('"other.json GET /users"'), 'p.mdx'), []);
  assert.deepEqual(problems(page('"openapi.yaml GET /users"'), 'p.mdx'), [
    'front-matter-value@"\\"openapi.yaml GET /users\\""',
  ]);
  // Not METHOD /path at all.
  assert.deepEqual(problems(page('plants'), 'p.mdx'), ['front-matter-value@"plants"']);
});

test('the message names the closest operation and the quick fix carries it', () => {
  const pages = site({ ...docsSite, 'p.mdx': '---\nopenapi: "POST /plantz"\n---\n' });
  const [diagnostic] = pages.check(`${ROOT}/p.mdx`);
  assert.match(String(diagnostic.message), /Did you mean "POST \/plants"\?/);
  assert.deepEqual(diagnostic.data, { suggestion: 'POST /plants' });
});

test('operations are not judged when the OpenAPI document is a URL or cannot be read', () => {
  const config = (openapi: string) =>
    JSON.stringify({
      name: 'X',
      theme: 'mint',
      colors: { primary: '#000000' },
      api: { openapi },
      navigation: { pages: ['index'] },
    });
  for (const openapi of ['https://example.com/openapi.json', 'missing.yaml']) {
    const files = {
      'docs.json': config(openapi),
      'index.mdx': '# Home\n',
      'p.mdx': '---\nopenapi: "GET /anything"\n---\n',
    };
    assert.deepEqual(problems(files, 'p.mdx'), [], openapi);
  }
});

test("completion of openapi: values lists the document's operations", () => {
  const text = '---\nopenapi: \n---\n';
  const pages = site({ ...docsSite, 'p.mdx': text });
  const document = TextDocument.create(`file://${ROOT}/p.mdx`, 'mdx', 1, text);
  const editorSite: PageEditorSite = {
    ...pages.context(),
    pageList: () => new PageList([]),
    parsedPage: (p) => pages.parse(p),
    readText: () => undefined,
  };
  const items = pageCompletions(
    document,
    `${ROOT}/p.mdx`,
    pages.parse(`${ROOT}/p.mdx`, text)!,
    { line: 1, character: 9 },
    editorSite,
  )!.items;
  assert.deepEqual(items.map((i) => i.label).sort(), ['DELETE /plants/{id}', 'GET /plants', 'POST /plants']);
});
