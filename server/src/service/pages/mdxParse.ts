// Parses one page (`.mdx`/`.md`) with the MDX parser the generator itself builds on (micromark with the MDX and
// front-matter extensions) and keeps only what the page checks need: every link-like reference with the exact
// range of its target text, the headings and ids that anchors can point at, the imports, and the front matter.
// Code blocks, inline code and JSX expressions are nodes of their own in that tree, so they never yield a link.
// A page the parser rejects gives one error with its place; the front matter is still read.
import type { Image, Link, Nodes, Parents, PhrasingContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmTable } from 'micromark-extension-gfm-table';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import {
  excludesHeadings,
  headingIdsOff,
  mayCarryId,
  NO_ATTRIBUTES,
  resolveAnchors,
  type AnchorSource,
  type AttributeValue,
} from './pageAnchors';
import {
  addDefinition,
  addImports,
  frontMatterOnlyPage,
  frontMatterText,
  inlineTargetRange,
  LINK_ATTRIBUTES,
  takeExplicitIds,
  type PageLink,
  type ParsedPage,
} from './pageModel';

/** micromark's syntax and tree extensions, built once: they are plain tables that every parse can share. The
 * generator reads pages with MDX, GitHub Flavored Markdown, front matter and math (`$…$`, `$$…$$`, where braces are
 * TeX, not expressions), in that order. Of GitHub's extensions only those that change what the checks see are
 * read: footnotes (`[^1]: text` is a footnote, not a link definition) and tables (cells are read one by one); bare
 * URLs, strikethrough and task lists change no link target, heading id or parse error, and stay out of the bundle. */
const PARSE_OPTIONS = {
  extensions: [mdxjs(), gfmFootnote(), gfmTable(), frontmatter(['yaml']), math()],
  mdastExtensions: [
    mdxFromMarkdown(),
    gfmFootnoteFromMarkdown(),
    gfmTableFromMarkdown(),
    frontmatterFromMarkdown(['yaml']),
    mathFromMarkdown(),
  ],
};

/** The page read by the MDX parser (micromark); `parsePage` runs it when the fast scanner gives up. */
export function parsePageWithMdx(text: string): ParsedPage {
  const page = frontMatterOnlyPage(text);
  const { text: source, ids } = takeExplicitIds(text);
  let tree;
  try {
    tree = fromMarkdown(source, PARSE_OPTIONS);
  } catch (error) {
    page.parseError = parseErrorOf(error, text);
    return page;
  }
  const sources: AnchorSource[] = [];
  walk(tree, (node, context) => {
    switch (node.type) {
      case 'link':
      case 'image':
        addInlineLink(page, text, node, node.position?.start.offset, node.position?.end.offset);
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
        const index =
          page.headings.push({ text: headingText, depth: node.depth, id: '', offset: start, length: end - start }) - 1;
        // The generator turns a `{#id}` heading into an `<hN id>` element before it reads the page.
        if (explicit !== undefined)
          sources.push({
            name: `h${node.depth}`,
            flow: true,
            attributes: new Map([['id', explicit]]),
            excluded: context.excluded,
            text: headingText,
            index,
          });
        else
          sources.push({
            name: '#',
            depth: node.depth,
            flow: true,
            attributes: NO_ATTRIBUTES,
            excluded: context.excluded,
            text: headingText,
            index,
          });
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        for (const attribute of node.attributes) addJsxAttribute(page, text, name, attribute);
        const attributes = attributesOf(node.attributes);
        if (mayCarryId(name, attributes)) {
          const flow = node.type === 'mdxJsxFlowElement';
          const source: AnchorSource = { name, flow, attributes, excluded: context.excluded };
          if (flow && name === 'Step' && context.stepsTitleSize !== undefined) source.size = context.stepsTitleSize;
          if (flow && /^(h[1-4]|Heading)$/.test(name)) source.text = plainText(node.children);
          sources.push(source);
        }
        return;
      }
      case 'mdxjsEsm':
        addImports(page, text, node.value, node.position?.start.offset ?? 0);
        return;
      case 'html':
        addHtmlLinks(page, node.value, node.position?.start.offset ?? 0);
        return;
    }
  });
  resolveAnchors(page, sources, headingIdsOff(page.frontMatter && frontMatterText(page.frontMatter, text)));
  return page;
}

/** Where a node sits, as far as ids go: inside a component whose headings stay out of the table of contents, and
 * (for a `<Step>`) the title size its `<Steps>` hands down to its direct children. */
interface Context {
  excluded: boolean;
  stepsTitleSize?: string;
}

const TOP: Context = { excluded: false };

function attributesOf(list: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): Map<string, AttributeValue> {
  const attributes = new Map<string, AttributeValue>();
  for (const attribute of list) {
    if (attribute.type !== 'mdxJsxAttribute' || attributes.has(attribute.name)) continue; // the first one counts
    const value = attribute.value;
    attributes.set(
      attribute.name,
      value === null || value === undefined ? true : typeof value === 'string' ? value : { expression: value.value },
    );
  }
  return attributes;
}

/** The context of a node's children. */
function childContext(node: Nodes, context: Context): Context {
  if (node.type !== 'mdxJsxFlowElement')
    return context.stepsTitleSize === undefined ? context : context.excluded ? EXCLUDED : TOP;
  const name = node.name ?? '';
  if (name === '') return context; // a fragment hands its context through
  const attributes = name === 'Visibility' || name === 'Steps' ? attributesOf(node.attributes) : undefined;
  const excluded = context.excluded || excludesHeadings(name, attributes ?? NO_ATTRIBUTES);
  const size = name === 'Steps' ? attributes?.get('titleSize') : undefined;
  if (typeof size === 'string') return { excluded, stepsTitleSize: size };
  return excluded === context.excluded && context.stepsTitleSize === undefined ? context : excluded ? EXCLUDED : TOP;
}

const EXCLUDED: Context = { excluded: true };

/** Depth-first in document order, without recursion (a deeply nested page must not overflow the stack). */
function walk(root: Nodes, visit: (node: Nodes, context: Context) => void): void {
  const stack: Nodes[] = [root];
  const contexts: Context[] = [TOP];
  while (stack.length) {
    const node = stack.pop()!;
    const context = contexts.pop()!;
    visit(node, context);
    const children = (node as Parents).children;
    if (!children) continue;
    const inner = childContext(node, context);
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i] as Nodes);
      contexts.push(inner);
    }
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
    if (nested && node.type !== 'mdxTextExpression')
      for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i] as Nodes);
  }
  return out;
}

function addInlineLink(
  page: ParsedPage,
  text: string,
  node: Link | Image,
  start: number | undefined,
  end: number | undefined,
): void {
  const { type: kind, url } = node;
  if (start === undefined || end === undefined || url === '') return;
  const range = inlineTargetRange(text, kind, start, end);
  if (!range) return;
  const link: PageLink = { kind, url, ...range };
  if (rendersNoText(node)) link.noText = true;
  page.links.push(link);
}

/** Whether a link or image gives a screen reader no text: an image's alt is blank; a link holds only blank text,
 * blank code and images with blank alt. A JSX element or expression inside is taken as text (known only at run time). */
function rendersNoText(node: Nodes): boolean {
  if (node.type === 'image') return (node.alt ?? '').trim() === '';
  const stack: Nodes[] = [node];
  while (stack.length) {
    const current = stack.pop()!;
    switch (current.type) {
      case 'text':
      case 'inlineCode':
        if (current.value.trim() !== '') return false;
        break;
      case 'image':
        if ((current.alt ?? '').trim() !== '') return false;
        break;
      case 'link':
      case 'emphasis':
      case 'strong':
      case 'delete':
        for (const child of current.children) stack.push(child as Nodes);
        break;
      case 'break':
        break;
      default:
        return false;
    }
  }
  return true;
}

function addJsxAttribute(
  page: ParsedPage,
  text: string,
  element: string,
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
): void {
  if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return; // `{…}` values are code
  const name = attribute.name;
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
  const range =
    close > open && close < end
      ? { offset: open + 1, length: close - open - 1 }
      : { offset: start, length: end - start };
  page.links.push({ kind: 'jsx', url: attribute.value, element, attribute: name, ...range });
}

const HTML_LINK = /\s(href|src|id|name)\s*=\s*(["'])([^"'<>]*)\2/gi;

/** Raw HTML (only in a `.md` page read without MDX, or HTML comments): `href`/`src` attributes of its tags. */
function addHtmlLinks(page: ParsedPage, value: string, start: number): void {
  if (value.startsWith('<!--')) return;
  HTML_LINK.lastIndex = 0;
  for (let match; (match = HTML_LINK.exec(value));) {
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
  const e = error as {
    place?: {
      offset?: number;
      line?: number;
      column?: number;
      start?: { offset?: number; line?: number; column?: number };
    };
    reason?: string;
    message?: string;
    line?: number;
    column?: number;
  };
  const place =
    e.place && 'start' in e.place && e.place.start
      ? e.place.start
      : (e.place as { offset?: number; line?: number; column?: number } | undefined);
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
