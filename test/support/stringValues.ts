// The string values of a jsonc tree (keys left out): where the edit tests type.
import type { Node } from 'jsonc-parser';

export function stringValues(root: Node | undefined): Node[] {
  const out: Node[] = [];
  const stack = root ? [root] : [];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'string' && !(node.parent?.type === 'property' && node.parent.children![0] === node))
      out.push(node);
    for (const child of node.children ?? []) stack.push(child);
  }
  return out;
}
