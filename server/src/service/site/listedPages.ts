// Which page files of the index the navigation lists. Each page entry is looked up in the index once per site model
// and index version, and the index's records of the pages found are marked: the page checks (missing, duplicate)
// take each entry's record from here, and the orphan list asks a record whether it is marked. Before, each edit of a
// 100,000-page config built a set of 100,000 page ids for the orphans, looked each entry up again for the page checks,
// and looked each page file up in that set: three hash operations on every page, and megabytes of garbage.
import type { PageFile, PageSlot, WorkspaceIndex } from '../workspaceIndex';
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

const listings = new WeakMap<SiteModel, { indexVersion: number; mark: number; slots: (PageSlot | undefined)[]; pageIds: Map<string, PageSlot> }>();

/** The navigation's pages in the index of the model's site root; undefined when the index does not cover the root. */
export function listedPages(model: SiteModel, index: WorkspaceIndex): ListedPages | undefined {
  const rootDir = model.rootDir;
  if (rootDir === undefined || !index.coversFolder(rootDir)) return undefined;
  let listing = listings.get(model);
  if (!listing || listing.indexVersion !== index.version) {
    const pageIds = index.pageIdsOf(rootDir);
    const pages = model.pages;
    const slots = new Array<PageSlot | undefined>(pages.length);
    for (let i = 0; i < pages.length; i++) {
      const id = pages[i].id;
      slots[i] = typeof id === 'string' && id !== '' ? pageIds.get(id) : undefined;
    }
    listing = { indexVersion: index.version, mark: 0, slots, pageIds };
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
    isListed: (file) => ('listedMark' in file ? (file as unknown as PageSlot) : pageIds.get(file.page))?.listedMark === mark,
  };
}
