import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PageList } from '../../../server/src/service/config/features/pageList';

const never = () => false;
const ids = (list: PageList, typed: string, cap: number, isUsed: (id: string) => boolean = never) =>
  list.candidates(typed, isUsed, cap).candidates.map((c) => c.id);

test('a site within the cap: every page, unused first, complete (the editor filters)', () => {
  const list = new PageList(['intro', 'guides/setup', 'guides/deep/one']);
  const answer = list.candidates('', (id) => id === 'intro', 10);
  assert.deepEqual(
    answer.candidates.map((c) => c.id),
    ['guides/deep/one', 'guides/setup', 'intro'],
  );
  assert.deepEqual(
    answer.candidates.map((c) => c.used),
    [false, false, true],
  );
  assert.equal(answer.isIncomplete, false);
  // Letters typed after no folder narrow nothing: the editor's fuzzy filter does it.
  assert.equal(list.candidates('setu', never, 10).candidates.length, 3);
});

test('a typed folder narrows to the pages below it (case-insensitive), marked incomplete', () => {
  const list = new PageList(['intro', 'guides/setup', 'Guides/Upper', 'guidesx/no', 'api/one']);
  const answer = list.candidates('guides/', never, 10);
  assert.deepEqual(answer.candidates.map((c) => c.id).sort(), ['Guides/Upper', 'guides/setup']);
  assert.equal(answer.isIncomplete, true);
});

test('over the cap with nothing typed after the folder: its pages and its sub-folders with their page counts', () => {
  const pages = [
    'top',
    ...Array.from({ length: 50 }, (_, i) => `a/p${i}`),
    ...Array.from({ length: 30 }, (_, i) => `b/c/p${i}`),
  ];
  const list = new PageList(pages);
  const answer = list.candidates('', (id) => id === 'top', 10);
  assert.deepEqual(
    answer.candidates.map((c) => [c.id, c.kind, c.pages]),
    [
      ['a/', 'folder', 50],
      ['b/', 'folder', 30],
      ['top', 'page', undefined],
    ],
  );
  assert.equal(answer.isIncomplete, true);
  assert.deepEqual(ids(list, 'b/', 10), ['b/c/']);
});

test('over the cap with a word typed: pages whose path after the folder starts with it, then a later segment', () => {
  const pages = [
    ...Array.from({ length: 100 }, (_, i) => `docs/page-${i}`),
    'docs/setup/page-x',
    'docs/pagination',
    'other/page-1',
  ];
  const list = new PageList(pages);
  const found = ids(list, 'docs/page-11', 20);
  assert.deepEqual(found.sort(), ['docs/page-11']);
  assert.deepEqual(ids(list, 'docs/pagi', 20), ['docs/pagination']);
  // A segment start later in the path matches too; a word inside a segment does not.
  assert.ok(ids(list, 'docs/page-x', 20).includes('docs/setup/page-x'));
  assert.deepEqual(ids(list, 'docs/age', 20), []);
  // At root level the word may start any segment.
  assert.deepEqual(ids(list, 'page-9', 20).sort(), [
    'docs/page-9',
    'docs/page-90',
    'docs/page-91',
    'docs/page-92',
    'docs/page-93',
    'docs/page-94',
    'docs/page-95',
    'docs/page-96',
    'docs/page-97',
    'docs/page-98',
    'docs/page-99',
  ]);
});

test('the cap holds, unused pages first', () => {
  const pages = Array.from({ length: 1000 }, (_, i) => `docs/p-${String(i).padStart(4, '0')}`);
  const list = new PageList(pages);
  const usedIds = new Set(pages.slice(0, 900));
  const answer = list.candidates('docs/p', (id) => usedIds.has(id), 50);
  assert.equal(answer.candidates.length, 50);
  assert.equal(answer.isIncomplete, true);
  assert.ok(
    answer.candidates.every((c) => !c.used),
    'the 100 unused pages come before any used one',
  );
});

test('a word matching 200,000 pages sends the cap, all of them matches', () => {
  const pages = Array.from({ length: 200_000 }, (_, i) => `section-${i % 1000}/page-${i}`);
  const list = new PageList(pages);
  const answer = list.candidates('page', never, 100);
  assert.equal(answer.candidates.length, 100);
  assert.ok(answer.candidates.every((c) => c.id.includes('/page-')));
});

test('ids already lower case and in order (as the index lists them) share one array and answer as a sorted copy', () => {
  const sorted = Array.from({ length: 600 }, (_, i) => `section-${i % 7}/page-${String(i).padStart(3, '0')}`).sort();
  const fast = new PageList(sorted);
  const slow = new PageList([...sorted].reverse());
  assert.equal(fast.sharesLowerCase, true);
  assert.equal(slow.sharesLowerCase, false, 'given out of order: sorted through lower-case records');
  assert.equal(new PageList(['a', 'B']).sharesLowerCase, false);
  assert.deepEqual(fast.ids, slow.ids);
  for (const typed of ['', 'section-3/', 'section-3/page-0', 'sec', 'page']) {
    assert.deepEqual(fast.candidates(typed, never, 50), slow.candidates(typed, never, 50), typed);
  }
});
