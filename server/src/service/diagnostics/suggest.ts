// "Did you mean" suggestions: the closest candidate by edit distance, only when it is close enough to be a typo.
import { NameIndex } from './nameIndex';

/** Rows of the edit-distance table, reused by every call: a config with thousands of unknown keys asks for tens of
 * thousands of distances, and fresh arrays for every row of each made most of that time garbage. */
let sharedRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
/** Wider rows than this (a candidate of thousands of characters) are made for the call and not kept. */
const MAX_SHARED_ROW = 4096;

/** Edit distance counting a swap of neighbours as one edit ("drak" -> "dark"); stops early past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (width > sharedRows[0].length && width <= MAX_SHARED_ROW)
    sharedRows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  const rows =
    width <= sharedRows[0].length ? sharedRows : [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const char = a.charCodeAt(i - 1);
    const charBefore = a.charCodeAt(i - 2);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const other = b.charCodeAt(j - 1);
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char === other ? 0 : 1));
      if (i > 1 && j > 1 && char === b.charCodeAt(j - 2) && charBefore === other)
        distance = Math.min(distance, beforePrevious[j - 2] + 1);
      current[j] = distance;
      if (distance < rowMin) rowMin = distance;
    }
    if (rowMin > limit) return limit + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length];
}

/** Lists at least this long are searched through a NameIndex built once per list (icon libraries: thousands of
 * names) once they have been asked about often; shorter ones (enum values, keys) are always scanned. */
const INDEXED_LIST_LENGTH = 200;
/**
 * Questions about a long list answered by scanning it before it is indexed. Building the index of an icon library
 * takes 15-80 ms, one scan of it 0.1-3 ms: a config names a few unknown icons, and the first answer of a big site's
 * config waited for an index it asked one question of. A config from an untrusted repository can name thousands: the
 * index is built once the scans have cost about what it does, as before.
 */
const SCANS_BEFORE_INDEXING = 16;
/** Answers remembered per long list; past this many distinct questions the memory starts again. */
const MAX_REMEMBERED = 4096;

interface LongListSearch {
  scans: number;
  index?: NameIndex;
  /** Answers by question, however they were found: a keystroke elsewhere in the file asks the same again. */
  answers: Map<string, string | undefined>;
}
const longLists = new WeakMap<readonly string[], LongListSearch>();

/** The candidate closest to `input` (case-insensitive first), or undefined when none is plausibly meant. A long list
 * is taken as unchanging once asked about (it is known by identity). The index and the scan give the same answer. */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  if (candidates.length < INDEXED_LIST_LENGTH) return scanFor(input, candidates);
  let search = longLists.get(candidates);
  if (!search) longLists.set(candidates, (search = { scans: 0, answers: new Map() }));
  if (search.answers.has(input)) return search.answers.get(input);
  let answer: string | undefined;
  if (search.index || search.scans >= SCANS_BEFORE_INDEXING) {
    search.index ??= new NameIndex(candidates);
    answer = search.index.closest(input, suggestionLimit(input));
  } else {
    search.scans++;
    answer = scanFor(input, candidates);
  }
  if (search.answers.size >= MAX_REMEMBERED) search.answers.clear();
  search.answers.set(input, answer);
  return answer;
}

/** Whether `didYouMean` has indexed this list (tests). */
export function isIndexed(candidates: readonly string[]): boolean {
  return longLists.get(candidates)?.index !== undefined;
}

/** `didYouMean` by comparing `input` with every candidate in turn: the first equal ignoring case, else the first of
 * the closest within the limit. */
function scanFor(input: string, candidates: readonly string[]): string | undefined {
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

const setLists = new WeakMap<ReadonlySet<string>, readonly string[]>();

/** `didYouMean` over a set's names (taken as unchanging once asked about): the list, and so the index of a long one,
 * is made once per set, not once per
 * question (an array spread per unknown front-matter icon rebuilt the icon index: 13 ms a page). */
export function didYouMeanIn(input: string, names: ReadonlySet<string>): string | undefined {
  let list = setLists.get(names);
  if (!list) setLists.set(names, (list = Array.from(names)));
  return didYouMean(input, list);
}

/** A third of the length (at least 1, at most 3) keeps "priamry" -> "primary" but not "foo" -> "seo". */
function suggestionLimit(input: string): number {
  return Math.min(3, Math.max(1, Math.floor(input.length / 3)));
}
