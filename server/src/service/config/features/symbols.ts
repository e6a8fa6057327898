// The outline of a config (the editor's document symbols): each format shapes its own (features/outlines.ts).
import type { DocumentSymbol } from 'vscode-languageserver-protocol';
import { formatById } from '../formats/list';
import type { SiteModel } from '../model/model';

export function findDocumentSymbols(model: SiteModel): DocumentSymbol[] {
  return formatById(model.format).outline(model);
}
