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
// gives its markdown headings and `<h1>`-`<h4>` no id.
import type { ParsedPage } from './pageModel';
import { componentSlug, headingSlug, idDeduper, paramFieldId, renderedId, slugCounter } from './slugs';

/** A markdown heading, found at `index` of the page's headings. */
export interface HeadingSource {
  kind: 'heading';
  index: number;
  depth: number;
  text: string;
  /** Inside a component whose headings the table of contents leaves out. */
  excluded: boolean;
}

/** An attribute value: the string, `true` for a bare attribute, or the source of a `{…}` expression. */
export type AttributeValue = string | true | { expression: string };

/** A JSX element that may carry an id (see `mayCarryId`). */
export interface ElementSource {
  kind: 'element';
  name: string;
  /** A flow (block) element: the generator's id passes look at those only. */
  flow: boolean;
  attributes: ReadonlyMap<string, AttributeValue>;
  excluded: boolean;
  /** For a `<Step>` directly inside `<Steps titleSize="…">`: that size. */
  inheritedTitleSize?: string;
  /** For `<h1>`-`<h4>` and `<Heading>`: the text of its children. */
  text?: string;
  /** For an explicit `{#id}` heading (which the generator turns into `<hN id>`): its index in the page's headings. */
  headingIndex?: number;
}

export type AnchorSource = HeadingSource | ElementSource;

/** Components whose headings stay out of the table of contents. */
const EXCLUDING = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
/** Components that do not pass an `id` on to the page. */
const DROPS_ID = new Set(['Info', 'Warning', 'Note', 'Tip', 'Check', 'Danger', 'Callout', 'AccordionGroup', 'Card', 'CardGroup', 'Tabs', 'CodeGroup', 'Column', 'Columns', 'CustomCode', 'CustomComponent', 'DynamicCustomComponent', 'Expandable', 'Frame', 'GitHub', 'Github', 'Icon', 'Latex', 'Mermaid', 'Panel', 'Popup', 'Prompt', 'RequestExample', 'ResponseExample', 'SnippetGroup', 'Steps', 'Tile', 'Tooltip', 'Tree', 'FileTree', 'Variation', 'Visibility', 'MDX', 'Badge', 'Color', 'ZoomImage']);
/** Components that clean their `id` like a heading's. */
const CLEANS_ID = new Set(['Heading', 'Step', 'Update']);
const PARAM_FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);
const PARAM_KEYS = ['query', 'path', 'body', 'header'];
const TOC_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/** Elements the id passes read besides any element with an `id` (and `<a name>`). */
const ID_MAKERS = new Set(['Tab', 'Accordion', 'View', 'Step', 'Update', 'Heading', 'h1', 'h2', 'h3', 'h4', 'ParamField', 'Param', 'ResponseField']);

/** Whether a reader must record this element as an anchor source. */
export function mayCarryId(name: string, attributes: ReadonlyMap<string, AttributeValue>): boolean {
  return ID_MAKERS.has(name) || attributes.has('id') || (name === 'a' && attributes.has('name'));
}

/** Whether headings inside this element stay out of the table of contents. */
export function excludesHeadings(name: string, attributes: ReadonlyMap<string, AttributeValue>): boolean {
  if (EXCLUDING.has(name)) return true;
  if (name !== 'Visibility') return false;
  // Shown to readers only for `for="humans"` or a value known only at run time; hidden otherwise (also without `for`).
  const audience = attributes.get('for');
  if (typeof audience === 'string') return audience !== 'humans';
  if (audience === undefined || audience === true) return true;
  const quoted = /^\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1\s*$/.exec(audience.expression);
  if (!quoted || (quoted[1] === '`' && quoted[2].includes('${'))) return false;
  return quoted[2] !== 'humans';
}

/** `mode: custom` / `mode: frame` in the front matter: markdown headings get no id. */
export function headingIdsOff(frontMatterYaml: string | undefined): boolean {
  return frontMatterYaml !== undefined && /^mode[ \t]*:[ \t]*(["']?)(custom|frame)\1[ \t]*(#.*)?$/m.test(frontMatterYaml);
}

/** A `title` attribute as the page shows it: its markdown read as text (`` `x` `` -> `x`, `**b**` -> `b`). */
export function titleText(value: string): string {
  if (!/[`*_~[\\&<\n]/.test(value)) return value;
  return value
    .replace(/\n/g, ' ')
    .replace(/(`+)(.+?)\1/g, (_m, _ticks: string, code: string) => (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') ? code.slice(1, -1) : code))
    .replace(/(\*\*|__|~~)(?=\S)(.*?\S)\1/g, '$2')
    .replace(/(\*|~)(?=\S)(.*?\S)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])_(?=\S)(.*?\S)_(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

function stringAttribute(source: ElementSource, name: string): string | undefined {
  const value = source.attributes.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Sets the ids of the page's headings and adds every rendered id to its anchors. */
export function resolveAnchors(page: ParsedPage, sources: readonly AnchorSource[], idsOff: boolean): void {
  const anchors = page.anchors;
  // Pass 1: heading slugs, tab, accordion and view ids.
  const headingCount = slugCounter();
  const firstIds = new Map<number, string>();
  for (const source of sources) if (source.kind === 'heading' && source.depth <= 4 && !idsOff) firstIds.set(source.index, headingCount(headingSlug(source.text)));
  tabIds(sources, anchors);
  componentIds(sources, 'Accordion', true, anchors);
  componentIds(sources, 'View', false, anchors);

  // Pass 2: the table of contents.
  const dedupe = idDeduper();
  const tocId = (explicit: string | undefined, title: string) => renderedId(dedupe((explicit && renderedId(explicit)) || headingSlug(title)));
  /** Records a rendered id (and the heading's, when the source is one). */
  const setHeading = (index: number | undefined, id: string) => {
    if (index !== undefined) page.headings[index].id = id;
    if (id !== '') anchors.add(id);
  };
  for (const source of sources) {
    if (source.kind === 'heading') {
      const first = firstIds.get(source.index);
      if (first === undefined) continue;
      setHeading(source.index, source.excluded ? renderedId(first) : tocId(first, source.text));
      continue;
    }
    const { name } = source;
    const id = stringAttribute(source, 'id');
    if (!source.flow) {
      if (id && !DROPS_ID.has(name)) anchors.add(id);
      else if (name === 'a' && stringAttribute(source, 'name')) anchors.add(stringAttribute(source, 'name')!);
      continue;
    }
    if (TOC_HEADINGS.has(name) && !idsOff && !source.excluded) {
      setHeading(source.headingIndex, tocId(id, source.text ?? ''));
    } else if (name === 'Heading' && !source.excluded) {
      setHeading(source.headingIndex, tocId(id, source.text ?? ''));
    } else if (name === 'Update' && source.attributes.has('label') && !source.excluded) {
      setHeading(undefined, tocId(id, stringAttribute(source, 'label') ?? ''));
    } else if (name === 'Step' && isAnchoredStep(source)) {
      setHeading(undefined, tocId(id, titleText(stringAttribute(source, 'title') ?? '')));
    } else if (name === 'Tab' || name === 'Accordion' || name === 'View' || PARAM_FIELDS.has(name)) {
      continue; // their own passes
    } else if (id) {
      if (!DROPS_ID.has(name)) setHeading(source.headingIndex, CLEANS_ID.has(name) ? renderedId(id) : id);
    } else if (name === 'a' && stringAttribute(source, 'name')) anchors.add(stringAttribute(source, 'name')!);
  }
  paramFieldIds(sources, anchors);
}

function isAnchoredStep(source: ElementSource): boolean {
  if (source.excluded) return false;
  const noAnchor = source.attributes.get('noAnchor');
  if (noAnchor === true || noAnchor === 'true' || (typeof noAnchor === 'object' && noAnchor.expression.trim() === 'true')) return false;
  const size = stringAttribute(source, 'titleSize') ?? source.inheritedTitleSize;
  return (size === 'h2' || size === 'h3') && titleText(stringAttribute(source, 'title') ?? '').trim() !== '';
}

/** Tabs: an explicit id as written, else the slug of the title (percent-encoded form, as the page keeps it). */
function tabIds(sources: readonly AnchorSource[], anchors: Set<string>): void {
  const taken = new Set<string>();
  let tabs = 0;
  for (const source of sources) {
    if (source.kind !== 'element' || source.name !== 'Tab' || !source.flow) continue;
    tabs++;
    const id = stringAttribute(source, 'id');
    if (id) taken.add(id);
  }
  if (tabs === 0) return;
  const count = slugCounter();
  for (const source of sources) {
    if (source.kind !== 'element' || source.name !== 'Tab' || !source.flow) continue;
    const id = source.attributes.get('id');
    if (typeof id === 'string' && id) {
      anchors.add(id);
      continue;
    }
    const title = stringAttribute(source, 'title');
    if (id !== undefined || !title) continue;
    const base = headingSlug(titleText(title));
    let slug = count(base);
    while (taken.has(slug)) slug = count(base);
    taken.add(slug);
    if (slug) anchors.add(slug);
  }
}

/** Accordions and views: an explicit id, else the component slug of the title, repeats `-1`, `-2`. */
function componentIds(sources: readonly AnchorSource[], name: string, markdownTitle: boolean, anchors: Set<string>): void {
  const counts = new Map<string, number>();
  for (const source of sources) {
    if (source.kind !== 'element' || source.name !== name || !source.flow) continue;
    const id = source.attributes.get('id');
    if (typeof id === 'string' && id) anchors.add(id);
    const title = stringAttribute(source, 'title');
    if (id !== undefined || !title) continue;
    const base = componentSlug(markdownTitle ? titleText(title) : title);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    const made = count > 0 ? `${base}-${count}` : base;
    if (made) anchors.add(made); // an empty id renders no target
  }
}

/** Parameter and response fields: `param-<name>`, repeats suffixed, skipping ids other fields claim. */
function paramFieldIds(sources: readonly AnchorSource[], anchors: Set<string>): void {
  const claimed = new Set<string>();
  let fields = 0;
  for (const source of sources) {
    if (source.kind !== 'element' || !source.flow || !PARAM_FIELDS.has(source.name)) continue;
    fields++;
    const id = stringAttribute(source, 'id');
    if (id) {
      claimed.add(id);
      anchors.add(id);
    }
  }
  if (fields === 0) return;
  const counts = new Map<string, number>();
  for (const source of sources) {
    if (source.kind !== 'element' || !source.flow || !PARAM_FIELDS.has(source.name) || source.attributes.has('id')) continue;
    const name = source.name === 'ResponseField' ? stringAttribute(source, 'name') || undefined : PARAM_KEYS.map((key) => stringAttribute(source, key)).find((value) => value);
    if (!name) continue;
    const base = paramFieldId(name, 0);
    let count = counts.get(base) ?? 0;
    let id = paramFieldId(name, count);
    while (claimed.has(id)) id = paramFieldId(name, ++count);
    counts.set(base, count + 1);
    claimed.add(id);
    anchors.add(id);
  }
}
