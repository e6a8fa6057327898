// The editor's view of translations: a page's counterparts in every language, the text of a new counterpart, and
// the list of missing translations.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  counterpartContent,
  missingTranslations,
  translationsOfPage,
} from '../../../../server/src/service/languages/editor';
import { docsJson, docsJsonSite } from '../docsJsonSite';
import { filesOf, language } from './support';

const LANGUAGES = [
  language('en', { A: ['index', 'a', 'b'] }),
  language('fr', { A: ['fr/index', 'fr/a', 'fr/only'] }),
  language('de', { A: ['de/index', 'de/a'] }),
];

function site(files = filesOf(LANGUAGES, ['de/b.mdx'])) {
  const { service, doc } = docsJsonSite(docsJson({ languages: LANGUAGES }), files);
  return { model: service.model(doc), index: service.index };
}

test("an original's counterparts: translated, missing, a file not listed", () => {
  const { model, index } = site();
  const found = translationsOfPage(model, index, undefined, 'b')!;
  assert.equal(found.language, 'en');
  assert.equal(found.isDefault, true);
  assert.deepEqual(
    found.others.map((t) => `${t.language}:${t.id}:${t.state}`),
    ['fr:fr/b:missing', 'de:de/b:unlisted'],
  );
});

test('a translation: its original and its siblings; a page with no original says so', () => {
  const { model, index } = site();
  assert.deepEqual(
    translationsOfPage(model, index, undefined, 'fr/a')!.others.map((t) => `${t.language}:${t.id}:${t.state}`),
    ['en:a:original', 'de:de/a:listed'],
  );
  assert.deepEqual(
    translationsOfPage(model, index, undefined, 'fr/only')!.others.map((t) => `${t.language}:${t.id}:${t.state}`),
    ['en:only:no-original', 'de:de/only:missing'],
  );
});

test('a new counterpart keeps the front matter and replaces the body by a note', () => {
  const text = counterpartContent('---\ntitle: "A"\nicon: rocket\n---\n\n# A\n\nBody.\n', 'a', 'fr');
  assert.equal(text, '---\ntitle: "A"\nicon: rocket\n---\n\n{/* Translate into fr: the original is "a". */}\n');
  assert.equal(
    counterpartContent('# No front matter\n', 'a', 'fr'),
    '\n{/* Translate into fr: the original is "a". */}\n',
  );
});

test('the missing translations of a site, per language in navigation order', () => {
  const { model, index } = site();
  assert.deepEqual(
    missingTranslations(model, index, undefined).map((m) => `${m.language}:${m.original}->${m.id}`),
    ['fr:b->fr/b'],
  );
});
