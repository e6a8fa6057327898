// Reads one page (`.mdx`/`.md`) for the checks: the fast scanner first (a linear pass over the common shape of MDX
// pages), the MDX parser (micromark with the MDX and front-matter extensions) for any page the scanner leaves to
// it. Both give the same extraction: the corpus test compares them on every real page.
import { parsePageWithMdx } from './mdxParse';
import type { ParsedPage } from './pageModel';
import { scanPage } from './pageScanner';

export type { FrontMatterBlock, LinkKind, PageHeading, PageImport, PageLink, ParsedPage } from './pageModel';
export { findFrontMatter } from './pageModel';

export function parsePage(text: string): ParsedPage {
  return scanPage(text) ?? parsePageWithMdx(text);
}
