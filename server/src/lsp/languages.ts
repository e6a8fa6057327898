// The LSP adapter of the language features of a config: the translations in the hover of a page entry, the quick fix
// creating a missing translation, and the list behind "List Missing Translations". The work is in
// service/languages/editor.ts; this file reads page files safely and turns page ids into locations.
import type { CodeAction, Diagnostic, Hover, MarkupContent, Position } from 'vscode-languageserver/node';
import type { MissingTranslationsResult } from '../../../shared/src/customMessages';
import type { ServerSettings } from '../../../shared/src/settings';
import { readRegularFileSync } from '../host/readRegularFile';
import type { LanguageService } from '../service/languageService';
import type { ConfigDocument } from '../service/json/document';
import { configTranslationsHover, createTranslationActions, missingTranslations } from '../service/languages/editor';
import { MAX_PAGE_BYTES } from '../service/pages/sitePages';

/** The core's hover with the page entry's translations below it. */
export function withTranslationsHover(
  service: LanguageService,
  settings: ServerSettings,
  doc: ConfigDocument,
  position: Position,
  core: Hover | null,
): Hover | null {
  const model = service.model(doc);
  const extra = configTranslationsHover(model, service.index, settings.languages, doc.textDocument.offsetAt(position));
  if (!extra) return core;
  if (!core) return extra;
  const text = (hover: Hover) => (hover.contents as MarkupContent).value ?? String(hover.contents);
  return { contents: { kind: 'markdown', value: `${text(core)}\n\n---\n\n${text(extra)}` }, range: core.range };
}

/** "Create the translation" for the translation-missing diagnostics of a config (the original read inside the site). */
export function translationActions(
  service: LanguageService,
  settings: ServerSettings,
  doc: ConfigDocument,
  diagnostics: readonly Diagnostic[],
  clientCreatesFiles: boolean,
): CodeAction[] {
  const model = service.model(doc);
  const root = model.rootDir;
  if (root === undefined) return [];
  return createTranslationActions(
    model,
    service.index,
    settings.languages,
    diagnostics,
    (path) => {
      const read = readRegularFileSync(path, { maxBytes: MAX_PAGE_BYTES, root });
      return read.kind === 'text' ? read.text : undefined;
    },
    clientCreatesFiles,
  );
}

/** Every missing translation of every config, with the original's entry as a location. */
export function missingTranslationsOf(
  service: LanguageService,
  settings: ServerSettings,
  configs: readonly ConfigDocument[],
): MissingTranslationsResult {
  return {
    roots: configs.map((doc) => {
      const model = service.model(doc);
      return {
        configUri: doc.uri,
        missing: missingTranslations(model, service.index, settings.languages).map((m) => ({
          language: m.language,
          original: m.original,
          page: m.id,
          location: {
            uri: m.entry.file.textDocument.uri,
            range: {
              start: m.entry.file.textDocument.positionAt(m.entry.node.offset),
              end: m.entry.file.textDocument.positionAt(m.entry.node.offset + m.entry.node.length),
            },
          },
        })),
      };
    }),
  };
}
