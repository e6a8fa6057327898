// A stand-in for minimatch in the extension's client bundle (scripts/build.mjs). vscode-languageclient uses minimatch
// for one thing the extension reaches: matching the paths of renamed files against the glob patterns the language
// server registers for file operations (LSP's glob syntax: `*`, `?`, `**`, `{a,b}`, `[a-z]`, `[!a-z]`). minimatch
// with brace-expansion is 8 KB of the VSIX; this is the same matching for that syntax, with the options the client
// library passes (`dot: true`, and `nocase` for a pattern that ignores case). A pattern outside that syntax (an
// extglob, a numeric range, an escape, braces without a comma) gives no regular expression, which the client library
// reports as an invalid pattern. A unit test compares it with minimatch (test/unit/repo/globStandIn.test.ts).

const NOT_DOTS = '(?!\\.\\.?(?:/|$))';
const ANY_SEGMENT = `${NOT_DOTS}[^/]*`;

/** The patterns a pattern's brace groups stand for (`a{b,c}` → `ab`, `ac`), or null for braces it cannot expand. */
function expandBraces(pattern) {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  let depth = 0;
  const bounds = [open];
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '{') depth++;
    else if (c === ',' && depth === 1) bounds.push(i);
    else if (c === '}' && --depth === 0) {
      if (bounds.length === 1) return null;
      bounds.push(i);
      const head = pattern.slice(0, open);
      const tails = expandBraces(pattern.slice(i + 1));
      if (tails === null) return null;
      const out = [];
      for (let k = 0; k + 1 < bounds.length; k++) {
        const alternatives = expandBraces(pattern.slice(bounds[k] + 1, bounds[k + 1]));
        if (alternatives === null) return null;
        for (const alternative of alternatives) for (const tail of tails) out.push(head + alternative + tail);
      }
      return out;
    }
  }
  return null;
}

/** One path segment of a pattern (no `/`, not `**`) as regular expression source, or null outside the syntax. */
function segmentSource(segment) {
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c === '*') {
      source += '[^/]*';
    } else if (c === '?') {
      source += '[^/]';
    } else if (c === '[') {
      const close = segment.indexOf(']', i + 2);
      if (close < 0) return null;
      let body = segment.slice(i + 1, close);
      const negated = body[0] === '!' || body[0] === '^';
      if (negated) body = body.slice(1);
      if (body === '' || /[[\\]/.test(body)) return null;
      source += `[${negated ? '^/' : ''}${body.replace(/\^/g, '\\^')}]`;
      i = close;
    } else if ('\\()!+@]}'.includes(c)) {
      return null;
    } else {
      source += c.replace(/[.$^|]/g, '\\$&');
    }
  }
  // A segment with a wildcard never matches `.` or `..`; one of only `*` and `?` matches something.
  if (!/[*?[]/.test(segment)) return source;
  return `${NOT_DOTS}${/^[*?]+$/.test(segment) ? '(?=[^/])' : ''}${source}`;
}

/** A whole pattern (braces expanded) as regular expression source, or null outside the syntax. `**` stands for any
 * number of segments but `.` and `..`; a path with trailing slashes matches as it would without. */
function patternSource(pattern) {
  const segments = pattern.split('/');
  let source = '';
  for (let i = 0; i < segments.length; i++) {
    const first = i === 0;
    const last = i === segments.length - 1;
    if (segments[i] === '**') {
      if (first && last) source += `${ANY_SEGMENT}(?:/${ANY_SEGMENT})*`;
      else if (first) source += `(?:${ANY_SEGMENT}/)*`;
      else if (last) source += `/${ANY_SEGMENT}(?:/${ANY_SEGMENT})*`;
      else source += `/(?:${ANY_SEGMENT}/)*`;
      continue;
    }
    const part = segmentSource(segments[i]);
    if (part === null) return null;
    source += (first || segments[i - 1] === '**' ? '' : '/') + part;
  }
  return segments[segments.length - 1] === '**' ? source : `${source}/*`;
}

/** What vscode-languageclient calls of minimatch's class: `new Minimatch(glob, options)`, `makeRe()`, `match(path)`. */
export class Minimatch {
  constructor(pattern, options = {}) {
    const expanded = expandBraces(pattern);
    const sources = expanded && expanded.map(patternSource);
    this.regexp =
      sources && !sources.includes(null) ? new RegExp(`^(?:${sources.join('|')})$`, options.nocase ? 'i' : '') : false;
  }
  makeRe() {
    return this.regexp;
  }
  match(path) {
    return this.regexp !== false && this.regexp.test(path);
  }
}

/** The stand-in module's text: these functions, as written here. */
export const MINIMATCH_STAND_IN = `const NOT_DOTS = ${JSON.stringify(NOT_DOTS)};
const ANY_SEGMENT = ${JSON.stringify(ANY_SEGMENT)};
${[expandBraces, segmentSource, patternSource, Minimatch].join('\n')}
exports.Minimatch = Minimatch;`;

/** The esbuild plugin that puts the stand-in in place of minimatch. */
export const minimatchStandIn = {
  name: 'minimatch-stand-in',
  setup(build) {
    build.onResolve({ filter: /^minimatch$/ }, () => ({ path: 'minimatch', namespace: 'minimatch-stand-in' }));
    build.onLoad({ filter: /./, namespace: 'minimatch-stand-in' }, () => ({
      contents: MINIMATCH_STAND_IN,
      loader: 'js',
    }));
  },
};
