// Which ids a page renders, from what its two readers (the MDX parser and the fast scanner) found in document
// order: markdown headings and the JSX elements that take or make an id. The generator gives ids in passes, and
// so does this module, in the same order, because each pass counts repeats its own way:
// 1. markdown headings of levels 1-4 get the slug of their text, repeats counted (`-2`, `-3`); tabs get the slug of
//    their title (own count, skipping explicit tab ids); accordions and views get `componentSlug` of their title,
//    repeats `-1`, `-2`;
// 2. the table of contents, in document order, takes those headings, `<h1>`-`<h4>` and `<Heading>` elements, an
//    `<Update label>` and a `<Step>` whose title size (its own or its `<Steps>`'s) is h2/h3 and that has no
//    `noAnchor`; an explicit `id` wins over the title; all share one dedupe. Headings inside Accordion,
//    AccordionGroup, Expandable, Update, Prompt or a Visibility hidden from readers stay out of it (they keep the
//    id of pass 1). The rendered id is the cleaned form (`renderedId`);
// 3. `<ParamField>`, `<Param>`, `<ResponseField>` get `param-<name>` (repeats `-1`, `-2`) unless they have an `id`;
// and any other element with an `id` renders it as written, except components that drop it (`<Note>`, `<Card>`,
// `<Expandable>` …) and those that clean it (`Heading`, `Step`, `Update`). A page with `mode: custom` or `frame`
// gives its markdown headings and `<h1>`-`<h4>` no id. docs/pages.md "Slug rules" has each rule.
import type { ParsedPage } from './pageModel';
import { componentSlug, headingSlug, idDeduper, paramFieldId, renderedId, slugCounter } from './slugs';

/** An attribute value: the string, `true` for a bare attribute, or the source of a `{…}` expression. */
export type AttributeValue = string | true | { expression: string };

/** A markdown heading (name `#`) or a JSX element that may carry an id (see `mayCarryId`), in document order. */
export interface AnchorSource {
  name: string;
  /** For a markdown heading: its level. */
  depth?: number;
  /** A flow (block) element, or a heading: the generator's id passes look at those only. */
  flow: boolean;
  attributes: ReadonlyMap<string, AttributeValue>;
  /** Inside a component whose headings the table of contents leaves out. */
  excluded: boolean;
  /** For a `<Step>` directly inside `<Steps titleSize="…">`: that size. */
  size?: string;
  /** For headings, `<h1>`-`<h4>` and `<Heading>`: the text. */
  text?: string;
  /** For headings (and `{#id}` headings, which the generator turns into `<hN id>`): the index in the page's list. */
  index?: number;
}

export const NO_ATTRIBUTES: ReadonlyMap<string, AttributeValue> = new Map();

/** Components that do not pass an `id` on to the page. */
const DROPS_ID = new Set(
  'Info Warning Note Tip Check Danger Callout Card CardGroup Tabs Steps AccordionGroup CodeGroup Columns Column Frame Panel Popup Prompt Expandable RequestExample ResponseExample CustomCode CustomComponent DynamicCustomComponent GitHub Github Icon Latex Mermaid SnippetGroup Tile Tooltip Tree FileTree Variation Visibility MDX Badge Color ZoomImage'.split(
    ' ',
  ),
);
/** Components that clean their `id` like a heading's. */
const CLEANS_ID = new Set(['Heading', 'Step', 'Update']);
const PARAM_FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);
/** Elements whose ids come from their own passes (tabs, accordions, views, parameter fields). */
const OWN_PASS = new Set(['Tab', 'Accordion', 'View', ...PARAM_FIELDS]);
const TOC_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/** Elements the id passes read besides any element with an `id` (and `<a name>`). */
const ID_MAKERS = new Set([...OWN_PASS, ...TOC_HEADINGS, 'Step', 'Update', 'Heading']);

/** Whether a reader must record this element as an anchor source. */
export function mayCarryId(name: string, attributes: ReadonlyMap<string, AttributeValue>): boolean {
  return ID_MAKERS.has(name) || attributes.has('id') || (name === 'a' && attributes.has('name'));
}

/** Whether headings inside this element stay out of the table of contents. */
export function excludesHeadings(name: string, attributes: ReadonlyMap<string, AttributeValue>): boolean {
  if (
    name === 'Accordion' ||
    name === 'AccordionGroup' ||
    name === 'Expandable' ||
    name === 'Update' ||
    name === 'Prompt'
  )
    return true;
  if (name !== 'Visibility') return false;
  // Shown to readers for `for="humans"` (also as a quoted `{…}` literal) or a value known only at run time; hidden
  // otherwise, also without `for`.
  const audience = attributes.get('for');
  if (typeof audience === 'object') {
    const quoted = /^\s*(["'`])(.*)\1\s*$/s.exec(audience.expression);
    return quoted !== null && !quoted[2].includes('${') && quoted[2] !== 'humans';
  }
  return audience !== 'humans';
}

/** `mode: custom` / `mode: frame` in the front matter: markdown headings get no id. */
export function headingIdsOff(frontMatterYaml: string | undefined): boolean {
  return (
    frontMatterYaml !== undefined && /^mode[ \t]*:[ \t]*(["']?)(custom|frame)\1[ \t]*(#.*)?$/m.test(frontMatterYaml)
  );
}

/** A `title` attribute as the page shows it: its markdown read as text (`` `x` `` -> `x`, `**b**` -> `b`). Code and
 * emphasis marks are dropped (a lone `*` or backtick would stay in the text, but they separate words in a slug
 * either way). */
export function titleText(value: string): string {
  return value.replace(/[`*]/g, '').replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** Sets the ids of the page's headings and adds every rendered id to its anchors. */
export function resolveAnchors(page: ParsedPage, sources: readonly AnchorSource[], idsOff: boolean): void {
  if (sources.length === 0) return;
  /** Records a rendered id (and the heading's, for a heading). */
  const add = (id: string, index?: number) => {
    if (index !== undefined) page.headings[index].id = id;
    if (id) page.anchors.add(id);
  };
  const get = (source: AnchorSource, name: string) => {
    const value = source.attributes.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  // Explicit ids of tabs, and of parameter fields, which generated ones skip.
  const tabIds = new Set<string>();
  const fieldIds = new Set<string>();
  let ownPass = false;
  for (const source of sources) {
    if (!source.flow || !OWN_PASS.has(source.name)) continue;
    ownPass = true;
    const id = get(source, 'id');
    if (!id) continue;
    if (source.name === 'Tab') tabIds.add(id);
    else if (PARAM_FIELDS.has(source.name)) fieldIds.add(id);
    add(id);
  }

  // Pass 1: heading slugs; tab, accordion and view ids.
  const headingCount = slugCounter();
  const tabCount = ownPass ? slugCounter() : headingCount;
  const titleCounts = new Map<string, number>();
  /** The pass-1 id of each markdown heading, by its index. */
  const firstIds: (string | undefined)[] = [];
  for (const source of sources) {
    const { name } = source;
    if (name === '#') {
      if (source.depth! <= 4 && !idsOff) firstIds[source.index!] = headingCount(headingSlug(source.text!));
      continue;
    }
    const title = source.flow && OWN_PASS.has(name) && !source.attributes.has('id') ? get(source, 'title') : undefined;
    if (!title) continue;
    if (name === 'Tab') {
      const base = headingSlug(titleText(title));
      let slug = tabCount(base);
      while (tabIds.has(slug)) slug = tabCount(base);
      tabIds.add(slug);
      add(slug);
    } else if (name === 'Accordion' || name === 'View') {
      const base = componentSlug(name === 'View' ? title : titleText(title));
      const count = titleCounts.get(name + base) ?? 0;
      titleCounts.set(name + base, count + 1);
      add(count > 0 ? `${base}-${count}` : base);
    }
  }

  // Pass 2: the table of contents, and ids as written.
  const dedupe = idDeduper();
  const toc = (explicit: string | undefined, title: string) =>
    renderedId(dedupe((explicit && renderedId(explicit)) || headingSlug(title)));
  for (const source of sources) {
    const { name, excluded } = source;
    const id = get(source, 'id');
    if (name === '#') {
      const first = firstIds[source.index!];
      if (first !== undefined) add(excluded ? renderedId(first) : toc(first, source.text!), source.index);
    } else if (!source.flow) {
      if (id && !DROPS_ID.has(name)) add(id);
    } else if (
      !excluded &&
      (TOC_HEADINGS.has(name)
        ? !idsOff
        : name === 'Heading' ||
          (name === 'Update' && source.attributes.has('label')) ||
          (name === 'Step' && anchoredStep(source, get)))
    ) {
      add(
        toc(
          id,
          name === 'Update'
            ? (get(source, 'label') ?? '')
            : name === 'Step'
              ? titleText(get(source, 'title') ?? '')
              : (source.text ?? ''),
        ),
        source.index,
      );
    } else if (id && !DROPS_ID.has(name) && !OWN_PASS.has(name)) {
      add(CLEANS_ID.has(name) ? renderedId(id) : id, source.index);
    }
    if (name === 'a') add(get(source, 'name') ?? '');
  }

  // Pass 3: parameter fields without an id: `param-<name>`, repeats numbered, skipping ids already taken.
  if (!ownPass) return;
  const fieldCounts = new Map<string, number>();
  for (const source of sources) {
    if (!source.flow || !PARAM_FIELDS.has(source.name) || source.attributes.has('id')) continue;
    const field =
      source.name === 'ResponseField'
        ? get(source, 'name')
        : ['query', 'path', 'body', 'header'].map((key) => get(source, key)).find((value) => value);
    if (!field) continue;
    const base = paramFieldId(field, 0);
    let count = fieldCounts.get(base) ?? 0;
    let id;
    while (fieldIds.has((id = paramFieldId(field, count)))) count++;
    fieldCounts.set(base, count + 1);
    fieldIds.add(id);
    add(id);
  }
}

/** A `<Step>` is in the table of contents with title size h2/h3 (its own or its `<Steps>`'s), no `noAnchor` and a title. */
function anchoredStep(source: AnchorSource, get: (source: AnchorSource, name: string) => string | undefined): boolean {
  const noAnchor = source.attributes.get('noAnchor');
  const size = get(source, 'titleSize') ?? source.size;
  if (noAnchor === true || noAnchor === 'true' || (typeof noAnchor === 'object' && noAnchor.expression === 'true'))
    return false;
  return (size === 'h2' || size === 'h3') && titleText(get(source, 'title') ?? '').trim() !== '';
}
