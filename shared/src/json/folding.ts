// Folding ranges of a JSON document: every object and array that spans more than two lines, block comments, and
// `// #region` … `// #endregion` markers — what VS Code's built-in JSON support offered. One pass of jsonc-parser's
// scanner: no tree is built, so a broken document still folds where its brackets are. Pure.
import { createScanner, SyntaxKind } from 'jsonc-parser';
import { FoldingRangeKind, type FoldingRange } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';

const REGION_START = /^\/\/\s*#?region\b/;
const REGION_END = /^\/\/\s*#?endregion\b/;

/** Stop after this many ranges (VS Code itself keeps at most 5,000): a huge generated file still answers quickly. */
export const MAX_FOLDING_RANGES = 5000;

export function foldingRanges(document: TextDocument): FoldingRange[] {
  const text = document.getText();
  const scanner = createScanner(text, false);
  const ranges: FoldingRange[] = [];
  const brackets: { startLine: number; kind: SyntaxKind }[] = [];
  const regions: number[] = [];
  const lineOf = (offset: number) => document.positionAt(offset).line;

  for (
    let token = scanner.scan();
    token !== SyntaxKind.EOF && ranges.length < MAX_FOLDING_RANGES;
    token = scanner.scan()
  ) {
    switch (token) {
      case SyntaxKind.OpenBraceToken:
      case SyntaxKind.OpenBracketToken:
        brackets.push({ startLine: lineOf(scanner.getTokenOffset()), kind: token });
        break;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken: {
        const open = token === SyntaxKind.CloseBraceToken ? SyntaxKind.OpenBraceToken : SyntaxKind.OpenBracketToken;
        if (brackets.at(-1)?.kind !== open) break; // unbalanced: skip, as the editor's bracket matching does
        const { startLine } = brackets.pop()!;
        const closeLine = lineOf(scanner.getTokenOffset());
        // The closing bracket's line stays visible, so `{` + one hidden line + `}` needs three lines to be worth it.
        if (closeLine > startLine + 1) ranges.push({ startLine, endLine: closeLine - 1 });
        break;
      }
      case SyntaxKind.BlockCommentTrivia: {
        const startLine = lineOf(scanner.getTokenOffset());
        const endLine = lineOf(scanner.getTokenOffset() + scanner.getTokenLength());
        if (endLine > startLine) ranges.push({ startLine, endLine, kind: FoldingRangeKind.Comment });
        break;
      }
      case SyntaxKind.LineCommentTrivia: {
        const comment = text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength());
        if (REGION_START.test(comment)) {
          regions.push(lineOf(scanner.getTokenOffset()));
        } else if (REGION_END.test(comment) && regions.length > 0) {
          const startLine = regions.pop()!;
          const endLine = lineOf(scanner.getTokenOffset());
          if (endLine > startLine) ranges.push({ startLine, endLine, kind: FoldingRangeKind.Region });
        }
        break;
      }
    }
  }
  // VS Code expects ranges ordered by start line.
  return ranges.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
}
