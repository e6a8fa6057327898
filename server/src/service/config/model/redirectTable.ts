// Where the live site sends a reader who asks for a path that a redirect of the config matches. Redirects are
// matched before pages (a redirect whose source is also a page hides that page), in the order the config lists them.
// A source is read segment by segment: a plain segment matches itself, `:name` one segment, `:name*` / `:name+` /
// `:name?` / `*` any number of segments. The destination is filled from what the source matched: `:name` (with or
// without its modifier) takes that parameter's segments, each `*` the next wildcard's.
//
// Matching is the greedy wildcard match with one backtrack point (the last wildcard seen), so its time is bounded by
// segments of the path times segments of the source whatever the source holds: a source of eight wildcards and a
// long path cannot make it backtrack exponentially, as a regular expression built from the source can.

export interface Redirect {
  source: string;
  /** Undefined when the config's redirect has no usable destination. */
  destination?: string;
}

type Element = { kind: 'literal'; text: string } | { kind: 'one'; name: string } | { kind: 'many'; name?: string };

interface PatternRule {
  order: number;
  elements: Element[];
  destination?: string;
}

const PARAMETER = /^:([A-Za-z_]\w*)([*+?]?)$/;

/** "/a/b/", "a//b" -> ["a", "b"]; the home page is []. */
export function pathSegments(urlPath: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i <= urlPath.length; i++) {
    if (i === urlPath.length || urlPath[i] === '/') {
      if (i > start) segments.push(urlPath.slice(start, i));
      start = i + 1;
    }
  }
  return segments;
}

function withoutQueryAndHash(path: string): string {
  const cut = path.search(/[?#]/);
  return cut < 0 ? path : path.slice(0, cut);
}

function parsePattern(source: string): Element[] | undefined {
  const elements: Element[] = [];
  let isPattern = false;
  for (const segment of pathSegments(withoutQueryAndHash(source))) {
    const parameter = PARAMETER.exec(segment);
    if (segment === '*') {
      elements.push({ kind: 'many' });
      isPattern = true;
    } else if (parameter) {
      // `:name?` and `:name+` are read as `:name*`: a little more accepting than the router, never less.
      elements.push(parameter[2] ? { kind: 'many', name: parameter[1] } : { kind: 'one', name: parameter[1] });
      isPattern = true;
    } else elements.push({ kind: 'literal', text: segment });
  }
  return isPattern ? elements : undefined;
}

/** Where each element's match starts in `segments`, or undefined when the pattern does not match. */
function match(elements: readonly Element[], segments: readonly string[]): number[] | undefined {
  const starts = new Array<number>(elements.length).fill(0);
  let p = 0;
  let s = 0;
  let wildcard = -1;
  let wildcardStart = 0;
  while (s < segments.length) {
    const element = elements[p];
    if (element?.kind === 'many') {
      wildcard = p;
      wildcardStart = s;
      starts[p++] = s;
    } else if (element && (element.kind === 'one' || element.text === segments[s])) {
      starts[p++] = s++;
    } else if (wildcard >= 0) {
      // The last wildcard takes one more segment, and the elements after it are matched again from there.
      s = ++wildcardStart;
      p = wildcard + 1;
    } else return undefined;
  }
  while (elements[p]?.kind === 'many') starts[p++] = s;
  return p === elements.length ? starts : undefined;
}

/** The destination with the source's parameters and wildcards filled in, or undefined when it names one the
 * source does not have. */
function fill(
  destination: string,
  elements: readonly Element[],
  starts: readonly number[],
  segments: readonly string[],
): string | undefined {
  const named = new Map<string, string>();
  const wildcards: string[] = [];
  elements.forEach((element, i) => {
    if (element.kind === 'literal') return;
    const value = segments.slice(starts[i], i + 1 < elements.length ? starts[i + 1] : segments.length).join('/');
    if (element.name !== undefined) named.set(element.name, value);
    else wildcards.push(value);
  });
  let unknown = false;
  const filled = destination.replace(/:([A-Za-z_]\w*)[*+?]?|\*/g, (whole, name: string | undefined) => {
    if (name === undefined) return wildcards.shift() ?? '';
    const value = named.get(name);
    if (value === undefined) unknown = true;
    return value ?? whole;
  });
  return unknown ? undefined : filled.replace(/\/{2,}/g, '/');
}

export class RedirectTable {
  private readonly exact = new Map<string, { order: number; destination?: string }>();
  private readonly patterns: PatternRule[] = [];

  constructor(redirects: readonly Redirect[]) {
    redirects.forEach(({ source, destination }, order) => {
      const elements = parsePattern(source);
      if (elements) this.patterns.push({ order, elements, destination });
      else {
        const key = pathSegments(withoutQueryAndHash(source)).join('/');
        if (!this.exact.has(key)) this.exact.set(key, { order, destination });
      }
    });
  }

  get size(): number {
    return this.exact.size + this.patterns.length;
  }

  /**
   * The redirect a path ("/old/page", "" for home) meets: `{ destination }` with the destination filled in (undefined
   * when the redirect has none or it names a parameter the source lacks), or undefined when no redirect matches.
   */
  lookup(urlPath: string): { destination?: string } | undefined {
    const segments = pathSegments(urlPath);
    const exact = this.exact.get(segments.join('/'));
    for (const rule of this.patterns) {
      if (exact && rule.order > exact.order) break;
      const starts = match(rule.elements, segments);
      if (starts)
        return {
          destination:
            rule.destination === undefined ? undefined : fill(rule.destination, rule.elements, starts, segments),
        };
    }
    return exact;
  }
}
