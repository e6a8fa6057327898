// Hex colors in `colors.*`, `colors.background.*`, `colors.anchors` and `anchors[].color` (string or {from, via, to}).
// Decision: `#RGB` and `#RRGGBB` are valid (what the site generator's validator accepts); `#RGBA` and `#RRGGBBAA`
// parse as colors but the generator's validator rejects alpha, so they get a warning; anything else is an error.
import type { Node } from 'jsonc-parser';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { ConfigDocument } from './document';
import { DiagnosticSeverity, makeDiagnostic } from './diagnostics';
import { propertyValueNode } from './jsonNodes';

export type HexVerdict =
  | { kind: 'valid' }
  | { kind: 'alpha' }
  | { kind: 'invalid'; reason: string; suggestion?: string };

const VALID = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const WITH_ALPHA = /^#(?:[0-9a-fA-F]{4}|[0-9a-fA-F]{8})$/;
const HEX_DIGITS = /^[0-9a-fA-F]+$/;

export function checkHexColor(value: string): HexVerdict {
  if (VALID.test(value)) return { kind: 'valid' };
  if (WITH_ALPHA.test(value)) return { kind: 'alpha' };
  const trimmed = value.trim();
  if (trimmed !== value && VALID.test(trimmed)) return { kind: 'invalid', reason: 'it has spaces around it', suggestion: trimmed };
  if (!value.startsWith('#')) {
    if (HEX_DIGITS.test(value) && (value.length === 3 || value.length === 6)) return { kind: 'invalid', reason: 'it lacks the leading "#"', suggestion: `#${value}` };
    return { kind: 'invalid', reason: 'it does not start with "#"' };
  }
  const digits = value.slice(1);
  if (!HEX_DIGITS.test(digits)) return { kind: 'invalid', reason: 'it holds characters other than 0-9 and a-f' };
  return { kind: 'invalid', reason: `it has ${digits.length} digit${digits.length === 1 ? '' : 's'}` };
}

/** Every node that should hold a hex color, with a label for messages. */
export function hexColorNodes(root: Node | undefined): { node: Node; label: string }[] {
  const found: { node: Node; label: string }[] = [];
  const add = (node: Node | undefined, label: string) => {
    if (node?.type === 'string') found.push({ node, label });
  };
  const addColorOrGradient = (node: Node | undefined, label: string) => {
    if (node?.type === 'object') for (const part of ['from', 'via', 'to']) add(propertyValueNode(node, part), `${label}.${part}`);
    else add(node, label);
  };
  const colors = propertyValueNode(root, 'colors');
  for (const key of ['primary', 'light', 'dark', 'ultraLight', 'ultraDark']) add(propertyValueNode(colors, key), `colors.${key}`);
  const background = propertyValueNode(colors, 'background');
  for (const key of ['light', 'dark']) add(propertyValueNode(background, key), `colors.background.${key}`);
  addColorOrGradient(propertyValueNode(colors, 'anchors'), 'colors.anchors');
  const anchors = propertyValueNode(root, 'anchors');
  if (anchors?.type === 'array') {
    anchors.children?.forEach((anchor, index) => addColorOrGradient(propertyValueNode(anchor, 'color'), `anchors[${index}].color`));
  }
  return found;
}

export function hexColorDiagnostics(doc: ConfigDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { node, label } of hexColorNodes(doc.root)) {
    const value = String(node.value);
    const verdict = checkHexColor(value);
    if (verdict.kind === 'valid') continue;
    if (verdict.kind === 'alpha') {
      out.push(makeDiagnostic(doc.textDocument, node, DiagnosticSeverity.Warning, 'hex-color', `"${value}" in "${label}" has an alpha channel; the site generator accepts only #RGB or #RRGGBB.`, { suggestion: value.length === 5 ? value.slice(0, 4) : value.slice(0, 7) }));
    } else {
      const fix = verdict.suggestion === undefined ? '' : ` Did you mean "${verdict.suggestion}"?`;
      out.push(makeDiagnostic(doc.textDocument, node, DiagnosticSeverity.Error, 'hex-color', `"${value}" in "${label}" is not a hex color: ${verdict.reason}. Use #RGB or #RRGGBB.${fix}`, verdict.suggestion === undefined ? undefined : { suggestion: verdict.suggestion }));
    }
  }
  return out;
}
