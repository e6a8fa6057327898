// Redirects (`redirects[]` of `{source, destination, permanent}`): a destination that is no page of the site, a
// chain (the destination is itself redirected) or a loop, and a source that hides a page the navigation lists.
// Sources may hold path parameters (`:slug`, `:slug*`); a destination with parameters is not judged.
import type { Node } from 'jsonc-parser';
import { trimSlashes } from '../../../../../shared/src/slashes';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';
import { listedPages } from './listedPages';
import type { RedirectRef, SiteModel } from './model';
import type { DiagnosticSink } from '../../diagnostics/siteDiagnostics';
import { lowerBound } from '../../../../../shared/src/sortedSearch';

const EXTERNAL = /^([a-zA-Z][a-zA-Z0-9+.-]*:|\/\/)/;
/** A parameter (`:slug`, `:slug*`) or a wildcard (`*`): in a destination, a pattern filled from the source. */
const PARAMETER = /(^|\/)(:[A-Za-z_][\w]*[*+?]?|\*)/;

/** "/guides/intro/?x" -> "guides/intro"; the site's home is "". A `#fragment` is kept: a redirect between two
 * headings of one page is no loop. */
export function redirectPath(raw: string): string {
  const hash = raw.indexOf('#');
  const fragment = hash >= 0 ? raw.slice(hash) : '';
  const beforeHash = hash >= 0 ? raw.slice(0, hash) : raw;
  const query = beforeHash.indexOf('?');
  const path = trimSlashes(query >= 0 ? beforeHash.slice(0, query) : beforeHash);
  return fragment.length > 1 ? path + fragment : path;
}

interface Rule {
  ref: RedirectRef;
  source: string;
  sourceNode: Node;
  destination?: string;
  destinationNode?: Node;
  /** For a source with parameters: the fixed part before the first one ("old/" of "/old/:slug*"). */
  prefix?: string;
}

export function redirectDiagnostics(model: SiteModel, index: WorkspaceIndex, sink: DiagnosticSink): void {
  const rules: Rule[] = [];
  for (const ref of model.redirects) {
    const source = ref.source?.type === 'string' ? String(ref.source.value) : undefined;
    if (source === undefined || !ref.source) continue;
    const destination = ref.destination?.type === 'string' ? String(ref.destination.value) : undefined;
    const parameter = PARAMETER.exec(source);
    rules.push({
      ref,
      source: redirectPath(source),
      sourceNode: ref.source,
      destination,
      destinationNode: ref.destination,
      prefix: parameter ? redirectPath(source.slice(0, parameter.index)) : undefined,
    });
  }
  if (!rules.length) return;
  const exact = new Map<string, Rule>();
  for (const rule of rules) if (rule.prefix === undefined && !exact.has(rule.source)) exact.set(rule.source, rule);
  const rootDir = model.rootDir;
  const indexed = rootDir !== undefined && index.coversFolder(rootDir);
  const pageFiles = indexed ? index.pageTableOf(rootDir) : undefined;
  // Whether the navigation lists a page file: its row in the listing (listedPages), not a set of every listed id, which
  // at 100,000 pages costs more than the rest of this check together on a site's first check.
  const listing = indexed ? listedPages(model, index) : undefined;
  // The listed ids themselves are needed only for what the index does not hold (a destination or a source that is
  // no page file) and for a wildcard source; the model builds that set once, when first asked.
  const listed = () => model.usedPageIds;
  // A destination may also be a file the site serves (a PDF, an image), not only a page.
  const isPage = (path: string) =>
    path === '' ||
    pageFiles?.has(path) === true ||
    pageFiles?.has(`${path}/index`) === true ||
    listed().has(path) ||
    listed().has(`${path}/index`) ||
    (rootDir !== undefined && index.has(`${rootDir}/${path}`));
  /** A page of the navigation that has a file (with no index: any page of the navigation). */
  const isListedPage = (path: string) => {
    if (pageFiles === undefined) return listed().has(path);
    const row = pageFiles.find(path);
    return row >= 0 && listing !== undefined && listing.isListed(row);
  };
  // Pages generated from OpenAPI documents have slugs we do not compute: with any, an unknown destination is not claimed.
  const generatesPages = model.operations.length > 0 || model.openapi.length > 0;

  const cycles = redirectCycles(exact);
  let listedSorted: string[] | undefined;

  const warn = (
    rule: Rule,
    node: Node,
    code: 'redirect-destination' | 'redirect-chain' | 'redirect-shadows-page',
    message: string,
  ) =>
    sink.add(
      rule.ref.file,
      makeDiagnostic(rule.ref.file.textDocument, node, DiagnosticSeverity.Warning, code, message),
    );

  for (const rule of rules) {
    // Source hides a listed page: readers following the navigation get redirected away from it.
    if (rule.prefix === undefined) {
      if (isListedPage(rule.source)) {
        warn(
          rule,
          rule.sourceNode,
          'redirect-shadows-page',
          `Redirect source "/${rule.source}" is a page of the navigation: the redirect hides that page.`,
        );
      }
    } else {
      const shadowed = firstUnder((listedSorted ??= [...listed()].sort()), rule.prefix);
      if (shadowed !== undefined)
        warn(
          rule,
          rule.sourceNode,
          'redirect-shadows-page',
          `Redirect source "${String(rule.sourceNode.value)}" also matches "/${shadowed}", a page of the navigation: the redirect hides it.`,
        );
    }
    const { destination, destinationNode } = rule;
    if (destination === undefined || !destinationNode || EXTERNAL.test(destination) || PARAMETER.test(destination))
      continue;
    const target = redirectPath(destination);
    const next = exact.get(target);
    if (next && next !== rule) {
      const loop = cycles.get(rule);
      if (loop !== undefined) {
        sink.add(
          rule.ref.file,
          makeDiagnostic(
            rule.ref.file.textDocument,
            destinationNode,
            DiagnosticSeverity.Error,
            'redirect-loop',
            `Redirect loop: "/${target}" leads back to "/${rule.source}" (${loop} redirects).`,
          ),
        );
      } else {
        warn(
          rule,
          destinationNode,
          'redirect-chain',
          `"/${target}" is itself redirected (to "${next.destination ?? ''}"): point this redirect straight at the final page.`,
        );
      }
      continue;
    }
    if (next === rule) {
      sink.add(
        rule.ref.file,
        makeDiagnostic(
          rule.ref.file.textDocument,
          destinationNode,
          DiagnosticSeverity.Error,
          'redirect-loop',
          `Redirect loop: "/${target}" redirects to itself.`,
        ),
      );
      continue;
    }
    if (!indexed || generatesPages || isPage(withoutFragment(target))) continue;
    warn(
      rule,
      destinationNode,
      'redirect-destination',
      `Redirect destination "${destination}" is no page of the site: no ${target}.mdx or ${target}.md under the site root.`,
    );
  }
}

function withoutFragment(path: string): string {
  const hash = path.indexOf('#');
  return hash >= 0 ? path.slice(0, hash) : path;
}

/** The first page (in sorted order) that is `prefix` or lies under it: two binary searches in the sorted pages, so
 * every wildcard redirect costs a logarithm of the navigation, not a pass over it. */
function firstUnder(sortedPages: readonly string[], prefix: string): string | undefined {
  if (prefix === '') return sortedPages[0];
  const at = lowerBound(sortedPages, prefix);
  if (sortedPages[at] === prefix) return prefix;
  const folder = `${prefix}/`;
  const under = sortedPages[lowerBound(sortedPages, folder)];
  return under?.startsWith(folder) ? under : undefined;
}

/** The exact redirect a rule's destination leads to, followed the same way at every step of a chain. */
function successor(exact: ReadonlyMap<string, Rule>, rule: Rule): Rule | undefined {
  return rule.destination === undefined || EXTERNAL.test(rule.destination)
    ? undefined
    : exact.get(redirectPath(rule.destination));
}

/**
 * The rules that lie on a loop, each with the loop's length. Each exact source leads to at most one other, so the
 * redirects form a functional graph: every rule is walked once (a rule met again on the current walk closes a loop,
 * one met on an earlier walk ends it), linear in the number of redirects however long the chains are.
 */
function redirectCycles(exact: ReadonlyMap<string, Rule>): Map<Rule, number> {
  const cycles = new Map<Rule, number>();
  const done = new Set<Rule>();
  for (const start of exact.values()) {
    if (done.has(start)) continue;
    const walk: Rule[] = [];
    const position = new Map<Rule, number>();
    let current: Rule | undefined = start;
    while (current && !done.has(current) && !position.has(current)) {
      position.set(current, walk.length);
      walk.push(current);
      current = successor(exact, current);
    }
    const loopStart = current ? position.get(current) : undefined;
    if (loopStart !== undefined)
      for (let i = loopStart; i < walk.length; i++) cycles.set(walk[i], walk.length - loopStart);
    for (const rule of walk) done.add(rule);
  }
  return cycles;
}
