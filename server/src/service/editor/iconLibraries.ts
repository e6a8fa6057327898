// The icon libraries a docs site can choose (`icons.library` in docs.json; mint.json sites always use Font Awesome)
// and their icon names, generated at build time from the libraries' npm packages (scripts/generate-icon-names.mjs).
// A name is looked up in the one library the site uses: `house` is a Lucide name but not a Font Awesome one.
import fontAwesome from './generated/icons-fontawesome.json';
import lucide from './generated/icons-lucide.json';
import tabler from './generated/icons-tabler.json';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export const ICON_LIBRARIES: readonly IconLibrary[] = ['fontawesome', 'lucide', 'tabler'];

/** The library a site uses when it names none. */
export const DEFAULT_ICON_LIBRARY: IconLibrary = 'fontawesome';

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

export type FontAwesomeStyle = (typeof FONT_AWESOME_STYLES)[number];

interface IconList {
  /** The npm package and version the names come from, e.g. `lucide-static@1.62.0`. */
  source: string;
  license: string;
  names: string[];
}

const LISTS: Record<IconLibrary, IconList> = { fontawesome: fontAwesome, lucide, tabler };

/** Sets built on first use per library: most sites use one library, so the other lists stay plain arrays. */
const sets = new Map<IconLibrary, ReadonlySet<string>>();

function nameSet(library: IconLibrary): ReadonlySet<string> {
  let set = sets.get(library);
  if (!set) {
    set = new Set(LISTS[library].names);
    sets.set(library, set);
  }
  return set;
}

export function isIconLibrary(value: unknown): value is IconLibrary {
  return typeof value === 'string' && (ICON_LIBRARIES as readonly string[]).includes(value);
}

/** Every icon name of a library, sorted. */
export function iconNamesOf(library: IconLibrary): readonly string[] {
  return LISTS[library].names;
}

/** Whether `name` is an icon of `library` (exact, case-sensitive: the generator looks names up as written). */
export function isKnownIcon(library: IconLibrary, name: string): boolean {
  return nameSet(library).has(name);
}

/** Where a library's names come from, for messages: "lucide-static@1.62.0". */
export function iconSourceOf(library: IconLibrary): string {
  return LISTS[library].source;
}

/** A readable library name for messages. */
export function iconLibraryLabel(library: IconLibrary): string {
  return library === 'fontawesome' ? 'Font Awesome' : library === 'lucide' ? 'Lucide' : 'Tabler';
}

export function isFontAwesomeStyle(value: unknown): value is FontAwesomeStyle {
  return typeof value === 'string' && (FONT_AWESOME_STYLES as readonly string[]).includes(value);
}
