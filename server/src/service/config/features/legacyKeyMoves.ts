// The quick fix of a mint.json key in docs.json (`legacy-key`) when its move is certain: docs.json reads the same
// value, unchanged, at one known place, and nothing is there yet. Only then is the fix offered (and preferred, so
// `docsite check --fix` applies it). A key whose value docs.json reads in another shape (topbarCtaButton, topbarLinks,
// modeToggle, font, footerSocials, analytics …), with more than one possible place (anchors), with no docs.json
// counterpart, or whose place already holds a value stays a finding for a person to resolve (`docsite upgrade`
// rewrites the whole file).
import { findNodeAtOffset, getNodeValue, parseTree, type Node } from 'jsonc-parser';
import { CodeActionKind, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { pathOfNode, propertyValueNode } from '../../json/nodes';
import { removalOffsets } from '../../json/tree';

export interface LegacyKeyMove {
  /** The mint.json key's path in docs.json. */
  from: readonly string[];
  /** Where docs.json reads the same value. */
  to: readonly string[];
  /** Whether the value is one docs.json reads unchanged at `to` (the shapes both formats share). */
  accepts(value: unknown): boolean;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrStrings = (value: unknown) => isString(value) || (Array.isArray(value) && value.every(isString));
/** An object of string values whose keys are all among `keys`. */
const objectOf =
  (keys: readonly string[]) =>
  (value: unknown): boolean =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.entries(value).every(([key, v]) => keys.includes(key) && isString(v));

/** The moves that are certain (the same value, the same meaning, one place). */
export const LEGACY_KEY_MOVES: readonly LegacyKeyMove[] = [
  { from: ['openapi'], to: ['api', 'openapi'], accepts: isStringOrStrings },
  { from: ['backgroundImage'], to: ['background', 'image'], accepts: isString },
  { from: ['colors', 'background'], to: ['background', 'color'], accepts: objectOf(['light', 'dark']) },
  { from: ['api', 'baseUrl'], to: ['api', 'mdx', 'server'], accepts: isStringOrStrings },
  // mint.json's `inputPrefix` has no docs.json counterpart: with it the move would drop a setting.
  { from: ['api', 'auth'], to: ['api', 'mdx', 'auth'], accepts: objectOf(['method', 'name']) },
];

/** The action moving the legacy key at `diagnostic` (a `legacy-key` finding of `document`'s own root), when the move
 * is certain; undefined otherwise. */
export function legacyKeyMoveAction(
  document: TextDocument,
  root: Node | undefined,
  diagnostic: Diagnostic,
): CodeAction | undefined {
  const key = root && findNodeAtOffset(root, document.offsetAt(diagnostic.range.start) + 1);
  const property = key?.parent;
  if (!key || !property || property.type !== 'property' || property.children?.[0] !== key) return undefined;
  const value = property.children[1];
  if (!value) return undefined;
  const path = pathOfNode(value);
  const move = LEGACY_KEY_MOVES.find((m) => samePath(m.from, path));
  if (!move || !move.accepts(getNodeValue(value)) || !placeIsFree(root, move.to)) return undefined;
  const text = document.getText();
  // The value's own text moves, as written; the rest of the file is left as it is.
  const removal = removalOffsets(property);
  const removed = text.slice(0, removal.start) + text.slice(removal.end);
  const tree = parseTree(removed);
  const valueText = text.slice(value.offset, value.offset + value.length);
  const moved = tree && insertProperty(removed, tree, move.to, valueText);
  if (moved === undefined) return undefined;
  const change = changedSpan(text, moved);
  return {
    title: `Move "${move.from.join('.')}" to "${move.to.join('.')}"`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: true,
    edit: {
      changes: {
        [document.uri]: [
          {
            range: { start: document.positionAt(change.start), end: document.positionAt(change.end) },
            newText: change.newText,
          },
        ],
      },
    },
  };
}

function samePath(a: readonly string[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

/** Whether `path` holds nothing yet, and every object on the way to it is written in this file (one that is a
 * `$ref` is read from another file, which this edit cannot see). */
function placeIsFree(root: Node, path: readonly string[]): boolean {
  let node: Node | undefined = root;
  for (const segment of path) {
    if (node.type !== 'object') return false;
    const properties: Node[] = node.children ?? [];
    if (properties.some((p) => p.children?.[0]?.value === '$ref')) return false;
    node = properties.find((p) => p.children?.[0]?.value === segment)?.children?.[1];
    if (!node) return true;
  }
  return false;
}

/** `text` with `valueText` at `path`: a property added last to the deepest object of the path there is (wrapped in
 * objects for the segments not there yet), on a line of its own when that object's properties are, else inline. */
function insertProperty(text: string, root: Node, path: readonly string[], valueText: string): string | undefined {
  let container = root;
  let depth = 0;
  for (; depth < path.length; depth++) {
    const next = propertyValueNode(container, path[depth]);
    if (!next) break;
    container = next;
  }
  if (container.type !== 'object' || depth === path.length) return undefined;
  const rest = path.slice(depth);
  const inner = rest.slice(1).reduceRight((wrapped, key) => `{ ${JSON.stringify(key)}: ${wrapped} }`, valueText);
  const added = `${JSON.stringify(rest[0])}: ${inner}`;
  const properties = container.children ?? [];
  const end = container.offset + container.length;
  if (!properties.length) return `${text.slice(0, container.offset)}{ ${added} }${text.slice(end)}`;
  const last = properties[properties.length - 1];
  const after = last.offset + last.length;
  const ownLines = text.slice(container.offset, properties[0].offset).includes('\n');
  let lineStart = text.lastIndexOf('\n', last.offset);
  if (text[lineStart - 1] === '\r') lineStart--;
  const separator = ownLines ? text.slice(lineStart, last.offset) : ' ';
  return `${text.slice(0, after)},${separator}${added}${text.slice(after)}`;
}

/** The one replacement turning `before` into `after`: the span between their common start and common end. */
function changedSpan(before: string, after: string): { start: number; end: number; newText: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before[start] === after[start]) start++;
  let tail = 0;
  while (tail < shorter - start && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  return { start, end: before.length - tail, newText: after.slice(start, after.length - tail) };
}
