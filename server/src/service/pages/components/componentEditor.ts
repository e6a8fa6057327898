// Editor help for components in a page, read from the catalogue and the page's imports: completion of component
// names after `<` (with their required props as a snippet), of the closing tag after `</`, of the props not yet
// written (required first) and of their values (enums, icon names of the site's library); hover on a component or
// prop; go to definition from a snippet component to its export; the quick fixes of a deprecated component, a
// missing required prop and a misspelt prop, and the code actions that wrap a selection in a component.
import {
  CodeActionKind,
  CompletionItemKind,
  InsertTextFormat,
  MarkupKind,
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type Hover,
  type LocationLink,
  type Range,
  type TextEdit,
} from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { pathToUri } from '../../workspace/paths';
import type { PageSiteContext } from '../siteContext';
import {
  builtInComponent,
  CALLOUT_NAMES,
  DOCUMENTED_COMPONENT_NAMES,
  propOf,
  type ComponentSpec,
  type PropSpec,
} from './catalogue';
import { componentContext, type ResolvedComponent } from './context';
import { readElements, type JsxAttribute, type JsxElement, type PageElements } from './elements';
import { snippetComponentOf, type SnippetComponent } from './snippets';

interface Located {
  elements: PageElements;
  element: JsxElement;
  resolve: (name: string) => ResolvedComponent;
}

function read(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
): { elements: PageElements; resolve: (name: string) => ResolvedComponent } {
  const elements = readElements(document.getText());
  return { elements, resolve: componentContext(document, pagePath, site, elements).resolve };
}

/** The element whose opening tag holds `offset`. */
function elementAt(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  offset: number,
): Located | undefined {
  const { elements, resolve } = read(document, pagePath, site);
  const element = elements.elements.find(
    (e) => offset > e.offset && (offset < e.tagEnd || (!e.complete && offset === e.tagEnd)),
  );
  return element ? { elements, element, resolve } : undefined;
}

export function componentCompletions(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  offset: number,
): CompletionList | undefined {
  const text = document.getText();
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const closing = /<\/([A-Za-z][\w.]*)?$/.exec(before);
  if (closing) return closingTag(document, pagePath, site, offset, offset - closing[0].length);
  const opening = /<([A-Za-z][\w.]*)?$/.exec(before);
  if (opening) return componentNames(document, pagePath, site, offset, opening[1] ?? '');
  const located = elementAt(document, pagePath, site, offset);
  if (!located || offset <= located.element.nameOffset + located.element.name.length) return undefined;
  const { element, resolve } = located;
  const props = propsOf(resolve(element.name));
  if (!props) return undefined;
  const inValue = element.attributes.find(
    (a) => a.value && offset >= a.value.offset && offset <= a.value.offset + a.value.length,
  );
  if (inValue) return valueCompletions(document, site, props, inValue, offset);
  const inName = element.attributes.find((a) => offset >= a.offset && offset <= a.offset + a.length);
  const from = inName ? inName.offset : offset;
  if (!inName && !/\s/.test(text[offset - 1] ?? '')) return undefined;
  const range: Range = {
    start: document.positionAt(from),
    end: document.positionAt(inName ? inName.offset + inName.length : offset),
  };
  const written = new Set(element.attributes.filter((a) => a !== inName).map((a) => a.name));
  const items = props
    .filter((p) => !written.has(p.name))
    .map((prop, i): CompletionItem => ({
      label: prop.name,
      kind: CompletionItemKind.Property,
      detail: `${prop.required ? 'required · ' : ''}${typeText(prop)}`,
      documentation: { kind: MarkupKind.Markdown, value: propDoc(prop) },
      // Required props first, then in the catalogue's order.
      sortText: `${prop.required ? 0 : 1}${String(i).padStart(3, '0')}`,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: propSnippet(prop) },
    }));
  return { isIncomplete: false, items };
}

/** The props an element's component reads, when known. */
function propsOf(resolved: ResolvedComponent): readonly PropSpec[] | undefined {
  if (resolved.kind === 'built-in') return resolved.spec.openProps ? undefined : resolved.spec.props;
  if (resolved.kind === 'page' && resolved.snippet?.props)
    return resolved.snippet.props.map((name) => ({
      name,
      kind: 'text',
      description: 'A prop the snippet component reads.',
    }));
  return undefined;
}

function componentNames(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  offset: number,
  typed: string,
): CompletionList {
  const { elements, resolve } = read(document, pagePath, site);
  const range: Range = { start: document.positionAt(offset - typed.length), end: document.positionAt(offset) };
  const items: CompletionItem[] = [];
  const own = new Set([...elements.imports.map((i) => i.name), ...elements.exports]);
  for (const name of own) {
    const resolved = resolve(name);
    const snippet = resolved.kind === 'page' ? resolved.snippet : undefined;
    items.push({
      label: name,
      kind: CompletionItemKind.Module,
      detail: snippet ? `from ${snippet.path.slice(site.rootDir.length + 1)}` : 'defined by this page',
      sortText: `0${name}`,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: `${name}$1 />` },
    });
  }
  for (const name of DOCUMENTED_COMPONENT_NAMES) {
    if (own.has(name)) continue;
    const spec = builtInComponent(name)!;
    items.push({
      label: name,
      kind: CompletionItemKind.Class,
      detail: spec.replacedBy ? `deprecated: use ${spec.replacedBy}` : 'built-in component',
      documentation: { kind: MarkupKind.Markdown, value: componentDoc(spec) },
      sortText: `${spec.replacedBy ? 2 : 1}${name}`,
      tags: spec.replacedBy ? [1] : undefined,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range, newText: componentSnippet(spec) },
    });
  }
  return { isIncomplete: false, items };
}

/** `Tab title="$1">…</Tab>`: the name with its required props to fill in. */
export function componentSnippet(spec: ComponentSpec): string {
  let field = 1;
  const props = spec.props.filter((p) => p.required).map((p) => ` ${propSnippet(p, field++)}`);
  const first = spec.rules?.find((r) => r.kind !== 'requires');
  if (first && 'props' in first) props.push(` ${first.props[0]}="\${${field++}}"`);
  if (spec.empty) return `${spec.name}${props.join('')} />`;
  return `${spec.name}${props.join('')}>\n\t\${0}\n</${spec.name}>`;
}

function propSnippet(prop: PropSpec, field = 1): string {
  if (prop.kind === 'boolean') return prop.name;
  if (prop.kind === 'number' || prop.kind === 'expression') return `${prop.name}={\${${field}}}`;
  if (prop.values) return `${prop.name}="\${${field}|${prop.values.join(',')}|}"`;
  return `${prop.name}="\${${field}}"`;
}

function closingTag(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  offset: number,
  start: number,
): CompletionList {
  const { elements } = read(document, pagePath, site);
  // The innermost element opened before the cursor and not closed before it.
  let open: JsxElement | undefined;
  for (const element of elements.elements) {
    if (element.offset >= start) break;
    if (!element.complete || element.selfClosing) continue;
    if (element.closeOffset === undefined || element.closeOffset >= start) open = element;
  }
  if (!open) return { isIncomplete: false, items: [] };
  const range: Range = { start: document.positionAt(start + 2), end: document.positionAt(offset) };
  const after = document.getText().slice(offset, offset + 1) === '>' ? '' : '>';
  return {
    isIncomplete: false,
    items: [
      {
        label: `</${open.name}>`,
        kind: CompletionItemKind.Snippet,
        filterText: open.name,
        textEdit: { range, newText: `${open.name}${after}` },
        sortText: '0',
      },
    ],
  };
}

function valueCompletions(
  document: TextDocument,
  site: PageSiteContext,
  props: readonly PropSpec[],
  attribute: JsxAttribute,
  offset: number,
): CompletionList | undefined {
  const prop = props.find((p) => p.name === attribute.name);
  if (!prop || !attribute.value || attribute.value.kind !== 'string') return undefined;
  let values: readonly string[] | undefined = prop.values;
  if (prop.kind === 'icon') values = site.frontMatter.iconNames ? [...site.frontMatter.iconNames] : undefined;
  if (prop.kind === 'boolean') values = undefined;
  if (!values) return undefined;
  const range: Range = {
    start: document.positionAt(attribute.value.offset),
    end: document.positionAt(Math.max(offset, attribute.value.offset + attribute.value.length)),
  };
  // An icon library has thousands of names: the typed start narrows them.
  const typed = document.getText().slice(attribute.value.offset, offset);
  const shown = values.length > 500 ? values.filter((v) => v.startsWith(typed)).slice(0, 500) : values;
  return {
    isIncomplete: shown.length < values.length,
    items: shown.map((value) => ({
      label: value,
      kind: CompletionItemKind.EnumMember,
      textEdit: { range, newText: value },
    })),
  };
}

function typeText(prop: PropSpec): string {
  const base =
    prop.values && prop.kind !== 'iconType'
      ? prop.values.map((v) => `"${v}"`).join(' | ')
      : prop.kind === 'link'
        ? 'page path or URL'
        : prop.kind === 'image'
          ? 'image path or URL'
          : prop.kind === 'anchor'
            ? 'text (an anchor id)'
            : prop.kind === 'iconType'
              ? 'Font Awesome style'
              : prop.kind;
  const range = prop.min !== undefined || prop.max !== undefined ? ` (${prop.min ?? ''}–${prop.max ?? ''})` : '';
  return `${base}${range}`;
}

function propDoc(prop: PropSpec): string {
  const lines = [`\`${prop.name}\`: ${typeText(prop)}${prop.required ? ', **required**' : ''}`, '', prop.description];
  if (prop.default !== undefined) lines.push('', `Default: \`${prop.default}\``);
  return lines.join('\n');
}

function componentDoc(spec: ComponentSpec): string {
  const lines = [`**<${spec.name}>** — ${spec.description}`];
  if (spec.replacedBy) lines.push('', `_Deprecated: use \`<${spec.replacedBy}>\`._`);
  if (spec.parents) lines.push('', `Sits in ${spec.parents.map((p) => `\`<${p}>\``).join(' or ')}.`);
  if (spec.props.length) {
    lines.push('', '| Prop | Type | Default |', '| --- | --- | --- |');
    for (const prop of spec.props)
      lines.push(
        `| \`${prop.name}\`${prop.required ? ' (required)' : ''} | ${typeText(prop).replace(/\|/g, '\\|')} | ${prop.default ?? ''} |`,
      );
  }
  return lines.join('\n');
}

export function componentHover(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  offset: number,
): Hover | null {
  const located = elementAt(document, pagePath, site, offset) ?? closingAt(document, pagePath, site, offset);
  if (!located) return null;
  const { element, resolve } = located;
  const resolved = resolve(element.name);
  const attribute = element.attributes.find((a) => offset >= a.offset && offset <= a.offset + a.length);
  if (attribute && resolved.kind === 'built-in') {
    const prop = propOf(resolved.spec, attribute.name);
    if (!prop) return null;
    return {
      contents: { kind: MarkupKind.Markdown, value: propDoc(prop) },
      range: {
        start: document.positionAt(attribute.offset),
        end: document.positionAt(attribute.offset + attribute.length),
      },
    };
  }
  const onName = offset >= element.nameOffset && offset <= element.nameOffset + element.name.length;
  if (!onName && !('closing' in located)) return null;
  const range: Range = {
    start: document.positionAt(element.nameOffset),
    end: document.positionAt(element.nameOffset + element.name.length),
  };
  if (resolved.kind === 'built-in')
    return { contents: { kind: MarkupKind.Markdown, value: componentDoc(resolved.spec) }, range };
  const snippet =
    resolved.kind === 'page'
      ? (resolved.snippet ?? importedSnippet(located.elements, element.name, pagePath, site))
      : undefined;
  if (snippet) {
    const props = snippet.props ? `\n\nProps: ${snippet.props.map((p) => `\`${p}\``).join(', ') || 'none'}` : '';
    return {
      contents: {
        kind: MarkupKind.Markdown,
        value: `**<${element.name}>** from \`${snippet.path.slice(site.rootDir.length + 1)}\`${props}\n\n\`\`\`mdx\n${snippet.preview}\n\`\`\``,
      },
      range,
    };
  }
  return null;
}

/** A closing tag at `offset` stands for its element (hover names the component either way). */
function closingAt(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  offset: number,
): (Located & { closing: true }) | undefined {
  const { elements, resolve } = read(document, pagePath, site);
  const element = elements.elements.find(
    (e) => e.closeOffset !== undefined && offset > e.closeOffset && offset <= e.closeOffset + 2 + e.name.length,
  );
  return element
    ? { elements, element: { ...element, nameOffset: element.closeOffset! + 2 }, resolve, closing: true }
    : undefined;
}

export function componentDefinition(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  offset: number,
): LocationLink[] | null {
  const located = elementAt(document, pagePath, site, offset);
  if (
    !located ||
    offset < located.element.nameOffset ||
    offset > located.element.nameOffset + located.element.name.length
  )
    return null;
  const resolved = located.resolve(located.element.name);
  const snippet =
    resolved.kind === 'page'
      ? (resolved.snippet ?? importedSnippet(located.elements, located.element.name, pagePath, site))
      : undefined;
  if (!snippet) return null;
  const text = site.readText?.(snippet.path) ?? '';
  const at = positionIn(text, snippet.offset);
  const targetRange: Range = { start: at, end: at };
  return [
    {
      originSelectionRange: {
        start: document.positionAt(located.element.nameOffset),
        end: document.positionAt(located.element.nameOffset + located.element.name.length),
      },
      targetUri: pathToUri(snippet.path),
      targetRange,
      targetSelectionRange: targetRange,
    },
  ];
}

/** The snippet a name is imported from (a default import too, which the checks do not need to read). */
function importedSnippet(
  elements: PageElements,
  name: string,
  pagePath: string,
  site: PageSiteContext,
): SnippetComponent | undefined {
  const entry = elements.imports.find((i) => i.name === name);
  return entry ? snippetComponentOf(entry, pagePath, site) : undefined;
}

function positionIn(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, character: offset - lineStart };
}

/** The quick fix of a deprecated component: rename its opening tag (at the diagnostic) and its closing tag. */
export function deprecatedComponentFix(
  uri: string,
  document: TextDocument,
  diagnostic: Diagnostic,
): CodeAction | undefined {
  const replacement = (diagnostic.data as { suggestion?: unknown } | undefined)?.suggestion;
  if (typeof replacement !== 'string') return undefined;
  const start = document.offsetAt(diagnostic.range.start);
  const old = document.getText(diagnostic.range);
  const edits: TextEdit[] = [{ range: diagnostic.range, newText: replacement }];
  const element = closingOf(document, diagnostic, start, old);
  if (element?.closeOffset !== undefined) {
    const at = element.closeOffset + 2;
    edits.push({
      range: { start: document.positionAt(at), end: document.positionAt(at + old.length) },
      newText: replacement,
    });
  }
  return {
    title: `Change <${old}> to <${replacement}>`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    // Preferred (and so applied by `--fix`) only when both tags are renamed: an element left unclosed would keep
    // its old closing tag somewhere the reader did not find.
    isPreferred: element?.selfClosing === true || element?.closeOffset !== undefined,
    edit: { changes: { [uri]: edits } },
  };
}

/** How the element named at `start` closes: as the check found it (`data`) when the text still has its closing tag
 * there, else from the page's elements read again (the text changed since the check). */
function closingOf(
  document: TextDocument,
  diagnostic: Diagnostic,
  start: number,
  name: string,
): { closeOffset?: number; selfClosing: boolean } | undefined {
  const data = diagnostic.data as { closeOffset?: unknown; selfClosing?: unknown } | undefined;
  const text = document.getText();
  if (data?.selfClosing === true && text.startsWith(name, start)) return { selfClosing: true };
  if (
    typeof data?.closeOffset === 'number' &&
    text.startsWith(`</${name}`, data.closeOffset) &&
    text.startsWith(name, start)
  )
    return { closeOffset: data.closeOffset, selfClosing: false };
  return readElements(text).elements.find((e) => e.nameOffset === start && e.name === name);
}

/** The quick fix of a missing required prop: write the props the element lacks, empty, right after its name (where
 * completion puts required props first), so the value to fill in is next to the name the problem is reported on. */
export function requiredPropFix(uri: string, document: TextDocument, diagnostic: Diagnostic): CodeAction | undefined {
  const missing = (diagnostic.data as { missingProps?: unknown } | undefined)?.missingProps;
  if (!Array.isArray(missing) || missing.length === 0 || !missing.every((name) => typeof name === 'string'))
    return undefined;
  // The problem is reported on the element's name.
  const at = diagnostic.range.end;
  return {
    title: `Add ${missing.map((name) => `${name}=""`).join(' ')} to <${document.getText(diagnostic.range)}>`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: true,
    edit: { changes: { [uri]: [{ range: { start: at, end: at }, newText: missing.map((n) => ` ${n}=""`).join('') }] } },
  };
}

/** The quick fix of an unknown prop with a near one: rename the prop (its value stays). */
export function unknownPropFix(uri: string, document: TextDocument, diagnostic: Diagnostic): CodeAction | undefined {
  const replacement = (diagnostic.data as { suggestion?: unknown } | undefined)?.suggestion;
  if (typeof replacement !== 'string') return undefined;
  return {
    title: `Rename "${document.getText(diagnostic.range)}" to "${replacement}"`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: true,
    edit: { changes: { [uri]: [{ range: diagnostic.range, newText: replacement }] } },
  };
}

const WRAPPERS: readonly { name: string; open: string; close: string }[] = [
  ...CALLOUT_NAMES.map((name) => ({ name, open: `<${name}>\n`, close: `\n</${name}>` })),
  { name: 'Steps', open: '<Steps>\n<Step title="">\n', close: '\n</Step>\n</Steps>' },
  { name: 'Tabs', open: '<Tabs>\n<Tab title="">\n', close: '\n</Tab>\n</Tabs>' },
  {
    name: 'AccordionGroup',
    open: '<AccordionGroup>\n<Accordion title="">\n',
    close: '\n</Accordion>\n</AccordionGroup>',
  },
  { name: 'CodeGroup', open: '<CodeGroup>\n', close: '\n</CodeGroup>' },
];

/** Code actions that wrap the selected lines in a component. */
export function wrapActions(uri: string, document: TextDocument, range: Range): CodeAction[] {
  // Offered for a selection of whole lines (a block component holds lines), not for a cursor or a word.
  const endLine = document
    .getText({ start: { line: range.end.line, character: 0 }, end: { line: range.end.line + 1, character: 0 } })
    .replace(/\r?\n$/, '');
  const wholeLines =
    range.start.character === 0 &&
    (range.end.line > range.start.line
      ? range.end.character === 0 || range.end.character >= endLine.length
      : range.end.character >= endLine.length && endLine.length > 0);
  if (!wholeLines) return [];
  // Whole lines: a block component needs its own lines.
  const start = { line: range.start.line, character: 0 };
  const end =
    range.end.character === 0 && range.end.line > range.start.line
      ? { line: range.end.line - 1, character: Number.MAX_SAFE_INTEGER }
      : { line: range.end.line, character: Number.MAX_SAFE_INTEGER };
  const endOffset = document.offsetAt(end);
  const lines = document.getText({ start, end: document.positionAt(endOffset) });
  if (lines.trim() === '') return [];
  return WRAPPERS.map(({ name, open, close }) => ({
    title: `Wrap in <${name}>`,
    kind: CodeActionKind.RefactorRewrite,
    edit: {
      changes: {
        [uri]: [{ range: { start, end: document.positionAt(endOffset) }, newText: `${open}${lines}${close}` }],
      },
    },
  }));
}
