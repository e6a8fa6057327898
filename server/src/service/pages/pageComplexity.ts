// The MDX parser the fallback runs (micromark with the MDX extensions) does work that grows with the square of some
// runs: nested `{` (each opens an expression that acorn reads again up to its end: 20 KB of nested braces took 11 s)
// and emphasis markers in one paragraph (every `*` or `_` run is matched against the open ones: `*a` repeated over
// 40 KB took 6 s). It is synchronous, so it cannot be stopped once started. This linear pass estimates that work
// before the parser runs; over the budget the page is not handed to it, and is reported as too complex to check, on
// the line where the run starts. The budgets are far above what real pages hold (the corpus's deepest expression
// nests 12 braces; its longest paragraph holds a few dozen markers) and keep a page under about a second of parsing.

import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';

/** Σ over top-level expressions of (deepest nesting × length in characters). */
const EXPRESSION_BUDGET = 10_000_000;
/** What reading a character of an expression again at a later `}` costs the parser, in units of the expression
 * budget (measured: 8,000 such braces on one line, 32 million characters read again, took 30 s; 20 KB of nested
 * braces, 2 × 10^8 units, 11 s). */
const REREAD_WEIGHT = 16;

export const UNCLOSED_EXPRESSION =
  'this expression does not end at its `}` and is read again at every later `}`: it cannot be read in bounded time';

const jsParser = Parser.extend(acornJsx());
/** Σ over paragraphs (and table rows, whose cells are read apart) of the square of their emphasis marker runs. */
const EMPHASIS_BUDGET = 25_000_000;

export interface TooComplex {
  offset: number;
  message: string;
}

/** Why the MDX parser must not be run on `text`, or undefined when its work stays within the budgets. */
/**
 * Whether the MDX parser reads the expression opening at `open` on past the `}` at `close`: acorn stops at the end of
 * the text (an unclosed template literal, comment or bracket, a trailing operator), so a later `}` may still close it. Read once per `}` at
 * most, and each read is counted against the budget before the next.
 */
function goesOn(text: string, open: number, close: number): boolean {
  const code = text.slice(open + 1, close);
  try {
    jsParser.parseExpressionAt(code, 0, { ecmaVersion: 2024, sourceType: 'module' });
    return false;
  } catch (error) {
    const raisedAt = (error as { raisedAt?: number }).raisedAt ?? 0;
    return raisedAt >= code.length || String((error as Error).message).startsWith('Unterminated comment');
  }
}

export function tooComplexForParser(text: string): TooComplex | undefined {
  let expressionWork = 0;
  let emphasisWork = 0;
  let depth = 0;
  let deepest = 0;
  let expressionStart = -1;
  /** The last top-level expression, while the parser would read it on past its `}` (it did not parse there). */
  let unclosed: { start: number } | undefined;
  let runs = 0;
  let paragraphStart = 0;
  let fence = '';
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let first = lineStart;
    while (first < lineEnd && (text[first] === ' ' || text[first] === '>' || text[first] === '\t')) first++;
    const marker = text.startsWith('```', first) ? '```' : text.startsWith('~~~', first) ? '~~~' : '';
    if (fence) {
      if (marker === fence) fence = '';
    } else if (marker && depth === 0) {
      fence = marker;
    } else {
      const blank = first >= lineEnd || (first === lineEnd - 1 && text[first] === '\r');
      const tableRow = text.indexOf('|', lineStart) >= 0 && text.indexOf('|', lineStart) < lineEnd;
      if (blank || tableRow) {
        emphasisWork += runs * runs;
        runs = 0;
        paragraphStart = blank ? lineEnd + 1 : lineStart;
      }
      for (let i = lineStart; i < lineEnd; i++) {
        const char = text[i];
        if (char === '{') {
          if (depth === 0) {
            expressionStart = i;
            deepest = 0;
          }
          depth++;
          if (depth > deepest) deepest = depth;
        } else if (char === '}' && depth > 0) {
          depth--;
          if (depth === 0) {
            expressionWork += deepest * (i - expressionStart + 1);
            unclosed = goesOn(text, expressionStart, i) ? { start: expressionStart } : undefined;
          }
        } else if (char === '}' && unclosed) {
          // The parser reads the expression again from its start up to this `}`, and on if it still does not parse.
          expressionWork += REREAD_WEIGHT * (i - unclosed.start + 1);
          if (expressionWork > EXPRESSION_BUDGET) return { offset: unclosed.start, message: UNCLOSED_EXPRESSION };
          if (!goesOn(text, unclosed.start, i)) unclosed = undefined;
        } else if ((char === '*' || char === '_') && text[i - 1] !== char) runs++;
        if (expressionWork + (depth > 0 ? deepest * (i - expressionStart + 1) : 0) > EXPRESSION_BUDGET) {
          return {
            offset: expressionStart,
            message: `its expressions nest braces too deeply (${deepest} levels here) to be read in bounded time`,
          };
        }
        if (emphasisWork + runs * runs > EMPHASIS_BUDGET) {
          return {
            offset: paragraphStart,
            message: `this paragraph holds too many emphasis markers (${runs}) to be read in bounded time`,
          };
        }
      }
      if (tableRow) {
        emphasisWork += runs * runs;
        runs = 0;
        paragraphStart = lineEnd + 1;
      }
    }
    lineStart = lineEnd + 1;
  }
  return undefined;
}
