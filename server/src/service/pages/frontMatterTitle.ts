// The `title` of a page from its front matter, read as the page checks and the generator read it (frontMatterYaml.ts:
// a quoted title may go on over several lines). Page text comes from an untrusted repository: the block finder and
// the YAML lexer are linear scans, so a megabyte line costs milliseconds, not a backtracking regex's hours.
import { parseFrontMatterYaml } from './frontMatterYaml';
import { findFrontMatter, frontMatterText } from './pageModel';

/** Reads `title` from a leading `---` block; undefined when there is none (or the block is not valid YAML). */
export function frontMatterTitle(text: string): string | undefined {
  const block = findFrontMatter(text);
  const title = block && parseFrontMatterYaml(frontMatterText(block, text)).document?.get('title');
  return typeof title === 'string' || typeof title === 'number' ? String(title) || undefined : undefined;
}
