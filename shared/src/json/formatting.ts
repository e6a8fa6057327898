// Formatting of a JSON document (the site config, a group document): jsonc-parser's formatter, which keeps comments
// and changes only whitespace, turned into LSP text edits. Pure: the language server and the client's group-document
// provider call the same function. Replaces what VS Code's built-in JSON support gave these files before they got
// a language of their own.
import { format, type FormattingOptions as JsonFormattingOptions } from 'jsonc-parser';
import type { FormattingOptions, Range, TextEdit } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/**
 * Edits that format the whole document, or only `range` (the formatter widens it to whole lines). The line ending
 * follows the document's first one; `insertFinalNewline` from the editor settings is honoured.
 */
export function formatJson(document: TextDocument, options: FormattingOptions, range?: Range): TextEdit[] {
  const text = document.getText();
  const eol = /\r\n/.exec(text) ? '\r\n' : '\n';
  const jsonOptions: JsonFormattingOptions = {
    tabSize: options.tabSize,
    insertSpaces: options.insertSpaces,
    eol,
    insertFinalNewline: options.insertFinalNewline === true,
    keepLines: false,
  };
  const formatRange = range
    ? { offset: document.offsetAt(range.start), length: document.offsetAt(range.end) - document.offsetAt(range.start) }
    : undefined;
  return format(text, formatRange, jsonOptions).map((edit) => ({
    range: { start: document.positionAt(edit.offset), end: document.positionAt(edit.offset + edit.length) },
    newText: edit.content,
  }));
}
