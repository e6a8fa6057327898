// docs.json settings the generator rejects, drops or does not know yet, each on a minimal config. Every case also runs
// the generator's own validator (`@mintlify/validation`, a dev dependency) so that the claim of the message holds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateDocsConfig } from '@mintlify/validation';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../../server/src/service/languageService';
import { indexWith } from '../helpers';

const ROOT = '/ws/site';
const PAGES = ['a.mdx', 'b.mdx', 'intro.mdx'];

function config(navigation: unknown, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { theme: 'mint', name: 'Docs', colors: { primary: '#166534' }, navigation, ...more };
}

/** Our problems (errors and warnings, as `severity code: message`) and the generator's verdict. */
function check(value: Record<string, unknown>, file = 'docs.json'): { ours: string[]; accepted: boolean } {
  const service = new LanguageService({ index: indexWith(PAGES) });
  const doc = service.parse(
    TextDocument.create(`file://${ROOT}/${file}`, 'json', 1, JSON.stringify(value, null, 2)),
    `${ROOT}/${file}`,
  );
  const ours = service
    .diagnose(doc)
    .filter((d: Diagnostic) => d.severity === 1 || d.severity === 2)
    .map((d) => `${d.severity === 1 ? 'error' : 'warning'} ${String(d.code)}: ${String(d.message)}`);
  return { ours, accepted: file === 'docs.json' ? validateDocsConfig(value).success : true };
}

test('colors.anchors: the generator rejects the config, so an error (was a warning that it is ignored)', () => {
  const { ours, accepted } = check(config({ pages: ['a'] }, { colors: { primary: '#166534', anchors: '#000000' } }));
  assert.equal(accepted, false);
  assert.deepEqual(ours, [
    'error legacy-key: "colors.anchors" is a mint.json setting with no docs.json counterpart: the generator rejects the config over it ("colors" is strict).',
  ]);
});

test('api.baseUrl: the generator drops it, so still a warning', () => {
  const { ours, accepted } = check(config({ pages: ['a'] }, { api: { baseUrl: 'https://api.example.com' } }));
  assert.equal(accepted, true);
  assert.deepEqual(
    ours.map((o) => o.split(':')[0]),
    ['warning legacy-key'],
  );
});

test('an unknown key in a strict object is an error; in a lenient one a warning', () => {
  const strict = check(
    config({ pages: ['a'] }, { integrations: { ga4: { measurementId: 'G-1' }, matomo: { id: '1' } } }),
  );
  assert.equal(strict.accepted, false);
  assert.deepEqual(strict.ours, [
    'error unknown-key: Unknown key "matomo" in "integrations": the generator rejects the config.',
  ]);
  const lenient = check(config({ pages: ['a'] }, { seo: { indexing: 'all', sitemap: true, robots: 'noindex' } }));
  assert.equal(lenient.accepted, true);
  assert.deepEqual(
    lenient.ours.map((o) => o.split(':')[0]),
    ['warning unknown-key', 'warning unknown-key'],
  );
});

test('real unknown keys the generator accepts stay warnings: navigation group keys of a real site', () => {
  const { ours, accepted } = check(
    config({ groups: [{ group: 'G', 'internal-meili-fetch-automation': true, examples: ['x'], pages: ['a'] }] }),
  );
  assert.equal(accepted, true);
  assert.deepEqual(
    ours.map((o) => o.split(':')[0]),
    ['warning unknown-key', 'warning unknown-key'],
  );
});

test('a strict object below a tab costs the tab its contents (a warning saying so), not the config', () => {
  const nested = config({
    tabs: [{ tab: 'T', anchors: [{ anchor: 'A', color: { light: '#111111', extra: '#222222' }, pages: ['a'] }] }],
  });
  const { ours, accepted } = check(nested);
  assert.equal(accepted, true);
  assert.deepEqual(ours, [
    'warning unknown-key: Unknown key "extra" in "navigation.tabs[0].anchors[0].color": the generator drops everything under "navigation.tabs[0]" over it.',
  ]);
  const data = validateDocsConfig(nested);
  assert.ok(
    data.success && JSON.stringify(data.data.navigation) === '{"tabs":[{"tab":"T"}]}',
    'the generator keeps the tab empty',
  );
});

test("an unknown key in a group's OpenAPI object drops that OpenAPI setting (a warning)", () => {
  const { ours, accepted } = check(
    config({ groups: [{ group: 'G', openapi: { source: 'openapi.json', dir: 'api' }, pages: ['a'] }] }),
  );
  assert.equal(accepted, true);
  assert.ok(
    ours.some((o) =>
      o.startsWith(
        `warning unknown-key: Unknown key "dir" in "navigation.groups[0].openapi": the generator drops this group's "openapi"`,
      ),
    ),
    ours.join('\n'),
  );
  assert.ok(!ours.some((o) => o.startsWith('error')), ours.join('\n'));
});

test('footer.socials: an http URL is an error (the generator takes only https)', () => {
  const http = check(config({ pages: ['a'] }, { footer: { socials: { github: 'http://github.com/example' } } }));
  assert.equal(http.accepted, false);
  assert.deepEqual(http.ours, ['error schema: "footer.socials.github" must be an https URL.']);
  const https = check(config({ pages: ['a'] }, { footer: { socials: { github: 'https://github.com/example' } } }));
  assert.equal(https.accepted, true);
  assert.deepEqual(https.ours, []);
});

test("tab sdk: formats and sources the generator takes; beside it only the tab's own keys", () => {
  const good = check(
    config({
      tabs: [
        { tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/api.json', directory: 'sdk' } },
        { tab: 'Java', sdk: { format: 'javadoc', source: 'https://example.com/javadoc.jar' } },
      ],
    }),
  );
  assert.equal(good.accepted, true);
  assert.deepEqual(good.ours, []);
  const http = check(
    config({ tabs: [{ tab: 'SDK', sdk: { format: 'sphinx', source: 'http://example.com/out.zip' } }] }),
  );
  assert.equal(http.accepted, false);
  assert.deepEqual(http.ours, ['error schema: "navigation.tabs[0].sdk.source" must be a local path or an https URL.']);
  const format = check(config({ tabs: [{ tab: 'SDK', sdk: { format: 'doxygen', source: 'out' } }] }));
  assert.equal(format.accepted, false);
  assert.match(
    format.ours.join(),
    /error enum: "doxygen" is not an allowed value of "navigation.tabs\[0\].sdk.format".* Allowed: typedoc, docfx, javadoc, sphinx, phpdoc\./,
  );
  const pages = check(config({ tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'api.json' }, pages: ['a'] }] }));
  assert.equal(pages.accepted, false);
  assert.deepEqual(pages.ours, [
    'error navigation-shape: A tab with "sdk" or "graphql" takes only "groups" and its own settings: the generator rejects "pages".',
  ]);
  // Inside a version the generator empties the version instead of rejecting: no error.
  const inVersion = check(
    config({
      versions: [
        { version: 'v1', tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'api.json' }, pages: ['a'] }] },
      ],
    }),
  );
  assert.equal(inVersion.accepted, true);
  assert.ok(!inVersion.ours.some((o) => o.startsWith('error')), inVersion.ours.join('\n'));
});

test('iconType and audience: said plainly, not as misspellings', () => {
  const { ours, accepted } = check(
    config({ groups: [{ group: 'G', icon: 'book', iconType: 'solid', audience: 'developers', pages: ['a'] }] }),
  );
  assert.equal(accepted, true);
  assert.deepEqual(ours, [
    'warning unknown-key: "iconType" in "navigation.groups[0]": in the generator\'s docs, not in its schema (use "icon": {"name", "style"}): the generator drops it.',
    'warning unknown-key: "audience" in "navigation.groups[0]": the generator\'s validator does not accept "audience" yet: the generator drops it.',
  ]);
});

test('settings of 2026 the generator accepts pass: products with menus, seo.organization, seo.trailingSlash, locales', () => {
  const products = check(
    config(
      { products: [{ product: 'P', menu: [{ item: 'I', pages: ['a'] }] }] },
      {
        seo: {
          organization: { name: 'Example', url: 'https://example.com', sameAs: ['https://x.com/example'] },
          trailingSlash: true,
        },
      },
    ),
  );
  assert.equal(products.accepted, true);
  assert.deepEqual(products.ours, []);
  const locales = check(
    config({
      languages: ['zh-CN', 'zh-TW', 'ja-JP'].map((language, i) => ({
        language,
        default: i === 0,
        pages: [['a', 'b', 'intro'][i]],
      })),
    }),
  );
  assert.equal(locales.accepted, true);
  assert.deepEqual(locales.ours, []);
});

test('mint.json redirects get the checks of docs.json ones', () => {
  const mint = {
    name: 'Docs',
    colors: { primary: '#166534' },
    navigation: [{ group: 'G', pages: ['a', 'b'] }],
    redirects: [
      { source: '/x', destination: '/y' },
      { source: '/y', destination: '/x' },
      { source: '/old', destination: '/nowhere' },
    ],
  };
  const { ours } = check(mint, 'mint.json');
  assert.equal(ours.filter((o) => o.startsWith('error redirect-loop')).length, 2);
  assert.ok(
    ours.some((o) => o.startsWith('warning redirect-destination')),
    ours.join('\n'),
  );
});
