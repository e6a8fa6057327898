// Which redirects hide a page and which destinations are pages, now that the check asks the index's records whether
// the navigation lists them instead of building a set of every listed id: the same findings in every case the set
// decided, and the same again on a second check of the same model.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { docsJson, docsJsonSite } from '../docsJsonSite';

const redirectFindings = (ds: Diagnostic[]) =>
  ds
    .filter((d) => String(d.code).startsWith('redirect-'))
    .map((d) => `${String(d.code)} ${d.range.start.line}`)
    .sort();

test('a source hides a listed page only when that page has a file; a destination the navigation lists is a page', () => {
  const config = docsJson(
    { pages: ['intro', 'guide', 'planned', 'planned-too', 'api/one', 'api/index'] },
    {
      redirects: [
        { source: '/guide', destination: '/intro' }, // hides a listed page with a file
        { source: '/planned', destination: '/intro' }, // listed, but no file: nothing to hide
        { source: '/unlisted', destination: '/intro' }, // a file the navigation does not list
        { source: '/x', destination: '/planned-too' }, // listed without a file: not claimed as no page
        { source: '/y', destination: '/spare' }, // a page file, not listed
        { source: '/z', destination: '/api' }, // api/index
        { source: '/w', destination: '/image.png' }, // a file the site serves
        { source: '/v', destination: '/nowhere' }, // nothing
        { source: '/api/:slug*', destination: '/intro' }, // a wildcard over listed pages
        { source: '/old/:slug*', destination: '/intro' }, // a wildcard over nothing listed
      ],
    },
  );
  const { service, doc, text } = docsJsonSite(config, [
    'intro.mdx',
    'guide.mdx',
    'unlisted.mdx',
    'spare.mdx',
    'api/one.mdx',
    'api/index.mdx',
    'image.png',
  ]);
  const lineOf = (needle: string) => text.split('\n').findIndex((line) => line.includes(needle));
  const expected = [
    `redirect-shadows-page ${lineOf('"/guide"')}`,
    `redirect-shadows-page ${lineOf('"/api/:slug*"')}`,
    `redirect-destination ${lineOf('"/nowhere"')}`,
  ].sort();
  assert.deepEqual(redirectFindings(service.diagnose(doc)), expected);
  // Checked again (the records keep their marks; another listing may have re-marked them in between).
  assert.deepEqual(redirectFindings(service.diagnose(doc)), expected);
});

test('without an index of the root, a listed page is hidden by a redirect whatever the disk holds', () => {
  const config = docsJson(
    { pages: ['intro', 'guide'] },
    { redirects: [{ source: '/guide', destination: '/nowhere' }] },
  );
  const { service, doc } = docsJsonSite(config, ['intro.mdx', 'guide.mdx']);
  service.index.scannedFolders.clear();
  const found = redirectFindings(service.diagnose(doc));
  assert.deepEqual(
    found.map((f) => f.split(' ')[0]),
    ['redirect-shadows-page'],
    'a shadowed page and no claim about the destination',
  );
});
