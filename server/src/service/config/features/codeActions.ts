// Quick fixes for the diagnostics of the core and of the editor features. Each fix acts only on what the
// diagnostic states: a replacement the diagnostic itself proposes (`data.suggestion`), a page it names
// (`data.page`), or the node at its range. Nothing is guessed beyond that.
import { findNodeAtOffset, type Node } from 'jsonc-parser';
import {
  CodeActionKind,
  type CodeAction,
  type Diagnostic,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DiagnosticData } from '../../diagnostics/diagnostics';
import { propertyValueNode } from '../../json/nodes';
import { removalOffsets, stringValue } from '../../json/tree';
import { ORPHAN_PAGE_CODE } from './orphans';
import { createFileAction, newPageContent, newPageUri, NEW_PAGE_EXTENSION } from './pageFiles';
import { parseConfigDocument } from '../../json/document';
import { basename, uriToPath } from '../../workspace/paths';
import type { SiteFile, SiteModel } from '../model/model';
import { siteModelOf } from '../model/siteModel';
import { MAX_GROUP_DEPTH } from './outlines';
import { legacyKeyMoveAction } from './legacyKeyMoves';

/** Codes whose `data.suggestion` is a drop-in replacement for the text at the diagnostic's range. */
const REPLACE_WITH_SUGGESTION = new Set([
  'enum',
  'unknown-key',
  'hex-color',
  'unknown-icon',
  'anchor-version',
  'page-missing',
  'page-extension',
]);
/** How many groups "add to group" offers for one orphan. */
const MAX_GROUP_CHOICES = 3;

export interface CodeActionInput {
  document: TextDocument;
  root: Node | undefined;
  /** The site root (the config's folder, forward slashes); without it no file can be created. */
  rootDir?: string;
  /** The site model (groups for "add to group", in any file of the site); built from `document` when absent. */
  model?: SiteModel;
  /** The diagnostics VS Code sends for the range (context.diagnostics). */
  diagnostics: readonly Diagnostic[];
  /** Whether the client applies a file creation inside a workspace edit (`resourceOperations` has `create`); when it
   * does not, "Create page file" runs CREATE_PAGE_FILE_COMMAND instead and the server writes the file. Default true. */
  clientCreatesFiles?: boolean;
}

/** The input for the config a model was built from. */
export function codeActionInput(
  model: SiteModel,
  diagnostics: readonly Diagnostic[],
  clientCreatesFiles = true,
): CodeActionInput {
  return {
    document: model.main.textDocument,
    root: model.main.doc.root,
    rootDir: model.rootDir,
    model,
    diagnostics,
    clientCreatesFiles,
  };
}

export function getCodeActions(input: CodeActionInput): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of input.diagnostics) {
    const data = (diagnostic.data ?? {}) as DiagnosticData;
    const code = String(diagnostic.code ?? '');
    if (data.suggestion !== undefined && REPLACE_WITH_SUGGESTION.has(code))
      actions.push(replaceWithSuggestion(input.document, diagnostic, data.suggestion));
    if (code === 'page-missing' && data.page !== undefined && input.rootDir !== undefined)
      actions.push(createPageFile(input.rootDir, data.page, diagnostic, input.clientCreatesFiles !== false));
    // The one right fix (the generator shows the page once, at its first entry): preferred, so `--fix` applies it.
    if (code === 'page-duplicate') push(actions, removeNodeAt(input, diagnostic, 'Remove the duplicate entry', true));
    if (code === 'duplicate-key') push(actions, removeEarlierDuplicates(input, diagnostic));
    // Only in the config itself: in a `$ref`'d file a key's path says nothing of its place in the site's config.
    if (code === 'legacy-key' && (!input.model || input.model.main.textDocument.uri === input.document.uri))
      push(actions, legacyKeyMoveAction(input.document, input.root, diagnostic));
    if (code === ORPHAN_PAGE_CODE && data.page !== undefined)
      for (const action of addToGroup(input, data.page, diagnostic)) actions.push(action);
  }
  return actions;
}

function push(actions: CodeAction[], action: CodeAction | undefined): void {
  if (action) actions.push(action);
}

function edit(document: TextDocument, edits: TextEdit[]): WorkspaceEdit {
  return { changes: { [document.uri]: edits } };
}

/** A range over a string node includes its quotes, so the replacement is quoted too; a range inside them is not. */
function replaceWithSuggestion(document: TextDocument, diagnostic: Diagnostic, suggestion: string): CodeAction {
  const quoted = document.getText(diagnostic.range).startsWith('"');
  return {
    title: `Replace with "${suggestion}"`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: true,
    edit: edit(document, [{ range: diagnostic.range, newText: quoted ? JSON.stringify(suggestion) : suggestion }]),
  };
}

/** Creates `<page>.mdx` with a front-matter title. */
function createPageFile(
  rootDir: string,
  page: string,
  diagnostic: Diagnostic,
  clientCreatesFiles: boolean,
): CodeAction {
  const title = `Create page file "${page}${NEW_PAGE_EXTENSION}"`;
  return createFileAction(title, diagnostic, newPageUri(rootDir, page), newPageContent(page), clientCreatesFiles);
}

/** Removes the array element at the diagnostic, with its comma. */
function removeNodeAt(
  input: CodeActionInput,
  diagnostic: Diagnostic,
  title: string,
  isPreferred = false,
): CodeAction | undefined {
  const offset = input.document.offsetAt(diagnostic.range.start);
  const node = input.root && findNodeAtOffset(input.root, offset + 1);
  if (!node || node.offset !== offset || node.parent?.type !== 'array') return undefined;
  const { start, end } = removalOffsets(node);
  const range = { start: input.document.positionAt(start), end: input.document.positionAt(end) };
  return {
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred,
    edit: edit(input.document, [{ range, newText: '' }]),
  };
}

/** The core flags the later key, which wins (as in JSON.parse); the fix removes the earlier ones it overrides. */
function removeEarlierDuplicates(input: CodeActionInput, diagnostic: Diagnostic): CodeAction | undefined {
  const offset = input.document.offsetAt(diagnostic.range.start);
  const key = input.root && findNodeAtOffset(input.root, offset + 1);
  const property = key?.parent;
  const object = property?.parent;
  if (!key || key.offset !== offset || property?.type !== 'property' || object?.type !== 'object') return undefined;
  const siblings = object.children ?? [];
  const earlier = siblings.slice(0, siblings.indexOf(property)).filter((p) => p.children?.[0]?.value === key.value);
  if (earlier.length === 0) return undefined;
  const edits = earlier.map((p) => {
    const { start, end } = removalOffsets(p);
    return { range: { start: input.document.positionAt(start), end: input.document.positionAt(end) }, newText: '' };
  });
  return {
    title: `Remove the earlier "${String(key.value)}" that this one overrides`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    edit: edit(input.document, edits),
  };
}

interface GroupCandidate {
  name: string;
  pages: Node;
  file: SiteFile;
  /** How many leading folders the orphan shares with the group's closest page. */
  score: number;
  order: number;
}

/** "Add to group" for the groups whose pages sit closest to the orphan in the folder tree (ties: first in the file). */
function addToGroup(input: CodeActionInput, page: string, diagnostic: Diagnostic): CodeAction[] {
  const model =
    input.model ??
    siteModelOf(
      parseConfigDocument(
        input.document,
        uriToPath(input.document.uri) ?? (input.rootDir && `${input.rootDir}/${basename(input.document.uri)}`),
      ),
    );
  const candidates = collectGroups(model, page);
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  return candidates.slice(0, MAX_GROUP_CHOICES).map((group, index) => ({
    title: `Add "${page}" to group "${group.name}"`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: index === 0 && group.score > 0,
    edit: edit(group.file.textDocument, [appendToArray(group.file.textDocument, group.pages, JSON.stringify(page))]),
  }));
}

/** The site's groups with a `pages` array written in one file (a `$ref`'d one included), nesting bounded. */
function collectGroups(model: SiteModel, page: string): GroupCandidate[] {
  const folders = page.split('/').slice(0, -1);
  const groups: GroupCandidate[] = [];
  for (const item of model.navItems) {
    if (item.kind !== 'group' || item.depth > MAX_GROUP_DEPTH + 1 || item.node.type !== 'object') continue;
    const pages = propertyValueNode(item.node, 'pages');
    if (pages?.type !== 'array') continue;
    let score = 0;
    for (const child of pages.children ?? []) {
      const sibling = stringValue(child)?.replace(/^\/+/, '');
      if (sibling !== undefined) score = Math.max(score, sharedFolders(folders, sibling.split('/').slice(0, -1)));
    }
    groups.push({ name: item.label || '(unnamed group)', pages, file: item.file, score, order: groups.length });
  }
  return groups;
}

function sharedFolders(a: string[], b: string[]): number {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared;
}

/** Appends a value to a JSON array in the layout it already has: one per line with the last entry's indent, or inline. */
export function appendToArray(document: TextDocument, array: Node, valueText: string): TextEdit {
  const children = array.children ?? [];
  const last = children[children.length - 1];
  if (!last) {
    const at = document.positionAt(array.offset + 1);
    return { range: { start: at, end: at }, newText: valueText };
  }
  const end = document.positionAt(last.offset + last.length);
  const lastStart = document.positionAt(last.offset);
  const opening = document.positionAt(array.offset);
  if (lastStart.line === opening.line) return { range: { start: end, end }, newText: `, ${valueText}` };
  const lineText = document.getText({ start: { line: lastStart.line, character: 0 }, end: lastStart });
  const indent = /^\s*/.exec(lineText)![0];
  const eol = document.getText().slice(array.offset, last.offset).includes('\r\n') ? '\r\n' : '\n';
  return { range: { start: end, end }, newText: `,${eol}${indent}${valueText}` };
}
