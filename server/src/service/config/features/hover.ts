// Hover: a field's documentation, default and allowed values from the schema; on a page path, the file it resolves
// to and that page's front-matter title.
import { nodeAtOffset } from '../../../../../shared/src/json/compactTree';
import type { Node } from 'jsonc-parser';
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../../json/document';
import { shortenForDisplay } from '../../diagnostics/displayText';
import { frontMatterTitle } from '../../pages/frontMatterTitle';
import { keyOfValue, pathOfNode } from '../../json/nodes';
import { resolvePage } from '../model/pageEntries';
import type { ConfigFormat } from '../../workspace/paths';
import { formatById } from '../formats/list';
import { alternatives, schemasAtPath } from '../model/schema';
import { operationHover } from '../model/operations';
import type { SiteModel } from '../model/model';
import { siteModelOf } from '../model/siteModel';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';

export interface HoverContext {
  index: WorkspaceIndex;
  /** Reads a workspace file (an open document's text first); undefined when unreadable. */
  readFile?: (path: string) => string | undefined;
}

/** Hover over an anchor's, tab's or other navigation item's title (or mint.json URL): how many pages it holds, as the
 * format counts them. */
export function anchorHover(
  model: SiteModel,
  offset: number,
  navigationPages: Iterable<string> = model.usedPageIds,
): Hover | undefined {
  return formatById(model.format).navigationHover(model, offset, navigationPages);
}

export function doHover(doc: ConfigDocument, position: Position, context: HoverContext): Hover | null {
  if (!doc.root) return null;
  const td = doc.textDocument;
  const offset = td.offsetAt(position);
  const node = nodeAtOffset(doc.root, offset, false);
  if (!node) return null;
  const range = { start: td.positionAt(node.offset), end: td.positionAt(node.offset + node.length) };
  const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
  const valueNode: Node | undefined = isKey ? node.parent?.children?.[1] : node;
  const path = valueNode ? pathOfNode(valueNode) : isKey ? [...pathOfNode(node.parent!), String(node.value)] : [];

  const model = siteModelOf(doc);
  if (!isKey && node.type === 'string' && formatById(model.format).pagePosition(path)) {
    const entry = model.entryAt(node);
    if (entry?.type === 'operation')
      return { contents: { kind: MarkupKind.Markdown, value: operationHover(model, entry) }, range };
    return { contents: { kind: MarkupKind.Markdown, value: pageHover(doc, String(node.value), context) }, range };
  }
  if (!isKey && keyOfValue(node) === undefined && node.type !== 'string') return null;
  const text = fieldHover(path, model.format);
  return text ? { contents: { kind: MarkupKind.Markdown, value: text }, range } : null;
}

function pageHover(doc: ConfigDocument, entry: string, context: HoverContext): string {
  const resolution = resolvePage(entry, doc.rootDir, context.index);
  const raw = shortenForDisplay(entry);
  const page = 'page' in resolution ? shortenForDisplay(resolution.page) : raw;
  switch (resolution.kind) {
    case 'file': {
      const relative = resolution.path.slice((doc.rootDir ?? '').length + 1);
      const content = context.readFile?.(resolution.path);
      const title = content === undefined ? undefined : frontMatterTitle(content);
      const lines = [`**Page** \`${page}\` → \`${relative}\``];
      lines.push(title ? `Title: **${escapeMarkdown(title)}**` : '_No front-matter `title`._');
      return lines.join('\n\n');
    }
    case 'missing':
      return `**Page** \`${page}\`: no \`${page}.mdx\` or \`${page}.md\` under the site root.`;
    case 'escapes':
      return `**Page** \`${raw}\` escapes the site root: ${resolution.reason}.`;
    case 'external':
      return `External link \`${raw}\`.`;
    default:
      return `**Page** \`${page}\` (the site folder is not indexed).`;
  }
}

function fieldHover(path: ReturnType<typeof pathOfNode>, format: ConfigFormat): string | undefined {
  const root = formatById(format).schema;
  const schemas = schemasAtPath(path, root);
  if (!schemas.length) return undefined;
  const parts: string[] = [];
  const title = path.length
    ? `\`${path
        .map((s) => (typeof s === 'number' ? `[${s}]` : s))
        .join('.')
        .replace(/\.\[/g, '[')}\``
    : formatById(format).fileName;
  parts.push(`**${title}**`);
  const first = schemas[0];
  if (first.markdownDescription) parts.push(first.markdownDescription);
  const defaults = schemas.map((s) => s.default).find((d) => d !== undefined);
  if (defaults !== undefined) parts.push(`Default: \`${JSON.stringify(defaults)}\``);
  const allowed = [...new Set(schemas.flatMap((s) => alternatives(s, root)).flatMap((s) => s.enum ?? []))];
  if (allowed.length) parts.push(`Allowed: ${allowed.map((v) => `\`${String(v)}\``).join(', ')}`);
  return parts.length > 1 ? parts.join('\n\n') : undefined;
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}
