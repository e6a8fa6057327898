// The language service: one object wiring the per-feature modules over a shared document cache and workspace index.
// The LSP server, the CLI and the tests all use it; it imports neither `vscode` nor the LSP connection.
//
// Extension point for more features (links, colors, symbols, code actions, renames, orphan pages): take the parsed
// document from `parse()` (cached by uri + version), the site root from `doc.rootDir`, the file index from `index`,
// and the helpers re-exported at the bottom (page entries, page resolution, file references, hex-color nodes,
// schema lookup). Add a module per feature beside these, and one method here.
import type { CompletionList, Diagnostic, Hover, Position } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../shared/src/settings';
import { doComplete } from './completion';
import { editorDiagnostics } from './editor/editorDiagnostics';
import { DocumentCache, type ConfigDocument } from './document';
import { doHover } from './hover';
import { uriToPath } from './paths';
import { applyRuleSeverities } from './ruleSeverities';
import { capProblems, configDiagnostics, validateConfig } from './validation';
import { addIconSuggestions } from './editor/icons';
import { WorkspaceIndex } from './workspaceIndex';

export interface LanguageServiceOptions {
  index?: WorkspaceIndex;
  /** Reads a workspace file (for hover's front-matter title); the host decides between open documents and disk. */
  readFile?: (path: string) => string | undefined;
}

export class LanguageService {
  readonly index: WorkspaceIndex;
  private readonly documents = new DocumentCache();
  private readonly readFile?: (path: string) => string | undefined;

  constructor(options: LanguageServiceOptions = {}) {
    this.index = options.index ?? new WorkspaceIndex();
    this.readFile = options.readFile;
  }

  /** The parsed config (cached by uri + version). `path` overrides the path derived from a `file:` uri. */
  parse(textDocument: TextDocument, path?: string): ConfigDocument {
    return this.documents.get(textDocument, path ?? uriToPath(textDocument.uri));
  }

  /** Drops the cached parse of a closed document. */
  forget(uri: string): void {
    this.documents.delete(uri);
  }

  /** The core checks: syntax, schema, colours, rules, pages, local files. */
  validate(doc: ConfigDocument, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
    return validateConfig(doc, this.index, settings);
  }

  /** Everything a user sees: the core checks plus the editor features' own (unknown icons, anchors and tabs with no
   * page, orphan pages), at the severities `settings.rules` sets (nothing when validation is off). The server and the
   * CLI both publish this, so they report the same. */
  diagnose(doc: ConfigDocument, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
    if (settings.validationEnabled === false) return [];
    const all = applyRuleSeverities([...configDiagnostics(doc, this.index, settings), ...editorDiagnostics(doc, this.index)], settings.rules);
    // One cap over everything shown; an unknown icon's "did you mean" is worked out only when it is among those shown.
    return addIconSuggestions(capProblems(doc.textDocument, all, settings));
  }

  complete(doc: ConfigDocument, position: Position): CompletionList {
    return doComplete(doc, position, { index: this.index });
  }

  hover(doc: ConfigDocument, position: Position): Hover | null {
    return doHover(doc, position, { index: this.index, readFile: this.readFile });
  }
}

export type { ConfigDocument } from './document';
export { collectPageEntries, normalizePageEntry, resolvePage, usedPageIds, type PageEntry, type PageResolution } from './pages';
export { collectFileReferences, resolveFileReference, type FileReference } from './fileReferences';
export { checkHexColor, hexColorNodes } from './hexColors';
export { declaredVersions } from './rules';
export { nodeAtPath, pathOfNode, propertyKeyNode, propertyValueNode } from './jsonNodes';
export { schemasAtPath, resolveSchema, MINT_SCHEMA } from './schema';
export { WorkspaceIndex, type PageFile, type PageSlot } from './workspaceIndex';
export { CONFIG_FILE_NAME, pathToUri, uriToPath } from './paths';
export type { DiagnosticCode, DiagnosticData } from './diagnostics';
