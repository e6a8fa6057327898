// Smart select (Expand Selection) in a JSON document: from the cursor outwards — a string's text, the string, the
// property, the object's contents, the object … up to the whole document; the same steps VS Code's built-in JSON
// support takes. Pure: from jsonc-parser's tree.
import { findNodeAtOffset, parseTree, type Node } from 'jsonc-parser';
import type { Position, SelectionRange } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';

export function selectionRanges(document: TextDocument, positions: readonly Position[], root?: Node): SelectionRange[] {
  const tree = root ?? parseTree(document.getText(), [], { allowTrailingComma: true });
  return positions.map((position) => selectionRangeAt(document, tree, document.offsetAt(position)));
}

function selectionRangeAt(document: TextDocument, root: Node | undefined, offset: number): SelectionRange {
  // Offsets, innermost first.
  const spans: [number, number][] = [];
  let node = root && findNodeAtOffset(root, offset, true);
  while (node) {
    const start = node.offset;
    const end = node.offset + node.length;
    if (node.type === 'string' || node.type === 'object' || node.type === 'array') {
      // Inside the quotes or brackets first, when the cursor is there.
      if (start + 1 < end - 1 && offset >= start + 1 && offset <= end - 1) spans.push([start + 1, end - 1]);
    }
    spans.push([start, end]);
    node = node.parent;
  }
  const text = document.getText();
  spans.push([0, text.length]);

  let result: SelectionRange | undefined;
  // Outermost first, so each range's parent is the one built before it; equal neighbours are dropped.
  for (let index = spans.length - 1; index >= 0; index--) {
    const [start, end] = spans[index];
    if (result && document.offsetAt(result.range.start) === start && document.offsetAt(result.range.end) === end)
      continue;
    const range = { start: document.positionAt(start), end: document.positionAt(end) };
    result = result ? { range, parent: result } : { range };
  }
  return result ?? { range: { start: document.positionAt(offset), end: document.positionAt(offset) } };
}
