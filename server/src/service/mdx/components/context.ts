// What every component check reads: the page's elements, the components it may use (built in, imported, defined)
// and the site. The checks are pure functions of this.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { builtInComponent, type ComponentSpec } from './catalogue';
import type { JsxElement, PageElements } from './elements';
import type { PageSiteContext } from '../siteContext';
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
}

export type ResolvedComponent =
  | { kind: 'built-in'; spec: ComponentSpec }
  /** Imported or defined by the page; `props` is undefined when they cannot be known (any prop goes). */
  | { kind: 'page'; snippet?: SnippetComponent }
  | { kind: 'html' }
  | { kind: 'fragment' }
  | { kind: 'unknown' };

export interface ComponentCheck {
  /** The rule id (the diagnostic code). */
  id: string;
  check(context: ComponentCheckContext): Diagnostic[];
}

export function componentContext(document: TextDocument, pagePath: string, site: PageSiteContext, elements: PageElements): ComponentCheckContext {
  const imported = new Map(elements.imports.map((entry) => [entry.name, entry]));
  const cache = new Map<string, ResolvedComponent>();
  const resolve = (name: string): ResolvedComponent => {
    let found = cache.get(name);
    if (found) return found;
    const root = name.split('.')[0];
    const entry = imported.get(root);
    if (name === '') found = { kind: 'fragment' };
    // The page's own names come first: an import or export shadows a built-in of the same name.
    // A default import of an `.mdx` snippet takes any prop: its file need not be read to check the page.
    else if (entry) found = { kind: 'page', snippet: root === name && entry.imported !== 'default' && entry.imported !== '*' ? snippetComponentOf(entry, pagePath, site) : undefined };
    else if (elements.exports.has(root)) found = { kind: 'page' };
    else if (builtInComponent(name)) found = { kind: 'built-in', spec: builtInComponent(name)! };
    // MDX renders a lower-case name (or one with a dash) as that HTML or SVG element.
    else if (/^[a-z]/.test(name) || name.includes('-')) found = { kind: 'html' };
    else found = { kind: 'unknown' };
    cache.set(name, found);
    return found;
  };
  return { document, text: document.getText(), pagePath, site, elements, resolve, isSnippet: isSnippetFile(pagePath, site.rootDir) };
}

/** The range of an element's name. */
export function nameRange(element: JsxElement): { offset: number; length: number } {
  return { offset: element.nameOffset, length: Math.max(1, element.name.length) };
}

/** A bare attribute's or a written value's text, for value checks: undefined for an expression that is not a plain
 * literal (its value is known only when the page runs). */
export function literalValue(value: { kind: 'string' | 'expression'; text: string } | undefined): string | boolean | number | undefined {
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
