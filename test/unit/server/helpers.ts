// Test helpers for the language service: a `|` cursor marker, in-memory workspaces and one-call diagnostics.
import type { Diagnostic, Position } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../shared/src/settings';
import { LanguageService, WorkspaceIndex, type ConfigDocument } from '../../../server/src/service/languageService';

export const ROOT = '/ws/site';
export const CONFIG_PATH = `${ROOT}/mint.json`;

/** Splits "ab|c" into the text without the marker and the marker's offset. */
export function withCursor(textWithCursor: string): { text: string; offset: number } {
  const offset = textWithCursor.indexOf('|');
  if (offset < 0) throw new Error('no | cursor marker in the test text');
  return { text: textWithCursor.slice(0, offset) + textWithCursor.slice(offset + 1), offset };
}

/** An index holding `files` (relative to ROOT) and marked as scanned. */
export function indexWith(files: string[], root = ROOT): WorkspaceIndex {
  const index = new WorkspaceIndex();
  index.addFiles(files.map((file) => `${root}/${file}`));
  index.markScanned(root);
  return index;
}

export interface Fixture {
  service: LanguageService;
  doc: ConfigDocument;
}

export function fixture(
  text: string,
  files: string[] = [],
  options: { readFile?: (path: string) => string | undefined; path?: string } = {},
): Fixture {
  const service = new LanguageService({ index: indexWith(files), readFile: options.readFile });
  const document = TextDocument.create('file:///ws/site/mint.json', 'json', 1, text);
  return { service, doc: service.parse(document, options.path ?? CONFIG_PATH) };
}

/** What a user sees for a mint.json of `text` in a site holding `files`: every check, at the severities the
 * settings give, capped. */
export function diagnose(text: string, files: string[] = [], settings?: ServerSettings): Diagnostic[] {
  const { service, doc } = fixture(text, files);
  return service.diagnose(doc, settings);
}

/** `diagnose` with the rules about how much of the site the navigation covers off (`orphan-page`,
 * `anchor-url-no-pages`): what a user sees who turned them off, and what tests of one check on a site of a few
 * files want. */
export function diagnoseWithoutCoverage(text: string, files: string[] = [], settings?: ServerSettings): Diagnostic[] {
  const base = settings ?? DEFAULT_SERVER_SETTINGS;
  return diagnose(text, files, {
    ...base,
    rules: { 'orphan-page': 'off', 'anchor-url-no-pages': 'off', ...base.rules },
  });
}

export function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => String(d.code));
}

/** The text a diagnostic's range covers. */
export function coveredText(text: string, diagnostic: Diagnostic): string {
  const document = TextDocument.create('file:///x', 'json', 1, text);
  return document.getText(diagnostic.range);
}

export function positionOf(text: string, offset: number): Position {
  return TextDocument.create('file:///x', 'json', 1, text).positionAt(offset);
}

/** A small valid config; tests tweak it with JSON edits. */
export function minimalConfig(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Docs',
    navigation: [{ group: 'Start', pages: ['intro'] }],
    ...extra,
  };
}

export const json = (value: unknown) => JSON.stringify(value, null, 2);
