// `docsite check` over a site's pages: every `.mdx`/`.md` page and snippet under the site root is checked with the
// same service the editor uses. `--files GLOB…` narrows what is reported, never what links resolve against.
import { globMatcher } from '../service/workspace/glob';
import type { LanguageConventionSetting } from '../../../shared/src/settings';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { describeReadFailure, FolderRealPaths, readRegularFileSync, type ReadResult } from '../host/readRegularFile';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticAt, FILE_START } from '../service/diagnostics/diagnostics';
import type { ConfigDocument } from '../service/json/document';
import { applyRuleSeverities, type RuleSeverities } from '../service/checks/ruleSeverities';
import { SitePages } from '../service/pages/sitePages';
import { capPageProblems } from '../service/diagnostics/problemCap';
import { relativeInside } from '../service/workspace/paths';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';

/** A page bigger than this is not read (one information line says so). */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

export interface PagesOptions {
  /** Globs relative to the site root; empty reports every page. */
  files: readonly string[];
  /** Keys every page's front matter must have (`pages.requiredFrontMatter` of `.docsiterc.json`). */
  requiredKeys: readonly string[];
  /** Rule severities (`.docsiterc.json`, `--rule`), applied as to the config's diagnostics. */
  rules?: RuleSeverities;
  /** The stated language folder convention (`languages` of `.docsiterc.json`). */
  languageConvention?: LanguageConventionSetting;
  /** Parses the site's config with the language service's `$ref` and OpenAPI reader (one site model for all checks). */
  parseConfig?: (textDocument: TextDocument, path: string) => ConfigDocument;
}

export interface PageResult {
  path: string;
  diagnostics: Diagnostic[];
}

/** Reads a page, snippet or config from disk through the one safe reader: regular files inside the site only. */
function readPage(path: string, rootDir: string, folders: FolderRealPaths): ReadResult {
  return readRegularFileSync(path, { maxBytes: MAX_PAGE_BYTES, root: rootDir, folders });
}

export function checkSitePages(rootDir: string, index: WorkspaceIndex, options: PagesOptions): PageResult[] {
  // One check sees one state of the disk: each folder's real path is resolved once.
  const folders = new FolderRealPaths();
  const readFile = (path: string) => {
    const read = readPage(path, rootDir, folders);
    return read.kind === 'text' ? read.text : undefined;
  };
  const pages = new SitePages({
    rootDir,
    index,
    readFile,
    requiredKeys: () => options.requiredKeys,
    languageConvention: () => options.languageConvention,
    parseConfig: options.parseConfig,
  });
  const matches = options.files.length ? globMatcher(options.files) : () => true;
  const site = pages.context();
  const results: PageResult[] = [];
  for (const path of pages.pagePaths()) {
    if (!matches(relativeInside(rootDir, path) ?? path)) continue;
    let diagnostics: Diagnostic[];
    try {
      // A page another page links to with an anchor was parsed already: only its parse is kept, so it is read
      // again here (and its parse reused when the text is the same).
      const read: ReadResult = readPage(path, rootDir, folders);
      diagnostics =
        read.kind === 'text'
          ? pages.check(path, read.text, site)
          : [notRead(`Not checked: this page ${describeReadFailure(read)}.`)];
    } catch (error) {
      // A bug in one check must not hide every other page's problems.
      diagnostics = [notRead(`Not checked: ${error instanceof Error ? error.message : String(error)}`)];
    }
    diagnostics = capPageProblems(applyRuleSeverities(diagnostics, options.rules));
    // Every page checked is listed, with or without problems (the JUnit report names each file it checked).
    results.push({ path, diagnostics });
  }
  return results;
}

function notRead(message: string): Diagnostic {
  return diagnosticAt(FILE_START, DiagnosticSeverity.Information, 'page-syntax', message);
}
