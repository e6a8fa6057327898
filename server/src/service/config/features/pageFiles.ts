// Page paths as navigation entries write them, and the page files they name. The site generator's own default
// title for a page without one comes from its file name (dashes and underscores to spaces, first letter
// capitalised); a page file we create gets that same title written into its front matter.
import { joinPath, pathToUri } from '../../workspace/paths';

/** The extension of a page file we create: MDX, the generator's own format. */
export const NEW_PAGE_EXTENSION = '.mdx';

/** "api/user_groups/create-group" -> "Create group". */
export function titleFromPage(page: string): string {
  const last = page.split('/').filter(Boolean).pop() ?? page;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The text of a new page file: front matter with its title (quoted as JSON, which YAML reads as-is). */
export function newPageContent(page: string): string {
  return `---\ntitle: ${JSON.stringify(titleFromPage(page) || 'Untitled')}\n---\n\n`;
}

/** The URI of the file a new page gets under a site root. */
export function newPageUri(rootDir: string, page: string): string {
  return pathToUri(joinPath(rootDir, page + NEW_PAGE_EXTENSION));
}
