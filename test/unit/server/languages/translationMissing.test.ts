// translation-missing: an original with no counterpart file, on the original's entry, naming the language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docsJson, docsJsonSite } from '../docsJsonSite';
import { findings, language } from './support';

const CODES = ['translation-missing'];

test('a page of the default language with no file in a language: a warning on its entry, per language', () => {
  const languages = [
    language('en', { Start: ['index', 'quickstart', 'guides/deploy'] }),
    language('fr', { Start: ['fr/index', 'fr/quickstart'] }),
    language('es', { Start: ['es/index', 'es/quickstart', 'es/guides/deploy'] }),
  ];
  const found = findings(languages, CODES);
  assert.equal(found.length, 1);
  assert.match(
    found[0],
    /^translation-missing warning docs\.json:\d+ No "fr" counterpart of "guides\/deploy" \(no page "fr\/guides\/deploy"\): the language switcher sends fr readers to the language's first page \("fr\/index"\)/,
  );
  // The warning sits on the English entry.
  const line = Number(/docs\.json:(\d+)/.exec(found[0])![1]);
  assert.ok(line > 0);
});

test('nothing when every page has its counterpart, or the language lists the original itself', () => {
  const languages = [language('en', { A: ['index', 'api/ref'] }), language('fr', { A: ['fr/index', 'api/ref'] })];
  assert.deepEqual(findings(languages, CODES), []);
});

test('a counterpart file that exists is not missing (another rule says it is not listed)', () => {
  const languages = [language('en', { A: ['index', 'x'] }), language('fr', { A: ['fr/index'] })];
  assert.deepEqual(findings(languages, CODES, { files: ['index.mdx', 'x.mdx', 'fr/index.mdx', 'fr/x.mdx'] }), []);
  assert.equal(findings(languages, CODES, { files: ['index.mdx', 'x.mdx', 'fr/index.mdx'] }).length, 1);
});

test('a language in a $ref file is compared like an inline one', () => {
  const languages = [language('en', { A: ['index', 'x'] }), { $ref: './fr.json' }];
  const refs = { 'fr.json': JSON.stringify(language('fr', { A: ['fr/index'] })) };
  const found = findings(languages, CODES, { refs, files: ['index.mdx', 'x.mdx', 'fr/index.mdx'] });
  assert.equal(found.length, 1);
  assert.match(found[0], /No "fr" counterpart of "x"/);
});

test('the rule can be turned off like any other (rule severities)', () => {
  const languages = [language('en', { A: ['index', 'x'] }), language('fr', { A: ['fr/index'] })];
  const { service, doc } = docsJsonSite(docsJson({ languages }), ['index.mdx', 'x.mdx', 'fr/index.mdx']);
  const codes = (rules?: Record<string, 'off'>) =>
    service.diagnose(doc, { unknownKeys: 'warning', rules }).map((d) => d.code);
  assert.ok(codes().includes('translation-missing'));
  assert.ok(!codes({ 'translation-missing': 'off' }).includes('translation-missing'));
});

test('past 50 per language, one finding on the language counts the rest', () => {
  const originals = Array.from({ length: 60 }, (_, i) => `p${i}`);
  const languages = [language('en', { A: ['index', ...originals] }), language('fr', { A: ['fr/index'] })];
  const found = findings(languages, CODES, {
    files: ['index.mdx', ...originals.map((p) => `${p}.mdx`), 'fr/index.mdx'],
  });
  assert.equal(found.length, 51);
  assert.equal(found.filter((f) => / 10 more pages of en have no "fr" counterpart/.test(f)).length, 1);
});
