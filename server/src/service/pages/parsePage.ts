// Reads one page (`.mdx`/`.md`) for the checks: the fast scanner first (a linear pass over the common shape of MDX
// pages), the MDX parser (micromark with the MDX and front-matter extensions) for any page the scanner leaves to
// it. Both give the same extraction: the corpus test compares them on every real page.
import { parsePageWithMdx } from './mdxParse';
import type { ParsedPage } from './pageModel';
import { scanPageWithElements } from './pageScanner';
import type { PageElements } from './components/elements';
import { readElements } from './components/elements';
import { frontMatterOnlyPage } from './pageModel';
import { tooComplexForParser } from './pageComplexity';

export type { FrontMatterBlock, LinkKind, PageHeading, PageImport, PageLink, ParsedPage } from './pageModel';
export { findFrontMatter, frontMatterText } from './pageModel';

export function parsePage(text: string): ParsedPage {
  const scanned = scanPageWithElements(text);
  if (scanned) {
    const page = compact(scanned.page);
    pendingElements.set(page, scanned.elements);
    return page;
  }
  return compact(tooComplexPage(text) ?? parsePageWithMdx(text));
}

/** A page the MDX parser could not read in bounded work: only its front matter, and why. */
function tooComplexPage(text: string): ParsedPage | undefined {
  const tooComplex = tooComplexForParser(text);
  return tooComplex ? { ...frontMatterOnlyPage(text), tooComplex } : undefined;
}

// Every page of every site stays parsed in memory (link and anchor checks read the pages a page links to), and most
// pages have no links, imports, headings or anchors of some kind: one shared empty list or set stands for each, made
// so that a change to it throws rather than reaching every page. A trivial page's parse went from about 400 to 160
// bytes (40 MB less at 100,000 pages).
const NO_ITEMS = Object.freeze([]) as unknown as never[];

class NoAnchors extends Set<string> {
  override add(): this {
    throw new Error('the shared empty anchor set of parsed pages is read-only');
  }
}
const NO_ANCHORS: Set<string> = new NoAnchors();

function compact(page: ParsedPage): ParsedPage {
  if (page.links.length === 0) page.links = NO_ITEMS;
  if (page.imports.length === 0) page.imports = NO_ITEMS;
  if (page.headings.length === 0) page.headings = NO_ITEMS;
  if (page.anchors.size === 0) page.anchors = NO_ANCHORS;
  return page;
}

// The element facts a parse read, until the page's checks take them. They are wanted once per check and are bigger
// than the rest of a page's parse, so they are not part of the ParsedPage (kept for the whole site); both hosts
// check every page they parse, so the facts of a page wait here only until its check runs.
const pendingElements = new WeakMap<ParsedPage, PageElements>();
const NO_ELEMENTS: PageElements = Object.freeze({
  elements: NO_ITEMS,
  fences: NO_ITEMS,
  exports: new Set<string>(),
  imports: NO_ITEMS,
});

/** The element facts of a parse of `text`: those its parse read when not taken yet, else read again (a page checked
 * again without a change, as after a change of the site's config). */
export function takePageElements(parsed: ParsedPage, text: string): PageElements {
  const pending = pendingElements.get(parsed);
  if (pending) {
    pendingElements.delete(parsed);
    return pending;
  }
  // A page without tags or fences has none to read again.
  if (!text.includes('<') && !text.includes('```') && !text.includes('~~~')) return NO_ELEMENTS;
  const scanned = scanPageWithElements(text);
  if (scanned) return scanned.elements;
  // The pages the scanner leaves to the MDX parser (a few in a hundred on real sites).
  return readElements(text, parsed.frontMatter?.end ?? 0);
}
