// Decides whether a text gives away any part of a known secret, in any form a server or a serializer might have put
// it in: as is, URL-encoded (once or twice), with JSON/JavaScript escapes (`\/`, `\u0041`), as HTML character
// references, in base64 or hex, split by line breaks or other separators, in another letter case, or only a part
// of it (a prefix, a middle). Replacing known strings cannot catch all that, so this screen answers one question
// — "does this text hold a recognisable piece of a secret?" — and callers withhold the text when it does.
//
// How: every form is reduced to a skeleton (lower-case letters and digits only: separators, escapes' punctuation
// and line breaks disappear), and each secret's skeleton is cut into overlapping pieces of a fixed length (6 to 10
// characters, shorter secrets whole). The text is decoded every way above, reduced the same way, and any shared
// piece is a hit. No `vscode` import: unit-tested on plain Node.

/** Pieces of this many skeleton characters (for a long secret) identify it; fewer give away too little to matter. */
const LONGEST_PIECE = 10;
const SHORTEST_PIECE = 6;

export interface SecretScreenOptions {
  /**
   * Only pieces mixing letters and digits count. For the log, whose own prose ("Set API Token ...") would
   * otherwise match a secret made of English words; generated tokens have digits throughout.
   */
  mixedPiecesOnly?: boolean;
}

export class SecretScreen {
  /** Piece length -> pieces of that length. */
  private readonly pieces = new Map<number, Set<string>>();
  private readonly seen = new Set<string>();

  constructor(private readonly options: SecretScreenOptions = {}) {}

  add(secret: string | undefined): void {
    if (!secret || this.seen.has(secret)) return;
    this.seen.add(secret);
    const skeleton = skeletonOf(secret);
    if (skeleton.length < 4) return;
    const length = Math.min(
      skeleton.length,
      Math.max(SHORTEST_PIECE, Math.min(LONGEST_PIECE, Math.floor(skeleton.length / 2))),
    );
    let set = this.pieces.get(length);
    if (!set) {
      set = new Set();
      this.pieces.set(length, set);
    }
    for (let at = 0; at + length <= skeleton.length; at++) {
      const piece = skeleton.slice(at, at + length);
      if (this.options.mixedPiecesOnly && !(/[0-9]/.test(piece) && /[a-z]/.test(piece))) continue;
      set.add(piece);
    }
  }

  get size(): number {
    return this.seen.size;
  }

  /** True when `text`, read any of the ways above, holds a piece of a registered secret. */
  exposes(text: string): boolean {
    if (this.pieces.size === 0) return false;
    for (const form of decodedForms(text)) {
      const skeleton = skeletonOf(form);
      for (const [length, set] of this.pieces) {
        for (let at = 0; at + length <= skeleton.length; at++) {
          if (set.has(skeleton.slice(at, at + length))) return true;
        }
      }
    }
    return false;
  }
}

/** Lower-case letters and digits only. */
export function skeletonOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The text, and every decoding of it that could reveal a secret hidden by an encoding. */
export function decodedForms(text: string): string[] {
  const forms = [text];
  let percent = text;
  for (let round = 0; round < 3 && percent.includes('%'); round++) {
    const next = percent.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === percent) break;
    forms.push(next);
    percent = next;
  }
  if (/\\u|\\x|&#/.test(text)) {
    forms.push(
      text
        .replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\\x([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/&#x([0-9a-fA-F]{1,6});/g, (_match, hex: string) => safeCodePoint(parseInt(hex, 16)))
        .replace(/&#([0-9]{1,7});/g, (_match, decimal: string) => safeCodePoint(Number(decimal))),
    );
  }
  // base64 (and base64url) runs, at each of the four alignments a cut-out piece may start at.
  for (const run of text.match(/[A-Za-z0-9+/_-]{12,}/g) ?? []) {
    for (let shift = 0; shift < 4; shift++) forms.push(Buffer.from(run.slice(shift), 'base64').toString('latin1'));
  }
  for (const run of text.match(/[0-9a-fA-F]{12,}/g) ?? []) {
    for (let shift = 0; shift < 2; shift++) forms.push(Buffer.from(run.slice(shift), 'hex').toString('latin1'));
  }
  return forms;
}

function safeCodePoint(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : '';
}
