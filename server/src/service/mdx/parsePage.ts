// Parses one page (`.mdx`/`.md`) with the MDX parser the generator itself builds on (micromark with the MDX and
// front-matter extensions) and keeps only what the page checks need: every link-like reference with the exact
// range of its target text, the headings and ids that anchors can point at, the imports, and the front matter.
// Code blocks, inline code and JSX expressions are nodes of their own in that tree, so they never yield a link.
// A page the parser rejects gives one error with its place; the front matter is still read.
import type { Nodes, Parents, PhrasingContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { mdxjs } from 'micromark-extension-mdxjs';
import { slugger, slugify } from './slugs';

/** Where a link was written. */
export type LinkKind = 'link' | 'image' | 'definition' | 'jsx';

export interface PageLink {
  kind: LinkKind;
  /** The target as written (before `{{variable}}` substitution). */
  url: string;
  /** The target text's range in the page. */
  offset: number;
  length: number;
  /** For `jsx`: the element and attribute (`Card` `href`). */
  element?: string;
  attribute?: string;
}

export interface PageImport {
  /** The module specifier (`/snippets/intro.mdx`). */
  source: string;
  offset: number;
  length: number;
}

export interface PageHeading {
  /** Heading text as rendered (inline code and emphasis flattened). */
  text: string;
  depth: number;
  /** The anchor the generator gives it (explicit `{#id}` or the slug, duplicates suffixed). */
  id: string;
  offset: number;
  length: number;
}

export interface FrontMatterBlock {
  /** The YAML between the fences. */
  yaml: string;
  /** Offset of the YAML text (just after the opening fence's line break). */
  offset: number;
  /** Offset just after the closing fence. */
  end: number;
}

export interface ParsedPage {
  frontMatter?: FrontMatterBlock;
  links: PageLink[];
  imports: PageImport[];
  headings: PageHeading[];
  /** Every anchor target of the page: heading ids plus `id`/`name` attributes of elements. */
  anchors: Set<string>;
  /** The front matter names an OpenAPI operation (`openapi:`/`api:`): the generator adds anchors for its
   * parameters and response fields (`#body-messages`) that the page text does not show. */
  generatesApiAnchors: boolean;
  /** Set when the parser rejected the page: nothing but the front matter was read. */
  parseError?: { offset: number; message: string };
}

const LINK_ATTRIBUTES = new Set(['href', 'src']);
const ID_ATTRIBUTES = new Set(['id', 'name']);
const EXPLICIT_ID = /^[A-Za-z0-9_:.-]+$/;

/** The leading `---` YAML block, if the page opens with one. */
export function findFrontMatter(text: string): FrontMatterBlock | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const open = /^---[ \t]*\r?\n/.exec(text.slice(start, start + 8));
  if (!open) return undefined;
  const bodyStart = start + open[0].length;
  const rest = text.slice(bodyStart);
  if (/^---[ \t]*(\r?\n|$)/.test(rest)) return { yaml: '', offset: bodyStart, end: bodyStart + rest.indexOf('---') + 3 };
  const match = /\r?\n---[ \t]*(?=\r?\n|$)/.exec(rest);
  if (!match) return undefined;
  return { yaml: rest.slice(0, match.index), offset: bodyStart, end: bodyStart + match.index + match[0].length };
}

/** Blanks explicit `{#id}` heading suffixes (same length, so offsets hold) and returns them by heading line start. */
function takeExplicitIds(text: string): { text: string; ids: Map<number, string> } {
  const ids = new Map<number, string>();
  if (!text.includes('{#')) return { text, ids };
  let out = '';
  let copied = 0;
  for (let lineStart = 0; lineStart < text.length; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const trimmed = line.trimEnd();
    const open = trimmed.lastIndexOf('{#');
    // An ATX heading (`#`…`######` then a space) ending in `{#id}`.
    if (/^#{1,6}[ \t]/.test(line) && open > 0 && trimmed.endsWith('}') && EXPLICIT_ID.test(trimmed.slice(open + 2, -1))) {
      ids.set(lineStart, trimmed.slice(open + 2, -1));
      out += text.slice(copied, lineStart + open) + ' '.repeat(lineEnd - lineStart - open);
      copied = lineEnd;
    }
    lineStart = lineEnd + 1;
  }
  return { text: out + text.slice(copied), ids };
}

export function parsePage(text: string): ParsedPage {
  const frontMatter = findFrontMatter(text);
  const generatesApiAnchors = frontMatter !== undefined && /^(openapi|api)[ \t]*:/m.test(frontMatter.yaml);
  const page: ParsedPage = { frontMatter, links: [], imports: [], headings: [], anchors: new Set(), generatesApiAnchors };
  const { text: source, ids } = takeExplicitIds(text);
  let tree;
  try {
    tree = fromMarkdown(source, {
      extensions: [mdxjs(), frontmatter(['yaml'])],
      mdastExtensions: [mdxFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
    });
  } catch (error) {
    page.parseError = parseErrorOf(error, text);
    return page;
  }
  const slug = slugger();
  walk(tree, (node) => {
    switch (node.type) {
      case 'link':
      case 'image':
        addInlineLink(page, text, node.type, node.url, node.position?.start.offset, node.position?.end.offset);
        return;
      case 'definition':
        addDefinition(page, text, node.url, node.position?.start.offset, node.position?.end.offset);
        return;
      case 'heading': {
        const start = node.position?.start.offset ?? 0;
        const end = node.position?.end.offset ?? start;
        const lineStart = text.lastIndexOf('\n', start - 1) + 1;
        const explicit = ids.get(lineStart);
        const headingText = plainText(node.children);
        const id = explicit ?? slug(headingText);
        if (explicit) slug.reserve(explicit);
        page.headings.push({ text: headingText, depth: node.depth, id, offset: start, length: end - start });
        page.anchors.add(id);
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes) addJsxAttribute(page, text, node.name ?? '', attribute);
        return;
      case 'mdxjsEsm':
        addImports(page, text, node.value, node.position?.start.offset ?? 0);
        return;
      case 'html':
        addHtmlLinks(page, node.value, node.position?.start.offset ?? 0);
        return;
    }
  });
  return page;
}

/** Depth-first, without recursion (a deeply nested page must not overflow the stack). */
function walk(root: Nodes, visit: (node: Nodes) => void): void {
  const stack: Nodes[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    visit(node);
    const children = (node as Parents).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Nodes);
  }
}

/** The text a heading renders: text and inline code values, through emphasis, links and inline JSX. */
function plainText(children: PhrasingContent[] | Nodes[]): string {
  let out = '';
  const stack: Nodes[] = [...(children as Nodes[])].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text' || node.type === 'inlineCode') out += node.value;
    else if (node.type === 'break') out += ' ';
    const nested = (node as Parents).children;
    if (nested && node.type !== 'mdxTextExpression') for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i] as Nodes);
  }
  return out;
}

/** `[text](url "title")` / `![alt](url)`: the url sits after the `](` that closes the label. */
function addInlineLink(page: ParsedPage, text: string, kind: 'link' | 'image', url: string, start: number | undefined, end: number | undefined): void {
  if (start === undefined || end === undefined || url === '') return;
  let i = start + (kind === 'image' ? 2 : 1);
  let depth = 1;
  for (; i < end && depth > 0; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
  }
  // i is just past the label's `]`; an inline link goes on with `(`, a reference link (`[a][b]`) does not.
  if (text[i] !== '(') return;
  page.links.push({ kind, url, ...destinationRange(text, i + 1, end) });
}

/** `[label]: url "title"`: the url sits after `]:`. */
function addDefinition(page: ParsedPage, text: string, url: string, start: number | undefined, end: number | undefined): void {
  if (start === undefined || end === undefined || url === '') return;
  const colon = text.indexOf(']:', start);
  if (colon < 0 || colon >= end) return;
  page.links.push({ kind: 'definition', url, ...destinationRange(text, colon + 2, end) });
}

/** The range of a link destination starting at `from` (after spaces; `<…>` destinations without the brackets). */
function destinationRange(text: string, from: number, end: number): { offset: number; length: number } {
  let i = from;
  while (i < end && /\s/.test(text[i])) i++;
  if (text[i] === '<') {
    const close = text.indexOf('>', i);
    return { offset: i + 1, length: Math.max(0, (close < 0 || close > end ? end : close) - i - 1) };
  }
  const begin = i;
  let depth = 0;
  for (; i < end; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (/\s/.test(c)) break;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return { offset: begin, length: i - begin };
}

/** Components that render their `title` (or `label`) as an anchored heading, as real pages link to them. */
const TITLED_COMPONENTS = new Set(['Step', 'Accordion', 'Tab', 'Update', 'Expandable', 'Heading']);
/** `<ParamField body="messages">` is reachable as `#body-messages`. */
const PARAM_KINDS = new Set(['body', 'path', 'query', 'header']);

/** Anchor targets a component's attributes create besides an explicit `id`. */
function componentAnchor(element: string, name: string, value: string): string | undefined {
  if (TITLED_COMPONENTS.has(element) && (name === 'title' || name === 'label' || (element === 'Update' && name === 'description'))) return slugify(value);
  if (element === 'ParamField' && PARAM_KINDS.has(name)) return `${name}-${slugify(value)}`;
  if (element === 'ResponseField' && name === 'name') return `response-${slugify(value)}`;
  return undefined;
}

function addJsxAttribute(page: ParsedPage, text: string, element: string, attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): void {
  if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return; // `{…}` values are code
  const name = attribute.name;
  if (ID_ATTRIBUTES.has(name) && (name === 'id' || element === 'a')) page.anchors.add(attribute.value);
  const anchor = componentAnchor(element, name, attribute.value);
  if (anchor) page.anchors.add(anchor);
  if (!LINK_ATTRIBUTES.has(name) || attribute.value === '') return;
  const start = attribute.position?.start.offset;
  const end = attribute.position?.end.offset;
  if (start === undefined || end === undefined) return;
  // The value's text sits between the quotes after `=`; entities make it differ from the value, so take the raw span.
  const equals = text.indexOf('=', start + name.length);
  let open = equals + 1;
  while (open < end && /\s/.test(text[open])) open++;
  const quote = text[open];
  const close = quote === '"' || quote === "'" ? text.indexOf(quote, open + 1) : -1;
  const range = close > open && close < end ? { offset: open + 1, length: close - open - 1 } : { offset: start, length: end - start };
  page.links.push({ kind: 'jsx', url: attribute.value, element, attribute: name, ...range });
}

const IMPORT_SOURCE = /\b(?:import|export)\b[^;'"]*?\bfrom\s*(['"])([^'"\n]+)\1|\bimport\s*(['"])([^'"\n]+)\3/g;

/** `import X from '/snippets/x.mdx'` (and `export … from`, side-effect imports) in an ESM block. */
function addImports(page: ParsedPage, text: string, value: string, start: number): void {
  // The node's value is its source text, so offsets into it are offsets into the page.
  const base = text.startsWith(value, start) ? start : text.indexOf(value, start);
  IMPORT_SOURCE.lastIndex = 0;
  for (let match; (match = IMPORT_SOURCE.exec(value)); ) {
    const source = match[2] ?? match[4];
    const quoted = match[1] ?? match[3];
    const at = match.index + match[0].lastIndexOf(quoted + source + quoted) + 1;
    page.imports.push({ source, offset: base + at, length: source.length });
  }
}

const HTML_LINK = /\s(href|src|id|name)\s*=\s*(["'])([^"'<>]*)\2/gi;

/** Raw HTML (only in a `.md` page read without MDX, or HTML comments): `href`/`src` attributes of its tags. */
function addHtmlLinks(page: ParsedPage, value: string, start: number): void {
  if (value.startsWith('<!--')) return;
  HTML_LINK.lastIndex = 0;
  for (let match; (match = HTML_LINK.exec(value)); ) {
    const name = match[1].toLowerCase();
    const url = match[3];
    if (name === 'id' || name === 'name') {
      page.anchors.add(url);
      continue;
    }
    if (url === '') continue;
    const offset = start + match.index + match[0].length - 1 - url.length;
    page.links.push({ kind: 'jsx', url, element: 'html', attribute: name, offset, length: url.length });
  }
}

function parseErrorOf(error: unknown, text: string): { offset: number; message: string } {
  const e = error as { place?: { offset?: number; line?: number; column?: number; start?: { offset?: number; line?: number; column?: number } }; reason?: string; message?: string; line?: number; column?: number };
  const place = e.place && 'start' in e.place && e.place.start ? e.place.start : (e.place as { offset?: number; line?: number; column?: number } | undefined);
  let offset = place?.offset;
  const line = place?.line ?? e.line;
  const column = place?.column ?? e.column;
  if (offset === undefined && line !== undefined) {
    let lineStart = 0;
    for (let n = 1; n < line && lineStart >= 0; n++) lineStart = text.indexOf('\n', lineStart) + 1 || -1;
    offset = Math.max(0, lineStart) + Math.max(0, (column ?? 1) - 1);
  }
  const reason = String(e.reason ?? e.message ?? error).split('\n')[0];
  return { offset: Math.min(Math.max(0, offset ?? 0), text.length), message: reason };
}
