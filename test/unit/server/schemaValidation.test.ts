import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codes, coveredText, diagnose, json, minimalConfig } from './helpers';

const files = ['intro.mdx'];
const check = (config: Record<string, unknown>, settings?: Parameters<typeof diagnose>[2]) => {
  const text = json(config);
  return { text, found: diagnose(text, files, settings) };
};

test('a wrong type is reported on the value with code type', () => {
  const { text, found } = check(minimalConfig({ favicon: 42 }));
  assert.deepEqual(codes(found), ['type']);
  assert.equal(coveredText(text, found[0]), '42');
  assert.match(String(found[0].message), /"favicon".*expected string, found number/);
});

test('a missing required property goes on the parent key (or the root brace)', () => {
  const { text, found } = check({
    name: 'Docs',
    navigation: [{ group: 'A', pages: ['intro'] }],
    colors: { light: '#fff' },
  });
  assert.deepEqual(codes(found), ['required']);
  assert.equal(coveredText(text, found[0]), '"colors"');
  assert.match(String(found[0].message), /"primary"/);

  const root = check({ name: 'Docs' });
  assert.deepEqual(codes(root.found), ['required']);
  assert.equal(coveredText(root.text, root.found[0]), '{');
  assert.match(String(root.found[0].message), /"navigation"/);
});

test('an enum value gets the allowed list and a did-you-mean suggestion in data', () => {
  const { text, found } = check(minimalConfig({ modeToggle: { default: 'drak' } }));
  assert.deepEqual(codes(found), ['enum']);
  assert.equal(coveredText(text, found[0]), '"drak"');
  assert.match(String(found[0].message), /Did you mean "dark"\?.*Allowed: light, dark/);
  assert.deepEqual(found[0].data, { suggestion: 'dark' });
});

test('every enum of the spec is checked: icon types, auth method, playground mode, CTA type', () => {
  const { found } = check(
    minimalConfig({
      api: { auth: { method: 'beare' }, playground: { mode: 'simpel' } },
      topbarCtaButton: { type: 'githb', url: 'https://github.com/x/y' },
      anchors: [{ name: 'A', url: 'a', iconType: 'solidd' }],
      topAnchor: { iconType: 'thinn' },
    }),
  );
  const suggestions = found.filter((d) => d.code === 'enum').map((d) => (d.data as { suggestion?: string }).suggestion);
  assert.deepEqual(suggestions.sort(), ['bearer', 'github', 'simple', 'solid', 'thin']);
});

test('an unknown key is a warning on the key with a suggestion, and can be turned off', () => {
  const { text, found } = check(minimalConfig({ favicn: '/f.png' }));
  assert.deepEqual(codes(found), ['unknown-key']);
  assert.equal(found[0].severity, 2);
  assert.equal(coveredText(text, found[0]), '"favicn"');
  assert.deepEqual(found[0].data, { suggestion: 'favicon' });
  assert.deepEqual(check(minimalConfig({ favicn: '/f.png' }), { unknownKeys: 'off' }).found, []);
});

test('an unknown nested key gets a suggestion from that object', () => {
  const { found } = check(minimalConfig({ colors: { primary: '#000', primry: '#111' } }));
  assert.deepEqual(codes(found), ['unknown-key']);
  assert.deepEqual(found[0].data, { suggestion: 'primary' });
});

test('anyOf: a value of no allowed type gives one message listing the types', () => {
  const { text, found } = check(minimalConfig({ logo: 12 }));
  assert.deepEqual(codes(found), ['type']);
  assert.equal(coveredText(text, found[0]), '12');
  assert.match(String(found[0].message), /expected string or object/);
});

test('anyOf: an object that fits the object branch gets only that branch’s errors', () => {
  const { text, found } = check(minimalConfig({ logo: { light: '/l.svg' } }));
  assert.deepEqual(
    codes(found).filter((c) => c !== 'file-missing'),
    ['required'],
  );
  assert.equal(coveredText(text, found[0]), '"logo"');
  assert.match(String(found[0].message), /"dark"/);
});

test('navigation entries: a number among pages is one type error, a nested group is checked deeply', () => {
  const config = minimalConfig({
    navigation: [{ group: 'A', pages: ['intro', 7, { group: 'B', pages: [{ group: 'C', pages: [true] }] }] }],
  });
  const { text, found } = check(config);
  assert.deepEqual(codes(found), ['type', 'type']);
  assert.deepEqual(
    found.map((d) => coveredText(text, d)),
    ['7', 'true'],
  );
  assert.ok(found.every((d) => /expected string or object/.test(String(d.message))));
});

test('footerSocials keys are an enum with a suggestion; the array form is accepted', () => {
  const { text, found } = check(
    minimalConfig({ footerSocials: { githb: 'https://github.com/x', x: 'https://x.com/y' } }),
  );
  assert.deepEqual(codes(found), ['enum']);
  assert.equal(coveredText(text, found[0]), '"githb"');
  assert.deepEqual(found[0].data, { suggestion: 'github' });
  assert.deepEqual(
    check(minimalConfig({ footerSocials: [{ type: 'github', url: 'https://github.com/x' }] })).found,
    [],
  );
});

test('real-format fields beyond the spec table are accepted without warnings', () => {
  const { found } = check(
    minimalConfig({
      $schema: 'https://mintlify.com/schema.json',
      analytics: { ga4: { measurementId: 'G-1' } },
      redirects: [{ source: '/a', destination: '/intro', permanent: true }],
      metadata: { 'og:image': 'x' },
      seo: { indexHiddenPages: true },
      search: { prompt: 'Search…' },
      integrations: { intercom: 'abc' },
      feedback: { thumbsRating: true, suggestEdit: true },
      versions: ['v1', { name: 'v2', url: 'v2' }],
      navigation: [
        {
          group: 'A',
          icon: 'rocket',
          pages: ['/intro', { group: 'B', icon: 'x', pages: [{ group: 'C', pages: ['intro2'] }] }],
        },
      ],
    }),
  );
  assert.deepEqual(
    found.filter((d) => d.code !== 'page-missing'),
    [],
  );
});
