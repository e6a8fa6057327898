// Completion: keys not yet present (with snippets), enum values, booleans, examples, footerSocials keys,
// anchors[].version from `versions`, and page paths from the workspace (unused ones first).
import type { Node, Segment } from 'jsonc-parser';
import {
  CompletionItemKind,
  InsertTextFormat,
  MarkupKind,
  type CompletionItem,
  type CompletionList,
  type Position,
  type Range,
} from 'vscode-languageserver-protocol';
import type { ConfigDocument } from '../../json/document';
import { nodeAtPath } from '../../json/nodes';
import { locate } from '../../json/location';
import { MAX_PAGE_ITEMS } from './pageList';
import { usedPageIds } from '../model/pageEntries';
import { declaredVersions } from '../model/crossFieldRules';
import { formatById } from '../formats/list';
import {
  alternatives,
  MINT_SCHEMA,
  objectSchemaAtPath,
  resolveSchema,
  schemasAtPath,
  typesOf,
  type JsonSchema,
} from '../model/schema';
import { operationCompletions } from '../model/operations';
import { siteModelOf } from '../model/siteModel';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';

export interface CompletionContext {
  index: WorkspaceIndex;
}

const EMPTY: CompletionList = { isIncomplete: false, items: [] };

export { MAX_PAGE_ITEMS } from './pageList';

export function doComplete(doc: ConfigDocument, position: Position, context: CompletionContext): CompletionList {
  const td = doc.textDocument;
  const text = td.getText();
  const offset = td.offsetAt(position);
  const location = locate(doc, offset);
  if (!location) return EMPTY;
  const stringNode = location.stringNode;
  const replace = stringNode ? stringReplaceRange(doc, stringNode, offset) : wordRange(text, offset);
  const range: Range = { start: td.positionAt(replace.start), end: td.positionAt(replace.end) };

  const model = siteModelOf(doc);
  const schema = formatById(model.format).schema;
  if (location.isAtPropertyKey) {
    const objectPath = location.path.slice(0, -1);
    return {
      isIncomplete: false,
      items: keyCompletions(doc, schema, objectPath, range, replace.start, needsComma(text, replace.end)),
    };
  }
  const format = formatById(model.format);
  const pagePosition = format.pagePosition(location.path);
  if (pagePosition) {
    const typed = text.slice(replace.start, offset).replace(/^"/, '');
    const pages = pageCompletions(doc, range, typed, context.index);
    if (pagePosition === 'root' || !format.operationPages) return pages;
    // The OpenAPI operations in scope are page entries too.
    const operations = operationCompletions(model, location.path, range);
    return { isIncomplete: pages.isIncomplete, items: [...pages.items, ...operations] };
  }
  return { isIncomplete: false, items: valueCompletions(doc, schema, location.path, range) };
}

/** The range a string node covers; an unterminated string only up to the cursor (it would swallow the line). */
function stringReplaceRange(doc: ConfigDocument, node: Node, offset: number): { start: number; end: number } {
  const text = doc.textDocument.getText();
  const end = node.offset + node.length;
  const terminated = node.length >= 2 && text[end - 1] === '"';
  return { start: node.offset, end: terminated ? end : offset };
}

/** A bare word being typed (letters, digits, `-`, `_`, `/`, `.`), with a `"` before it if there is one. */
function wordRange(text: string, offset: number): { start: number; end: number } {
  let start = offset;
  while (start > 0 && /[\w\-/.$]/.test(text[start - 1])) start--;
  if (start > 0 && text[start - 1] === '"') start--;
  let end = offset;
  while (end < text.length && /[\w\-/.$]/.test(text[end])) end++;
  return { start, end };
}

/** Whether another property follows the insertion point, so the inserted one needs a trailing comma. */
function needsComma(text: string, from: number): boolean {
  const rest = /^\s*(.)/.exec(text.slice(from, from + 200));
  return rest?.[1] === '"';
}

function keyCompletions(
  doc: ConfigDocument,
  root: JsonSchema,
  objectPath: Segment[],
  range: Range,
  replaceStart: number,
  comma: boolean,
): CompletionItem[] {
  const schema = objectSchemaAtPath(objectPath, root);
  if (!schema) return [];
  const objectNode = nodeAtPath(doc.root, objectPath);
  const present = new Set<string>();
  for (const property of objectNode?.type === 'object' ? (objectNode.children ?? []) : []) {
    const key = property.children?.[0];
    // The key being typed is not "present": the user may be completing it.
    if (key && typeof key.value === 'string' && key.offset !== replaceStart) present.add(key.value);
  }
  const items: CompletionItem[] = [];
  const suffix = comma ? ',' : '';
  const required = requiredKeysOf(schema);
  for (const [key, propertySchema] of Object.entries(schema.properties ?? {})) {
    if (present.has(key)) continue;
    const resolved = resolveSchema(propertySchema, root);
    items.push({
      label: key,
      kind: CompletionItemKind.Property,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: `"${key}": ${valueSnippet(resolved, root)}${suffix}` },
      filterText: `"${key}"`,
      documentation: documentationOf(resolved),
      sortText: (required.has(key) ? '0' : '1') + key,
    });
  }
  // footerSocials: allowed keys come from propertyNames.
  const allowedNames = schema.propertyNames?.enum;
  for (const name of allowedNames ?? []) {
    const key = String(name);
    if (present.has(key)) continue;
    items.push({
      label: key,
      kind: CompletionItemKind.Property,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: `"${key}": "\${1:https://}"${suffix}` },
      filterText: `"${key}"`,
    });
  }
  return items;
}

/**
 * The keys an object needs. docs.json objects that may be a `{"$ref": …}` keep them under `else.required` (an
 * `if: {required: ["$ref"]}` / `else` pair), which is where a user writing the object by hand meets them.
 */
function requiredKeysOf(schema: JsonSchema): Set<string> {
  return new Set([...(schema.required ?? []), ...(schema.else?.required ?? [])]);
}

/** A snippet for a fresh value of this schema. */
function valueSnippet(schema: JsonSchema, root: JsonSchema): string {
  if (schema.enum?.length) return `"\${1|${schema.enum.map(String).join(',')}|}"`;
  const types = alternatives(schema, root).flatMap((s) => typesOf(s, root));
  switch (types[0]) {
    case 'object':
      return '{$1}';
    case 'array':
      return '[$1]';
    case 'boolean':
      return '${1|true,false|}';
    case 'number':
    case 'integer':
      return '${1:0}';
    default:
      return '"$1"';
  }
}

function documentationOf(schema: JsonSchema): { kind: typeof MarkupKind.Markdown; value: string } | undefined {
  const parts: string[] = [];
  if (schema.markdownDescription) parts.push(schema.markdownDescription);
  if (schema.default !== undefined) parts.push(`Default: \`${JSON.stringify(schema.default)}\``);
  return parts.length ? { kind: MarkupKind.Markdown, value: parts.join('\n\n') } : undefined;
}

function valueCompletions(doc: ConfigDocument, root: JsonSchema, path: Segment[], range: Range): CompletionItem[] {
  if (root === MINT_SCHEMA && path.length === 3 && path[0] === 'anchors' && path[2] === 'version') {
    return declaredVersions(doc).map((version) =>
      valueItem(JSON.stringify(version), version, range, CompletionItemKind.EnumMember),
    );
  }
  const items: CompletionItem[] = [];
  const seen = new Set<string>();
  const push = (item: CompletionItem) => {
    if (seen.has(item.label)) return;
    seen.add(item.label);
    items.push(item);
  };
  for (const schema of schemasAtPath(path, root).flatMap((s) => alternatives(s, root))) {
    schema.enum?.forEach((value, i) => {
      const item = valueItem(JSON.stringify(value), String(value), range, CompletionItemKind.EnumMember);
      const description = schema.markdownEnumDescriptions?.[i];
      if (description) item.documentation = { kind: MarkupKind.Markdown, value: description };
      if (value === schema.default) item.detail = 'default';
      push(item);
    });
    if (typesOf(schema, root).includes('boolean')) {
      for (const value of [true, false]) push(valueItem(String(value), String(value), range, CompletionItemKind.Value));
    }
    for (const example of schema.examples ?? [])
      push(valueItem(JSON.stringify(example), String(example), range, CompletionItemKind.Value));
  }
  return items;
}

function valueItem(newText: string, label: string, range: Range, kind: CompletionItemKind): CompletionItem {
  return { label, kind, textEdit: { range, newText }, filterText: newText };
}

/**
 * Page files of the site root, unused ones (not yet in the navigation) first, narrowed by what is typed when the
 * site is big (see pageList.ts); a folder entry (`guides/`) inserts the folder and asks for completion again.
 */
function pageCompletions(doc: ConfigDocument, range: Range, typed: string, index: WorkspaceIndex): CompletionList {
  if (doc.rootDir === undefined) return EMPTY;
  // Not indexed yet (the workspace is being walked): nothing to offer now, so the editor asks again as the user types.
  if (!index.coversFolder(doc.rootDir)) return { isIncomplete: true, items: [] };
  const used = usedPageIds(doc);
  const { candidates, isIncomplete } = index
    .pageListOf(doc.rootDir)
    .candidates(typed.replace(/^\//, ''), (id) => used.has(id), MAX_PAGE_ITEMS);
  const items = candidates.map((candidate, i): CompletionItem => {
    const folder = candidate.kind === 'folder';
    return {
      label: candidate.id,
      kind: folder ? CompletionItemKind.Folder : CompletionItemKind.File,
      // A folder leaves the cursor before the closing quote, where its pages are asked for.
      textEdit: { range, newText: folder ? `"${escapeSnippet(candidate.id)}$0"` : `"${candidate.id}"` },
      insertTextFormat: folder ? InsertTextFormat.Snippet : undefined,
      filterText: `"${candidate.id}"`,
      sortText: String(i).padStart(6, '0'),
      detail: folder ? `${candidate.pages} pages` : candidate.used ? 'already in the navigation' : undefined,
      command: folder ? { title: 'Complete the page path', command: 'editor.action.triggerSuggest' } : undefined,
    };
  });
  return { isIncomplete, items };
}

function escapeSnippet(text: string): string {
  return text.replace(/[$}\\]/g, '\\$&');
}
