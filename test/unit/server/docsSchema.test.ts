// The docs.json schema (schemas/docs.schema.json) on its own: the key shapes of the format, documentation on every
// property, and the real configs of the corpus's `docsjson/` validated through the service's schema diagnostics.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS } from '../../../shared/src/settings';
import { parseConfigDocument } from '../../../server/src/service/json/document';
import {
  alternatives,
  DOCS_SCHEMA,
  MINT_SCHEMA,
  resolveSchema,
  schemasAtPath,
  type JsonSchema,
} from '../../../server/src/service/config/model/schema';
import {
  collapseAlternatives,
  schemaDiagnostics,
  schemaValidator,
} from '../../../server/src/service/config/model/schemaValidation';
import { corpusPath, corpusSkip } from '../../support/corpus';

function check(config: unknown): Diagnostic[] {
  const text = JSON.stringify(config, null, 2);
  const doc = parseConfigDocument(
    TextDocument.create('file:///ws/site/docs.json', 'json', 1, text),
    '/ws/site/docs.json',
  );
  return schemaDiagnostics(doc, DEFAULT_SERVER_SETTINGS, DOCS_SCHEMA);
}
const messageOf = (d: Diagnostic) => String(d.message);
const summary = (found: Diagnostic[]) => found.map((d) => `${String(d.code)}: ${messageOf(d)}`);

const minimal = (extra: Record<string, unknown> = {}) => ({
  theme: 'mint',
  name: 'Docs',
  colors: { primary: '#0D9373' },
  navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
  ...extra,
});

const schemaAt = (dotted: string): JsonSchema[] =>
  schemasAtPath(
    dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    DOCS_SCHEMA,
  );

test('a minimal docs.json passes; theme, name, colors and navigation are required', () => {
  assert.deepEqual(summary(check(minimal())), []);
  const found = check({ name: 'Docs' });
  assert.deepEqual(
    found.map((d) => d.code),
    ['required', 'required', 'required'],
  );
  assert.deepEqual(found.map((d) => /"(\w+)"/.exec(messageOf(d))?.[1]).sort(), ['colors', 'navigation', 'theme']);
});

test('theme is one of the nine themes, with a did-you-mean', () => {
  for (const theme of ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'])
    assert.deepEqual(summary(check(minimal({ theme }))), [], theme);
  const found = check(minimal({ theme: 'mapel' }));
  assert.deepEqual(
    found.map((d) => d.code),
    ['enum'],
  );
  assert.deepEqual(found[0].data, { suggestion: 'maple' });
});

test('colors: primary required, hex values only, no legacy keys', () => {
  assert.deepEqual(
    check(minimal({ colors: { light: '#fff' } })).map((d) => d.code),
    ['required'],
  );
  const legacy = check(minimal({ colors: { primary: '#000', anchors: '#fff' } }));
  // The generator's validator holds `colors` strict: an unknown key there rejects the config, so an error.
  assert.deepEqual(
    legacy.map((d) => [d.code, d.severity]),
    [['unknown-key', 1]],
  );
  assert.match(String(legacy[0].message), /the generator rejects the config/);
});

test('the navigation levels nest: languages > versions > tabs > anchors > groups > pages > nested groups', () => {
  const navigation = {
    languages: [
      {
        language: 'fr-CA',
        default: true,
        versions: [
          {
            version: 'v2',
            tag: 'Latest',
            tabs: [
              {
                tab: 'Guides',
                icon: { name: 'book', style: 'duotone' },
                anchors: [
                  {
                    anchor: 'Home',
                    color: { light: '#111', dark: '#eee' },
                    groups: [
                      {
                        group: 'A',
                        expanded: true,
                        root: 'a/index',
                        pages: ['a/one', 'GET /users', { group: 'Nested', tag: 'NEW', pages: ['a/two'] }],
                      },
                    ],
                  },
                  { anchor: 'Blog', href: 'https://example.com/blog' },
                ],
              },
              {
                tab: 'More',
                menu: [{ item: 'Learn', description: 'Lessons', groups: [{ group: 'L', pages: ['l'] }] }],
              },
            ],
          },
        ],
      },
      { $ref: './nav/en.json' },
    ],
    global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com', icon: 'signal' }] },
  };
  assert.deepEqual(summary(check(minimal({ navigation }))), []);
  const products = {
    products: [{ product: 'API', description: 'The API', dropdowns: [{ dropdown: 'SDKs', pages: ['sdk'] }] }],
  };
  assert.deepEqual(summary(check(minimal({ navigation: products }))), []);
});

test('a title missing from a tab is an error on that tab, unless the tab is a $ref', () => {
  const found = check(minimal({ navigation: { tabs: [{ groups: [] }] } }));
  assert.deepEqual(
    found.map((d) => d.code),
    ['required'],
  );
  assert.match(messageOf(found[0]), /"tab".*"navigation\.tabs\[0\]"/);
  assert.deepEqual(summary(check(minimal({ navigation: { tabs: [{ $ref: './tabs/api.json', hidden: true }] } }))), []);
});

test('a language code outside the list is an enum error with a suggestion', () => {
  const found = check(minimal({ navigation: { languages: [{ language: 'pt-br', pages: ['index'] }] } }));
  assert.deepEqual(
    found.map((d) => d.code),
    ['enum'],
  );
  assert.deepEqual(found[0].data, { suggestion: 'pt-BR' });
});

test('page entries are strings or groups; a wrong type gets one message', () => {
  const found = check(minimal({ navigation: { pages: ['a', 42] } }));
  assert.deepEqual(
    found.map((d) => d.code),
    ['type'],
  );
  assert.match(messageOf(found[0]), /expected string or object, found number/);
});

test('a group key that does not exist is a warning with a suggestion', () => {
  const found = check(minimal({ navigation: { groups: [{ group: 'A', pages: [], expandd: true }] } }));
  assert.deepEqual(
    found.map((d) => [d.code, d.severity]),
    [['unknown-key', 2]],
  );
  assert.deepEqual(found[0].data, { suggestion: 'expanded' });
});

test('icons: library enum, {name, style} with the Font Awesome styles', () => {
  assert.deepEqual(summary(check(minimal({ icons: { library: 'lucide' } }))), []);
  assert.deepEqual(
    check(minimal({ icons: { library: 'feather' } })).map((d) => d.code),
    ['enum'],
  );
  const badStyle = check(
    minimal({ navigation: { groups: [{ group: 'A', icon: { name: 'house', style: 'bold' }, pages: [] }] } }),
  );
  assert.deepEqual(
    badStyle.map((d) => d.code),
    ['enum'],
  );
  assert.deepEqual(alternatives(schemaAt('icons.library')[0], DOCS_SCHEMA)[0].default, 'fontawesome');
});

test('api.openapi is a string, an array or {source, directory}; playground.display and mdx.auth.method are enums', () => {
  for (const openapi of [
    'openapi.json',
    ['a.yaml', { source: 'https://x.dev/b.json', directory: 'ref' }],
    { source: 'c.json' },
  ]) {
    assert.deepEqual(summary(check(minimal({ api: { openapi } }))), [], JSON.stringify(openapi));
  }
  assert.deepEqual(
    check(minimal({ api: { openapi: { directory: 'ref' } } })).map((d) => d.code),
    ['required'],
  );
  const enums = check(minimal({ api: { playground: { display: 'simpel' }, mdx: { auth: { method: 'bearr' } } } }));
  assert.deepEqual(enums.map((d) => (d.data as { suggestion?: string }).suggestion).sort(), ['bearer', 'simple']);
});

test('navbar, footer, redirects, appearance, background', () => {
  const config = minimal({
    navbar: {
      links: [
        { label: 'Blog', href: 'https://x.dev/blog' },
        { type: 'github', href: 'https://github.com/x/y' },
      ],
      primary: { type: 'button', label: 'Sign up', href: 'https://x.dev' },
    },
    footer: {
      socials: { x: 'https://x.com/a', github: 'https://github.com/a' },
      links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }],
    },
    redirects: [{ source: '/old/:slug*', destination: '/new/:slug*', permanent: false }],
    appearance: { default: 'dark', strict: true },
    background: {
      decoration: 'windows',
      color: { light: '#fff', dark: '#000' },
      image: { light: '/l.png', dark: '/d.png' },
    },
  });
  assert.deepEqual(summary(check(config)), []);
  const bad = check(
    minimal({
      navbar: { primary: { type: 'link', href: '/x' } },
      footer: { socials: { myspace: 'https://myspace.com/a' } },
      appearance: { default: 'auto' },
    }),
  );
  assert.deepEqual(bad.map((d) => d.code).sort(), ['enum', 'enum', 'enum']);
  assert.deepEqual(summary(check(minimal({ redirects: { $ref: './redirects.json' } }))), []);
});

test('every property of the schema has a markdownDescription, and both schemas share the hex pattern', () => {
  const undocumented: string[] = [];
  const seen = new Set<JsonSchema>();
  const visit = (schema: JsonSchema | boolean | undefined, where: string) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const resolved = resolveSchema(property, DOCS_SCHEMA);
      if (!property.markdownDescription && !resolved.markdownDescription) undocumented.push(`${where}.${key}`);
      visit(property, `${where}.${key}`);
    }
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(branch, where);
    visit(schema.items, `${where}[]`);
    visit(schema.additionalProperties, `${where}.*`);
  };
  visit(DOCS_SCHEMA, '');
  for (const [name, definition] of Object.entries(DOCS_SCHEMA.definitions ?? {})) visit(definition, `#${name}`);
  assert.deepEqual(undocumented, []);
  assert.equal(DOCS_SCHEMA.definitions?.hexColor?.pattern, MINT_SCHEMA.definitions?.hexColor?.pattern);
});

test('completion and hover find the docs of nested fields through $refs and unions', () => {
  for (const dotted of [
    'navigation.tabs.0.groups.0.pages.0.expanded',
    'navigation.languages.0.versions.0.tag',
    'api.mdx.auth.method',
    'navigation.products.0.menu.0.item',
    'footer.links.0.items.0.href',
  ]) {
    const schemas = schemaAt(dotted);
    assert.ok(schemas.length > 0, `${dotted} is in the schema`);
    assert.ok(
      schemas.some((s) => s.markdownDescription),
      `${dotted} is documented`,
    );
  }
  assert.deepEqual(
    alternatives(schemaAt('api.mdx.auth.method')[0], DOCS_SCHEMA).flatMap((s) => s.enum ?? []),
    ['bearer', 'basic', 'key', 'cobo'],
  );
  assert.equal(schemaAt('appearance.default')[0].default, 'system');
});

/** Names of the child kinds the generator reads from one navigation level (it takes one and ignores the others). */
const CHILD_KINDS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];

/**
 * JSON paths ("/navigation/anchors") of the child lists that sit beside another child list on the same level: the
 * generator reads one of them and drops the rest unchecked, so a problem inside a dropped list is not a schema error
 * (the navigation-shape rule reports the level instead).
 */
function siblingChildLists(value: unknown, path = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => siblingChildLists(item, `${path}/${index}`));
  const record = value as Record<string, unknown>;
  const kinds = CHILD_KINDS.filter((kind) => Array.isArray(record[kind]));
  const here = kinds.length > 1 ? kinds.map((kind) => `${path}/${kind}`) : [];
  return [...here, ...Object.entries(record).flatMap(([key, child]) => siblingChildLists(child, `${path}/${key}`))];
}

test('corpus: no real docs.json gets a schema error', { skip: corpusSkip('docsjson') }, () => {
  const CORPUS = corpusPath('docsjson') as string;
  const names = readdirSync(CORPUS).filter((f) => f.endsWith('.json'));
  assert.ok(names.length >= 20, 'the corpus holds the real docs.json files');
  // ajv straight on each parsed file (the service parses no config over its size limit, and one real file is over
  // it), with the service's own collapsing of union errors.
  const validate = schemaValidator(DOCS_SCHEMA);
  const unexpected: string[] = [];
  let unknownKeys = 0;
  for (const name of names) {
    const value: unknown = JSON.parse(readFileSync(resolve(CORPUS, name), 'utf8'));
    if (validate(value)) continue;
    const dropped = siblingChildLists(value);
    for (const error of collapseAlternatives(validate.errors ?? [], DOCS_SCHEMA)) {
      if (error.keyword === 'if') continue;
      // Unmerged `$ref` objects (this test reads no referenced file): the service skips what they lack, as here.
      if (error.keyword === 'required' && typeof error.data === 'object' && error.data !== null && '$ref' in error.data)
        continue;
      if (error.keyword === 'additionalProperties') {
        unknownKeys++;
        continue;
      }
      if (dropped.some((path) => error.instancePath === path || error.instancePath.startsWith(`${path}/`))) continue;
      unexpected.push(`${name}: ${error.instancePath} ${error.keyword} ${error.message ?? ''}`);
    }
  }
  assert.deepEqual(unexpected, []);
  // Legacy keys in real files (topbarLinks, footerSocials, …) are unknown keys: warnings in the service.
  assert.ok(unknownKeys > 0, 'the legacy keys some real files carry are reported as unknown keys');
});

test('contextual options mix built-in names and custom actions; only a wrong name is an error', () => {
  const custom = {
    title: 'Ask',
    description: 'Open the forum',
    href: { base: 'https://forum.example.com', query: [{ key: 'q', value: '$page' }] },
  };
  assert.deepEqual(
    summary(check(minimal({ contextual: { options: ['copy', custom, 'claude'], display: 'toc' } }))),
    [],
  );
  const found = check(minimal({ contextual: { options: ['cluade', custom] } }));
  assert.deepEqual(
    found.map((d) => d.code),
    ['enum'],
  );
  assert.deepEqual(found[0].data, { suggestion: 'claude' });
});
