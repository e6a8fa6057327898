// The mint.json -> docs.json converter, field by field (navigation has its own file).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { upgradeMintConfig, upgradeMintJson, DOCS_JSON_SCHEMA_URL } from '../../../../shared/src/upgrade/upgrade';
import type { UpgradeReport } from '../../../../shared/src/upgrade/report';

const BASE = { name: 'Site', colors: { primary: '#112233' }, navigation: [{ group: 'Start', pages: ['intro'] }] };

function upgrade(extra: Record<string, unknown>): { json: Record<string, unknown>; report: UpgradeReport } {
  const result = upgradeMintConfig({ ...BASE, ...extra });
  assert.ok(result.ok, 'the upgrade succeeds');
  return { json: result.docsJson as Record<string, unknown>, report: result.report };
}

const carried = (report: UpgradeReport, from: string) =>
  report.carried.find((c) => c.from === from || c.from.startsWith(`${from} `));
const dropped = (report: UpgradeReport, from: string) =>
  report.notCarried.find((d) => d.from === from || d.from.startsWith(`${from} `));

describe('required fields and the shape of the output', () => {
  test('$schema is the docs.json schema and theme defaults to mint, reported as added', () => {
    const { json, report } = upgrade({ $schema: 'https://mintlify.com/schema.json' });
    assert.equal(json.$schema, DOCS_JSON_SCHEMA_URL);
    assert.equal(json.theme, 'mint');
    assert.deepEqual(Object.keys(json).slice(0, 3), ['$schema', 'theme', 'name']);
    assert.ok(report.added.some((a) => a.to === 'theme'));
    assert.equal(carried(report, '$schema')?.to, '$schema');
  });

  test('a missing primary colour is filled with the legacy default and reported', () => {
    const { json, report } = upgrade({ colors: undefined });
    assert.deepEqual(json.colors, { primary: '#16A34A' });
    assert.ok(report.added.some((a) => a.to === 'colors.primary'));
  });

  test('the text is the object pretty-printed with two spaces and a final newline', () => {
    const result = upgradeMintConfig(BASE);
    assert.ok(result.ok);
    assert.equal(result.text, JSON.stringify(result.docsJson, null, 2) + '\n');
    assert.match(result.text, /^\{\n {2}"\$schema"/);
  });

  test('a value that is not an object, and text that does not parse, are refused with a reason', () => {
    assert.deepEqual(upgradeMintConfig([1, 2]), { ok: false, error: 'mint.json does not hold a JSON object' });
    const broken = upgradeMintJson('{\n  "name": "x",\n  "navigation": [\n}');
    assert.equal(broken.ok, false);
    assert.ok(!broken.ok && broken.at && broken.at.line === 3, 'points at the syntax error');
  });

  test('unknown top-level keys are reported, not carried', () => {
    const { json, report } = upgrade({ mystery: 1 });
    assert.equal(json.mystery, undefined);
    assert.match(dropped(report, 'mystery')!.reason, /not a mint.json field/);
  });

  test('a missing name is reported (docs.json requires one too) and never invented', () => {
    const result = upgradeMintConfig({ navigation: [] });
    assert.ok(result.ok);
    assert.equal(result.docsJson.name, undefined);
    assert.ok(dropped(result.report, 'name'));
  });
});

describe('branding', () => {
  test('logo and favicon are carried as they are', () => {
    const { json } = upgrade({ logo: { light: '/l.svg', dark: '/d.svg', href: 'https://x.dev' }, favicon: '/f.png' });
    assert.deepEqual(json.logo, { light: '/l.svg', dark: '/d.svg', href: 'https://x.dev' });
    assert.equal(json.favicon, '/f.png');
  });

  test('colors: primary/light/dark carried, background to background.color, ultra shades and anchors reported', () => {
    const { json, report } = upgrade({
      colors: {
        primary: '#111111',
        light: '#222222',
        dark: '#333333',
        background: { light: '#ffffff', dark: '#000000' },
        ultraLight: '#eeeeee',
        ultraDark: '#010101',
        anchors: { from: '#123456', to: '#654321' },
      },
    });
    assert.deepEqual(json.colors, { primary: '#111111', light: '#222222', dark: '#333333' });
    assert.deepEqual(json.background, { color: { light: '#ffffff', dark: '#000000' } });
    assert.equal(carried(report, 'colors.background')?.to, 'background.color');
    assert.match(dropped(report, 'colors.anchors')!.reason, /each anchor takes its own/);
    assert.ok(dropped(report, 'colors.ultraLight') && dropped(report, 'colors.ultraDark'));
  });

  test('theme: legacy looks map to the nearest docs.json theme; layout wins over theme', () => {
    assert.equal(upgrade({ theme: 'venus' }).json.theme, 'palm');
    assert.equal(upgrade({ theme: 'quill' }).json.theme, 'willow');
    assert.equal(upgrade({ theme: 'prism' }).json.theme, 'mint');
    const both = upgrade({ theme: 'venus', layout: 'sidenav' });
    assert.equal(both.json.theme, 'maple');
    assert.ok(dropped(both.report, 'theme'));
    assert.equal(carried(both.report, 'layout')?.to, 'theme');
    const topnav = upgrade({ layout: 'topnav' });
    assert.equal(topnav.json.theme, 'mint');
    assert.ok(dropped(topnav.report, 'layout'));
  });

  test('modeToggle -> appearance (isHidden is strict)', () => {
    const { json, report } = upgrade({ modeToggle: { default: 'dark', isHidden: true } });
    assert.deepEqual(json.appearance, { default: 'dark', strict: true });
    assert.equal(carried(report, 'modeToggle.isHidden')?.to, 'appearance.strict');
  });

  test('backgroundImage -> background.image, background.style -> background.decoration', () => {
    const { json } = upgrade({ backgroundImage: '/bg.png', background: { style: 'grid' } });
    assert.deepEqual(json.background, { image: '/bg.png', decoration: 'grid' });
    const bad = upgrade({ background: { style: 'stripes' } });
    assert.equal(bad.json.background, undefined);
    assert.ok(dropped(bad.report, 'background.style'));
  });

  test('font: one font, or headings/body -> fonts.heading/body with url -> source', () => {
    assert.deepEqual(upgrade({ font: { family: 'Inter', weight: 400 } }).json.fonts, { family: 'Inter', weight: 400 });
    const { json } = upgrade({
      font: {
        headings: { family: 'Lora', url: 'https://f.dev/lora.woff2', format: 'woff2' },
        body: { family: 'Inter' },
      },
    });
    assert.deepEqual(json.fonts, {
      heading: { family: 'Lora', source: 'https://f.dev/lora.woff2', format: 'woff2' },
      body: { family: 'Inter' },
    });
  });

  test('codeBlock.mode and eyebrow.display -> styling', () => {
    assert.deepEqual(upgrade({ codeBlock: { mode: 'dark' } }).json.styling, { codeblocks: 'dark' });
    assert.deepEqual(upgrade({ codeBlock: { mode: 'auto' }, eyebrow: { display: 'breadcrumbs' } }).json.styling, {
      codeblocks: 'system',
      eyebrows: 'breadcrumbs',
    });
  });

  test('fields with no successor are reported with a reason', () => {
    const { report } = upgrade({
      rounded: 'sharp',
      sidebar: { items: 'card' },
      topbar: { style: 'gradient' },
      isWhiteLabeled: true,
    });
    for (const field of ['rounded', 'sidebar', 'topbar', 'isWhiteLabeled']) assert.ok(dropped(report, field), field);
  });
});

describe('navbar and footer', () => {
  test('topbarLinks -> navbar.links (name/url -> label/href; github keeps its type)', () => {
    const { json, report } = upgrade({
      topbarLinks: [
        { name: 'Blog', url: 'https://b.dev' },
        { name: 'Code', url: 'https://github.com/x/y', type: 'github' },
      ],
    });
    assert.deepEqual((json.navbar as Record<string, unknown>).links, [
      { label: 'Blog', href: 'https://b.dev' },
      { type: 'github', label: 'Code', href: 'https://github.com/x/y' },
    ]);
    assert.equal(carried(report, 'topbarLinks[1]')?.to, 'navbar.links[1]');
  });

  test('topbarCtaButton -> navbar.primary: a link is a button, github stays github; style and arrow reported', () => {
    const link = upgrade({ topbarCtaButton: { name: 'Sign up', url: 'https://app.dev', style: 'pill', arrow: true } });
    assert.deepEqual((link.json.navbar as Record<string, unknown>).primary, {
      type: 'button',
      label: 'Sign up',
      href: 'https://app.dev',
    });
    assert.ok(dropped(link.report, 'topbarCtaButton.style') && dropped(link.report, 'topbarCtaButton.arrow'));
    const github = upgrade({ topbarCtaButton: { type: 'github', url: 'https://github.com/x/y' } });
    assert.deepEqual((github.json.navbar as Record<string, unknown>).primary, {
      type: 'github',
      href: 'https://github.com/x/y',
    });
    const nameless = upgrade({ topbarCtaButton: { url: 'https://app.dev' } });
    assert.equal(nameless.json.navbar, undefined);
    assert.ok(dropped(nameless.report, 'topbarCtaButton'));
  });

  test('footerSocials (object or legacy array) -> footer.socials', () => {
    assert.deepEqual(upgrade({ footerSocials: { x: 'https://x.com/a', github: 'https://github.com/a' } }).json.footer, {
      socials: { x: 'https://x.com/a', github: 'https://github.com/a' },
    });
    const legacy = upgrade({ footerSocials: [{ type: 'discord', url: 'https://discord.gg/a' }] });
    assert.deepEqual(legacy.json.footer, { socials: { discord: 'https://discord.gg/a' } });
    assert.match(carried(legacy.report, 'footerSocials')!.note!, /map of platform/);
  });

  test('footer.links columns -> header/items with href', () => {
    const { json } = upgrade({
      footer: { links: [{ title: 'More', links: [{ label: 'Blog', url: 'https://b.dev' }] }] },
    });
    assert.deepEqual(json.footer, { links: [{ header: 'More', items: [{ label: 'Blog', href: 'https://b.dev' }] }] });
  });

  test('a __proto__ key in a map is carried as a plain key, not as a prototype', () => {
    const config = JSON.parse(
      '{"name":"S","navigation":[],"footerSocials":{"__proto__":"https://p.dev","x":"https://x.com/a"}}',
    );
    const result = upgradeMintConfig(config);
    assert.ok(result.ok);
    const socials = (result.docsJson.footer as Record<string, Record<string, unknown>>).socials;
    assert.equal(Object.getPrototypeOf(socials), Object.prototype);
    assert.match(result.text, /"__proto__": "https:\/\/p.dev"/);
  });
});

describe('API settings', () => {
  test('openapi -> api.openapi; api.* -> api.mdx / playground / examples / params', () => {
    const { json, report } = upgrade({
      openapi: ['/a.yaml', 'https://x.dev/b.json'],
      api: {
        baseUrl: ['https://api.x.dev', 'https://sandbox.x.dev'],
        auth: { method: 'key', name: 'x-api-key', inputPrefix: 'Bearer' },
        playground: { mode: 'hide', disableProxy: true },
        request: { example: { languages: ['curl', 'python'], showOptionalParams: false } },
        paramFields: { expanded: 'all' },
        maintainOrder: true,
      },
    });
    assert.deepEqual(json.api, {
      mdx: { server: ['https://api.x.dev', 'https://sandbox.x.dev'], auth: { method: 'key', name: 'x-api-key' } },
      playground: { display: 'none', proxy: false },
      examples: { languages: ['curl', 'python'], defaults: 'required' },
      params: { expanded: 'all' },
      openapi: ['/a.yaml', 'https://x.dev/b.json'],
    });
    assert.ok(dropped(report, 'api.auth.inputPrefix') && dropped(report, 'api.maintainOrder'));
    assert.equal(carried(report, 'api.playground.mode')?.to, 'api.playground.display');
  });

  test('playground modes: show -> interactive, simple -> simple', () => {
    assert.deepEqual(
      (upgrade({ api: { playground: { mode: 'show' } } }).json.api as Record<string, unknown>).playground,
      { display: 'interactive' },
    );
    assert.deepEqual(
      (upgrade({ api: { playground: { mode: 'simple' } } }).json.api as Record<string, unknown>).playground,
      { display: 'simple' },
    );
  });
});

describe('site settings', () => {
  test('metadata -> seo.metatags (merged with seo.metatags, metadata wins); indexHiddenPages -> indexing', () => {
    const { json, report } = upgrade({
      seo: { indexHiddenPages: true, metatags: { 'og:type': 'website', 'og:title': 'old' } },
      metadata: { 'og:title': 'Site' },
    });
    assert.deepEqual(json.seo, { indexing: 'all', metatags: { 'og:type': 'website', 'og:title': 'Site' } });
    assert.equal(json.metadata, undefined, "docs.json's metadata is another setting");
    assert.equal(carried(report, 'metadata')?.to, 'seo.metatags');
  });

  test('search.prompt carried, search.location reported', () => {
    const { json, report } = upgrade({ search: { prompt: 'Ask…', location: 'side' } });
    assert.deepEqual(json.search, { prompt: 'Ask…' });
    assert.ok(dropped(report, 'search.location'));
  });

  test('redirects carried with source, destination and permanent only', () => {
    const { json, report } = upgrade({
      redirects: [{ source: '/a', destination: '/b', permanent: true }, { source: '/c' }],
    });
    assert.deepEqual(json.redirects, [{ source: '/a', destination: '/b', permanent: true }]);
    assert.ok(dropped(report, 'redirects[1]'));
  });

  test('analytics -> integrations; intercom and frontchat ids become objects', () => {
    const { json } = upgrade({
      analytics: { ga4: { measurementId: 'G-1' }, posthog: { apiKey: 'phc_1' } },
      integrations: { intercom: 'abcdef', frontchat: 'ghijkl' },
    });
    assert.deepEqual(json.integrations, {
      ga4: { measurementId: 'G-1' },
      posthog: { apiKey: 'phc_1' },
      intercom: { appId: 'abcdef' },
      frontchat: { snippetId: 'ghijkl' },
    });
  });

  test('feedback is reported as not carried, with the reason', () => {
    const { json, report } = upgrade({ feedback: { thumbsRating: true } });
    assert.equal(json.feedback, undefined);
    assert.match(dropped(report, 'feedback')!.reason, /no setting for the feedback buttons/);
  });
});

describe('bad input of any type: the upgrade still succeeds with valid JSON', () => {
  const wrong = [null, 3, 'x', [], {}, [null], { a: null }];
  for (const field of [
    'logo',
    'favicon',
    'colors',
    'topbarLinks',
    'topbarCtaButton',
    'api',
    'openapi',
    'footer',
    'footerSocials',
    'modeToggle',
    'backgroundImage',
    'background',
    'metadata',
    'seo',
    'search',
    'redirects',
    'analytics',
    'integrations',
    'font',
    'codeBlock',
    'eyebrow',
    'theme',
    'layout',
    'navigation',
    'tabs',
    'anchors',
    'versions',
    'topAnchor',
    'primaryTab',
  ]) {
    test(field, () => {
      for (const value of wrong) {
        const result = upgradeMintConfig({ ...BASE, [field]: value });
        assert.ok(result.ok, `${field}: ${JSON.stringify(value)}`);
        JSON.parse(result.text);
      }
    });
  }
});

describe('report positions from the text', () => {
  test('entries point at their key in mint.json and come in the file order', () => {
    const text =
      '{\n  "name": "S",\n  "feedback": { "thumbsRating": true },\n  "colors": { "primary": "#111111", "anchors": "#222222" },\n  "navigation": []\n}\n';
    const result = upgradeMintJson(text);
    assert.ok(result.ok);
    const [first, second] = result.report.notCarried;
    assert.equal(first.from, 'feedback');
    assert.deepEqual(first.at, { line: 2, character: 2 });
    assert.equal(second.from, 'colors.anchors');
    assert.equal(second.at?.line, 3);
  });

  test('comments are reported as not carried', () => {
    const result = upgradeMintJson('{\n  // the site\n  "name": "S",\n  "navigation": []\n}');
    assert.ok(result.ok);
    assert.match(
      result.report.notCarried.find((d) => d.from === 'comments')!.reason,
      /comments in mint.json are not carried/,
    );
  });
});
