// The icon libraries a docs site can choose (`icons.library` in docs.json; mint.json sites always use Font Awesome)
// and their icon names, generated at build time from the libraries' npm packages (scripts/generate-icon-names.mjs).
// A name is looked up in the one library the site uses: `house` is a Lucide name but not a Font Awesome one.
import fontAwesome from './generated/icons-fontawesome.json';
import lucide from './generated/icons-lucide.json';
import tabler from './generated/icons-tabler.json';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export const ICON_LIBRARIES: readonly IconLibrary[] = ['fontawesome', 'lucide', 'tabler'];

/**
 * Styles of a Font Awesome icon given as `{"name": …, "style": …}`, as the site generator accepts them (families such
 * as sharp and sharp-duotone folded into the style name). Lucide and Tabler icons have no styles.
 */
export const FONT_AWESOME_STYLES = [
  'brands',
  'duotone',
  'light',
  'regular',
  'sharp-duotone-solid',
  'sharp-light',
  'sharp-regular',
  'sharp-solid',
  'sharp-thin',
  'solid',
  'thin',
] as const;

type FontAwesomeStyle = (typeof FONT_AWESOME_STYLES)[number];

interface IconList {
  /** The npm package and version the names come from, e.g. `lucide-static@1.62.0`. */
  source: string;
  license: string;
  count: number;
  /** The sorted names, front-coded by the generator (`frontCode`); `decodeIconNames` reads them. */
  frontCodedNames: string;
}

const LISTS: Record<IconLibrary, IconList> = { fontawesome: fontAwesome, lucide, tabler };

/** Names and sets decoded on first use per library: most sites use one library, so the other lists stay one string. */
const namesByLibrary = new Map<IconLibrary, readonly string[]>();
const sets = new Map<IconLibrary, ReadonlySet<string>>();

/**
 * The names of a front-coded list: each name is an upper-case letter (A to Z: how many leading characters it shares
 * with the name before it) followed by the rest of its characters, which are never upper-case.
 */
export function decodeIconNames(encoded: string): string[] {
  const names: string[] = [];
  if (encoded === '') return names;
  let previous = '';
  for (const entry of encoded.split(/(?=[A-Z])/)) {
    previous = previous.slice(0, entry.charCodeAt(0) - CODE_A) + entry.slice(1);
    names.push(previous);
  }
  return names;
}

const CODE_A = 65;

function nameSet(library: IconLibrary): ReadonlySet<string> {
  let set = sets.get(library);
  if (!set) {
    set = new Set(iconNamesOf(library));
    sets.set(library, set);
  }
  return set;
}

export function isIconLibrary(value: unknown): value is IconLibrary {
  return typeof value === 'string' && (ICON_LIBRARIES as readonly string[]).includes(value);
}

/** Every icon name of a library, sorted. */
export function iconNamesOf(library: IconLibrary): readonly string[] {
  let names = namesByLibrary.get(library);
  if (!names) {
    names = decodeIconNames(LISTS[library].frontCodedNames);
    namesByLibrary.set(library, names);
  }
  return names;
}

/** Whether `name` is an icon of `library` (exact, case-sensitive: the generator looks names up as written). */
export function isKnownIcon(library: IconLibrary, name: string): boolean {
  return nameSet(library).has(name);
}

/** Where a library's names come from, for messages: "lucide-static@1.62.0". */
export function iconSourceOf(library: IconLibrary): string {
  return LISTS[library].source;
}

export function isFontAwesomeStyle(value: unknown): value is FontAwesomeStyle {
  return typeof value === 'string' && (FONT_AWESOME_STYLES as readonly string[]).includes(value);
}
