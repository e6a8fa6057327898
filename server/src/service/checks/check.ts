// What a check is: the rules it reports (id, summary, help, default severity) beside the function that finds them.
// checks/list.ts lists every check; the rule catalogue, the diagnostic code type, the `docsite.rules` setting, the
// `.docsiterc.json` schema, SARIF's rule descriptions and the rules table of docs/cli.md all come from that list.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerSettings } from '../../../../shared/src/settings';
import type { ConfigFormat } from '../workspace/paths';
import type { ParsedPage } from '../pages/parsePage';
import type { PageSiteContext } from '../pages/siteContext';
import type { SiteModel } from '../config/model/model';
import type { DiagnosticSink } from '../diagnostics/siteDiagnostics';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';

/** The severity a rule reports at unless the user's `rules` setting says otherwise. A check may report one case of
 * a rule at another severity (the rule's help says which); this is the usual one, shown in the docs' table. */
export type DefaultSeverity = 'error' | 'warning' | 'info';

export interface Rule<Id extends string = string> {
  /** The diagnostic code: stable, since settings, baselines and quick fixes key on it. Lower case, dash-separated. */
  id: Id;
  /** One line: what the rule finds. */
  summary: string;
  /** How to fix it (plain text; SARIF viewers show it as the rule's help). */
  help: string;
  severity: DefaultSeverity;
}

/** What a page check is given: one page (.mdx/.md) of a site.
 * - `document`: the page's text; build every range with `makeDiagnostic(document, { offset, length }, …)`.
 * - `path`: the page's absolute path (forward slashes).
 * - `parsed`: the page parsed once for every check (pages/parsePage.ts): front matter, headings, links, imports,
 *   JSX elements, and `parseError` when the MDX does not parse (the other fields then hold what could be read).
 * - `site`: what the page can see of its site (pages/siteContext.ts): the site root, which files and pages exist,
 *   redirects, other pages' anchors, the front matter policy. It is built once per run, not per page.
 * A page check runs for every page on every keystroke and over 10,000-page sites in the CLI: read `parsed`, do not
 * parse the text again, and keep the work proportional to what the page holds. */
export interface PageCheckInput {
  document: TextDocument;
  path: string;
  parsed: ParsedPage;
  site: PageSiteContext;
}

export interface PageCheck<R extends readonly Rule[] = readonly Rule[]> {
  appliesTo: 'page';
  rules: R;
  /** Reports each problem found with `report` (in any order: hosts sort by position). Absent for rules the hosts
   * report themselves (external links, checked over the network by the CLI). */
  check?(page: PageCheckInput, report: (diagnostic: Diagnostic) => void): void;
}

/** What a config check is given: the site model of one config (docs.json or mint.json with the files it pulls in
 * through `$ref`), the workspace's file index, the settings, and the sink that files each problem under the file
 * where it is written. */
export interface ConfigCheckInput {
  model: SiteModel;
  index: WorkspaceIndex;
  settings: ServerSettings;
  sink: DiagnosticSink;
}

export interface ConfigCheck<R extends readonly Rule[] = readonly Rule[]> {
  appliesTo: 'config';
  rules: R;
  /** The formats the check applies to; every format when absent. */
  formats?: readonly ConfigFormat[];
  /** Whether the check also runs on a config that has no JSON tree to check (only the syntax check does). */
  runsWithoutTree?: boolean;
  /** Whether the check reads the workspace's file index (which pages and files exist). A config opened while the
   * workspace is still being walked is answered in two steps: the checks that do not read it at once, every check
   * when the walk ends (a test holds each check to what it declares). */
  readsFiles?: boolean;
  /** Absent for rules the hosts report themselves (a config they cannot read) and for the problem cap. */
  check?(config: ConfigCheckInput): void;
}

export type Check = PageCheck | ConfigCheck;

/** Declares a page check, keeping its rule ids as literal types (the diagnostic code type is made of them). */
export function pageCheck<const R extends readonly Rule[]>(check: PageCheck<R>): PageCheck<R> {
  return check;
}

/** Declares a config check, keeping its rule ids as literal types. */
export function configCheck<const R extends readonly Rule[]>(check: ConfigCheck<R>): ConfigCheck<R> {
  return check;
}
