// mint.json's navigation -> docs.json's `navigation`.
//
// mint.json lists groups of pages once, and places each page under a tab and an anchor by URL prefix: a page
// `api/users/list` belongs to the tab or anchor whose `url` is `api` (the longest matching prefix wins), and pages
// under no prefix belong to the first tab (`primaryTab`) or the top anchor (`topAnchor`). Versions select groups,
// tabs and anchors by their `version` field. docs.json instead nests the tree explicitly. The conversion:
// - versions (those that are this site's, not links elsewhere) become the root `versions` (or `languages`, when
//   every version names a `locale`), each holding its own tree;
// - tabs become `tabs`; within a tab, anchors become `anchors` only when the tab's pages fall under two or more
//   anchors (otherwise the tab lists its groups directly); without tabs, anchors become the root `anchors`;
// - a group whose pages fall under several tabs or anchors appears in each, with its pages there, in their order;
// - tabs and anchors that are links (an absolute URL) keep their place among the tabs; links among the anchors go
//   to `global.anchors`, which docs.json shows on every page, as mint.json showed its anchor links.
// Every page entry keeps its order within its group, and every group its order among its siblings.
import { trimSlashes, trimTrailingSlashes } from '../slashes';
import { ReportBuilder, type JsonPath } from './report';
import { isExternalUrl, isNonEmptyString, isObject, isString, upgradeIcon, type JsonObject } from './values';

/** Deeper group nesting is not carried (parsed text cannot get near it; a value handed in directly could). */
const MAX_GROUP_DEPTH = 64;
const DEFAULT_PRIMARY_TAB = 'Documentation';
const DEFAULT_TOP_ANCHOR = 'Documentation';
const DEFAULT_TOP_ANCHOR_ICON = 'book-open';

interface PageEntry {
  kind: 'page';
  page: string;
  /** Identity of the mint.json entry, for counting what was carried. */
  id: number;
}

interface GroupEntry {
  kind: 'group';
  name: string;
  path: JsonPath;
  /** docs.json fields of the group other than `group` and `pages` (icon, hidden). */
  fields: JsonObject;
  version?: string;
  entries: Entry[];
}

type Entry = PageEntry | GroupEntry;

type DivisionKind = 'tab' | 'anchor';

interface Division {
  kind: DivisionKind;
  path: JsonPath;
  name: string;
  /** Normalised URL prefix ("api/v2"); undefined for a link elsewhere. */
  prefix?: string;
  href?: string;
  version?: string;
  /** docs.json fields other than the name and the children (icon, color, hidden, openapi). */
  fields: JsonObject;
  /** Where this division was placed in docs.json. */
  placedAt: string[];
}

/** A level's children in docs.json: exactly one kind. */
type Content = { groups: unknown[] } | { anchors: unknown[] };

interface Scope {
  /** The version name this tree is for (versioned sites), else undefined. */
  version?: string;
  basePath: string;
}

export class NavigationUpgrade {
  private nextPageId = 0;
  private readonly carriedPages = new Set<number>();
  private readonly tabs: Division[];
  private readonly anchors: Division[];
  private readonly groups: GroupEntry[];
  private readonly primaryTabName: string;
  private readonly topAnchor: { anchor: string; icon?: unknown };
  /** Where the first tab and the top anchor (pages under no tab / no anchor) were placed. */
  private readonly primaryTabPlaces: string[] = [];
  private readonly topAnchorPlaces: string[] = [];

  constructor(
    private readonly config: JsonObject,
    private readonly report: ReportBuilder,
  ) {
    this.groups = this.readGroups(config.navigation);
    this.tabs = this.readDivisions('tab', config.tabs);
    this.anchors = this.readDivisions('anchor', config.anchors);
    this.primaryTabName = this.readPrimaryTab();
    this.topAnchor = this.readTopAnchor();
  }

  /** The docs.json `navigation` object. */
  build(): JsonObject {
    const versions = this.readVersions();
    const navigation: JsonObject = {};
    if (versions) {
      const key = versions.languages ? 'languages' : 'versions';
      const nameKey = versions.languages ? 'language' : 'version';
      const known = new Set(versions.list.map((v) => v.name));
      this.dropOutsideVersions(known);
      navigation[key] = versions.list.map((v, index) => {
        const basePath = `navigation.${key}[${index}]`;
        const entry: JsonObject = { [nameKey]: versions.languages ? v.locale : v.name };
        if (v.default) entry.default = true;
        Object.assign(entry, this.buildTree({ version: v.name, basePath }));
        this.report.carried(
          v.path,
          basePath,
          versions.languages ? `its locale \`${v.locale}\` names the language` : undefined,
          v.name,
        );
        return entry;
      });
    } else {
      this.ignoreVersionFields();
      Object.assign(navigation, this.buildTree({ basePath: 'navigation' }));
    }
    const global = this.buildGlobal();
    if (global) navigation.global = global;
    this.reportPrimaries();
    this.reportDivisions();
    this.reportGroups();
    return navigation;
  }

  /** Page entries in mint.json's navigation, and how many of them the docs.json navigation lists. */
  pageCounts(): { before: number; after: number } {
    return { before: this.nextPageId, after: this.carriedPages.size };
  }

  // ---- reading mint.json -----------------------------------------------------------------------------------------

  private readGroups(value: unknown): GroupEntry[] {
    if (value === undefined) {
      this.report.dropped(['navigation'], 'mint.json has no `navigation`: docs.json gets an empty one');
      return [];
    }
    if (!Array.isArray(value)) {
      this.report.dropped(['navigation'], 'not an array of groups');
      return [];
    }
    const groups: GroupEntry[] = [];
    value.forEach((item, index) => {
      const group = this.readGroup(item, ['navigation', index], 0);
      if (group) groups.push(group);
    });
    return groups;
  }

  private readGroup(value: unknown, path: JsonPath, depth: number): GroupEntry | undefined {
    if (!isObject(value) || (!('group' in value) && !('pages' in value))) {
      this.report.dropped(path, 'a navigation entry here must be a page path or a group with `group` and `pages`');
      return undefined;
    }
    if (depth >= MAX_GROUP_DEPTH) {
      this.report.dropped(path, `groups nested deeper than ${MAX_GROUP_DEPTH} levels are not carried`);
      return undefined;
    }
    let name = isNonEmptyString(value.group) ? value.group : '';
    if (!name) {
      // mint.json showed an unnamed group's pages without a heading; a docs.json group must have a name.
      name = nameFromFirstPage(value.pages);
      const was = isString(value.group) ? 'an empty name' : 'no name';
      this.report.dropped(
        [...path, ...(isString(value.group) ? ['group'] : [])],
        `a docs.json group needs a name and this one has ${was}: it is named "${name}" after its first page (rename it as you like)`,
      );
    }
    const fields: JsonObject = {};
    if (isNonEmptyString(value.icon)) fields.icon = upgradeIcon(value.icon, value.iconType);
    else if (value.icon !== undefined) this.report.dropped([...path, 'icon'], 'not an icon name');
    if (typeof value.hidden === 'boolean') fields.hidden = value.hidden;
    for (const key of Object.keys(value)) {
      if (!['group', 'pages', 'icon', 'iconType', 'hidden', 'version'].includes(key)) {
        this.report.dropped([...path, key], 'not a field of a mint.json group', name);
      }
    }
    const group: GroupEntry = { kind: 'group', name, path, fields, entries: [] };
    if (isString(value.version)) group.version = value.version;
    if (!Array.isArray(value.pages)) {
      if (value.pages !== undefined) this.report.dropped([...path, 'pages'], 'not an array of pages', name);
      return group;
    }
    value.pages.forEach((item, index) => {
      const itemPath = [...path, 'pages', index];
      if (isString(item)) group.entries.push({ kind: 'page', page: item, id: this.nextPageId++ });
      else {
        const nested = this.readGroup(item, itemPath, depth + 1);
        if (nested) group.entries.push(nested);
      }
    });
    return group;
  }

  private readDivisions(kind: DivisionKind, value: unknown): Division[] {
    const key = kind === 'tab' ? 'tabs' : 'anchors';
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.report.dropped([key], `not an array of ${key}`);
      return [];
    }
    const divisions: Division[] = [];
    value.forEach((item, index) => {
      const path: JsonPath = [key, index];
      if (!isObject(item) || !isString(item.name) || !isString(item.url)) {
        this.report.dropped(path, `a ${kind} needs a \`name\` and a \`url\``);
        return;
      }
      const division: Division = { kind, path, name: item.name, fields: {}, placedAt: [] };
      if (isExternalUrl(item.url)) division.href = item.url;
      else division.prefix = trimSlashes(item.url);
      if (isNonEmptyString(item.icon)) division.fields.icon = upgradeIcon(item.icon, item.iconType);
      if (kind === 'anchor' && item.color !== undefined) this.readAnchorColor(division, item.color);
      if (item.isDefaultHidden === true) division.fields.hidden = true;
      if (isString(item.version)) division.version = item.version;
      if (item.openapi !== undefined) {
        if (!isNonEmptyString(item.openapi))
          this.report.dropped([...path, 'openapi'], 'not an OpenAPI file path or URL', item.name);
        else if (division.prefix !== undefined) {
          // The pages generated from the file lived under the division's URL; `directory` keeps them there.
          division.fields.openapi = division.prefix
            ? { source: item.openapi, directory: division.prefix }
            : item.openapi;
        } else {
          this.report.dropped(
            [...path, 'openapi'],
            `a ${kind} that links elsewhere has no pages to generate from an OpenAPI file`,
            item.name,
          );
        }
      }
      const known = [
        'name',
        'url',
        'icon',
        'iconType',
        'isDefaultHidden',
        'version',
        'openapi',
        ...(kind === 'anchor' ? ['color'] : []),
      ];
      for (const field of Object.keys(item)) {
        if (!known.includes(field))
          this.report.dropped([...path, field], `not a field of a mint.json ${kind}`, item.name);
      }
      divisions.push(division);
    });
    return divisions;
  }

  private readAnchorColor(division: Division, color: unknown): void {
    if (isString(color)) division.fields.color = { light: color, dark: color };
    else if (isObject(color) && isString(color.from)) {
      division.fields.color = { light: color.from, dark: color.from };
      this.report.dropped(
        [...division.path, 'color'],
        `docs.json anchor colours are one colour per mode, not gradients: the gradient's start colour ${color.from} is used`,
        division.name,
      );
    } else this.report.dropped([...division.path, 'color'], 'not a hex colour or gradient', division.name);
  }

  private readPrimaryTab(): string {
    const primary = this.config.primaryTab;
    if (primary === undefined) return DEFAULT_PRIMARY_TAB;
    if (isObject(primary) && isNonEmptyString(primary.name)) return primary.name;
    this.report.dropped(['primaryTab'], 'needs a `name`');
    return DEFAULT_PRIMARY_TAB;
  }

  private readTopAnchor(): { anchor: string; icon?: unknown } {
    const top = this.config.topAnchor;
    const result: { anchor: string; icon?: unknown } = { anchor: DEFAULT_TOP_ANCHOR, icon: DEFAULT_TOP_ANCHOR_ICON };
    if (top === undefined) return result;
    if (!isObject(top)) {
      this.report.dropped(['topAnchor'], 'not an object');
      return result;
    }
    if (isNonEmptyString(top.name)) result.anchor = top.name;
    if (isNonEmptyString(top.icon)) result.icon = upgradeIcon(top.icon, top.iconType);
    else if (isNonEmptyString(top.iconType)) result.icon = upgradeIcon(DEFAULT_TOP_ANCHOR_ICON, top.iconType);
    return result;
  }

  private readVersions():
    { languages: boolean; list: { name: string; path: JsonPath; default: boolean; locale?: string }[] } | undefined {
    const value = this.config.versions;
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      this.report.dropped(['versions'], 'not an array of versions');
      return undefined;
    }
    const list: { name: string; path: JsonPath; default: boolean; locale?: string }[] = [];
    value.forEach((item, index) => {
      const path: JsonPath = ['versions', index];
      if (isNonEmptyString(item)) list.push({ name: item, path, default: false });
      else if (isObject(item) && isNonEmptyString(item.name)) {
        if (isString(item.url)) {
          this.report.dropped(
            path,
            `it is a link to another site (${item.url}), not pages of this site: docs.json versions hold this site's navigation per version; to keep the link, add it to \`navbar.links\` (or by hand as a version with \`href\`)`,
            item.name,
          );
          return;
        }
        list.push({
          name: item.name,
          path,
          default: item.default === true,
          ...(isNonEmptyString(item.locale) ? { locale: item.locale } : {}),
        });
      } else this.report.dropped(path, 'a version is a name or an object with a `name`');
    });
    if (list.length === 0) return undefined;
    return { languages: list.every((v) => v.locale !== undefined), list };
  }

  /** On a versioned site, groups, tabs and anchors of a version that is not carried are dropped with it. */
  private dropOutsideVersions(known: Set<string>): void {
    const visit = (entries: Entry[]) => {
      for (const entry of entries) {
        if (entry.kind !== 'group') continue;
        if (entry.version !== undefined && !known.has(entry.version)) {
          this.report.dropped(
            entry.path,
            `its version "${entry.version}" is not one of the carried versions`,
            entry.name,
          );
        } else visit(entry.entries);
      }
    };
    visit(this.groups);
    for (const division of [...this.tabs, ...this.anchors]) {
      if (division.version !== undefined && !known.has(division.version)) {
        this.report.dropped(
          division.path,
          `its version "${division.version}" is not one of the carried versions`,
          division.name,
        );
        division.placedAt.push('');
      }
    }
  }

  /** Without versions, a `version` field has nothing to select: the entry is carried into the one tree. */
  private ignoreVersionFields(): void {
    const visit = (entries: Entry[]) => {
      for (const entry of entries) {
        if (entry.kind !== 'group') continue;
        if (entry.version !== undefined) {
          this.report.dropped(
            [...entry.path, 'version'],
            'mint.json declares no versions, so the group is carried without one',
            entry.name,
          );
          entry.version = undefined;
        }
        visit(entry.entries);
      }
    };
    visit(this.groups);
    for (const division of [...this.tabs, ...this.anchors]) {
      if (division.version !== undefined) {
        this.report.dropped(
          [...division.path, 'version'],
          `mint.json declares no versions, so the ${division.kind} is carried without one`,
          division.name,
        );
        division.version = undefined;
      }
    }
  }

  // ---- building docs.json ----------------------------------------------------------------------------------------

  private inScope(version: string | undefined, scope: Scope): boolean {
    return version === undefined || scope.version === undefined || version === scope.version;
  }

  /** The root content of one tree: `tabs`, `anchors` or `groups`. */
  private buildTree(scope: Scope): JsonObject {
    const tabs = this.tabs.filter((t) => this.inScope(t.version, scope));
    const internalTabs = tabs.filter((t) => t.prefix !== undefined);
    const anchors = this.anchors.filter((a) => a.prefix !== undefined && this.inScope(a.version, scope));
    const anchorOf = placement(anchors);
    if (internalTabs.length) {
      // One walk of the groups sorts every page into its tab (undefined: the first tab).
      const byTab = this.partition(this.groups, placement(internalTabs), scope);
      const result: unknown[] = [];
      const primaryPath = `${scope.basePath}.tabs[0]`;
      const primary = this.content(byTab.get(undefined), anchors, anchorOf, primaryPath, scope);
      if (primary) {
        result.push({ tab: this.primaryTabName, ...primary });
        this.primaryTabPlaces.push(primaryPath);
      }
      for (const tab of tabs) {
        const path = `${scope.basePath}.tabs[${result.length}]`;
        if (tab.href !== undefined) {
          result.push({ tab: tab.name, ...tab.fields, href: tab.href });
          tab.placedAt.push(path);
          continue;
        }
        const content = this.content(byTab.get(tab), anchors, anchorOf, path, scope);
        if (content || tab.fields.openapi !== undefined) {
          result.push({ tab: tab.name, ...tab.fields, ...content });
          tab.placedAt.push(path);
        }
      }
      return { tabs: result };
    }
    const groups = this.groups.filter((g) => this.inScope(g.version, scope));
    if (anchors.length) {
      const byAnchor = this.partition(groups, anchorOf, scope);
      // A root of only the top anchor would be a one-entry menu: the groups are listed directly instead.
      if (
        [...byAnchor.keys()].some((key) => key !== undefined) ||
        anchors.some((a) => a.fields.openapi !== undefined)
      ) {
        return { anchors: this.anchorsOf(byAnchor, anchors, scope.basePath) };
      }
    }
    return { groups: this.toJson(groups, scope) };
  }

  /** What a tab holds: its groups, or anchors when its pages fall under two or more of them. */
  private content(
    entries: Entry[] | undefined,
    anchors: Division[],
    anchorOf: (page: string) => Division | undefined,
    path: string,
    scope: Scope,
  ): Content | undefined {
    if (!entries?.length) return undefined;
    if (anchors.length) {
      const byAnchor = this.partition(entries, anchorOf, scope);
      const openapiOnly = anchors.filter((a) => a.fields.openapi !== undefined && !byAnchor.has(a));
      if (byAnchor.size + openapiOnly.length >= 2) return { anchors: this.anchorsOf(byAnchor, anchors, path) };
    }
    return { groups: this.toJson(entries, scope) };
  }

  /** The top anchor (pages under no anchor) first, when it has any, then each anchor that has pages or an OpenAPI file. */
  private anchorsOf(byAnchor: Map<Division | undefined, Entry[]>, anchors: Division[], path: string): unknown[] {
    const result: unknown[] = [];
    const top = byAnchor.get(undefined);
    if (top?.length) {
      result.push({ ...this.topAnchor, groups: this.toJson(top) });
      this.topAnchorPlaces.push(`${path}.anchors[0]`);
    }
    for (const anchor of anchors) {
      const entries = byAnchor.get(anchor);
      if (!entries?.length && anchor.fields.openapi === undefined) continue;
      anchor.placedAt.push(`${path}.anchors[${result.length}]`);
      result.push({
        anchor: anchor.name,
        ...anchor.fields,
        ...(entries?.length ? { groups: this.toJson(entries) } : {}),
      });
    }
    return result;
  }

  /** Link anchors (and link tabs, when the tree has no tabs to hold them) shown on every page. */
  private buildGlobal(): JsonObject | undefined {
    const global: JsonObject = {};
    const anchorLinks = this.anchors.filter((a) => a.href !== undefined);
    if (anchorLinks.length) {
      global.anchors = anchorLinks.map((anchor, index) => {
        anchor.placedAt.push(`navigation.global.anchors[${index}]`);
        return { anchor: anchor.name, ...anchor.fields, href: anchor.href };
      });
    }
    const tabLinks = this.tabs.filter((t) => t.href !== undefined && t.placedAt.length === 0);
    if (tabLinks.length) {
      global.tabs = tabLinks.map((tab, index) => {
        tab.placedAt.push(`navigation.global.tabs[${index}]`);
        return { tab: tab.name, ...tab.fields, href: tab.href };
      });
    }
    return Object.keys(global).length ? global : undefined;
  }

  /**
   * Sorts the pages of `entries` into buckets by `keyOf` in one walk: each bucket gets the groups (nested) holding its
   * pages, in their order, and a group whose pages go to several buckets appears in each. A group with no entry at all
   * goes to the `undefined` bucket (the first tab, the top anchor). Groups of another version are left out.
   */
  private partition<K>(
    entries: Entry[],
    keyOf: (page: string) => K | undefined,
    scope: Scope,
  ): Map<K | undefined, Entry[]> {
    const buckets = new Map<K | undefined, Entry[]>();
    const add = (key: K | undefined, entry: Entry) => {
      const list = buckets.get(key);
      if (list) list.push(entry);
      else buckets.set(key, [entry]);
    };
    for (const entry of entries) {
      if (entry.kind === 'page') {
        add(keyOf(entry.page), entry);
        continue;
      }
      if (!this.inScope(entry.version, scope)) continue;
      const inner = this.partition(entry.entries, keyOf, scope);
      if (inner.size === 0) add(undefined, entry);
      for (const [key, list] of inner) add(key, { ...entry, entries: list });
    }
    return buckets;
  }

  /** docs.json's page entries for (already partitioned) entries; records which mint.json page entries were carried. */
  private toJson(entries: Entry[], scope?: Scope): unknown[] {
    const out: unknown[] = [];
    for (const entry of entries) {
      if (entry.kind === 'page') {
        out.push(entry.page);
        this.carriedPages.add(entry.id);
      } else if (!scope || this.inScope(entry.version, scope)) {
        out.push({ group: entry.name, ...entry.fields, pages: this.toJson(entry.entries, scope) });
      }
    }
    return out;
  }

  private forEachPage(entries: Entry[], scope: Scope, visit: (page: string) => void): void {
    for (const entry of entries) {
      if (entry.kind === 'page') visit(entry.page);
      else if (this.inScope(entry.version, scope)) this.forEachPage(entry.entries, scope, visit);
    }
  }

  // ---- reporting -------------------------------------------------------------------------------------------------

  private reportPrimaries(): void {
    if (
      this.config.primaryTab !== undefined &&
      isObject(this.config.primaryTab) &&
      isNonEmptyString(this.config.primaryTab.name)
    ) {
      if (this.primaryTabPlaces.length)
        this.report.carried(['primaryTab'], `${summarisePlaces(this.primaryTabPlaces)} (tab)`);
      else
        this.report.dropped(
          ['primaryTab'],
          this.tabs.some((t) => t.prefix !== undefined)
            ? 'every page falls under another tab, so there is no first tab to name'
            : 'mint.json has no tabs of this site to put it before',
        );
    }
    if (isObject(this.config.topAnchor)) {
      if (this.topAnchorPlaces.length)
        this.report.carried(['topAnchor'], `${summarisePlaces(this.topAnchorPlaces)} (anchor)`);
      else
        this.report.dropped(
          ['topAnchor'],
          'no tab or root needs a top anchor: its pages are listed directly, without anchors',
        );
    }
  }

  private reportDivisions(): void {
    for (const division of [...this.tabs, ...this.anchors]) {
      const placed = division.placedAt.filter(Boolean);
      if (placed.length) {
        const note = division.kind === 'anchor' && division.href !== undefined ? 'links show on every page' : undefined;
        this.report.carried(division.path, summarisePlaces(placed), note, division.name);
      } else if (division.placedAt.length === 0) {
        this.report.dropped(division.path, this.whyNotPlaced(division), division.name);
      }
    }
  }

  private whyNotPlaced(division: Division): string {
    let pages = 0;
    this.forEachPage(this.groups, { basePath: '' }, (page) => {
      if (matches(page, division.prefix ?? '\u0000')) pages++;
    });
    if (pages === 0)
      return `no page of the navigation is under its url \`${division.prefix}\`, so it would be an empty ${division.kind}`;
    return 'its pages all sit in one tab with no other anchor, so that tab lists them directly';
  }

  private reportGroups(): void {
    const { before, after } = this.pageCounts();
    if (this.groups.length || before) {
      const entries = (n: number) => `${n} page ${n === 1 ? 'entry' : 'entries'}`;
      const note = after < before ? `; ${entries(before - after)} not carried (see above)` : '';
      this.report.carried(['navigation'], 'navigation', `${entries(after)} in their groups, in order${note}`);
    }
  }
}

/** "guides/getting-started" -> "Getting started"; "Pages" when the group starts with no page. */
function nameFromFirstPage(pages: unknown): string {
  const first = Array.isArray(pages) ? pages.find(isNonEmptyString) : undefined;
  const words = first && trimTrailingSlashes(first).split('/').pop()?.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Pages';
}

function matches(page: string, prefix: string): boolean {
  const path = page.replace(/^\/+/, '');
  return prefix === '' || path === prefix || path.startsWith(prefix + '/');
}

/**
 * The division whose URL prefix is the longest one the page is under (the first of equals), looked up by the page's
 * own leading segments ("a/b/c", "a/b", "a", then an empty prefix), so the cost does not grow with the division count.
 */
function placement(divisions: Division[]): (page: string) => Division | undefined {
  const byPrefix = new Map<string, Division>();
  for (const division of divisions) {
    if (division.prefix !== undefined && !byPrefix.has(division.prefix)) byPrefix.set(division.prefix, division);
  }
  return (page) => {
    let path = page.replace(/^\/+/, '');
    for (;;) {
      const found = byPrefix.get(path);
      if (found) return found;
      const cut = path.lastIndexOf('/');
      if (cut < 0) return byPrefix.get('');
      path = path.slice(0, cut);
    }
  };
}

function summarisePlaces(places: string[]): string {
  return places.length <= 3 ? places.join(', ') : `${places.slice(0, 3).join(', ')} and ${places.length - 3} more`;
}
