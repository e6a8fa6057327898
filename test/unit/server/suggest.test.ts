import assert from 'node:assert/strict';
import { test } from 'node:test';
import { didYouMean, editDistance, isIndexed } from '../../../server/src/service/diagnostics/suggest';

test('edit distance counts insertions, deletions, substitutions and swaps', () => {
  assert.equal(editDistance('primary', 'primary'), 0);
  assert.equal(editDistance('priamry', 'primary'), 1);
  assert.equal(editDistance('favicn', 'favicon'), 1);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});

test('edit distance is the same whatever was asked before it (its rows are reused), for short and long strings', () => {
  const long = 'ab'.repeat(3000);
  assert.equal(editDistance(long, `${long.slice(0, -2)}ba`), 1);
  assert.equal(editDistance(`x${long}`, long), 1);
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('ca', 'abc'), 3);
  assert.equal(editDistance('drak', 'dark', 1), 1);
  assert.equal(editDistance('abcdef', 'ghijkl', 2), 3);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('abc', ''), 3);
});

test('did-you-mean picks the closest plausible candidate, case-insensitive first', () => {
  assert.equal(didYouMean('drak', ['light', 'dark']), 'dark');
  assert.equal(didYouMean('GitHub', ['github', 'gitlab']), 'github');
  assert.equal(didYouMean('zzz', ['seo', 'api']), undefined);
  assert.equal(didYouMean('topbarCtaButon', ['topbarCtaButton', 'topbarLinks']), 'topbarCtaButton');
});

// Long lists (icon libraries) go through a trie index; it must answer exactly as a scan of the list does, with far less
// work: the rows it computes are counted, no clock is read.
import { NameIndex } from '../../../server/src/service/diagnostics/nameIndex';
import { ICON_NAMES } from '../../../server/src/service/config/features/icons';

function scanForClosest(input: string, candidates: readonly string[]): string | undefined {
  const lower = input.toLowerCase();
  const same = candidates.find((c) => c.toLowerCase() === lower);
  if (same !== undefined) return same;
  const limit = Math.min(3, Math.max(1, Math.floor(input.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Deterministic pseudo-random numbers (no seed from the clock, so a failure replays). */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

test('the indexed search over the icon names answers as a full scan does, ties and all', () => {
  const next = random(7);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz-0123456789';
  const inputs: string[] = [
    '',
    'a',
    'HOUSE',
    'rocket-lunch',
    'rocket-lanch',
    'book-opne',
    'xx',
    'zzzzzzzzzzzz',
    'é-ü',
    '🚀rocket',
  ];
  for (let i = 0; i < 400; i++) {
    const name = ICON_NAMES[Math.floor(next() * ICON_NAMES.length)];
    const chars = [...name];
    const edits = 1 + Math.floor(next() * 4);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(next() * (chars.length + 1));
      const kind = Math.floor(next() * 4);
      const letter = alphabet[Math.floor(next() * alphabet.length)];
      if (kind === 0) chars.splice(at, 0, letter);
      else if (kind === 1) chars.splice(at, 1);
      else if (kind === 2) chars[at] = letter;
      else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
    }
    inputs.push(chars.join(''));
  }
  const index = new NameIndex(ICON_NAMES);
  for (const input of inputs) {
    const limit = Math.min(3, Math.max(1, Math.floor(input.length / 3)));
    assert.equal(index.closest(input, limit), scanForClosest(input, ICON_NAMES), `for "${input}"`);
    assert.equal(didYouMean(input, ICON_NAMES), scanForClosest(input, ICON_NAMES), `didYouMean for "${input}"`);
  }
});

test('a search computes a small part of the rows a scan would, and a repeated name costs nothing', () => {
  const index = new NameIndex(ICON_NAMES);
  const scanRows = ICON_NAMES.reduce((sum, name) => sum + name.length, 0);
  for (const input of ['rocket-lanch', 'circle-chevron-rigth', 'qqqqqqqqqqqqqqqqqqqq', 'a'.repeat(60)]) {
    index.closest(input, 3);
    assert.ok(
      index.lastSearchRows * 10 < scanRows,
      `"${input}": ${index.lastSearchRows} rows against ${scanRows} for a scan`,
    );
  }
  index.lastSearchRows = -1;
  index.closest('rocket-lanch', 3);
  assert.equal(index.lastSearchRows, -1, 'answered from memory, no search');
});

test('an index built from an unsorted list with names equal ignoring case answers as a full scan does', () => {
  const next = random(11);
  const alphabet = 'abAB-cé';
  for (let round = 0; round < 30; round++) {
    const names: string[] = [];
    for (let i = 0; i < 250; i++) {
      let name = '';
      const length = 1 + Math.floor(next() * 6);
      for (let c = 0; c < length; c++) name += alphabet[Math.floor(next() * alphabet.length)];
      names.push(name);
    }
    const index = new NameIndex(names);
    for (let i = 0; i < 60; i++) {
      let input = '';
      const length = Math.floor(next() * 8);
      for (let c = 0; c < length; c++) input += alphabet[Math.floor(next() * alphabet.length)];
      const limit = Math.min(3, Math.max(1, Math.floor(input.length / 3)));
      assert.equal(index.closest(input, limit), scanForClosest(input, names), `round ${round}, "${input}"`);
    }
  }
});

test('a long list is scanned for its first questions and indexed after: the same answers, and a question asked again is remembered', () => {
  const names = [...ICON_NAMES]; // a list of its own: whether it is indexed is kept per list
  const inputs = Array.from({ length: 24 }, (_, i) => `${ICON_NAMES[(i * 397) % ICON_NAMES.length]}${'xyz'[i % 3]}`);
  inputs.forEach((input, i) => {
    assert.equal(didYouMean(input, names), scanForClosest(input, names), input);
    assert.equal(isIndexed(names), i >= 16, `after question ${i + 1}`);
  });
  const searches = NameIndex.searches;
  for (const input of inputs) assert.equal(didYouMean(input, names), scanForClosest(input, names), input);
  assert.equal(NameIndex.searches, searches, 'every question was answered before');
});
