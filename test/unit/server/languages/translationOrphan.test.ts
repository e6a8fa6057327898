// translation-orphan: a page a language lists with no original in the default language (information, on its entry).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findings, language } from './support';

const CODES = ['translation-orphan'];

test('a page only the translation lists: information on its entry, naming the missing original', () => {
  const languages = [
    language('en', { A: ['index', 'x'] }),
    language('ja', { A: ['ja/index', 'ja/x', 'ja/local-payments'] }),
  ];
  const found = findings(languages, CODES);
  assert.equal(found.length, 1);
  assert.match(
    found[0],
    /^translation-orphan info docs\.json:\d+ "ja\/local-payments" \(ja\) has no original in the default language en: its navigation does not list "local-payments"\.$/,
  );
});

test('in a $ref file, the finding is reported in that file', () => {
  const languages = [language('en', { A: ['index'] }), { $ref: './ja.json' }];
  const refs = { 'ja.json': JSON.stringify(language('ja', { A: ['ja/index', 'ja/extra'] })) };
  const found = findings(languages, CODES, { refs, files: ['index.mdx', 'ja/index.mdx', 'ja/extra.mdx'] });
  assert.equal(found.length, 1);
  assert.match(found[0], /^translation-orphan info ja\.json:\d+ "ja\/extra"/);
});

test('shared pages and counterparts are not orphans', () => {
  const languages = [language('en', { A: ['index', 'api/ref'] }), language('ja', { A: ['ja/index', 'api/ref'] })];
  assert.deepEqual(findings(languages, CODES), []);
});
