// The one binary search the sorted page ids, folder names, link offsets and completion lists share.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lowerBound } from '../../../shared/src/sortedSearch';
import { seededRandom } from '../../support/seededRandom';

/** What a scan from the start finds. */
function scan<T extends string | number>(sorted: readonly T[], value: T, from: number, to: number): number {
  for (let i = from; i < to; i++) if (!(sorted[i] < value)) return i;
  return to;
}

void test('finds the first element not below the value, as a scan does, in any range', () => {
  const next = seededRandom(11);
  for (let round = 0; round < 200; round++) {
    const numbers = Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 20)).sort(
      (a, b) => a - b,
    );
    const strings = numbers.map((n) => `page-${n}`).sort();
    const from = Math.floor(next() * (numbers.length + 1));
    const to = from + Math.floor(next() * (numbers.length - from + 1));
    const value = Math.floor(next() * 22) - 1;
    assert.equal(lowerBound(numbers, value, from, to), scan(numbers, value, from, to));
    assert.equal(lowerBound(strings, `page-${value}`, from, to), scan(strings, `page-${value}`, from, to));
    assert.equal(lowerBound(numbers, value), scan(numbers, value, 0, numbers.length));
  }
});

void test('strings compare in code-unit order, and typed arrays are searched as lists', () => {
  assert.equal(lowerBound(['A', 'B', 'a', 'b'], 'a'), 2);
  assert.equal(lowerBound(['guides', 'guides/intro', 'guides0'], 'guides/'), 1);
  assert.equal(lowerBound(new Int32Array([1, 3, 3, 7]), 3), 1);
  assert.equal(lowerBound(new Int32Array([1, 3, 3, 7]), 8), 4);
  assert.equal(lowerBound([], 'x'), 0);
});
