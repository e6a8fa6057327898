// Counterparts: the folder convention detected from the pages each language lists, or stated; every original's
// counterpart in each language, and each language's pages without an original.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  idOf,
  keyOf,
  languageOfPage,
  languageSetsOf,
  parityOf,
  counterpartId,
} from '../../../../server/src/service/languages/counterparts';
import { docsJson, docsJsonSite } from '../docsJsonSite';
import { language } from './support';

function setsOf(languages: unknown[], convention?: Parameters<typeof languageSetsOf>[1]) {
  const { service, doc } = docsJsonSite(docsJson({ languages }));
  return languageSetsOf(service.model(doc), convention);
}

test('keyOf and idOf take a language folder out of a path and put it back at a position', () => {
  assert.equal(keyOf('fr/guides/x', 'fr', 0), 'guides/x');
  assert.equal(keyOf('guides/x', 'fr', 0), 'guides/x');
  assert.equal(keyOf('v2/fr/guides/x', 'fr', 1), 'v2/guides/x');
  // The folder is never the last segment: a page named like the language is not in its folder.
  assert.equal(keyOf('guides/fr', 'fr', 1), 'guides/fr');
  assert.equal(idOf('guides/x', 'fr', 0), 'fr/guides/x');
  assert.equal(idOf('v2/guides/x', 'fr', 1), 'v2/fr/guides/x');
  assert.equal(idOf('index', 'fr', 1), 'fr/index');
  assert.equal(idOf('guides/x', '', 0), 'guides/x');
});

test('the prefix convention: the default language at the root, the others under their code', () => {
  const [set] = setsOf([
    language('en', { A: ['index', 'guides/x'] }),
    language('fr', { A: ['fr/index', 'fr/guides/x'] }),
  ]);
  assert.equal(set.position, 0);
  assert.equal(set.defaultLanguage.code, 'en');
  assert.equal(set.defaultLanguage.folder, '');
  assert.deepEqual(
    set.others.map((l) => [l.code, l.folder]),
    [['fr', 'fr']],
  );
});

test('a folder after a version segment, with the default language in a folder of its own', () => {
  const [set] = setsOf([
    language('en', { A: ['v2/en/index', 'v2/en/x'] }),
    language('pt-BR', { A: ['v2/pt-BR/index', 'v2/pt-BR/x'] }),
  ]);
  assert.equal(set.position, 1);
  assert.equal(set.defaultLanguage.folder, 'en');
  const parity = parityOf(set, () => false);
  const fr = set.others[0];
  assert.deepEqual(
    parity.counterparts.get(fr)!.map((c) => [c.original.id, c.id, c.state]),
    [
      ['v2/en/index', 'v2/pt-BR/index', 'listed'],
      ['v2/en/x', 'v2/pt-BR/x', 'listed'],
    ],
  );
});

test('"default": true picks the default language wherever it is written', () => {
  const [set] = setsOf([language('fr', { A: ['fr/index'] }), language('en', { A: ['index'] }, { default: true })]);
  assert.equal(set.defaultLanguage.code, 'en');
  assert.deepEqual(
    set.others.map((l) => l.code),
    ['fr'],
  );
});

test('counterpart states: listed, shared, unlisted (the file exists), missing', () => {
  const [set] = setsOf([
    language('en', { A: ['index', 'a', 'b', 'c', 'api/ref'] }),
    language('fr', { A: ['fr/index', 'fr/a', 'api/ref'] }),
  ]);
  const parity = parityOf(set, (id) => id === 'fr/b');
  const states = parity.counterparts.get(set.others[0])!.map((c) => `${c.original.id}:${c.state}:${c.id}`);
  assert.deepEqual(states, [
    'index:listed:fr/index',
    'a:listed:fr/a',
    'b:unlisted:fr/b',
    'c:missing:fr/c',
    'api/ref:shared:api/ref',
  ]);
});

test('with no counterpart by path, the two first pages pair (the switcher lands on the first page)', () => {
  const [set] = setsOf([
    language('en', { A: ['v2/en/index', 'v2/en/x'] }),
    language('ko', { A: ['v2/ko/home', 'v2/ko/x'] }),
  ]);
  const parity = parityOf(set, () => false);
  const ko = set.others[0];
  assert.deepEqual(
    parity.counterparts.get(ko)!.map((c) => c.state),
    ['first-page', 'listed'],
  );
  assert.deepEqual(parity.orphans.get(ko), []);
});

test('pages of a language with no original are its orphans', () => {
  const [set] = setsOf([language('en', { A: ['index'] }), language('fr', { A: ['fr/index', 'fr/only-here'] })]);
  const parity = parityOf(set, () => true);
  assert.deepEqual(
    parity.orphans.get(set.others[0])!.map((p) => p.id),
    ['fr/only-here'],
  );
});

test('a stated convention wins over detection: folders that are not language codes', () => {
  const languages = [language('en', { A: ['index', 'x'] }), language('fr', { A: ['francais/index', 'francais/x'] })];
  const [detected] = setsOf(languages);
  assert.equal(detected.others[0].folder, undefined, 'no "fr" folder in its pages: not compared');
  assert.deepEqual([...parityOf(detected, () => false).counterparts.get(detected.others[0])!], []);
  const [stated] = setsOf(languages, { folders: { fr: 'francais' } });
  assert.equal(stated.others[0].folder, 'francais');
  assert.deepEqual(
    parityOf(stated, () => false)
      .counterparts.get(stated.others[0])!
      .map((c) => c.state),
    ['listed', 'listed'],
  );
});

test('languages inside each version are a set per version', () => {
  const sets = setsOf([]).concat(
    (() => {
      const { service, doc } = docsJsonSite(
        docsJson({
          versions: [
            { version: 'v2', languages: [language('en', { A: ['v2/x'] }), language('fr', { A: ['fr/v2/x'] })] },
            {
              version: 'v1',
              languages: [
                language('en', { A: ['v1/index', 'v1/x'] }),
                language('fr', { A: ['fr/v1/index', 'fr/v1/y'] }),
              ],
            },
          ],
        }),
      );
      return languageSetsOf(service.model(doc));
    })(),
  );
  assert.equal(sets.length, 2);
  assert.deepEqual(
    sets.map((s) => s.owner.label),
    ['v2', 'v1'],
  );
  assert.deepEqual(
    sets.map((s) =>
      parityOf(s, () => false)
        .orphans.get(s.others[0])!
        .map((p) => p.id),
    ),
    [[], ['fr/v1/y']],
  );
});

test('a language that only links elsewhere (href) is not compared', () => {
  const sets = setsOf([language('en', { A: ['index'] }), { language: 'de', href: 'https://de.example.com' }]);
  assert.deepEqual(sets, []);
});

test('languageOfPage and counterpartId: by folder, and by listing', () => {
  const [set] = setsOf([
    language('en', { A: ['index', 'guides/x'] }),
    language('fr', { A: ['fr/index', 'fr/guides/x', 'shared'] }),
  ]);
  const fr = set.others[0];
  assert.equal(languageOfPage(set, 'fr/guides/x'), fr);
  assert.equal(languageOfPage(set, 'fr/not-listed'), fr);
  assert.equal(languageOfPage(set, 'guides/x'), set.defaultLanguage);
  assert.equal(languageOfPage(set, 'shared'), fr, 'listed only by fr');
  assert.equal(
    languageOfPage(set, 'elsewhere'),
    set.defaultLanguage,
    'the default language has no folder: what no other language holds is its',
  );
  assert.equal(counterpartId(set, 'guides/x', set.defaultLanguage, fr), 'fr/guides/x');
  assert.equal(counterpartId(set, 'fr/guides/x', fr, set.defaultLanguage), 'guides/x');
});

test('languages holding versions pair the first pages of versions of the same name', () => {
  const version = (name: string, pages: string[]) => ({ version: name, tabs: [{ tab: 'Home', pages }] });
  const [set] = setsOf([
    { language: 'en', versions: [version('v2', ['index', 'v2/en/x']), version('v1', ['index', 'v1/en/x'])] },
    {
      language: 'ko',
      versions: [version('v2', ['v2/ko/index', 'v2/ko/x']), version('v1', ['v1/ko/index', 'v1/ko/x'])],
    },
  ]);
  const parity = parityOf(set, () => false);
  const ko = set.others[0];
  assert.deepEqual(
    parity.counterparts.get(ko)!.map((c) => `${c.original.id as string}:${c.state}:${c.id}`),
    ['index:first-page:v2/ko/index', 'v2/en/x:listed:v2/ko/x', 'v1/en/x:listed:v1/ko/x'],
  );
  assert.deepEqual(parity.orphans.get(ko), [], 'v1/ko/index pairs with the v1 home page');
  assert.deepEqual(
    [...parity.firstPageKeys.get(ko)!],
    [
      ['v2/ko/index', 'index'],
      ['v1/ko/index', 'index'],
    ],
  );
});

test('versions of different names do not pair their first pages', () => {
  const version = (name: string, pages: string[]) => ({ version: name, groups: [{ group: 'A', pages }] });
  const [set] = setsOf([
    // (two pages in the en folder: most of the default language's pages carry it)
    { language: 'en', versions: [version('v2', ['index', 'v2/en/x', 'v2/en/y'])] },
    {
      language: 'ko',
      versions: [version('v2', ['v2/ko/index', 'v2/ko/x', 'v2/ko/y']), version('v0', ['v0/ko/index'])],
    },
  ]);
  const parity = parityOf(set, () => false);
  assert.deepEqual(
    parity.orphans.get(set.others[0])!.map((p) => p.id),
    ['v0/ko/index'],
  );
});
