// A plain key outline of a JSON document: one symbol per property, nested as the objects and arrays nest — the
// outline VS Code's built-in JSON support shows. Used for group documents (the site config has its own outline of
// the navigation, symbols.ts). Depth and count are bounded so a hostile document cannot exhaust the stack or the UI.
import { parseTree, type Node } from 'jsonc-parser';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';

export const MAX_OUTLINE_DEPTH = 32;
export const MAX_OUTLINE_SYMBOLS = 5000;

export function jsonOutline(document: TextDocument, root?: Node): DocumentSymbol[] {
  const tree = root ?? parseTree(document.getText(), [], { allowTrailingComma: true });
  let budget = MAX_OUTLINE_SYMBOLS;
  const range = (node: Node) => ({
    start: document.positionAt(node.offset),
    end: document.positionAt(node.offset + node.length),
  });

  function childrenOf(value: Node | undefined, depth: number): DocumentSymbol[] {
    if (!value || depth >= MAX_OUTLINE_DEPTH) return [];
    const symbols: DocumentSymbol[] = [];
    if (value.type === 'object') {
      for (const property of value.children ?? []) {
        const [key, child] = property.children ?? [];
        if (!key || budget-- <= 0) break;
        symbols.push({
          name: String(key.value) || '""',
          kind: kindOf(child),
          detail: child && child.type !== 'object' && child.type !== 'array' ? JSON.stringify(child.value) : undefined,
          range: range(property),
          selectionRange: range(key),
          children: childrenOf(child, depth + 1),
        });
      }
    } else if (value.type === 'array') {
      (value.children ?? []).forEach((item, index) => {
        if (budget-- <= 0 || (item.type !== 'object' && item.type !== 'array')) return;
        symbols.push({
          name: String(index),
          kind: kindOf(item),
          range: range(item),
          selectionRange: range(item),
          children: childrenOf(item, depth + 1),
        });
      });
    }
    return symbols;
  }
  return childrenOf(tree, 0);
}

function kindOf(node: Node | undefined): SymbolKind {
  switch (node?.type) {
    case 'object':
      return SymbolKind.Module;
    case 'array':
      return SymbolKind.Array;
    case 'string':
      return SymbolKind.String;
    case 'number':
      return SymbolKind.Number;
    case 'boolean':
      return SymbolKind.Boolean;
    default:
      return SymbolKind.Null;
  }
}
