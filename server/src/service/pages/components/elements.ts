// The JSX elements of a page as the component checks and the editor read them: each element's name and range, its
// attributes with their values and ranges, its parent, whether it stands on lines of its own (a flow element) and
// whether it closes itself; plus the fenced code blocks (with their info line and the element they sit in) and the
// names the page defines (`export const X = …`) or imports.
//
// The checks get these facts from the page scanner's one pass (elementFacts.ts), handed beside the parse. This reader
// is the tolerant one: the editor features read the open page as it is typed (unclosed tags, half-written props,
// which the scanner gives up on), and the checks read the few pages the scanner leaves to the MDX parser with it. One
// linear pass over the text; it skips what MDX does not read as tags: fenced code, inline code, JavaScript
// expressions and ESM blocks. A corpus test holds it and the scanner to the same facts.

export interface AttributeValue {
  kind: 'string' | 'expression';
  /** The text between the quotes or braces. */
  text: string;
  offset: number;
  length: number;
}

export interface JsxAttribute {
  name: string;
  offset: number;
  length: number;
  /** Undefined for a bare attribute (`<Accordion defaultOpen>`: true). */
  value?: AttributeValue;
}

export interface JsxElement {
  /** `Card`, `Tree.File`; '' for a fragment. */
  name: string;
  /** Offset of `<`. */
  offset: number;
  /** Offset just after the opening tag's `>`; where the opening tag was cut off, the end of what was read. */
  tagEnd: number;
  nameOffset: number;
  attributes: JsxAttribute[];
  selfClosing: boolean;
  /** Index of the element it sits in (fragments included), or -1. */
  parent: number;
  /** Offset of `</Name>`, when read. */
  closeOffset?: number;
  /** Whether the tag starts its line (after containers): MDX then reads the element as a block. */
  flow: boolean;
  /** Whether the opening tag was complete (ends with `>`). */
  complete: boolean;
  /** The tag spreads an object into its props (`{...props}`): which props it gets is known only when it runs. */
  spread?: boolean;
}

export interface CodeFence {
  /** Offset of the fence's first character. */
  offset: number;
  /** The info text after the fence (language and meta). */
  info: string;
  /** Length of the opening fence line. */
  length: number;
  /** Index of the element the block sits in, or -1. */
  parent: number;
}

export interface ImportedName {
  /** The local name (`Setup`). */
  name: string;
  /** The exported name it binds (`default` for a default import). */
  imported: string;
  source: string;
}

export interface PageElements {
  elements: JsxElement[];
  fences: CodeFence[];
  /** Names the page defines and exports (`export const Note = …`, `export function X`). */
  exports: Set<string>;
  imports: ImportedName[];
}

const NAME_START = /[A-Za-z$_]/;
const FLOW_PREFIX = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)?$/;
const FENCE = /^[ \t>]*(`{3,}(?!`)|~{3,}(?!~))(.*)$/;
const FROM_SOURCE = /\bfrom\s*(['"])([^'"\n]+)\1/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}/g;
const EXPORTED_NAME = /export\s+(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class)\s+([A-Za-z_$][\w$]*)/g;

/** Reads the elements of a page. `bodyStart` skips front matter. */
export function readElements(text: string, bodyStart = 0): PageElements {
  return new ElementReader(text).run(bodyStart);
}

class ElementReader {
  private readonly out: PageElements = { elements: [], fences: [], exports: new Set(), imports: [] };
  private readonly open: number[] = [];

  constructor(private readonly text: string) {}

  run(bodyStart: number): PageElements {
    const text = this.text;
    let lineStart = bodyStart;
    let fence: { char: string; size: number } | undefined;
    let atBlockStart = true;
    while (lineStart < text.length) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = text.length;
      // The first character after indentation and quote markers decides what the line may be; most lines are text.
      let first = lineStart;
      for (
        let c = text.charCodeAt(first);
        first < lineEnd && (c === 32 || c === 9 || c === 62 || c === 13);
        c = text.charCodeAt(++first)
      );
      const lead = text[first];
      const mayFence = lead === '`' || lead === '~';
      if (fence) {
        if (mayFence) {
          const close = FENCE.exec(text.slice(lineStart, lineEnd));
          if (close && close[1][0] === fence.char && close[1].length >= fence.size && close[2].trim() === '')
            fence = undefined;
        }
        lineStart = lineEnd + 1;
        continue;
      }
      const opening = mayFence ? FENCE.exec(text.slice(lineStart, lineEnd)) : null;
      if (opening && !(opening[1][0] === '`' && opening[2].includes('`'))) {
        fence = { char: opening[1][0], size: opening[1].length };
        this.out.fences.push({
          offset: first,
          info: opening[2].trim(),
          length: lineEnd - first,
          parent: this.innermost(),
        });
        lineStart = lineEnd + 1;
        atBlockStart = false;
        continue;
      }
      if (
        atBlockStart &&
        first === lineStart &&
        (lead === 'i' || lead === 'e') &&
        /^(?:import|export)\b/.test(text.slice(lineStart, lineStart + 7))
      ) {
        lineStart = this.esm(lineStart);
        continue;
      }
      atBlockStart = first === lineEnd;
      lineStart = this.inline(first, lineEnd) + 1;
    }
    return this.out;
  }

  private innermost(): number {
    return this.open.length ? this.open[this.open.length - 1] : -1;
  }

  /** An ESM block: up to the next blank line. Records imports and exported names; returns the next line's start. */
  private esm(start: number): number {
    const text = this.text;
    const blank = /\n[ \t]*(?:\n|$)/g;
    blank.lastIndex = start;
    const match = blank.exec(text);
    const end = match ? match.index + 1 : text.length;
    const code = text.slice(start, end);
    if (code.includes('import')) readImports(code, this.out.imports);
    if (!code.includes('export')) return end;
    for (const m of code.matchAll(EXPORTED_NAME)) this.out.exports.add(m[1]);
    for (const m of code.matchAll(EXPORT_LIST)) {
      for (const part of m[1].split(',')) {
        const name = words(part).split(' as ').pop();
        if (name) this.out.exports.add(name);
      }
    }
    return end;
  }

  /** Text from `start`; tags and expressions may run past `end` (the line's end). Returns where reading stopped. */
  private inline(start: number, end: number): number {
    const text = this.text;
    const special = /[\\`{<]/g;
    let i = start;
    while (i < end) {
      // Plain text is skipped in one search: only escapes, code, expressions and tags matter here.
      special.lastIndex = i;
      const found = special.exec(text);
      if (!found || found.index >= end) return end;
      i = found.index;
      const c = text[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '`') {
        let run = i;
        while (text[run] === '`') run++;
        const size = run - i;
        const close = closingBackticks(text, run, size, this.paragraphEnd(i));
        i = close < 0 ? run : close + size;
        if (close >= 0 && i > end) end = lineEndAt(text, i);
        continue;
      }
      if (c === '{') {
        i = expressionEnd(text, i);
        if (i > end) end = lineEndAt(text, i);
        continue;
      }
      const next = text.charCodeAt(i + 1);
      // `<` then a letter, `$`, `_`, `/` or `>`: a tag (MDX reads it as one or rejects the page).
      if (
        (next >= 65 && next <= 90) ||
        (next >= 97 && next <= 122) ||
        next === 36 ||
        next === 95 ||
        next === 47 ||
        next === 62
      ) {
        // A tag that starts its line (after quote markers, a list marker and spaces) opens a block element.
        const flow = FLOW_PREFIX.test(text.slice(lineStartAt(text, i), i));
        i = this.tag(i, flow);
        if (i > end) end = lineEndAt(text, i);
        continue;
      }
      i++;
    }
    return Math.max(end, i);
  }

  /** The next blank line found, kept while reading goes forward (so finding paragraph ends stays linear). */
  private blank = { from: -1, at: 0 };

  /** Where the paragraph holding `at` ends (a code span does not cross a blank line). */
  private paragraphEnd(at: number): number {
    if (at >= this.blank.from && at < this.blank.at) return this.blank.at;
    const blank = /\n[ \t]*\n/g;
    blank.lastIndex = at;
    const match = blank.exec(this.text);
    this.blank = { from: at, at: match ? match.index : this.text.length };
    return this.blank.at;
  }

  /** A tag at `start`; returns the offset after it. */
  private tag(start: number, flow: boolean): number {
    const text = this.text;
    let pos = start + 1;
    const ws = () => {
      while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
    };
    ws();
    const closing = text[pos] === '/';
    if (closing) {
      pos++;
      ws();
    }
    const nameStart = pos;
    while (pos < text.length && (isNamePart(text.charCodeAt(pos)) || text[pos] === '.')) pos++;
    const name = text.slice(nameStart, pos);
    if (closing) {
      ws();
      if (text[pos] === '>') pos++;
      this.close(name, start);
      return pos;
    }
    const element: JsxElement = {
      name,
      offset: start,
      tagEnd: pos,
      nameOffset: nameStart,
      attributes: [],
      selfClosing: false,
      parent: this.innermost(),
      flow,
      complete: false,
    };
    const index = this.out.elements.length;
    this.out.elements.push(element);
    for (;;) {
      ws();
      const c = text[pos];
      if (c === undefined) break;
      if (c === '>') {
        pos++;
        element.complete = true;
        this.open.push(index);
        break;
      }
      if (c === '/') {
        pos++;
        ws();
        if (text[pos] === '>') pos++;
        element.selfClosing = true;
        element.complete = true;
        break;
      }
      if (c === '{') {
        // A spread (`{...props}`).
        element.spread = true;
        pos = expressionEnd(text, pos);
        continue;
      }
      if (!NAME_START.test(c)) break;
      const attributeStart = pos;
      while (pos < text.length && (isNamePart(text.charCodeAt(pos)) || text[pos] === ':')) pos++;
      const attribute: JsxAttribute = {
        name: text.slice(attributeStart, pos),
        offset: attributeStart,
        length: pos - attributeStart,
      };
      element.attributes.push(attribute);
      const afterName = pos;
      ws();
      if (text[pos] !== '=') {
        pos = afterName;
        continue;
      }
      pos++;
      ws();
      const quote = text[pos];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, pos + 1);
        const stop = close < 0 ? text.length : close;
        attribute.value = { kind: 'string', text: text.slice(pos + 1, stop), offset: pos + 1, length: stop - pos - 1 };
        pos = close < 0 ? text.length : close + 1;
      } else if (quote === '{') {
        const close = expressionEnd(text, pos);
        attribute.value = {
          kind: 'expression',
          text: text.slice(pos + 1, close - 1),
          offset: pos + 1,
          length: Math.max(0, close - pos - 2),
        };
        pos = close;
      } else break;
    }
    element.tagEnd = pos;
    return pos;
  }

  private close(name: string, at: number): void {
    // Close the innermost element of that name (what is between was left open: the parser reports that).
    for (let k = this.open.length - 1; k >= 0; k--) {
      const element = this.out.elements[this.open[k]];
      if (element.name === name) {
        element.closeOffset = at;
        this.open.length = k;
        return;
      }
    }
  }
}

/** The names an ESM block's imports bind, added to `into`. */
export function readImports(code: string, into: ImportedName[]): void {
  // `import <clause> from '<source>'`: the clause is what lies between the keyword and `from`.
  for (const m of code.matchAll(FROM_SOURCE)) {
    const keyword = code.lastIndexOf('import', m.index);
    if (keyword >= 0) importClause(code.slice(keyword + 'import'.length, m.index).trim(), m[2], into);
  }
}

function importClause(clause: string, source: string, into: ImportedName[]): void {
  const open = clause.indexOf('{');
  const close = clause.indexOf('}', open);
  const braces = open >= 0 && close > open ? clause.slice(open + 1, close) : undefined;
  const head = words((open >= 0 ? clause.slice(0, open) : clause).replace(/,/g, ' ')).split(' ')[0];
  if (head && !head.startsWith('*')) into.push({ name: head, imported: 'default', source });
  const star = /\*\s*as\s([A-Za-z_$][\w$]*)/.exec(words(clause));
  if (star) into.push({ name: star[1], imported: '*', source });
  if (braces === undefined) return;
  for (const part of braces.split(',')) {
    const [imported, local] = words(part).split(' as ');
    if (imported) into.push({ name: local || imported, imported, source });
  }
}

/** Text with its whitespace runs made single spaces and its ends trimmed. */
function words(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13;
}

/** A letter, digit, `$`, `_` or `-`. */
function isNamePart(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 36 ||
    code === 95 ||
    code === 45
  );
}

function lineStartAt(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEndAt(text: string, at: number): number {
  const newline = text.indexOf('\n', at);
  return newline < 0 ? text.length : newline;
}

function closingBackticks(text: string, from: number, size: number, limit: number): number {
  let i = from;
  for (;;) {
    const tick = text.indexOf('`', i);
    if (tick < 0 || tick >= limit) return -1;
    let run = tick;
    while (text[run] === '`') run++;
    if (run - tick === size) return tick;
    i = run;
  }
}

/** The offset after the `}` that closes the expression opening at `start` (strings, template literals, comments and
 * nested braces skipped); the text's end when it never closes. */
export function expressionEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      if (--depth === 0) return i + 1;
    } else if (c === '"' || c === "'" || c === '`') {
      i = stringEnd(text, i, c);
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      const newline = text.indexOf('\n', i);
      i = newline < 0 ? text.length : newline;
    }
  }
  return text.length;
}

function stringEnd(text: string, start: number, quote: string): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === quote) return i;
    else if (quote === '`' && c === '$' && text[i + 1] === '{') i = expressionEnd(text, i + 1) - 1;
    else if (c === '\n' && quote !== '`') return i;
  }
  return text.length;
}
