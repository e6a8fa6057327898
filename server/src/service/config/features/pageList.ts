// Page-path completion over a site of any size: which page ids (and folders) to offer for what the user has typed.
//
// An answer never depends on the site's size, only on the part of it the typed text points at:
// - The typed text up to its last `/` names a folder; the pages below it are one contiguous range of the list
//   (sorted by lower-case id), found by binary search.
// - When that range holds at most `cap` pages, all of them are sent and the editor filters them as the user types
//   (its fuzzy match is better than any guess of ours). Small sites see every page, as before.
// - When it holds more, the server narrows it: with nothing typed after the folder, the folder's own pages and its
//   sub-folders (each offered as `folder/`, with its page count); with a word typed after it, the pages below the
//   folder with a path segment starting with that word (found by one search of a joined lower-case copy of the list).
//   At most `cap` entries, and the answer is marked incomplete so the editor asks again as the user types.
// Unused pages (not yet in the navigation) come first; the caller says which are used.
//
// The list is compact: the ids (the index's own strings), their lower-case forms (the same strings when already
// lower case, as page paths nearly always are), one joined string and an Int32Array of offsets.
import { lowerBound } from '../../../../../shared/src/sortedSearch';

/** At most this many page paths per completion answer. */
export const MAX_PAGE_ITEMS = 200;

export interface PageCandidate {
  /** A page id ("guides/intro"), or a folder ending in `/` ("guides/"). */
  id: string;
  kind: 'page' | 'folder';
  /** Pages: listed in the navigation already. Folders: false. */
  used: boolean;
  /** Folders: the number of pages below. */
  pages?: number;
}

export interface PageCandidates {
  candidates: PageCandidate[];
  /** The answer depends on what is typed: the editor must ask again when the user types more. */
  isIncomplete: boolean;
}

export class PageList {
  /** Page ids sorted by their lower-case form (then by id). */
  readonly ids: readonly string[];
  private readonly lower: readonly string[];
  /** `\n` + every lower-case id + `\n`: one string to search for a word at a segment start. */
  private readonly joined: string;
  /** Offset in `joined` of each lower-case id. */
  private readonly starts: Int32Array;

  constructor(pageIds: Iterable<string>) {
    const given = [...pageIds];
    if (isLowerCaseAndSorted(given)) {
      // The common case (page paths are nearly always lower case, and the index lists them in order): one array
      // serves as both, and no record per page is made and sorted.
      this.ids = given;
      this.lower = given;
    } else {
      const entries = given.map((id) => ({ id, lower: id.toLowerCase() }));
      entries.sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      this.ids = entries.map((e) => e.id);
      this.lower = entries.map((e) => e.lower);
    }
    this.starts = new Int32Array(this.lower.length);
    let offset = 1;
    for (let i = 0; i < this.lower.length; i++) {
      this.starts[i] = offset;
      offset += this.lower[i].length + 1;
    }
    this.joined = `\n${this.lower.join('\n')}\n`;
  }

  /** Whether the list shares one array for the ids and their lower-case forms (for tests). */
  get sharesLowerCase(): boolean {
    return this.ids === this.lower;
  }

  get size(): number {
    return this.ids.length;
  }

  /** The index range [from, to) of the ids starting with `prefix` (lower case). */
  private range(prefix: string, from = 0, to = this.lower.length): [number, number] {
    const start = this.lowerBound(prefix, from, to);
    return [start, this.lowerBound(`${prefix}\uffff`, start, to)];
  }

  private lowerBound(key: string, from: number, to: number): number {
    return lowerBound(this.lower, key, from, to);
  }

  /** The entry of `joined` holding the character at `offset`. */
  private entryAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** What to offer for `typed` (the text typed so far, without a leading `/`). */
  candidates(typed: string, isUsed: (id: string) => boolean, cap: number): PageCandidates {
    const lowerTyped = typed.toLowerCase();
    const slash = lowerTyped.lastIndexOf('/');
    const folder = lowerTyped.slice(0, slash + 1);
    const word = lowerTyped.slice(slash + 1);
    const [from, to] = this.range(folder);
    const narrowed = to - from < this.ids.length;
    if (to - from <= cap) return { candidates: this.pages(indexRange(from, to), isUsed, cap), isIncomplete: narrowed };
    if (word === '') return { candidates: this.folderView(folder, from, to, isUsed, cap), isIncomplete: true };
    return { candidates: this.wordMatches(folder, word, from, to, isUsed, cap), isIncomplete: true };
  }

  /** The pages at `indexes`, unused first, at most `cap` (stops once `cap` unused ones are found). */
  private pages(indexes: Iterable<number>, isUsed: (id: string) => boolean, cap: number): PageCandidate[] {
    const unused: PageCandidate[] = [];
    const used: PageCandidate[] = [];
    for (const i of indexes) {
      const id = this.ids[i];
      if (!isUsed(id)) {
        unused.push({ id, kind: 'page', used: false });
        if (unused.length >= cap) break;
      } else if (used.length < cap) used.push({ id, kind: 'page', used: true });
    }
    return [...unused, ...used].slice(0, cap);
  }

  /** The folder's own pages and its sub-folders (one entry each, skipped over by binary search). */
  private folderView(
    folder: string,
    from: number,
    to: number,
    isUsed: (id: string) => boolean,
    cap: number,
  ): PageCandidate[] {
    const unused: PageCandidate[] = [];
    const folders: PageCandidate[] = [];
    const used: PageCandidate[] = [];
    for (let i = from; i < to && unused.length + folders.length < cap;) {
      const lower = this.lower[i];
      const slash = lower.indexOf('/', folder.length);
      if (slash < 0) {
        const id = this.ids[i];
        if (!isUsed(id)) unused.push({ id, kind: 'page', used: false });
        else if (used.length < cap) used.push({ id, kind: 'page', used: true });
        i++;
        continue;
      }
      const [, end] = this.range(lower.slice(0, slash + 1), i, to);
      folders.push({ id: this.ids[i].slice(0, slash + 1), kind: 'folder', used: false, pages: end - i });
      i = end;
    }
    return [...unused, ...folders, ...used].slice(0, cap);
  }

  /** Pages below `folder` whose path after it starts with `word`, then those with a later segment starting with it
   * (each in list order), found by searching the joined list; the search stops once `cap` unused ones are found. */
  private wordMatches(
    folder: string,
    word: string,
    from: number,
    to: number,
    isUsed: (id: string) => boolean,
    cap: number,
  ): PageCandidate[] {
    const matching = new Set<number>();
    let unused = 0;
    const end = to < this.starts.length ? this.starts[to] : this.joined.length;
    search: for (const needle of [`\n${folder}${word}`, `/${word}`]) {
      for (
        let at = this.joined.indexOf(needle, this.starts[from] - 1);
        at >= 0 && at < end;
        at = this.joined.indexOf(needle, at + 1)
      ) {
        const entry = this.entryAt(at + 1);
        // A `/` of the typed folder part does not count: the word must start after it.
        if (needle[0] === '/' && at + 1 < this.starts[entry] + folder.length) continue;
        if (matching.has(entry)) continue;
        matching.add(entry);
        if (!isUsed(this.ids[entry]) && ++unused >= cap) break search;
      }
    }
    return this.pages(matching, isUsed, cap);
  }
}

function* indexRange(from: number, to: number): Generator<number> {
  for (let i = from; i < to; i++) yield i;
}

/** Whether every id is its own lower-case form and the ids are in code-unit order (the order the sort would give). */
function isLowerCaseAndSorted(ids: readonly string[]): boolean {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (id !== id.toLowerCase() || (i > 0 && ids[i - 1] > id)) return false;
  }
  return true;
}
