// translation-structure: a language's navigation shaped differently from the default language's: a tab or group of
// the default language with no counterpart, or pages and groups in another order. Readers of each language still
// reach every page their navigation lists, so this is information: it shows where the trees drifted apart.
//
// Labels are translated, so items are paired by the pages they hold (the most shared keys), not by name or index.
import { configCheck } from '../checks/check';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity, makeDiagnostic } from '../diagnostics/diagnostics';
import type { NavItem, PageRef } from '../config/model/model';
import type { DiagnosticSink } from '../diagnostics/siteDiagnostics';
import { siteParity } from './parity';
import { keyOf, type LanguageParity, type SiteLanguage } from './counterparts';

export const translationStructureCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  formats: ['docs'],
  rules: [
    {
      id: 'translation-structure',
      severity: 'info',
      summary: "A language's navigation differs in shape from the default language's (a group missing, another order).",
      help: 'Give the language the same tabs and groups as the default language, in the same order, or leave it when the difference is deliberate.',
    },
  ],
  check({ model, index, settings, sink }) {
    translationStructure(siteParity(model, index, settings.languages), sink);
  },
});

/** At most this many structure notes per language: past a few, the trees are simply different. */
export const MAX_STRUCTURE_NOTES = 20;

export function translationStructure(parities: readonly LanguageParity[], sink: DiagnosticSink): void {
  for (const parity of parities) {
    const { defaultLanguage, position } = parity.set;
    // One memo for the whole set: the default language's items are compared with every other language's.
    const keysOf = keyIndex(position, parity);
    for (const language of parity.set.others) {
      if (language.folder === undefined) continue;
      const notes: { item: NavItem | PageRef; diagnostic: Diagnostic }[] = [];
      const note = (at: NavItem | PageRef, message: string) => {
        if (notes.length >= MAX_STRUCTURE_NOTES) return;
        const node = at.type === 'nav' ? (at.labelNode ?? { offset: at.node.offset, length: 1 }) : at.node;
        notes.push({
          item: at,
          diagnostic: makeDiagnostic(
            at.file.textDocument,
            node,
            DiagnosticSeverity.Information,
            'translation-structure',
            message,
          ),
        });
      };
      compare(defaultLanguage.item, language.item, { defaultLanguage, language, keysOf, note });
      for (const { item, diagnostic } of notes) sink.add(item.file, diagnostic);
    }
  }
}

type KeyIndex = (item: NavItem, language: SiteLanguage) => ItemKeys;

interface ItemKeys {
  /** The keys of every page below the item (a page listed twice counts twice). */
  readonly all: readonly string[];
  /** The keys of the pages listed directly in it, in order, and where each id sits. */
  readonly direct: readonly { id: string; key: string }[];
}

/** The keys of the pages below each item, worked out once per item: arrays, not sets, since each level holds its
 * children's keys again (a set per level made most of the comparison's time). A first page paired with the original's
 * first page takes the original's key. */
function keyIndex(position: number, parity: LanguageParity): KeyIndex {
  const memo = new Map<NavItem, ItemKeys>();
  const of = (item: NavItem, language: SiteLanguage): ItemKeys => {
    let keys = memo.get(item);
    if (keys) return keys;
    const paired = parity.firstPageKeys.get(language);
    const aliases = paired?.size ? paired : undefined;
    const all: string[] = [];
    const direct: { id: string; key: string }[] = [];
    for (const child of item.children) {
      if (child.type === 'page' && typeof child.id === 'string') {
        const key = aliases?.get(child.id) ?? keyOf(child.id, language.folder, position);
        all.push(key);
        direct.push({ id: child.id, key });
      } else if (child.type === 'nav') for (const key of of(child, language).all) all.push(key);
    }
    keys = { all, direct };
    memo.set(item, keys);
    return keys;
  };
  return of;
}

function describe(item: NavItem): string {
  return item.label !== undefined ? `${item.kind} "${item.label}"` : `a ${item.kind}`;
}

interface Context {
  defaultLanguage: SiteLanguage;
  language: SiteLanguage;
  keysOf: KeyIndex;
  note(at: NavItem | PageRef, message: string): void;
}

function compare(original: NavItem, translated: NavItem, context: Context): void {
  const { defaultLanguage, language, keysOf, note } = context;
  const originals = original.children.filter((c): c is NavItem => c.type === 'nav');
  const translations = translated.children.filter((c): c is NavItem => c.type === 'nav');
  const used = new Set<NavItem>();
  const pairs: [NavItem, NavItem][] = [];
  // Which translated item holds each key (one pass over their keys, not one per pair of items).
  const holder = new Map<string, NavItem>();
  for (const candidate of translations)
    for (const key of keysOf(candidate, language).all) if (!holder.has(key)) holder.set(key, candidate);
  // The keys below the translated item, for the notes only (built once, on the first note).
  let around: Set<string> | undefined;
  for (const [index, item] of originals.entries()) {
    const keys = keysOf(item, defaultLanguage).all;
    const shared = new Map<NavItem, number>();
    for (const key of keys) {
      const candidate = holder.get(key);
      if (candidate && !used.has(candidate)) shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
    }
    let best: NavItem | undefined;
    let bestShared = 0;
    for (const [candidate, count] of shared) if (count > bestShared) [best, bestShared] = [candidate, count];
    // Items with no pages (links, generated API groups) pair by place and kind.
    if (
      !best &&
      keys.length === 0 &&
      translations[index] &&
      !used.has(translations[index]) &&
      translations[index].kind === item.kind &&
      keysOf(translations[index], language).all.length === 0
    )
      best = translations[index];
    if (best) {
      used.add(best);
      pairs.push([item, best]);
    } else if (keys.length > 0) {
      // Its pages may sit elsewhere in the translated item (a nested group flattened): say so rather than "none".
      around ??= new Set(keysOf(translated, language).all);
      let elsewhere = 0;
      for (const key of keys) if (around.has(key)) elsewhere++;
      const pages = `${keys.length} page${keys.length === 1 ? '' : 's'}`;
      note(
        translated,
        elsewhere > 0
          ? `The ${language.code} navigation has no counterpart of the ${defaultLanguage.code} ${describe(item)}: ${elsewhere} of its ${pages} are listed elsewhere in ${describe(translated)}.`
          : `The ${language.code} navigation has no counterpart of the ${defaultLanguage.code} ${describe(item)} (none of its ${pages} is here).`,
      );
    }
  }
  const placeOf = new Map(translations.map((t, i) => [t, i]));
  const order = pairs.map(([, t]) => placeOf.get(t)!);
  const outOfOrder = order.findIndex((at, i) => i > 0 && at < order[i - 1]);
  if (outOfOrder > 0)
    note(
      pairs[outOfOrder][1],
      `${capitalize(describe(pairs[outOfOrder][1]))} comes in another place than its ${defaultLanguage.code} counterpart ${describe(pairs[outOfOrder][0])}.`,
    );
  pageOrder(original, translated, context);
  for (const [o, t] of pairs) compare(o, t, context);
}

/** The pages listed directly in both items, in each language's order: the first translated page out of place. */
function pageOrder(original: NavItem, translated: NavItem, { defaultLanguage, language, keysOf, note }: Context): void {
  const originals = keysOf(original, defaultLanguage).direct;
  if (!originals.length) return;
  const placeOfKey = new Map<string, number>();
  const placeOfId = new Map<string, number>();
  for (let i = 0; i < originals.length; i++) {
    if (!placeOfKey.has(originals[i].key)) placeOfKey.set(originals[i].key, i);
    if (!placeOfId.has(originals[i].id)) placeOfId.set(originals[i].id, i);
  }
  let last = -1;
  for (const { id, key } of keysOf(translated, language).direct) {
    const at = placeOfKey.get(key) ?? placeOfId.get(id);
    if (at === undefined) continue;
    if (at < last) {
      const child = translated.children.find((c) => c.type === 'page' && c.id === id)!;
      note(child as PageRef, `"${id}" comes in another order than in the ${defaultLanguage.code} navigation.`);
      return;
    }
    last = at;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
