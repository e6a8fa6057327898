// What every component check reads: the page's elements, the components it may use (built in, imported, defined)
// and the site. The checks are pure functions of this.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { pageCheck, type PageCheck, type PageCheckInput, type Rule } from '../../checks/check';
import { takePageElements, type ParsedPage } from '../parsePage';
import type { PageAnchors, PageSiteContext } from '../siteContext';
import { BUILT_IN_COMPONENTS, type ComponentSpec } from './catalogue';
import type { JsxElement, PageElements } from './elements';
import { isSnippetFile } from './snippetFiles';
import { snippetComponentOf, type SnippetComponent } from './snippets';

export interface ComponentCheckContext {
  document: TextDocument;
  text: string;
  pagePath: string;
  site: PageSiteContext;
  elements: PageElements;
  /** The component an element name means on this page. */
  resolve(name: string): ResolvedComponent;
  /** The page is a snippet, rendered inside the pages that import it (with their components). */
  isSnippet: boolean;
  /** The page's own anchors (with those of the snippets it renders), for `#id` targets. */
  own(): PageAnchors;
}

export type ResolvedComponent =
  | { kind: 'built-in'; spec: ComponentSpec }
  /** Imported or defined by the page; `props` is undefined when they cannot be known (any prop goes). */
  | { kind: 'page'; snippet?: SnippetComponent }
  | { kind: 'html' }
  | { kind: 'fragment' }
  | { kind: 'unknown' };

/** A component check for the checks registry: its rules, and the function that finds them from the page's
 * components. Every component check of a page shares one reading of its elements. */
export function componentCheck<const R extends readonly Rule[]>(
  rules: R,
  find: (context: ComponentCheckContext) => Diagnostic[],
): PageCheck<R> {
  return pageCheck({
    appliesTo: 'page',
    rules,
    check(page, report) {
      const context = componentContextOf(page);
      if (context) for (const diagnostic of find(context)) report(diagnostic);
    },
  });
}

/** The context of each page being checked, by the check run's input: every component check of the page reads the
 * same one, and it goes with the input when the run ends. (Kept past the run, the last page's context held that
 * page's text and its site context, and through it the site model of a config edited since: at 100,000 pages, a
 * second model.) */
const contexts = new WeakMap<PageCheckInput, ComponentCheckContext | null>();

/** The components of a page that parsed (a page that does not parse has its one error, at the tag that broke it),
 * read once for all the component checks; undefined when there is nothing to check. */
export function componentContextOf(page: PageCheckInput): ComponentCheckContext | undefined {
  const { document, path, parsed, site } = page;
  if (parsed.parseError) return undefined;
  const known = contexts.get(page);
  if (known !== undefined) return known ?? undefined;
  let context: ComponentCheckContext | null = null;
  const elements = takePageElements(parsed, document.getText());
  // A page without tags or fences has nothing to check.
  if (elements.elements.length || elements.fences.length)
    context = componentContext(document, path, site, elements, parsed);
  contexts.set(page, context);
  return context ?? undefined;
}

export function componentContext(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  elements: PageElements,
  parsed?: ParsedPage,
): ComponentCheckContext {
  const imported = elements.imports.length ? new Map(elements.imports.map((entry) => [entry.name, entry])) : undefined;
  const own = imported || elements.exports.size;
  const cache = own ? new Map<string, ResolvedComponent>() : undefined;
  const resolve = (name: string): ResolvedComponent => {
    // Most pages import and define nothing: their names mean what they mean on every page.
    if (!cache) return resolveShared(name);
    let found = cache.get(name);
    if (found) return found;
    const dot = name.indexOf('.');
    const root = dot < 0 ? name : name.slice(0, dot);
    const entry = imported?.get(root);
    if (name === '') found = { kind: 'fragment' };
    // The page's own names come first: an import or export shadows a built-in of the same name.
    // A default import of an `.mdx` snippet takes any prop: its file need not be read to check the page.
    else if (entry)
      found = {
        kind: 'page',
        snippet:
          root === name && entry.imported !== 'default' && entry.imported !== '*'
            ? snippetComponentOf(entry, pagePath, site)
            : undefined,
      };
    else if (elements.exports.has(root)) found = { kind: 'page' };
    else found = resolveShared(name);
    cache.set(name, found);
    return found;
  };
  return {
    document,
    text: document.getText(),
    pagePath,
    site,
    elements,
    resolve,
    isSnippet: isSnippetFile(pagePath, site.rootDir),
    own: () =>
      parsed && parsed.imports.length
        ? (site.pageAnchors(pagePath) ?? parsed)
        : (parsed ?? { anchors: new Set(), generatesApiAnchors: false }),
  };
}

/** What a name means on a page that neither imports nor defines it. */
function resolveShared(name: string): ResolvedComponent {
  const builtIn = BUILT_IN_RESOLVED.get(name);
  if (builtIn) return builtIn;
  if (name === '') return FRAGMENT;
  // MDX renders a lower-case name (or one with a dash) as that HTML or SVG element.
  return /^[a-z]/.test(name) || name.includes('-') ? HTML : UNKNOWN;
}

const FRAGMENT: ResolvedComponent = { kind: 'fragment' };
const HTML: ResolvedComponent = { kind: 'html' };
const UNKNOWN: ResolvedComponent = { kind: 'unknown' };
/** Made once for all pages: the checks resolve every element of every page. */
const BUILT_IN_RESOLVED = new Map<string, ResolvedComponent>(
  BUILT_IN_COMPONENTS.map((spec) => [spec.name, { kind: 'built-in', spec }]),
);

/** The range of an element's name. */
export function nameRange(element: JsxElement): { offset: number; length: number } {
  return { offset: element.nameOffset, length: Math.max(1, element.name.length) };
}

/** A bare attribute's or a written value's text, for value checks: undefined for an expression that is not a plain
 * literal (its value is known only when the page runs). */
export function literalValue(
  value: { kind: 'string' | 'expression'; text: string } | undefined,
): string | boolean | number | undefined {
  if (value === undefined) return true;
  if (value.kind === 'string') return value.text;
  const code = value.text.trim();
  if (code === 'true') return true;
  if (code === 'false') return false;
  if (/^-?\d+(?:\.\d+)?$/.test(code)) return Number(code);
  const quoted = /^(['"])([^'"\\]*)\1$/.exec(code);
  if (quoted) return quoted[2];
  return undefined;
}
