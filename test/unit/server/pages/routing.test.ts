import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  resolveLink,
  siteRelativePath,
  splitUrl,
  substituteVariables,
} from '../../../../server/src/service/pages/routing';
import { RedirectTable } from '../../../../server/src/service/config/model/redirectTable';
import { ROOT, site } from './support';

const files = {
  'docs.json': JSON.stringify({
    redirects: [
      { source: '/old/:slug*', destination: '/new' },
      { source: '/legacy', destination: '/' },
    ],
    variables: { version: 'v2' },
  }),
  'index.mdx': '',
  'guides/intro.mdx': '',
  'guides/setup.md': '',
  'guides/index.mdx': '',
  'api/v1.2/intro.mdx': '',
  'images/Logo.png': '',
  'v2/start.mdx': '',
};
const context = site(files).context();
const kind = (url: string, from = 'guides/intro.mdx') => {
  const target = resolveLink(url, `${ROOT}/${from}`, context);
  return target.kind === 'page'
    ? `page:${target.pageId}${target.anchor !== undefined ? `#${target.anchor}` : ''}${target.writtenExtension ? ` (${target.writtenExtension})` : ''}`
    : target.kind;
};

test('root-relative and relative paths, no extension, index pages, trailing slash, query and hash apart', () => {
  assert.equal(kind('/guides/intro'), 'page:guides/intro');
  assert.equal(kind('guides/intro', 'index.mdx'), 'page:guides/intro');
  assert.equal(kind('setup'), 'page:guides/setup');
  assert.equal(kind('./setup?x=1#part'), 'page:guides/setup#part');
  assert.equal(kind('../index'), 'page:index');
  assert.equal(kind('/guides/'), 'page:guides/index', 'a folder finds its index page');
  assert.equal(kind('/'), 'page:index');
  assert.equal(kind('/api/v1.2/intro'), 'page:api/v1.2/intro', 'a dot in a page path is no file extension');
  assert.equal(kind('#top'), 'self');
});

test('a link written with .mdx/.md is a page with its extension noted', () => {
  assert.equal(kind('/guides/intro.mdx'), 'page:guides/intro (.mdx)');
  assert.equal(kind('setup.md#x'), 'page:guides/setup#x (.md)');
});

test('external schemes skipped; files; redirects; missing with a case hint', () => {
  for (const url of ['https://x.dev/a', 'mailto:a@b.c', 'tel:123', 'vscode:extension/x', '//cdn.example/x.png'])
    assert.equal(kind(url), 'skip', url);
  assert.equal(kind('/images/Logo.png'), 'file');
  assert.equal(kind('/old/a/b'), 'redirect-broken', 'the reader is sent to /new, which does not exist');
  assert.equal(kind('/legacy/'), 'page:index');
  assert.equal(kind('../../index'), 'page:index', '`..` stops at the site root, as in a URL');
  const missing = resolveLink('/images/logo.png', `${ROOT}/index.mdx`, context);
  assert.equal(missing.kind, 'missing');
  assert.equal(missing.kind === 'missing' && missing.caseMismatch, `${ROOT}/images/Logo.png`);
  assert.equal(kind('/guides/nope'), 'missing');
});

test('{{variables}} from docs.json are substituted; an unknown one leaves the link unchecked', () => {
  assert.equal(kind('/{{version}}/start'), 'page:v2/start');
  assert.equal(kind('/{{nope}}/start'), 'skip');
  assert.equal(
    substituteVariables(
      '/{{ a }}/{{b}}',
      new Map([
        ['a', 'x'],
        ['b', 'y'],
      ]),
    ),
    '/x/y',
  );
});

test('helpers: splitUrl, siteRelativePath, redirect patterns', () => {
  assert.deepEqual(splitUrl('/a?b=1#c'), { path: '/a', anchor: 'c' });
  assert.equal(siteRelativePath('/a%20b/', `${ROOT}/x.mdx`, ROOT), 'a b');
  assert.equal(siteRelativePath('../../a', `${ROOT}/g/x.mdx`, ROOT), 'a');
  const table = new RedirectTable(['/blog/:id', '/docs/*', '/exact/'].map((source) => ({ source, destination: '/x' })));
  assert.deepEqual(
    ['/blog/1', '/blog/1/2', '/docs/a/b', '/docs', '/exact', '/other'].map((p) => table.lookup(p) !== undefined),
    [true, false, true, true, true, false],
  );
});

test("a bare relative path is tried from the page's folder, then from the root; a folder without index page is its own kind", () => {
  assert.equal(
    kind('guides/setup', 'guides/intro.mdx'),
    'page:guides/setup',
    'guides/guides/setup does not exist: read from the root',
  );
  assert.equal(kind('./guides/setup', 'guides/intro.mdx'), 'missing', 'an explicit ./ stays relative');
  assert.equal(kind('/api'), 'folder', 'no index page and no page of the navigation below it');
  assert.equal(kind('/api/v1.2'), 'folder');
});
