// Where a site links out: every absolute http(s) link target of a page (Markdown links, images, definitions, JSX
// `href`/`src`) and every http(s) URL the config shows a reader (navbar links, anchors, tabs, footer socials,
// logos and images), each with the range of its text, so a finding lands on its line.
import { parseTree, type Node } from 'jsonc-parser';
import type { Range } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ParsedPage } from '../pages/pageModel';
import { isExternalUrl } from './settings';

export interface ExternalLinkAt {
  /** The target as written. */
  url: string;
  range: Range;
}

/** A target with a `{{variable}}` or a JSX expression is only known once the generator fills it in. */
function isLiteral(url: string): boolean {
  return !url.includes('{{') && !url.includes('${');
}

export function externalLinksOfPage(page: ParsedPage, text: string): ExternalLinkAt[] {
  const found: ExternalLinkAt[] = [];
  let document: TextDocument | undefined;
  for (const link of page.links) {
    if (!isExternalUrl(link.url) || !isLiteral(link.url)) continue;
    document ??= TextDocument.create('file:///page.mdx', 'mdx', 0, text);
    found.push({
      url: link.url.trim(),
      range: { start: document.positionAt(link.offset), end: document.positionAt(link.offset + link.length) },
    });
  }
  return found;
}

/**
 * Config values that are URLs but no link a reader follows: the JSON schema, API servers the playground calls,
 * OpenAPI/AsyncAPI documents the generator fetches at build time, and third-party integration settings. Everything
 * else under these keys is skipped too.
 */
const NOT_READER_LINKS = new Set([
  '$schema',
  'api',
  'openapi',
  'asyncapi',
  'integrations',
  'seo',
  'baseUrl',
  'server',
  'analytics',
]);

export function externalLinksOfConfig(text: string): ExternalLinkAt[] {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!root) return [];
  const document = TextDocument.create('file:///docs.json', 'json', 0, text);
  const found: ExternalLinkAt[] = [];
  // An explicit stack: a config nested thousands deep must not overflow the call stack.
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'string') {
      const value = node.value as string;
      if (isExternalUrl(value) && isLiteral(value))
        found.push({
          url: value.trim(),
          range: {
            start: document.positionAt(node.offset + 1),
            end: document.positionAt(node.offset + node.length - 1),
          },
        });
      continue;
    }
    if (node.type === 'property') {
      const [key, value] = node.children ?? [];
      if (value && !NOT_READER_LINKS.has(String(key?.value))) stack.push(value);
      continue;
    }
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return found.sort(
    (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
  );
}
