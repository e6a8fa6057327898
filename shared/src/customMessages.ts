// Custom LSP messages between the extension client and the language server, declared once for both bundles.
import { NotificationType, RequestType } from 'vscode-languageserver-protocol';

/** Lists the orphan pages (page files no navigation entry reaches) of every site root the server knows. */
export interface OrphanPagesResult {
  roots: { configUri: string; orphans: string[] }[];
}
export const OrphanPagesRequest = new RequestType<void, OrphanPagesResult, void>('docsite/orphanPages');

/** Server commands (workspace/executeCommand; the language client makes each a VS Code command of the same id). */
/** Same result as OrphanPagesRequest; the client's "List Orphan Pages" command calls it. */
export const ORPHAN_PAGES_COMMAND = 'docsite.server.orphanPages';
/** Lists the pages no navigation entry and no link of another page reaches, per site root. */
export interface UnreachablePagesResult {
  roots: { rootUri: string; pages: string[] }[];
}
/** Same result as UnreachablePagesResult; the client's "List Unreachable Pages" command calls it. */
export const UNREACHABLE_PAGES_COMMAND = 'docsite.server.unreachablePages';
/** Arguments: [pageFileUri: string]. Returns the LSP Locations of the navigation entries leading to that page. */
export const PAGE_REFERENCES_COMMAND = 'docsite.server.pageReferences';
// Declared in a module without the protocol library, so the service's code actions can name it in the CLI bundle
// (which carries only the protocol's types).
export { CREATE_PAGE_FILE_COMMAND } from './serverCommands';

/** The server's indexing of the workspace files, for the client's status bar item: `indexing` when the walk starts
 * and, throttled, as files are found; `ready` when every workspace folder is indexed. */
export interface IndexingStatusParams {
  state: 'indexing' | 'ready';
  /** Files found so far (`indexing`) or in all (`ready`). */
  files: number;
}
export const IndexingStatusNotification = new NotificationType<IndexingStatusParams>('docsite/indexingStatus');

/** The `initializationOptions` our extension sends. */
export interface DocsiteInitializationOptions {
  /** The client shows IndexingStatusNotification (a status bar item): the server sends no standard work-done
   * progress for the indexing, which VS Code would show a second time. Other clients get that progress. */
  indexingStatusItem?: boolean;
}

/** The originals with no counterpart file in a language, per config: the client's "List Missing Translations". */
export interface MissingTranslationsResult {
  roots: {
    configUri: string;
    missing: {
      language: string;
      original: string;
      /** Where the counterpart is expected (a page id). */
      page: string;
      /** The original's navigation entry. */
      location: {
        uri: string;
        range: { start: { line: number; character: number }; end: { line: number; character: number } };
      };
    }[];
  }[];
}
/** Same result as MissingTranslationsResult; the client's "List Missing Translations" command calls it. */
export const MISSING_TRANSLATIONS_COMMAND = 'docsite.server.missingTranslations';
