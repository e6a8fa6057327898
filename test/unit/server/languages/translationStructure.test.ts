// translation-structure: groups and tabs paired by the pages they hold; a group missing, or items in another order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findings, language } from './support';

const CODES = ['translation-structure'];

test('a group of the default language with no counterpart in a language', () => {
  const languages = [
    language('en', { Start: ['index', 'quickstart'], Guides: ['guides/a', 'guides/b'] }),
    language('fr', { Commencer: ['fr/index', 'fr/quickstart'] }),
  ];
  const found = findings(languages, CODES);
  assert.equal(found.length, 1);
  assert.match(
    found[0],
    /^translation-structure info docs\.json:\d+ The fr navigation has no counterpart of the en group "Guides" \(none of its 2 pages is here\)\.$/,
  );
});

test('groups in another order, and pages in another order inside a group', () => {
  const languages = [
    language('en', { Start: ['index', 'quickstart'], Guides: ['guides/a', 'guides/b'] }),
    language('fr', { Guides: ['fr/guides/b', 'fr/guides/a'], Commencer: ['fr/index', 'fr/quickstart'] }),
  ];
  const found = findings(languages, CODES);
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(found[0] + found[1], /Group "Guides" comes in another place than its en counterpart group "Guides"/);
  assert.match(found[0] + found[1], /"fr\/guides\/a" comes in another order than in the en navigation/);
});

test('the same shape with translated labels: nothing', () => {
  const languages = [
    language('en', { Start: ['index', 'quickstart'], Guides: ['guides/a'] }),
    language('de', { Anfang: ['de/index', 'de/quickstart'], Anleitungen: ['de/guides/a'] }),
  ];
  assert.deepEqual(findings(languages, CODES), []);
});

test('versions of the same name: a shared home page and one per translated version make the same Home tab', () => {
  const version = (name: string, home: string, page: string) => ({
    version: name,
    tabs: [
      { tab: 'Home', pages: [home] },
      { tab: 'Docs', groups: [{ group: 'A', pages: [page] }] },
    ],
  });
  const languages = [
    { language: 'en', versions: [version('v2', 'index', 'v2/en/x'), version('v1', 'index', 'v1/en/x')] },
    { language: 'ko', versions: [version('v2', 'v2/ko/index', 'v2/ko/x'), version('v1', 'v1/ko/index', 'v1/ko/x')] },
  ];
  assert.deepEqual(findings(languages, [...CODES, 'translation-orphan', 'translation-missing']), []);
  // Without the v1 home page in Korean, its tab is missing there.
  const without = [
    languages[0],
    {
      language: 'ko',
      versions: [
        version('v2', 'v2/ko/index', 'v2/ko/x'),
        { version: 'v1', tabs: [{ tab: 'Docs', groups: [{ group: 'A', pages: ['v1/ko/x'] }] }] },
      ],
    },
  ];
  const found = findings(without, CODES);
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0], /no counterpart of the en tab "Home"/);
});

test('a nested group flattened in a language: its pages are said to be elsewhere, not absent', () => {
  const languages = [
    language('en', { Learn: ['learn/a', { group: 'Hooks', pages: ['learn/h1', 'learn/h2'] }] }),
    language('fr', { Apprendre: ['fr/learn/a', 'fr/learn/h1'] }),
  ];
  const found = findings(languages, CODES);
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(
    found[0],
    /no counterpart of the en group "Hooks": 1 of its 2 pages are listed elsewhere in group "Apprendre"\.$/,
  );
});
