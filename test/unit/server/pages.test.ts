import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizePageEntry } from '../../../server/src/service/config/model/pageEntries';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../server/src/service/languageService';
import { codes, coveredText, diagnoseWithoutCoverage, json, minimalConfig } from './helpers';

const files = ['intro.mdx', 'guides/setup.md', 'guides/deep/one.mdx', 'api/Users.mdx', 'logo/light.svg', 'openapi.yml'];
const withNavigation = (navigation: unknown, extra: Record<string, unknown> = {}) =>
  json(minimalConfig({ navigation, ...extra }));

test('pages resolve to .mdx or .md files, with or without a leading slash, in nested groups', () => {
  const text = withNavigation([
    {
      group: 'A',
      pages: ['intro', '/guides/setup', { group: 'B', pages: [{ group: 'C', pages: ['guides/deep/one'] }] }],
    },
  ]);
  assert.deepEqual(diagnoseWithoutCoverage(text, files), []);
});

test('a missing page is an error on its entry, at any nesting depth', () => {
  const text = withNavigation([
    { group: 'A', pages: ['intro', { group: 'B', pages: [{ group: 'C', pages: ['guides/deep/two'] }] }] },
  ]);
  const found = diagnoseWithoutCoverage(text, files);
  assert.deepEqual(codes(found), ['page-missing']);
  assert.equal(coveredText(text, found[0]), '"guides/deep/two"');
  assert.deepEqual(found[0].data, { page: 'guides/deep/two' });
});

test('a missing page of megabytes is named shortened, and offers no file to create (no file system holds its path)', () => {
  const page = `guides/${'x'.repeat(5 * 1024 * 1024)}`;
  const found = diagnoseWithoutCoverage(withNavigation([{ group: 'A', pages: [page] }]), files);
  assert.deepEqual(codes(found), ['page-missing']);
  const message = String(found[0].message);
  assert.ok(message.length < 1000, `a message of ${message.length} characters`);
  assert.match(message, /^Page "guides\/x+…\(5,242,887 characters\)…x+" not found/);
  assert.deepEqual(found[0].data, {});
});

test('a page differing only in letter case is missing, with the real name suggested', () => {
  const found = diagnoseWithoutCoverage(withNavigation([{ group: 'A', pages: ['api/users'] }]), files);
  assert.deepEqual(codes(found), ['page-missing']);
  assert.deepEqual(found[0].data, { page: 'api/users', suggestion: 'api/Users' });
});

test('entries escaping the root are errors: "..", absolute Windows and UNC paths', () => {
  const text = withNavigation([
    { group: 'A', pages: ['../outside', 'guides/../../x', 'C:\\docs\\intro', '//server/share'] },
  ]);
  const found = diagnoseWithoutCoverage(text, files);
  assert.deepEqual(codes(found), ['page-escapes-root', 'page-escapes-root', 'page-escapes-root', 'page-escapes-root']);
});

test('a page listed twice is a warning on the second entry, however it is written', () => {
  const text = withNavigation([
    { group: 'A', pages: ['intro'] },
    { group: 'B', pages: ['/intro'] },
  ]);
  const found = diagnoseWithoutCoverage(text, files);
  assert.deepEqual(codes(found), ['page-duplicate']);
  assert.equal(found[0].severity, 2);
  assert.equal(coveredText(text, found[0]), '"/intro"');
  assert.match(String(found[0].message), /line \d+/);
});

test('an entry written with its extension gets a warning suggesting the bare path', () => {
  const found = diagnoseWithoutCoverage(withNavigation([{ group: 'A', pages: ['intro.mdx'] }]), files);
  assert.deepEqual(codes(found), ['page-extension']);
  assert.deepEqual(found[0].data, { page: 'intro.mdx', suggestion: 'intro' });
});

test('URLs in pages are not files and are skipped', () => {
  assert.deepEqual(
    diagnoseWithoutCoverage(withNavigation([{ group: 'A', pages: ['intro', 'https://example.com/x'] }]), files),
    [],
  );
});

test('missing local logo, favicon, backgroundImage and openapi files are warnings; URLs are skipped', () => {
  const text = withNavigation([{ group: 'A', pages: ['intro'] }], {
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    favicon: 'favicon.png',
    backgroundImage: 'https://cdn.example.com/bg.png',
    openapi: ['/openapi.yml', 'missing.json'],
  });
  const found = diagnoseWithoutCoverage(text, files);
  assert.deepEqual(codes(found), ['file-missing', 'file-missing', 'file-missing']);
  assert.deepEqual(
    found.map((d) => coveredText(text, d)),
    ['"/logo/dark.svg"', '"favicon.png"', '"missing.json"'],
  );
  assert.ok(found.every((d) => d.severity === 2));
});

test('nothing is claimed missing when the site folder was never indexed', () => {
  const service = new LanguageService({ index: new WorkspaceIndex() });
  const doc = service.parse(
    TextDocument.create('untitled:1', 'json', 1, withNavigation([{ group: 'A', pages: ['nowhere'] }])),
    '/elsewhere/mint.json',
  );
  assert.deepEqual(service.diagnose(doc), []);
});

test('entries normalise to page ids', () => {
  assert.deepEqual(normalizePageEntry('/a/b'), { page: 'a/b' });
  assert.deepEqual(normalizePageEntry('a/./b/'), { page: 'a/b' });
  assert.ok('escapes' in normalizePageEntry('/../a'));
  assert.deepEqual(normalizePageEntry('mailto:x@y.z'), { external: true });
});

test('a 3,000-page config checks every page once', () => {
  const pages = Array.from({ length: 3000 }, (_, i) => `p/${i}`);
  const present = pages.filter((_, i) => i % 100 !== 0).map((p) => `${p}.mdx`);
  const found = diagnoseWithoutCoverage(withNavigation([{ group: 'A', pages }]), present);
  assert.equal(found.filter((d) => d.code === 'page-missing').length, 30);
});

test('monorepo: two configs in one index each resolve pages under their own folder', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/repo/a/mint.json', '/repo/a/intro.mdx', '/repo/b/mint.json', '/repo/b/start.md']);
  index.markScanned('/repo');
  const service = new LanguageService({ index });
  const check = (folder: string) =>
    service
      .diagnose(
        service.parse(
          TextDocument.create(
            `file://${folder}/mint.json`,
            'json',
            1,
            withNavigation([{ group: 'A', pages: ['intro', 'start'] }]),
          ),
          `${folder}/mint.json`,
        ),
      )
      .map((d) => (d.data as { page: string }).page);
  assert.deepEqual(check('/repo/a'), ['start']);
  assert.deepEqual(check('/repo/b'), ['intro']);
});

test('groups nested 200 levels deep are checked without overflowing', () => {
  let group: unknown = { group: 'leaf', pages: ['missing-deep'] };
  for (let i = 0; i < 120; i++) group = { group: `g${i}`, pages: [group] };
  const found = diagnoseWithoutCoverage(withNavigation([group]), files);
  assert.deepEqual(codes(found), ['page-missing']);
});
