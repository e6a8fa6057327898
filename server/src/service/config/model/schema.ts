// The configs' JSON Schemas (schemas/mint.schema.json for the legacy format, schemas/docs.schema.json for the
// current one) and a small walker over them for completion and hover. The schema files are the single source of
// field docs, defaults and allowed values. Every walker takes the schema root its local `$ref`s resolve against.
import type { Segment } from 'jsonc-parser';
import docsSchema from '../../../../../schemas/docs.schema.json';
import mintSchema from '../../../../../schemas/mint.schema.json';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  required?: string[];
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  markdownDescription?: string;
  markdownEnumDescriptions?: string[];
  description?: string;
  definitions?: Record<string, JsonSchema>;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  /** The generator's validator rejects the config over a key this object does not define (rather than dropping it). */
  'x-strict'?: boolean;
  /** What a string failing `pattern` must be, in words (ajv's message would show the regular expression). */
  'x-patternMessage'?: string;
}

export const MINT_SCHEMA = mintSchema as JsonSchema;
export const DOCS_SCHEMA = docsSchema as JsonSchema;

/** Follows `$ref`s (local ones only), keeping the docs written beside the `$ref`. */
export function resolveSchema(schema: JsonSchema, root: JsonSchema = MINT_SCHEMA): JsonSchema {
  let current = schema;
  const overrides: JsonSchema = {};
  for (let hops = 0; current.$ref && hops < 16; hops++) {
    if (current.markdownDescription && !overrides.markdownDescription)
      overrides.markdownDescription = current.markdownDescription;
    if (current.default !== undefined && overrides.default === undefined) overrides.default = current.default;
    const target = lookupRef(current.$ref, root);
    if (!target) break;
    current = target;
  }
  return { ...current, ...overrides, $ref: undefined };
}

function lookupRef(ref: string, root: JsonSchema): JsonSchema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node as JsonSchema | undefined;
}

/** The alternatives a schema allows (its anyOf/oneOf branches, resolved), or itself. */
export function alternatives(schema: JsonSchema, root: JsonSchema = MINT_SCHEMA): JsonSchema[] {
  const resolved = resolveSchema(schema, root);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (!branches) return [resolved];
  return branches
    .flatMap((branch) => alternatives(branch, root))
    .map((branch) => ({
      ...branch,
      markdownDescription: branch.markdownDescription ?? resolved.markdownDescription,
    }));
}

export function typesOf(schema: JsonSchema, root: JsonSchema = MINT_SCHEMA): string[] {
  const resolved = resolveSchema(schema, root);
  if (resolved.type) return Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  return [];
}

/**
 * Schemas that may apply at a JSON path (property names and array indexes). Several come back when the path
 * goes through an anyOf; callers pick by the value's type.
 */
export function schemasAtPath(path: readonly Segment[], root: JsonSchema = MINT_SCHEMA): JsonSchema[] {
  let current: JsonSchema[] = [resolveSchema(root, root)];
  for (const segment of path) {
    const next: JsonSchema[] = [];
    for (const schema of current.flatMap((s) => alternatives(s, root))) {
      if (typeof segment === 'number') {
        if (schema.items) next.push(resolveSchema(schema.items, root));
      } else {
        const property = schema.properties?.[segment];
        if (property) next.push(resolveSchema(property, root));
        else if (typeof schema.additionalProperties === 'object')
          next.push(resolveSchema(schema.additionalProperties, root));
      }
    }
    current = next;
    if (!current.length) break;
  }
  return current;
}

/** The object alternative at a path (for key completion). */
export function objectSchemaAtPath(path: readonly Segment[], root: JsonSchema = MINT_SCHEMA): JsonSchema | undefined {
  return schemasAtPath(path, root)
    .flatMap((s) => alternatives(s, root))
    .find((s) => typesOf(s, root).includes('object') || s.properties !== undefined || s.propertyNames !== undefined);
}
