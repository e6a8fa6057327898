// All diagnostics of one config, in document order: syntax first; the rest only when there is a tree to check.
// A docs.json split by `$ref` is checked as one site, and each problem is reported in the file where it is.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../shared/src/settings';
import { DiagnosticSeverity, makeDiagnostic } from './diagnostics';
import type { ConfigDocument } from './document';
import { fileReferenceDiagnostics } from './fileReferences';
import { hexColorDiagnostics } from './hexColors';
import { pageDiagnostics } from './pages';
import { ruleDiagnostics } from './rules';
import { siteSchemaDiagnostics } from './schemaValidation';
import { docsDiagnostics, docsSchemaErrorFilter } from './site/docsChecks';
import type { SiteModel } from './site/model';
import { redirectDiagnostics } from './site/redirects';
import { DiagnosticSink, type FileDiagnostics } from './site/siteDiagnostics';
import { siteModelOf } from './site/siteModel';
import { syntaxDiagnostics } from './syntax';
import type { WorkspaceIndex } from './workspaceIndex';

export const DEFAULT_MAX_PROBLEMS = 1000;

/** The core checks of the main config file, capped (what a caller that knows one file wants). */
export function validateConfig(doc: ConfigDocument, index: WorkspaceIndex, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
  return validateSite(doc, index, settings)[0].diagnostics;
}

/** The core checks of every file of the site (the main config first, then each `$ref`'d file), each capped. */
export function validateSite(doc: ConfigDocument, index: WorkspaceIndex, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): FileDiagnostics[] {
  return configSiteDiagnostics(doc, index, settings).map(({ file, diagnostics }) => ({ file, diagnostics: capProblems(file.textDocument, diagnostics, settings) }));
}

/** The core checks of the main config, in no particular order and not yet capped. */
export function configDiagnostics(doc: ConfigDocument, index: WorkspaceIndex, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
  return configSiteDiagnostics(doc, index, settings)[0].diagnostics;
}

/** The core checks of every file of the site, not yet capped (LanguageService.diagnoseSite caps them together with
 * the editor features' own). */
export function configSiteDiagnostics(doc: ConfigDocument, index: WorkspaceIndex, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): FileDiagnostics[] {
  const model = siteModelOf(doc);
  const sink = new DiagnosticSink();
  sink.addAll(model.main, syntaxDiagnostics(doc));
  if (doc.root) {
    for (const file of model.files) if (!file.isMain) sink.addAll(file, syntaxDiagnostics(file.doc));
    checkSite(model, index, settings, sink);
  }
  return sink.all(model.files);
}

function checkSite(model: SiteModel, index: WorkspaceIndex, settings: ServerSettings, sink: DiagnosticSink): void {
  siteSchemaDiagnostics(model, settings, sink, model.format === 'docs' ? docsSchemaErrorFilter(model) : undefined);
  hexColorDiagnostics(model, sink);
  if (model.format === 'mint') {
    sink.addAll(model.main, ruleDiagnostics(model.main.doc));
    ignoredBesideDocsJson(model, index, sink);
    // The generator carries mint.json redirects over as they are: the same checks as docs.json's, on the same model.
    redirectDiagnostics(model, index, sink);
  } else docsDiagnostics(model, index, sink);
  pageDiagnostics(model, index, sink);
  fileReferenceDiagnostics(model, index, sink);
}

/** A folder with both files: the generator reads docs.json and ignores mint.json. Said once, on mint.json. */
function ignoredBesideDocsJson(model: SiteModel, index: WorkspaceIndex, sink: DiagnosticSink): void {
  if (model.rootDir === undefined || !index.has(`${model.rootDir}/docs.json`)) return;
  const root = model.main.doc.root;
  const at = root?.type === 'object' ? { offset: root.offset, length: 1 } : { offset: 0, length: 0 };
  sink.add(model.main, makeDiagnostic(model.main.textDocument, at, DiagnosticSeverity.Information, 'config-ignored', 'This folder also holds docs.json: the site generator reads docs.json and ignores this mint.json.'));
}

/** A page's diagnostics under the same cap as a config's (a 4 MB page of broken links made 200,000 diagnostics,
 * one 62 MB message); the note on how many more sits at the page's start. */
export function capPageProblems(diagnostics: Diagnostic[], settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
  return diagnostics.length <= (settings.maxProblems ?? DEFAULT_MAX_PROBLEMS) ? diagnostics : capProblems(PAGE_START, diagnostics, settings);
}
const PAGE_START = TextDocument.create('file:///', 'mdx', 0, '');

/** Document order, at most `settings.maxProblems`, and one note saying how many more there are: the one cap over
 * everything a user sees (per file). */
export function capProblems(document: TextDocument, diagnostics: Diagnostic[], settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
  diagnostics.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  const max = settings.maxProblems ?? DEFAULT_MAX_PROBLEMS;
  if (diagnostics.length <= max) return diagnostics;
  const kept = diagnostics.slice(0, max);
  kept.push(makeDiagnostic(document, { offset: 0, length: 0 }, DiagnosticSeverity.Information, 'too-many-problems', `${diagnostics.length - max} more problems are not shown (limit ${max}).`));
  return kept;
}
