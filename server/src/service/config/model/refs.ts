// `$ref` in docs.json: `{"$ref": "./nav/fr.json"}` anywhere in the config pulls in another JSON file (relative to the
// file holding it, no `..`, no absolute path or URL). Keys written beside `$ref` merge over the referenced object.
// A cycle is an error. The resolver reads each referenced file once per model build (through the host's cached
// reader), keeps every file's own parse so ranges land in the right file, and answers property and element lookups
// "through" `$ref`s, so the adapter and the schema check walk the config as the generator sees it.
import { getNodeValue, type Node, type Segment } from 'jsonc-parser';
import { MAX_CHECKED_LENGTH, type ConfigDocument, type RefSource } from '../../json/document';
import { propertyValueNode } from '../../json/nodes';
import { dirname, joinPath, pathToUri } from '../../workspace/paths';
import { countText } from '../../diagnostics/displayText';
import type { Located, RefProblem, SiteFile } from './model';

/** A config spread over more files than this is not followed further (real ones use a handful). */
export const MAX_REF_FILES = 200;

/** The texts of all the files a config spans together, at most: what one config may hold on its own. */
export const MAX_REF_TOTAL_BYTES = MAX_CHECKED_LENGTH;

/**
 * The config as the generator sees it (every `$ref` replaced by its file, each time it is referenced) holds at most
 * this many values, or eight times the values its files hold if that is more. Ten files that each reference the next
 * ten times are 1.6 KB on disk and 10^8 values once expanded: every walk of the merged config (the model, the schema
 * check) would go through each copy.
 */
export const MAX_EXPANDED_VALUES = 2_000_000;

const REF_KEY = '$ref';

export function siteFileOf(doc: ConfigDocument, isMain: boolean): SiteFile {
  return { uri: doc.uri, path: doc.path, textDocument: doc.textDocument, doc, isMain };
}

/** Whether a parse holds a `"$ref"` key at all: a cheap text test that lets configs without one skip the merging. */
export function mayHoldRefs(doc: ConfigDocument): boolean {
  return doc.textDocument.getText().includes('"$ref"');
}

export class RefResolver {
  readonly files: SiteFile[];
  readonly problems: RefProblem[] = [];
  private readonly targets = new Map<Node, Located | null>();
  private readonly byPath = new Map<string, SiteFile>();
  /** For each file, the files through which it was first reached (for cycle detection). */
  private readonly ancestors = new Map<SiteFile, Set<string>>();
  /** The bytes of the files read so far. */
  private totalBytes = 0;
  /** Each file's value count with its `$ref`s expanded (undefined while it is being counted: a cycle). */
  private readonly expanded = new Map<SiteFile, number | undefined>();
  /** The merged value of each referenced file's root, built once and shared by every place referring to it. */
  private readonly sharedValues = new Map<Node, unknown>();

  constructor(
    readonly main: SiteFile,
    private readonly source: RefSource | undefined,
    /** Whether `$ref` is followed at all (docs.json); mint.json has no such thing. */
    private enabled: boolean,
  ) {
    this.files = [main];
    if (main.path) this.byPath.set(main.path, main);
    this.ancestors.set(main, new Set());
    // A config whose text holds no `"$ref"` has none to follow (the files it would name are reached only through one):
    // its objects are not looked into for one (a 100,000-page docs.json has thousands of objects).
    if (this.enabled && !mayHoldRefs(main.doc)) this.enabled = false;
    if (this.enabled) this.boundExpansion();
  }

  /**
   * Follows every `$ref` once and counts the values of the config as expanded, each file's count computed once and
   * added at each reference (linear in the files, however often they are referenced). Over the budget, `$ref` is
   * not followed at all and one problem says why: the files are still checked on their own.
   */
  private boundExpansion(): void {
    let own = 0;
    const total = this.expandedCount(this.main);
    for (const file of this.files) own += countValues(file.doc.root, () => undefined);
    const budget = Math.max(MAX_EXPANDED_VALUES, 8 * own);
    if (total <= budget) return;
    const first = firstRefNode(this.main.doc.root);
    this.enabled = false;
    this.targets.clear();
    if (first)
      this.problems.push({
        node: first,
        file: this.main,
        code: 'ref-invalid',
        message: `"$ref" is not followed: with every "$ref" replaced by its file, each time it is referenced, the config would hold ${total > 1e9 ? 'more than a billion' : countText(total)} values (the limit is ${countText(budget)}).`,
      });
  }

  private expandedCount(file: SiteFile): number {
    if (this.expanded.has(file)) return this.expanded.get(file) ?? 0;
    this.expanded.set(file, undefined);
    const count = countValues(file.doc.root, (node) => {
      const target = this.follow({ node, file });
      // Capped so that a deep fan-out cannot overflow the numbers; anything past a billion is refused anyway.
      return target ? this.expandedCount(target.file) : undefined;
    });
    const capped = Math.min(count, 1e12);
    this.expanded.set(file, capped);
    return capped;
  }

  /** The object a `$ref` object points at (its file's root), or undefined when the node holds no usable `$ref`. */
  follow(view: Located): Located | undefined {
    if (!this.enabled || view.node.type !== 'object') return undefined;
    const cached = this.targets.get(view.node);
    if (cached !== undefined) return cached ?? undefined;
    const refNode = propertyValueNode(view.node, REF_KEY);
    const target = refNode ? this.resolve(view.file, refNode) : undefined;
    this.targets.set(view.node, target ?? null);
    return target;
  }

  private resolve(from: SiteFile, refNode: Node): Located | undefined {
    const problem = (code: RefProblem['code'], message: string) => {
      this.problems.push({ node: refNode, file: from, code, message });
      return undefined;
    };
    if (refNode.type !== 'string')
      return problem('ref-invalid', '"$ref" must be a string: the relative path of a JSON file.');
    const raw = String(refNode.value);
    const invalid = refPathProblem(raw);
    if (invalid) return problem('ref-invalid', `"$ref" "${raw}" ${invalid}.`);
    if (!from.path || !this.source) return undefined; // an untitled buffer: nothing to read from
    const path = joinPath(dirname(from.path), raw.replace(/^\.\//, ''));
    const chain = this.ancestors.get(from) ?? new Set<string>();
    if (path === from.path || chain.has(path))
      return problem(
        'ref-cycle',
        `"$ref" "${raw}" leads back to a file that refers to it: a cycle (${[...chain, from.path, path].map((p) => p.slice(p.lastIndexOf('/') + 1)).join(' → ')}).`,
      );
    let file = this.byPath.get(path);
    if (!file) {
      if (this.files.length >= MAX_REF_FILES)
        return problem(
          'ref-invalid',
          `"$ref" "${raw}" is not followed: the config already spans ${MAX_REF_FILES} files.`,
        );
      const doc = this.source.read(path);
      if (!doc)
        return problem(
          'ref-missing',
          `"$ref" "${raw}": no such file next to ${from.path.slice(from.path.lastIndexOf('/') + 1)}.`,
        );
      const bytes = doc.textDocument.getText().length;
      if (this.totalBytes + bytes > MAX_REF_TOTAL_BYTES)
        return problem(
          'ref-invalid',
          `"$ref" "${raw}" is not followed: the files the config spans would hold more than ${MAX_REF_TOTAL_BYTES / (1024 * 1024)} MB.`,
        );
      this.totalBytes += bytes;
      file = siteFileOf(doc, false);
      this.files.push(file);
      this.byPath.set(path, file);
      this.ancestors.set(file, new Set([...chain, from.path]));
    }
    return file.doc.root ? { node: file.doc.root, file } : undefined;
  }

  /** The value of `key` in an object, through `$ref`: a key written beside `$ref` wins over the referenced one. */
  property(view: Located | undefined, key: string): Located | undefined {
    for (let current = view, hops = 0; current && hops < MAX_REF_FILES; hops++) {
      if (current.node.type !== 'object') return undefined;
      if (key !== REF_KEY) {
        const own = propertyValueNode(current.node, key);
        if (own) return { node: own, file: current.file };
      }
      current = this.follow(current);
    }
    return undefined;
  }

  /** What a value really is: a `$ref` object whose target is not an object (a list in `redirects.json`) is that target. */
  settle(view: Located | undefined): Located | undefined {
    let current = view;
    for (let hops = 0; current && current.node.type === 'object' && hops < MAX_REF_FILES; hops++) {
      const target = this.follow(current);
      if (!target || target.node.type === 'object') return current;
      current = target;
    }
    return current;
  }

  /** Array elements, through a `$ref` to a file holding an array. */
  items(view: Located | undefined): Located[] {
    const settled = this.settle(view);
    if (settled?.node.type !== 'array') return [];
    return (settled.node.children ?? []).map((node) => ({ node, file: settled.file }));
  }

  /** The keys of an object as merged (referenced keys first, then the siblings), without `$ref`. */
  keys(view: Located | undefined): { key: string; keyNode: Node; value: Located }[] {
    if (view?.node.type !== 'object') return [];
    const out = new Map<string, { key: string; keyNode: Node; value: Located }>();
    const layers: Located[] = [];
    for (
      let current: Located | undefined = view, hops = 0;
      current && current.node.type === 'object' && hops < MAX_REF_FILES;
      hops++
    ) {
      layers.unshift(current);
      current = this.follow(current);
    }
    for (const layer of layers) {
      for (const property of layer.node.children ?? []) {
        const keyNode = property.children?.[0];
        const value = property.children?.[1];
        if (!keyNode || !value || typeof keyNode.value !== 'string' || keyNode.value === REF_KEY) continue;
        out.delete(keyNode.value);
        out.set(keyNode.value, { key: keyNode.value, keyNode, value: { node: value, file: layer.file } });
      }
    }
    return [...out.values()];
  }

  /** The node at a JSON path of the merged value. */
  locate(path: readonly Segment[]): Located | undefined {
    let current: Located | undefined = this.main.doc.root ? { node: this.main.doc.root, file: this.main } : undefined;
    for (const segment of path) {
      current = this.settle(current);
      if (!current) return undefined;
      if (current.node.type === 'array') {
        const index = typeof segment === 'number' ? segment : Number(segment);
        const node = Number.isInteger(index) ? current.node.children?.[index] : undefined;
        current = node && { node, file: current.file };
      } else current = this.property(current, String(segment));
    }
    return current;
  }

  /** The merged plain value (what the generator validates). Without `$ref`s it is the parse's own value. */
  value(): unknown {
    // `enabled` already says the text holds a `"$ref"` (the constructor), so the text is not searched again here.
    if (!this.enabled || !this.main.doc.root) return this.main.doc.value;
    return this.valueOf({ node: this.main.doc.root, file: this.main }, 0);
  }

  private valueOf(view: Located, depth: number): unknown {
    const settled = this.settle(view)!;
    const node = settled.node;
    if (depth > 4096) return getNodeValue(node);
    if (node.type === 'array')
      return (node.children ?? []).map((child) => this.valueOf({ node: child, file: settled.file }, depth + 1));
    if (node.type !== 'object') return getNodeValue(node);
    // A `$ref` object with nothing beside it is its file's value: built once and shared by every such reference
    // (nothing downstream changes it), so memory grows with the files, not with how often they are referenced.
    const target =
      (node.children?.length ?? 0) === 1 && propertyValueNode(node, REF_KEY) ? this.follow(settled) : undefined;
    if (target) {
      if (!this.sharedValues.has(target.node)) this.sharedValues.set(target.node, this.valueOf(target, depth + 1));
      return this.sharedValues.get(target.node);
    }
    if (!mayHoldRefs(settled.file.doc)) return getNodeValue(node);
    // A `$ref` that could not be followed (missing file, no reader) stays as written: its own problem is reported,
    // and the schema accepts a `$ref` object in place of any object.
    if (propertyValueNode(node, REF_KEY) && !this.follow(settled)) {
      const object: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        const value = property.children?.[1];
        if (key && value && typeof key.value === 'string')
          object[key.value] =
            key.value === REF_KEY ? getNodeValue(value) : this.valueOf({ node: value, file: settled.file }, depth + 1);
      }
      return object;
    }
    const object: Record<string, unknown> = {};
    for (const { key, value } of this.keys(settled)) object[key] = this.valueOf(value, depth + 1);
    return object;
  }

  /** The file a path belongs to (for files reached by `$ref`), or undefined. */
  fileAt(path: string): SiteFile | undefined {
    return this.byPath.get(path);
  }
}

/**
 * How many values a tree holds (objects, arrays, and the scalars in them), counted without recursion; at an object
 * holding `$ref`, `referenced` may give the count of what it brings in (added to the object's own keys).
 */
function countValues(root: Node | undefined, referenced: (node: Node) => number | undefined): number {
  let count = 0;
  const pending: Node[] = root ? [root] : [];
  while (pending.length) {
    const node = pending.pop()!;
    count++;
    if (node.type === 'object') {
      if (propertyValueNode(node, REF_KEY)) count += referenced(node) ?? 0;
      for (const property of node.children ?? []) if (property.children?.[1]) pending.push(property.children[1]);
    } else if (node.type === 'array') for (const child of node.children ?? []) pending.push(child);
  }
  return count;
}

function firstRefNode(root: Node | undefined): Node | undefined {
  const pending: Node[] = root ? [root] : [];
  while (pending.length) {
    const node = pending.pop()!;
    if (node.type === 'object') {
      const ref = propertyValueNode(node, REF_KEY);
      if (ref) return ref;
      for (const property of node.children ?? []) if (property.children?.[1]) pending.push(property.children[1]);
    } else if (node.type === 'array') for (const child of node.children ?? []) pending.push(child);
  }
  return undefined;
}

/** Why a `$ref` path is refused, or undefined when it is a plain relative path. */
export function refPathProblem(raw: string): string | undefined {
  if (!raw.trim()) return 'is empty';
  if (/^[a-zA-Z][a-zA-Z0-9+.-]+:/.test(raw) || raw.startsWith('//'))
    return 'is a URL: only relative paths to files of the site are followed';
  if (raw.startsWith('/') || raw.startsWith('\\') || /^[a-zA-Z]:[\\/]/.test(raw))
    return 'is an absolute path: write it relative to this file';
  if (raw.split(/[\\/]/).includes('..'))
    return 'climbs out with "..": a referenced file must lie in or below this file\'s folder';
  if (raw.startsWith('#')) return 'points inside a document: only whole files are referenced';
  return undefined;
}

export { pathToUri };
export type { RefSource } from '../../json/document';
