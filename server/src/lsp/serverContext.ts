// What the server's feature adapters get from the core server: the connection, the open documents, the language
// service and the server's state. Its own module so that the core server and the feature adapters it registers
// both import it and neither imports the other.
import type { Connection, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerSettings } from '../../../shared/src/settings';
import type { ConfigDocument, LanguageService } from '../service/languageService';
import type { ForegroundWork } from './foregroundWork';

export interface ServerContext {
  readonly connection: Connection;
  readonly documents: TextDocuments<TextDocument>;
  readonly service: LanguageService;
  settings(): ServerSettings;
  /** The parsed config for an open document, or undefined when it is not an open config file. */
  configDocument(uri: string): ConfigDocument | undefined;
  /** Re-validates every config: the open ones, and the closed ones from disk (after file or settings changes). */
  revalidateAll(): void;
  /** The validations of open documents under way (background passes give way to them). */
  readonly foreground: ForegroundWork;
}
