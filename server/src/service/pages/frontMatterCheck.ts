// Front matter: the YAML block at the top of a page, parsed with the `yaml` library. Known keys get their type (and
// values) checked, unknown keys a warning with the nearest known key, malformed YAML one error on its line, and a
// team policy can require keys (`description` on every page).
import { isMap, isScalar, isSeq, type Node as YamlNode, type Pair, type Scalar } from 'yaml';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, makeDiagnostic } from '../diagnostics/diagnostics';
import { trimTrailingSlashes } from '../../../../shared/src/slashes';
import { FONT_AWESOME_STYLES } from '../config/features/iconLibraries';
import { UNKNOWN_ICON_CODE, unknownIconMessage } from '../config/features/icons';
import { didYouMean as closestMatch, didYouMeanIn } from '../diagnostics/suggest';
import { frontMatterText, type FrontMatterBlock } from './parsePage';
import { parseFrontMatterYaml } from './frontMatterYaml';
import type { FrontMatterContext } from './siteContext';

export type FrontMatterType = 'string' | 'boolean' | 'number' | 'string[]' | 'string|string[]' | 'groups' | 'any';

export interface FrontMatterKey {
  type: FrontMatterType;
  description: string;
  values?: readonly string[];
}

/** `iconType`: the Font Awesome styles the generator accepts. */
export const ICON_TYPES = FONT_AWESOME_STYLES;
export const PAGE_MODES = ['default', 'wide', 'custom', 'frame', 'center', 'assistant'] as const;

/** The keys the generator reads from a page's front matter. */
export const FRONT_MATTER_KEYS: Readonly<Record<string, FrontMatterKey>> = {
  title: { type: 'string', description: 'The page title, shown at the top of the page and in search results.' },
  description: { type: 'string', description: "A summary under the title; also the page's meta description." },
  sidebarTitle: { type: 'string', description: 'A shorter title for the navigation sidebar.' },
  icon: {
    type: 'string',
    description: "An icon of the site's icon library (or a URL / path to an image) shown beside the sidebar title.",
  },
  iconType: { type: 'string', description: 'The Font Awesome style of the icon.', values: ICON_TYPES },
  mode: {
    type: 'string',
    description:
      'Page layout: `default`, `wide` (no table of contents), `custom` (blank canvas), `frame`, `center`, `assistant`.',
    values: PAGE_MODES,
  },
  tag: { type: 'string', description: 'A small label beside the title in the sidebar (e.g. `NEW`).' },
  hidden: { type: 'boolean', description: 'Builds the page but keeps it out of the navigation.' },
  noindex: { type: 'boolean', description: 'Keeps the page out of search engines and the site search.' },
  keywords: { type: 'string[]', description: 'Extra search terms for the site search.' },
  api: { type: 'string', description: 'An API playground without OpenAPI: `"METHOD /path"` or `"METHOD https://…"`.' },
  openapi: {
    type: 'string',
    description:
      'The OpenAPI operation this page documents: `"METHOD /path"` (optionally prefixed with the OpenAPI file).',
  },
  'openapi-schema': { type: 'string', description: 'A schema of the OpenAPI document to show on this page.' },
  asyncapi: { type: 'string', description: 'The AsyncAPI channel this page documents.' },
  url: { type: 'string', description: 'Makes the sidebar entry an external link to this URL.' },
  deprecated: { type: 'boolean', description: 'Marks an API page as deprecated.' },
  version: { type: 'string', description: 'The version this page belongs to.' },
  groups: {
    type: 'groups',
    description:
      'User groups allowed to see the page: names, or `{includes, excludes}` rules; `[]` hides it from everyone.',
  },
  audience: { type: 'string|string[]', description: 'The audience(s) the page is for.' },
  lastUpdatedDate: { type: 'string', description: 'The "last updated" date shown, as quoted text.' },
  searchable: { type: 'boolean', description: '`false` keeps the page out of the site search.' },
  related: { type: 'any', description: 'Related pages: paths or `{"Title": "/path"}`; `false` for none.' },
  contextual: { type: 'any', description: "The page's own `contextual` menu (as in docs.json)." },
  sdk: { type: 'any', description: 'Set by the generator on SDK reference pages.' },
  public: { type: 'boolean', description: 'Shows the page to everyone on a site with authentication.' },
  playground: {
    type: 'string',
    description: 'The API playground: `interactive`, `simple` or `none`.',
    values: ['interactive', 'simple', 'none'],
  },
  authMethod: { type: 'string', description: 'The authentication method of this API page.' },
  contentType: { type: 'string', description: 'The request content type of this API page.' },
  canonical: { type: 'string', description: 'The canonical URL of the page.' },
  robots: { type: 'string', description: 'The robots meta tag.' },
  boost: { type: 'number', description: 'Search ranking boost of the page.' },
  rss: { type: 'boolean', description: "Publishes the page's `<Update>` entries as an RSS feed." },
  timestamp: { type: 'boolean', description: 'Shows or hides the "last modified" date on this page.' },
};

/** SEO meta tags pass through to the page head: `og:image`, `twitter:card`, `article:author` … */
const META_TAG_KEY = /^(og|twitter|article|fb|al):[A-Za-z0-9_:.-]+$/;

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'WEBHOOK']);

export function frontMatterDiagnostics(
  document: TextDocument,
  block: FrontMatterBlock | undefined,
  context: FrontMatterContext,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!block) {
    if (context.requiredKeys.length) {
      out.push(
        makeDiagnostic(
          document,
          { offset: 0, length: 0 },
          DiagnosticSeverity.Warning,
          'front-matter-required',
          `This page has no front matter; the site requires ${listKeys(context.requiredKeys)}.`,
        ),
      );
    }
    return out;
  }
  // Read as the generator reads it (frontMatterYaml.ts): offsets below are relative to the trimmed text.
  const yamlText = frontMatterText(block, document.getText());
  const parsed = parseFrontMatterYaml(yamlText);
  const base = block.offset + parsed.offset;
  const source = yamlText.slice(parsed.offset);
  if (parsed.error) {
    let { start, end } = parsed.error;
    // An unclosed quote is only noticed at the end of the block: point at the quote that opened it.
    const quote = /Missing closing (["'])quote/.exec(parsed.error.message)?.[1];
    if (quote) {
      start = source.lastIndexOf(quote, start - 1);
      end = start + 1;
    }
    const lineEnd = source.indexOf('\n', start);
    const length = Math.max(1, Math.min(Math.max(end, start + 1), lineEnd < 0 ? source.length : lineEnd) - start);
    const reason = parsed.error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    out.push(
      makeDiagnostic(
        document,
        { offset: base + Math.max(0, start), length },
        DiagnosticSeverity.Error,
        'front-matter-syntax',
        `Front matter is not valid YAML: ${reason}.`,
      ),
    );
    return out;
  }
  const yaml = parsed.document;
  const contents = yaml?.contents ?? null;
  if (contents === null || (isScalar(contents) && (contents.value === null || contents.value === ''))) {
    if (context.requiredKeys.length)
      out.push(
        makeDiagnostic(
          document,
          { offset: block.offset, length: 0 },
          DiagnosticSeverity.Warning,
          'front-matter-required',
          `Front matter is empty; the site requires ${listKeys(context.requiredKeys)}.`,
        ),
      );
    return out;
  }
  if (!isMap(contents)) {
    out.push(
      makeDiagnostic(
        document,
        rangeOf(contents, base, block),
        DiagnosticSeverity.Error,
        'front-matter-type',
        'Front matter must be a list of `key: value` lines.',
      ),
    );
    return out;
  }
  const present = new Set<string>();
  for (const pair of contents.items as Pair<YamlNode, YamlNode>[]) {
    const keyNode = pair.key;
    const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
    if (key === undefined || !keyNode) continue;
    // `description:` with nothing after it is no description to the generator (the value is null), not a wrong type.
    const value = pair.value;
    const empty = value == null || (isScalar(value) && value.value === null);
    if (!empty) present.add(key);
    const keyRange = rangeOf(keyNode, base, block);
    const known = FRONT_MATTER_KEYS[key];
    if (!known) {
      if (META_TAG_KEY.test(key)) continue;
      const suggestion = closestMatch(key, Object.keys(FRONT_MATTER_KEYS));
      const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : '';
      out.push(
        makeDiagnostic(
          document,
          keyRange,
          DiagnosticSeverity.Warning,
          'front-matter-unknown-key',
          `Unknown front matter key \`${key}\`: the generator ignores it.${hint}`,
          suggestion ? { suggestion } : undefined,
        ),
      );
      continue;
    }
    if (empty) continue;
    const valueRange = rangeOf(value, base, block);
    const problem = typeProblem(known.type, value);
    if (problem) {
      out.push(
        makeDiagnostic(document, valueRange, DiagnosticSeverity.Error, 'front-matter-type', `\`${key}\` ${problem}.`),
      );
      continue;
    }
    if (!isScalar(value) || typeof value.value !== 'string') continue;
    const text = value.value;
    const valueProblem = checkValue(key, known, text, context);
    if (!valueProblem) continue;
    const diagnostic = makeDiagnostic(
      document,
      valueRange,
      valueProblem.severity,
      'front-matter-value',
      valueProblem.message,
      valueProblem.suggestion ? { suggestion: valueProblem.suggestion } : undefined,
    );
    if (valueProblem.code) diagnostic.code = valueProblem.code;
    out.push(diagnostic);
  }
  const missing = context.requiredKeys.filter((key) => !present.has(key));
  if (missing.length) {
    const fence = { offset: block.offset - 4 >= 0 ? block.offset - 4 : 0, length: 3 };
    out.push(
      makeDiagnostic(
        document,
        fence,
        DiagnosticSeverity.Warning,
        'front-matter-required',
        `Front matter lacks ${listKeys(missing)}, which the site requires on every page.`,
      ),
    );
  }
  return out;
}

function listKeys(keys: readonly string[]): string {
  return keys.map((k) => `\`${k}\``).join(keys.length === 2 ? ' and ' : ', ');
}

function typeProblem(type: FrontMatterType, value: YamlNode | null | undefined): string | undefined {
  const scalar = isScalar(value) ? (value as Scalar).value : undefined;
  switch (type) {
    case 'string':
      // Numbers and dates read as strings on the page (`title: 404`); only lists, maps and empties are wrong.
      return isScalar(value) && typeof scalar !== 'boolean' ? undefined : 'must be text';
    case 'boolean':
      return isScalar(value) && typeof scalar === 'boolean' ? undefined : 'must be `true` or `false`';
    case 'number':
      return isScalar(value) && typeof scalar === 'number' ? undefined : 'must be a number';
    case 'any':
      return undefined;
    case 'groups':
      return groupsProblem(value);
    case 'string[]':
    case 'string|string[]':
      if (
        isSeq(value) &&
        value.items.every((item) => isScalar(item) && item.value !== null && typeof item.value !== 'object')
      )
        return undefined;
      if (type === 'string|string[]' && isScalar(value) && typeof scalar === 'string') return undefined;
      return 'must be a list of text values (`[a, b]`)';
  }
}

/** `groups`: names, or `{includes, excludes}` rules, as the generator's validator takes them: not both kinds in one
 * list, rules of only those two keys, each a list of names, `includes` not empty, no `*` wildcard in `excludes`. */
function groupsProblem(value: YamlNode | null | undefined): string | undefined {
  const items = isSeq(value) ? (value.items as YamlNode[]) : [];
  const isName = (item: unknown) => isScalar(item) && typeof item.value === 'string' && item.value !== '';
  if (isSeq(value) && items.every(isName)) return undefined;
  const rules = items.every(
    (rule) =>
      isMap(rule) &&
      rule.items.every(({ key, value: list }) => {
        const name = isScalar(key) ? key.value : '';
        return (
          (name === 'includes' || name === 'excludes') &&
          isSeq(list) &&
          list.items.every(isName) &&
          (name === 'excludes' ? !list.items.some((n) => (n as Scalar).value === '*') : list.items.length > 0)
        );
      }),
  );
  return rules && items.length
    ? undefined
    : 'must list names, or `{includes, excludes}` rules (`includes` not empty, no `*` in `excludes`)';
}

interface ValueProblem {
  severity: DiagnosticSeverity;
  /** Unless `front-matter-value`. */
  code?: typeof UNKNOWN_ICON_CODE;
  message: string;
  suggestion?: string;
}

function checkValue(
  key: string,
  known: FrontMatterKey,
  text: string,
  context: FrontMatterContext,
): ValueProblem | undefined {
  if (known.values && !known.values.includes(text)) {
    const suggestion = closestMatch(text, known.values);
    return {
      severity: DiagnosticSeverity.Error,
      message: `\`${key}\` must be one of ${known.values.map((v) => `\`${v}\``).join(', ')}.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`,
      suggestion,
    };
  }
  if (key === 'icon' && context.iconNames && !/[/.:]/.test(text) && !context.iconNames.has(text)) {
    const suggestion = didYouMeanIn(text, context.iconNames);
    // The config's rule and wording: one unknown icon reads the same wherever it is written.
    return {
      severity: DiagnosticSeverity.Warning,
      code: UNKNOWN_ICON_CODE,
      message: unknownIconMessage(text, context.iconLibrary, suggestion),
      suggestion,
    };
  }
  if (key === 'openapi' || key === 'api') {
    const operation = parseOperation(text);
    if (!operation)
      return {
        severity: DiagnosticSeverity.Error,
        message: `\`${key}\` must be "METHOD /path" (for example "GET /users/{id}").`,
      };
    if (key !== 'openapi' || operation.path.startsWith('http')) return undefined;
    // `"spec.json GET /x"` names its document; otherwise any of the site's documents may hold the operation.
    const operations = operation.file ? context.openApiOperationsIn?.(operation.file) : context.openApiOperations;
    const wanted = `${operation.method} ${operation.path}`;
    if (
      operations &&
      !operations.has(wanted) &&
      !operations.has(`${operation.method} ${trimTrailingSlashes(operation.path) || '/'}`)
    ) {
      const closest = didYouMeanIn(wanted, operations);
      const suggestion = closest && (operation.file ? `${operation.file} ${closest}` : closest);
      const where = operation.file ? `"${operation.file}"` : "the site's OpenAPI documents";
      return {
        severity: DiagnosticSeverity.Error,
        message: `"${wanted}" is not an operation of ${where}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        suggestion,
      };
    }
  }
  return undefined;
}

/** "post /v1/users" or "openapi.json GET /users" -> { method: 'POST', path: '/v1/users' }. */
export function parseOperation(text: string): { file?: string; method: string; path: string } | undefined {
  const parts = text.trim().split(/\s+/);
  const [file, method, path] = parts.length === 3 ? parts : [undefined, parts[0], parts[1]];
  if (parts.length < 2 || parts.length > 3 || !method || !path) return undefined;
  const upper = method.toUpperCase();
  if (!HTTP_METHODS.has(upper)) return undefined;
  return { file, method: upper, path };
}

function rangeOf(node: YamlNode | Pair, base: number, block: FrontMatterBlock): { offset: number; length: number } {
  const range = (node as { range?: [number, number, number] }).range;
  if (!range) return { offset: block.offset, length: 0 };
  return { offset: base + range[0], length: Math.max(0, range[1] - range[0]) };
}
