// Which page files of the index the navigation lists. Each page entry is looked up in the index once per site model
// and index version, and the index's records of the pages found are marked: the page checks (missing, duplicate)
// take each entry's record from here, and the orphan list asks a record whether it is marked. Before, each edit of a
// 100,000-page config built a set of 100,000 page ids for the orphans, looked each entry up again for the page checks,
// and looked each page file up in that set: three hash operations on every page, and megabytes of garbage.
import type { PageEntryId } from '../../workspace/pageIds';
import type { PageFile, PageSlot, WorkspaceIndex } from '../../workspace/workspaceIndex';
import type { SiteModel } from './model';

export interface ListedPages {
  /** The index record of each entry of `model.pages` (same order), or undefined when it names no indexed page. */
  readonly slots: readonly (PageSlot | undefined)[];
  /** Whether the navigation lists this page file (a second file of a page, `x.md` beside `x.mdx`, counts with it). */
  isListed(file: PageFile): boolean;
}

/** The last mark given out. Records carry the mark of the listing that touched them last, so a listing is current
 * only while its mark is the last one (another config's listing re-marks the shared records). */
let lastMark = 0;

const listings = new WeakMap<
  SiteModel,
  { indexVersion: number; mark: number; slots: (PageSlot | undefined)[]; pageIds: Map<string, PageSlot> }
>();

/** Each config file's last resolution: the ids of its entries and their records, against one page map of the index. */
const previousOfFile = new Map<
  string,
  { ids: PageEntryId[]; slots: (PageSlot | undefined)[]; pageIds: Map<string, PageSlot> }
>();

/**
 * The record of each entry. An edit changes a few entries at most, so the entries the last resolution of the same
 * file had at the start and at the end (the same ids in the same order) take their records from it, and only those in
 * between are looked up: a lookup hashes a string the parse just made and probes a map of every page (about 400 ns at
 * 100,000 pages, 40 ms an edit), where comparing two ids costs a few nanoseconds.
 */
function resolve(model: SiteModel, pageIds: Map<string, PageSlot>): (PageSlot | undefined)[] {
  const pages = model.pages;
  const count = pages.length;
  const ids = new Array<PageEntryId>(count);
  for (let i = 0; i < count; i++) ids[i] = pages[i].id;
  const slots = new Array<PageSlot | undefined>(count);
  const key = model.main.path ?? model.main.uri;
  const previous = previousOfFile.get(key);
  let start = 0;
  let end = count;
  if (previous && previous.pageIds === pageIds) {
    const before = previous.ids;
    while (start < count && start < before.length && ids[start] === before[start]) {
      slots[start] = previous.slots[start];
      start++;
    }
    let endBefore = before.length;
    while (end > start && endBefore > start && ids[end - 1] === before[endBefore - 1]) {
      slots[end - 1] = previous.slots[endBefore - 1];
      end--;
      endBefore--;
    }
  }
  for (let i = start; i < end; i++) {
    const id = ids[i];
    slots[i] = typeof id === 'string' && id !== '' ? pageIds.get(id) : undefined;
  }
  previousOfFile.set(key, { ids, slots, pageIds });
  return slots;
}

/** The navigation's pages in the index of the model's site root; undefined when the index does not cover the root. */
export function listedPages(model: SiteModel, index: WorkspaceIndex): ListedPages | undefined {
  const rootDir = model.rootDir;
  if (rootDir === undefined || !index.coversFolder(rootDir)) return undefined;
  let listing = listings.get(model);
  if (!listing || listing.indexVersion !== index.version) {
    const pageIds = index.pageIdsOf(rootDir);
    listing = { indexVersion: index.version, mark: 0, slots: resolve(model, pageIds), pageIds };
    listings.set(model, listing);
  }
  if (listing.mark !== lastMark || listing.mark === 0) {
    const mark = ++lastMark;
    const slots = listing.slots;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      if (slot) slot.listedMark = mark;
    }
    listing.mark = mark;
  }
  const { mark, slots, pageIds } = listing;
  return {
    slots,
    isListed: (file) =>
      ('listedMark' in file ? (file as unknown as PageSlot) : pageIds.get(file.page))?.listedMark === mark,
  };
}
