// Checks of docs.json that the schema cannot say clearly: `$ref` problems, legacy mint.json keys (with what replaces
// them), and the navigation's shape (one root kind; one kind of child per level; the mint.json array shape).
import type { ErrorObject } from 'ajv';
import type { Node } from 'jsonc-parser';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { keyOfValue, propertyKeyNode } from '../../json/nodes';
import { DOCS_SCHEMA, objectSchemaAtPath } from './schema';
import type { Located, NavItem, SiteModel } from './model';
import type { DiagnosticSink } from '../../diagnostics/siteDiagnostics';

/** The navigation's root kinds, in the order messages list them. */
export const ROOT_KINDS = [
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
  'products',
] as const;

/** mint.json keys and what docs.json has instead ('' when nothing: the setting is gone). */
export const LEGACY_KEYS: Readonly<Record<string, string>> = {
  topbarCtaButton: 'navbar.primary',
  topbarLinks: 'navbar.links',
  modeToggle: 'appearance',
  backgroundImage: 'background.image',
  openapi: 'api.openapi',
  footerSocials: 'footer.socials',
  anchors: 'navigation.anchors (or navigation.global.anchors for links on every page)',
  tabs: 'navigation.tabs',
  versions: 'navigation.versions',
  topAnchor: '',
  analytics: 'integrations',
  font: 'fonts',
  layout: '',
  sidebar: '',
  rounded: '',
  feedback: '',
  search: 'search',
};

/** Legacy keys inside objects: `colors.anchors` and friends. */
const LEGACY_NESTED: Readonly<Record<string, Record<string, string>>> = {
  colors: { anchors: '', background: 'background.color', ultraLight: '', ultraDark: '' },
  api: { auth: 'api.mdx.auth', baseUrl: 'api.mdx.server', maintainOrder: '' },
};

const LIST_LABEL: Readonly<Record<string, string>> = {
  navigation: 'navigation',
  global: 'navigation.global',
  tab: 'a tab',
  anchor: 'an anchor',
  dropdown: 'a dropdown',
  product: 'a product',
  version: 'a version',
  language: 'a language',
  item: 'a menu item',
  group: 'a group',
};

/** Problems met while following `$ref`s (the model records them as it reads the files). */
export function refDiagnostics(model: SiteModel, sink: DiagnosticSink): void {
  for (const problem of model.refProblems) {
    sink.add(
      problem.file,
      makeDiagnostic(problem.file.textDocument, problem.node, DiagnosticSeverity.Error, problem.code, problem.message),
    );
  }
}

export function legacyKeyDiagnostics(model: SiteModel, sink: DiagnosticSink): void {
  const root = model.main.doc.root;
  const report = (at: Located, key: string, path: string, replacement: string, parent?: string) => {
    // In an object the generator's validator holds strict (`colors`), the old key fails the whole config.
    const rejected = parent !== undefined && objectSchemaAtPath([parent], DOCS_SCHEMA)?.['x-strict'] === true;
    const outcome = `the generator rejects the config over it ("${parent}" is strict)`;
    const message = replacement
      ? `"${path}" is the mint.json name: docs.json reads "${replacement}" instead, and ${rejected ? outcome : `ignores "${key}"`}.`
      : rejected
        ? `"${path}" is a mint.json setting with no docs.json counterpart: ${outcome}.`
        : `"${path}" is a mint.json setting with no docs.json counterpart: the generator ignores it here.`;
    sink.add(
      at.file,
      makeDiagnostic(
        at.file.textDocument,
        at.node,
        rejected ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
        'legacy-key',
        message,
      ),
    );
  };
  for (const key of Object.keys(LEGACY_KEYS)) {
    if (key === 'search') continue; // the same name in both formats
    const keyNode = propertyKeyNode(root, key);
    if (keyNode) report({ node: keyNode, file: model.main }, key, key, LEGACY_KEYS[key]);
  }
  for (const [parent, keys] of Object.entries(LEGACY_NESTED)) {
    for (const [key, replacement] of Object.entries(keys)) {
      const value = model.locate([parent, key]);
      const keyNode = value && keyOfValue(value.node);
      if (value && keyNode) report({ node: keyNode, file: value.file }, key, `${parent}.${key}`, replacement, parent);
    }
  }
}

/** Drops the schema's errors that the checks here report better, and those inside a root kind of the navigation
 * that the generator ignores (with two root kinds it keeps the first valid one, in ROOT_KINDS order). */
export function docsSchemaErrorFilter(
  model: SiteModel,
): (errors: readonly ErrorObject[]) => (error: ErrorObject, at: Located) => boolean {
  return (errors) => {
    const ignored = ignoredRootKinds(model, errors);
    const inIgnored = (path: string) =>
      ignored.some((kind) => path === `/navigation/${kind}` || path.startsWith(`/navigation/${kind}/`));
    const filter = basicFilter(model);
    return (error, at) => inIgnored(error.instancePath) || filter(error, at);
  };
}

/** With several root kinds, all but the one the generator keeps. */
export function ignoredRootKinds(model: SiteModel, errors: readonly ErrorObject[]): string[] {
  const present = (model.navigation?.lists ?? []).map((l) => l.key);
  if (present.length < 2) return [];
  const ordered = ROOT_KINDS.filter((k) => present.includes(k));
  const valid = ordered.find(
    (kind) =>
      !errors.some(
        (e) => e.instancePath === `/navigation/${kind}` || e.instancePath.startsWith(`/navigation/${kind}/`),
      ),
  );
  const kept = valid ?? ordered[0];
  return present.filter((k) => k !== kept);
}

function basicFilter(model: SiteModel): (error: ErrorObject, at: Located) => boolean {
  const navigation = model.locate(['navigation']);
  return (error, at) => {
    if (error.keyword === 'additionalProperties') {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      if (error.instancePath === '' && key in LEGACY_KEYS) return true;
      const parent = error.instancePath.slice(1);
      if (LEGACY_NESTED[parent] && key in LEGACY_NESTED[parent]) return true;
    }
    // A navigation of the wrong JSON type gets the shape message instead of "expected object".
    return error.keyword === 'type' && navigation !== undefined && at.node === navigation.node;
  };
}

export function navigationShapeDiagnostics(model: SiteModel, sink: DiagnosticSink): void {
  const navigation = model.locate(['navigation']);
  if (!navigation) return;
  const kinds = ROOT_KINDS.map((k) => `"${k}"`).join(', ');
  const at = keyOfValue(navigation.node) ?? navigation.node;
  const report = (severity: DiagnosticSeverity, where: Located, node: Node, message: string) =>
    sink.add(where.file, makeDiagnostic(where.file.textDocument, node, severity, 'navigation-shape', message));
  const error = (where: Located, node: Node, message: string) => report(DiagnosticSeverity.Error, where, node, message);
  if (navigation.node.type === 'array') {
    error(
      navigation,
      at,
      `"navigation" needs one of ${kinds}; found an array: this is the mint.json shape. In docs.json, write {"groups": [...]} around these groups (or upgrade the whole config).`,
    );
    return;
  }
  if (navigation.node.type !== 'object' || !model.navigation) {
    error(navigation, at, `"navigation" must be an object with one of ${kinds}.`);
    return;
  }
  const rootLists = model.navigation.lists;
  if (rootLists.length === 0) error(navigation, at, `"navigation" needs one of ${kinds}.`);
  for (const item of [model.navigation, ...model.navItems]) {
    if (item.kind === 'global') continue;
    const lists = item.lists;
    if (lists.length > 1) {
      const what = LIST_LABEL[item.kind] ?? 'this item';
      const names = lists.map((l) => `"${l.key}"`);
      // The generator accepts such a config but reads only one of the lists: a warning on each one it drops.
      const message =
        item.kind === 'navigation'
          ? `"navigation" takes exactly one root kind, not ${names.join(' and ')}: the generator reads one and ignores the others. Keep one and nest the others inside it.`
          : `${capitalize(what)} holds ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}, not both: each level holds one kind of child, and the generator ignores the others.`;
      for (const extra of lists.slice(1))
        report(DiagnosticSeverity.Warning, { node: extra.keyNode, file: extra.file }, extra.keyNode, message);
    }
    emptyItem(item, sink);
    generatedTab(item, sink);
  }
}

/** What a tab may hold beside `sdk` or `graphql`: the generator reads such a tab with a strict shape. */
const GENERATED_TAB_KEYS = new Set([
  'tab',
  'icon',
  'hidden',
  'searchable',
  'align',
  'directory',
  'groups',
  '$ref',
  'sdk',
  'graphql',
]);

/** A tab generated from an SDK's or a GraphQL schema's output holds only its own settings and groups: anything else
 * makes the generator reject a root tab. (Deeper, inside a version, product…, it empties that entry instead; not
 * reported.) */
function generatedTab(item: NavItem, sink: DiagnosticSink): void {
  if (
    item.kind !== 'tab' ||
    item.parent?.kind !== 'navigation' ||
    !['sdk', 'graphql'].some((k) => propertyKeyNode(item.node, k))
  )
    return;
  for (const property of item.node.children ?? []) {
    const key = property.children?.[0];
    if (key && !GENERATED_TAB_KEYS.has(String(key.value)))
      sink.add(
        item.file,
        makeDiagnostic(
          item.file.textDocument,
          key,
          DiagnosticSeverity.Error,
          'navigation-shape',
          `A tab with "sdk" or "graphql" takes only "groups" and its own settings: the generator rejects "${String(key.value)}".`,
        ),
      );
  }
}

/** A tab, anchor, dropdown… with nothing to show: no pages, no nested lists, no link, no API document. */
function emptyItem(item: NavItem, sink: DiagnosticSink): void {
  if (
    item.kind === 'navigation' ||
    item.kind === 'group' ||
    item.lists.length ||
    item.href !== undefined ||
    item.openapi.length
  )
    return;
  if (item.node.type !== 'object') return;
  // Pages generated from an AsyncAPI document, an SDK's documentation output or a GraphQL schema.
  if (['asyncapi', 'sdk', 'graphql'].some((key) => propertyKeyNode(item.node, key))) return;
  const where = item.labelNode ?? item.node;
  const what = LIST_LABEL[item.kind] ?? 'this item';
  sink.add(
    item.file,
    makeDiagnostic(
      item.file.textDocument,
      item.labelNode ? where : { offset: item.node.offset, length: 1 },
      DiagnosticSeverity.Warning,
      'navigation-empty',
      `${capitalize(what)} with no pages, groups, "href" or "openapi": it would show nothing.`,
    ),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
