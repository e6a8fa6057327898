// The page files of one site root as the checks see them: one row per page file, in page id order, kept as an array
// of ids and a byte of facts per row. A page's number (its row) stands for it wherever a check needs to mark pages
// (listed, seen twice): the check keeps its marks in a typed array of its own, indexed by row, so no object is kept
// per page and no mark of one pass survives into the next. Lookups by id are binary searches of the sorted ids, so
// building a table costs no hash insert per page (at 100,000 pages that was most of the first check's page list).
import { lowerBound } from '../../../../shared/src/sortedSearch';

export interface PageFile {
  /** Path relative to the site root without extension, as navigation entries write it. */
  page: string;
  /** Absolute path of the file. */
  path: string;
  /** The file's extension (`.mdx` or `.md`): with the page id, the path relative to the root. */
  extension?: '.mdx' | '.md';
}

// Row facts, one byte a row.
/** The row's file is `x.md` (else `x.mdx`). */
export const ROW_MD = 1;
/** The row belongs to a nested site root (a folder below with its own config): an id of this root, not a page of it. */
export const ROW_NESTED = 2;
/** The row is `x.mdx` and the next row is `x.md` of the same id (both files are pages; the id leads to the `.mdx`). */
export const ROW_MD_FOLLOWS = 4;

export class PageTable {
  /** The row after the last one found: navigation entries are mostly looked up in file order, so the next lookup
   * usually hits it without a search. */
  private after = 0;

  constructor(
    /** The site root ending in `/`. */
    private readonly base: string,
    /** The page id of each row, sorted (by UTF-16 code units, as `<` compares); the two rows of an id with both
     * files hold the same string. */
    private readonly ids: readonly string[],
    private readonly facts: Uint8Array,
  ) {}

  /** The number of rows (page files of the root and of nested roots). */
  get rows(): number {
    return this.ids.length;
  }

  id(row: number): string {
    return this.ids[row];
  }

  extension(row: number): '.mdx' | '.md' {
    return this.facts[row] & ROW_MD ? '.md' : '.mdx';
  }

  /** The file's absolute path, made when asked for (the table keeps no path). */
  path(row: number): string {
    return [this.base, this.ids[row], this.extension(row)].join('');
  }

  /** Whether the row is a page of this root (not of a nested root): what `pagesOf` lists. */
  isPage(row: number): boolean {
    return (this.facts[row] & ROW_NESTED) === 0;
  }

  /** Whether the next row is the `.md` file of this row's id. */
  mdFollows(row: number): boolean {
    return (this.facts[row] & ROW_MD_FOLLOWS) !== 0;
  }

  /** The row as an object, for the few callers that keep a page file (an orphan, a report). */
  file(row: number): PageFile {
    return { page: this.ids[row], path: this.path(row), extension: this.extension(row) };
  }

  /** The row a page id leads to (its `.mdx` when it has both files), or -1. Nested roots' pages count: their files
   * are there on disk. */
  find(id: string): number {
    const ids = this.ids;
    const next = this.after;
    if (next < ids.length && ids[next] === id) return this.found(next);
    let low = 0;
    let high = ids.length;
    if (next < ids.length && ids[next] < id) {
      // Forward from the last row found, in growing steps: the next entry of a navigation is most often a little
      // further on in id order ("page-2" after "page-1" comes after "page-10" … "page-19").
      low = next + 1;
      for (let step = 1; ; step *= 2) {
        const probe = next + step;
        if (probe >= ids.length) break;
        if (ids[probe] >= id) {
          high = probe + 1;
          break;
        }
        low = probe + 1;
      }
    }
    const at = lowerBound(ids, id, low, high);
    return at < ids.length && ids[at] === id ? this.found(at) : -1;
  }

  private found(row: number): number {
    this.after = this.mdFollows(row) ? row + 2 : row + 1;
    return row;
  }

  has(id: string): boolean {
    return this.find(id) >= 0;
  }

  /** The path of the file a page id leads to, or undefined. */
  pathOf(id: string): string | undefined {
    const row = this.find(id);
    return row < 0 ? undefined : this.path(row);
  }
}

/** A table built row by row, in page id order. */
export class PageTableBuilder {
  private readonly ids: string[] = [];
  private facts = new Uint8Array(64);

  add(id: string, facts: number): void {
    const row = this.ids.length;
    if (row === this.facts.length) {
      const grown = new Uint8Array(row * 2);
      grown.set(this.facts);
      this.facts = grown;
    }
    this.facts[row] = facts;
    this.ids.push(id);
  }

  build(base: string): PageTable {
    // Copies of exact length: a grown array keeps up to half its length again as spare room.
    return new PageTable(base, this.ids.slice(), this.facts.slice(0, this.ids.length));
  }
}

/** Some rows of a table (the pages a pass goes through): four bytes a page until its path is asked for. */
export class PageRows {
  constructor(
    readonly table: PageTable,
    readonly rows: Int32Array,
  ) {}

  get length(): number {
    return this.rows.length;
  }

  page(i: number): string {
    return this.table.id(this.rows[i]);
  }

  path(i: number): string {
    return this.table.path(this.rows[i]);
  }

  file(i: number): PageFile {
    return this.table.file(this.rows[i]);
  }
}
