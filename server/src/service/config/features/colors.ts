// Colour swatches and the colour picker on every hex field the core checks (../hexColors.ts: `colors.*`,
// `colors.background.*`, `colors.anchors` and `anchors[].color`, as strings or `{from, via, to}` gradients).
// Picking a colour writes it back in the notation that was there: short `#RGB` stays short when the new colour
// allows it, the letter case is kept, and an alpha below 1 adds the alpha digits.
import type { Color, ColorInformation, ColorPresentation, Range } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SiteModel } from '../model/model';
import { stringContentRange } from '../../json/tree';

const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` into an LSP colour (channels 0..1); undefined otherwise. */
export function parseHexColor(text: string): Color | undefined {
  const match = HEX_COLOR.exec(text);
  if (!match) return undefined;
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16) / 255;
  return { red: channel(0), green: channel(1), blue: channel(2), alpha: digits.length === 8 ? channel(3) : 1 };
}

/** Every hex colour value in the config (the fields the core's hex check covers), with the range inside its quotes. */
export function findDocumentColors(model: SiteModel): ColorInformation[] {
  const document = model.main.textDocument;
  const found: ColorInformation[] = [];
  for (const { node, file } of model.colors) {
    if (file !== model.main) continue;
    const color = parseHexColor(String(node.value));
    if (color) found.push({ color, range: stringContentRange(document, node) });
  }
  return found;
}

interface Notation {
  short: boolean;
  upperCase: boolean;
}

/** Reads the notation of the text being replaced; anything unreadable gets long upper-case (the style of the
 * documentation's examples). */
function notationOf(existing: string): Notation {
  const match = HEX_COLOR.exec(existing);
  const digits = match?.[1] ?? '';
  const hasLower = /[a-f]/.test(digits);
  const hasUpper = /[A-F]/.test(digits);
  return { short: digits.length === 3 || digits.length === 4, upperCase: hasUpper || !hasLower };
}

function toByte(channel: number): number {
  return Math.max(0, Math.min(255, Math.round(channel * 255)));
}

/** Formats a colour as hex in the given notation (falling back to the long form when short cannot express it). */
export function formatHexColor(color: Color, notation: Notation): string {
  const bytes = [color.red, color.green, color.blue].map(toByte);
  const alpha = toByte(color.alpha);
  if (alpha < 255) bytes.push(alpha);
  const canBeShort = bytes.every((b) => b % 17 === 0);
  const hex =
    notation.short && canBeShort
      ? bytes.map((b) => (b / 17).toString(16)).join('')
      : bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `#${notation.upperCase ? hex.toUpperCase() : hex}`;
}

/** The picker's choices: the current notation first, then the other length when it differs. */
export function getColorPresentations(document: TextDocument, color: Color, range: Range): ColorPresentation[] {
  const notation = notationOf(document.getText(range));
  const labels = [formatHexColor(color, notation), formatHexColor(color, { ...notation, short: !notation.short })];
  return [...new Set(labels)].map((label) => ({ label, textEdit: { range, newText: label } }));
}
