// The closest name in a long list (icon libraries have thousands), for "did you mean". A config from an untrusted
// repository can hold tens of thousands of unknown names; comparing each with every name of the list (5,400 edit
// distances per name) took 95 s for 45,000 icons. Here the list becomes a trie once, and one search walks it with a
// row of the edit-distance table per trie node: names sharing a prefix share their rows, and a branch is left as soon
// as every cell of its row is over the distance still worth finding. Answers are remembered per distinct name.
//
// The distance is the one `editDistance` in suggest.ts computes (optimal string alignment: insert, delete, substitute,
// swap two neighbours), and ties go to the name earliest in the list, so the answer equals a linear scan's.

interface TrieNode {
  /** The code unit leading here from the parent. */
  char: number;
  children: TrieNode[];
  /** The list's first name (in list order) whose lower-case form ends here. */
  name?: string;
  order: number;
  /** The smallest `order` of a name in this subtree: a branch that can only tie the best answer is skipped when its
   * names all come later in the list. */
  firstOrder: number;
}

/** Remembered answers per index; past this many distinct questions the memory starts again. */
const MAX_REMEMBERED = 4096;

export class NameIndex {
  private readonly root: TrieNode = { char: -1, children: [], order: Infinity, firstOrder: Infinity };
  private readonly byLowerCase = new Map<string, string>();
  private readonly remembered = new Map<string, string | undefined>();
  /** One row of the edit-distance table per trie depth, reused by every search. */
  private rows: Int32Array[] = [];
  /** Trie rows computed by the last search: a measure of the work done (tests assert it stays small). */
  lastSearchRows = 0;
  /** Searches made by every index (answers from memory not counted): tests assert a cap bounds them. */
  static searches = 0;
  // The search's state, kept on the object so the recursive walk passes only the node and its depth.
  private input = '';
  private bestName: string | undefined;
  private bestDistance = 0;
  private bestOrder = Infinity;

  constructor(names: readonly string[]) {
    let maxLength = 0;
    names.forEach((name, order) => {
      const lower = name.toLowerCase();
      if (!this.byLowerCase.has(lower)) this.byLowerCase.set(lower, name);
      maxLength = Math.max(maxLength, lower.length);
      let node = this.root;
      node.firstOrder = Math.min(node.firstOrder, order);
      for (let i = 0; i < lower.length; i++) {
        const char = lower.charCodeAt(i); // code units, as the edit distance counts them
        let child = node.children.find((c) => c.char === char);
        if (!child) node.children.push((child = { char, children: [], order: Infinity, firstOrder: order }));
        child.firstOrder = Math.min(child.firstOrder, order);
        node = child;
      }
      if (node.name === undefined) {
        node.name = name;
        node.order = order;
      }
    });
    this.rows = Array.from({ length: maxLength + 1 }, () => new Int32Array(0));
  }

  /** The name equal ignoring case, else the closest within `limit` edits (earliest in the list on a tie). */
  closest(input: string, limit: number): string | undefined {
    const key = `${limit}\u0000${input}`;
    if (this.remembered.has(key)) return this.remembered.get(key);
    const lower = input.toLowerCase();
    const answer = this.byLowerCase.get(lower) ?? this.search(lower, limit);
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(key, answer);
    return answer;
  }

  private search(input: string, limit: number): string | undefined {
    NameIndex.searches++;
    const width = input.length + 1;
    if (this.rows[0].length !== width) this.rows = this.rows.map(() => new Int32Array(width));
    for (let j = 0; j < width; j++) this.rows[0][j] = j;
    this.input = input;
    this.bestName = undefined;
    this.bestDistance = limit;
    this.bestOrder = Infinity;
    this.lastSearchRows = 0;
    for (const child of this.root.children) this.visit(child, 1, -1);
    return this.bestName;
  }

  /** One trie node at `depth`: its row from its parent's (and grandparent's, for a swap), then its children. The
   * recursion is as deep as the longest name of the list, whatever the input. */
  private visit(node: TrieNode, depth: number, parentChar: number): void {
    this.lastSearchRows++;
    const input = this.input;
    const previous = this.rows[depth - 1];
    const beforePrevious = depth >= 2 ? this.rows[depth - 2] : undefined;
    const current = this.rows[depth];
    const char = node.char;
    const last = current.length - 1;
    // Only cells within `bound` of the diagonal can be within `bound`; the rest are written as bound + 1 where a
    // neighbouring row will read them (capping a value that is over the bound anyway changes no decision).
    const bound = this.bestDistance;
    const over = bound + 1;
    const from = Math.max(1, depth - bound);
    const to = Math.min(last, depth + bound);
    current[0] = depth;
    if (from > 1) current[from - 1] = over;
    if (to < last) current[to + 1] = over;
    let rowMin = depth;
    for (let j = from; j <= to; j++) {
      const inputChar = input.charCodeAt(j - 1);
      let value = previous[j - 1] + (inputChar === char ? 0 : 1);
      if (previous[j] + 1 < value) value = previous[j] + 1;
      if (current[j - 1] + 1 < value) value = current[j - 1] + 1;
      if (
        beforePrevious &&
        j > 1 &&
        inputChar === parentChar &&
        input.charCodeAt(j - 2) === char &&
        beforePrevious[j - 2] + 1 < value
      )
        value = beforePrevious[j - 2] + 1;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (from > to) rowMin = Math.min(rowMin, over);
    const distance = to === last ? current[last] : over;
    if (
      node.name !== undefined &&
      (distance < this.bestDistance || (distance === this.bestDistance && node.order < this.bestOrder))
    ) {
      this.bestName = node.name;
      this.bestDistance = distance;
      this.bestOrder = node.order;
    }
    for (const child of node.children) {
      // Row minima never decrease going down: skip a branch that cannot beat the best, or only tie it later in the list.
      if (rowMin > this.bestDistance || (rowMin === this.bestDistance && child.firstOrder > this.bestOrder)) continue;
      this.visit(child, depth + 1, char);
    }
  }
}
