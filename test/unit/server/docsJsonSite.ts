// Test helper: a docs.json site in memory (the config at /ws/site/docs.json, listed files in a scanned index, and
// the texts of `$ref`'d files and OpenAPI documents).
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../server/src/service/languageService';
import { indexWith, ROOT } from './helpers';

export const DOCS_JSON_PATH = `${ROOT}/docs.json`;

/** `files` are listed in the index; `extra` maps a path (relative to the root) to the text a config read returns. */
export function docsJsonSite(config: unknown, files: string[] = [], extra: Record<string, string> = {}) {
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  const service = new LanguageService({
    index: indexWith(['docs.json', ...files, ...Object.keys(extra)]),
    readConfigFile: (path) => extra[path.slice(ROOT.length + 1)],
    readFile: (path) => extra[path.slice(ROOT.length + 1)],
  });
  const doc = service.parse(TextDocument.create(`file://${DOCS_JSON_PATH}`, 'json', 1, text), DOCS_JSON_PATH);
  return { service, doc, text };
}

/** The smallest valid docs.json around a navigation. */
export const docsJson = (navigation: unknown, more: Record<string, unknown> = {}) => ({
  theme: 'mint',
  name: 'Docs',
  colors: { primary: '#0D9373' },
  navigation,
  ...more,
});
