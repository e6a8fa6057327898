// OpenAPI operations as navigation entries (docs.json): `"GET /users"` names an operation of the OpenAPI document in
// scope (the entry's own `"spec.json GET /users"`, else the nearest `openapi` of its group, tab, anchor… up the tree,
// else the site-wide `api.openapi`). Local JSON and YAML documents are parsed (once per change, through the host's
// file cache); an entry that is not one of their operations is an error on its own line, with the closest one
// suggested. Documents given as URLs, or that cannot be read, are not judged.
import type { Segment } from 'jsonc-parser';
import { posix } from 'node:path';
import { CompletionItemKind, type CompletionItem, type Range } from 'vscode-languageserver-protocol';
import { parse as parseYaml } from 'yaml';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { shortenForDisplay } from '../../diagnostics/displayText';
import { trimTrailingSlashes } from '../../../../../shared/src/slashes';
import { joinPath } from '../../workspace/paths';
import { didYouMean } from '../../diagnostics/suggest';
import type { NavItem, OpenApiSource, OperationRef, SiteModel } from './model';
import type { OpenApiDocument, OpenApiOperation, OpenApiRead } from './openApiTypes';
import type { DiagnosticSink } from '../../diagnostics/siteDiagnostics';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Reads an OpenAPI document at an absolute path. */
export type OperationLookup = (path: string) => OpenApiRead;

/** Parses an OpenAPI (or Swagger) document in JSON or YAML. Throws nothing: a broken one says why. */
export function parseOpenApi(text: string, path: string): OpenApiDocument | { unreadable: string } {
  let value: unknown;
  try {
    value = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text, YAML_OPTIONS);
  } catch (error) {
    return {
      unreadable: `it is not valid ${/\.json$/i.test(path) ? 'JSON' : 'YAML'} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { unreadable: 'it is not an object' };
  const document = value as Record<string, unknown>;
  if (!('openapi' in document) && !('swagger' in document))
    return { unreadable: 'it has no "openapi" (or "swagger") version field' };
  const operations: OpenApiOperation[] = [];
  const add = (entry: string, operation: unknown) => {
    const fields = (operation && typeof operation === 'object' ? operation : {}) as {
      summary?: unknown;
      tags?: unknown;
      'x-mint'?: unknown;
      'x-excluded'?: unknown;
      'x-hidden'?: unknown;
    };
    const tag = Array.isArray(fields.tags) ? fields.tags[0] : undefined;
    const href =
      fields['x-mint'] && typeof fields['x-mint'] === 'object'
        ? (fields['x-mint'] as { href?: unknown }).href
        : undefined;
    operations.push({
      entry,
      summary: typeof fields.summary === 'string' ? fields.summary : undefined,
      tag: typeof tag === 'string' ? tag : undefined,
      href: typeof href === 'string' && href ? href : undefined,
      excluded: fields['x-excluded'] ? true : undefined,
      hidden: fields['x-hidden'] ? true : undefined,
    });
  };
  for (const [path, item] of Object.entries(objectOr(document.paths))) {
    const fields = withMergedKeys(item);
    for (const method of METHODS) if (method in fields) add(`${method.toUpperCase()} ${path}`, fields[method]);
  }
  for (const [name, item] of Object.entries(objectOr(document.webhooks))) {
    const first = METHODS.map((m) =>
      item && typeof item === 'object' ? (item as Record<string, unknown>)[m] : undefined,
    ).find(Boolean);
    add(`WEBHOOK ${name}`, first);
  }
  return { operations, entries: new Set(operations.map((o) => o.entry)) };
}

/**
 * The `yaml` library's options for an OpenAPI document. The core schema has no merge keys, whatever the document
 * says: a `%YAML 1.1` line otherwise turns `<<` merges on (even with `merge: false`), and merges are copied without
 * being counted by `maxAliasCount`, so 226 KB of nested merges expanded to 1.1 GB. Aliases are counted (a value
 * copied more than `maxAliasCount` times over makes the document unreadable), so the expanded value stays within a
 * small multiple of the text.
 */
const YAML_OPTIONS = { schema: 'core', maxAliasCount: 1000, uniqueKeys: false } as const;

/**
 * A path item with its `<<` merge applied, one level deep: the generator's YAML reader merges, so an operation a
 * path item takes from a shared map (`<<: *common`) is one of the document's. Only the keys of the merged maps are
 * read (no copy is made), and keys written in the item win, as in a YAML merge.
 */
function withMergedKeys(item: unknown): Record<string, unknown> {
  const fields = objectOr(item);
  const merge = fields['<<'];
  if (merge === undefined) return fields;
  const merged: Record<string, unknown> = {};
  for (const source of (Array.isArray(merge) ? merge : [merge]).slice().reverse())
    Object.assign(merged, objectOr(source));
  return Object.assign(merged, fields);
}

function objectOr(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const URL = /^[a-zA-Z][a-zA-Z0-9+.-]+:/;

/** The absolute path of a local OpenAPI source (relative to the site root; a leading `/` too), or undefined for URLs. */
export function openApiPath(raw: string, rootDir: string | undefined): string | undefined {
  if (rootDir === undefined || !raw.trim() || URL.test(raw) || raw.startsWith('//')) return undefined;
  const relative = posix.normalize(raw.replace(/\\/g, '/').replace(/^\/+/, ''));
  if (relative === '..' || relative.startsWith('../')) return undefined;
  return joinPath(rootDir, relative);
}

/** The parsed OpenAPI document a source names (`"openapi.yaml"`, relative to the site root), through the host's file
 * cache; undefined when it is a URL, missing, or not an OpenAPI document. */
export function openApiDocumentOf(model: SiteModel, raw: string): OpenApiDocument | undefined {
  const lookup = lookupOf(model);
  const path = openApiPath(raw, model.rootDir);
  const read = path && lookup ? lookup(path) : undefined;
  return read && 'entries' in read ? read : undefined;
}

/** The OpenAPI sources an entry (or a new entry in `item`) is looked up in. */
function sourcesInScope(model: SiteModel, item: NavItem | undefined): OpenApiSource[] {
  for (let current = item; current; current = current.parent) if (current.openapi.length) return current.openapi;
  return model.openapi.filter((source) => source.scope === undefined);
}

interface ScopeDocuments {
  /** Parsed documents in scope, with the source each came from. */
  documents: { source: string; document: OpenApiDocument }[];
  /** Whether some document in scope could not be judged (a URL, unreadable): then nothing is claimed missing. */
  incomplete: boolean;
  /** Whether any source is in scope at all. */
  any: boolean;
}

function documentsFor(
  model: SiteModel,
  sources: { raw: string }[],
  lookup: OperationLookup | undefined,
): ScopeDocuments {
  const result: ScopeDocuments = { documents: [], incomplete: !lookup, any: sources.length > 0 };
  for (const source of sources) {
    const path = openApiPath(source.raw, model.rootDir);
    const read = path && lookup ? lookup(path) : undefined;
    if (read && 'operations' in read) result.documents.push({ source: source.raw, document: read });
    else result.incomplete = true;
  }
  return result;
}

function entryScope(model: SiteModel, ref: OperationRef, lookup: OperationLookup | undefined): ScopeDocuments {
  return documentsFor(model, ref.spec ? [{ raw: ref.spec }] : sourcesInScope(model, ref.parent), lookup);
}

/** The model's lookup: through the host's file cache, when it has one. */
export function lookupOf(model: SiteModel): OperationLookup | undefined {
  const source = model.main.doc.refSource;
  return source?.openapi ? (path) => source.openapi!(path) : undefined;
}

function normalizeEntry(method: string, path: string): string {
  return `${method} ${method === 'WEBHOOK' ? path : trimTrailingSlashes(path) || '/'}`;
}

export function operationDiagnostics(model: SiteModel, sink: DiagnosticSink): void {
  const lookup = lookupOf(model);
  const reportedSources = new Set<string>();
  // A document that is there but cannot be read as OpenAPI gets one warning on its source.
  for (const source of model.openapi) {
    const path = openApiPath(source.raw, model.rootDir);
    const read = path && lookup ? lookup(path) : undefined;
    if (read && 'unreadable' in read && !reportedSources.has(path!)) {
      reportedSources.add(path!);
      sink.add(
        source.file,
        makeDiagnostic(
          source.file.textDocument,
          source.node,
          DiagnosticSeverity.Warning,
          'openapi-unreadable',
          `"${source.raw}" cannot be read as an OpenAPI document: ${read.unreadable}. Its operations are not checked.`,
        ),
      );
    }
  }
  for (const ref of model.operations) {
    const scope = entryScope(model, ref, lookup);
    const td = ref.file.textDocument;
    if (!scope.any) {
      sink.add(
        ref.file,
        makeDiagnostic(
          td,
          ref.node,
          DiagnosticSeverity.Warning,
          'operation-unknown',
          `"${ref.raw}" names an OpenAPI operation, but no OpenAPI document is configured for it: add "openapi" to its group (or tab, anchor…) or "api.openapi".`,
        ),
      );
      continue;
    }
    if (scope.incomplete) continue;
    const wanted = normalizeEntry(ref.method, ref.path);
    if (
      scope.documents.some(
        ({ document }) => document.entries.has(wanted) || document.entries.has(`${ref.method} ${ref.path}`),
      )
    )
      continue;
    const suggestion = didYouMean(wanted, candidateEntries(scope.documents.map((d) => d.document)));
    const names = scope.documents.map((d) => `"${d.source}"`).join(', ');
    const replacement = suggestion && (ref.spec ? `${ref.spec} ${suggestion}` : suggestion);
    sink.add(
      ref.file,
      makeDiagnostic(
        td,
        ref.node,
        DiagnosticSeverity.Error,
        'operation-unknown',
        `"${ref.method} ${ref.path}" is not an operation of ${names}.${replacement ? ` Did you mean "${replacement}"?` : ''}`,
        replacement ? { suggestion: replacement } : undefined,
      ),
    );
  }
}

/** The entries of one document, or of several together, as one list kept with the first document: a parsed
 * document is a new object for each version of its file, so the list, and the suggestion index `didYouMean` keeps
 * for it by identity, are built once per document version (before, once per unknown entry: 3,000 unknown entries
 * cost 37 s per validation). */
const entryLists = new WeakMap<OpenApiDocument, Map<string, string[]>>();
const documentIds = new WeakMap<OpenApiDocument, number>();
let nextDocumentId = 0;

function candidateEntries(documents: readonly OpenApiDocument[]): string[] {
  if (!documents.length) return [];
  const key = documents
    .map((document) => {
      let id = documentIds.get(document);
      if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
      return id;
    })
    .join(',');
  let lists = entryLists.get(documents[0]);
  if (!lists) entryLists.set(documents[0], (lists = new Map()));
  let list = lists.get(key);
  if (!list) {
    list = [];
    for (const document of documents) for (const operation of document.operations) list.push(operation.entry);
    lists.set(key, list);
  }
  return list;
}

/** Completion of operations for a new or edited entry of the `pages` list at `path`. */
export function operationCompletions(model: SiteModel, path: readonly Segment[], range: Range): CompletionItem[] {
  const lookup = lookupOf(model);
  if (!lookup) return [];
  const listOwner = model.locate(path.slice(0, -2));
  const item = listOwner && [model.navigation, ...model.navItems].find((i) => i?.node === listOwner.node);
  const scope = documentsFor(model, sourcesInScope(model, item ?? undefined), lookup);
  const used = new Set(model.operations.map((o) => normalizeEntry(o.method, o.path)));
  const items: CompletionItem[] = [];
  for (const { source, document } of scope.documents) {
    for (const operation of document.operations) {
      const isUsed = used.has(operation.entry);
      const newText = JSON.stringify(operation.entry);
      items.push({
        label: operation.entry,
        kind: CompletionItemKind.Method,
        textEdit: { range, newText },
        filterText: newText,
        detail: [operation.summary, isUsed ? 'already in the navigation' : '', source].filter(Boolean).join(' · '),
        sortText: (isUsed ? '3' : '2') + operation.entry,
      });
    }
  }
  return items;
}

/** Hover on an operation entry: the document it comes from and its summary, or why it is not there. */
export function operationHover(model: SiteModel, ref: OperationRef): string {
  const scope = entryScope(model, ref, lookupOf(model));
  const wanted = normalizeEntry(ref.method, ref.path);
  for (const { source, document } of scope.documents) {
    const found = document.operations.find((o) => o.entry === wanted);
    if (found)
      return [
        `**Operation** \`${found.entry}\` from \`${source}\``,
        found.summary ? escape(found.summary) : '_No summary._',
      ].join('\n\n');
  }
  const shown = shortenForDisplay(wanted);
  if (!scope.any) return `**Operation** \`${shown}\`: no OpenAPI document is configured for this entry.`;
  if (scope.incomplete)
    return `**Operation** \`${shown}\` (its OpenAPI document is not a local file that could be read).`;
  return `**Operation** \`${shown}\`: not in ${scope.documents.map((d) => `\`${d.source}\``).join(', ')}.`;
}

function escape(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

export type { OpenApiDocument, OpenApiOperation, OpenApiRead } from './openApiTypes';
