// The text each open document had when its diagnostics were published, so that a quick fix is only built from a
// diagnostic whose range still covers the same text. A client sends a code action request with the diagnostics it
// shows, which can be older than the document: type a line above a problem and ask for the fix before the server
// republishes, and the diagnostic's range now covers other text; a replacement built from it lands on the wrong
// characters (`"icon": "dissolid`). Comparing the text under the range then and now catches every such case, for
// every range-based fix, without trusting the client to send back anything but the range.
import type { Diagnostic, Range } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';

export class PublishedTexts {
  /** uri -> the document as it was when its diagnostics were published (a copy: open documents change in place). */
  private readonly texts = new Map<string, TextDocument>();

  /** Diagnostics were published for `uri`: computed on `version` of `open` (the document now open, if any). Only a
   * publication for the open document's own version is recorded; any other leaves what the client shows unknown. */
  published(uri: string, version: number | undefined, open: TextDocument | undefined): void {
    if (open && version !== undefined && version === open.version) {
      this.texts.set(uri, TextDocument.create(uri, open.languageId, open.version, open.getText()));
    } else this.texts.delete(uri);
  }

  closed(uri: string): void {
    this.texts.delete(uri);
  }

  /** The diagnostics whose range still covers what it covered at publication (all of them when nothing was
   * recorded, or the document did not change since). */
  current(uri: string, document: TextDocument, diagnostics: readonly Diagnostic[]): Diagnostic[] {
    const then = this.texts.get(uri);
    if (!then || then.version === document.version) return [...diagnostics];
    return diagnostics.filter((diagnostic) => sameText(then, document, diagnostic.range));
  }
}

/** Whether the whole lines the range spans read the same then and now (so the edit lands on the same characters; a
 * range past the end of either text never matches). */
function sameText(then: TextDocument, now: TextDocument, range: Range): boolean {
  const lines = { start: { line: range.start.line, character: 0 }, end: { line: range.end.line + 1, character: 0 } };
  if (range.end.line >= then.lineCount || range.end.line >= now.lineCount) return false;
  return then.getText(lines) === now.getText(lines);
}
