// One JSON text read the way a config is checked: one pass of the jsonc scanner (jsoncParse.ts) gives the tree, the
// parse errors and the lexical findings (a byte order mark, comments, trailing commas, nesting depth), and a text
// past MAX_CHECKED_LENGTH is not read at all. The language service's parsed configs and the mint.json upgrade both
// read text through it, so the two agree on what a readable config is.
import { getNodeValue, type Node, type ParseError } from 'jsonc-parser';
import { parseJsonc } from './jsoncParse';

/**
 * Longer texts than this (in UTF-16 units) are not parsed; they get one clear diagnostic instead. It is the figure
 * config files are read up to (MAX_CONFIG_FILE_BYTES), so the editor and CI check the same files. A 100,000-page
 * config is a few megabytes; the unit tests check an 8 MB name and a 4 MB key made of escapes in full, and the long
 * fuzz run (`npm run fuzz`: seed 1644576947, 10,000 hostile inputs up to 8 MB, the largest 8,385,108 characters)
 * had every completion and hover answered within the second, the slowest in 603 ms (docs/benchmarks.md). Past this
 * size a text is not a site configuration anyone writes by hand, and a parse would hold up the server for seconds.
 */
export const MAX_CHECKED_LENGTH = 64 * 1024 * 1024;

export interface LexicalFindings {
  hasBom: boolean;
  comments: { offset: number; length: number }[];
  trailingCommas: number[];
  /** Offset of the bracket that went past MAX_NESTING_DEPTH, when one did. */
  tooDeepAt?: number;
  /** True when the text is longer than MAX_CHECKED_LENGTH and was not scanned or parsed. */
  tooLarge?: boolean;
  /** Offset of the key or value past MAX_KEYS_AND_VALUES, when the text holds more (it was not parsed further). */
  tooManyAt?: number;
  /** Key nodes repeating an earlier key of their object, when the parse found them (else syntax.ts looks). */
  duplicateKeys?: Node[];
}

export interface JsonText {
  lexical: LexicalFindings;
  parseErrors: ParseError[];
  /** The jsonc tree; undefined when the text was too deep to parse safely or held no value. */
  root?: Node;
  /** Plain value of the tree (last duplicate key wins, as in JSON.parse). */
  value: unknown;
}

const BOM = '\uFEFF';

export function readJsonText(source: string): JsonText {
  let text = source;
  const hasBom = text.startsWith(BOM);
  // Same length, so offsets still match the document.
  if (hasBom) text = ' ' + text.slice(1);
  let lexical: LexicalFindings;
  let parseErrors: ParseError[] = [];
  let root: Node | undefined;
  let value: unknown;
  if (text.length > MAX_CHECKED_LENGTH) lexical = { hasBom, comments: [], trailingCommas: [], tooLarge: true };
  else {
    const parsed = parseJsonc(text);
    lexical = { hasBom, comments: parsed.comments, trailingCommas: parsed.trailingCommas };
    if (parsed.tooDeepAt !== undefined) lexical.tooDeepAt = parsed.tooDeepAt;
    if (parsed.tooManyAt !== undefined) lexical.tooManyAt = parsed.tooManyAt;
    if (parsed.duplicateKeys) lexical.duplicateKeys = parsed.duplicateKeys;
    parseErrors = parsed.errors;
    root = parsed.root;
    value = 'value' in parsed ? parsed.value : root && getNodeValue(root);
  }
  return { lexical, parseErrors, root, value };
}
