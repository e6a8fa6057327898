// What the server's feature adapters get from the core server: the connection, the open documents, the language
// service and the server's state. Its own module so that the core server and the feature adapters it registers
// both import it and neither imports the other.
import type {
  Connection,
  Diagnostic,
  FileEvent,
  PublishDiagnosticsParams,
  TextDocuments,
} from 'vscode-languageserver/node';
import type { ClientEdits } from './clientEdits';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerSettings } from '../../../shared/src/settings';
import type { ConfigDocument, LanguageService } from '../service/languageService';
import type { ForegroundWork } from './foregroundWork';
import type { RequestGuard } from './requestGuard';

export interface ServerContext {
  readonly connection: Connection;
  readonly documents: TextDocuments<TextDocument>;
  readonly service: LanguageService;
  settings(): ServerSettings;
  /** Every request handler runs its work through this (cancellation, logging, a failure answered with null). */
  readonly guard: RequestGuard;
  /** The editor's open document of a file path, or undefined when it is not open. */
  openDocumentAt(path: string): TextDocument | undefined;
  /** The editor's text of a file path, or undefined when it is not open. */
  openText(path: string): string | undefined;
  /** The parsed config for an open document, or undefined when it is not an open config file. */
  configDocument(uri: string): ConfigDocument | undefined;
  /** Re-validates every config: the open ones, and the closed ones from disk (after file or settings changes). */
  revalidateAll(): void;
  /** What the client can apply of a workspace edit (read from its capabilities at `initialize`). */
  clientEdits(): ClientEdits;
  /** An edit the server proposed makes `path` exist (or not): watched for when the client reports no file changes. */
  expectFile(path: string, exists: boolean): void;
  /** File changes the server learnt of, handled as the client's watched-file events are. */
  filesChanged(changes: FileEvent[]): Promise<void>;
  /** Sends diagnostics to the client: every publication goes through here, so that the text it describes is known. */
  publishDiagnostics(params: PublishDiagnosticsParams): Promise<void>;
  /** Of the diagnostics a client sent with a code action request, those whose range still covers the text it covered
   * when they were published (a quick fix built from any other would edit the wrong characters). */
  currentDiagnostics(uri: string, diagnostics: readonly Diagnostic[]): Diagnostic[];
  /** The validations of open documents under way (background passes give way to them). */
  readonly foreground: ForegroundWork;
}
