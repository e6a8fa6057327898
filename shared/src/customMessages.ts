// Custom LSP messages between the extension client and the language server, declared once for both bundles.
import { RequestType } from 'vscode-languageserver-protocol';

/** Lists the orphan pages (page files no navigation entry reaches) of every site root the server knows. */
export interface OrphanPagesResult {
  roots: { configUri: string; orphans: string[] }[];
}
export const OrphanPagesRequest = new RequestType<void, OrphanPagesResult, void>('docsite/orphanPages');
