// Where the cursor is, in JSON terms (path, key or value, the string being typed), read from the cached tree.
// jsonc-parser's getLocation rescans the text up to the cursor on every request (tens of milliseconds at the end
// of a 10,000-page config); the tree answers in time proportional to the depth.
import { nodeAtOffset } from '../../../../shared/src/json/compactTree';
import { getLocation, type Node, type Segment } from 'jsonc-parser';
import type { ConfigDocument } from './document';
import { pathOfNode } from './nodes';

export interface CursorLocation {
  path: Segment[];
  isAtPropertyKey: boolean;
  /** The string (key or value) the cursor is inside, if any. */
  stringNode?: Node;
}

/** Texts up to this size may fall back to a rescan when there is no tree. */
const MAX_RESCAN_LENGTH = 1024 * 1024;

export function locate(doc: ConfigDocument, offset: number): CursorLocation | undefined {
  if (!doc.root) {
    if (doc.lexical.tooDeepAt !== undefined || doc.lexical.tooManyAt !== undefined || doc.lexical.tooLarge)
      return undefined;
    const text = doc.textDocument.getText();
    if (text.length > MAX_RESCAN_LENGTH) return undefined;
    const location = getLocation(text, offset);
    const previous = location.previousNode;
    const inString =
      previous &&
      (previous.type === 'string' || previous.type === 'property') &&
      offset > previous.offset &&
      offset <= previous.offset + previous.length;
    return {
      path: location.path,
      isAtPropertyKey: location.isAtPropertyKey,
      stringNode: inString ? previous : undefined,
    };
  }
  const node = nodeAtOffset(doc.root, offset, false);
  if (!node) return undefined;
  const text = doc.textDocument.getText();

  if (node.type === 'string' && offset > node.offset) {
    const property = node.parent;
    if (property?.type === 'property' && property.children?.[0] === node) {
      return { path: [...containerPath(property), String(node.value)], isAtPropertyKey: true, stringNode: node };
    }
    return { path: pathOfNode(node), isAtPropertyKey: false, stringNode: node };
  }
  if (node.type === 'string' || node.type === 'number' || node.type === 'boolean' || node.type === 'null') {
    return { path: pathOfNode(node), isAtPropertyKey: false };
  }
  if (node.type === 'property') {
    const key = String(node.children?.[0]?.value ?? '');
    const afterColon = node.colonOffset !== undefined && offset > node.colonOffset;
    return { path: [...containerPath(node), key], isAtPropertyKey: !afterColon };
  }
  if (node.type === 'object') {
    // A property whose value is still missing (`"mode": |`) ends at its colon; the cursor after it is a value spot.
    const before = [...(node.children ?? [])].reverse().find((p) => p.offset < offset);
    if (
      before &&
      (before.children?.length ?? 0) < 2 &&
      before.colonOffset !== undefined &&
      offset > before.colonOffset &&
      !/,\s*$/.test(text.slice(before.offset + before.length, offset))
    ) {
      return { path: [...pathOfNode(node), String(before.children?.[0]?.value ?? '')], isAtPropertyKey: false };
    }
    return { path: [...pathOfNode(node), ''], isAtPropertyKey: true };
  }
  // Array: the index of the element the cursor would become.
  const index = (node.children ?? []).filter((child) => child.offset + child.length <= offset).length;
  return { path: [...pathOfNode(node), index], isAtPropertyKey: false };
}

/** The path of the object holding a property node. */
function containerPath(property: Node): Segment[] {
  return property.parent ? pathOfNode(property.parent) : [];
}
