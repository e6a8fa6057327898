// A parsed config document: one pass of the jsonc scanner gives the tree, the parse errors and the lexical findings
// (comments, trailing commas, nesting depth; jsoncParse.ts), cached by uri + version so every feature of one
// keystroke shares them.
import type { Node, ParseError } from 'jsonc-parser';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { dirname } from '../workspace/paths';
import { MAX_KEYS_AND_VALUES, MAX_NESTING_DEPTH } from '../../../../shared/src/json/jsoncParse';
import {
  MAX_CHECKED_LENGTH,
  readJsonText,
  type JsonText,
  type LexicalFindings,
} from '../../../../shared/src/json/jsonText';
import { readJsonTextAfterEdit } from '../../../../shared/src/json/leafEdit';
import type { OpenApiRead } from '../config/model/openApiTypes';

export { MAX_CHECKED_LENGTH, MAX_KEYS_AND_VALUES, MAX_NESTING_DEPTH, type LexicalFindings };

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
 * The largest config file read from disk, in bytes: by `docsite check` and `docsite upgrade`, and by the server for
 * the configs no editor has open (their diagnostics, references, renames, orphan pages). It is MAX_CHECKED_LENGTH: a
 * file within it decodes to at most as many UTF-16 units, so every config read is checked, open or closed, in the
 * editor or in CI; a larger one gets the `config-too-large` message without being read.
 */
export const MAX_CONFIG_FILE_BYTES = MAX_CHECKED_LENGTH;

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

export function parseConfigDocument(textDocument: TextDocument, path?: string, refSource?: RefSource): ConfigDocument {
  return configDocument(textDocument, readJsonText(textDocument.getText()), path, refSource);
}

function configDocument(
  textDocument: TextDocument,
  read: JsonText,
  path?: string,
  refSource?: RefSource,
): ConfigDocument {
  const { lexical, parseErrors, root, value } = read;
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

/** The parse each version made from the previous one's by an edit inside one string value, and that string's node. */
const leafEdits = new WeakMap<ConfigDocument, { previous: ConfigDocument; leaf: number }>();

/** When `doc` was read from the previous version's parse after an edit inside one string value (its tree is that
 * parse's, edited in place): that parse and the string's node index. */
export function leafEditOf(doc: ConfigDocument): { previous: ConfigDocument; leaf: number } | undefined {
  return leafEdits.get(doc);
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
    if (cached && cached.doc.textDocument === textDocument && cached.doc.version === textDocument.version)
      return cached.doc;
    const doc =
      this.reuse(textDocument, path, refSource) ??
      this.afterEdit(cached, textDocument, path, refSource) ??
      parseConfigDocument(textDocument, path, refSource);
    this.entries.set(key, { text: textDocument.getText(), doc });
    return doc;
  }

  /** The parse of a new text of the same file made from the cached one when the edit lies inside one string value
   * (leafEdit.ts: the cached parse's tree becomes the new one's); undefined when it must be parsed in full. */
  private afterEdit(
    cached: { text: string; doc: ConfigDocument } | undefined,
    textDocument: TextDocument,
    path?: string,
    refSource?: RefSource,
  ): ConfigDocument | undefined {
    if (!cached || cached.doc.uri !== textDocument.uri || cached.doc.refSource !== refSource) return undefined;
    const read = readJsonTextAfterEdit(cached.doc, cached.text, textDocument.getText());
    if (!read) return undefined;
    const doc = configDocument(textDocument, read, path, refSource);
    leafEdits.set(doc, { previous: cached.doc, leaf: read.editedLeaf });
    return doc;
  }

  /** A document sharing the cached parse of the same file when `textDocument` holds the text it was parsed from;
   * undefined otherwise. Leaves the cache as it is (for a read of a file that must not replace the editor's entry). */
  reuse(textDocument: TextDocument, path?: string, refSource?: RefSource): ConfigDocument | undefined {
    const cached = this.entries.get(path ?? textDocument.uri);
    if (
      !cached ||
      cached.doc.uri !== textDocument.uri ||
      cached.doc.refSource !== refSource ||
      cached.text !== textDocument.getText()
    )
      return undefined;
    if (cached.doc.textDocument === textDocument && cached.doc.version === textDocument.version) return cached.doc;
    const doc: ConfigDocument = { ...cached.doc, textDocument, version: textDocument.version };
    sharedWith.set(doc, originalParse(cached.doc));
    return doc;
  }

  /** The text of the file's cached parse (its path, else its uri). */
  textOf(key: string): string | undefined {
    return this.entries.get(key)?.text;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
