// "Did you mean" suggestions: the closest candidate by edit distance, only when it is close enough to be a typo.
import { NameIndex } from './nameIndex';

/** Edit distance counting a swap of neighbours as one edit ("drak" -> "dark"); stops early past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Lists at least this long are searched through a NameIndex built once per list (icon libraries: thousands of
 * names); shorter ones (enum values, keys) are scanned. */
const INDEXED_LIST_LENGTH = 200;
const nameIndexes = new WeakMap<readonly string[], NameIndex>();

/** The candidate closest to `input` (case-insensitive first), or undefined when none is plausibly meant. A long list
 * is taken as unchanging once asked about (it is indexed by identity). */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  if (candidates.length >= INDEXED_LIST_LENGTH) {
    let index = nameIndexes.get(candidates);
    if (!index) nameIndexes.set(candidates, (index = new NameIndex(candidates)));
    return index.closest(input, suggestionLimit(input));
  }
  const lower = input.toLowerCase();
  const sameIgnoringCase = candidates.find((c) => c.toLowerCase() === lower);
  if (sameIgnoringCase !== undefined) return sameIgnoringCase;
  const limit = suggestionLimit(input);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** A third of the length (at least 1, at most 3) keeps "priamry" -> "primary" but not "foo" -> "seo". */
function suggestionLimit(input: string): number {
  return Math.min(3, Math.max(1, Math.floor(input.length / 3)));
}
