// Icon names: completion for icon values (mint.json: `anchors[].icon`, `topAnchor.icon` and groups' `icon`; docs.json:
// every `icon`, in the library `icons.library` chooses) and, from the site model's icon list, a warning with a
// "did you mean" for a name the library does not have. The names come from a list generated at build time
// (scripts/generate-icon-names.mjs) from the pinned Font Awesome package. An icon given as a URL or a file path
// (the site generator accepts a custom SVG there) is not a name and is left alone.
import { nodeAtOffset } from '../../../../../shared/src/json/compactTree';
import { type JSONPath, type Node } from 'jsonc-parser';
import {
  CompletionItemKind,
  DiagnosticSeverity,
  type CompletionItem,
  type Diagnostic,
} from 'vscode-languageserver-protocol';
import { diagnosticAt } from '../../diagnostics/diagnostics';
import { shortenForDisplay } from '../../diagnostics/displayText';
import { pathOfNode } from '../../json/nodes';
import type { SiteFile, SiteModel } from '../model/model';
import { iconNamesOf, iconSourceOf, isKnownIcon, type IconLibrary } from './iconLibraries';
import { didYouMean } from '../../diagnostics/suggest';
import { nodeRange, stringContentRange } from '../../json/tree';
import { formatById } from '../formats/list';

/** Font Awesome's names: mint.json's only library (one copy, shared with docs.json's `icons.library` lists). */
export const ICON_NAMES: readonly string[] = iconNamesOf('fontawesome');

export const UNKNOWN_ICON_CODE = 'unknown-icon';

/** A custom icon: a URL or a path to an image rather than a library name. */
function isCustomIcon(value: string): boolean {
  return /[/.:]/.test(value);
}

/** Where an icon value is being written: the JSON path, and the string node when there is one. Read from the cached
 * tree (rescanning the text would cost milliseconds on every completion in a large config). */
function iconValueAt(root: Node | undefined, offset: number): { path: JSONPath; value?: Node } | undefined {
  const node = root && nodeAtOffset(root, offset, true);
  if (!node) return undefined;
  if (
    node.type === 'string' &&
    node.parent?.type === 'property' &&
    node.parent.children?.[1] === node &&
    offset > node.offset
  ) {
    return { path: pathOfNode(node), value: node };
  }
  // `"icon": |` with no value yet: the parser keeps a property holding only its key.
  const key = node.type === 'property' && node.children?.length === 1 ? node.children[0] : undefined;
  if ((key?.value === 'icon' || key?.value === 'name') && offset > key.offset + key.length && node.parent)
    return { path: [...pathOfNode(node.parent), String(key.value)] };
  return undefined;
}

/** Icon-name completions when `offset` is in an icon value (quoted or not yet written); undefined elsewhere. */
export function iconCompletions(model: SiteModel, offset: number): CompletionItem[] | undefined {
  const document = model.main.textDocument;
  const at = iconValueAt(model.main.doc.root, offset);
  if (!at || !formatById(model.format).isIconPath(at.path)) return undefined;
  const range = at.value
    ? nodeRange(document, at.value)
    : { start: document.positionAt(offset), end: document.positionAt(offset) };
  const library = iconLibrary(model.iconLibrary);
  return library.names.map((name) => {
    const quoted = JSON.stringify(name);
    return {
      label: name,
      kind: CompletionItemKind.Value,
      filterText: quoted,
      textEdit: { range, newText: quoted },
      detail: library.label,
    };
  });
}

/** The names of an icon library (generated at build time from its pinned package). */
function iconLibrary(library: IconLibrary): { names: readonly string[]; label: string } {
  return { names: iconNamesOf(library), label: iconSourceOf(library) };
}

/** The one wording of an unknown icon, wherever it is written (the config, a page's front matter). */
export function unknownIconMessage(name: string, library: IconLibrary, suggestion?: string): string {
  return `Unknown icon "${shortenForDisplay(name)}" (not a name in ${iconLibrary(library).label}).${suggestion ? ` Did you mean "${suggestion}"?` : ''}`;
}

/** Unknown-icon warnings waiting for their "did you mean": the icon name and its library, keyed by the diagnostic's
 * range object, which every copy of the warning shares (one made when a rule changes its severity, one shown in the
 * answer given before the workspace is indexed), so each copy shown gets the suggestion. */
const pendingSuggestions = new WeakMap<object, { name: string; library: IconLibrary }>();
/** The warnings that have their suggestion: one passed twice gets it once. */
const suggested = new WeakSet<Diagnostic>();

/** The main config's icon warnings, with their suggestions. */
export function iconDiagnostics(model: SiteModel): Diagnostic[] {
  return addIconSuggestions(
    iconSiteDiagnostics(model)
      .filter((d) => d.file === model.main)
      .map((d) => d.diagnostic),
  );
}

/** Warnings for icon names that are neither in the site's library nor a custom image, in whichever file of the site
 * they are written. The closest name is left for `addIconSuggestions` to find once the problem cap has chosen what
 * is shown: a config can hold tens of thousands of unknown names, and each search costs. */
export function iconSiteDiagnostics(model: SiteModel): { file: SiteFile; diagnostic: Diagnostic }[] {
  const out: { file: SiteFile; diagnostic: Diagnostic }[] = [];
  for (const icon of model.icons) {
    const name = icon.name;
    if (name === '' || isCustomIcon(name) || isKnownIcon(icon.library, name)) continue;
    const diagnostic = diagnosticAt(
      stringContentRange(icon.file.textDocument, icon.node),
      DiagnosticSeverity.Warning,
      UNKNOWN_ICON_CODE,
      unknownIconMessage(name, icon.library),
    );
    pendingSuggestions.set(diagnostic.range, { name, library: icon.library });
    out.push({ file: icon.file, diagnostic });
  }
  return out;
}

/** Adds the "did you mean" to the unknown-icon warnings among `diagnostics` that still lack it (in place). */
export function addIconSuggestions(diagnostics: Diagnostic[]): Diagnostic[] {
  for (const diagnostic of diagnostics) {
    const pending = pendingSuggestions.get(diagnostic.range);
    if (pending === undefined || suggested.has(diagnostic)) continue;
    suggested.add(diagnostic);
    const suggestion = didYouMean(pending.name, iconNamesOf(pending.library));
    if (suggestion === undefined) continue;
    diagnostic.message += ` Did you mean "${suggestion}"?`;
    diagnostic.data = { suggestion };
  }
  return diagnostics;
}
