// Which page files of the index the navigation lists. Each page entry is looked up in the root's page table once per
// site model and index version: the page checks (missing, duplicate) take each entry's row from here, and the orphan
// list and the redirect checks ask whether a row is listed, one byte of a bitmap this listing owns (made when first
// asked). Before, each edit of a 100,000-page config built a set of 100,000 page ids for the orphans, looked each
// entry up again for the page checks, and looked each page file up in that set: three hash operations on every page,
// and megabytes of garbage.
import type { PageTable } from '../../workspace/pageTable';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';
import type { SiteModel } from './model';

export interface ListedPages {
  /** The root's page table the rows are of. */
  readonly table: PageTable;
  /** The table row of each entry of `model.pages` (same order), or -1 when it names no indexed page. */
  readonly rows: Int32Array;
  /** Whether the navigation lists the page file of this row (a second file of a page, `x.md` beside `x.mdx`, counts
   * with it). */
  isListed(row: number): boolean;
}

interface Listing {
  indexVersion: number;
  table: PageTable;
  rows: Int32Array;
  /** One byte per table row, 1 when listed; made on the first question. */
  listed?: Uint8Array;
}

const listings = new WeakMap<SiteModel, Listing>();

/**
 * Each config file's last resolution: its model, held weakly, and the rows of its entries against one page table of
 * the index. Weakly, because the entries' ids are slices of that model's text: held here they would keep a text the
 * editor has moved past (megabytes at 100,000 pages) until the file's next resolution. A model already collected
 * leaves nothing to compare with, and its successor's entries are all looked up.
 */
const previousOfFile = new Map<string, { model: WeakRef<SiteModel>; rows: Int32Array; table: PageTable }>();

/**
 * The row of each entry. An edit changes a few entries at most, so the entries the last resolution of the same file
 * had at the start and at the end (the same ids in the same order) take their rows from it, and only those in between
 * are looked up: comparing two ids costs a few nanoseconds, a lookup a binary search of every page.
 */
function resolve(model: SiteModel, table: PageTable): Int32Array {
  const pages = model.pages;
  const count = pages.length;
  const rows = new Int32Array(count);
  const key = model.main.path ?? model.main.uri;
  const previous = previousOfFile.get(key);
  const before = previous?.table === table ? previous.model.deref()?.pages : undefined;
  let start = 0;
  let end = count;
  if (previous && before) {
    while (start < count && start < before.length && pages[start].id === before[start].id) {
      rows[start] = previous.rows[start];
      start++;
    }
    let endBefore = before.length;
    while (end > start && endBefore > start && pages[end - 1].id === before[endBefore - 1].id) {
      rows[end - 1] = previous.rows[endBefore - 1];
      end--;
      endBefore--;
    }
  }
  for (let i = start; i < end; i++) {
    const id = pages[i].id;
    rows[i] = typeof id === 'string' && id !== '' ? table.find(id) : -1;
  }
  previousOfFile.set(key, { model: new WeakRef(model), rows, table });
  return rows;
}

/** The navigation's pages in the index of the model's site root; undefined when the index does not cover the root. */
export function listedPages(model: SiteModel, index: WorkspaceIndex): ListedPages | undefined {
  const rootDir = model.rootDir;
  if (rootDir === undefined || !index.coversFolder(rootDir)) return undefined;
  let listing = listings.get(model);
  if (!listing || listing.indexVersion !== index.version) {
    const table = index.pageTableOf(rootDir);
    listing = { indexVersion: index.version, table, rows: resolve(model, table) };
    listings.set(model, listing);
  }
  const current = listing;
  return {
    table: current.table,
    rows: current.rows,
    isListed: (row) => (current.listed ??= listedRows(current.table, current.rows))[row] === 1,
  };
}

function listedRows(table: PageTable, rows: Int32Array): Uint8Array {
  const listed = new Uint8Array(table.rows);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row < 0) continue;
    listed[row] = 1;
    if (table.mdFollows(row)) listed[row + 1] = 1;
  }
  return listed;
}
