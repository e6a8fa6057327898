// Components a page imports from the site's snippets (`import { Setup } from '/snippets/setup.mdx'`): where the
// export is, and the props its parameter list destructures, which are the props the component reads. A default
// import of an `.mdx` snippet is the snippet's content, which takes any prop (the snippet reads them as variables).
import { importPath } from '../routing';
import type { PageSiteContext } from '../siteContext';
import { expressionEnd, type ImportedName } from './elements';

export interface SnippetComponent {
  /** The snippet file. */
  path: string;
  /** Offset of the export in the snippet's text (0 when it is the default export or not found). */
  offset: number;
  /** The props the component destructures; undefined when it takes any (a rest element, a plain `props`). */
  props?: string[];
  /** The snippet's first lines, for hover. */
  preview: string;
}

const PREVIEW_LINES = 12;
const cache = new Map<string, { text: string; exports: Map<string, { offset: number; props?: string[] }> }>();
const MAX_CACHED = 500;

export function snippetComponentOf(
  entry: ImportedName,
  pagePath: string,
  site: PageSiteContext,
): SnippetComponent | undefined {
  if (!site.readText) return undefined;
  const path = importPath(entry.source, pagePath, site.rootDir);
  if (path === undefined || !site.fileExists(path)) return undefined;
  const text = site.readText(path);
  if (text === undefined) return undefined;
  const preview = text.split('\n').slice(0, PREVIEW_LINES).join('\n');
  if (entry.imported === 'default' || entry.imported === '*') {
    // An `.mdx` snippet's content reads its props as variables: any name goes.
    return { path, offset: 0, preview };
  }
  const found = exportsOf(path, text).get(entry.imported);
  return found
    ? {
        path,
        offset: found.offset,
        props: found.props,
        preview: text.slice(found.offset).split('\n').slice(0, PREVIEW_LINES).join('\n'),
      }
    : { path, offset: 0, preview };
}

function exportsOf(path: string, text: string): Map<string, { offset: number; props?: string[] }> {
  const cached = cache.get(path);
  if (cached && cached.text === text) return cached.exports;
  const exports = readExports(text);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(path, { text, exports });
  return exports;
}

const EXPORT =
  /export\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?|export\s+(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*/g;

/** The exported components of a snippet with the props their first parameter destructures. */
export function readExports(text: string): Map<string, { offset: number; props?: string[] }> {
  const exports = new Map<string, { offset: number; props?: string[] }>();
  for (const match of text.matchAll(EXPORT)) {
    const name = match[1] ?? match[2];
    let at = match.index + match[0].length;
    // `export const X = ({ a }) =>` / `export function X({ a })`: the parameter list opens with `(`.
    if (text[at] !== '(') {
      exports.set(name, { offset: match.index });
      continue;
    }
    at++;
    while (/\s/.test(text[at] ?? '')) at++;
    if (text[at] === ')') {
      exports.set(name, { offset: match.index, props: [] });
      continue;
    }
    if (text[at] !== '{') {
      exports.set(name, { offset: match.index });
      continue;
    }
    const end = expressionEnd(text, at);
    exports.set(name, { offset: match.index, props: destructured(text.slice(at + 1, end - 1)) });
  }
  return exports;
}

/** The names of an object pattern's properties (`a, b = 1, c: d`); undefined when it has a rest element. */
function destructured(pattern: string): string[] | undefined {
  const names: string[] = [];
  let depth = 0;
  let part = '';
  const take = () => {
    const name = /^\s*([A-Za-z_$][\w$]*|\.\.\.)/.exec(part)?.[1];
    part = '';
    if (name === '...') return false;
    if (name) names.push(name);
    return true;
  };
  for (const c of pattern) {
    if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c)) depth--;
    if (c === ',' && depth === 0) {
      if (!take()) return undefined;
    } else part += c;
  }
  return take() ? names : undefined;
}
