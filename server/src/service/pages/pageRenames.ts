// Renaming or moving a page, a snippet or a folder keeps the links whole: every link in every page and snippet of
// the site that leads into the moved path is rewritten to the new place, in the style it was written (root-relative
// stays root-relative, relative stays relative, a written extension, the query and the anchor are kept). The old
// URLs of moved pages can then be kept alive by a redirect in the site config (`redirectEdits`).
import { modify, parse as parseJsonc, type FormattingOptions } from 'jsonc-parser';
import { posix } from 'node:path';
import type { TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { PAGE_EXTENSIONS, dirname, joinPath, pageIdOf, relativeInside } from '../workspace/paths';
import type { ParsedPage } from './parsePage';
import { importPath, resolveLink, splitUrl } from './routing';
import type { PageSiteContext } from './siteContext';

export interface PathMove {
  oldPath: string;
  newPath: string;
}

/** Where a file ends up after the moves (the file itself, or a file inside a moved folder), or undefined. */
export function movedTo(path: string, moves: readonly PathMove[]): string | undefined {
  for (const { oldPath, newPath } of moves) {
    if (path === oldPath) return newPath;
    const inside = relativeInside(oldPath, path);
    if (inside !== undefined) return joinPath(newPath, inside);
  }
  return undefined;
}

/** The page URL path of a page file ("/guides/intro"; an index page as its folder), or undefined. */
export function pageUrlOf(rootDir: string, path: string): string | undefined {
  const relative = relativeInside(rootDir, path);
  const id = relative === undefined ? undefined : pageIdOf(relative);
  return id === undefined ? undefined : `/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
}

/** The new text of a link whose target moved from `oldTarget` to `newTarget`. */
function rewriteLink(
  url: string,
  linkingPage: string,
  newTarget: string,
  site: PageSiteContext,
  isPage: boolean,
): string | undefined {
  const { path } = splitUrl(url);
  const suffix = url.slice(path.length);
  const extension = PAGE_EXTENSIONS.find((e) => path.endsWith(e));
  const relativeTarget = relativeInside(site.rootDir, newTarget);
  if (relativeTarget === undefined) return undefined; // moved out of the site: the link cannot follow
  let targetPath: string;
  if (isPage) {
    const id = pageIdOf(relativeTarget);
    if (id === undefined) return undefined;
    // A link to a folder's index page ("/guides") stays a folder link when the page is still an index.
    const wroteIndex = /(^|\/)index(\.mdx?)?\/?$/.test(path);
    targetPath = !wroteIndex && !extension && /(^|\/)index$/.test(id) ? id.replace(/\/?index$/, '') : id;
    if (extension) targetPath += extension;
  } else targetPath = relativeTarget;
  if (path.startsWith('/')) return `/${targetPath}${suffix}`;
  const from = relativeInside(site.rootDir, dirname(linkingPage)) ?? '';
  let relative = posix.relative(from || '.', targetPath || '.') || '.';
  if (path.startsWith('./') && !relative.startsWith('../')) relative = `./${relative}`;
  return relative + suffix;
}

/** Link and import edits in one page for the moves; `linkingPage` is where the page is now (links are resolved from
 * there, against the site as it is before the moves). */
export function linkEditsForMoves(
  text: string,
  linkingPage: string,
  parsed: ParsedPage,
  site: PageSiteContext,
  moves: readonly PathMove[],
): TextEdit[] {
  const document = TextDocument.create('file:///page', 'mdx', 0, text);
  const edits: TextEdit[] = [];
  const replace = (offset: number, length: number, newText: string) =>
    edits.push({ range: { start: document.positionAt(offset), end: document.positionAt(offset + length) }, newText });
  const linkingAfter = movedTo(linkingPage, moves) ?? linkingPage;
  for (const link of parsed.links) {
    if (link.url.includes('{{')) continue;
    const target = resolveLink(link.url, linkingPage, site);
    if (target.kind !== 'page' && target.kind !== 'file') continue;
    const newTarget = movedTo(target.path, moves);
    const linkerMoved = linkingAfter !== linkingPage && !link.url.startsWith('/');
    if (newTarget === undefined && !linkerMoved) continue;
    const rewritten = rewriteLink(link.url, linkingAfter, newTarget ?? target.path, site, target.kind === 'page');
    if (rewritten !== undefined && rewritten !== link.url) replace(link.offset, link.length, rewritten);
  }
  for (const entry of parsed.imports) {
    const path = importPath(entry.source, linkingPage, site.rootDir);
    if (path === undefined) continue;
    const newTarget = movedTo(path, moves);
    const linkerMoved = linkingAfter !== linkingPage && !entry.source.startsWith('/');
    if (newTarget === undefined && !linkerMoved) continue;
    const rewritten = rewriteLink(entry.source, linkingAfter, newTarget ?? path, site, false);
    if (rewritten !== undefined && rewritten !== entry.source)
      replace(
        entry.offset,
        entry.length,
        rewritten.startsWith('.') || rewritten.startsWith('/') ? rewritten : `./${rewritten}`,
      );
  }
  return edits;
}

/** The redirects that keep moved pages' old URLs working, as `{ source, destination }`. */
export function redirectsForMoves(
  rootDir: string,
  pagePaths: readonly string[],
  moves: readonly PathMove[],
): { source: string; destination: string }[] {
  const redirects: { source: string; destination: string }[] = [];
  for (const path of pagePaths) {
    const newPath = movedTo(path, moves);
    if (newPath === undefined) continue;
    const source = pageUrlOf(rootDir, path);
    const destination = pageUrlOf(rootDir, newPath);
    if (source && destination && source !== destination) redirects.push({ source, destination });
  }
  return redirects;
}

/**
 * Edits to the config text that append redirects to its `redirects` array (creating it), skipping sources it already
 * has. The JSON editor inserts the first two (it creates the array and formats an element in the file's style); the
 * others copy the second one's form, in one pass. Inserting each through the editor read the whole config again per
 * redirect: 3,000 moved pages blocked the server 22 s.
 */
export function redirectEdits(
  configText: string,
  redirects: readonly { source: string; destination: string }[],
  formatting: FormattingOptions = { insertSpaces: true, tabSize: 2 },
): TextEdit[] {
  const value = parseJsonc(configText, [], { allowTrailingComma: true }) as { redirects?: unknown } | undefined;
  const existing = new Set(
    Array.isArray(value?.redirects) ? value.redirects.map((r) => (r as { source?: unknown })?.source) : [],
  );
  const fresh: { source: string; destination: string }[] = [];
  for (const redirect of redirects) {
    if (existing.has(redirect.source)) continue;
    existing.add(redirect.source);
    fresh.push({ source: redirect.source, destination: redirect.destination });
  }
  if (!fresh.length) return [];
  let text = configText;
  let last: { offset: number; content: string } | undefined;
  let inserted = 0;
  for (const redirect of fresh) {
    if (inserted >= 2 && last) {
      const rest = copiedElements(last.content, fresh[1], fresh.slice(2));
      if (rest !== undefined) {
        const at = last.offset + rest.end;
        text = text.slice(0, at) + rest.text + text.slice(at);
        break;
      }
    }
    const list = (parseJsonc(text, [], { allowTrailingComma: true }) as { redirects?: unknown } | undefined)?.redirects;
    const edits = modify(
      text,
      Array.isArray(list) ? ['redirects', list.length] : ['redirects'],
      Array.isArray(list) ? redirect : [redirect],
      { formattingOptions: formatting, isArrayInsertion: Array.isArray(list) },
    );
    for (const edit of edits) text = text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length);
    last = edits.length === 1 ? edits[0] : undefined;
    inserted++;
  }
  const document = TextDocument.create('file:///config', 'json', 0, configText);
  // One edit replacing the whole text keeps the sequence simple for the client.
  return [{ range: { start: { line: 0, character: 0 }, end: document.positionAt(configText.length) }, newText: text }];
}

/**
 * The text of `more` redirects in the form of the `model` element the editor just wrote into `inserted` (its edit's
 * content, which may reformat elements before it), and where in `inserted` that element ends; undefined when that
 * form cannot be read. The editor writes values as JSON text and formats only the space between tokens, so the values
 * are swapped in place.
 */
function copiedElements(
  inserted: string,
  model: { source: string; destination: string },
  more: readonly { source: string; destination: string }[],
): { text: string; end: number } | undefined {
  const source = JSON.stringify(model.source);
  const destination = JSON.stringify(model.destination);
  const sourceAt = inserted.lastIndexOf(source);
  const destinationAt = inserted.lastIndexOf(destination);
  const open = inserted.lastIndexOf('{', sourceAt);
  const separator = inserted.lastIndexOf(',', open);
  const close = inserted.indexOf('}', destinationAt + destination.length);
  if (sourceAt < 0 || destinationAt < sourceAt + source.length || open < 0 || separator < 0 || close < 0)
    return undefined;
  const before = inserted.slice(separator, sourceAt);
  const between = inserted.slice(sourceAt + source.length, destinationAt);
  const after = inserted.slice(destinationAt + destination.length, close + 1);
  let text = '';
  for (const redirect of more)
    text += before + JSON.stringify(redirect.source) + between + JSON.stringify(redirect.destination) + after;
  return { text, end: close + 1 };
}
