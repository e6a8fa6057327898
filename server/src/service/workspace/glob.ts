// File globs (`docsite check --files 'guides/**' '*.mdx'`) matched in time linear in the path: the glob becomes a small
// automaton whose states are all followed at once, one character of the path at a time (work: path length × glob
// length). Libraries that compile a glob to a regular expression backtrack: a glob with many `*` took exponential time
// on a long file name.
//
// Syntax: `*` any characters but `/`; `?` one such character; `[abc]`, `[a-z]`, `[!a]` / `[^a]` one character of (or
// not of) a set; `**` as a whole segment any number of segments (`a/**/b`, `**/x.mdx`, `guides/**`); `{a,b}`
// alternatives; `\` takes the next character literally; a leading `./` is dropped. Dot files match like others.

/** Alternatives a glob's braces may expand to; past it, the remaining braces are read literally. */
const MAX_ALTERNATIVES = 1000;

interface Node {
  /** `star`: stays on a matching character, or moves on without one; `one`: moves on a matching character;
   * `skip`: moves on, or jumps to `to`, without a character. */
  kind: 'star' | 'one' | 'skip';
  test?: (c: string) => boolean;
  to?: number;
}

const ANY = (): boolean => true;
const NOT_SLASH = (c: string): boolean => c !== '/';
const SLASH = (c: string): boolean => c === '/';

/** A test of paths (relative, `/`-separated) against any of `globs`. */
export function globMatcher(globs: readonly string[]): (path: string) => boolean {
  const machines: Node[][] = [];
  for (const glob of globs)
    for (const alternative of expandBraces(glob.startsWith('./') ? glob.slice(2) : glob))
      machines.push(compile(alternative));
  return (path) => machines.some((nodes) => runs(nodes, path));
}

function compile(glob: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < glob.length) {
    const c = glob[i];
    const segmentStart = i === 0 || glob[i - 1] === '/';
    if (c === '*' && glob[i + 1] === '*' && segmentStart && (i + 2 === glob.length || glob[i + 2] === '/')) {
      if (i + 2 === glob.length) {
        if (nodes.length && nodes[nodes.length - 1].kind === 'one' && nodes[nodes.length - 1].test === SLASH) {
          // `x/**`: `x` itself, or anything below it: (/.*)?
          nodes.pop();
          const at = nodes.length;
          nodes.push({ kind: 'skip', to: at + 3 }, { kind: 'one', test: SLASH }, { kind: 'star', test: ANY });
        } else nodes.push({ kind: 'star', test: ANY });
        i += 2;
      } else {
        // `**/`: any number of whole segments: (.*/)?
        const at = nodes.length;
        nodes.push({ kind: 'skip', to: at + 3 }, { kind: 'star', test: ANY }, { kind: 'one', test: SLASH });
        i += 3;
      }
      continue;
    }
    if (c === '*') {
      while (glob[i] === '*') i++;
      nodes.push({ kind: 'star', test: NOT_SLASH });
      continue;
    }
    if (c === '?') {
      nodes.push({ kind: 'one', test: NOT_SLASH });
      i++;
      continue;
    }
    if (c === '[') {
      const set = characterClass(glob, i);
      if (set) {
        nodes.push({ kind: 'one', test: set.test });
        i = set.end;
        continue;
      }
    }
    const literal = c === '\\' && i + 1 < glob.length ? glob[++i] : c;
    nodes.push({ kind: 'one', test: literal === '/' ? SLASH : (x) => x === literal });
    i++;
  }
  return nodes;
}

/** `[…]` at `open`: its test and the index after `]`, or undefined when it does not close. */
function characterClass(glob: string, open: number): { test: (c: string) => boolean; end: number } | undefined {
  let i = open + 1;
  const negated = glob[i] === '!' || glob[i] === '^';
  if (negated) i++;
  const ranges: [string, string][] = [];
  let first = true;
  for (; i < glob.length && (glob[i] !== ']' || first); i++) {
    first = false;
    let from = glob[i];
    if (from === '\\' && i + 1 < glob.length) from = glob[++i];
    let to = from;
    if (glob[i + 1] === '-' && i + 2 < glob.length && glob[i + 2] !== ']') {
      to = glob[i + 2];
      i += 2;
    }
    ranges.push([from, to]);
  }
  if (i >= glob.length) return undefined;
  return {
    test: (c) => c !== '/' && ranges.some(([from, to]) => c >= from && c <= to) !== negated,
    end: i + 1,
  };
}

/** Whether the automaton accepts the whole path: every live state advanced together, one character at a time. */
function runs(nodes: Node[], path: string): boolean {
  const size = nodes.length + 1;
  let live = new Uint8Array(size);
  let next = new Uint8Array(size);
  live[0] = 1;
  close(nodes, live);
  for (let k = 0; k < path.length; k++) {
    const c = path[k];
    next.fill(0);
    let any = false;
    for (let i = 0; i < nodes.length; i++) {
      if (!live[i]) continue;
      const node = nodes[i];
      if (node.kind === 'skip' || !node.test?.(c)) continue;
      next[node.kind === 'star' ? i : i + 1] = 1;
      any = true;
    }
    if (!any) return false;
    [live, next] = [next, live];
    close(nodes, live);
  }
  return live[nodes.length] === 1;
}

/** Adds the states reached without a character (edges only go forward, so one pass in order finds them all). */
function close(nodes: Node[], live: Uint8Array): void {
  for (let i = 0; i < nodes.length; i++) {
    if (!live[i]) continue;
    const node = nodes[i];
    if (node.kind === 'star' || node.kind === 'skip') live[i + 1] = 1;
    if (node.kind === 'skip' && node.to !== undefined) live[node.to] = 1;
  }
}

/** `a{b,c}d` -> `abd`, `acd` (nested braces too); a brace without a comma at its level is literal. */
function expandBraces(glob: string): string[] {
  let results = [glob];
  const done: string[] = [];
  while (results.length) {
    const pending: string[] = [];
    for (const pattern of results) {
      const group = firstGroup(pattern);
      if (!group || done.length + pending.length + group.options.length > MAX_ALTERNATIVES) {
        done.push(pattern);
        continue;
      }
      for (const option of group.options)
        pending.push(pattern.slice(0, group.open) + option + pattern.slice(group.close + 1));
    }
    results = pending;
  }
  return done;
}

/** The first `{…}` holding a comma at its own level: where it opens and closes, and its options. */
function firstGroup(glob: string): { open: number; close: number; options: string[] } | undefined {
  for (let open = glob.indexOf('{'); open >= 0; open = glob.indexOf('{', open + 1)) {
    if (open > 0 && glob[open - 1] === '\\') continue;
    let depth = 0;
    const commas: number[] = [];
    for (let i = open; i < glob.length; i++) {
      const c = glob[i];
      if (c === '\\') {
        i++;
        continue;
      }
      if (c === '{') depth++;
      else if (c === ',' && depth === 1) commas.push(i);
      else if (c === '}' && --depth === 0) {
        if (!commas.length) break;
        const options: string[] = [];
        let from = open + 1;
        for (const comma of commas) {
          options.push(glob.slice(from, comma));
          from = comma + 1;
        }
        options.push(glob.slice(from, i));
        return { open, close: i, options };
      }
    }
  }
  return undefined;
}
