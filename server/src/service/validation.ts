// All diagnostics of one config, in document order: syntax first; the rest only when there is a tree to check.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../shared/src/settings';
import { DiagnosticSeverity, makeDiagnostic } from './diagnostics';
import type { ConfigDocument } from './document';
import { fileReferenceDiagnostics } from './fileReferences';
import { hexColorDiagnostics } from './hexColors';
import { pageDiagnostics } from './pages';
import { ruleDiagnostics } from './rules';
import { schemaDiagnostics } from './schemaValidation';
import { syntaxDiagnostics } from './syntax';
import type { WorkspaceIndex } from './workspaceIndex';

export const DEFAULT_MAX_PROBLEMS = 1000;

export function validateConfig(doc: ConfigDocument, index: WorkspaceIndex, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
  return capProblems(doc.textDocument, configDiagnostics(doc, index, settings), settings);
}

/** The core checks, in no particular order and not yet capped (LanguageService.diagnose caps them together with the
 * editor features' own). */
export function configDiagnostics(doc: ConfigDocument, index: WorkspaceIndex, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
  const diagnostics = syntaxDiagnostics(doc);
  if (doc.root) {
    diagnostics.push(
      ...schemaDiagnostics(doc, settings),
      ...hexColorDiagnostics(doc),
      ...ruleDiagnostics(doc),
      ...pageDiagnostics(doc, index),
      ...fileReferenceDiagnostics(doc, index),
    );
  }
  return diagnostics;
}

/** Document order, at most `settings.maxProblems`, and one note saying how many more there are: the one cap over
 * everything a user sees. */
export function capProblems(document: TextDocument, diagnostics: Diagnostic[], settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
  diagnostics.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  const max = settings.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  if (diagnostics.length <= max) return diagnostics;
  const kept = diagnostics.slice(0, max);
  kept.push(makeDiagnostic(document, { offset: 0, length: 0 }, DiagnosticSeverity.Information, 'too-many-problems', `${diagnostics.length - max} more problems are not shown (limit ${max}).`));
  return kept;
}
