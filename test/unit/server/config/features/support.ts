// Test helpers for the editor features: a config document from text, and the cursor marker `|`.
import type { Node } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument } from '../../../../../server/src/service/json/document';
import { uriToPath } from '../../../../../server/src/service/workspace/paths';
import type { SiteModel } from '../../../../../server/src/service/config/model/model';
import { siteModelOf } from '../../../../../server/src/service/config/model/siteModel';
import { WorkspaceIndex } from '../../../../../server/src/service/workspace/workspaceIndex';

export interface ParsedConfig {
  document: TextDocument;
  root: Node | undefined;
  /** The site model of the same text (the features read it). */
  model: SiteModel;
}

export const CONFIG_URI = 'file:///site/mint.json';

export function config(text: string, uri = CONFIG_URI, version = 1): ParsedConfig {
  const document = TextDocument.create(uri, 'json', version, text);
  const model = siteModelOf(parseConfigDocument(document, uriToPath(uri)));
  return { document, root: model.main.doc.root, model };
}

/** Splits `text` at its single `|` marker: the config without the marker and the marker's offset. */
export function withCursor(textWithMarker: string, uri = CONFIG_URI): ParsedConfig & { offset: number } {
  const offset = textWithMarker.indexOf('|');
  if (offset < 0 || textWithMarker.indexOf('|', offset + 1) >= 0)
    throw new Error('test text needs exactly one | marker');
  const text = textWithMarker.slice(0, offset) + textWithMarker.slice(offset + 1);
  return { ...config(text, uri), offset };
}

/** Applies LSP text edits to a document's text (edits must not overlap). */
export function applyTextEdits(
  document: TextDocument,
  edits: {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    newText: string;
  }[],
): string {
  return TextDocument.applyEdits(document, edits);
}

/** A site on a made-up disk: the config at /site/mint.json, the listed files (relative to /site) in a scanned index. */
export function site(configText: string, files: string[] = [], rootDir = '/site') {
  const index = new WorkspaceIndex();
  index.addFiles([`${rootDir}/mint.json`, ...files.map((f) => `${rootDir}/${f}`)]);
  index.markScanned(rootDir);
  const textDocument = TextDocument.create(`file://${rootDir}/mint.json`, 'json', 1, configText);
  const doc = parseConfigDocument(textDocument, `${rootDir}/mint.json`);
  return { doc, index, rootDir, document: textDocument, root: doc.root, model: siteModelOf(doc) };
}
