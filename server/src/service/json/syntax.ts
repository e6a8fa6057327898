// Lexical and structural problems: syntax errors, comments and trailing commas (the site generator reads plain
// JSON), a BOM, nesting too deep to check, and duplicate keys.
import { printParseErrorCode, type Node } from 'jsonc-parser';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from './document';
import { MAX_CHECKED_LENGTH, MAX_KEYS_AND_VALUES, MAX_NESTING_DEPTH } from './document';
import { DiagnosticSeverity, makeDiagnostic } from '../diagnostics/diagnostics';
import { countText } from '../diagnostics/displayText';

/** A binary file yields one syntax error per byte; the first ones are all a reader needs. */
export const MAX_SYNTAX_PROBLEMS = 100;

export function syntaxDiagnostics(doc: ConfigDocument): Diagnostic[] {
  const { textDocument: td, lexical } = doc;
  const out: Diagnostic[] = [];
  if (lexical.hasBom) {
    out.push(
      makeDiagnostic(
        td,
        { offset: 0, length: 1 },
        DiagnosticSeverity.Warning,
        'bom',
        'The file starts with a byte order mark; save it as UTF-8 without BOM so plain JSON readers accept it.',
      ),
    );
  }
  // A text not read in full gets one problem saying why, and nothing else is checked.
  const notRead = (offset: number, length: number, severity: DiagnosticSeverity, code: string, message: string) => {
    out.push(makeDiagnostic(td, { offset, length }, severity, code, message));
    return out;
  };
  if (lexical.tooLarge) {
    const megabytes = (td.getText().length / (1024 * 1024)).toFixed(1);
    return notRead(
      0,
      0,
      DiagnosticSeverity.Warning,
      'config-too-large',
      `This file is ${megabytes} million characters long; configs over ${MAX_CHECKED_LENGTH / (1024 * 1024)} million (the size docsite check reads) are not checked. Even a 100,000-page site's config is a few million: check that this is the site configuration.`,
    );
  }
  if (lexical.tooManyAt !== undefined)
    return notRead(
      lexical.tooManyAt,
      1,
      DiagnosticSeverity.Warning,
      'config-too-large',
      `This file holds more than ${countText(MAX_KEYS_AND_VALUES)} keys and values; configs with more are not checked (each costs the server memory). Even a 100,000-page site's config holds about 114,000: check that this is the site configuration.`,
    );
  if (lexical.tooDeepAt !== undefined)
    return notRead(
      lexical.tooDeepAt,
      1,
      DiagnosticSeverity.Error,
      'json-too-deep',
      `Nesting deeper than ${MAX_NESTING_DEPTH} levels; the file is not checked further.`,
    );
  for (const error of doc.parseErrors.slice(0, MAX_SYNTAX_PROBLEMS)) {
    out.push(
      makeDiagnostic(
        td,
        { offset: error.offset, length: Math.max(error.length, 1) },
        DiagnosticSeverity.Error,
        'json-syntax',
        `JSON syntax error: ${describeParseError(printParseErrorCode(error.error))}.`,
      ),
    );
  }
  for (const comment of lexical.comments.slice(0, MAX_SYNTAX_PROBLEMS)) {
    out.push(
      makeDiagnostic(
        td,
        comment,
        DiagnosticSeverity.Error,
        'json-comment',
        'Comments are not allowed: the site generator reads plain JSON.',
      ),
    );
  }
  for (const offset of lexical.trailingCommas.slice(0, MAX_SYNTAX_PROBLEMS)) {
    out.push(
      makeDiagnostic(
        td,
        { offset, length: 1 },
        DiagnosticSeverity.Error,
        'trailing-comma',
        'Trailing comma: the site generator reads plain JSON, which does not allow it.',
      ),
    );
  }
  for (const diagnostic of duplicateKeyDiagnostics(doc)) out.push(diagnostic);
  return out;
}

function describeParseError(code: string): string {
  // "PropertyNameExpected" -> "property name expected"
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function duplicateKeyDiagnostics(doc: ConfigDocument): Diagnostic[] {
  const keys = doc.lexical.duplicateKeys ?? (doc.root ? findDuplicateKeys(doc.root) : []);
  return keys.map((key) =>
    makeDiagnostic(
      doc.textDocument,
      key,
      DiagnosticSeverity.Warning,
      'duplicate-key',
      `Duplicate key "${String(key.value)}": the last one wins and the earlier ones are ignored.`,
    ),
  );
}

/** The key nodes repeating an earlier key of their object, in a walk of the tree (for a parse that did not note them:
 * a text with syntax errors). */
export function findDuplicateKeys(root: Node): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (!key || typeof key.value !== 'string') continue;
        if (seen.has(key.value)) out.push(key);
        seen.add(key.value);
      }
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return out;
}
