// Small read helpers over a jsonc-parser tree shared by the editor features. Ranges always come from node offsets
// through the TextDocument, never from splitting lines.
import type { Node } from 'jsonc-parser';
import type { Range } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/** The value node of `key` in an object node, or undefined. */
export function propertyValue(object: Node | undefined, key: string): Node | undefined {
  if (object?.type !== 'object' || !object.children) return undefined;
  for (const property of object.children) {
    const [keyNode, valueNode] = property.children ?? [];
    if (keyNode?.value === key) return valueNode;
  }
  return undefined;
}

/** The property node (`"key": value`) holding `key`, or undefined. */
export function propertyNode(object: Node | undefined, key: string): Node | undefined {
  return propertyValue(object, key)?.parent;
}

export function stringValue(node: Node | undefined): string | undefined {
  return node?.type === 'string' && typeof node.value === 'string' ? node.value : undefined;
}

export function nodeRange(document: TextDocument, node: Node): Range {
  return { start: document.positionAt(node.offset), end: document.positionAt(node.offset + node.length) };
}

/** The range inside a string node's quotes. */
export function stringContentRange(document: TextDocument, node: Node): Range {
  const inner = node.length >= 2 ? 1 : 0;
  return { start: document.positionAt(node.offset + inner), end: document.positionAt(node.offset + node.length - inner) };
}

/** The key node of the property a value belongs to (the value's parent is the property node). */
export function keyNodeOf(value: Node): Node | undefined {
  return value.parent?.type === 'property' ? value.parent.children?.[0] : undefined;
}

/** Whether `offset` is inside (or at either edge of) a node. */
export function containsOffset(node: Node, offset: number): boolean {
  return offset >= node.offset && offset <= node.offset + node.length;
}
