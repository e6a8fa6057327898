// The sidebars of a site: a reader sees one division's sidebar at a time, and the generator shows a page listed in
// several divisions (a "common page") in the one the reader is in, or in the default version or language. So a page
// listed twice is a duplicate only within one sidebar. Each format divides its navigation its own way
// (ConfigFormat.pageDivisions).
import type { NavItem, PageRef } from './model';

/** A navigation item holding pages in its own sidebar, or (mint.json) the version a group names. */
export type PageDivision = NavItem | string | undefined;

export interface PageDivisions {
  /** The division a page entry belongs to. */
  of(ref: PageRef): PageDivision;
  /** Whether entries of these two divisions show in one sidebar. */
  shareSidebar(a: PageDivision, b: PageDivision): boolean;
}

/** docs.json: an entry's nearest navigation item other than a group (a version, language, product, tab, anchor,
 * dropdown or menu item; the navigation itself for entries outside all of them). */
export const DOCS_PAGE_DIVISIONS: PageDivisions = {
  of(ref) {
    let item = ref.parent;
    while (item?.kind === 'group') item = item.parent;
    return item;
  },
  shareSidebar: (a, b) => a === b,
};

/** mint.json: the `version` of an entry's nearest group that names one. */
export const MINT_PAGE_DIVISIONS: PageDivisions = {
  of(ref) {
    for (let item = ref.parent; item; item = item.parent) if (item.version !== undefined) return item.version;
    return undefined;
  },
  // Groups without a version are shown in every version: they share a sidebar with each.
  shareSidebar: (a, b) => a === b || a === undefined || b === undefined,
};

/** Where a duplicate's first listing is, in its message: "tab "API"", "this version", "the navigation". */
export function describeDivision(division: PageDivision): string {
  if (
    division === undefined ||
    typeof division === 'string' ||
    division.kind === 'navigation' ||
    division.kind === 'global'
  )
    return 'the navigation';
  const kind = division.kind === 'item' ? 'menu item' : division.kind;
  return division.label ? `${kind} "${division.label}"` : `this ${kind}`;
}
