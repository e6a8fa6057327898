// A parsed config document: one cheap lexical scan (comments, trailing commas, nesting depth, BOM) and one jsonc
// parse, cached by uri + version so every feature of one keystroke shares them.
import { createScanner, getNodeValue, parseTree, SyntaxKind, type Node, type ParseError } from 'jsonc-parser';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { dirname } from './paths';
import type { OpenApiRead } from './site/openApiTypes';

/** Where the files a config names through `$ref` come from: the host (server, CLI, tests) reads and parses them,
 * cached by path. */
export interface RefSource {
  /** The parsed file at an absolute path, or undefined when it cannot be read. */
  read(path: string): ConfigDocument | undefined;
  /** Bumped whenever a file it may have served changed; models built from an older generation are rebuilt. */
  readonly generation: number;
  /** An OpenAPI document at an absolute path, parsed once per change. */
  openapi?(path: string): OpenApiRead;
}

/** Deeper nesting than this is refused before parsing: jsonc-parser and ajv recurse, and no real config comes close. */
export const MAX_NESTING_DEPTH = 256;

/**
 * Longer texts than this (in UTF-16 units) are not parsed: real configs are a few kilobytes, and a multi-megabyte one
 * (the fuzz run's 4.5 MB key made of escapes) would block the server for over a second per keystroke, holding up
 * completion and hover. Such a text gets one clear diagnostic instead.
 */
export const MAX_CHECKED_LENGTH = 2 * 1024 * 1024;

export interface LexicalFindings {
  hasBom: boolean;
  comments: { offset: number; length: number }[];
  trailingCommas: number[];
  /** Offset of the bracket that went past MAX_NESTING_DEPTH, when one did. */
  tooDeepAt?: number;
  /** True when the text is longer than MAX_CHECKED_LENGTH and was not scanned or parsed. */
  tooLarge?: boolean;
}

export interface ConfigDocument {
  readonly textDocument: TextDocument;
  readonly uri: string;
  readonly version: number;
  /** Absolute (forward-slash) path of the config file, when it is a file. */
  readonly path?: string;
  /** The site root: the folder holding the config. */
  readonly rootDir?: string;
  readonly lexical: LexicalFindings;
  readonly parseErrors: ParseError[];
  /** The jsonc tree; undefined when the text was too deep to parse safely or held no value. */
  readonly root?: Node;
  /** Plain value of the tree (last duplicate key wins, as in JSON.parse). */
  readonly value: unknown;
  /** Where the files this config names through `$ref` are read from (the host's cached reader). */
  readonly refSource?: RefSource;
}

const BOM = '\uFEFF';

export function parseConfigDocument(textDocument: TextDocument, path?: string, refSource?: RefSource): ConfigDocument {
  let text = textDocument.getText();
  const hasBom = text.startsWith(BOM);
  // Same length, so offsets still match the document.
  if (hasBom) text = ' ' + text.slice(1);
  const lexical: LexicalFindings =
    text.length > MAX_CHECKED_LENGTH ? { hasBom, comments: [], trailingCommas: [], tooLarge: true } : scanLexically(text, hasBom);
  const parseErrors: ParseError[] = [];
  let root: Node | undefined;
  if (lexical.tooDeepAt === undefined && !lexical.tooLarge) {
    root = parseTree(text, parseErrors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  }
  return {
    textDocument,
    uri: textDocument.uri,
    version: textDocument.version,
    path,
    rootDir: path === undefined ? undefined : dirname(path),
    lexical,
    parseErrors,
    root,
    value: root ? getNodeValue(root) : undefined,
    refSource,
  };
}

/** One pass of the jsonc scanner (iterative, so it is safe on any nesting). */
function scanLexically(text: string, hasBom: boolean): LexicalFindings {
  const findings: LexicalFindings = { hasBom, comments: [], trailingCommas: [] };
  const scanner = createScanner(text, false);
  let depth = 0;
  let pendingComma = -1;
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    switch (kind) {
      case SyntaxKind.LineCommentTrivia:
      case SyntaxKind.BlockCommentTrivia:
        findings.comments.push({ offset: scanner.getTokenOffset(), length: scanner.getTokenLength() });
        continue;
      case SyntaxKind.Trivia:
      case SyntaxKind.LineBreakTrivia:
        continue;
      case SyntaxKind.OpenBraceToken:
      case SyntaxKind.OpenBracketToken:
        if (++depth > MAX_NESTING_DEPTH) {
          findings.tooDeepAt = scanner.getTokenOffset();
          return findings;
        }
        break;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken:
        if (pendingComma >= 0) findings.trailingCommas.push(pendingComma);
        depth = Math.max(0, depth - 1);
        break;
    }
    pendingComma = kind === SyntaxKind.CommaToken ? scanner.getTokenOffset() : -1;
  }
  return findings;
}

/** Parses once per uri + version; a newer version replaces the entry. */
export class DocumentCache {
  private readonly entries = new Map<string, ConfigDocument>();

  get(textDocument: TextDocument, path?: string, refSource?: RefSource): ConfigDocument {
    const cached = this.entries.get(textDocument.uri);
    if (cached && cached.version === textDocument.version && cached.textDocument === textDocument) return cached;
    const parsed = parseConfigDocument(textDocument, path, refSource);
    this.entries.set(textDocument.uri, parsed);
    return parsed;
  }

  delete(uri: string): void {
    this.entries.delete(uri);
  }
}
