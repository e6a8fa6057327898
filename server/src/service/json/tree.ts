// Range and edit helpers over a jsonc-parser tree shared by the editor features (lookups live in ./nodes.ts).
// Ranges always come from node offsets through the TextDocument, never from splitting lines.
import type { Node } from 'jsonc-parser';
import type { Range } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';

export function stringValue(node: Node | undefined): string | undefined {
  return node?.type === 'string' && typeof node.value === 'string' ? node.value : undefined;
}

export function nodeRange(document: TextDocument, node: Node): Range {
  return offsetRange(document, node.type === 'string', node.offset, node.offset + node.length);
}

/** The range inside a string node's quotes. */
export function stringContentRange(document: TextDocument, node: Node): Range {
  const inner = node.length >= 2 ? 1 : 0;
  return offsetRange(document, true, node.offset + inner, node.offset + node.length - inner);
}

/** A string token never spans lines (the scanner ends an unterminated one at the line break), so its end is on
 * its start's line: one position lookup instead of two, which counts for 10,000 page links. */
function offsetRange(document: TextDocument, singleLine: boolean, start: number, end: number): Range {
  const startPosition = document.positionAt(start);
  const endPosition = singleLine
    ? { line: startPosition.line, character: startPosition.character + (end - start) }
    : document.positionAt(end);
  return { start: startPosition, end: endPosition };
}

/** Whether `offset` is inside (or at either edge of) a node. */
export function containsOffset(node: Node, offset: number): boolean {
  return offset >= node.offset && offset <= node.offset + node.length;
}

/** What to delete to remove an element or property from its container, commas and whitespace included:
 * up to the next sibling, or else back to the end of the previous one. */
export function removalOffsets(node: Node): { start: number; end: number } {
  const siblings = node.parent?.children ?? [node];
  const index = siblings.indexOf(node);
  const next = siblings[index + 1];
  if (next) return { start: node.offset, end: next.offset };
  const previous = siblings[index - 1];
  if (previous) return { start: previous.offset + previous.length, end: node.offset + node.length };
  return { start: node.offset, end: node.offset + node.length };
}
