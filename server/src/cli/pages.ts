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
import { MAX_PAGE_BYTES, SitePages, textHash } from '../service/pages/sitePages';
import type { PageSiteContext } from '../service/pages/siteContext';
import { capPageProblems } from '../service/diagnostics/problemCap';
import { relativeInside } from '../service/workspace/paths';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';

export interface SitePagesOnDiskOptions {
  /** Keys every page's front matter must have (`pages.requiredFrontMatter` of `.docsiterc.json`). */
  requiredKeys: readonly string[];
  /** The stated language folder convention (`languages` of `.docsiterc.json`). */
  languageConvention?: LanguageConventionSetting;
  /** Parses the site's config with the language service's `$ref` and OpenAPI reader (one site model for all checks). */
  parseConfig?: (textDocument: TextDocument, path: string) => ConfigDocument;
  /** The config's text as read already (a config is read once per run). */
  configText?: { path: string; text: string };
  /** Told of each page parse made (see SitePagesOptions.onParse). */
  onParse?: (path: string) => void;
}

/**
 * One site's pages as one run of `docsite check` reads them from disk, shared by the `--fix` pass and the report: a
 * page's parse (kept with its text's fingerprint) and its check are made once, and made again only for the files
 * the fix wrote. Files are read through the one safe reader: regular files inside the site only.
 */
export class SitePagesOnDisk {
  private sitePages: SitePages;
  private readonly makePages: () => SitePages;
  /** One run sees one state of the disk: each folder's real path is resolved once. */
  private readonly folders = new FolderRealPaths();
  private configText: { path: string; text: string } | undefined;
  /** Each page's findings (before rule severities) with the fingerprint of the text they were made from. Valid while
   * no file of the site has been written since: a page's findings depend on other pages and on the config. */
  private readonly checks = new Map<string, { length: number; hash: number; diagnostics: Diagnostic[] }>();

  constructor(
    readonly rootDir: string,
    index: WorkspaceIndex,
    options: SitePagesOnDiskOptions,
  ) {
    this.configText = options.configText;
    this.makePages = () =>
      new SitePages({
        rootDir,
        index,
        readFile: (path) => this.text(path),
        requiredKeys: () => options.requiredKeys,
        languageConvention: () => options.languageConvention,
        parseConfig: options.parseConfig,
        onParse: options.onParse,
      });
    this.sitePages = this.makePages();
  }

  get pages(): SitePages {
    return this.sitePages;
  }

  /** Reads a page, snippet or config of the site. */
  read(path: string): ReadResult {
    if (path === this.configText?.path) return { kind: 'text', text: this.configText.text, truncated: false };
    return readRegularFileSync(path, { maxBytes: MAX_PAGE_BYTES, root: this.rootDir, folders: this.folders });
  }

  text(path: string): string | undefined {
    const read = this.read(path);
    return read.kind === 'text' ? read.text : undefined;
  }

  /** The findings of the page whose text is `text`, from the check made of that text earlier in the run when no file
   * has been written since. */
  check(path: string, text: string, site: PageSiteContext): Diagnostic[] {
    const hash = textHash(text);
    const cached = this.checks.get(path);
    if (cached && cached.length === text.length && cached.hash === hash) return cached.diagnostics;
    const diagnostics = this.pages.check(path, text, site);
    this.checks.set(path, { length: text.length, hash, diagnostics });
    return diagnostics;
  }

  /** The findings of a page checked earlier in the run, when no file has been written since: one run sees one state
   * of the disk (as with the folders' real paths), so the page is not read again. */
  checked(path: string): Diagnostic[] | undefined {
    return this.checks.get(path)?.diagnostics;
  }

  /** A file of the site was written with `text`: its parse is dropped, and every page's findings (any may depend on
   * it). A file the config `$ref`s changes the site model without changing the config's text, which is what the
   * pages' model is kept by: then the pages start afresh. */
  written(path: string, text: string): void {
    this.checks.clear();
    if (path === this.configText?.path) this.configText = { path, text };
    else if (!/\.mdx?$/.test(path)) {
      this.sitePages = this.makePages();
      return;
    }
    this.sitePages.forget(path);
  }
}

export interface PagesOptions {
  /** Globs relative to the site root; empty reports every page. */
  files: readonly string[];
  /** Rule severities (`.docsiterc.json`, `--rule`), applied as to the config's diagnostics. */
  rules?: RuleSeverities;
}

export interface PageResult {
  path: string;
  diagnostics: Diagnostic[];
}

export function checkSitePages(site: SitePagesOnDisk, options: PagesOptions): PageResult[] {
  const rootDir = site.rootDir;
  const matches = options.files.length ? globMatcher(options.files) : () => true;
  const context = site.pages.context();
  const results: PageResult[] = [];
  for (const path of site.pages.pagePaths()) {
    if (!matches(relativeInside(rootDir, path) ?? path)) continue;
    let diagnostics: Diagnostic[];
    try {
      // A page another page links to with an anchor was parsed already: only its parse is kept, so it is read
      // again here (and its parse reused when the text is the same). A page the fix pass checked is not.
      diagnostics = site.checked(path) ?? checkRead(site, path, context);
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

/** Reads a page and checks it. The report is the run's last pass over the pages, so its findings are not kept for
 * a later one (that would hold every page's findings twice, once here and once in the results). */
function checkRead(site: SitePagesOnDisk, path: string, context: PageSiteContext): Diagnostic[] {
  const read = site.read(path);
  return read.kind === 'text'
    ? site.pages.check(path, read.text, context)
    : [notRead(`Not checked: this page ${describeReadFailure(read)}.`)];
}

function notRead(message: string): Diagnostic {
  return diagnosticAt(FILE_START, DiagnosticSeverity.Information, 'page-syntax', message);
}
