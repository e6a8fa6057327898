// `docsite check [PATH…] [options]`: the same language service as the editor, with the file index built from disk.
// The steps: options (flags over `.docsiterc.json`), the check of every site, then narrowing the report (changed
// files, baseline), then the chosen format. Exit 0 without error diagnostics, 1 with some (or more warnings than
// allowed), 2 on usage, config or I/O errors.
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { dirname as folderOf, join, resolve } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../shared/src/settings';
import { indexFolderSync } from '../host/diskIndex';
import { describeReadFailure, readRegularFileSync } from '../host/readRegularFile';
import { UnsafeWriteError, writeFileInside } from '../host/writeInside';
import { LanguageService, type ConfigDocument } from '../service/languageService';
import { CONFIG_FILE_NAMES, dirname, normalizePath, pathToUri, relativeInside } from '../service/workspace/paths';
import { DiagnosticSeverity } from '../service/diagnostics/diagnostics';
import { ORPHAN_PAGE_CODE } from '../service/config/features/orphans';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { MAX_CONFIG_FILE_BYTES } from '../service/json/document';
import { USAGE, parseArgs, type CheckArgs } from './args';
import { compareWithBaseline, createBaseline, readBaseline, serializeBaseline } from './baseline';
import { changedFilesSince } from './changedFiles';
import { CliError, displayPath, reportCliError } from './cliError';
import { escapeForOutput, type FileDiagnostic } from './format';
import { outputFormat } from './formats/list';
import { fileLineUrl, hyperlink, supportsHyperlinks } from './formats/hyperlinks';
import { findRcFile, loadRcFile, RcFileError, type RcConfig } from '../host/rcFile';
import { runUpgrade } from './upgrade';
import { fixSites } from './fix';
import { checkSitePages, SitePagesOnDisk } from './pages';
import { checkExternalLinks, type ExternalSite } from './externalLinks';
import { DEFAULT_EXTERNAL_LINK_SETTINGS, linkCheckerUserAgent } from '../service/externalLinks/settings';
import { globMatcher } from '../service/workspace/glob';
import type { SiteLanguages } from './languageTable';
import { languageSummary } from '../service/languages/summary';
import { siteStaleTranslations, withStaleCounts, withStaleFindings } from './staleTranslations';

/** Where `--update-baseline` writes when neither `--baseline` nor the config file names a file. */
export const DEFAULT_BASELINE = '.docsite-baseline.json';

type Output = NodeJS.WritableStream & { isTTY?: boolean };

/** The exit code; a promise of it when the check goes over the network (`--external`). */
export function main(
  argv: readonly string[],
  out: Output,
  err: NodeJS.WritableStream & { isTTY?: boolean },
): number | Promise<number> {
  const parsed = parseArgs(argv);
  switch (parsed.kind) {
    case 'help':
      out.write(USAGE + '\n');
      return 0;
    case 'version':
      out.write(`${readVersion()}\n`);
      return 0;
    case 'usage-error':
      // One line, not the whole help: the mistake and its nearest fix stay on screen.
      err.write(`docsite: ${parsed.message} (docsite --help lists the commands and options)\n`);
      return 2;
    case 'upgrade':
      return runUpgrade(parsed, out, err);
  }
  const failed = (error: unknown): number => reportCliError(error, err);
  try {
    const code = check(parsed, out, err);
    return typeof code === 'number' ? code : code.catch(failed);
  } catch (error) {
    return failed(error);
  }
}

function check(
  args: CheckArgs,
  out: Output,
  err: NodeJS.WritableStream & { isTTY?: boolean },
): number | Promise<number> {
  const cwd = process.cwd();
  const rc = ruleConfig(args, cwd);
  const settings: ServerSettings = {
    ...DEFAULT_SERVER_SETTINGS,
    rules: { ...rc?.rules, ...args.rules },
    ...(rc?.languages ? { languages: rc.languages } : {}),
  };
  const maxWarnings = args.maxWarnings ?? rc?.maxWarnings;
  const baselinePath =
    args.baseline !== undefined
      ? resolve(args.baseline)
      : (rc?.baseline ?? (args.updateBaseline ? resolve(DEFAULT_BASELINE) : undefined));
  // A baseline the config file names lies in that file's folder (checked when it is read); any other lies in the
  // working folder. It is written only there, never through a link.
  const baselineRoot = args.baseline === undefined && rc?.baseline !== undefined ? folderOf(rc.path) : cwd;
  const changed = args.changedSince !== undefined ? changedFilesSince(args.changedSince, cwd) : undefined;

  const configs = [...new Set(args.paths.map(findConfig))];
  // Every config is read before any is checked or fixed: one that cannot be read stops the run before any work.
  const sites = configs.map(readSite);
  const service = new LanguageService({ readFile: () => undefined, readConfigFile: readUsedFile });
  for (const { root } of sites) {
    if (service.index.coversFolder(root)) continue;
    indexFolderSync(service.index, root);
    service.index.refreshIgnoreFiles(readUsedFile);
  }
  // Each site's pages, shared by the fixes and the report: a page is parsed and checked once unless a fix wrote it.
  const sitePages = new Map<string, SitePagesOnDisk>();
  if (!args.noPages)
    for (const site of sites)
      sitePages.set(
        site.configPath,
        new SitePagesOnDisk(site.root, service.index, {
          requiredKeys: rc?.requiredFrontMatter ?? [],
          languageConvention: settings.languages,
          parseConfig: (document, configPath) => service.parseUncached(document, configPath),
          configText: { path: site.configPath, text: site.configText },
        }),
      );
  // Fixes first, so the check below reports what remains.
  if (args.fix) {
    const includes = (path: string) => !changed || changed.has(path);
    const { written } = fixSites(
      sites.map((site) => ({ ...site, pages: sitePages.get(site.configPath) })),
      { mode: args.fix, settings, index: service.index, files: args.files ?? [], includes, out, err, displayPath },
    );
    for (const [path, text] of written) {
      service.fileChanged(path);
      for (const site of sites) if (site.configPath === path) site.configText = text;
    }
  }
  const results: FileDiagnostic[] = [];
  const checkedFiles: string[] = [];
  const languages: SiteLanguages[] = [];
  for (const { root, configPath: path, configText: text } of sites) {
    const document = TextDocument.create(pathToUri(path), 'json', 1, text);
    const parsed = service.parse(document, path);
    const table = languageTable(service, parsed, path, settings);
    const stale = args.staleTranslations && table ? siteStaleTranslations(service, parsed, root, settings) : undefined;
    if (table) languages.push({ config: table.config, rows: withStaleCounts(table.rows, stale) });
    // Problems in `$ref`'d files are reported under those files, after the config's own.
    for (const { file, diagnostics } of withStaleFindings(
      service.diagnoseSite(parsed, settings),
      stale ?? [],
      settings,
    )) {
      const filePath = file.path ?? path;
      const isChanged = !changed || changed.has(filePath) || changed.has(path);
      if (!isChanged && !diagnostics.some((d) => concernsChangedPage(d.data, root, changed))) continue;
      const shown = displayPath(filePath);
      checkedFiles.push(shown);
      const atPages: FileDiagnostic[] = [];
      for (const diagnostic of diagnostics) {
        if (!isChanged && !concernsChangedPage(diagnostic.data, root, changed)) continue;
        const atPage = atItsPage(diagnostic);
        if (atPage) atPages.push(atPage);
        else results.push({ file: shown, diagnostic });
      }
      // After the file's own findings, so the report stays grouped by file.
      for (const atPage of atPages) results.push(atPage);
    }
    const pages = sitePages.get(path);
    if (!pages) continue;
    for (const page of checkSitePages(pages, { files: args.files ?? [], rules: settings.rules })) {
      const pageShown = displayPath(page.path);
      checkedFiles.push(pageShown);
      if (changed && !changed.has(page.path)) continue;
      for (const diagnostic of page.diagnostics) results.push({ file: pageShown, diagnostic });
    }
  }

  if (args.external || args.offline) {
    const files = args.files?.length ? globMatcher(args.files) : undefined;
    const includes = (file: string): boolean => {
      if (changed && !changed.has(file)) return false;
      const site = sites.find((s) => s.configPath === file || relativeInside(s.root, file) !== undefined);
      if (!site || site.configPath === file) return true;
      if (args.noPages) return false;
      return !files || files(relativeInside(site.root, file) ?? file);
    };
    const settings = rc?.externalLinks ?? DEFAULT_EXTERNAL_LINK_SETTINGS;
    return checkExternalLinks(sites, service.index, {
      offline: args.offline === true,
      settings,
      rules: { ...rc?.rules, ...args.rules },
      includes,
      userAgent: linkCheckerUserAgent(readVersion()),
      err,
    }).then((found) => {
      for (const { path, diagnostics } of found)
        for (const diagnostic of diagnostics) results.push({ file: displayPath(path), diagnostic });
      return report(args, results, { out, err, cwd, maxWarnings, baselinePath, baselineRoot, checkedFiles, languages });
    });
  }
  return report(args, results, { out, err, cwd, maxWarnings, baselinePath, baselineRoot, checkedFiles, languages });
}

interface ReportContext {
  out: Output;
  err: NodeJS.WritableStream;
  cwd: string;
  maxWarnings: number | undefined;
  baselinePath: string | undefined;
  /** The folder a baseline named by `.docsiterc.json` must stay inside (that file's folder). */
  baselineRoot: string;
  checkedFiles: string[];
  /** Each site's per-language parity table (sites with languages only). */
  languages: SiteLanguages[];
}

/** The baseline step, the report in its format, and the exit code. */
function report(
  args: CheckArgs,
  results: FileDiagnostic[],
  { out, err, cwd, maxWarnings, baselinePath, baselineRoot, checkedFiles, languages }: ReportContext,
): number {
  if (args.updateBaseline) {
    const target = baselinePath ?? resolve(DEFAULT_BASELINE);
    writeOutput(target, serializeBaseline(createBaseline(results, target, cwd)), baselineRoot);
    err.write(
      `docsite: wrote ${results.length} problem${results.length === 1 ? '' : 's'} to the baseline ${escapeForOutput(displayPath(target))}\n`,
    );
    return 0;
  }
  let reported = results;
  if (baselinePath !== undefined) {
    const comparison = compareWithBaseline(
      results,
      readBaseline(baselinePath, displayPath(baselinePath), args.baseline === undefined ? baselineRoot : undefined),
      baselinePath,
      cwd,
    );
    reported = comparison.fresh;
    if (comparison.known)
      err.write(
        `docsite: ${comparison.known} known problem${comparison.known === 1 ? ' is' : 's are'} in the baseline ${escapeForOutput(displayPath(baselinePath))} and not reported\n`,
      );
    if (comparison.fixed)
      err.write(
        `docsite: ${comparison.fixed} problem${comparison.fixed === 1 ? '' : 's'} of the baseline no longer occur${comparison.fixed === 1 ? 's' : ''}; run with --update-baseline to drop ${comparison.fixed === 1 ? 'it' : 'them'}\n`,
      );
  }

  const format = outputFormat(args.format);
  // Colours and hyperlinks only for a terminal format written to a terminal.
  const toTerminal = format.colors === true && args.outputFile === undefined;
  const color = toTerminal && out.isTTY === true && !process.env.NO_COLOR;
  const link =
    toTerminal && supportsHyperlinks(out)
      ? (file: string, line: number, text: string) => hyperlink(fileLineUrl(resolve(cwd, file), line), text)
      : undefined;
  const output = format.render(reported, { checkedFiles, cwd, color, languages, version: readVersion(), link });
  if (args.outputFile !== undefined) {
    writeOutput(resolve(args.outputFile), output ? output + '\n' : '', cwd);
  } else if (output) out.write(output + '\n');

  const errors = reported.filter(
    (r) => (r.diagnostic.severity ?? DiagnosticSeverity.Error) === DiagnosticSeverity.Error,
  ).length;
  const warnings = reported.filter((r) => r.diagnostic.severity === DiagnosticSeverity.Warning).length;
  if (maxWarnings !== undefined && warnings > maxWarnings) {
    err.write(
      `docsite: ${warnings} warning${warnings === 1 ? '' : 's'}, more than the ${maxWarnings} allowed (max warnings)\n`,
    );
    return 1;
  }
  return errors > 0 ? 1 : 0;
}

/** A file the CLI writes: a regular file inside `root`, never through a symbolic link, replaced atomically. */
function writeOutput(path: string, text: string, root: string): void {
  try {
    writeFileInside(path, text, root, displayPath(path));
  } catch (error) {
    if (error instanceof UnsafeWriteError) throw new CliError(error.message);
    throw new CliError(`cannot write ${displayPath(path)}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/** A config given on the command line, read: the site the external-link check and the report work on. */
function readSite(config: string): ExternalSite {
  const configPath = normalizePath(config);
  return { root: dirname(configPath), configPath, configText: readConfig(config) };
}

/** The per-language parity table of a site with `navigation.languages` (undefined for a site without). */
function languageTable(
  service: LanguageService,
  parsed: ConfigDocument,
  configPath: string,
  settings: ServerSettings,
): SiteLanguages | undefined {
  const rows = languageSummary(service.model(parsed), service.index, settings.languages);
  return rows.length ? { config: displayPath(configPath), rows } : undefined;
}

/** `--config FILE`, else the nearest `.docsiterc.json` (unless `--no-config`). */
function ruleConfig(args: CheckArgs, cwd: string): RcConfig | undefined {
  try {
    if (args.config !== undefined) return loadRcFile(resolve(args.config), args.config);
    if (args.noConfig) return undefined;
    const found = findRcFile(cwd);
    return found ? loadRcFile(found, displayPath(found)) : undefined;
  } catch (error) {
    // A file the check cannot use: the check did not run (exit 2).
    if (error instanceof RcFileError) throw new CliError(error.message);
    throw error;
  }
}

/** A diagnostic about a page (its `data.page`, relative to the site root) concerns that page's file as well. */
/**
 * A finding about one page file (an orphan page) is reported at that file's first line, not at the config's
 * `navigation` key where the editor shows it beside its quick fix: in a list of findings by file, a dozen orphans
 * at one config position say nothing about where each one is.
 */
function atItsPage(diagnostic: Diagnostic): FileDiagnostic | undefined {
  const file = (diagnostic.data as { file?: unknown } | undefined)?.file;
  if (diagnostic.code !== ORPHAN_PAGE_CODE || typeof file !== 'string') return undefined;
  const start = { line: 0, character: 0 };
  return { file: displayPath(file), diagnostic: { ...diagnostic, range: { start, end: start } } };
}

function concernsChangedPage(data: unknown, root: string, changed: ReadonlySet<string>): boolean {
  const page = (data as { page?: unknown } | undefined)?.page;
  if (typeof page !== 'string') return false;
  const base = normalizePath(join(root, page));
  return changed.has(base) || changed.has(`${base}.mdx`) || changed.has(`${base}.md`);
}

/** A file a config uses (`$ref`'d JSON, an OpenAPI document), through the same safe reader; undefined when it
 * cannot be read (the checks then say the `$ref` target is missing, or leave the operations unjudged). */
function readUsedFile(path: string): string | undefined {
  const result = readRegularFileSync(path, { maxBytes: MAX_CONFIG_FILE_BYTES, root: folderOf(path) });
  return result.kind === 'text' ? result.text : undefined;
}

/** A config file, or the config inside a folder: docs.json first (the generator reads it when both are there), then
 * mint.json. */
function findConfig(path: string): string {
  const absolute = resolve(path);
  let stat;
  try {
    stat = statSync(absolute);
  } catch {
    throw new CliError(`cannot find "${path}"`);
  }
  if (stat.isDirectory()) {
    for (const name of CONFIG_FILE_NAMES) {
      const config = join(absolute, name);
      try {
        // Anything by that name but a folder is the config: reading it says what is wrong with a link or a device.
        if (!lstatSync(config).isDirectory()) return config;
      } catch {
        // try the next name
      }
    }
    throw new CliError(`no ${CONFIG_FILE_NAMES.join(' or ')} in "${path}"`);
  }
  return absolute;
}

/** The config's text. Only a regular file is read (a link to `/dev/zero`, a FIFO or a device is refused, unread),
 * only up to MAX_CONFIG_FILE_BYTES, and only when its real path stays in its own folder (a committed link to a file
 * elsewhere on the CI machine must not be read and quoted back in diagnostics). */
function readConfig(path: string): string {
  const result = readRegularFileSync(path, { maxBytes: MAX_CONFIG_FILE_BYTES, root: folderOf(path) });
  if (result.kind === 'text') return result.text;
  throw new CliError(`cannot check "${displayPath(path)}": it ${describeReadFailure(result)}`);
}

/** The version of the package this bundle ships in: the nearest package.json above it (the CLI package's, or the
 * repository's when run from the build folder). */
function readVersion(): string {
  for (let folder = __dirname; ; folder = folderOf(folder)) {
    try {
      return String(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version);
    } catch {
      if (folderOf(folder) === folder) return 'unknown';
    }
  }
}

if (require.main === module) {
  // `docsite check | head` closes the pipe early; that is not a failure worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const code = main(process.argv.slice(2), process.stdout, process.stderr);
  // Let stdout drain before exiting (large JSON output to a pipe).
  if (typeof code === 'number') process.exitCode = code;
  else
    code.then(
      (value) => (process.exitCode = value),
      (error: unknown) => {
        process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        process.exitCode = 2;
      },
    );
}
