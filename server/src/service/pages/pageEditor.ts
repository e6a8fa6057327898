// Editor help inside a page: completion of page paths and anchors in link targets and of front-matter keys and
// values; go to definition, document links and hover (the target page's title) on every internal link; quick fixes
// for the page diagnostics that carry a replacement.
import {
  CodeActionKind,
  CompletionItemKind,
  MarkupKind,
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type DocumentLink,
  type Hover,
  type LocationLink,
  type Position,
  type Range,
} from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { frontMatterTitle } from './frontMatterTitle';
import { MAX_PAGE_ITEMS, type PageList } from '../config/features/pageList';
import { pathToUri } from '../workspace/paths';
import {
  componentCompletions,
  componentDefinition,
  componentHover,
  deprecatedComponentFix,
  requiredPropFix,
  unknownPropFix,
  wrapActions,
} from './components/componentEditor';
import { FRONT_MATTER_KEYS } from './frontMatterCheck';
import { findFrontMatter, type PageLink, type ParsedPage } from './parsePage';
import { resolveLink, type LinkTarget } from './routing';
import type { PageSiteContext } from './siteContext';

/** Everything the editor help needs besides the page itself. */
export interface PageEditorSite extends PageSiteContext {
  /** Every page id of the site, searchable for completion. */
  pageList(): PageList;
  /** Another page's parse, for its headings (definition targets) and title. */
  parsedPage(path: string): ParsedPage | undefined;
  /** A workspace file's text (for the target's title). */
  readText(path: string): string | undefined;
}

const LINK_TARGET_BEFORE = /(?:\]\(\s*<?|\]:\s*<?|\b(?:href|src)\s*=\s*["'])([^\s"'()<>]*)$/;

/** The link target being typed at `offset`: its text so far and where it starts. */
function linkPrefixAt(text: string, offset: number): { prefix: string; start: number } | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const match = LINK_TARGET_BEFORE.exec(text.slice(lineStart, offset));
  return match ? { prefix: match[1], start: offset - match[1].length } : undefined;
}

/** "guides/index" -> "/guides"; "index" -> "/". */
export function pageUrl(pageId: string): string {
  return `/${pageId.replace(/(^|\/)index$/, '')}`;
}

export function pageCompletions(
  document: TextDocument,
  pagePath: string,
  parsed: ParsedPage,
  position: Position,
  site: PageEditorSite,
): CompletionList | undefined {
  const text = document.getText();
  const offset = document.offsetAt(position);
  const frontMatter = findFrontMatter(text);
  if (frontMatter && offset >= frontMatter.offset && offset <= frontMatter.end - 3)
    return { isIncomplete: false, items: frontMatterCompletions(document, offset, site) };
  const link = linkPrefixAt(text, offset);
  if (!link) return componentCompletions(document, pagePath, site, offset);
  const hash = link.prefix.indexOf('#');
  if (hash >= 0) {
    const before = link.prefix.slice(0, hash);
    const target: LinkTarget = before === '' ? { kind: 'self', anchor: '' } : resolveLink(before, pagePath, site);
    const anchorsOf =
      target.kind === 'self' ? parsed : target.kind === 'page' ? site.parsedPage(target.path) : undefined;
    if (!anchorsOf) return { isIncomplete: false, items: [] };
    const range: Range = { start: document.positionAt(link.start + hash + 1), end: position };
    const items = [...anchorsOf.anchors].map((anchor, i): CompletionItem => {
      const heading = anchorsOf.headings.find((h) => h.id === anchor);
      return {
        label: anchor,
        kind: CompletionItemKind.Reference,
        detail: heading ? `${'#'.repeat(heading.depth)} ${heading.text}` : 'element id',
        sortText: String(i).padStart(5, '0'),
        textEdit: { range, newText: anchor },
      };
    });
    return { isIncomplete: false, items };
  }
  // Page URLs, narrowed by the typed path as in the config (pageList.ts); a relative start offers every page.
  const range: Range = { start: document.positionAt(link.start), end: position };
  const typed = link.prefix.startsWith('/') ? link.prefix.slice(1) : '';
  const { candidates, isIncomplete } = site.pageList().candidates(typed, () => false, MAX_PAGE_ITEMS);
  const items = candidates.map(({ id, kind, pages }, i): CompletionItem => {
    if (kind === 'folder') {
      const url = `/${id}`;
      return {
        label: url,
        kind: CompletionItemKind.Folder,
        detail: `${pages} pages`,
        sortText: String(i).padStart(6, '0'),
        textEdit: { range, newText: url },
        filterText: url,
        command: { title: 'Complete the page path', command: 'editor.action.triggerSuggest' },
      };
    }
    const url = pageUrl(id);
    return {
      label: url,
      kind: CompletionItemKind.File,
      detail: id,
      sortText: String(i).padStart(6, '0'),
      textEdit: { range, newText: url },
      filterText: url,
    };
  });
  return { isIncomplete, items };
}

function frontMatterCompletions(document: TextDocument, offset: number, site: PageEditorSite): CompletionItem[] {
  const text = document.getText();
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const keyMatch = /^([A-Za-z][\w-]*)[ \t]*:/.exec(before);
  if (keyMatch) {
    const key = FRONT_MATTER_KEYS[keyMatch[1]];
    let typed = before.slice(keyMatch[0].length).trimStart();
    if (typed.startsWith('"') || typed.startsWith("'")) typed = typed.slice(1);
    if (!key || typed.includes('"') || typed.includes("'")) return [];
    const range: Range = { start: document.positionAt(offset - typed.length), end: document.positionAt(offset) };
    let values: readonly string[] = key.values ?? (key.type === 'boolean' ? ['true', 'false'] : []);
    if (keyMatch[1] === 'icon' && site.frontMatter.iconNames) values = [...site.frontMatter.iconNames];
    if (keyMatch[1] === 'openapi' && site.frontMatter.openApiOperations)
      values = [...site.frontMatter.openApiOperations];
    return values.map((value) => ({
      label: value,
      kind: CompletionItemKind.Value,
      textEdit: { range, newText: value },
    }));
  }
  if (!/^[A-Za-z]*$/.test(before)) return [];
  const present = new Set(
    [...text.slice(0, findFrontMatter(text)?.end ?? 0).matchAll(/^([A-Za-z][\w:-]*)\s*:/gm)].map((m) => m[1]),
  );
  const range: Range = { start: document.positionAt(lineStart), end: document.positionAt(offset) };
  return Object.entries(FRONT_MATTER_KEYS)
    .filter(([key]) => !present.has(key))
    .map(([key, info]) => ({
      label: key,
      kind: CompletionItemKind.Property,
      detail: info.type,
      documentation: { kind: MarkupKind.Markdown, value: info.description },
      textEdit: { range, newText: `${key}: ` },
    }));
}

/** The link whose target text contains `offset`. */
export function linkAt(parsed: ParsedPage, offset: number): PageLink | undefined {
  return parsed.links.find((link) => offset >= link.offset && offset <= link.offset + link.length);
}

function linkRange(document: TextDocument, link: PageLink): Range {
  return { start: document.positionAt(link.offset), end: document.positionAt(link.offset + link.length) };
}

/** Where a link leads: the file, and the heading offset in it when the link names an anchor. */
function linkDestination(
  pagePath: string,
  link: PageLink,
  site: PageEditorSite,
  self: ParsedPage,
): { path: string; heading?: { offset: number; length: number }; targetText?: string } | undefined {
  const target = resolveLink(link.url, pagePath, site);
  if (target.kind === 'file') return { path: target.path };
  if (target.kind !== 'page' && target.kind !== 'self') return undefined;
  const path = target.kind === 'self' ? pagePath : target.path;
  const anchor = target.anchor;
  if (!anchor) return { path };
  const parsed = target.kind === 'self' ? self : site.parsedPage(path);
  const heading = parsed?.headings.find((h) => h.id === anchor);
  return { path, heading };
}

export function pageDefinition(
  document: TextDocument,
  pagePath: string,
  parsed: ParsedPage,
  position: Position,
  site: PageEditorSite,
): LocationLink[] | null {
  const link = linkAt(parsed, document.offsetAt(position));
  if (!link) return componentDefinition(document, pagePath, site, document.offsetAt(position));
  const destination = linkDestination(pagePath, link, site, parsed);
  if (!destination) return null;
  let targetRange: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  if (destination.heading) {
    const text = destination.path === pagePath ? document.getText() : site.readText(destination.path);
    if (text !== undefined) targetRange = rangeIn(text, destination.heading.offset, destination.heading.length);
  }
  return [
    {
      originSelectionRange: linkRange(document, link),
      targetUri: pathToUri(destination.path),
      targetRange,
      targetSelectionRange: targetRange,
    },
  ];
}

/** A range in a text that is not open (line/character from offsets). */
function rangeIn(text: string, offset: number, length: number): Range {
  const at = (o: number) => {
    let line = 0;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i >= 0 && i < o; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, character: o - lineStart };
  };
  return { start: at(offset), end: at(offset + length) };
}

export function pageDocumentLinks(
  document: TextDocument,
  pagePath: string,
  parsed: ParsedPage,
  site: PageEditorSite,
): DocumentLink[] {
  const links: DocumentLink[] = [];
  for (const link of parsed.links) {
    const target = resolveLink(link.url, pagePath, site);
    if (target.kind !== 'page' && target.kind !== 'file') continue;
    links.push({
      range: linkRange(document, link),
      target: pathToUri(target.path),
      tooltip: `Open ${target.path.slice(site.rootDir.length + 1)}`,
    });
  }
  for (const entry of parsed.imports) {
    const path = entry.source.startsWith('/') ? `${site.rootDir}${entry.source}` : undefined;
    if (path && site.fileExists(path))
      links.push({
        range: linkRange(document, { ...entry, kind: 'link', url: entry.source }),
        target: pathToUri(path),
      });
  }
  return links;
}

export function pageHover(
  document: TextDocument,
  pagePath: string,
  parsed: ParsedPage,
  position: Position,
  site: PageEditorSite,
): Hover | null {
  const link = linkAt(parsed, document.offsetAt(position));
  if (!link) return componentHover(document, pagePath, site, document.offsetAt(position));
  const target = resolveLink(link.url, pagePath, site);
  let value: string;
  if (target.kind === 'page') {
    const text = site.readText(target.path);
    const title = text === undefined ? undefined : frontMatterTitle(text);
    const relative = target.path.slice(site.rootDir.length + 1);
    value = `**${title ?? pageUrl(target.pageId)}**\n\n\`${relative}\``;
    if (target.anchor) {
      const heading = site.parsedPage(target.path)?.headings.find((h) => h.id === target.anchor);
      if (heading) value += ` › ${heading.text}`;
    }
  } else if (target.kind === 'self') {
    const heading = parsed.headings.find((h) => h.id === target.anchor);
    if (!heading) return null;
    value = `This page › **${heading.text}**`;
  } else if (target.kind === 'file') value = `File \`${target.path.slice(site.rootDir.length + 1)}\``;
  else if (target.kind === 'redirect') value = 'Redirected by the site config.';
  else return null;
  return { contents: { kind: MarkupKind.Markdown, value }, range: linkRange(document, link) };
}

const FIXABLE = new Set([
  'page-link-extension',
  'page-link-broken',
  'page-link-no-host',
  'page-anchor-missing',
  'front-matter-unknown-key',
  'front-matter-value',
  'unknown-icon',
  'component-unknown',
  'component-prop-unknown',
  'component-prop-value',
  'link-other-language',
]);

/** The component problems whose quick fix reads the page (a closing tag to rename too, props to add). */
const COMPONENT_FIXES = new Map([
  ['component-deprecated', deprecatedComponentFix],
  ['component-prop-required', requiredPropFix],
  ['component-prop-unknown', unknownPropFix],
]);

/** Quick fixes: replace the diagnostic's range with the replacement it proposes (a deprecated component's closing
 * tag too); with a selection, the actions that wrap it in a component. */
export function pageCodeActions(
  uri: string,
  diagnostics: readonly Diagnostic[],
  document?: TextDocument,
  range?: Range,
): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const componentFix = document ? COMPONENT_FIXES.get(String(diagnostic.code)) : undefined;
    if (componentFix && document) {
      const fix = componentFix(uri, document, diagnostic);
      if (fix) actions.push(fix);
      continue;
    }
    const suggestion = (diagnostic.data as { suggestion?: unknown } | undefined)?.suggestion;
    if (typeof suggestion !== 'string' || !FIXABLE.has(String(diagnostic.code))) continue;
    const anchorOnly = diagnostic.code === 'page-anchor-missing';
    const range = anchorOnly ? diagnostic.range : diagnostic.range;
    actions.push({
      title: `Change to "${suggestion}"`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: true,
      edit: { changes: { [uri]: [{ range, newText: suggestion }] } },
    });
  }
  if (document && range) for (const action of wrapActions(uri, document, range)) actions.push(action);
  return actions;
}
