import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageTargets } from '../../../../../server/src/service/config/features/pageTargets';
import { collectPageEntries, resolvePage } from '../../../../../server/src/service/config/model/pageEntries';
import { site } from './support';

test("the batch resolution agrees with the core's resolvePage on every kind of entry", () => {
  const entries = [
    'intro',
    '/intro',
    'guides/a',
    'guides/b',
    'guides/./a',
    'guides/../intro',
    '../escape',
    '/abs/../../x',
    'https://x.y',
    '',
    'Intro',
    'intro.mdx',
    'both',
    'guides/',
    'c:/win',
    '//host/x',
  ];
  const s = site(`{"name": "S", "navigation": [{"group": "G", "pages": ${JSON.stringify(entries)}}]}`, [
    'intro.mdx',
    'guides/a.md',
    'both.mdx',
    'both.md',
    'guides/b.mdx.md',
  ]);
  const expected = collectPageEntries(s.doc).flatMap((e) => {
    const r = resolvePage(e.raw, s.rootDir, s.index);
    return r.kind === 'file' ? [[e.raw, r.path]] : [];
  });
  assert.deepEqual(
    pageTargets(s.doc, s.index).map((t) => [t.raw, t.path]),
    expected,
  );
  assert.ok(expected.length >= 5, 'the case covers several resolvable entries');
});

test('the cache follows index changes: a created page becomes a target', () => {
  const s = site('{"name": "S", "navigation": [{"group": "G", "pages": ["intro", "later"]}]}', ['intro.mdx']);
  assert.deepEqual(
    pageTargets(s.doc, s.index).map((t) => t.page),
    ['intro'],
  );
  s.index.addFile('/site/later.md');
  assert.deepEqual(
    pageTargets(s.doc, s.index).map((t) => t.page),
    ['intro', 'later'],
  );
});

test('nothing resolves while the site root is not indexed (nothing is claimed then)', () => {
  const s = site('{"name": "S", "navigation": [{"group": "G", "pages": ["intro"]}]}', ['intro.mdx']);
  s.index.scannedFolders.clear();
  s.index.addFile('/site/other.mdx');
  assert.deepEqual(pageTargets(s.doc, s.index), []);
});
