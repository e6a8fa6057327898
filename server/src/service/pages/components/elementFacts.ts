// The element facts of a page (see elements.ts for their shape) as the page's parse records them: the fast scanner
// reads every tag and fence of a page once for its links and anchors, and hands each to this builder, which keeps
// the open elements (for parents) and the document order. The component checks take the result once per check of
// the page; it is never part of the ParsedPage that stays in memory for the whole site.
import type { AttributeValue, JsxAttribute, JsxElement, PageElements } from './elements';
import { readImports } from './elements';

const FLOW_PREFIX = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)?$/;

export class ElementFactsBuilder {
  readonly facts: PageElements = { elements: [], fences: [], exports: new Set(), imports: [] };
  private readonly open: number[] = [];
  /** Where the line of the last element added starts, the first line break after it (-1: none), and its offset:
   * tags arrive in document order, so finding a line's start resumes where the last search stopped instead of
   * searching back from every tag (quadratic on a long line of tags). */
  private lineStart = 0;
  private nextBreak: number;
  private lastOffset = -1;

  constructor(private readonly text: string) {
    this.nextBreak = text.indexOf('\n');
  }

  /** A new element read at `offset` (its `<`); the scanner fills in its attributes and end as it reads the tag. */
  static element(name: string, offset: number, nameOffset: number): JsxElement {
    return {
      name,
      offset,
      tagEnd: offset,
      nameOffset,
      attributes: [],
      selfClosing: false,
      parent: -1,
      flow: false,
      complete: true,
    };
  }

  static attribute(name: string, offset: number, value?: AttributeValue): JsxAttribute {
    return value ? { name, offset, length: name.length, value } : { name, offset, length: name.length };
  }

  /** An opening or self-closing tag the page's parse accepted, in document order. */
  add(element: JsxElement): void {
    element.parent = this.innermost();
    element.flow = this.startsItsLine(element.offset);
    const index = this.facts.elements.push(element) - 1;
    if (!element.selfClosing) this.open.push(index);
  }

  /** A closing tag at `offset`: the parse accepted the page, so it closes the innermost open element. */
  close(offset: number): void {
    const index = this.open.pop();
    if (index !== undefined) this.facts.elements[index].closeOffset = offset;
  }

  /** A fenced code block's opening line: its first character, the line's end (before any line ending) and the
   * fence's length. */
  fence(offset: number, lineEnd: number, size: number): void {
    this.facts.fences.push({
      offset,
      info: this.text.slice(offset + size, lineEnd).trim(),
      length: lineEnd - offset,
      parent: this.innermost(),
    });
  }

  /** An ESM block of imports. */
  imports(code: string): void {
    readImports(code, this.facts.imports);
  }

  /** Whether a tag at `offset` starts its line (after quote markers, a list marker and spaces): MDX reads it as a
   * block. A tag after another on the same line never does (the other's `<` is in between), so a line's text
   * before its first tag is the only text tested. */
  private startsItsLine(offset: number): boolean {
    if (offset < this.lastOffset) {
      const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1;
      return offset === lineStart || FLOW_PREFIX.test(this.text.slice(lineStart, offset));
    }
    const previous = this.lastOffset;
    this.lastOffset = offset;
    while (this.nextBreak !== -1 && this.nextBreak < offset) {
      this.lineStart = this.nextBreak + 1;
      this.nextBreak = this.text.indexOf('\n', this.lineStart);
    }
    if (previous >= this.lineStart) return false;
    return offset === this.lineStart || FLOW_PREFIX.test(this.text.slice(this.lineStart, offset));
  }

  private innermost(): number {
    return this.open.length ? this.open[this.open.length - 1] : -1;
  }
}
