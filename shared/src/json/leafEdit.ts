// An edit inside one string value (the common case of typing in a page path, a label, a colour) re-read without
// parsing the text again: the previous parse's tree is edited in place, the offsets after the string shifted
// (CompactTree.editString), so the new read shares its tree (and every view of it) with the previous one; its plain
// value is a copy of the previous one's with the containers on the way to the string copied, the rest shared. Anything
// else (an edit touching a quote, a backslash, a line break or a key, a string with escapes, a parse with errors) is
// parsed in full. test/unit/server/leafEdit.test.ts compares the result with a full parse on random edits.
import { Kind, viewOf, type CompactTree } from './compactTree';
import type { JsonText } from './jsonText';

/** A read made from the previous one, and the string node the edit was in. */
export interface JsonTextAfterEdit extends JsonText {
  editedLeaf: number;
}

/** `previous` (the parse of `oldText`) after the edit that made `newText`, or undefined when it must be parsed. The
 * previous parse's tree becomes the new one's: its views read the new text from then on. */
export function readJsonTextAfterEdit(
  previous: JsonText,
  oldText: string,
  newText: string,
): JsonTextAfterEdit | undefined {
  const { lexical } = previous;
  if (previous.parseErrors.length > 0 || lexical.tooLarge || lexical.tooDeepAt !== undefined) return undefined;
  if (lexical.tooManyAt !== undefined || lexical.hasBom !== newText.startsWith('\uFEFF')) return undefined;
  const view = viewOf(previous.root);
  if (!view) return undefined;
  const tree = view.tree;
  // A read whose tree was edited since (an older version's) is not the parse of `oldText` any more.
  if (tree.text !== (lexical.hasBom ? ' ' + oldText.slice(1) : oldText)) return undefined;

  // The edited region: what lies between the common prefix and the common suffix.
  const oldLength = oldText.length;
  const newLength = newText.length;
  const shorter = Math.min(oldLength, newLength);
  let start = 0;
  while (start < shorter && oldText.charCodeAt(start) === newText.charCodeAt(start)) start++;
  let suffix = 0;
  while (
    suffix < shorter - start &&
    oldText.charCodeAt(oldLength - 1 - suffix) === newText.charCodeAt(newLength - 1 - suffix)
  )
    suffix++;
  const oldEnd = oldLength - suffix;
  const newEnd = newLength - suffix;
  if (start === oldEnd && start === newEnd) return undefined; // the same text

  // It must lie inside one string value written without escapes, and write nothing a string cannot hold as is.
  const leaf = tree.nodeAtOffset(0, start, false);
  if (leaf < 0 || tree.kinds[leaf] !== Kind.String) return undefined;
  const parent = tree.parents[leaf];
  if (parent >= 0 && tree.kinds[parent] === Kind.Property && tree.child(parent, 0) === leaf) return undefined;
  const offset = tree.offsets[leaf];
  const length = tree.lengths[leaf];
  if (start < offset + 1 || oldEnd > offset + length - 1) return undefined;
  const oldValue = tree.leafValue(leaf) as string;
  if (oldValue.length !== length - 2) return undefined;
  for (let i = start; i < newEnd; i++) {
    const code = newText.charCodeAt(i);
    if (code === 34 /* " */ || code === 92 /* \ */ || code < 0x20) return undefined;
  }

  const delta = newLength - oldLength;
  const newValue =
    oldValue.slice(0, start - offset - 1) + newText.slice(start, newEnd) + oldValue.slice(oldEnd - offset - 1);
  const text = lexical.hasBom ? ' ' + newText.slice(1) : newText;
  // The plain value first: it reads the tree's structure, which the edit leaves as it is, and the key of each object
  // on the way.
  const value = valueWithLeaf(tree, previous.value, leaf, newValue);
  tree.editString(leaf, newValue, text, delta);
  const shift = (at: number) => (at > offset ? at + delta : at);
  return {
    lexical: {
      hasBom: lexical.hasBom,
      comments: lexical.comments.map((comment) =>
        comment.offset > offset ? { offset: comment.offset + delta, length: comment.length } : comment,
      ),
      trailingCommas: lexical.trailingCommas.map(shift),
      duplicateKeys: lexical.duplicateKeys,
    },
    parseErrors: [],
    root: previous.root,
    value,
    editedLeaf: leaf,
  };
}

/** `rootValue` with the string at `leaf` replaced: the containers on the way copied, the rest shared. A string under
 * a key written again later in its object is not in the value (the last one wins): the value is unchanged. */
function valueWithLeaf(tree: CompactTree, rootValue: unknown, leaf: number, value: string): unknown {
  const chain: number[] = [];
  for (let i = leaf; i >= 0; i = tree.parents[i]) chain.push(i);
  const replace = (depth: number, current: unknown): unknown => {
    // chain[depth] is the node `current` is the value of.
    if (depth === 0) return value;
    const node = chain[depth];
    if (tree.kinds[node] === Kind.Array) {
      const list = (current as unknown[]).slice();
      const position = tree.position(chain[depth - 1]);
      const replaced = replace(depth - 1, list[position]);
      if (replaced === undefined) return undefined;
      list[position] = replaced;
      return list;
    }
    // An object: the next link is a property, then its value.
    const property = chain[depth - 1];
    const key = tree.leafValue(tree.child(property, 0)) as string;
    for (let i = tree.position(property) + 1; i < tree.childCount(node); i++) {
      const later = tree.child(node, i);
      if (tree.childCount(later) > 0 && tree.leafValue(tree.child(later, 0)) === key) return undefined;
    }
    const source = current as Record<string, unknown>;
    const replaced = replace(depth - 2, source[key]);
    if (replaced === undefined) return undefined;
    const object = Object.assign(Object.create(null) as Record<string, unknown>, source);
    object[key] = replaced;
    return object;
  };
  return replace(chain.length - 1, rootValue) ?? rootValue;
}
