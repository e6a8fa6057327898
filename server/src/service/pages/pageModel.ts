// What a page parse yields (links with the range of their target text, headings and anchors, imports, front
// matter), and the pieces both page readers share: the MDX parser (`mdxParse.ts`) and the fast scanner
// (`pageScanner.ts`) must give the same extraction, so what does not depend on the syntax tree lives here once.
import { EMOJI } from './slugs';

/** Where a link was written. */
export type LinkKind = 'link' | 'image' | 'definition' | 'jsx';

export interface PageLink {
  kind: LinkKind;
  /** The target as written (before `{{variable}}` substitution). */
  url: string;
  /** The target text's range in the page. */
  offset: number;
  length: number;
  /** For `jsx`: the element and attribute (`Card` `href`). */
  element?: string;
  attribute?: string;
  /** Set (only ever `true`) when the link or image renders no text for a screen reader: an image with empty alt
   * text, a link whose content is empty or only such images. Content with a JSX element or an expression counts as
   * text (it is known only when the page runs). */
  noText?: true;
}

export interface PageImport {
  /** The module specifier (`/snippets/intro.mdx`). */
  source: string;
  offset: number;
  length: number;
}

export interface PageHeading {
  /** Heading text as rendered (inline code and emphasis flattened). */
  text: string;
  depth: number;
  /** The id the live page gives it (explicit `{#id}` or the slug, repeats suffixed); '' for none (levels 5-6 without
   * an explicit id, or a page whose mode drops heading ids). */
  id: string;
  offset: number;
  length: number;
}

/** Where a page's front matter lies in its text. The block holds offsets only, no text of its own: a kept parse keeps
 * no copy of every page's front matter (150 to 200 characters a page on real sites), and a check cuts the YAML from
 * the text it reads anyway (`frontMatterText`). */
export interface FrontMatterBlock {
  /** Offset of the YAML text (just after the opening fence's line break). */
  offset: number;
  /** Offset just after the YAML text (the closing fence's line break). */
  yamlEnd: number;
  /** Offset just after the closing fence. */
  end: number;
}

/** The YAML between the fences, cut from the text the block was found in. */
export function frontMatterText(block: FrontMatterBlock, text: string): string {
  return text.slice(block.offset, block.yamlEnd);
}

export interface ParsedPage {
  frontMatter?: FrontMatterBlock;
  links: PageLink[];
  imports: PageImport[];
  headings: PageHeading[];
  /** Every anchor target of the page: heading ids plus `id`/`name` attributes of elements. */
  anchors: Set<string>;
  /** The front matter names an OpenAPI operation (`openapi:`/`api:`): the generator adds anchors for its
   * parameters and response fields (`#body-messages`) that the page text does not show. */
  generatesApiAnchors: boolean;
  /** Set when the parser rejected the page: nothing but the front matter was read. */
  parseError?: { offset: number; message: string };
  /** Set when the page was not handed to the parser: it would take time growing with the square of a run (see
   * pageComplexity.ts). Nothing but the front matter was read. */
  tooComplex?: { offset: number; message: string };
}

export const LINK_ATTRIBUTES = new Set(['href', 'src']);

/** A page with nothing read but its front matter: the start of every parse, and what a page the parsers do not read
 * (too complex, rejected) keeps. A front matter naming an OpenAPI operation makes the generator add anchors. */
export function frontMatterOnlyPage(text: string): ParsedPage {
  const frontMatter = findFrontMatter(text);
  return {
    frontMatter,
    links: [],
    imports: [],
    headings: [],
    anchors: new Set(),
    generatesApiAnchors: frontMatter !== undefined && /^(openapi|api)[ \t]*:/m.test(frontMatterText(frontMatter, text)),
  };
}

/** The leading `---` YAML block, if the page opens with one. */
export function findFrontMatter(text: string): FrontMatterBlock | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const open = /^---[ \t]*\r?\n/.exec(text.slice(start, start + 8));
  if (!open) return undefined;
  const bodyStart = start + open[0].length;
  const rest = text.slice(bodyStart);
  if (/^---[ \t]*(\r?\n|$)/.test(rest))
    return { offset: bodyStart, yamlEnd: bodyStart, end: bodyStart + rest.indexOf('---') + 3 };
  const match = /\r?\n---[ \t]*(?=\r?\n|$)/.exec(rest);
  if (!match) return undefined;
  return { offset: bodyStart, yamlEnd: bodyStart + match.index, end: bodyStart + match.index + match[0].length };
}

// `## Title {#custom-id}`: the generator rewrites such a line (up to three spaces before the `#`) into
// `<h2 id="custom-id">`, the id trimmed, whitespace runs made `-`, and `<>"&?,;:!'()[]{}` and emoji dropped. A
// heading without text before the braces is left alone (MDX then reads `{#id}` as an expression). Such a line in a
// code block is blanked too, which changes nothing the checks read there.
const HEADING_START = /^ {0,3}#{1,6}[ \t]/;

/** Blanks explicit `{#id}` heading suffixes (same length, so offsets hold) and returns the ids by heading line start. */
export function takeExplicitIds(text: string): { text: string; ids: Map<number, string> } {
  const ids = new Map<number, string>();
  if (!text.includes('{#')) return { text, ids };
  let out = '';
  let copied = 0;
  for (let lineStart = 0; lineStart < text.length;) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const found = line.includes('{#') && HEADING_START.test(line) ? explicitId(line) : undefined;
    if (found) {
      ids.set(
        lineStart,
        found.id
          .replace(/[<>"&?,;:!'()[\]{}]/g, '')
          .replace(EMOJI, '')
          .replace(/\s+/g, '-'),
      );
      out += text.slice(copied, lineStart + found.open) + ' '.repeat(lineEnd - lineStart - found.open);
      copied = lineEnd;
    }
    lineStart = lineEnd + 1;
  }
  return { text: out + text.slice(copied), ids };
}

/** `{#id}` closing a heading line: the first `{`, spaces, `#` after any earlier `}`, with heading text before it. */
function explicitId(line: string): { id: string; open: number } | undefined {
  const end = line.trimEnd();
  if (!end.endsWith('}')) return undefined;
  const close = end.length - 1;
  for (
    let open = line.indexOf('{', line.lastIndexOf('}', close - 1) + 1);
    open >= 0 && open < close;
    open = line.indexOf('{', open + 1)
  ) {
    let hash = open + 1;
    while (line[hash] === ' ' || line[hash] === '\t') hash++;
    if (line[hash] !== '#') continue;
    const id = line.slice(hash + 1, close).trim();
    const title = line.slice(0, open).replace(HEADING_START, '').trim();
    return id && title ? { id, open } : undefined;
  }
  return undefined;
}

/** `[text](url "title")` / `![alt](url)` from `start` to `end`: the range of the url, which sits after the `](`
 * that closes the label; undefined for a reference link (`[a][b]`). */
export function inlineTargetRange(
  text: string,
  kind: 'link' | 'image',
  start: number,
  end: number,
): { offset: number; length: number } | undefined {
  let i = start + (kind === 'image' ? 2 : 1);
  let depth = 1;
  for (; i < end && depth > 0; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
  }
  // i is just past the label's `]`; an inline link goes on with `(`, a reference link (`[a][b]`) does not.
  if (text[i] !== '(') return undefined;
  return destinationRange(text, i + 1, end);
}

/** `[label]: url "title"`: the url sits after `]:`. */
export function addDefinition(
  page: ParsedPage,
  text: string,
  url: string,
  start: number | undefined,
  end: number | undefined,
): void {
  if (start === undefined || end === undefined || url === '') return;
  const colon = text.indexOf(']:', start);
  if (colon < 0 || colon >= end) return;
  page.links.push({ kind: 'definition', url, ...destinationRange(text, colon + 2, end) });
}

/** The range of a link destination starting at `from` (after spaces; `<…>` destinations without the brackets). */
export function destinationRange(text: string, from: number, end: number): { offset: number; length: number } {
  let i = from;
  while (i < end && /\s/.test(text[i])) i++;
  if (text[i] === '<') {
    const close = text.indexOf('>', i);
    return { offset: i + 1, length: Math.max(0, (close < 0 || close > end ? end : close) - i - 1) };
  }
  const begin = i;
  let depth = 0;
  for (; i < end; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (/\s/.test(c)) break;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return { offset: begin, length: i - begin };
}

/** `import X from '/snippets/x.mdx'` (and `export … from`, side-effect imports) in an ESM block. */
export function addImports(page: ParsedPage, text: string, value: string, start: number): void {
  // The node's value is its source text, so offsets into it are offsets into the page.
  const base = text.startsWith(value, start) ? start : text.indexOf(value, start);
  for (const found of importSources(value)) page.imports.push({ ...found, offset: base + found.offset });
}

/**
 * The module specifiers of an ESM block, in one pass: a quoted string (no quote of either kind or line break inside)
 * right after the word `from` that follows `import` or `export` with no `;` or quote between, or right after the word
 * `import`. A regular expression saying this (`\b(?:import|export)\b[^;'"]*?\bfrom…`, retried from every `import`)
 * took time growing with the square of a block of `import` words without `from`.
 */
export function importSources(value: string): { source: string; offset: number; length: number }[] {
  const found: { source: string; offset: number; length: number }[] = [];
  /** Whether `import`/`export` was seen since the last `;` or quote. */
  let keyword = false;
  /** The last word, when nothing but whitespace follows it so far. */
  let lastWord = '';
  /** Whether `import`/`export` came before that last word (since the last `;` or quote). */
  let keywordBeforeLast = false;
  let i = 0;
  while (i < value.length) {
    const c = value[i];
    if (isWordCharCode(value.charCodeAt(i))) {
      let end = i + 1;
      while (end < value.length && isWordCharCode(value.charCodeAt(end))) end++;
      lastWord = value.slice(i, end);
      keywordBeforeLast = keyword;
      if (lastWord === 'import' || lastWord === 'export') keyword = true;
      i = end;
      continue;
    }
    if (c === "'" || c === '"') {
      const close = (lastWord === 'from' && keywordBeforeLast) || lastWord === 'import' ? stringEnd(value, i) : -1;
      keyword = false;
      lastWord = '';
      if (close > i + 1) {
        found.push({ source: value.slice(i + 1, close), offset: i + 1, length: close - i - 1 });
        i = close + 1;
        continue;
      }
      i++;
      continue;
    }
    if (c === ';') keyword = false;
    if (!/\s/.test(c)) lastWord = '';
    i++;
  }
  return found;
}

/** The closing quote of the string opening at `open` when it holds no quote of either kind nor a line break; else -1. */
function stringEnd(value: string, open: number): number {
  for (let i = open + 1; i < value.length; i++) {
    const c = value[i];
    if (c === value[open]) return i;
    if (c === "'" || c === '"' || c === '\n') return -1;
  }
  return -1;
}

/** `\w`: the characters a regular expression's word boundary counts. */
function isWordCharCode(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f
  );
}
