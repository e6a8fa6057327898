// Lookups on a jsonc-parser tree. All iterative or bounded by the path length, so a deep tree cannot overflow.
import type { Node, Segment } from 'jsonc-parser';
import type { OffsetRange } from '../diagnostics/diagnostics';
import { childAt, positionOf } from '../../../../shared/src/json/compactTree';

/** The node at a JSON path; string segments that look like indexes work on arrays (ajv's instancePath is text). */
export function nodeAtPath(root: Node | undefined, path: readonly Segment[]): Node | undefined {
  let node = root;
  for (const segment of path) {
    if (!node) return undefined;
    if (node.type === 'array') {
      const index = typeof segment === 'number' ? segment : Number(segment);
      node = Number.isInteger(index) ? childAt(node, index) : undefined;
    } else if (node.type === 'object') {
      node = propertyValueNode(node, String(segment));
    } else return undefined;
  }
  return node;
}

/** The value node of `key` (the last one, as JSON.parse keeps the last duplicate). */
export function propertyValueNode(object: Node | undefined, key: string): Node | undefined {
  return propertyKeyNode(object, key)?.parent?.children?.[1];
}

export function propertyKeyNode(object: Node | undefined, key: string): Node | undefined {
  if (object?.type !== 'object') return undefined;
  const properties = object.children ?? [];
  if (properties.length > INDEXED_FROM) return keyIndexOf(object).get(key);
  for (let i = properties.length - 1; i >= 0; i--) {
    const keyNode = properties[i].children?.[0];
    if (keyNode?.value === key) return keyNode;
  }
  return undefined;
}

// A hostile config can hold tens of thousands of keys in one object, and ajv reports each unknown one: a linear
// scan per report would make validation quadratic (seconds, blocking the server). Large objects get a key -> node
// map, built once per parsed tree (trees are immutable; the WeakMap lets them go with their parse).
const INDEXED_FROM = 32;
const keyIndexes = new WeakMap<Node, Map<string, Node>>();

function keyIndexOf(object: Node): Map<string, Node> {
  let index = keyIndexes.get(object);
  if (!index) {
    index = new Map();
    // Later duplicates overwrite earlier ones: the last one wins, as in JSON.parse.
    for (const property of object.children ?? []) {
      const keyNode = property.children?.[0];
      if (keyNode && typeof keyNode.value === 'string') index.set(keyNode.value, keyNode);
    }
    keyIndexes.set(object, index);
  }
  return index;
}

/** The key node of the property a value belongs to. */
export function keyOfValue(value: Node): Node | undefined {
  return value.parent?.type === 'property' ? value.parent.children?.[0] : undefined;
}

/** The JSON path of a node, from its parents. */
export function pathOfNode(node: Node): Segment[] {
  const path: Segment[] = [];
  let current: Node | undefined = node;
  while (current?.parent) {
    const parent: Node = current.parent;
    if (parent.type === 'property') {
      const key = parent.children?.[0];
      if (key && key !== current) path.unshift(String(key.value));
      current = parent.parent;
    } else if (parent.type === 'array') {
      path.unshift(positionOf(current));
      current = parent;
    } else current = parent;
  }
  return path;
}

/** Where to report a problem with a whole value: containers on their key (a squiggle over 10,000 lines helps no one). */
export function reportRangeForValue(value: Node): OffsetRange {
  if (value.type === 'object' || value.type === 'array')
    return keyOfValue(value) ?? { offset: value.offset, length: 1 };
  return value;
}

/** Where to report something missing from an object: its key, or its opening brace when it has none. */
export function reportRangeForObject(object: Node): OffsetRange {
  return keyOfValue(object) ?? { offset: object.offset, length: 1 };
}

export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
