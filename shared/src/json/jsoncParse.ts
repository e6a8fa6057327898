// One pass over a config's text: the jsonc tree, its parse errors, and the lexical findings the syntax check needs
// (comments, trailing commas, nesting too deep), all from one run of jsonc-parser's scanner.
//
// It used to be two passes (a lexical pre-pass over every token, then `parseTree`, which scans the text again): on a
// 100,000-page config the scanner was the largest cost of a keystroke after the page checks. This parser makes the
// same tree and the same errors as `parseTree` with `allowTrailingComma` and comments allowed (its procedures are
// followed step by step: the error recovery, the offsets of every node, `colonOffset`), but it is iterative, so no
// nesting can overflow the stack, and it counts depth on the raw tokens as the pre-pass did: past MAX_NESTING_DEPTH
// it stops and returns no tree. test/unit/server/jsoncParse.test.ts compares it with the two passes on random and
// mutated texts.
import { createScanner, ParseErrorCode, ScanError, SyntaxKind, type Node, type ParseError } from 'jsonc-parser';
import { Kind, TreeBuilder } from './compactTree';

/** Deeper nesting than this is refused: the tree's users (ajv, value building) recurse, and no real config comes close. */
export const MAX_NESTING_DEPTH = 256;

/**
 * More keys and values than this (strings, keys included, numbers, literals, objects, arrays) are refused: what a
 * config costs the server is per key or value (its node, its value, its site-model record, its schema check), up to
 * about 900 bytes at the peak for the worst shape (a long list of `{}` where pages belong: 2,000,000 of them peaked
 * at 1.76 GB), so this many take under a gigabyte whatever their shape. A 100,000-page docs.json holds about 114,000,
 * the largest real config measured 53,000. docs/security.md has the figures.
 */
export const MAX_KEYS_AND_VALUES = 1_000_000;

export interface JsoncParse {
  /** The tree; undefined when the text holds no value or nests deeper than MAX_NESTING_DEPTH. */
  root?: Node;
  /** Empty when the text nests too deep (it is not parsed further). */
  errors: ParseError[];
  comments: { offset: number; length: number }[];
  trailingCommas: number[];
  /** Offset of the bracket that went past MAX_NESTING_DEPTH, when one did. */
  tooDeepAt?: number;
  /** Offset of the key or value past MAX_KEYS_AND_VALUES, when the text holds more (it is not parsed further). */
  tooManyAt?: number;
  /** The plain value of the tree (as jsonc-parser's getNodeValue gives it), when the pass built it on the way. */
  value?: unknown;
  /** The key nodes that repeat a key written earlier in the same object, when the pass found them on the way. */
  duplicateKeys?: Node[];
}

const NO_TOKENS: readonly SyntaxKind[] = [];
const CLOSE_BRACE_OR_COMMA: readonly SyntaxKind[] = [SyntaxKind.CloseBraceToken, SyntaxKind.CommaToken];
const CLOSE_BRACKET_OR_COMMA: readonly SyntaxKind[] = [SyntaxKind.CloseBracketToken, SyntaxKind.CommaToken];
const CLOSE_BRACE: readonly SyntaxKind[] = [SyntaxKind.CloseBraceToken];
const CLOSE_BRACKET: readonly SyntaxKind[] = [SyntaxKind.CloseBracketToken];

/** The parse error each scan error is reported as (as jsonc-parser's own parser does). */
const SCAN_ERRORS: Partial<Record<ScanError, ParseErrorCode>> = {
  [ScanError.InvalidUnicode]: ParseErrorCode.InvalidUnicode,
  [ScanError.InvalidEscapeCharacter]: ParseErrorCode.InvalidEscapeCharacter,
  [ScanError.UnexpectedEndOfNumber]: ParseErrorCode.UnexpectedEndOfNumber,
  [ScanError.UnexpectedEndOfComment]: ParseErrorCode.UnexpectedEndOfComment,
  [ScanError.UnexpectedEndOfString]: ParseErrorCode.UnexpectedEndOfString,
  [ScanError.InvalidCharacter]: ParseErrorCode.InvalidCharacter,
};

/** Thrown inside the pass when the nesting goes too deep; caught by parseJsonc. */
class TooDeep {
  constructor(readonly offset: number) {}
}

/** Thrown inside either pass at the key or value past MAX_KEYS_AND_VALUES, with the lexical findings before it. */
class TooMany {
  constructor(
    readonly offset: number,
    readonly comments: { offset: number; length: number }[],
    readonly trailingCommas: number[],
  ) {}

  result(): JsoncParse {
    return { errors: [], comments: this.comments, trailingCommas: this.trailingCommas, tooManyAt: this.offset };
  }
}

interface Frame {
  /** The container's node index. */
  node: number;
  isObject: boolean;
  needsComma: boolean;
}

/** The parent index of a value at the top level: parseTree's artificial root array. */
const TOP = -1;

export function parseJsonc(text: string): JsoncParse {
  return parseCleanJsonc(text) ?? parseAnyJsonc(text);
}

/** The full pass: any text, with jsonc-parser's error recovery. */
export function parseAnyJsonc(text: string): JsoncParse {
  const scanner = createTokenScanner(text);
  const errors: ParseError[] = [];
  const comments: { offset: number; length: number }[] = [];
  const trailingCommas: number[] = [];
  let depth = 0;
  let keysAndValues = 0;
  let pendingComma = -1;
  let token: SyntaxKind = SyntaxKind.Unknown;
  // The parser's current token, read through a call: TypeScript would otherwise keep a narrowing across scanNext().
  const current = (): SyntaxKind => token;

  // The tree, as parseTree builds it (its artificial root array, which holds the value, is TOP).
  const tree = new TreeBuilder(text);
  let currentParent = TOP;
  const isProperty = (node: number) => node !== TOP && tree.kinds[node] === Kind.Property;
  const ensurePropertyComplete = (endOffset: number) => {
    if (isProperty(currentParent)) {
      tree.lengths[currentParent] = endOffset - tree.offsets[currentParent];
      currentParent = tree.parents[currentParent];
    }
  };
  const onError = (error: ParseErrorCode) => {
    errors.push({ error, offset: scanner.getTokenOffset(), length: scanner.getTokenLength() });
  };

  /** The lexical findings of one raw token (every token of the text passes here, in order, as in a plain scan). */
  const noteToken = (kind: SyntaxKind) => {
    switch (kind) {
      case SyntaxKind.LineCommentTrivia:
      case SyntaxKind.BlockCommentTrivia:
        comments.push({ offset: scanner.getTokenOffset(), length: scanner.getTokenLength() });
        return;
      case SyntaxKind.Trivia:
      case SyntaxKind.LineBreakTrivia:
      case SyntaxKind.EOF:
        return;
      case SyntaxKind.OpenBraceToken:
      case SyntaxKind.OpenBracketToken:
        if (++depth > MAX_NESTING_DEPTH) throw new TooDeep(scanner.getTokenOffset());
        if (++keysAndValues > MAX_KEYS_AND_VALUES)
          throw new TooMany(scanner.getTokenOffset(), comments, trailingCommas);
        pendingComma = -1;
        return;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken:
        if (pendingComma >= 0) trailingCommas.push(pendingComma);
        depth = Math.max(0, depth - 1);
        pendingComma = -1;
        return;
      case SyntaxKind.StringLiteral:
      case SyntaxKind.NumericLiteral:
      case SyntaxKind.TrueKeyword:
      case SyntaxKind.FalseKeyword:
      case SyntaxKind.NullKeyword:
        if (++keysAndValues > MAX_KEYS_AND_VALUES)
          throw new TooMany(scanner.getTokenOffset(), comments, trailingCommas);
        pendingComma = -1;
        return;
      default:
        pendingComma = kind === SyntaxKind.CommaToken ? scanner.getTokenOffset() : -1;
    }
  };

  /** The next token the parser sees (trivia and comments skipped, scan errors reported). */
  const scanNext = (): SyntaxKind => {
    for (;;) {
      const kind = scanner.scan();
      noteToken(kind);
      const scanError = SCAN_ERRORS[scanner.getTokenError()];
      if (scanError !== undefined) onError(scanError);
      switch (kind) {
        case SyntaxKind.LineCommentTrivia:
        case SyntaxKind.BlockCommentTrivia:
        case SyntaxKind.Trivia:
        case SyntaxKind.LineBreakTrivia:
          break;
        case SyntaxKind.Unknown:
          onError(ParseErrorCode.InvalidSymbol);
          break;
        default:
          return (token = kind);
      }
    }
  };

  const handleError = (
    error: ParseErrorCode,
    skipUntilAfter: readonly SyntaxKind[],
    skipUntil: readonly SyntaxKind[],
  ) => {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length === 0) return;
    while (current() !== SyntaxKind.EOF) {
      if (skipUntilAfter.includes(current())) {
        scanNext();
        break;
      } else if (skipUntil.includes(current())) break;
      scanNext();
    }
  };

  const stack: Frame[] = [];

  /** A literal at the current token (a string's or a number's value given, the others known by their kind). */
  const onLiteralValue = (kind: Kind, value?: string | number) => {
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    if (typeof value === 'string') tree.addString(offset, length, currentParent, value);
    else if (typeof value === 'number') tree.addNumber(offset, length, currentParent, value);
    else tree.add(kind, offset, length, currentParent);
    ensurePropertyComplete(offset + length);
  };

  const open = (kind: Kind.Object | Kind.Array) => {
    currentParent = tree.add(kind, scanner.getTokenOffset(), -1, currentParent);
    stack.push({ node: currentParent, isObject: kind === Kind.Object, needsComma: false });
    scanNext();
  };

  /** parseValue: a literal is consumed (true), a container is opened (its frame pushed; it closes later, always
   * successfully), or there is no value here (false). */
  const beginValue = (): boolean => {
    switch (current()) {
      case SyntaxKind.OpenBracketToken:
        open(Kind.Array);
        return true;
      case SyntaxKind.OpenBraceToken:
        open(Kind.Object);
        return true;
      case SyntaxKind.StringLiteral:
        onLiteralValue(Kind.String, scanner.getTokenValue());
        scanNext();
        return true;
      case SyntaxKind.NumericLiteral: {
        let value = Number(scanner.getTokenValue());
        if (isNaN(value)) {
          handleError(ParseErrorCode.InvalidNumberFormat, NO_TOKENS, NO_TOKENS);
          value = 0;
        }
        onLiteralValue(Kind.Number, value);
        scanNext();
        return true;
      }
      case SyntaxKind.NullKeyword:
        onLiteralValue(Kind.Null);
        scanNext();
        return true;
      case SyntaxKind.TrueKeyword:
        onLiteralValue(Kind.True);
        scanNext();
        return true;
      case SyntaxKind.FalseKeyword:
        onLiteralValue(Kind.False);
        scanNext();
        return true;
      default:
        return false;
    }
  };

  /** onObjectEnd / onArrayEnd, then the closing token (or the error for its absence). */
  const closeContainer = (isObject: boolean) => {
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    if (isObject) ensurePropertyComplete(offset + length);
    tree.lengths[currentParent] = offset + length - tree.offsets[currentParent];
    currentParent = tree.parents[currentParent];
    ensurePropertyComplete(offset + length);
    stack.pop();
    const close = isObject ? SyntaxKind.CloseBraceToken : SyntaxKind.CloseBracketToken;
    if (current() !== close)
      handleError(
        isObject ? ParseErrorCode.CloseBraceExpected : ParseErrorCode.CloseBracketExpected,
        isObject ? CLOSE_BRACE : CLOSE_BRACKET,
        NO_TOKENS,
      );
    else scanNext();
  };

  /** One turn of parseObject's or parseArray's loop for the innermost open container. */
  const step = (frame: Frame) => {
    const isObject = frame.isObject;
    const close = isObject ? SyntaxKind.CloseBraceToken : SyntaxKind.CloseBracketToken;
    if (current() === close || current() === SyntaxKind.EOF) return closeContainer(isObject);
    if (current() === SyntaxKind.CommaToken) {
      if (!frame.needsComma) handleError(ParseErrorCode.ValueExpected, NO_TOKENS, NO_TOKENS);
      if (isProperty(currentParent)) ensurePropertyComplete(scanner.getTokenOffset());
      scanNext();
      if (current() === close) return closeContainer(isObject); // a trailing comma (allowed; reported by the syntax check)
    } else if (frame.needsComma) handleError(ParseErrorCode.CommaExpected, NO_TOKENS, NO_TOKENS);
    frame.needsComma = true;
    if (!isObject) {
      if (!beginValue()) handleError(ParseErrorCode.ValueExpected, NO_TOKENS, CLOSE_BRACKET_OR_COMMA);
      return;
    }
    // parseProperty
    if (current() !== SyntaxKind.StringLiteral) {
      handleError(ParseErrorCode.PropertyNameExpected, NO_TOKENS, CLOSE_BRACE_OR_COMMA);
      handleError(ParseErrorCode.ValueExpected, NO_TOKENS, CLOSE_BRACE_OR_COMMA);
      return;
    }
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    const property = tree.add(Kind.Property, offset, -1, currentParent);
    currentParent = property;
    tree.addString(offset, length, property, scanner.getTokenValue());
    scanNext();
    if (current() === SyntaxKind.ColonToken) {
      tree.colons[property] = scanner.getTokenOffset();
      scanNext();
      if (!beginValue()) handleError(ParseErrorCode.ValueExpected, NO_TOKENS, CLOSE_BRACE_OR_COMMA);
    } else handleError(ParseErrorCode.ColonExpected, NO_TOKENS, CLOSE_BRACE_OR_COMMA);
  };

  try {
    scanNext();
    if (current() === SyntaxKind.EOF) handleError(ParseErrorCode.ValueExpected, NO_TOKENS, NO_TOKENS);
    else if (!beginValue()) handleError(ParseErrorCode.ValueExpected, NO_TOKENS, NO_TOKENS);
    else {
      while (stack.length) step(stack[stack.length - 1]);
      if (current() !== SyntaxKind.EOF) handleError(ParseErrorCode.EndOfFileExpected, NO_TOKENS, NO_TOKENS);
    }
    // Whatever follows where the parser stopped still counts for the lexical findings.
    while (current() !== SyntaxKind.EOF) noteToken((token = scanner.scan()));
  } catch (error) {
    if (error instanceof TooDeep) return { errors: [], comments, trailingCommas, tooDeepAt: error.offset };
    if (error instanceof TooMany) return error.result();
    throw error;
  }
  const built = tree.finish();
  if (!built) return { errors, comments, trailingCommas };
  return {
    root: built.root,
    errors,
    comments,
    trailingCommas,
    value: built.plainValue(0),
    duplicateKeys: built.duplicateKeys().map((key) => built.view(key)),
  };
}

/** The scanner calls the full pass makes. */
interface TokenScanner {
  scan(): SyntaxKind;
  getTokenOffset(): number;
  getTokenLength(): number;
  getTokenValue(): string;
  getTokenError(): ScanError;
}

/**
 * jsonc-parser's scanner, with strings and runs of white space read here. Its string scan appends the value piece by
 * piece (two appends per escape), and its white-space scan one character at a time and one token per line break: a
 * 4-million-escape string took about half a second, 8 million spaces about 0.8 s. Here a string's end is found by one
 * loop over its characters and its value decoded by JSON.parse, run by run between the spots JSON.parse would refuse
 * (which get the scanner's treatment and error), and a run of spaces, tabs and line breaks is one trivia token (the
 * pass skips both kinds alike). Same tokens, offsets, values and errors otherwise: jsoncParse.test.ts compares.
 */
function createTokenScanner(text: string): TokenScanner {
  const inner = createScanner(text, false);
  // The token read here, or undefined when the last token came from the inner scanner.
  let own: { offset: number; length: number; value: string; error: ScanError } | undefined;
  return {
    scan() {
      const at = inner.getPosition();
      const code = text.charCodeAt(at);
      if (code === Char.Quote) {
        own = scanString(text, at);
        inner.setPosition(own.offset + own.length);
        return SyntaxKind.StringLiteral;
      }
      if (code === Char.Space || code === Char.Tab || code === Char.LineFeed || code === Char.CarriageReturn) {
        let end = at + 1;
        for (
          let c = text.charCodeAt(end);
          c === Char.Space || c === Char.Tab || c === Char.LineFeed || c === Char.CarriageReturn;
          c = text.charCodeAt(++end)
        );
        own = { offset: at, length: end - at, value: text.slice(at, end), error: ScanError.None };
        inner.setPosition(end);
        return SyntaxKind.Trivia;
      }
      own = undefined;
      return inner.scan();
    },
    getTokenOffset: () => (own ? own.offset : inner.getTokenOffset()),
    getTokenLength: () => (own ? own.length : inner.getTokenLength()),
    getTokenValue: () => (own ? own.value : inner.getTokenValue()),
    getTokenError: () => (own ? own.error : inner.getTokenError()),
  };
}

/** The escapes JSON.parse decodes as jsonc-parser does (besides `\uXXXX`): `"` `\` `/` b f n r t. */
const SIMPLE_ESCAPES = new Set([Char.Quote, Char.Backslash, Char.Slash, 98, 102, 110, 114, 116]);

function isHexDigit(code: number): boolean {
  return (code >= Char.Zero && code <= Char.Nine) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/**
 * The string token starting at the quote at `start`, as jsonc-parser's scanner reads it: the value, its end and the
 * last error seen. An invalid escape is dropped (with the `u` and the hex digits of a short `\u`), a control
 * character kept, a line break or the end of the text ends the string unterminated.
 */
function scanString(text: string, start: number): { offset: number; length: number; value: string; error: ScanError } {
  const length = text.length;
  const pieces: string[] = [];
  let error = ScanError.None;
  let pos = start + 1;
  // The current run: characters JSON.parse decodes as the scanner would (escaped: it holds escapes to decode).
  let runStart = pos;
  let escaped = false;
  const endRun = (end: number) => {
    if (end > runStart)
      pieces.push(escaped ? (JSON.parse(`"${text.slice(runStart, end)}"`) as string) : text.slice(runStart, end));
    escaped = false;
  };
  for (;;) {
    if (pos >= length) {
      endRun(pos);
      error = ScanError.UnexpectedEndOfString;
      break;
    }
    const code = text.charCodeAt(pos);
    if (code === Char.Quote) {
      endRun(pos);
      pos++;
      break;
    }
    if (code === Char.Backslash) {
      if (pos + 1 >= length) {
        endRun(pos);
        pos++;
        error = ScanError.UnexpectedEndOfString;
        break;
      }
      const next = text.charCodeAt(pos + 1);
      if (SIMPLE_ESCAPES.has(next)) {
        escaped = true;
        pos += 2;
        continue;
      }
      let digits = 0;
      if (next === 117 /* u */) while (digits < 4 && isHexDigit(text.charCodeAt(pos + 2 + digits))) digits++;
      if (digits === 4) {
        escaped = true;
        pos += 6;
        continue;
      }
      endRun(pos);
      error = next === 117 ? ScanError.InvalidUnicode : ScanError.InvalidEscapeCharacter;
      pos += 2 + digits;
      runStart = pos;
      continue;
    }
    if (code <= 0x1f) {
      endRun(pos);
      if (code === Char.LineFeed || code === Char.CarriageReturn) {
        error = ScanError.UnexpectedEndOfString;
        break;
      }
      pieces.push(text[pos]);
      error = ScanError.InvalidCharacter;
      pos++;
      runStart = pos;
      continue;
    }
    pos++;
  }
  return { offset: start, length: pos - start, value: pieces.length === 1 ? pieces[0] : pieces.join(''), error };
}

// The common case, fast: a text that is JSON plus comments and trailing commas, where the scanner would report
// nothing. It reads characters directly (no token objects, no string built one character at a time: a string
// without escapes is a slice of the text, one with escapes is decoded natively by JSON.parse) and builds the plain
// value on the way. At the first thing it does not expect — any error, odd whitespace, a number or keyword the
// scanner would split differently, nesting past the limit — it gives up (undefined) and the full pass runs, so
// what it accepts it parses exactly as the full pass does (the unit test compares them).

const enum Char {
  Tab = 9,
  LineFeed = 10,
  CarriageReturn = 13,
  Space = 32,
  Quote = 34,
  Asterisk = 42,
  Comma = 44,
  Minus = 45,
  Slash = 47,
  Zero = 48,
  Nine = 57,
  Colon = 58,
  OpenBracket = 91,
  Backslash = 92,
  CloseBracket = 93,
  F = 102,
  N = 110,
  T = 116,
  OpenBrace = 123,
  CloseBrace = 125,
}

/** Lists shorter than this are copied to their exact size when they are complete. */
const SHORT_LIST = 16;

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/** Where the scanner would end a number or a keyword: whitespace, a line break, `,` `]` `}` `/`, or the end. */
function endsWord(code: number): boolean {
  return (
    code !== code /* NaN: end of text */ ||
    code === Char.Space ||
    code === Char.Tab ||
    code === Char.LineFeed ||
    code === Char.CarriageReturn ||
    code === Char.Comma ||
    code === Char.CloseBracket ||
    code === Char.CloseBrace ||
    code === Char.Slash
  );
}

interface CleanFrame {
  /** The container's node index. */
  node: number;
  isObject: boolean;
  /** The object or array value being filled. */
  value: Record<string, unknown> | unknown[];
  /** In an object: the property whose value is being read (-1 when none is). */
  property: number;
  key?: string;
}

export function parseCleanJsonc(text: string): JsoncParse | undefined {
  try {
    return readCleanJsonc(text);
  } catch (error) {
    if (error instanceof TooMany) return error.result();
    throw error;
  }
}

function readCleanJsonc(text: string): JsoncParse | undefined {
  const length = text.length;
  const comments: { offset: number; length: number }[] = [];
  const trailingCommas: number[] = [];
  const duplicateKeys: number[] = [];
  const tree = new TreeBuilder(text);
  let pos = 0;

  /** Skips whitespace and comments; false at an unterminated comment or a lone `/`. */
  const skipTrivia = (): boolean => {
    for (;;) {
      const code = text.charCodeAt(pos);
      if (code === Char.Space || code === Char.Tab || code === Char.LineFeed || code === Char.CarriageReturn) pos++;
      else if (code === Char.Slash) {
        const next = text.charCodeAt(pos + 1);
        if (next === Char.Slash) {
          let end = pos + 2;
          while (end < length) {
            const c = text.charCodeAt(end);
            if (c === Char.LineFeed || c === Char.CarriageReturn) break;
            end++;
          }
          comments.push({ offset: pos, length: end - pos });
          pos = end;
        } else if (next === Char.Asterisk) {
          const close = text.indexOf('*/', pos + 2);
          if (close < 0) return false;
          comments.push({ offset: pos, length: close + 2 - pos });
          pos = close + 2;
        } else return false;
      } else return true;
    }
  };

  /** A string token at `pos`: its value, or undefined when the scanner would report something in it. */
  const readString = (): string | undefined => {
    const start = pos;
    let at = pos + 1;
    let escaped = false;
    for (;;) {
      if (at >= length) return undefined;
      const code = text.charCodeAt(at);
      if (code === Char.Quote) break;
      if (code === Char.Backslash) {
        escaped = true;
        at += 2;
        continue;
      }
      if (code < 0x20) return undefined;
      at++;
    }
    pos = at + 1;
    if (!escaped) return text.slice(start + 1, at);
    try {
      return JSON.parse(text.slice(start, pos)) as string;
    } catch {
      return undefined;
    }
  };

  const stack: CleanFrame[] = [];
  let rootValue: unknown;
  // Past MAX_KEYS_AND_VALUES the pass stops (a well-formed key or value is counted as the full pass counts its token).
  let keysAndValues = 0;
  const count = (offset: number) => {
    if (++keysAndValues > MAX_KEYS_AND_VALUES) throw new TooMany(offset, comments, trailingCommas);
  };

  /** Attaches a finished value (node and plain value) to the innermost container, or makes it the root. */
  const attach = (node: number, value: unknown, end: number) => {
    const frame = stack[stack.length - 1];
    if (!frame) {
      rootValue = value;
      return;
    }
    if (frame.property >= 0) {
      tree.attach(node, frame.property);
      tree.lengths[frame.property] = end - tree.offsets[frame.property];
      (frame.value as Record<string, unknown>)[frame.key!] = value;
      frame.property = -1;
    } else {
      tree.attach(node, frame.node);
      (frame.value as unknown[]).push(value);
    }
  };

  /** A value at `pos`: a literal is read and attached; a container is opened. False when it is not clean. */
  const readValue = (): boolean => {
    const offset = pos;
    const code = text.charCodeAt(pos);
    switch (code) {
      case Char.OpenBrace:
      case Char.OpenBracket: {
        if (stack.length >= MAX_NESTING_DEPTH) return false;
        count(offset);
        const isObject = code === Char.OpenBrace;
        const node = tree.add(isObject ? Kind.Object : Kind.Array, offset, -1, -1);
        stack.push({
          node,
          isObject,
          value: isObject ? (Object.create(null) as Record<string, unknown>) : [],
          property: -1,
        });
        pos++;
        return true;
      }
      case Char.Quote: {
        const value = readString();
        if (value === undefined) return false;
        count(offset);
        attach(tree.addString(offset, pos - offset, -1, value), value, pos);
        return true;
      }
      case Char.T:
      case Char.F:
      case Char.N: {
        const word = code === Char.T ? 'true' : code === Char.F ? 'false' : 'null';
        if (!text.startsWith(word, pos) || !endsWord(text.charCodeAt(pos + word.length))) return false;
        const value = code === Char.T ? true : code === Char.F ? false : null;
        count(offset);
        pos += word.length;
        attach(
          tree.add(code === Char.T ? Kind.True : code === Char.F ? Kind.False : Kind.Null, offset, word.length, -1),
          value,
          pos,
        );
        return true;
      }
      default: {
        if (code !== Char.Minus && (code < Char.Zero || code > Char.Nine)) return false;
        NUMBER.lastIndex = pos;
        const match = NUMBER.exec(text);
        if (!match || !endsWord(text.charCodeAt(pos + match[0].length))) return false;
        count(offset);
        const value = Number(match[0]);
        pos += match[0].length;
        attach(tree.add(Kind.Number, offset, match[0].length, -1), value, pos);
        return true;
      }
    }
  };

  /** Closes the innermost container at the bracket at `pos`. A short list grown by pushes has room for 16 more
   * (V8 grows a list by at least 16): the value keeps an exact copy instead, 128 bytes less per list. */
  const close = () => {
    const frame = stack.pop()!;
    pos++;
    tree.lengths[frame.node] = pos - tree.offsets[frame.node];
    if (Array.isArray(frame.value) && frame.value.length > 0 && frame.value.length < SHORT_LIST)
      frame.value = frame.value.slice();
    attach(frame.node, frame.value, pos);
  };

  if (!skipTrivia() || pos >= length || !readValue()) return undefined;
  while (stack.length) {
    const frame = stack[stack.length - 1];
    const isObject = frame.isObject;
    const closing = isObject ? Char.CloseBrace : Char.CloseBracket;
    if (!skipTrivia()) return undefined;
    let code = text.charCodeAt(pos);
    if (tree.childCounts[frame.node] > 0) {
      // After a member: a comma (maybe trailing) or the end of the container.
      if (code === closing) {
        close();
        continue;
      }
      if (code !== Char.Comma) return undefined;
      const comma = pos++;
      if (!skipTrivia()) return undefined;
      code = text.charCodeAt(pos);
      if (code === closing) {
        trailingCommas.push(comma);
        close();
        continue;
      }
    } else if (code === closing) {
      close();
      continue;
    }
    if (!isObject) {
      if (!readValue()) return undefined;
      continue;
    }
    // A property: key, colon, value.
    if (code !== Char.Quote) return undefined;
    const keyOffset = pos;
    const key = readString();
    if (key === undefined) return undefined;
    count(keyOffset);
    const property = tree.add(Kind.Property, keyOffset, -1, frame.node);
    const keyNode = tree.addString(keyOffset, pos - keyOffset, property, key);
    // The object being built has no prototype, so `in` sees exactly the keys read so far: duplicates cost a lookup,
    // not a set per object in a walk of the whole tree afterwards.
    if (key in frame.value) duplicateKeys.push(keyNode);
    if (!skipTrivia() || text.charCodeAt(pos) !== Char.Colon) return undefined;
    tree.colons[property] = pos++;
    if (!skipTrivia()) return undefined;
    frame.property = property;
    frame.key = key;
    if (!readValue()) return undefined;
  }
  if (!skipTrivia() || pos < length) return undefined;
  const built = tree.finish();
  return {
    root: built?.root,
    errors: [],
    comments,
    trailingCommas,
    value: rootValue,
    duplicateKeys: built ? duplicateKeys.map((key) => built.view(key)) : [],
  };
}
