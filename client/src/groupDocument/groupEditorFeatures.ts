// What VS Code's built-in JSON support gave group documents before they had a language of their own (`docsite-group`):
// formatting, folding, Expand Selection and the outline, from the same pure modules the language server uses for
// the site config. Group documents are never sent to the language server (their address names the environment),
// so these providers run here, on a throwaway copy of the document's text (a few lines long).
import * as vscode from 'vscode';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type {
  DocumentSymbol,
  Range as LspRange,
  SelectionRange as LspSelectionRange,
  TextEdit as LspTextEdit,
} from 'vscode-languageserver-protocol';
import { foldingRanges } from '../../../shared/src/json/folding';
import { formatJson } from '../../../shared/src/json/formatting';
import { jsonOutline } from '../../../shared/src/json/outline';
import { selectionRanges } from '../../../shared/src/json/selectionRanges';
import { nullSectionNotes } from '../core/groupDocument';
import { GROUP_LANGUAGE_ID, GROUP_SCHEME } from './groupUri';

const SELECTOR: vscode.DocumentSelector = { scheme: GROUP_SCHEME, language: GROUP_LANGUAGE_ID };

function snapshot(document: vscode.TextDocument): TextDocument {
  return TextDocument.create(document.uri.toString(), document.languageId, document.version, document.getText());
}

const toRange = (range: LspRange) =>
  new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character);
const toEdits = (edits: LspTextEdit[]) =>
  edits.map((edit) => vscode.TextEdit.replace(toRange(edit.range), edit.newText));
const toFormattingOptions = (options: vscode.FormattingOptions) => ({
  tabSize: options.tabSize,
  insertSpaces: options.insertSpaces,
});

function toSelectionRange(range: LspSelectionRange): vscode.SelectionRange {
  return new vscode.SelectionRange(toRange(range.range), range.parent && toSelectionRange(range.parent));
}

function toSymbol(symbol: DocumentSymbol): vscode.DocumentSymbol {
  // LSP and VS Code number symbol kinds one apart.
  const result = new vscode.DocumentSymbol(
    symbol.name,
    symbol.detail ?? '',
    symbol.kind - 1,
    toRange(symbol.range),
    toRange(symbol.selectionRange),
  );
  result.children = (symbol.children ?? []).map(toSymbol);
  return result;
}

export function registerGroupEditorFeatures(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.languages.registerDocumentFormattingEditProvider(SELECTOR, {
      provideDocumentFormattingEdits: (document, options) =>
        toEdits(formatJson(snapshot(document), toFormattingOptions(options))),
    }),
    vscode.languages.registerDocumentRangeFormattingEditProvider(SELECTOR, {
      provideDocumentRangeFormattingEdits: (document, range, options) =>
        toEdits(formatJson(snapshot(document), toFormattingOptions(options), { start: range.start, end: range.end })),
    }),
    vscode.languages.registerFoldingRangeProvider(SELECTOR, {
      provideFoldingRanges: (document) =>
        foldingRanges(snapshot(document)).map(
          (range) =>
            new vscode.FoldingRange(
              range.startLine,
              range.endLine,
              range.kind === 'comment'
                ? vscode.FoldingRangeKind.Comment
                : range.kind === 'region'
                  ? vscode.FoldingRangeKind.Region
                  : undefined,
            ),
        ),
    }),
    vscode.languages.registerSelectionRangeProvider(SELECTOR, {
      provideSelectionRanges: (document, positions) =>
        selectionRanges(snapshot(document), positions).map(toSelectionRange),
    }),
    // `"mapping": null` explained where it stands: what null means and that saving keeps what the service holds.
    vscode.languages.registerInlayHintsProvider(SELECTOR, {
      provideInlayHints: (document) =>
        nullSectionNotes(document.getText()).map(({ offset, note }) => {
          const hint = new vscode.InlayHint(document.positionAt(offset), note);
          hint.paddingLeft = true;
          return hint;
        }),
    }),
    vscode.languages.registerDocumentSymbolProvider(
      SELECTOR,
      { provideDocumentSymbols: (document) => jsonOutline(snapshot(document)).map(toSymbol) },
      { label: 'Group' },
    ),
  );
}
