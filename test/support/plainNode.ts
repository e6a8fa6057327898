// A jsonc tree as plain data, to compare trees node by node (a view of the compact tree has getters, not own fields,
// so deepEqual cannot compare it with jsonc-parser's parseTree directly). Parents are checked on the way: each
// child's parent is the node holding it.
import assert from 'node:assert/strict';
import type { Node } from 'jsonc-parser';

export function plainNode(node: Node | undefined, parent?: Node): unknown {
  if (!node) return undefined;
  assert.equal(node.parent, parent, `parent of the ${node.type} at ${node.offset}`);
  return {
    type: node.type,
    offset: node.offset,
    length: node.length,
    value: node.value,
    colonOffset: node.colonOffset,
    children: node.children?.map((child) => plainNode(child, node)),
  };
}
