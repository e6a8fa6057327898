// The language service: the config's parse cache, site models and diagnostics over one workspace index, with
// completion and hover. The LSP server, the CLI and the tests all use it; it imports neither `vscode` nor the LSP
// connection. Where to add things (docs/architecture.md): a check is a file in config/checks/ or pages/checks/ and a
// line in checks/list.ts; an editor feature of the config is a module in config/features/ taking the parsed document
// from `parse()` and the site model from `model()`, registered in lsp/editorFeatures.ts; a format is a file in
// config/formats/.
import type { CompletionList, Diagnostic, Hover, Position } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../shared/src/settings';
import { doComplete } from './config/features/completion';
import { DocumentCache, originalParse, parseConfigDocument, type ConfigDocument } from './json/document';
import { doHover } from './config/features/hover';
import { uriToPath } from './workspace/paths';
import { applyRuleSeverities } from './checks/ruleSeverities';
import { addIconSuggestions } from './config/features/icons';
import type { SiteModel } from './config/model/model';
import { RefFileCache } from './config/model/refFiles';
import type { FileDiagnostics } from './diagnostics/siteDiagnostics';
import { siteModelOf } from './config/model/siteModel';
import { problemsOfRun, runConfigChecks, type ConfigCheckRun } from './checks/runConfigChecks';
import { CONFIG_CHECKS } from './checks/list';
import { capProblems } from './diagnostics/problemCap';
import { WorkspaceIndex } from './workspace/workspaceIndex';
import { schemaValidator } from './config/model/schemaValidation';
import { formatById } from './config/formats/list';

export interface LanguageServiceOptions {
  index?: WorkspaceIndex;
  /** Reads a workspace file (for hover's front-matter title); the host decides between open documents and disk. */
  readFile?: (path: string) => string | undefined;
  /** Reads a whole file a config refers to (`$ref`'d JSON, OpenAPI documents); cached until `fileChanged`. */
  readConfigFile?: (path: string) => string | undefined;
}

export class LanguageService {
  readonly index: WorkspaceIndex;
  private readonly documents = new DocumentCache();
  private readonly readFile?: (path: string) => string | undefined;
  /** The files configs pull in (`$ref`) and the OpenAPI documents they name, read once until they change. */
  readonly refFiles: RefFileCache;
  /** The last problems of each parse (its first of the same text: see originalParse), with what they depended on
   * besides it. Per parse, not per site model: a model moves on to the next version after an edit it does not depend
   * on (siteModel.ts), and the checks read the text. */
  private readonly lastDiagnostics = new WeakMap<
    ConfigDocument,
    { model: SiteModel; indexVersion: number; settings: ServerSettings; site: FileDiagnostics[] }
  >();
  /** The run of the checks that need no file index behind the answer before indexing, which the complete answer
   * completes rather than runs again (by the `readsFiles` contract, the walk changed nothing they read). */
  private readonly runsBeforeIndexing = new WeakMap<ConfigDocument, ConfigCheckRun>();

  constructor(options: LanguageServiceOptions = {}) {
    this.index = options.index ?? new WorkspaceIndex();
    this.readFile = options.readFile;
    this.refFiles = new RefFileCache(options.readConfigFile ?? (() => undefined));
  }

  /** The parsed config (cached by uri + version). `path` overrides the path derived from a `file:` uri. */
  parse(textDocument: TextDocument, path?: string): ConfigDocument {
    return this.documents.get(textDocument, path ?? uriToPath(textDocument.uri), this.refFiles);
  }

  /** A parse that does not replace the cached one (a closed config read from disk, the page checks' read of a
   * config), with the same `$ref` reader: it shares the cached parse when the text is the same. */
  parseUncached(textDocument: TextDocument, path?: string): ConfigDocument {
    const at = path ?? uriToPath(textDocument.uri);
    return (
      this.documents.reuse(textDocument, at, this.refFiles) ?? parseConfigDocument(textDocument, at, this.refFiles)
    );
  }

  /** The site model of a parsed config (cached with the parse). */
  model(doc: ConfigDocument): SiteModel {
    return siteModelOf(doc);
  }

  /** Builds what the checks of `doc` need that does not depend on the workspace's files: the site model and the
   * compiled schema of its format. A host may call it while the workspace is still being indexed, so the first
   * check after the walk does only the rest. */
  prepare(doc: ConfigDocument): void {
    schemaValidator(formatById(siteModelOf(doc).format).schema);
  }

  /** A file changed on disk: drops its cached read. True when a config used it (its checks must run again). */
  fileChanged(path: string): boolean {
    return this.refFiles.changed(path);
  }

  /** The text of a config's cached parse (an editor's last version of it), to tell whether the disk holds the same. */
  lastText(path: string): string | undefined {
    return this.documents.textOf(path);
  }

  /** Drops the cached parse of a config (its file is gone). */
  forget(path: string): void {
    this.documents.delete(path);
  }

  /** Everything a user sees: every config check of checks/list.ts, at the severities `settings.rules` sets, capped
   * (nothing when validation is off). The server and the CLI both publish this, so they report the same. */
  diagnose(doc: ConfigDocument, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): Diagnostic[] {
    return this.diagnoseSite(doc, settings)[0].diagnostics;
  }

  /** `diagnose` for every file of the site: the main config first, then each `$ref`'d file (its problems are
   * reported in it). Hosts publish each entry under its file. One cap per file over everything shown; an unknown
   * icon's "did you mean" is worked out only when it is among those shown. */
  diagnoseSite(doc: ConfigDocument, settings: ServerSettings = DEFAULT_SERVER_SETTINGS): FileDiagnostics[] {
    const model = siteModelOf(doc);
    if (settings.validationEnabled === false) return model.files.map((file) => ({ file, diagnostics: [] }));
    // The same model (the same text, the same `$ref`'d files), the same files on disk and the same settings give the
    // same problems: a config closed and opened again, or checked on disk just after an editor closed it, is not
    // checked twice. Copies, so a caller may sort or cut its own.
    const parse = originalParse(doc);
    const memo = this.lastDiagnostics.get(parse);
    if (memo && memo.model === model && memo.indexVersion === this.index.version && memo.settings === settings)
      return memo.site.map(({ file, diagnostics }) => ({ file, diagnostics: [...diagnostics] }));
    // runConfigChecks completes it only when it ran on this model with these settings.
    const earlier = this.runsBeforeIndexing.get(parse);
    this.runsBeforeIndexing.delete(parse);
    const site = shownToUser(
      problemsOfRun(runConfigChecks(doc, this.index, settings, CONFIG_CHECKS, earlier)),
      settings,
    );
    this.lastDiagnostics.set(parse, {
      model,
      indexVersion: this.index.version,
      settings,
      site: site.map(({ file, diagnostics }) => ({ file, diagnostics: [...diagnostics] })),
    });
    return site;
  }

  /** What `diagnoseSite` shows of the checks that do not read the file index (syntax, schema, colours, shape…): the
   * answer for a config opened while the workspace is still being walked, before the rest can run. The run is kept
   * for the parse: the complete answer, as soon as the walk ends, runs only the rest. */
  diagnoseSiteBeforeIndexing(
    doc: ConfigDocument,
    settings: ServerSettings = DEFAULT_SERVER_SETTINGS,
  ): FileDiagnostics[] {
    const model = siteModelOf(doc);
    if (settings.validationEnabled === false) return model.files.map((file) => ({ file, diagnostics: [] }));
    const run = runConfigChecks(doc, this.index, settings, CHECKS_WITHOUT_FILES);
    this.runsBeforeIndexing.set(originalParse(doc), run);
    // Copies are shown: showing adds "did you mean" to the warnings in place, and the complete answer shows the run's
    // own (or its copies at a rule's severity), each of which must get it then.
    const copies = problemsOfRun(run).map(({ file, diagnostics }) => ({
      file,
      diagnostics: diagnostics.map((diagnostic) => ({ ...diagnostic })),
    }));
    return shownToUser(copies, settings);
  }

  complete(doc: ConfigDocument, position: Position): CompletionList {
    return doComplete(doc, position, { index: this.index });
  }

  hover(doc: ConfigDocument, position: Position): Hover | null {
    return doHover(doc, position, { index: this.index, readFile: this.readFile });
  }
}

/** The config checks that need no file index (checks/check.ts: `readsFiles`). */
const CHECKS_WITHOUT_FILES = CONFIG_CHECKS.filter((check) => !check.readsFiles);

/** The checks' problems as a user sees them: at the severities of `settings.rules`, capped, and an unknown icon's
 * "did you mean" worked out only for those shown. */
function shownToUser(site: FileDiagnostics[], settings: ServerSettings): FileDiagnostics[] {
  return site.map(({ file, diagnostics }) => ({
    file,
    diagnostics: addIconSuggestions(capProblems(applyRuleSeverities(diagnostics, settings.rules), settings)),
  }));
}

export type { ConfigDocument } from './json/document';
export { MINT_SCHEMA } from './config/model/schema';
export { WorkspaceIndex } from './workspace/workspaceIndex';
export type { FileDiagnostics } from './diagnostics/siteDiagnostics';
