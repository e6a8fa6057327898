// The MDX parser's messages about tags, made into what a writer needs: where the unclosed or mismatched tag opens
// (the parser reports "Expected a closing tag for `<Card>` (12:1-12:20)" at the end of the block, with the opening
// tag's place only in the text), and what a bare `<` in text does. Everything else is passed on as the parser says.

export interface ExplainedError {
  offset: number;
  length: number;
  message: string;
}

export function explainParseError(text: string, error: { offset: number; message: string }): ExplainedError {
  const unclosed =
    /^Expected a closing tag for `<([^>`]*)>` \((\d+):(\d+)-(\d+):(\d+)\)(?: before the end of `(\w+)`)?/.exec(
      error.message,
    );
  if (unclosed) {
    const [, name, line, column, endLine, endColumn, container] = unclosed;
    const start = offsetOf(text, Number(line), Number(column));
    const end = offsetOf(text, Number(endLine), Number(endColumn));
    const where =
      container === 'paragraph'
        ? ' in its paragraph (a tag opened in text must close in the same paragraph)'
        : container
          ? ` in its ${container.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`
          : '';
    return {
      offset: start,
      length: Math.max(1, end - start),
      message: `<${name}> on line ${line} is never closed${where}: add </${name}>, or write <${name} /> if it has no content.`,
    };
  }
  const mismatch =
    /^Unexpected closing tag `<\/([^>`]*)>`, expected corresponding closing tag for `<([^>`]*)>` \((\d+):(\d+)-(\d+):(\d+)\)/.exec(
      error.message,
    );
  if (mismatch) {
    const [, closing, opened, line, column, endLine, endColumn] = mismatch;
    const start = offsetOf(text, Number(line), Number(column));
    const end = offsetOf(text, Number(endLine), Number(endColumn));
    const closeLine = lineOf(text, error.offset);
    return {
      offset: start,
      length: Math.max(1, end - start),
      message: `<${opened}> on line ${line} is never closed: </${closing}> on line ${closeLine} comes first. Close <${opened}> before it.`,
    };
  }
  // `a <3` or `x < y` with a character that cannot start a tag name: MDX reads every `<` in text as a tag.
  if (/before name, expected a character that can start a name/.test(error.message) && text[error.offset - 1] === '<') {
    return {
      offset: error.offset - 1,
      length: 1,
      message: 'A bare `<` in text opens a tag: write `\\<` (or `&lt;`) for the character.',
    };
  }
  if (/^Unexpected character .* before name/.test(error.message) && text[error.offset] === '<') {
    return {
      offset: error.offset,
      length: 1,
      message: 'A bare `<` in text opens a tag: write `\\<` (or `&lt;`) for the character.',
    };
  }
  return { offset: error.offset, length: 1, message: error.message };
}

function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let n = 1; n < line; n++) {
    const newline = text.indexOf('\n', at);
    if (newline < 0) return text.length;
    at = newline + 1;
  }
  return Math.min(text.length, at + column - 1);
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
