// Which files of a site the generator neither builds nor serves: the site's `.mintignore` (gitignore syntax, read by
// the `ignore` package as the generator reads it, so letter case is ignored) plus the generator's own default
// ignores. An ignored page is not a page: it is not checked, not an orphan, a navigation entry naming it is missing
// and a link to it is broken. An ignored image or other file is not served either.
import ignore from 'ignore';

/** The generator's default ignores, whatever `.mintignore` says: tool folders, dependencies and the repository
 * documents. (It also ignores `.mintlify/` apart from its skills and JSON/YAML files; the walk of the workspace skips
 * every dot-folder, so nothing there reaches the index.) `ignore` compares without regard to letter case, as the
 * generator's matcher does. */
export const DEFAULT_IGNORES = [
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  '.cursor',
  'node_modules',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
];

/** The default ignores, lower-cased, checked by name without building a matcher (no `.mintignore`, the usual case). */
const DEFAULT_IGNORED_NAMES = new Set(DEFAULT_IGNORES.map((name) => name.toLowerCase()));
const DEFAULT_IGNORED_LENGTHS = new Set(DEFAULT_IGNORES.map((name) => name.length));
const NODE_MODULES = /node_modules/i;

/** Whether one file or folder name is a default-ignored name (letter case aside): a path is ignored by the defaults
 * exactly when one of its segments is. */
export function isDefaultIgnoredName(name: string): boolean {
  return DEFAULT_IGNORED_LENGTHS.has(name.length) && DEFAULT_IGNORED_NAMES.has(name.toLowerCase());
}

/** Whether some segment of `path` from `from` on is a default-ignored name. Called for every file a site's pages and
 * config point at, so the usual path (no such segment) allocates nothing. */
function hasDefaultIgnoredSegment(path: string, from = 0): boolean {
  const nameStart = Math.max(path.lastIndexOf('/') + 1, from);
  if (
    DEFAULT_IGNORED_LENGTHS.has(path.length - nameStart) &&
    DEFAULT_IGNORED_NAMES.has(path.slice(nameStart).toLowerCase())
  )
    return true;
  const dotSegment = path.charCodeAt(from) === 0x2e || path.indexOf('/.', from) >= 0;
  // Any letter case: the generator's matcher ignores `Node_Modules/` too.
  if (!dotSegment && !NODE_MODULES.test(path)) return false;
  return path
    .slice(from)
    .toLowerCase()
    .split('/')
    .some((segment) => DEFAULT_IGNORED_NAMES.has(segment));
}

export interface IgnoreRules {
  /** Whether a path relative to the site root (`guides/draft.mdx`, no leading `/`) is ignored; with `from`, the
   * relative path is the part of `path` from that index on (no substring made for the common case). */
  ignores(path: string, from?: number): boolean;
  /** The `.mintignore` text the rules were made from (undefined: none, only the defaults apply). */
  readonly source: string | undefined;
}

/** Only the default ignores: the file name alone decides. */
export const DEFAULT_IGNORE_RULES: IgnoreRules = {
  source: undefined,
  ignores: hasDefaultIgnoredSegment,
};

/** The rules of a site: the defaults, plus the lines of its `.mintignore` when it has one. */
export function ignoreRulesFrom(mintignore: string | undefined): IgnoreRules {
  if (mintignore === undefined || !mintignore.trim()) return DEFAULT_IGNORE_RULES;
  const matcher = ignore()
    .add(DEFAULT_IGNORES)
    .add(mintignore.split(/\r?\n/).map((line) => line.trim()));
  return {
    source: mintignore,
    ignores: (path, from = 0) => {
      const relativePath = from ? path.slice(from) : path;
      if (!relativePath || relativePath.startsWith('../')) return false;
      try {
        return matcher.ignores(relativePath);
      } catch {
        // The matcher refuses paths it considers invalid (`./x`, absolute): such a path is not one of the site's.
        return false;
      }
    },
  };
}
