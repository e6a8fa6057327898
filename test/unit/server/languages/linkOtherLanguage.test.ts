// link-other-language: a link from a page of one language into another language's pages, with the page's own
// language's counterpart offered when it exists (and a quick fix to it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { pageCodeActions } from '../../../../server/src/service/pages/pageEditor';
import { ROOT, site } from '../pages/support';

const CONFIG = JSON.stringify({
  name: 'Docs',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: {
    languages: [
      { language: 'en', groups: [{ group: 'A', pages: ['index', 'guides/x', 'guides/only-en'] }] },
      { language: 'fr', groups: [{ group: 'A', pages: ['fr/index', 'fr/guides/x', 'api/shared'] }] },
    ],
  },
});

function check(files: Record<string, string>, page: string) {
  const pages = site({
    'docs.json': CONFIG,
    'index.mdx': '# Home',
    'guides/x.mdx': '# X\n\n## Setup',
    'guides/only-en.mdx': '# Only',
    'fr/index.mdx': '# Accueil',
    'fr/guides/x.mdx': '# X\n\n## Setup',
    'api/shared.mdx': '# Shared',
    ...files,
  });
  const text = files[page];
  const document = TextDocument.create('file:///x', 'mdx', 1, text);
  return {
    diagnostics: pages.check(`${ROOT}/${page}`, text).filter((d) => d.code === 'link-other-language'),
    document,
  };
}

test('a French page linking to an English page whose French counterpart exists: a warning with the French path', () => {
  const { diagnostics, document } = check(
    { 'fr/guides/y.mdx': 'Voir [le guide](/guides/x#setup).' },
    'fr/guides/y.mdx',
  );
  assert.equal(diagnostics.length, 1);
  assert.equal(diagnostics[0].severity, 2);
  assert.equal(document.getText(diagnostics[0].range), '/guides/x#setup');
  assert.match(
    String(diagnostics[0].message),
    /leads from this fr page to the en page "guides\/x": the fr page is "\/fr\/guides\/x#setup"/,
  );
  const [fix] = pageCodeActions('file:///x', diagnostics);
  assert.equal(fix.edit!.changes!['file:///x'][0].newText, '/fr/guides/x#setup');
});

test('relative links and the home page resolve like any other link', () => {
  const { diagnostics } = check({ 'fr/guides/y.mdx': 'Voir [accueil](/) et [x](../../guides/x).' }, 'fr/guides/y.mdx');
  assert.deepEqual(
    diagnostics.map((d) => (d.data as { suggestion?: string }).suggestion),
    ['/fr', '/fr/guides/x'],
  );
});

test('no French counterpart: information, no fix', () => {
  const { diagnostics } = check({ 'fr/guides/y.mdx': 'Voir [ceci](/guides/only-en).' }, 'fr/guides/y.mdx');
  assert.equal(diagnostics.length, 1);
  assert.equal(diagnostics[0].severity, 3);
  assert.match(String(diagnostics[0].message), /there is no fr "fr\/guides\/only-en" yet/);
  assert.deepEqual(pageCodeActions('file:///x', diagnostics), []);
});

test('links inside one language, and to a page the language lists itself, are fine', () => {
  assert.deepEqual(
    check(
      { 'fr/guides/y.mdx': '[a](/fr/guides/x) [b](/api/shared) [c](https://example.com/guides/x)' },
      'fr/guides/y.mdx',
    ).diagnostics,
    [],
  );
  assert.deepEqual(check({ 'guides/y.mdx': '[a](/guides/x) [b](/index)' }, 'guides/y.mdx').diagnostics, []);
});

test('an English page linking into the French tree is reported the other way round', () => {
  const { diagnostics } = check({ 'guides/y.mdx': '[x](/fr/guides/x)' }, 'guides/y.mdx');
  assert.equal(diagnostics.length, 1);
  assert.equal((diagnostics[0].data as { suggestion?: string }).suggestion, '/guides/x');
});

test('a site without languages has no such finding', () => {
  const pages = site({
    'docs.json': JSON.stringify({
      name: 'D',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { groups: [{ group: 'A', pages: ['index', 'fr/x'] }] },
    }),
    'index.mdx': '[x](/fr/x)',
    'fr/x.mdx': '# X',
  });
  assert.deepEqual(
    pages.check(`${ROOT}/index.mdx`, '[x](/fr/x)').filter((d) => d.code === 'link-other-language'),
    [],
  );
});
