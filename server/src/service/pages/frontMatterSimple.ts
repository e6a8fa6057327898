// The front matter most pages have, read without the YAML library: `key: value` lines whose values are plain words,
// text in quotes without escapes, whole numbers, booleans or nothing. It gives the very document the library gives for
// those lines (the same nodes with the same values, types and ranges), so the checks cannot tell which reader ran.
// Why: the library's lexer, parser and composer run through generators and made about 17 KB of short-lived objects
// for a one-line block; the page pass reads every page's block, and those objects were most of its garbage and of
// the memory the pass left behind. Anything else (comments, escapes, lists, nesting, tabs, line breaks inside a value,
// a repeated key, a value that would resolve to another type) returns undefined and is read by the library
// (frontMatterYaml.ts). A differential test holds the two readers to the same nodes.
import { Document, Pair, Scalar, YAMLMap, type DocumentOptions, type ParsedNode, type Schema } from 'yaml';

const SPACE = 0x20;
const COLON = 0x3a;
const HASH = 0x23;
const NEWLINE = 0x0a;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const BACKSLASH = 0x5c;

/** Plain words the schema reads as something other than text (YAML 1.2 core, as js-yaml 3 reads them too). */
const PLAIN_VALUES = new Map<string, boolean | null>([
  ['true', true],
  ['True', true],
  ['TRUE', true],
  ['false', false],
  ['False', false],
  ['FALSE', false],
  ['null', null],
  ['Null', null],
  ['NULL', null],
]);

/** A whole number both readers take the same way (no sign, no leading zero: js-yaml 3 reads `010` as octal). */
const WHOLE_NUMBER = /^(?:0|[1-9][0-9]{0,14})$/;

/** A key is a word: letters, digits, `_` and `-`, not starting with a digit or `-` (`og:image` and the like go to the
 * library). Long keys go there too (YAML caps an implicit key at 1,024 characters). */
const MAX_KEY_LENGTH = 256;

/**
 * The document of a trimmed front matter block when every line is a simple `key: value` line (blank lines allowed);
 * undefined otherwise. `options` are the composer's (the shared schema), so the document is the library's own kind.
 */
export function readSimpleFrontMatter(
  source: string,
  options: DocumentOptions & { schema: Schema },
): Document.Parsed<ParsedNode> | undefined {
  const map = new YAMLMap<Scalar, Scalar>(options.schema);
  // A set, not a scan of the pairs read so far: a page's front matter is untrusted, and may hold thousands of keys.
  const keys = new Set<string>();
  const end = source.length;
  for (let lineStart = 0; lineStart < end;) {
    let lineEnd = source.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = end;
    const next = lineEnd + 1;
    if (lineEnd === lineStart) {
      lineStart = next;
      continue;
    }
    let at = lineStart;
    if (!isKeyStart(source.charCodeAt(at))) return undefined;
    while (at < lineEnd && isKeyPart(source.charCodeAt(at))) at++;
    if (source.charCodeAt(at) !== COLON || at - lineStart > MAX_KEY_LENGTH) return undefined;
    const keyText = source.slice(lineStart, at);
    if (PLAIN_VALUES.has(keyText) || keys.has(keyText)) return undefined;
    keys.add(keyText);
    const colon = at++;
    if (at < lineEnd && source.charCodeAt(at) !== SPACE) return undefined;
    while (at < lineEnd && source.charCodeAt(at) === SPACE) at++;
    let valueEnd = lineEnd;
    while (valueEnd > at && source.charCodeAt(valueEnd - 1) === SPACE) valueEnd--;
    // A value node reaches to the end of its line, line break included, when another line follows.
    const nodeEnd = lineEnd < end ? next : end;
    const value = at === valueEnd ? emptyValue(at) : valueOf(source, at, valueEnd, nodeEnd);
    if (!value) return undefined;
    map.items.push(new Pair(scalar(keyText, keyText, 'PLAIN', [lineStart, colon, colon]), value));
    lineStart = next;
  }
  if (map.items.length === 0) return undefined;
  map.range = [0, end, end];
  const document = new Document(undefined, options) as Document.Parsed<ParsedNode>;
  document.contents = map as unknown as ParsedNode;
  document.range = [0, end, end];
  return document;
}

function scalar(value: unknown, source: string, type: Scalar.Type, range: [number, number, number]): Scalar {
  const node = new Scalar(value);
  node.range = range;
  node.source = source;
  node.type = type;
  return node;
}

/** `key:` with nothing after it: a null the library places after the colon and any spaces that follow it. */
function emptyValue(at: number): Scalar {
  return scalar(null, '', 'PLAIN', [at, at, at]);
}

function valueOf(source: string, start: number, end: number, nodeEnd: number): Scalar | undefined {
  const first = source.charCodeAt(start);
  if (first === DOUBLE_QUOTE || first === SINGLE_QUOTE) {
    // Quoted text without escapes: `\` in double quotes and `''` in single quotes are the library's to read.
    if (end - start < 2 || source.charCodeAt(end - 1) !== first) return undefined;
    for (let i = start + 1; i < end - 1; i++) {
      const code = source.charCodeAt(i);
      if (code === first || (first === DOUBLE_QUOTE && code === BACKSLASH) || !isPrintable(source, i)) return undefined;
      if (isHighSurrogate(code)) i++;
    }
    const text = source.slice(start + 1, end - 1);
    return scalar(text, text, first === DOUBLE_QUOTE ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE', [start, end, nodeEnd]);
  }
  const text = source.slice(start, end);
  if (WHOLE_NUMBER.test(text)) return scalar(Number(text), text, 'PLAIN', [start, end, nodeEnd]);
  // Plain words start with a letter (no indicator, number, date or `.inf`), hold no `: ` or ` #`, and end in no `:`.
  if (!isWordStart(first)) return undefined;
  for (let i = start; i < end; i++) {
    const code = source.charCodeAt(i);
    if (!isPrintable(source, i)) return undefined;
    if (code === COLON && (i + 1 === end || source.charCodeAt(i + 1) === SPACE)) return undefined;
    if (code === HASH && source.charCodeAt(i - 1) === SPACE) return undefined;
    if (isHighSurrogate(code)) i++;
  }
  const resolved = PLAIN_VALUES.has(text) ? PLAIN_VALUES.get(text) : text;
  return scalar(resolved, text, 'PLAIN', [start, end, nodeEnd]);
}

function isKeyStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f;
}

function isKeyPart(code: number): boolean {
  return isKeyStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d;
}

function isWordStart(code: number): boolean {
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) return true;
  // Letters beyond ASCII (Latin-1's from À, and everything past it): never an indicator or a space.
  return (code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && code <= 0xff) || code > 0xff;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** A character both readers take as text: no control character (tabs and line breaks included), none of the
 * characters js-yaml 3 refuses in a stream, and a surrogate only as half of a pair. */
function isPrintable(source: string, i: number): boolean {
  const code = source.charCodeAt(i);
  if (code < SPACE || code === NEWLINE || (code >= 0x7f && code <= 0x9f)) return false;
  if (code === 0xfeff || code === 0xfffe || code === 0xffff || code === 0x2028 || code === 0x2029) return false;
  if (isHighSurrogate(code)) {
    const low = source.charCodeAt(i + 1);
    return low >= 0xdc00 && low <= 0xdfff;
  }
  return !(code >= 0xdc00 && code <= 0xdfff);
}
