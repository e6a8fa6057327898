// Upgrade a legacy mint.json to docs.json: a pure function from the mint.json text (or its parsed value) to the
// proposed docs.json text and a report of what was carried, what was not, and what docs.json needed that mint.json
// did not say. No file is read or written here: the CLI (`docsite upgrade`) and the editor's preview both call this.
import { findNodeAtLocation } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { readJsonText } from '../json/jsonText';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_THEME, FIELD_HANDLERS, NAVIGATION_FIELDS, type Sections } from './fields';
import { NavigationUpgrade } from './navigation';
import { ReportBuilder, type SourcePosition, type UpgradeReport } from './report';
import { isObject, isString, type JsonObject } from './values';

export const DOCS_JSON_SCHEMA_URL = 'https://mintlify.com/docs.json';

/** Top-level keys of the written docs.json, in this order (the order the generator's documentation uses). */
const OUTPUT_ORDER = [
  '$schema',
  'theme',
  'name',
  'colors',
  'logo',
  'favicon',
  'fonts',
  'appearance',
  'background',
  'styling',
  'navbar',
  'navigation',
  'footer',
  'search',
  'seo',
  'api',
  'integrations',
  'redirects',
];

export type UpgradeResult =
  | { ok: true; docsJson: JsonObject; text: string; report: UpgradeReport }
  | { ok: false; error: string; at?: SourcePosition };

/** Upgrades mint.json text. Refuses text that does not parse: a guess at a broken file would lose what it meant. */
export function upgradeMintJson(text: string): UpgradeResult {
  const document = TextDocument.create('untitled:mint.json', 'json', 0, text);
  const parsed = readJsonText(text);
  if (parsed.lexical.tooLarge || parsed.lexical.tooManyAt !== undefined)
    return { ok: false, error: 'mint.json is too large to upgrade' };
  if (parsed.lexical.tooDeepAt !== undefined)
    return {
      ok: false,
      error: 'mint.json is nested too deeply to upgrade',
      at: document.positionAt(parsed.lexical.tooDeepAt),
    };
  if (parsed.parseErrors.length) {
    return {
      ok: false,
      error: 'mint.json has JSON syntax errors: fix them first (`docsite check` lists them)',
      at: document.positionAt(parsed.parseErrors[0].offset),
    };
  }
  const result = upgradeMintConfig(parsed.value);
  if (!result.ok) return result;
  if (parsed.lexical.comments.length) {
    result.report.notCarried.unshift({
      from: 'comments',
      path: [],
      reason: 'docs.json is written as plain JSON: the comments in mint.json are not carried',
    });
  }
  // Point each report entry at its place in mint.json (the key of a property, else the value).
  for (const entry of [...result.report.carried, ...result.report.notCarried]) {
    if (!entry.path.length || !parsed.root) continue;
    const node = findNodeAtLocation(parsed.root, entry.path);
    if (!node) continue;
    const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    entry.at = document.positionAt((key ?? node).offset);
  }
  // In mint.json's order, so the report reads alongside the file (entries without a place keep theirs, at the end).
  const byPlace = (a: { at?: SourcePosition }, b: { at?: SourcePosition }) =>
    a.at && b.at ? a.at.line - b.at.line || a.at.character - b.at.character : a.at ? -1 : b.at ? 1 : 0;
  result.report.carried.sort(byPlace);
  result.report.notCarried.sort(byPlace);
  return result;
}

/** Upgrades a parsed mint.json value. */
export function upgradeMintConfig(config: unknown): UpgradeResult {
  if (!isObject(config)) return { ok: false, error: 'mint.json does not hold a JSON object' };
  const builder = new ReportBuilder();
  const out: Sections = {};
  for (const [field, handle] of Object.entries(FIELD_HANDLERS)) {
    if (Object.prototype.hasOwnProperty.call(config, field)) handle(config[field], { config, out, report: builder });
  }
  const navigation = new NavigationUpgrade(config, builder);
  out.navigation = navigation.build();
  builder.report.pages = navigation.pageCounts();
  for (const key of Object.keys(config)) {
    if (!(key in FIELD_HANDLERS) && !NAVIGATION_FIELDS.includes(key)) builder.dropped([key], 'not a mint.json field');
  }
  // Every field of the source is in the report, even one with nothing in it to carry (an empty list or object).
  const reported = new Set([...builder.report.carried, ...builder.report.notCarried].map((entry) => entry.path[0]));
  for (const key of Object.keys(config))
    if (!reported.has(key))
      builder.dropped([key], isEmpty(config[key]) ? 'empty: nothing to carry' : 'nothing in it could be carried');
  fillRequired(config, out, builder);
  const docsJson: JsonObject = {};
  for (const key of OUTPUT_ORDER) if (out[key] !== undefined) docsJson[key] = out[key];
  for (const key of Object.keys(out)) if (!(key in docsJson)) docsJson[key] = out[key];
  return { ok: true, docsJson, text: JSON.stringify(docsJson, null, 2) + '\n', report: builder.report };
}

function isEmpty(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);
}

/** What docs.json requires and mint.json may not have said. */
function fillRequired(config: JsonObject, out: Sections, report: ReportBuilder): void {
  out.$schema = DOCS_JSON_SCHEMA_URL;
  if (out.theme === undefined) {
    out.theme = DEFAULT_THEME;
    report.added('theme', `docs.json requires a theme; \`${DEFAULT_THEME}\` is the generator's default look`);
  }
  const colors = isObject(out.colors) ? out.colors : (out.colors = {});
  if (!isString(colors.primary)) {
    colors.primary = DEFAULT_PRIMARY_COLOR;
    report.added(
      'colors.primary',
      `docs.json requires a primary colour and mint.json set none: ${DEFAULT_PRIMARY_COLOR} is the colour sites without one were shown in`,
    );
  }
  if (config.name === undefined)
    report.dropped(['name'], 'mint.json has no `name`, which docs.json requires too: add one');
}
