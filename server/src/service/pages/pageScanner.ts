// A fast scanner for the common shape of MDX pages: one linear pass that finds exactly what the page checks need
// (links with the range of their target, headings and anchors, imports) without building a syntax tree. It follows
// the MDX parser's rules (CommonMark blocks and inlines, MDX's JSX tags, expressions and ESM, no indented code, no
// HTML, no autolinks) for the constructs it knows, and gives up — returns undefined, so the caller runs the full
// MDX parser — on anything else: setext headings, reference definitions, tabs in indentation, emphasis in a heading,
// named character references, expressions acorn does not read, ESM other than plain imports, tags it
// cannot read. Giving up is always safe; the corpus test holds the scanner to the parser's output on every page
// where it does not give up.
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import {
  excludesHeadings,
  headingIdsOff,
  mayCarryId,
  NO_ATTRIBUTES,
  resolveAnchors,
  type AnchorSource,
  type AttributeValue,
} from './pageAnchors';
import { UNCLOSED_EXPRESSION } from './pageComplexity';
import {
  addImports,
  frontMatterOnlyPage,
  frontMatterText,
  destinationRange,
  LINK_ATTRIBUTES,
  takeExplicitIds,
  type PageLink,
  type ParsedPage,
} from './pageModel';
import { ElementFactsBuilder } from './components/elementFacts';
import type { JsxElement, PageElements } from './components/elements';
import { lowerBound } from '../../../../shared/src/sortedSearch';

/** The local names a plain import statement (one IMPORT_STATEMENT accepts) binds: `A`, `{ b, c as d }`, `* as e`. */
function importedNames(statement: string): string[] {
  const from = statement.lastIndexOf(' from');
  const clause = statement.slice('import'.length, from < 0 ? statement.length : from);
  const names: string[] = [];
  for (const part of clause.split(/[{},]/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length) names.push(words[words.length - 1]);
  }
  return names;
}

/** Thrown to leave the fast path; caught in `scanPage`. */
class OutsideFastPath extends Error {}
const OUTSIDE = new OutsideFastPath('outside the fast path');

function giveUp(): never {
  throw OUTSIDE;
}

/** Thrown when an expression would be read again at more `}` than the page may cost; caught in `scanPage`. */
class TooComplexExpression extends Error {
  constructor(readonly offset: number) {
    super('expression too complex');
  }
}

/**
 * Characters of expressions read again, per page, before the page is reported as too complex. An expression that
 * does not end at its `}` (an unclosed template literal or comment, `{\`` then `}` repeated) is read again up to each
 * later `}`, as the MDX parser reads it: time growing with the square of the page (8,000 braces: 30 s in the
 * parser). Real pages read none again, or a few short ones.
 */
const REREAD_BUDGET = 200_000;
let rereadLeft = REREAD_BUDGET;

/**
 * The page's extraction, or undefined when the page uses something only the full parser reads right. A page whose
 * expressions could only be read in time growing with its square is returned with `tooComplex` set (the parser would
 * do the same work).
 */
export function scanPage(text: string): ParsedPage | undefined {
  return scanPageWithElements(text)?.page;
}

/** The page's extraction and, beside it, the facts of its elements for the component checks (read in the same
 * pass; not part of the page, which stays in memory while the facts are wanted once). */
export function scanPageWithElements(text: string): { page: ParsedPage; elements: PageElements } | undefined {
  rereadLeft = REREAD_BUDGET;
  try {
    const scanner = new Scanner(text);
    const page = scanner.run();
    return { page, elements: scanner.elements.facts };
  } catch (error) {
    if (error === OUTSIDE) return undefined;
    if (error instanceof TooComplexExpression) {
      const page: ParsedPage = {
        ...frontMatterOnlyPage(text),
        tooComplex: { offset: error.offset, message: UNCLOSED_EXPRESSION },
      };
      return { page, elements: { elements: [], fences: [], exports: new Set(), imports: [] } };
    }
    throw error;
  }
}

interface Container {
  kind: 'quote' | 'item';
  /** For an item: the columns its content is indented by, relative to where the item's line starts. */
  indent: number;
}

interface Segment {
  start: number;
  end: number;
}

interface Opener {
  /** Position in the paragraph string of `[` (or of `!` for an image). */
  at: number;
  /** Index of its text piece (a heading's text drops the brackets of a link and the whole of an image). */
  piece: number;
  image: boolean;
}

/**
 * Where the pieces of a paragraph hold text, to tell whether a link or image label gives any (`[](url)` does not) in
 * constant time: the indices of non-blank pieces, and, between them (at an index less one half), the places of text
 * that is not in the pieces (an image's alt text, a tag or an expression). Kept in increasing order; a piece blanked
 * later (a formed link's `[`) is dropped when it comes to the top.
 */
class TextMarks {
  private readonly marks: number[] = [];
  private openImages = 0;

  constructor(private readonly pieces: string[]) {}

  push(piece: string): void {
    if (piece.trim() !== '') this.marks.push(this.pieces.length);
    this.pieces.push(piece);
  }

  /** Text that is not in the pieces, at the current end. */
  markOpaque(): void {
    this.marks.push(this.pieces.length - 0.5);
  }

  /** Whether any text follows the piece at `index`. */
  textAfter(index: number): boolean {
    const { marks, pieces } = this;
    while (marks.length) {
      const last = marks[marks.length - 1];
      if (last <= index) return false;
      if (Number.isInteger(last) && pieces[last].trim() === '') marks.pop();
      else return true;
    }
    return false;
  }

  /** Drops the pieces from `index` on (an image's, whose alt is not text of the paragraph). */
  truncate(index: number): void {
    this.pieces.length = index;
    while (this.marks.length && this.marks[this.marks.length - 1] >= index) this.marks.pop();
  }

  opened(opener: Opener): void {
    if (opener.image) this.openImages++;
  }

  closed(opener: Opener): void {
    if (opener.image) this.openImages--;
  }

  /** An image is open: its alt text would be a tag's text content or an expression's code. */
  get inImage(): boolean {
    return this.openImages > 0;
  }
}

interface TagInfo {
  /** Offset after the tag's `>`. */
  end: number;
  /** Element name, '' for a fragment. */
  name: string;
  kind: 'open' | 'close' | 'self';
  /** The attributes the id passes may read (see `wantedAttribute`), when there are any. */
  attributes?: Map<string, AttributeValue>;
  /** For an opening or self-closing tag: its facts for the component checks. */
  element?: JsxElement;
  /** Offset of `<`. */
  start: number;
}

/** Elements whose attributes other than `id`/`name` matter for ids: those that make ids or hide headings. */
const ATTRIBUTE_READERS = new Set([
  'Tab',
  'Accordion',
  'View',
  'Step',
  'Steps',
  'Update',
  'Heading',
  'ParamField',
  'Param',
  'ResponseField',
  'Visibility',
]);

/** Elements that take the text of their children (for their id). */
const TEXT_TAKERS = new Set(['h1', 'h2', 'h3', 'h4', 'Heading']);

/** An element opened on a line of its own, with what its children inherit. */
interface OpenElement {
  name: string;
  /** How many containers (list items, quotes) it opened in. */
  depth: number;
  excluded: boolean;
  /** For `<Steps titleSize>` (and a fragment directly inside one): the size its direct `<Step>`s inherit. */
  stepsTitleSize?: string;
}

interface FoundLink {
  link: PageLink;
  /** Where the node starts (document order of the parser's tree). */
  nodeStart: number;
}

const SPACE = 0x20;
const TAB = 0x09;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const NAMED_REFERENCE = /&[A-Za-z][A-Za-z0-9]*;/;
const NUMERIC_REFERENCE = /&#(?:[0-9]{1,7}|[xX][0-9A-Fa-f]{1,6});/g;
const LIST_MARKER = /^(?:[-+*]|[0-9]{1,9}[.)])(?= |$)/;
const THEMATIC_BREAK = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
const ATX_HEADING = /^(#{1,6})(?:[ \t]|$)/;
const DEFINITION_START = /^\[(?:[^\]\\]|\\.)*\]:/;
const IMPORT_STATEMENT =
  /^import\s+(?:[A-Za-z_$][\w$]*(?:\s*,\s*\{[\w$\s,]*\})?|\{[\w$\s,]*\}|\*\s+as\s+[A-Za-z_$][\w$]*)\s+from\s*(?:'[^'\n]*'|"[^"\n]*")\s*(?:;\s*)?$/;
const NAME_START = /[A-Za-z$_]/;
const NAME_PART = /[A-Za-z0-9$_-]/;

/** Decodes backslash escapes and numeric character references (named ones were ruled out before). */
function decodeText(raw: string): string {
  let out = raw.includes('\\') ? raw.replace(/\\([!-/:-@[-`{-~])/g, '$1') : raw;
  if (out.includes('&#')) out = out.replace(NUMERIC_REFERENCE, (ref) => decodeNumeric(ref));
  return out;
}

function decodeNumeric(ref: string): string {
  const hex = ref[2] === 'x' || ref[2] === 'X';
  const code = Number.parseInt(ref.slice(hex ? 3 : 2, -1), hex ? 16 : 10);
  // The parser replaces nulls, surrogates and out-of-range code points; leave such pages to it.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code >= 0x80 && code <= 0x9f)) giveUp();
  return String.fromCodePoint(code);
}

class Scanner {
  private readonly source: string;
  private readonly ids: Map<number, string>;
  private readonly page: ParsedPage;
  private readonly found: FoundLink[] = [];
  /** Names the page's imports bind so far. */
  private readonly importedNames = new Set<string>();
  /** Headings and id-carrying elements in document order, for `resolveAnchors`. */
  private readonly sources: AnchorSource[] = [];
  private containers: Container[] = [];
  /** JSX elements opened on lines of their own. */
  private readonly openElements: OpenElement[] = [];
  private paragraph: Segment[] = [];
  /** An open fenced code block: its marker, length and how many containers it sits in. */
  private fence: { char: string; size: number; depth: number } | undefined;
  /** The element facts, recorded as tags are accepted. */
  readonly elements: ElementFactsBuilder;

  constructor(private readonly text: string) {
    this.elements = new ElementFactsBuilder(text);
    // A lone carriage return (not before a line feed) is a line ending of its own: left to the parser.
    if (text.charCodeAt(0) === 0xfeff || /\r(?!\n)/.test(text) || text.includes('\0')) giveUp();
    this.page = frontMatterOnlyPage(text);
    if (!this.page.frontMatter && text.startsWith('---')) giveUp();
    if (NAMED_REFERENCE.test(text)) giveUp();
    const explicit = takeExplicitIds(text);
    this.source = explicit.text;
    this.ids = explicit.ids;
  }

  run(): ParsedPage {
    const source = this.source;
    let lineStart = 0;
    if (this.page.frontMatter) {
      const after = this.page.frontMatter.end;
      const newline = source.indexOf('\n', after);
      // Anything after the closing fence on its line is left to the parser.
      if (source.slice(after, newline < 0 ? source.length : newline).trim() !== '') giveUp();
      lineStart = newline < 0 ? source.length : newline + 1;
    }
    while (lineStart < source.length) {
      const newline = source.indexOf('\n', lineStart);
      // The line's text ends before its line ending (`\n` or `\r\n`).
      const lineEnd =
        newline < 0 ? source.length : newline > lineStart && source[newline - 1] === '\r' ? newline - 1 : newline;
      const next = this.line(lineStart, lineEnd);
      lineStart = next > lineEnd + 1 ? next : newline < 0 ? source.length : newline + 1;
    }
    this.endParagraph();
    if (this.openElements.length) giveUp();
    this.found.sort((a, b) => a.nodeStart - b.nodeStart);
    for (const { link } of this.found) this.page.links.push(link);
    const frontMatter = this.page.frontMatter;
    resolveAnchors(this.page, this.sources, headingIdsOff(frontMatter && frontMatterText(frontMatter, this.text)));
    return this.page;
  }

  /** One line; returns where scanning goes on (past the line, or past a multi-line tag or expression). */
  private line(lineStart: number, lineEnd: number): number {
    const source = this.source;
    let pos = lineStart;
    let matched = 0;
    for (const container of this.containers) {
      if (container.kind === 'quote') {
        const at = skipSpaces(source, pos, lineEnd);
        if (source[at] !== '>') break;
        pos = at + 1;
        if (source.charCodeAt(pos) === SPACE) pos++;
        else if (source.charCodeAt(pos) === TAB) giveUp();
      } else {
        const at = skipSpaces(source, pos, lineEnd);
        if (at === lineEnd) {
          pos = at;
        } else if (at - pos >= container.indent) {
          pos += container.indent;
        } else break;
      }
      matched++;
    }
    if (hasTabBefore(source, lineStart, skipSpaces(source, pos, lineEnd))) giveUp();

    if (this.fence) {
      if (matched === this.containers.length) {
        const at = skipSpaces(source, pos, lineEnd);
        const rest = source.slice(at, lineEnd);
        const run = /^(`+|~+)[ \t]*$/.exec(rest);
        if (run && run[1][0] === this.fence.char && run[1].length >= this.fence.size) this.fence = undefined;
        return lineEnd + 1;
      }
      this.fence = undefined;
    }

    const first = skipSpaces(source, pos, lineEnd);
    const blank = first === lineEnd;
    if (matched < this.containers.length) {
      if (this.paragraph.length && !blank && !this.startsBlock(first, lineEnd, true)) {
        this.paragraph.push({ start: first, end: lineEnd });
        return lineEnd + 1;
      }
      this.endParagraph();
      this.containers.length = matched;
      const inner = this.openElements[this.openElements.length - 1];
      if (inner && inner.depth > matched) giveUp();
    }

    // New containers.
    let at = first;
    for (;;) {
      if (source[at] === '>') {
        this.endParagraph();
        this.containers.push({ kind: 'quote', indent: 0 });
        at++;
        if (source.charCodeAt(at) === SPACE) at++;
        else if (source.charCodeAt(at) === TAB) giveUp();
        pos = at;
        at = skipSpaces(source, at, lineEnd);
        continue;
      }
      const marker = LIST_MARKER.exec(source.slice(at, Math.min(lineEnd, at + 11)));
      if (marker && !THEMATIC_BREAK.test(source.slice(at, lineEnd))) {
        const afterMarker = at + marker[0].length;
        const content = skipSpaces(source, afterMarker, lineEnd);
        // Empty items, wide gaps and an item that could not interrupt a paragraph follow rules left to the parser.
        if (content === lineEnd || content - afterMarker > 4) giveUp();
        if (this.paragraph.length && !/^(?:[-+*]|1[.)])$/.test(marker[0])) giveUp();
        this.endParagraph();
        this.containers.push({ kind: 'item', indent: content - pos });
        pos = content;
        at = content;
        continue;
      }
      break;
    }
    return this.leaf(at, lineEnd);
  }

  /** Whether the text at `at` starts a block that ends a paragraph (so a line there is not a lazy continuation). */
  private startsBlock(at: number, lineEnd: number, lazy: boolean): boolean {
    const rest = this.source.slice(at, lineEnd);
    if (ATX_HEADING.test(rest) || fenceOpen(rest) || THEMATIC_BREAK.test(rest) || rest.startsWith('>')) return true;
    if (LIST_MARKER.test(rest)) return true;
    if (rest.startsWith('{')) giveUp();
    if (lazy && SETEXT_UNDERLINE.test(rest)) giveUp();
    // A line of tags only ends the paragraph; a tag with text after it continues it.
    if (rest.startsWith('<')) return this.flowLine(at) !== undefined;
    return false;
  }

  /** The leaf block starting at `at` (after containers). */
  private leaf(at: number, lineEnd: number): number {
    const source = this.source;
    if (at === lineEnd) {
      this.endParagraph();
      return lineEnd + 1;
    }
    const rest = source.slice(at, lineEnd);
    if (this.paragraph.length && SETEXT_UNDERLINE.test(rest)) giveUp();
    if (THEMATIC_BREAK.test(rest)) {
      this.endParagraph();
      return lineEnd + 1;
    }
    const heading = ATX_HEADING.exec(rest);
    if (heading) {
      this.endParagraph();
      this.heading(at, lineEnd, heading[1].length);
      return lineEnd + 1;
    }
    const fence = fenceOpen(rest);
    if (fence) {
      this.endParagraph();
      this.fence = { ...fence, depth: this.containers.length };
      this.elements.fence(at, lineEnd, fence.size);
      return lineEnd + 1;
    }
    if (source[at] === '<' || (source[at] === '{' && !this.paragraph.length)) {
      const end = this.flowTags(at);
      if (end !== undefined) return end;
    }
    if (!this.paragraph.length) {
      if (at === lineStartOf(source, at) && this.containers.length === 0 && /^(?:import|export)\b/.test(rest))
        return this.esm(at);
      if (DEFINITION_START.test(rest)) giveUp();
    } else if (source[at] === '{') {
      // A flow expression ends the paragraph; whether this one is flow is the parser's call.
      giveUp();
    }
    this.paragraph.push({ start: at, end: lineEnd });
    return lineEnd + 1;
  }

  /** A line of JSX tags and expressions only (flow); undefined when the line has text too (a paragraph). */
  private flowTags(at: number): number | undefined {
    const line = this.flowLine(at);
    if (!line) return undefined;
    this.endParagraph();
    // Elements must close where they opened (same name, same list item or quote); the parser reports the others.
    for (const tag of line.tags) {
      this.recordTag(tag);
      if (tag.kind === 'close') {
        const open = this.openElements.pop();
        if (!open || open.name !== tag.name || open.depth !== this.containers.length) giveUp();
        continue;
      }
      const parent = this.openElements[this.openElements.length - 1];
      const excluded = parent?.excluded ?? false;
      const attributes = tag.attributes ?? NO_ATTRIBUTES;
      // `<h2>`…`</h2>` and `<Heading>` take the text of their children, which this scanner does not collect.
      if (TEXT_TAKERS.has(tag.name)) giveUp();
      if (mayCarryId(tag.name, attributes)) {
        const source: AnchorSource = { name: tag.name, flow: true, attributes, excluded };
        // A `<Step>` inherits the title size of the `<Steps>` it sits in directly (not through a list or quote).
        if (tag.name === 'Step' && parent?.stepsTitleSize !== undefined && parent.depth === this.containers.length)
          source.size = parent.stepsTitleSize;
        this.sources.push(source);
      }
      if (tag.kind !== 'open') continue;
      const open: OpenElement = {
        name: tag.name,
        depth: this.containers.length,
        excluded: excluded || excludesHeadings(tag.name, attributes),
      };
      const size =
        tag.name === 'Steps'
          ? attributes.get('titleSize')
          : tag.name === '' && parent?.depth === this.containers.length
            ? parent.stepsTitleSize
            : undefined;
      if (typeof size === 'string') open.stepsTitleSize = size;
      this.openElements.push(open);
    }
    for (const found of line.found) this.found.push(found);
    return line.end + (this.source[line.end] === '\r' ? 2 : 1);
  }

  /** Reads a line of tags and expressions without recording anything; undefined when it has text too. */
  private flowLine(at: number): { tags: TagInfo[]; found: FoundLink[]; end: number } | undefined {
    const source = this.source;
    const found: FoundLink[] = [];
    const tags: TagInfo[] = [];
    let pos = at;
    for (;;) {
      if (source[pos] === '<') {
        const tag = this.tag(pos, found);
        if (tag === undefined) return undefined;
        tags.push(tag);
        pos = tag.end;
      } else if (source[pos] === '{') {
        pos = expressionEnd(source, pos);
      } else return undefined;
      while (source.charCodeAt(pos) === SPACE || source.charCodeAt(pos) === TAB) pos++;
      if (pos >= source.length || source[pos] === '\n' || (source[pos] === '\r' && source[pos + 1] === '\n')) break;
    }
    // Tags spanning lines inside a list or quote meet the lazy-line rules: the parser's call.
    if (this.containers.length && source.slice(at, pos).includes('\n')) giveUp();
    return { tags, found, end: pos };
  }

  /** An ESM block: lines up to a blank line, which must be plain imports. */
  private esm(at: number): number {
    const source = this.source;
    let end = at;
    for (;;) {
      const newline = source.indexOf('\n', end);
      const lineEnd = newline < 0 ? source.length : newline;
      if (source.slice(end, lineEnd).trim() === '') break;
      end = lineEnd + 1;
      if (newline < 0) break;
    }
    const blockEnd = Math.min(end, source.length);
    const block = source.slice(at, blockEnd).replace(/\n$/, '');
    for (const statement of block.split('\n')) {
      if (!IMPORT_STATEMENT.test(statement)) giveUp();
      // A name imported twice is a module the parser rejects (acorn: "Identifier has already been declared"): it
      // decides where and how.
      for (const name of importedNames(statement)) {
        if (this.importedNames.has(name)) giveUp();
        this.importedNames.add(name);
      }
    }
    addImports(this.page, this.text, this.text.slice(at, at + block.length), at);
    this.elements.imports(block);
    return blockEnd;
  }

  private heading(at: number, lineEnd: number, depth: number): void {
    const source = this.source;
    let contentStart = skipSpaces(source, at + depth, lineEnd);
    let contentEnd = lineEnd;
    while (
      contentEnd > contentStart &&
      (source.charCodeAt(contentEnd - 1) === SPACE || source.charCodeAt(contentEnd - 1) === TAB)
    )
      contentEnd--;
    // A closing sequence of `#`s (after a space, or the whole content) is not text.
    let hashes = contentEnd;
    while (hashes > contentStart && source[hashes - 1] === '#') hashes--;
    if (hashes < contentEnd && (hashes === contentStart || source[hashes - 1] === ' ' || source[hashes - 1] === '\t')) {
      contentEnd = hashes;
      while (
        contentEnd > contentStart &&
        (source.charCodeAt(contentEnd - 1) === SPACE || source.charCodeAt(contentEnd - 1) === TAB)
      )
        contentEnd--;
    }
    if (contentEnd < contentStart) contentStart = contentEnd;
    const headingText = this.inline([{ start: contentStart, end: contentEnd }], true);
    const lineStart = lineStartOf(this.text, at);
    const explicit = this.ids.get(lineStart);
    const index = this.page.headings.push({ text: headingText, depth, id: '', offset: at, length: lineEnd - at }) - 1;
    const excluded = this.openElements[this.openElements.length - 1]?.excluded ?? false;
    // The generator turns a `{#id}` heading into an `<hN id>` element before it reads the page.
    if (explicit !== undefined)
      this.sources.push({
        name: `h${depth}`,
        flow: true,
        attributes: new Map([['id', explicit]]),
        excluded,
        text: headingText,
        index,
      });
    else
      this.sources.push({
        name: '#',
        depth,
        flow: true,
        attributes: NO_ATTRIBUTES,
        excluded,
        text: headingText,
        index,
      });
  }

  /** Hands an accepted tag to the element facts (a tag read only to test a line is not recorded). */
  private recordTag(tag: TagInfo): void {
    if (tag.element) this.elements.add(tag.element);
    else if (tag.kind === 'close') this.elements.close(tag.start);
  }

  private endParagraph(): void {
    if (!this.paragraph.length) return;
    const segments = this.paragraph;
    this.paragraph = [];
    this.inline(segments, false);
  }

  /**
   * The inline content of a paragraph or heading: links, images and JSX tags (their links and anchors); for a
   * heading also its rendered text. Segments are the lines' text without container prefixes and indentation.
   */
  private inline(segments: Segment[], heading: boolean): string {
    const source = this.source;
    // The paragraph as one string, and where each of its characters sits in the page.
    let joined = '';
    const map: number[] = [];
    segments.forEach((segment, i) => {
      if (i > 0) {
        joined += '\n';
        map.push(segments[i - 1].end);
      }
      joined += source.slice(segment.start, segment.end);
      for (let k = segment.start; k < segment.end; k++) map.push(k);
    });
    map.push(segments[segments.length - 1].end);
    const openers: Opener[] = [];
    const links: { found: FoundLink; startAt: number; labelEndAt: number; endAt: number }[] = [];
    let resources: Resources | undefined;
    /** Openers below this index that are not images were deactivated by a link formed after them (a link holds no
     * link): one number instead of a pass over every opener at each link. */
    let inactiveBelow = 0;
    /** Ranges of the paragraph string that are image alt text (no nodes of their own in the tree). */
    const imageRanges: [number, number][] = [];
    const textSources: AnchorSource[] = [];
    const tagLinks: FoundLink[] = [];
    /** Elements opened in this paragraph: they must close in it. */
    const textElements: string[] = [];
    // A heading's rendered text, in pieces so that a link's brackets and an image's alt can be taken out again.
    const pieces: string[] = [];
    const text = new TextMarks(pieces);
    let i = 0;
    const n = joined.length;
    while (i < n) {
      const c = joined[i];
      if (c === '\\') {
        const next = joined[i + 1];
        if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
          text.push(next);
          i += 2;
        } else {
          text.push(next === '\n' ? ' ' : '\\');
          i += next === '\n' ? 2 : 1;
        }
        continue;
      }
      // Math (`$…$`, `$$…$$`) is its own syntax, in which braces and brackets are TeX: the parser reads it.
      if (c === '$') giveUp();
      if (c === '`') {
        let run = i;
        while (joined[run] === '`') run++;
        const size = run - i;
        const close = closingBackticks(joined, run, size);
        if (close < 0) {
          text.push(joined.slice(i, run));
          i = run;
          continue;
        }
        let value = joined.slice(run, close).replace(/\n/g, ' ');
        if (value.length > 2 && value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '')
          value = value.slice(1, -1);
        text.push(value);
        i = close + size;
        continue;
      }
      if (c === '<') {
        const next = joined[i + 1];
        // `a < b`: a lone less-than sign is text.
        if (next === ' ' || next === '\t') {
          text.push(c);
          i++;
          continue;
        }
        const start = map[i];
        markOpaque(openers, text);
        const tag = this.tag(start, tagLinks, map[n]);
        if (tag === undefined) giveUp();
        this.recordTag(tag);
        if (tag.kind !== 'close' && tag.attributes && mayCarryId(tag.name, tag.attributes))
          textSources.push({ name: tag.name, flow: false, attributes: tag.attributes, excluded: false });
        if (tag.kind === 'open') textElements.push(tag.name);
        else if (tag.kind === 'close' && textElements.pop() !== tag.name) giveUp();
        const end = tag.end;
        // The tag must lie within the paragraph string's characters without container prefixes between.
        const endAt = indexIn(map, end, i);
        if (endAt < 0 || source.slice(start, end).split('\n').length !== joined.slice(i, endAt).split('\n').length)
          giveUp();
        i = endAt;
        continue;
      }
      if (c === '{') {
        const start = map[i];
        markOpaque(openers, text);
        const end = expressionEnd(source, start, map[n]);
        const endAt = indexIn(map, end, i);
        if (endAt < 0 || source.slice(start, end).split('\n').length !== joined.slice(i, endAt).split('\n').length)
          giveUp();
        i = endAt;
        continue;
      }
      if (c === '!' && joined[i + 1] === '[') {
        const opener = { at: i, piece: pieces.length, image: true };
        openers.push(opener);
        text.opened(opener);
        text.push('![');
        i += 2;
        continue;
      }
      if (c === '[') {
        openers.push({ at: i, piece: pieces.length, image: false });
        text.push('[');
        i++;
        continue;
      }
      if (c === ']') {
        const opener = openers.pop();
        if (opener) text.closed(opener);
        // The opener popped sat at index `openers.length`.
        const inactive = opener !== undefined && !opener.image && openers.length < inactiveBelow;
        if (openers.length < inactiveBelow) inactiveBelow = openers.length;
        if (!opener || inactive) {
          text.push(c);
          i++;
          continue;
        }
        const resource = joined[i + 1] === '(' ? (resources ??= new Resources(joined)).read(i + 2) : undefined;
        if (!resource) {
          // A reference link forms only with a definition, and pages with definitions are left to the parser.
          text.push(c);
          i++;
          continue;
        }
        const noText = !text.textAfter(opener.piece);
        if (opener.image) {
          text.truncate(opener.piece);
          // An image's alt text is text of the link (or image) around it.
          if (!noText) text.markOpaque();
        } else pieces[opener.piece] = '';
        const url = decodeText(resource.url);
        const link: PageLink = { kind: opener.image ? 'image' : 'link', url, offset: 0, length: 0 };
        if (noText) link.noText = true;
        links.push({
          found: { link, nodeStart: map[opener.at] },
          startAt: opener.at,
          labelEndAt: i,
          endAt: resource.end,
        });
        if (opener.image) imageRanges.push([opener.at, resource.end]);
        else inactiveBelow = openers.length;
        i = resource.end;
        continue;
      }
      if (c === '&') {
        const reference = /^&#(?:[0-9]{1,7}|[xX][0-9A-Fa-f]{1,6});/.exec(joined.slice(i, i + 12));
        if (reference) {
          text.push(decodeNumeric(reference[0]));
          i += reference[0].length;
          continue;
        }
      }
      if (heading && (c === '*' || (c === '_' && !(isWordChar(joined[i - 1]) && isWordChar(joined[i + 1]))))) giveUp();
      text.push(c === '\n' ? ' ' : c);
      i++;
    }
    if (textElements.length) giveUp();
    const inImage = insideAny(imageRanges);
    for (const { found, startAt, labelEndAt, endAt } of links) {
      if (inImage(startAt)) continue;
      const start = map[startAt];
      const end = map[endAt];
      const { kind, url, noText } = found.link as { kind: 'link' | 'image'; url: string; noText?: true };
      if (url === '') continue;
      // The label's `]` is known here: reading the label again from its `[` cost the square of nested images.
      const range = destinationRange(this.text, map[labelEndAt] + 2, end);
      const link: PageLink = { kind, url, ...range };
      if (noText) link.noText = true;
      this.found.push({ link, nodeStart: start });
    }
    for (const link of tagLinks) if (!inImage(indexIn(map, link.nodeStart, 0))) this.found.push(link);
    for (const source of textSources) this.sources.push(source);
    return heading ? pieces.join('') : '';
  }

  /**
   * A JSX tag at `start` (`<Card href="/x">`, `</Card>`, `<>`): records its string attributes' links and anchors,
   * returns the offset after `>`, or undefined when it is not a tag this scanner reads (the caller decides).
   */
  private tag(start: number, found: FoundLink[], limit = this.source.length): TagInfo | undefined {
    const source = this.source;
    let pos = start + 1;
    const ws = () => {
      while (pos < limit && /\s/.test(source[pos])) pos++;
    };
    ws();
    if (source[pos] === '>') {
      const element = ElementFactsBuilder.element('', start, pos);
      element.tagEnd = pos + 1;
      return { end: pos + 1, name: '', kind: 'open', start, element };
    }
    const closing = source[pos] === '/';
    if (closing) {
      pos++;
      ws();
      if (source[pos] === '>') return { end: pos + 1, name: '', kind: 'close', start };
    }
    const nameStart = pos;
    if (!NAME_START.test(source[pos] ?? '')) return undefined;
    while (pos < limit && (NAME_PART.test(source[pos]) || source[pos] === '.')) pos++;
    const name = source.slice(nameStart, pos);
    if (name.endsWith('.') || name.includes('..') || source[pos] === ':') return undefined;
    const readsAll = ATTRIBUTE_READERS.has(name);
    let attributes: Map<string, AttributeValue> | undefined;
    const element = closing ? undefined : ElementFactsBuilder.element(name, start, nameStart);
    for (;;) {
      const before = pos;
      ws();
      const c = source[pos];
      if (c === '>') {
        if (element) element.tagEnd = pos + 1;
        return { end: pos + 1, name, kind: closing ? 'close' : 'open', attributes, start, element };
      }
      if (c === '/' && !closing) {
        pos++;
        ws();
        if (source[pos] !== '>') return undefined;
        element!.selfClosing = true;
        element!.tagEnd = pos + 1;
        return { end: pos + 1, name, kind: 'self', attributes, start, element };
      }
      if (closing || pos >= limit) return undefined;
      if (c === '{') {
        // `{...props}`: a spread.
        if (!/^\{\s*\.\.\.\s*[A-Za-z_$][\w$.]*\s*\}/.test(source.slice(pos, pos + 200))) giveUp();
        pos = source.indexOf('}', pos) + 1;
        if (element) element.spread = true;
        continue;
      }
      if (pos === before || !NAME_START.test(c ?? '')) return undefined;
      const attributeStart = pos;
      while (pos < limit && NAME_PART.test(source[pos])) pos++;
      if (source[pos] === ':') return undefined;
      const attribute = source.slice(attributeStart, pos);
      const afterName = pos;
      ws();
      if (source[pos] !== '=') {
        // A boolean attribute.
        element?.attributes.push(ElementFactsBuilder.attribute(attribute, attributeStart));
        if (readsAll || attribute === 'id' || attribute === 'name')
          attributes = withAttribute(attributes, attribute, true);
        pos = afterName;
        continue;
      }
      pos++;
      ws();
      const quote = source[pos];
      if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, pos + 1);
        if (close < 0 || close >= limit) return undefined;
        const raw = source.slice(pos + 1, close);
        element?.attributes.push(
          ElementFactsBuilder.attribute(attribute, attributeStart, {
            kind: 'string',
            text: this.text.slice(pos + 1, close),
            offset: pos + 1,
            length: close - pos - 1,
          }),
        );
        const value = raw.includes('&#') ? raw.replace(NUMERIC_REFERENCE, (ref) => decodeNumeric(ref)) : raw;
        if (readsAll || attribute === 'id' || attribute === 'name')
          attributes = withAttribute(attributes, attribute, value);
        if (LINK_ATTRIBUTES.has(attribute) && value !== '') {
          found.push({
            link: { kind: 'jsx', url: value, element: name, attribute, offset: pos + 1, length: close - pos - 1 },
            nodeStart: start,
          });
        }
        pos = close + 1;
        continue;
      }
      if (quote === '{') {
        const open = pos;
        pos = expressionEnd(source, pos, limit, true);
        element?.attributes.push(
          ElementFactsBuilder.attribute(attribute, attributeStart, {
            kind: 'expression',
            text: this.text.slice(open + 1, pos - 1),
            offset: open + 1,
            length: Math.max(0, pos - open - 2),
          }),
        );
        if (readsAll)
          attributes = withAttribute(attributes, attribute, { expression: source.slice(open + 1, pos - 1) });
        continue;
      }
      return undefined;
    }
  }
}

/** A tag or expression inside link or image labels: a link's text is then known only when the page runs (it counts
 * as text); an image's alt would be the tag's text content or the expression's code, left to the parser. */
function markOpaque(openers: readonly Opener[], text: TextMarks): void {
  if (text.inImage) giveUp();
  if (openers.length) text.markOpaque();
}

/** Adds an attribute to a tag's recorded ones; the first of two same-named attributes counts, as in the generator's
 * lookups. */
function withAttribute(
  attributes: Map<string, AttributeValue> | undefined,
  name: string,
  value: AttributeValue,
): Map<string, AttributeValue> {
  if (!attributes) return new Map([[name, value]]);
  if (!attributes.has(name)) attributes.set(name, value);
  return attributes;
}

/** A code fence opening (three or more backticks or tildes; a backtick fence's info has no backtick). */
function fenceOpen(line: string): { char: string; size: number } | undefined {
  const char = line[0];
  if (char !== '`' && char !== '~') return undefined;
  let size = 0;
  while (line[size] === char) size++;
  if (size < 3 || (char === '`' && line.includes('`', size))) return undefined;
  return { char, size };
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

function skipSpaces(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
  return i;
}

function hasTabBefore(text: string, from: number, to: number): boolean {
  const tab = text.indexOf('\t', from);
  return tab >= 0 && tab < to;
}

function lineStartOf(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

/** The start of the closing backtick run of exactly `size` after `from`, or -1. */
function closingBackticks(text: string, from: number, size: number): number {
  let i = from;
  for (;;) {
    const tick = text.indexOf('`', i);
    if (tick < 0) return -1;
    let run = tick;
    while (text[run] === '`') run++;
    if (run - tick === size) return tick;
    i = run;
  }
}

const jsParser = Parser.extend(acornJsx());
const ACORN_OPTIONS = { ecmaVersion: 2024, sourceType: 'module' } as const;

/** Whether JavaScript source is only whitespace and comments (a line comment must end before the text does). */
function emptyCode(code: string): boolean {
  for (let i = 0; i < code.length; i++) {
    if (/\s/.test(code[i])) continue;
    if (code.startsWith('/*', i)) {
      const close = code.indexOf('*/', i + 2);
      if (close < 0) return false;
      i = close + 1;
    } else if (code.startsWith('//', i)) {
      const newline = code.indexOf('\n', i + 2);
      if (newline < 0) return false;
      i = newline;
    } else return false;
  }
  return true;
}

/**
 * The end (after `}`) of the JavaScript expression opening at `start`, found the way the MDX parser finds it: the
 * first `}` before which the text parses as one expression (acorn with JSX). An expression that never parses is a
 * syntax error, left to the parser to report; so is an empty one where a value is required.
 */
function expressionEnd(text: string, start: number, limit = text.length, valueRequired = false): number {
  for (let close = text.indexOf('}', start + 1); close >= 0 && close < limit; close = text.indexOf('}', close + 1)) {
    const code = text.slice(start + 1, close);
    if (emptyCode(code)) {
      if (valueRequired) giveUp();
      return close + 1;
    }
    try {
      const node = jsParser.parseExpressionAt(code, 0, ACORN_OPTIONS);
      if (emptyCode(code.slice(node.end))) return close + 1;
      giveUp();
    } catch (error) {
      if (error === OUTSIDE) throw error;
      const raisedAt = (error as { raisedAt?: number }).raisedAt ?? 0;
      // An error before the end will not go away with more text: the parser reports it.
      if (raisedAt < code.length && !String((error as Error).message).startsWith('Unterminated comment')) giveUp();
      rereadLeft -= code.length;
      if (rereadLeft < 0) throw new TooComplexExpression(start);
    }
  }
  return giveUp();
}

/**
 * `(destination "title")` after a label's `]` in one paragraph string. A paragraph may hold many `](` whose
 * destination or title never closes (`[a](` repeated, `[a](x (` repeated): reading each to the end of the paragraph
 * took time growing with its square. What each read needs is found once per paragraph instead: where the next break
 * (space or control character) is, where the first `)` at the depth a destination opens at is (by paren balance),
 * and where the next `>` or title closer is (remembered: a later read from within a range already read ends at the
 * same place).
 */
class Resources {
  /** Paren balance before each position (escaped parens not counted). */
  private balance: Int32Array | undefined;
  /** Positions of unescaped `)`, by the balance before them. */
  private closers: Map<number, number[]> | undefined;
  /** The first break at or after each position. */
  private breaks: Int32Array | undefined;
  /** Per character searched for: the last search's start and what it found (-1: nothing up to the end). */
  private readonly searches = new Map<string, { from: number; at: number }>();

  constructor(private readonly text: string) {}

  /** The resource starting just after `(`; positions in the paragraph string. */
  read(from: number): { url: string; end: number } | undefined {
    const text = this.text;
    let i = from;
    const spaces = () => {
      let lines = 0;
      while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n')) {
        if (text[i] === '\n' && ++lines > 1) return false;
        i++;
      }
      return true;
    };
    if (!spaces()) return undefined;
    let url = '';
    if (text[i] === '<') {
      const close = this.next('>', i + 1, false);
      const raw = close < 0 ? '' : text.slice(i + 1, close);
      if (close < 0 || raw.includes('\n') || /(^|[^\\])</.test(raw)) return undefined;
      url = raw;
      i = close + 1;
    } else if (text[i] !== ')') {
      const end = this.destinationEnd(i);
      if (end < 0) return undefined;
      url = text.slice(i, end);
      i = end;
    }
    const beforeTitle = i;
    if (!spaces()) return undefined;
    if (i > beforeTitle && (text[i] === '"' || text[i] === "'" || text[i] === '(')) {
      const close = this.next(text[i] === '(' ? ')' : text[i], i + 1, true);
      if (close < 0) return undefined;
      i = close + 1;
      if (!spaces()) return undefined;
    }
    if (text[i] !== ')') return undefined;
    if (url.includes('\n')) return undefined;
    return { url, end: i + 1 };
  }

  /** The end of a raw destination starting at `start` (a `)` at its own depth, or a break at depth 0), or -1. */
  private destinationEnd(start: number): number {
    if (!this.balance) this.index();
    const balance = this.balance as Int32Array;
    const stop = (this.breaks as Int32Array)[start];
    const closers = this.closers?.get(balance[start]);
    const close = closers ? closers[firstAtOrAfter(closers, start)] : undefined;
    if (close !== undefined && close < stop) return close;
    return balance[stop] === balance[start] ? stop : -1;
  }

  private index(): void {
    const text = this.text;
    const n = text.length;
    const balance = new Int32Array(n + 1);
    const closers = new Map<number, number[]>();
    let depth = 0;
    for (let i = 0; i < n; i++) {
      balance[i] = depth;
      const c = text[i];
      if (c === '\\' && i + 1 < n && ASCII_PUNCTUATION.test(text[i + 1])) {
        balance[++i] = depth;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') {
        let list = closers.get(depth);
        if (!list) closers.set(depth, (list = []));
        list.push(i);
        depth--;
      }
    }
    balance[n] = depth;
    const breaks = new Int32Array(n + 1);
    breaks[n] = n;
    for (let i = n - 1; i >= 0; i--) {
      const c = text[i];
      breaks[i] = c === ' ' || c === '\t' || c === '\n' || c < ' ' || c === '\x7f' ? i : breaks[i + 1];
    }
    this.balance = balance;
    this.closers = closers;
    this.breaks = breaks;
  }

  /** The next `char` at or after `from` (with `escapes`, skipping backslash-escaped characters), or -1. */
  private next(char: string, from: number, escapes: boolean): number {
    const key = escapes ? `\\${char}` : char;
    const last = this.searches.get(key);
    // A read starting inside a range already searched (just after an opening quote or paren, which no backslash
    // escapes) ends where that search ended.
    if (last && from >= last.from && (last.at < 0 || from <= last.at)) return last.at;
    const text = this.text;
    let at = -1;
    for (let j = from; j < text.length; j++) {
      if (text[j] === char) {
        at = j;
        break;
      }
      if (escapes && text[j] === '\\') j++;
    }
    this.searches.set(key, { from, at });
    return at;
  }
}

/** The index of the first element of the ascending `list` that is at least `value` (list.length if none). */
function firstAtOrAfter(list: ArrayLike<number>, value: number): number {
  return lowerBound(list, value);
}

/** Where `value` sits in the ascending `list` at or after `from`, or -1. */
function indexIn(list: number[], value: number, from: number): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid] < value) low = mid + 1;
    else high = mid;
  }
  return list[low] === value ? low : -1;
}

/** Whether a position lies strictly inside one of the ranges: sorted once, then a binary search per question (a pass
 * over every image for every link was quadratic in a paragraph of links and images). */
function insideAny(ranges: [number, number][]): (at: number) => boolean {
  if (ranges.length === 0) return () => false;
  const sorted = ranges.slice().sort((a, b) => a[0] - b[0]);
  const starts = sorted.map(([from]) => from);
  // The furthest end among the ranges starting at or before each one.
  const furthest: number[] = [];
  let max = -1;
  for (const [, to] of sorted) furthest.push((max = Math.max(max, to)));
  return (at) => {
    const before = firstAtOrAfter(starts, at) - 1;
    return before >= 0 && furthest[before] > at;
  };
}
