// The languages of a docs.json site and each page's counterparts. Every `languages` list of the navigation (at the
// root, or inside a version) is one set of languages kept in step: its default language (`"default": true`, else the
// first, as the generator orders them) holds the originals, and every other language its translations.
//
// A translation's path is its original's with the language's folder added at one position of the path: `fr/guides/x`
// for `guides/x` (position 0), or `v2/fr/guides/x` for `v2/en/guides/x` (position 1, where the default language has a
// folder too). Position and folders are detected from the pages each language lists (the segment equal to the
// language code that most of its pages carry); `docsite.languages` / `languages` in `.docsiterc.json` state them when
// a site uses folders that are not language codes. Pure: the site model in, plain data out (cached per model).
import type { LanguageConventionSetting } from '../../../../shared/src/settings';
import type { NavChild, NavItem, PageRef, SiteModel } from '../config/model/model';
import { recordReads } from '../../../../shared/src/json/compactTree';

export interface SiteLanguage {
  /** The `language` value (`fr`, `pt-BR`…). */
  readonly code: string;
  readonly item: NavItem;
  readonly isDefault: boolean;
  /** The folder segment that marks its pages ('' for none: its pages sit at the original paths); undefined when no
   * folder could be detected (its pages are then not compared). */
  readonly folder: string | undefined;
  /** Its page entries (ids that are pages), in navigation order, each id once. */
  readonly pages: readonly PageRef[];
  /** Its page ids. */
  readonly ids: ReadonlySet<string>;
  /** Each page's language-neutral key (its path without the language's folder) -> its entry. */
  readonly byKey: ReadonlyMap<string, PageRef>;
  /** The key of each of `pages`, in the same order. */
  readonly keys: readonly string[];
}

export interface LanguageSet {
  /** The item holding the `languages` list (the navigation, or a version). */
  readonly owner: NavItem;
  /** Where the language folder sits in a page path. */
  readonly position: number;
  readonly defaultLanguage: SiteLanguage;
  /** The other languages, in written order. */
  readonly others: readonly SiteLanguage[];
}

export type CounterpartState = 'listed' | 'shared' | 'first-page' | 'unlisted' | 'missing';

/** One default-language page in one other language. */
export interface Counterpart {
  readonly original: PageRef;
  readonly language: SiteLanguage;
  /** The counterpart's page id: the listed one, or the path the convention gives. */
  readonly id: string;
  /** `listed`: in the language's navigation; `shared`: the language lists the original itself; `first-page`: no
   * counterpart by path, but both are their language's first page (where the switcher lands); `unlisted`: the file
   * exists, outside the navigation (`exists` says so); `missing`: no such file. */
  readonly state: CounterpartState;
  readonly listed?: PageRef;
}

export interface LanguageParity {
  readonly set: LanguageSet;
  /** Per other language, in the set's order: every original's counterpart, in the default language's order. */
  readonly counterparts: ReadonlyMap<SiteLanguage, readonly Counterpart[]>;
  /** Per other language: its pages with no original (not the original itself, no original at the key). */
  readonly orphans: ReadonlyMap<SiteLanguage, readonly PageRef[]>;
  /** Per other language: its first pages paired with an original's first page, id -> the original's key (their paths
   * differ, so the structure comparison needs this to see them as one page). */
  readonly firstPageKeys: ReadonlyMap<SiteLanguage, ReadonlyMap<string, string>>;
}

/** The page entries below a navigation item, depth first in written order, each id once (`seen` collects the ids). */
export function pagesUnder(item: NavItem, seen = new Set<string>()): PageRef[] {
  const out: PageRef[] = [];
  const stack: NavChild[][] = [item.children];
  const positions = [0];
  while (stack.length) {
    const top = stack.length - 1;
    const list = stack[top];
    if (positions[top] >= list.length) {
      stack.pop();
      positions.pop();
      continue;
    }
    const child = list[positions[top]++];
    if (child.type === 'nav') {
      stack.push(child.children);
      positions.push(0);
    } else if (child.type === 'page' && typeof child.id === 'string' && child.id !== '' && !seen.has(child.id)) {
      seen.add(child.id);
      out.push(child);
    }
  }
  return out;
}

// Paths are taken apart by index, not split into arrays: these run for every page of every language (50,000 times
// on a site of 5 languages of 10,000 pages), and an array per call made most of the parity's time garbage.

/** Where segment `position` of `id` starts, when it is not the last segment; -1 otherwise. */
function segmentStart(id: string, position: number): number {
  let start = 0;
  for (let i = 0; i < position; i++) {
    const slash = id.indexOf('/', start);
    if (slash < 0) return -1;
    start = slash + 1;
  }
  return id.indexOf('/', start) < 0 ? -1 : start;
}

/** Segment `position` of `id` when it is not the last one, else undefined. */
export function segmentAt(id: string, position: number): string | undefined {
  const start = segmentStart(id, position);
  return start < 0 ? undefined : id.slice(start, id.indexOf('/', start));
}

/** A page's key: its id without the language's folder at `position`. */
export function keyOf(id: string, folder: string | undefined, position: number): string {
  if (!folder) return id;
  const start = segmentStart(id, position);
  if (start < 0 || id.charCodeAt(start + folder.length) !== 47 /* / */ || !id.startsWith(folder, start)) return id;
  return id.slice(0, start) + id.slice(start + folder.length + 1);
}

/** The id a key has in a language: its folder inserted at `position` (never as the last segment). */
export function idOf(key: string, folder: string, position: number): string {
  if (!folder) return key;
  let start = 0;
  for (let i = 0; i < position; i++) {
    const slash = key.indexOf('/', start);
    if (slash < 0) break;
    start = slash + 1;
  }
  return `${key.slice(0, start)}${folder}/${key.slice(start)}`;
}

const setsCache = new WeakMap<SiteModel, { setting: LanguageConventionSetting | undefined; sets: LanguageSet[] }>();

/** The sets of languages of a site (none for mint.json or a navigation without `languages`). */
export function languageSetsOf(model: SiteModel, setting?: LanguageConventionSetting): LanguageSet[] {
  const cached = setsCache.get(model);
  if (cached && cached.setting === setting) return cached.sets;
  // Under recordReads, as what it reads is kept with the model (siteModel.ts).
  const sets = recordReads(() => buildSets(model, setting));
  setsCache.set(model, { setting, sets });
  return sets;
}

function buildSets(model: SiteModel, setting: LanguageConventionSetting | undefined): LanguageSet[] {
  const sets: LanguageSet[] = [];
  const owners = new Map<NavItem, NavItem[]>();
  for (const item of model.navItems) {
    if (item.kind !== 'language' || item.listKey !== 'languages' || !item.parent || item.label === undefined) continue;
    let list = owners.get(item.parent);
    if (!list) owners.set(item.parent, (list = []));
    list.push(item);
  }
  for (const [owner, items] of owners) {
    const set = buildSet(owner, items, setting);
    if (set) sets.push(set);
  }
  return sets;
}

interface Draft {
  code: string;
  item: NavItem;
  isDefault: boolean;
  pages: PageRef[];
  ids: Set<string>;
}

function buildSet(
  owner: NavItem,
  items: NavItem[],
  setting: LanguageConventionSetting | undefined,
): LanguageSet | undefined {
  // A language that only links elsewhere (`href`, no lists) has no pages to keep in step.
  const drafts: Draft[] = items
    .filter((item) => item.lists.length > 0)
    .map((item) => {
      const ids = new Set<string>();
      return { code: item.label!, item, isDefault: item.isDefault === true, pages: pagesUnder(item, ids), ids };
    });
  if (drafts.length < 2) return undefined;
  const defaultDraft = drafts.find((d) => d.isDefault) ?? drafts[0];
  const others = drafts.filter((d) => d !== defaultDraft);
  const configured = setting?.folders ?? {};
  // Each other language: where its code (or configured folder) sits in most of its pages.
  const votes = new Map<number, number>();
  const detected = new Map<Draft, string | undefined>();
  for (const draft of others) {
    const wanted = Object.prototype.hasOwnProperty.call(configured, draft.code) ? configured[draft.code] : undefined;
    const found = folderOf(draft.pages, wanted ?? draft.code, wanted === undefined);
    if (found) votes.set(found.position, (votes.get(found.position) ?? 0) + found.count);
    detected.set(draft, wanted ?? found?.folder);
  }
  let position = setting?.position ?? 0;
  if (setting?.position === undefined) {
    let best = 0;
    for (const [at, count] of votes) if (count > best) [best, position] = [count, at];
  }
  const defaultConfigured = Object.prototype.hasOwnProperty.call(configured, defaultDraft.code)
    ? configured[defaultDraft.code]
    : undefined;
  // The default language has a folder when most of its pages carry its code where the others carry theirs.
  const defaultFolder =
    defaultConfigured ??
    (majorityAt(defaultDraft.pages, defaultDraft.code, position)
      ? actualSpelling(defaultDraft.pages, defaultDraft.code, position)
      : '');
  const language = (draft: Draft, folder: string | undefined): SiteLanguage => {
    const byKey = new Map<string, PageRef>();
    const keys = new Array<string>(draft.pages.length);
    for (let i = 0; i < draft.pages.length; i++) {
      const page = draft.pages[i];
      const key = (keys[i] = keyOf(page.id as string, folder, position));
      if (!byKey.has(key)) byKey.set(key, page);
    }
    return {
      code: draft.code,
      item: draft.item,
      isDefault: draft === defaultDraft,
      folder,
      pages: draft.pages,
      ids: draft.ids,
      byKey,
      keys,
    };
  };
  return {
    owner,
    position,
    defaultLanguage: language(defaultDraft, defaultFolder),
    others: others.map((draft) => language(draft, detected.get(draft))),
  };
}

/** The position where `folder` (compared ignoring case when `loose`) is a non-final segment of the most pages, with
 * that count and the folder as the pages spell it. */
function folderOf(
  pages: readonly PageRef[],
  folder: string,
  loose: boolean,
): { position: number; count: number; folder: string } | undefined {
  if (folder === '') return undefined;
  const wanted = loose ? folder.toLowerCase() : folder;
  const counts = new Map<number, number>();
  const spelling = new Map<number, string>();
  for (const page of pages) {
    const id = page.id as string;
    let start = 0;
    for (let i = 0; i < 4; i++) {
      const end = id.indexOf('/', start);
      if (end < 0) break;
      // The exact spelling first: a slice and a lower-casing per page only for the other spellings.
      if (
        end - start === wanted.length &&
        (id.startsWith(folder, start) || (loose && id.slice(start, end).toLowerCase() === wanted))
      ) {
        counts.set(i, (counts.get(i) ?? 0) + 1);
        if (!spelling.has(i)) spelling.set(i, id.slice(start, end));
        break;
      }
      start = end + 1;
    }
  }
  let best: { position: number; count: number; folder: string } | undefined;
  for (const [position, count] of counts)
    if (!best || count > best.count) best = { position, count, folder: spelling.get(position)! };
  return best;
}

function majorityAt(pages: readonly PageRef[], code: string, position: number): boolean {
  const wanted = code.toLowerCase();
  let count = 0;
  for (const page of pages) if (segmentAt(page.id as string, position)?.toLowerCase() === wanted) count++;
  return count * 2 > pages.length;
}

function actualSpelling(pages: readonly PageRef[], code: string, position: number): string {
  const wanted = code.toLowerCase();
  for (const page of pages) {
    const segment = segmentAt(page.id as string, position);
    if (segment?.toLowerCase() === wanted) return segment;
  }
  return code;
}

/**
 * Every original's counterpart in every other language of the set, and each language's pages with no original.
 * `pageExists` says whether a page id has a file (the workspace index).
 */
export function parityOf(set: LanguageSet, pageExists: (id: string) => boolean): LanguageParity {
  const { defaultLanguage, position } = set;
  const counterparts = new Map<SiteLanguage, Counterpart[]>();
  const orphans = new Map<SiteLanguage, PageRef[]>();
  const firstPageKeys = new Map<SiteLanguage, Map<string, string>>();
  let placeOf: Map<PageRef, number> | undefined;
  for (const language of set.others) {
    const aliases = new Map<string, string>();
    firstPageKeys.set(language, aliases);
    if (language.folder === undefined) {
      counterparts.set(language, []);
      orphans.set(language, []);
      continue;
    }
    const matched = new Set<PageRef>();
    const list: Counterpart[] = [];
    for (let i = 0; i < defaultLanguage.pages.length; i++) {
      const original = defaultLanguage.pages[i];
      const id = original.id as string;
      const key = defaultLanguage.keys[i];
      const listed = language.byKey.get(key);
      if (listed) {
        matched.add(listed);
        list.push({
          original,
          language,
          id: listed.id as string,
          state: listed.id === id ? 'shared' : 'listed',
          listed,
        });
      } else if (language.ids.has(id)) {
        list.push({ original, language, id, state: 'shared' });
      } else {
        const expected = idOf(key, language.folder, position);
        list.push({ original, language, id: expected, state: pageExists(expected) ? 'unlisted' : 'missing' });
      }
    }
    // The switcher sends a reader with no counterpart to the language's first page: when the default's first page has
    // none by path and the language's first page has no original, they are each other's counterpart. Languages that
    // hold versions have a first page per version: versions of the same name pair theirs (a site lists one shared
    // `index` in the default language and `v2/ko/index` in each Korean version).
    for (const [from, to] of firstPageUnits(defaultLanguage.item, language.item)) {
      const firstOriginal = firstPageUnder(from);
      const firstPage = firstPageUnder(to);
      if (!firstOriginal || !firstPage || matched.has(firstPage) || hasOriginal(firstPage, language, set)) continue;
      const originalId = firstOriginal.id as string;
      const originalKey = keyOf(originalId, defaultLanguage.folder, position);
      if (language.byKey.has(originalKey) || language.ids.has(originalId)) continue;
      const canonical = defaultLanguage.byKey.get(originalKey);
      if (!canonical) continue;
      placeOf ??= new Map(defaultLanguage.pages.map((page, i) => [page, i]));
      const at = placeOf.get(canonical);
      if (at !== undefined && (list[at].state === 'missing' || list[at].state === 'unlisted'))
        list[at] = {
          original: canonical,
          language,
          id: firstPage.id as string,
          state: 'first-page',
          listed: firstPage,
        };
      matched.add(firstPage);
      aliases.set(firstPage.id as string, originalKey);
    }
    counterparts.set(language, list);
    orphans.set(
      language,
      language.pages.filter(
        (page, i) =>
          !matched.has(page) &&
          !set.defaultLanguage.ids.has(page.id as string) &&
          !set.defaultLanguage.byKey.has(language.keys[i]),
      ),
    );
  }
  return { set, counterparts, orphans, firstPageKeys };
}

/** The items whose first pages pair: the two languages, then their versions of the same name. */
function firstPageUnits(original: NavItem, translated: NavItem): [NavItem, NavItem][] {
  const units: [NavItem, NavItem][] = [[original, translated]];
  const versions = new Map<string, NavItem>();
  for (const child of translated.children)
    if (child.type === 'nav' && child.kind === 'version' && child.label !== undefined && !versions.has(child.label))
      versions.set(child.label, child);
  if (!versions.size) return units;
  for (const child of original.children) {
    if (child.type !== 'nav' || child.kind !== 'version' || child.label === undefined) continue;
    const other = versions.get(child.label);
    if (other) units.push([child, other]);
  }
  return units;
}

/** The first page of the translated language where a reader of `original` lands when switching to it: the first page
 * of its version of the same name when the languages hold versions, else the language's first page. */
export function landingPage(original: PageRef, language: SiteLanguage): PageRef | undefined {
  let version = original.parent;
  while (version && version.kind !== 'version') version = version.parent;
  if (version?.label !== undefined)
    for (const child of language.item.children)
      if (child.type === 'nav' && child.kind === 'version' && child.label === version.label) {
        const first = firstPageUnder(child);
        if (first) return first;
      }
  return language.pages[0];
}

/** The first page entry below an item, depth first in written order. */
export function firstPageUnder(item: NavItem): PageRef | undefined {
  for (const child of item.children) {
    if (child.type === 'page' && typeof child.id === 'string' && child.id !== '') return child;
    if (child.type === 'nav') {
      const found = firstPageUnder(child);
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether a language's page has an original: the default language lists it (shared) or lists the page at its key. */
function hasOriginal(page: PageRef, language: SiteLanguage, set: LanguageSet): boolean {
  const id = page.id as string;
  if (set.defaultLanguage.ids.has(id)) return true;
  return set.defaultLanguage.byKey.has(keyOf(id, language.folder, set.position));
}

/** The language of a page id in a set: the other language whose folder it carries at the set's position (or that
 * alone lists it), else the default language when the default lists it, or carries the default's folder, or (a default
 * language with no folder) carries no other language's. Undefined when it belongs to none. */
export function languageOfPage(set: LanguageSet, id: string): SiteLanguage | undefined {
  const segment = segmentAt(id, set.position);
  if (segment !== undefined)
    for (const language of set.others) if (language.folder && segment === language.folder) return language;
  const { defaultLanguage } = set;
  if (defaultLanguage.ids.has(id)) return defaultLanguage;
  for (const language of set.others) if (language.ids.has(id)) return language;
  if (defaultLanguage.folder === '' || (defaultLanguage.folder && segment === defaultLanguage.folder))
    return defaultLanguage;
  return undefined;
}

/** The id of a page's counterpart in another language of the set (by the path convention; not checked to exist). */
export function counterpartId(set: LanguageSet, id: string, from: SiteLanguage, to: SiteLanguage): string | undefined {
  if (from.folder === undefined || to.folder === undefined) return undefined;
  const key = keyOf(id, from.folder, set.position);
  const listed = to.byKey.get(key);
  if (listed) return listed.id as string;
  return idOf(key, to.folder, set.position);
}
