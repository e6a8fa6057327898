// Icon names: completion for `anchors[].icon`, `topAnchor.icon` and navigation groups' `icon`, and a warning with a
// "did you mean" for a name the icon library does not have. The names come from a list generated at build time
// (scripts/generate-icon-names.mjs) from the pinned Font Awesome package. An icon given as a URL or a file path
// (the site generator accepts a custom SVG there) is not a name and is left alone.
import { findNodeAtOffset, type JSONPath, type Node } from 'jsonc-parser';
import { CompletionItemKind, DiagnosticSeverity, type CompletionItem, type Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DIAGNOSTIC_SOURCE } from '../diagnostics';
import { didYouMean } from '../suggest';
import { pathOfNode, propertyValueNode } from '../jsonNodes';
import iconList from './generated/iconNames.json';
import { nodeRange, stringContentRange } from './jsonTree';
import { MAX_GROUP_DEPTH } from './symbols';

export const ICON_NAMES: readonly string[] = iconList.names;
export const ICON_SOURCE: string = iconList.source;
const KNOWN_ICONS = new Set(ICON_NAMES);

export const UNKNOWN_ICON_CODE = 'unknown-icon';

/** A custom icon: a URL or a path to an image rather than a library name. */
function isCustomIcon(value: string): boolean {
  return /[/.:]/.test(value);
}

export function isKnownIcon(name: string): boolean {
  return KNOWN_ICONS.has(name);
}

/** Whether a JSON path points at an icon value: `topAnchor.icon`, `anchors[n].icon`, or a (nested) group's `icon`. */
export function isIconPath(path: JSONPath): boolean {
  if (path.length < 2 || path[path.length - 1] !== 'icon') return false;
  if (path.length === 2) return path[0] === 'topAnchor';
  if (path[0] === 'anchors') return path.length === 3 && typeof path[1] === 'number';
  if (path[0] !== 'navigation' || typeof path[1] !== 'number') return false;
  // navigation, n, (pages, n)*, icon
  for (let i = 2; i < path.length - 1; i += 2) if (path[i] !== 'pages' || typeof path[i + 1] !== 'number') return false;
  return path.length % 2 === 1;
}

/** Where an icon value is being written: the JSON path, and the string node when there is one. Read from the cached
 * tree (rescanning the text would cost milliseconds on every completion in a large config). */
function iconValueAt(root: Node | undefined, offset: number): { path: JSONPath; value?: Node } | undefined {
  const node = root && findNodeAtOffset(root, offset, true);
  if (!node) return undefined;
  if (node.type === 'string' && node.parent?.type === 'property' && node.parent.children?.[1] === node && offset > node.offset) {
    return { path: pathOfNode(node), value: node };
  }
  // `"icon": |` with no value yet: the parser keeps a property holding only its key.
  const key = node.type === 'property' && node.children?.length === 1 ? node.children[0] : undefined;
  if (key?.value === 'icon' && offset > key.offset + key.length && node.parent) return { path: [...pathOfNode(node.parent), 'icon'] };
  return undefined;
}

/** Icon-name completions when `offset` is in an icon value (quoted or not yet written); undefined elsewhere. */
export function iconCompletions(document: TextDocument, root: Node | undefined, offset: number): CompletionItem[] | undefined {
  const at = iconValueAt(root, offset);
  if (!at || !isIconPath(at.path)) return undefined;
  const range = at.value
    ? nodeRange(document, at.value)
    : { start: document.positionAt(offset), end: document.positionAt(offset) };
  return ICON_NAMES.map((name) => {
    const quoted = JSON.stringify(name);
    return { label: name, kind: CompletionItemKind.Value, filterText: quoted, textEdit: { range, newText: quoted } };
  });
}

/** Unknown-icon warnings still waiting for their "did you mean": the icon name, keyed by the diagnostic's range
 * object (which the copies made when a rule's severity is changed share). */
const pendingSuggestions = new WeakMap<object, string>();

/** Warnings for icon names that are neither in the library nor a custom image, with the closest name as data. With
 * `deferSuggestions`, the closest name is left for `addIconSuggestions` to find once the problem cap has chosen
 * what is shown: a config can hold tens of thousands of unknown names, and each search costs. */
export function iconDiagnostics(document: TextDocument, root: Node | undefined, options: { deferSuggestions?: boolean } = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const node of iconValueNodes(root)) {
    const name = node.value as string;
    if (name === '' || isCustomIcon(name) || KNOWN_ICONS.has(name)) continue;
    const diagnostic: Diagnostic = {
      range: stringContentRange(document, node),
      severity: DiagnosticSeverity.Warning,
      code: UNKNOWN_ICON_CODE,
      source: DIAGNOSTIC_SOURCE,
      message: `Unknown icon "${name}" (not a name in ${ICON_SOURCE}).`,
    };
    pendingSuggestions.set(diagnostic.range, name);
    diagnostics.push(diagnostic);
  }
  return options.deferSuggestions ? diagnostics : addIconSuggestions(diagnostics);
}

/** Adds the "did you mean" to the unknown-icon warnings among `diagnostics` that still lack it (in place). */
export function addIconSuggestions(diagnostics: Diagnostic[]): Diagnostic[] {
  for (const diagnostic of diagnostics) {
    const name = pendingSuggestions.get(diagnostic.range);
    if (name === undefined) continue;
    pendingSuggestions.delete(diagnostic.range);
    const suggestion = didYouMean(name, ICON_NAMES);
    if (suggestion === undefined) continue;
    diagnostic.message += ` Did you mean "${suggestion}"?`;
    diagnostic.data = { suggestion };
  }
  return diagnostics;
}

/** Every string icon value in the config: top anchor, anchors, and groups at any depth (bounded). */
function iconValueNodes(root: Node | undefined): Node[] {
  const found: Node[] = [];
  const add = (node: Node | undefined) => {
    if (node?.type === 'string') found.push(node);
  };
  add(propertyValueNode(propertyValueNode(root, 'topAnchor'), 'icon'));
  const anchors = propertyValueNode(root, 'anchors');
  if (anchors?.type === 'array') for (const anchor of anchors.children ?? []) add(propertyValueNode(anchor, 'icon'));
  const visitEntries = (entries: Node | undefined, depth: number) => {
    if (entries?.type !== 'array' || depth > MAX_GROUP_DEPTH) return;
    for (const entry of entries.children ?? []) {
      if (entry.type !== 'object') continue;
      add(propertyValueNode(entry, 'icon'));
      visitEntries(propertyValueNode(entry, 'pages'), depth + 1);
    }
  };
  visitEntries(propertyValueNode(root, 'navigation'), 0);
  return found;
}
