// Generates the icon-name lists used by icon completion and the unknown-icon warning, one per icon library a docs
// site can choose (`icons.library` in docs.json), from pinned npm packages (dev dependencies; only the names are
// taken, no artwork):
// - Font Awesome: `@fortawesome/fontawesome-common-types` (MIT). Its `IconName` type lists every icon name, free and
//   Pro: the site generator renders Pro icons too (the real configs use `rocket-launch`, `book-open-cover`, …), so a
//   list of only the free icons would flag names that work.
// - Lucide: `lucide-static` (ISC; a few icons derive from Feather, MIT). One SVG file per name in `icons/`, including
//   the kebab-case aliases of renamed icons (`home` for `house`), which the generator still accepts.
// - Tabler: `@tabler/icons` (MIT). `icons.json` maps every name to its styles (outline, and filled for some).
// Output: server/src/service/config/features/generated/icons-<library>.json. Run by `npm run build`; the output is committed so that
// type-checking and unit tests work before a build, and a unit test checks it is current.
// The names are stored front-coded (see frontCode below): the lists ship inside the language server and the CLI, and
// sorted icon names share long prefixes (`arrow-down-…`), so this takes their packed size in the VSIX from 50 KB to 37 KB.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = join(root, 'server/src/service/config/features/generated');

/**
 * The folder, version and licence of an installed package, found through node_modules as Node would: some packages'
 * `exports` hide their package.json from `require.resolve` (`@tabler/icons` maps every subpath to its icons/ folder).
 */
function packageInfo(name) {
  for (let dir = root; ; dir = dirname(dir)) {
    const folder = join(dir, 'node_modules', name);
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    } catch {
      /* not here */
    }
    if (manifest) return { folder, version: manifest.version, license: manifest.license };
    if (dirname(dir) === dir) throw new Error(`generate-icon-names: ${name} is not installed (npm ci installs it)`);
  }
}

function checked(library, names, atLeast) {
  const unique = [...new Set(names)].sort();
  if (unique.length < atLeast)
    throw new Error(
      `generate-icon-names: only ${unique.length} ${library} icon names found; the package format changed?`,
    );
  const odd = unique.find((name) => !NAME.test(name));
  if (odd !== undefined)
    throw new Error(
      `generate-icon-names: the ${library} name ${JSON.stringify(odd)} is not lower-case kebab-case, which the list's encoding needs`,
    );
  return unique;
}

/** What an icon name may hold: the front coding below uses the upper-case letters as markers. */
const NAME = /^[a-z0-9-]+$/;
const MAX_SHARED = 25;

/**
 * Sorted names as one string: each name is one upper-case letter, A to Z for how many leading characters it shares
 * with the name before it (0 to 25), then the rest of its characters. `decodeIconNames` in iconLibraries.ts reads it.
 * Example: ["arrow", "arrow-down", "arrow-up"] -> "Aarrow" + "F-down" + "Gup".
 */
export function frontCode(sortedNames) {
  let previous = '';
  let encoded = '';
  for (const name of sortedNames) {
    let shared = 0;
    while (shared < MAX_SHARED && shared < previous.length && shared < name.length && previous[shared] === name[shared])
      shared++;
    encoded += String.fromCharCode(65 + shared) + name.slice(shared);
    previous = name;
  }
  return encoded;
}

const READERS = {
  /** The names of the package's `export type IconName = 'a' | 'b' | …;` declaration. */
  fontawesome() {
    const { folder, version } = packageInfo('@fortawesome/fontawesome-common-types');
    const declarations = readFileSync(join(folder, 'index.d.ts'), 'utf8');
    const union = /export type IconName\s*=([^;]*);/.exec(declarations);
    if (!union) throw new Error('generate-icon-names: no `IconName` type in @fortawesome/fontawesome-common-types');
    const names = [...union[1].matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    return {
      source: `@fortawesome/fontawesome-common-types@${version}`,
      license: 'MIT (icon names only)',
      names: checked('Font Awesome', names, 1000),
    };
  },
  /** One SVG per name (aliases included) in the package's icons/ folder. */
  lucide() {
    const { folder, version } = packageInfo('lucide-static');
    const names = readdirSync(join(folder, 'icons'))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.slice(0, -'.svg'.length));
    return {
      source: `lucide-static@${version}`,
      license: 'ISC (icon names only)',
      names: checked('Lucide', names, 1000),
    };
  },
  /** The keys of the package's icons.json. */
  tabler() {
    const { folder, version } = packageInfo('@tabler/icons');
    const icons = JSON.parse(readFileSync(join(folder, 'icons.json'), 'utf8'));
    return {
      source: `@tabler/icons@${version}`,
      license: 'MIT (icon names only)',
      names: checked('Tabler', Object.keys(icons), 1000),
    };
  },
};

export const LIBRARIES = Object.keys(READERS);

export function outputOf(library) {
  return join(GENERATED, `icons-${library}.json`);
}

/** The text of one library's list: `{source, license, count, frontCodedNames}` on one line. */
export function renderIconList(library) {
  const { source, license, names } = READERS[library]();
  return `${JSON.stringify({ source, license, count: names.length, frontCodedNames: frontCode(names) })}\n`;
}

function writeIfChanged(path, text) {
  let previous = '';
  try {
    previous = readFileSync(path, 'utf8');
  } catch {
    /* first run */
  }
  if (previous !== text) writeFileSync(path, text);
}

/** Writes every list; leaves a file untouched when it is already current (no needless rebuilds or diffs). */
export function writeIconNames() {
  mkdirSync(GENERATED, { recursive: true });
  for (const library of LIBRARIES) {
    const text = renderIconList(library);
    writeIfChanged(outputOf(library), text);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeIconNames();
