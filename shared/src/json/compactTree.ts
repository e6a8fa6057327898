// A parsed jsonc tree kept in typed arrays, read through Node-shaped views.
//
// A 100,000-page config parsed into one object per node (and one children list per container or property) held about
// 15 MB in 230,000 objects, built again on every edit. Here a node is an index: its kind, offset, length, parent and
// colon offset sit in typed arrays, the children of every container in one index list. A string's value is kept in a
// table, the same string object the plain value holds (a slice of the text made again on each read would be a new
// string each time, and readers such as the site model keep what they read); numbers are read again from the text
// (the few the scanner reads shorter than their token sit in a side table), literals come from the kind.
//
// Readers keep jsonc-parser's `Node` interface: `view(i)` gives an object with the same fields as getters, made on the
// first read of that node and kept (one node is always the same object, so `===`, Map and WeakMap keys work), with its
// `children` list made once per view. jsonc-parser's own functions (findNodeAtOffset, getNodeValue, getNodePath) read
// views as they read its nodes. A view reads the tree it was made from: a later parse makes a tree of its own.
import { findNodeAtOffset, type Node, type NodeType } from 'jsonc-parser';

export const enum Kind {
  Object = 0,
  Array = 1,
  Property = 2,
  String = 3,
  /** A number whose value is read again from its text. */
  Number = 4,
  True = 5,
  False = 6,
  Null = 7,
  /** A number whose value is in the side table (a token the scanner reads shorter than it is, as `1e`). */
  StoredNumber = 8,
}

const TYPES: readonly NodeType[] = [
  'object',
  'array',
  'property',
  'string',
  'number',
  'boolean',
  'boolean',
  'null',
  'number',
];

/** Above zero while recordReads runs. */
let recordingReads = 0;

/**
 * Runs `read`, marking the string values it reads in their trees (CompactTree.wasRead). What is derived from a parse
 * and kept across an edit made in place (the site model, and what is cached with it) is built under it: an edit of a
 * string nobody marked cannot change it.
 */
export function recordReads<T>(read: () => T): T {
  recordingReads++;
  try {
    return read();
  } finally {
    recordingReads--;
  }
}

/** Views are kept in chunks of this many slots, made when a node of the chunk is first read. */
const CHUNK_BITS = 8;
const CHUNK = 1 << CHUNK_BITS;

/** Fills a tree while a pass reads the text; node indexes are handed out in the order nodes open (preorder). */
export class TreeBuilder {
  kinds: Uint8Array = new Uint8Array(256);
  offsets: Int32Array = new Int32Array(256);
  lengths: Int32Array = new Int32Array(256);
  parents: Int32Array = new Int32Array(256);
  /** A property's colon offset (-1 when it has none); a string's place in `strings`. */
  colons: Int32Array = new Int32Array(256);
  /** Children attached so far, per node. */
  childCounts: Int32Array = new Int32Array(256);
  count = 0;
  /** The values of the string nodes, in node order: the same string objects as the plain value's. */
  strings: string[] = [];
  /** The numbers whose value is not their text's. */
  readonly numbers = new Map<number, number>();

  constructor(readonly text: string) {}

  /** A new node; `parent` -1 when it is attached later (or is the root). */
  add(kind: Kind, offset: number, length: number, parent: number): number {
    const index = this.count++;
    if (index === this.kinds.length) this.grow();
    this.kinds[index] = kind;
    this.offsets[index] = offset;
    this.lengths[index] = length;
    this.parents[index] = parent;
    this.colons[index] = -1;
    if (parent >= 0) this.childCounts[parent]++;
    return index;
  }

  /** A string node. Its value is kept (a slice of the text read again on each access would be a new string each
   * time, where readers such as the site model keep it): the plain value built on the way holds the same string. */
  addString(offset: number, length: number, parent: number, value: string): number {
    const index = this.add(Kind.String, offset, length, parent);
    this.colons[index] = this.strings.length;
    this.strings.push(value);
    return index;
  }

  /** A number node: its value is kept only when it is not read again from its text. */
  addNumber(offset: number, length: number, parent: number, value: number): number {
    const read = Number(this.text.slice(offset, offset + length));
    const plain = isNaN(read) ? value === 0 : Object.is(read, value);
    const index = this.add(plain ? Kind.Number : Kind.StoredNumber, offset, length, parent);
    if (!plain) this.numbers.set(index, value);
    return index;
  }

  attach(index: number, parent: number): void {
    this.parents[index] = parent;
    this.childCounts[parent]++;
  }

  private grow(): void {
    const size = this.kinds.length * 2;
    const kinds = new Uint8Array(size);
    kinds.set(this.kinds);
    this.kinds = kinds;
    this.offsets = grown(this.offsets, size);
    this.lengths = grown(this.lengths, size);
    this.parents = grown(this.parents, size);
    this.colons = grown(this.colons, size);
    this.childCounts = grown(this.childCounts, size);
  }

  /** The finished tree (node 0 is the root), trimmed to size; undefined when no node was read. */
  finish(): CompactTree | undefined {
    const n = this.count;
    if (n === 0) return undefined;
    // Children as one index list: node i's children are childList[childStart[i] .. childStart[i + 1]), in order
    // (a child's index is greater than its earlier siblings': nodes are numbered as they open).
    const childStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) childStart[i + 1] = childStart[i] + this.childCounts[i];
    const childList = new Int32Array(childStart[n]);
    const next = this.childCounts; // reused as the fill cursor
    for (let i = 0; i < n; i++) next[i] = childStart[i];
    for (let i = 1; i < n; i++) {
      const parent = this.parents[i];
      if (parent >= 0) childList[next[parent]++] = i;
    }
    return new CompactTree(
      this.text,
      this.kinds.slice(0, n),
      this.offsets.slice(0, n),
      this.lengths.slice(0, n),
      this.parents.slice(0, n),
      this.colons.slice(0, n),
      childStart,
      childList,
      this.strings.slice(),
      this.numbers,
    );
  }
}

function grown(array: Int32Array, size: number): Int32Array {
  const copy = new Int32Array(size);
  copy.set(array);
  return copy;
}

export class CompactTree {
  private readonly chunks: (NodeView[] | undefined)[] = [];
  /** How many views were made so far (the tests check that reads of one node make no views of the others). */
  viewsMade = 0;
  /** One bit per string of `strings`: read while reads were recorded. */
  private readonly stringsRead: Uint32Array;

  constructor(
    private currentText: string,
    readonly kinds: Uint8Array,
    readonly offsets: Int32Array,
    readonly lengths: Int32Array,
    readonly parents: Int32Array,
    readonly colons: Int32Array,
    readonly childStart: Int32Array,
    readonly childList: Int32Array,
    private readonly strings: string[],
    private readonly numbers: ReadonlyMap<number, number>,
  ) {
    this.stringsRead = new Uint32Array((strings.length + 31) >> 5);
  }

  /** The text the tree was read from (after the edits made in place). */
  get text(): string {
    return this.currentText;
  }

  /**
   * An edit inside string leaf `leaf`, made in place: its value is now `value` and the text `text`, `delta` units
   * longer. Offsets after the leaf shift and the lengths of the leaf and its ancestors grow; the structure (kinds,
   * parents, children) is unchanged, so every node keeps its index and its view. In place because the editor's
   * document is updated in place too: once a new version arrives, the old one's text is gone, and readers holding this
   * tree's views (the site model) read the new version's offsets without being rebuilt.
   */
  editString(leaf: number, value: string, text: string, delta: number): void {
    const at = this.offsets[leaf];
    if (delta !== 0) {
      const { offsets, colons, kinds } = this;
      for (let i = 0, n = kinds.length; i < n; i++) {
        // No node starts inside a string: every node starting after its start starts after its end.
        if (offsets[i] > at) offsets[i] += delta;
        if (kinds[i] === Kind.Property && colons[i] > at) colons[i] += delta;
      }
      for (let i = leaf; i >= 0; i = this.parents[i]) this.lengths[i] += delta;
    }
    this.strings[this.colons[leaf]] = value;
    this.currentText = text;
  }

  /** Whether a string leaf's value was read while reads were recorded (recordReads) since the tree was made. */
  wasRead(index: number): boolean {
    const slot = this.colons[index];
    return this.kinds[index] === Kind.String && (this.stringsRead[slot >> 5] & (1 << (slot & 31))) !== 0;
  }

  get size(): number {
    return this.kinds.length;
  }

  get root(): Node {
    return this.view(0);
  }

  /** The view of node `index`: the same object every time. */
  view(index: number): NodeView {
    const chunkIndex = index >> CHUNK_BITS;
    let chunk = this.chunks[chunkIndex];
    if (!chunk) {
      while (this.chunks.length < chunkIndex) this.chunks.push(undefined);
      chunk = new Array<NodeView>(CHUNK);
      this.chunks[chunkIndex] = chunk;
    }
    const slot = index & (CHUNK - 1);
    let view = chunk[slot];
    if (!view) {
      view = this.kinds[index] <= Kind.Property ? new ContainerView(this, index) : new NodeView(this, index);
      chunk[slot] = view;
      this.viewsMade++;
    }
    return view;
  }

  childCount(index: number): number {
    return this.childStart[index + 1] - this.childStart[index];
  }

  /** The index of the `position`th child of node `index`. */
  child(index: number, position: number): number {
    return this.childList[this.childStart[index] + position];
  }

  /** Where node `index` stands among its parent's children (-1 for the root). */
  position(index: number): number {
    const parent = this.parents[index];
    if (parent < 0) return -1;
    // Children are in increasing index order: a binary search.
    let low = this.childStart[parent];
    let high = this.childStart[parent + 1] - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = this.childList[middle];
      if (at === index) return middle - this.childStart[parent];
      if (at < index) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The value of a leaf as jsonc-parser gives it (undefined for containers and properties). */
  leafValue(index: number): unknown {
    switch (this.kinds[index] as Kind) {
      case Kind.String: {
        const slot = this.colons[index];
        if (recordingReads > 0) this.stringsRead[slot >> 5] |= 1 << (slot & 31);
        return this.strings[slot];
      }
      case Kind.StoredNumber:
        return this.numbers.get(index);
      case Kind.Number: {
        const offset = this.offsets[index];
        const value = Number(this.text.slice(offset, offset + this.lengths[index]));
        return isNaN(value) ? 0 : value;
      }
      case Kind.True:
        return true;
      case Kind.False:
        return false;
      case Kind.Null:
        return null;
      default:
        return undefined;
    }
  }

  /** The plain value of node `index` (as jsonc-parser's getNodeValue), read without making views. */
  plainValue(index: number): unknown {
    const kind = this.kinds[index] as Kind;
    if (kind === Kind.Array) {
      const start = this.childStart[index];
      const end = this.childStart[index + 1];
      const out = new Array<unknown>(end - start);
      for (let i = start; i < end; i++) out[i - start] = this.plainValue(this.childList[i]);
      return out;
    }
    if (kind === Kind.Object) {
      const out = Object.create(null) as Record<string, unknown>;
      for (let i = this.childStart[index]; i < this.childStart[index + 1]; i++) {
        const property = this.childList[i];
        if (this.childCount(property) < 2) continue;
        out[String(this.leafValue(this.child(property, 0)))] = this.plainValue(this.child(property, 1));
      }
      return out;
    }
    return this.leafValue(index);
  }

  /** The key nodes repeating an earlier key of their object, in the order of syntax.ts's walk of the views (a stack,
   * children pushed in order), found without making views. */
  duplicateKeys(): number[] {
    const out: number[] = [];
    const stack = [0];
    while (stack.length) {
      const node = stack.pop()!;
      const start = this.childStart[node];
      const end = this.childStart[node + 1];
      if (this.kinds[node] === Kind.Object) {
        const seen = new Set<string>();
        for (let i = start; i < end; i++) {
          const property = this.childList[i];
          if (this.childCount(property) === 0) continue;
          const key = this.child(property, 0);
          const value = this.leafValue(key);
          if (typeof value !== 'string') continue;
          if (seen.has(value)) out.push(key);
          seen.add(value);
        }
      }
      for (let i = start; i < end; i++) stack.push(this.childList[i]);
    }
    return out;
  }

  /** The deepest node at `offset` (as jsonc-parser's findNodeAtOffset), found without making views on the way:
   * a binary search among each container's children instead of a walk through them. */
  nodeAtOffset(from: number, offset: number, includeRightBound: boolean): number {
    let index = from;
    if (!this.contains(index, offset, includeRightBound)) return -1;
    for (;;) {
      const start = this.childStart[index];
      const end = this.childStart[index + 1];
      if (start === end) return index;
      // The last child starting at or before `offset` (jsonc-parser walks them while `child.offset <= offset`).
      let low = start;
      let high = end - 1;
      let found = -1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (this.offsets[this.childList[middle]] <= offset) {
          found = middle;
          low = middle + 1;
        } else high = middle - 1;
      }
      if (found < 0) return index;
      // jsonc-parser takes the first child that holds the offset: at a right bound shared by two siblings, the
      // earlier one.
      const before = found > start ? this.childList[found - 1] : -1;
      const child =
        before >= 0 && includeRightBound && this.contains(before, offset, true) ? before : this.childList[found];
      if (!this.contains(child, offset, includeRightBound)) return index;
      index = child;
    }
  }

  private contains(index: number, offset: number, includeRightBound: boolean): boolean {
    const start = this.offsets[index];
    const end = start + this.lengths[index];
    return (offset >= start && offset < end) || (includeRightBound && offset === end);
  }
}

/** A leaf node (string, number, boolean, null), read from its tree. */
export class NodeView implements Node {
  constructor(
    readonly tree: CompactTree,
    readonly index: number,
  ) {}

  get type(): NodeType {
    return TYPES[this.tree.kinds[this.index]];
  }

  get offset(): number {
    return this.tree.offsets[this.index];
  }

  get length(): number {
    return this.tree.lengths[this.index];
  }

  get parent(): Node | undefined {
    const parent = this.tree.parents[this.index];
    return parent < 0 ? undefined : this.tree.view(parent);
  }

  get children(): Node[] | undefined {
    return undefined;
  }

  get value(): unknown {
    return this.tree.leafValue(this.index);
  }

  get colonOffset(): number | undefined {
    const tree = this.tree;
    const colon = tree.colons[this.index];
    return colon < 0 || tree.kinds[this.index] !== Kind.Property ? undefined : colon;
  }
}

/** An object, array or property: its children list is made on the first read and kept. */
class ContainerView extends NodeView {
  private list: Node[] | undefined = undefined;

  override get children(): Node[] {
    if (this.list) return this.list;
    const tree = this.tree;
    const start = tree.childStart[this.index];
    const count = tree.childStart[this.index + 1] - start;
    const list = new Array<Node>(count);
    for (let i = 0; i < count; i++) list[i] = tree.view(tree.childList[start + i]);
    this.list = list;
    return list;
  }
}

/** The tree and index behind a view, or undefined for a node that is not one. */
export function viewOf(node: Node | undefined): NodeView | undefined {
  return node instanceof NodeView ? node : undefined;
}

// Reads of one child that make no views of its siblings (a `pages` list of 100,000 entries has no view for an
// entry nobody asks about). They work on any jsonc-parser node; on a view they read its tree.

/** How many children a node has. */
export function childCount(node: Node): number {
  return node instanceof NodeView ? node.tree.childCount(node.index) : (node.children?.length ?? 0);
}

/** The type of a node's `position`th child. */
export function childType(node: Node, position: number): NodeType | undefined {
  if (!(node instanceof NodeView)) return node.children?.[position]?.type;
  const tree = node.tree;
  return position >= 0 && position < tree.childCount(node.index)
    ? TYPES[tree.kinds[tree.child(node.index, position)]]
    : undefined;
}

/** A node's `position`th child. */
export function childAt(node: Node, position: number): Node | undefined {
  if (!(node instanceof NodeView)) return node.children?.[position];
  const tree = node.tree;
  return position >= 0 && position < tree.childCount(node.index)
    ? tree.view(tree.child(node.index, position))
    : undefined;
}

/** Where `child` stands among its parent's children (-1 when it has none). */
export function positionOf(child: Node): number {
  if (child instanceof NodeView) return child.tree.position(child.index);
  return child.parent?.children?.indexOf(child) ?? -1;
}

/** jsonc-parser's findNodeAtOffset; on a view, a binary search among each container's children that makes a view of
 * the node found only (a walk through the children of a 100,000-entry list would make a view of each). */
export function nodeAtOffset(node: Node, offset: number, includeRightBound = false): Node | undefined {
  if (!(node instanceof NodeView)) return findNodeAtOffset(node, offset, includeRightBound);
  const found = node.tree.nodeAtOffset(node.index, offset, includeRightBound);
  return found < 0 ? undefined : node.tree.view(found);
}
