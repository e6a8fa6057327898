// `docsite check --fix` and `--fix-dry-run`: the certain quick fixes (fixCertain.ts) of every site checked, applied
// before the check reports, so the report shows what remains. The fixes are the editor's own code actions, computed
// by the same service; this module only chooses the certain ones, applies their edits and writes the files.
// - Edits of one file are applied bottom-up; an action whose edits overlap an action already taken waits for the
//   next pass (two adjacent duplicate entries each remove a comma between them). The config is fixed in passes
//   until nothing is left to fix (at most MAX_PASSES), on its text in memory; pages need one pass (their fixes
//   touch separate links and tags).
// - `--fix` writes each changed file through writeFileInside: only a regular file inside the site, never through a
//   symbolic link, replaced atomically. A file it refuses is named on stderr and keeps its problems.
// - `--fix-dry-run` prints a unified diff of every change on stdout and writes nothing.
import type { CodeAction, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerSettings } from '../../../shared/src/settings';
import { readRegularFileSync } from '../host/readRegularFile';
import { UnsafeWriteError, writeFileInside } from '../host/writeInside';
import { getCodeActions } from '../service/config/features/codeActions';
import { MAX_CONFIG_FILE_BYTES } from '../service/json/document';
import { LanguageService } from '../service/languageService';
import { pageCodeActions } from '../service/pages/pageEditor';
import { dirname, pathToUri } from '../service/workspace/paths';
import type { WorkspaceIndex } from '../service/workspace/workspaceIndex';
import { escapeForOutput } from './format';
import { isCertain, mayNeedPageFix } from './fixCertain';
import { unifiedDiff } from './fixDiff';
import type { SitePagesOnDisk } from './pages';
import { globMatcher } from '../service/workspace/glob';
import { applyRuleSeverities } from '../service/checks/ruleSeverities';
import type { PageSiteContext } from '../service/pages/siteContext';
import { relativeInside } from '../service/workspace/paths';

/** Passes over a config before giving up on fixes that keep overlapping (each pass applies at least one). */
const MAX_PASSES = 10;

/** A site to fix, as the check reads it: its config's text (read once for the run) and its pages (undefined with
 * `--no-pages`: the config only is fixed). */
export interface FixSite {
  root: string;
  configPath: string;
  configText: string;
  pages?: SitePagesOnDisk;
}

export interface FixOptions {
  mode: 'write' | 'dry-run';
  settings: ServerSettings;
  /** The file index of the check (every site's folder indexed). */
  index: WorkspaceIndex;
  /** `--files`: the pages fixed (globs relative to the site root; empty for every page). */
  files: readonly string[];
  /** Whether a file's problems are reported (`--changed-since`); only those are fixed. */
  includes(path: string): boolean;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  displayPath(path: string): string;
}

export interface FixSummary {
  problems: number;
  files: number;
  /** The files written, with their new text (empty in a dry run). */
  written: Map<string, string>;
}

interface FileFix {
  root: string;
  original: string;
  text: string;
  problems: number;
}

/** Applies (or, in a dry run, prints) the certain fixes of `sites`. The caller tells its own readers of the files
 * written (`written`); each site's pages have been told already. */
export function fixSites(sites: readonly FixSite[], options: FixOptions): FixSummary {
  const fixes = new Map<string, FileFix>();
  for (const site of sites) {
    fixConfig(site, options.index, fixes, options);
    if (site.pages) fixPages(site.pages, fixes, options);
  }
  let problems = 0;
  let files = 0;
  const written = new Map<string, string>();
  for (const [path, fix] of fixes) {
    if (fix.text === fix.original) continue;
    const shown = options.displayPath(path);
    if (options.mode === 'dry-run') {
      options.out.write(`${unifiedDiff(shown, fix.original, fix.text)}\n`);
    } else {
      try {
        writeFileInside(path, fix.text, fix.root, shown);
      } catch (error) {
        const reason = error instanceof UnsafeWriteError ? error.message : `cannot write ${shown}: ${String(error)}`;
        options.err.write(`docsite: not fixed: ${escapeForOutput(reason)}\n`);
        continue;
      }
      written.set(path, fix.text);
      for (const site of sites) if (relativeInside(site.root, path) !== undefined) site.pages?.written(path, fix.text);
    }
    problems += fix.problems;
    files++;
  }
  const counted = `${problems} problem${problems === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
  options.err.write(
    options.mode === 'dry-run'
      ? `docsite: --fix-dry-run: would fix ${counted}; nothing written\n`
      : `docsite: fixed ${counted}\n`,
  );
  return { problems, files, written };
}

/** A file the config uses: the config's text as read for the run, else from the fixes made so far, else from disk
 * through the safe reader. */
function reader(site: FixSite, fixes: ReadonlyMap<string, FileFix>): (path: string) => string | undefined {
  return (path) => {
    const fixed = fixes.get(path);
    if (fixed) return fixed.text;
    if (path === site.configPath) return site.configText;
    const result = readRegularFileSync(path, { maxBytes: MAX_CONFIG_FILE_BYTES, root: dirname(path) });
    return result.kind === 'text' ? result.text : undefined;
  };
}

/** The config's certain fixes, pass after pass on its text in memory. */
function fixConfig(site: FixSite, index: WorkspaceIndex, fixes: Map<string, FileFix>, options: FixOptions): void {
  const { configPath, root } = site;
  const read = reader(site, fixes);
  // One service for every pass: it reads each `$ref`'d file and OpenAPI document once, and is told of those fixed.
  const service = new LanguageService({ index, readConfigFile: read });
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const text = read(configPath);
    if (text === undefined) break;
    const doc = service.parse(TextDocument.create(pathToUri(configPath), 'json', pass, text), configPath);
    const model = service.model(doc);
    let applied = 0;
    for (const { file, diagnostics } of service.diagnoseSite(doc, options.settings)) {
      if (file.path === undefined || !options.includes(file.path)) continue;
      const certain = diagnostics.filter((d) => isCertain(d, file.textDocument, 'config'));
      if (!certain.length) continue;
      const actions = getCodeActions({
        document: file.textDocument,
        root: file.doc.root,
        rootDir: model.rootDir,
        model,
        diagnostics: certain,
      });
      const count = apply(file.path, root, file.textDocument, actions, fixes);
      if (count && file.path !== configPath) service.fileChanged(file.path);
      applied += count;
    }
    if (!applied) break;
  }
}

/** The certain page fixes. Only the pages whose text may hold one are checked (mayNeedPageFix): on a big site most
 * pages need none. The check is the report's own (SitePagesOnDisk), so a page checked here is not parsed or checked
 * again for the report unless a file was written. */
function fixPages(site: SitePagesOnDisk, fixes: Map<string, FileFix>, options: FixOptions): void {
  const root = site.rootDir;
  const matches = options.files.length ? globMatcher(options.files) : () => true;
  let context: PageSiteContext | undefined;
  for (const path of site.pages.pagePaths()) {
    if (!options.includes(path) || !matches(relativeInside(root, path) ?? path)) continue;
    const text = site.text(path);
    if (text === undefined || !mayNeedPageFix(text)) continue;
    context ??= site.pages.context();
    const diagnostics = applyRuleSeverities(site.check(path, text, context), options.settings.rules);
    const document = TextDocument.create(pathToUri(path), 'mdx', 1, text);
    const certain = diagnostics.filter((d) => isCertain(d, document, 'page'));
    if (certain.length) apply(path, root, document, pageCodeActions(document.uri, certain, document), fixes);
  }
}

/** Applies the preferred actions of `document` whose edits touch only it and overlap no action taken before;
 * returns how many were applied. */
function apply(
  path: string,
  root: string,
  document: TextDocument,
  actions: readonly CodeAction[],
  fixes: Map<string, FileFix>,
): number {
  const taken: { start: number; end: number }[] = [];
  const edits: { start: number; end: number; newText: string }[] = [];
  let count = 0;
  for (const action of actions) {
    const own = actionEdits(action, document.uri);
    if (!action.isPreferred || !own) continue;
    const ranges = own.map((e) => ({
      start: document.offsetAt(e.range.start),
      end: document.offsetAt(e.range.end),
      newText: e.newText,
    }));
    if (ranges.some((r) => overlaps(r, taken))) continue;
    for (const range of ranges) {
      taken.push(range);
      edits.push(range);
    }
    count++;
  }
  if (!count) return 0;
  let text = document.getText();
  // Bottom-up, so each edit's offsets still hold when it is applied.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  for (const edit of edits) text = text.slice(0, edit.start) + edit.newText + text.slice(edit.end);
  const previous = fixes.get(path);
  fixes.set(path, {
    root,
    original: previous?.original ?? document.getText(),
    text,
    problems: (previous?.problems ?? 0) + count,
  });
  return count;
}

/** Whether a range shares text with one taken, or is an insertion where one is (their order would be a guess). */
function overlaps(range: { start: number; end: number }, taken: readonly { start: number; end: number }[]): boolean {
  return taken.some(
    (t) =>
      (range.start < t.end && t.start < range.end) ||
      (t.start === range.start && (t.start === t.end || range.start === range.end)),
  );
}

/** The action's edits when all of them are in `uri` (an action creating or editing another file is never applied). */
function actionEdits(action: CodeAction, uri: string): TextEdit[] | undefined {
  const edit = action.edit;
  if (!edit || action.command || edit.documentChanges) return undefined;
  const changes = edit.changes ?? {};
  const uris = Object.keys(changes);
  return uris.length === 1 && uris[0] === uri ? changes[uri] : undefined;
}
