// Types, required fields, enums and unknown keys from the JSON Schema, through ajv (compiled once). ajv reports
// instance paths; each is mapped to a jsonc node for an exact range, and anyOf floods become one message.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Node, Segment } from 'jsonc-parser';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ServerSettings } from '../../../../../shared/src/settings';
import {
  DiagnosticSeverity,
  diagnosticAt,
  FILE_START,
  makeDiagnostic,
  type DiagnosticData,
  type OffsetRange,
} from '../../diagnostics/diagnostics';
import { jsonTypeOf, propertyKeyNode, reportRangeForObject, reportRangeForValue } from '../../json/nodes';
import { compileSchema } from './compileSchema';
import { PRECOMPILED_VALIDATORS } from './precompiledSchemas';
import { schemaErrorBudget } from './schemaErrorAppend';
import { DEFAULT_MAX_PROBLEMS } from '../../diagnostics/problemCap';
import { formatById } from '../formats/list';
import { DOCS_SCHEMA, MINT_SCHEMA, typesOf, type JsonSchema } from './schema';
import type { Located, SiteModel } from './model';
import { DiagnosticSink } from '../../diagnostics/siteDiagnostics';
import { siteModelOf } from './siteModel';
import type { ConfigDocument } from '../../json/document';
import { shortenForDisplay } from '../../diagnostics/displayText';
import { didYouMean } from '../../diagnostics/suggest';

const compiled = new Map<JsonSchema, ValidateFunction>();

/** Compiles a schema (the legacy format's by default) on first use; later calls reuse it. The two config schemas
 * come precompiled in the language server's and the CLI's bundles (precompiledSchemas.ts), generated with the options
 * of compileSchema.ts: those bundles compile nothing at run time. */
export function schemaValidator(schema: JsonSchema = MINT_SCHEMA): ValidateFunction {
  let validate = compiled.get(schema);
  const id = (schema as { $id?: unknown }).$id;
  if (!validate && (schema === DOCS_SCHEMA || schema === MINT_SCHEMA) && typeof id === 'string') {
    validate = PRECOMPILED_VALIDATORS[id];
    if (validate) compiled.set(schema, validate);
  }
  if (!validate) {
    validate = compileSchema(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Schema problems of one config file against the legacy schema or, given `schema`, another one (the docs.json
 * schema), without the format's own filters. */
export function schemaDiagnostics(
  doc: ConfigDocument,
  settings: ServerSettings,
  schema: JsonSchema = MINT_SCHEMA,
): Diagnostic[] {
  const model = siteModelOf(doc);
  const sink = new DiagnosticSink();
  siteSchemaDiagnostics(model, settings, sink, undefined, schema);
  return sink.of(model.main);
}

/** What the format's own checks report better than the schema: given all of ajv's errors, the filter that drops
 * some of them. */
export type SchemaErrorFilter = (errors: readonly ErrorObject[]) => (error: ErrorObject, at: Located) => boolean;

/**
 * The schema check of the config as the generator sees it (`$ref`s merged). Each error is mapped back to its node
 * through the model, so it lands in the file (and on the line) where the value is written.
 */
export function siteSchemaDiagnostics(
  model: SiteModel,
  settings: ServerSettings,
  sink: DiagnosticSink,
  skip?: SchemaErrorFilter,
  schema: JsonSchema = formatById(model.format).schema,
): void {
  if (!model.main.doc.root) return;
  const validate = schemaValidator(schema);
  const budget = schemaErrorBudget();
  budget.live = 0;
  const limit = schemaErrorLimit(settings);
  budget.max = limit;
  let valid: boolean;
  try {
    valid = validate(model.value) as boolean;
  } finally {
    budget.live = 0;
    budget.max = Infinity;
  }
  if (valid) return;
  // The compiled validator is shared by every config of its format and keeps its last errors until the next call:
  // with `verbose` each holds its instance path, its data and its schema, hundreds of bytes per wrong element of
  // an array (an 8 MB array of wrong elements: gigabytes). Let go of them here, and of the whole list once the
  // alternatives are collapsed, so no more than the errors reported outlive this call.
  const { errors: all, unread } = readErrors(validate.errors ?? [], budget.skipped);
  validate.errors = null;
  if (unread) sink.add(model.main, unreadErrorsNote(unread, limit));
  const errors = collapseAlternatives(all, schema);
  if (errors !== all) all.length = 0;
  // The problems already filed on each node: two errors that say the same thing there are filed once. Kept by node,
  // not by a key string per problem (an array of a million wrong elements made a million keys of 150 bytes).
  const seen = new Map<Node, Diagnostic | Diagnostic[]>();
  const colorNodes = new Set(model.colors.map((c) => c.node));
  const drop = skip?.(errors);
  // Each error is let go as soon as its problem is made, so the errors and the problems are not all held at once.
  const pending: (ErrorObject | undefined)[] = errors;
  for (let i = 0; i < pending.length; i++) {
    const error = pending[i]!;
    pending[i] = undefined;
    const path = decodeInstancePath(error.instancePath);
    let at = model.locate(path);
    if (!at) continue;
    if (error.keyword === 'additionalProperties') {
      // The unknown key may sit in a `$ref`'d file rather than beside the `$ref`: report it where it is written.
      const value = model.locate([...path, (error.params as { additionalProperty: string }).additionalProperty]);
      const object = value?.node.parent?.parent;
      if (value && object?.type === 'object') at = { node: object, file: value.file };
    }
    // Hex colours have their own check (hexColors.ts) with a clearer message.
    if (error.keyword === 'pattern' && colorNodes.has(at.node)) continue;
    // A `$ref` left in the merged value could not be followed (its own problem says why): what it stands for is unknown.
    if (error.keyword === 'required' && typeof error.data === 'object' && error.data !== null && '$ref' in error.data)
      continue;
    if (drop?.(error, at)) continue;
    const diagnostic = toDiagnostic(at, path, error, settings);
    if (!diagnostic) continue;
    const before = seen.get(at.node);
    if (before === undefined) seen.set(at.node, diagnostic);
    else {
      const list = Array.isArray(before) ? before : [before];
      if (list.some((other) => sameProblem(other, diagnostic))) continue;
      list.push(diagnostic);
      if (list !== before) seen.set(at.node, list);
    }
    sink.add(at.file, diagnostic);
  }
}

/** The schema errors read at most (or 50 per problem shown, if the problem limit is set that high). A config has a
 * few; past this many, far more problems than the limit shows are certain, and building every error would take
 * gigabytes (see schemaErrorAppend.ts). */
export const SCHEMA_ERROR_LIMIT = 100_000;

function schemaErrorLimit(settings: ServerSettings): number {
  return Math.max(SCHEMA_ERROR_LIMIT, 50 * (settings.maxProblems ?? DEFAULT_MAX_PROBLEMS));
}

/**
 * The errors built, and how many more the budget left as placeholders (all after the built ones: the validator built
 * the first errors of its list). The last errors built may be part of an incomplete set: the alternatives of a value
 * whose `anyOf` error comes after the cut, which would read as a wrong value's own errors. The errors at the end that
 * lie on the path to the last one (its value, values above it and below it) are left out with the rest.
 */
export function readErrors(list: ErrorObject[], skipped: object): { errors: ErrorObject[]; unread: number } {
  const cut = list.indexOf(skipped as ErrorObject);
  if (cut < 0) return { errors: list, unread: 0 };
  let end = cut;
  const last = end > 0 ? list[end - 1]!.instancePath : '';
  const onPath = (path: string) => path === last || last.startsWith(`${path}/`) || path.startsWith(`${last}/`);
  while (end > 0 && onPath(list[end - 1]!.instancePath)) end--;
  const unread = list.length - end;
  list.length = end;
  return { errors: list, unread };
}

/** One note, at the start of the file, for the errors past the limit: the problems shown come from the first ones. */
function unreadErrorsNote(unread: number, limit: number): Diagnostic {
  return diagnosticAt(
    FILE_START,
    DiagnosticSeverity.Information,
    'too-many-problems',
    `The config has more schema errors than the check reads (${limit}): ${unread} more were not read, and the problems they stand for are neither shown nor counted.`,
  );
}

/**
 * ajv reports every failed branch of an anyOf plus the anyOf itself. Keep only what matters: when the value's type
 * picks one branch, that branch's own errors; when no branch has the value's type, one "expected X or Y" error.
 * Errors of a branch written for another type are dropped too (ajv checks `enum` whatever the type, so an object
 * given where a string-with-enum or an object is allowed would otherwise get the string branch's enum error).
 *
 * An array of many wrong elements gives one combinator error per element, all for the same few schemas: the types
 * each schema's branches allow and the replacement's params and message are worked out once per schema and shared,
 * and the combinator error itself becomes the replacement (it is dropped otherwise), so the collapse adds no object
 * per element.
 */
export function collapseAlternatives(errors: ErrorObject[], root: JsonSchema = MINT_SCHEMA): ErrorObject[] {
  const combinators = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  if (!combinators.length) return errors;
  const dropTypeAt = new Set<string>();
  const otherTypeBranches = new Map<string, string[]>();
  const replacements = new Set<ErrorObject>();
  const branchTypes = new Map<unknown, { allowed: string[][]; params: { type: string }; message: string }>();
  for (const combinator of combinators) {
    let known = branchTypes.get(combinator.schema);
    if (!known) {
      const branches = Array.isArray(combinator.schema) ? (combinator.schema as JsonSchema[]) : [];
      const allowed = branches.map((b) => typesOf(b, root));
      const expected = [...new Set(allowed.flat())];
      known = { allowed, params: { type: expected.join(',') }, message: `must be ${expected.join(' or ')}` };
      branchTypes.set(combinator.schema, known);
    }
    const { allowed } = known;
    const valueType = jsonTypeOf(combinator.data);
    const applicable = allowed.filter(
      (types) => !types.length || types.includes(valueType) || (valueType === 'integer' && types.includes('number')),
    );
    dropTypeAt.add(combinator.instancePath);
    if (applicable.length) {
      allowed.forEach((types, index) => {
        if (applicable.includes(types)) return;
        let prefixes = otherTypeBranches.get(combinator.instancePath);
        if (!prefixes) otherTypeBranches.set(combinator.instancePath, (prefixes = []));
        prefixes.push(`${combinator.schemaPath}/${index}/`);
      });
    } else {
      combinator.keyword = 'type';
      combinator.params = known.params;
      combinator.message = known.message;
      replacements.add(combinator);
    }
  }
  const kept = errors.filter((e) => {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || replacements.has(e)) return false;
    if (otherTypeBranches.get(e.instancePath)?.some((prefix) => e.schemaPath.startsWith(prefix))) return false;
    return !(e.keyword === 'type' && dropTypeAt.has(e.instancePath));
  });
  for (const replacement of replacements) kept.push(replacement);
  return kept;
}

/**
 * The message as one flat string. V8 keeps a string built by `+` or a template as a tree of its pieces (32 bytes a
 * node, and the pieces: the path's segments, the quotes…), about 350 bytes for an 80-character message; reading a
 * character flattens it to one run of characters, and the pieces go. Messages are kept with the model until the next
 * edit, one per wrong element of an array.
 */
function flatString(text: string): string {
  text.charCodeAt(0);
  return text;
}

function sameProblem(a: Diagnostic, b: Diagnostic): boolean {
  return (
    a.code === b.code &&
    a.range.start.line === b.range.start.line &&
    a.range.start.character === b.range.start.character &&
    a.message === b.message
  );
}

function toDiagnostic(
  at: Located,
  path: Segment[],
  error: ErrorObject,
  settings: ServerSettings,
): Diagnostic | undefined {
  const td = at.file.textDocument;
  const node = at.node;
  const where = describePath(path);
  const emit = (at: OffsetRange, severity: DiagnosticSeverity, code: string, message: string, data?: DiagnosticData) =>
    makeDiagnostic(td, at, severity, code, flatString(message), data);

  // propertyNames (footerSocials keys): ajv marks the inner error with the offending key.
  const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (error.keyword === 'propertyNames') return undefined;
  if (propertyName !== undefined) {
    const keyNode = propertyKeyNode(node, propertyName) ?? node;
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues?.map(String) ?? [];
    const suggestion = didYouMean(propertyName, allowed);
    return emit(
      keyNode,
      DiagnosticSeverity.Error,
      'enum',
      `"${shortenForDisplay(propertyName)}" is not an allowed key of ${where}.${hint(suggestion)} Allowed: ${allowed.join(', ')}.`,
      suggestion ? { suggestion } : undefined,
    );
  }

  switch (error.keyword) {
    // A failed if/then/else (a key required only when the object is not a `$ref`) comes with the inner error, which says it.
    case 'if':
      return undefined;
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return emit(
        reportRangeForObject(node),
        DiagnosticSeverity.Error,
        'required',
        `Missing required property "${missing}" in ${where}.`,
      );
    }
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const keyNode = propertyKeyNode(node, key);
      const parent = error.parentSchema as JsonSchema | undefined;
      const known = Object.keys(parent?.properties ?? {});
      const suggestion = didYouMean(key, known);
      const data = suggestion ? { suggestion } : undefined;
      const range = keyNode ?? reportRangeForObject(node);
      // The generator's validator rejects the whole config over an unknown key in a strict object (`x-strict` in the
      // schema), unless a fallback drops the object's surroundings instead: an error whatever the unknown-keys
      // setting. Elsewhere it drops the key: a warning.
      const dropped = parent?.['x-strict'] ? droppedWith(path) : 'it';
      if (dropped === 'it' && settings.unknownKeys === 'off') return undefined;
      const outcome = dropped ? `drops ${dropped}` : 'rejects the config';
      const note = KEY_NOTES[key] && (key !== 'iconType' || known.includes('icon'));
      const message = note
        ? `"${key}" in ${where}: ${KEY_NOTES[key]}: the generator ${outcome}.`
        : `Unknown key "${shortenForDisplay(key)}" in ${where}${dropped === 'it' ? '' : `: the generator ${outcome}`}.${hint(suggestion)}`;
      return emit(
        range,
        dropped ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error,
        'unknown-key',
        message,
        note ? undefined : data,
      );
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const value = typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
      const suggestion = typeof error.data === 'string' ? didYouMean(error.data, allowed) : undefined;
      return emit(
        reportRangeForValue(node),
        DiagnosticSeverity.Error,
        'enum',
        `"${shortenForDisplay(value)}" is not an allowed value of ${where}.${hint(suggestion)} Allowed: ${allowed.join(', ')}.`,
        suggestion ? { suggestion } : undefined,
      );
    }
    case 'type': {
      const expected = String((error.params as { type: string | string[] }).type)
        .split(',')
        .join(' or ');
      return emit(
        reportRangeForValue(node),
        DiagnosticSeverity.Error,
        'type',
        `Incorrect type for ${where}: expected ${expected}, found ${jsonTypeOf(error.data).replace('integer', 'number')}.`,
      );
    }
    case 'pattern': {
      const message =
        (error.parentSchema as JsonSchema | undefined)?.['x-patternMessage'] ?? error.message ?? 'is invalid';
      return emit(reportRangeForValue(node), DiagnosticSeverity.Error, 'schema', `${where} ${message}.`);
    }
    default:
      return emit(
        reportRangeForValue(node),
        DiagnosticSeverity.Error,
        'schema',
        `${where} ${error.message ?? 'is invalid'}.`,
      );
  }
}

/** Keys that people write from the generator's documentation but that its validator (the one deciding what a build
 * accepts) does not take: said plainly rather than as a misspelling. */
const KEY_NOTES: Readonly<Record<string, string>> = {
  iconType: 'in the generator\'s docs, not in its schema (use "icon": {"name", "style"})',
  audience: 'the generator\'s validator does not accept "audience" yet',
};

/** What the generator drops, rather than rejecting the config, when the strict object at `path` fails. A group's
 * `openapi` / `asyncapi` that it cannot read is dropped (the group loses its generated pages). A tab, anchor,
 * dropdown, product, version, language or menu item is read as one of several shapes: when the navigation below it
 * fails, it falls back to the shape without any, so the first such entry on the path loses its contents. On the
 * entry itself (its `color`, `openapi` …) or outside one, the config is rejected (undefined). */
function droppedWith(path: readonly Segment[]): string | undefined {
  const at = (i: number) => String(path[i]);
  const last = at(path.length - 1);
  if (/^(open|async)api$/.test(last) && /^(groups|pages)$/.test(at(path.length - 3)))
    return `this group's "${last}" over it`;
  for (let i = 1; path[0] === 'navigation' && i + 1 < path.length; i++) {
    if (!/^(tabs|anchors|dropdowns|products|versions|languages|menu)$/.test(at(i)) || !/^\d+$/.test(at(i + 1)))
      continue;
    return /^(tabs|anchors|dropdowns|products|versions|languages|menu|groups|pages)$/.test(at(i + 2)) &&
      /^\d+$/.test(at(i + 3))
      ? `everything under ${describePath(path.slice(0, i + 2))} over it`
      : undefined;
  }
  return undefined;
}

function hint(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
}

export function decodeInstancePath(instancePath: string): Segment[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** "navigation[2].pages[0]" for messages; "the config" for the root. */
export function describePath(path: readonly Segment[]): string {
  if (!path.length) return 'the config';
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) text += `[${segment}]`;
    else text += text ? `.${segment}` : segment;
  }
  return `"${text}"`;
}
