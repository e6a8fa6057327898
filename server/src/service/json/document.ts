// A parsed config document: one pass of the jsonc scanner gives the tree, the parse errors and the lexical findings
// (comments, trailing commas, nesting depth; jsoncParse.ts), cached by uri + version so every feature of one
// keystroke shares them.
import { getNodeValue, type Node, type ParseError } from 'jsonc-parser';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { dirname } from '../workspace/paths';
import { MAX_NESTING_DEPTH, parseJsonc } from '../../../../shared/src/json/jsoncParse';
import type { OpenApiRead } from '../config/model/openApiTypes';

export { MAX_NESTING_DEPTH };

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

/**
 * Longer texts than this (in UTF-16 units) are not parsed; they get one clear diagnostic instead. It is the figure
 * config files are read up to (MAX_CONFIG_FILE_BYTES), so the editor and CI check the same files. A 100,000-page
 * config is a few megabytes; the unit tests check an 8 MB name and a 4 MB key made of escapes in full, and the long
 * fuzz run (`npm run fuzz`: seed 1644576947, 10,000 hostile inputs up to 8 MB, the largest 8,385,108 characters)
 * had every completion and hover answered within the second, the slowest in 603 ms (docs/benchmarks.md). Past this
 * size a text is not a site configuration anyone writes by hand, and a parse would hold up the server for seconds.
 */
export const MAX_CHECKED_LENGTH = 64 * 1024 * 1024;

/**
 * The largest config file read from disk, in bytes: by `docsite check` and `docsite upgrade`, and by the server for
 * the configs no editor has open (their diagnostics, references, renames, orphan pages). It is MAX_CHECKED_LENGTH: a
 * file within it decodes to at most as many UTF-16 units, so every config read is checked, open or closed, in the
 * editor or in CI; a larger one gets the `config-too-large` message without being read.
 */
export const MAX_CONFIG_FILE_BYTES = MAX_CHECKED_LENGTH;

export interface LexicalFindings {
  hasBom: boolean;
  comments: { offset: number; length: number }[];
  trailingCommas: number[];
  /** Offset of the bracket that went past MAX_NESTING_DEPTH, when one did. */
  tooDeepAt?: number;
  /** True when the text is longer than MAX_CHECKED_LENGTH and was not scanned or parsed. */
  tooLarge?: boolean;
  /** Key nodes repeating an earlier key of their object, when the parse found them (else syntax.ts looks). */
  duplicateKeys?: Node[];
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
  let lexical: LexicalFindings;
  let parseErrors: ParseError[] = [];
  let root: Node | undefined;
  let value: unknown;
  if (text.length > MAX_CHECKED_LENGTH) lexical = { hasBom, comments: [], trailingCommas: [], tooLarge: true };
  else {
    const parsed = parseJsonc(text);
    lexical = { hasBom, comments: parsed.comments, trailingCommas: parsed.trailingCommas };
    if (parsed.tooDeepAt !== undefined) lexical.tooDeepAt = parsed.tooDeepAt;
    if (parsed.duplicateKeys) lexical.duplicateKeys = parsed.duplicateKeys;
    parseErrors = parsed.errors;
    root = parsed.root;
    value = 'value' in parsed ? parsed.value : root && getNodeValue(root);
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
    value,
    refSource,
  };
}

/** The parse a version shares with an earlier one of the same text (see DocumentCache). */
const sharedWith = new WeakMap<ConfigDocument, ConfigDocument>();

/** The first parse of this document's text: the one its site model and diagnostics are cached on. */
export function originalParse(doc: ConfigDocument): ConfigDocument {
  return sharedWith.get(doc) ?? doc;
}

/**
 * Parses once per text. Entries are kept per config (its path, else its uri), one each, holding the text they were
 * parsed from: a new version whose text is the same (a config closed and opened again, the disk text checked when an
 * editor closes it, the page checks reading the open config) gets a document of its own (its version, its
 * TextDocument) sharing the parse, and through `originalParse` the site model and diagnostics built on it, instead of
 * a second parse of a text already parsed: at 100,000 pages each one is megabytes of short-lived memory.
 */
export class DocumentCache {
  private readonly entries = new Map<string, { text: string; doc: ConfigDocument }>();

  /** The parse of `textDocument`, from the cache when its text was parsed last; kept as the entry for its file. */
  get(textDocument: TextDocument, path?: string, refSource?: RefSource): ConfigDocument {
    const key = path ?? textDocument.uri;
    const cached = this.entries.get(key);
    if (cached && cached.doc.textDocument === textDocument && cached.doc.version === textDocument.version) return cached.doc;
    const doc = this.reuse(textDocument, path, refSource) ?? parseConfigDocument(textDocument, path, refSource);
    this.entries.set(key, { text: textDocument.getText(), doc });
    return doc;
  }

  /** A document sharing the cached parse of the same file when `textDocument` holds the text it was parsed from;
   * undefined otherwise. Leaves the cache as it is (for a read of a file that must not replace the editor's entry). */
  reuse(textDocument: TextDocument, path?: string, refSource?: RefSource): ConfigDocument | undefined {
    const cached = this.entries.get(path ?? textDocument.uri);
    if (!cached || cached.doc.uri !== textDocument.uri || cached.doc.refSource !== refSource || cached.text !== textDocument.getText()) return undefined;
    if (cached.doc.textDocument === textDocument && cached.doc.version === textDocument.version) return cached.doc;
    const doc: ConfigDocument = { ...cached.doc, textDocument, version: textDocument.version };
    sharedWith.set(doc, originalParse(cached.doc));
    return doc;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
