// The editable form of a group: the JSON document `{ name, mapping, properties }` that Edit Group opens. Rendering
// and parsing with problems located by offset, so the editor can underline them while the user types and the save
// can refuse exactly what is underlined. Pure (jsonc-parser only): unit-tested on plain Node.
// The ESM entry: the package's default (UMD) entry loads its modules dynamically, which esbuild cannot bundle.
import {
  createScanner,
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  SyntaxKind,
  type Node,
  type ParseError,
} from 'jsonc-parser/lib/esm/main.js';
import { checkMapping, checkProperties, describe, validateGroupName } from './groupInput';

/** `null` (or a missing key) for mapping or properties means "leave as the service has it": not sent. */
export interface EditableGroup {
  name: string;
  mapping: Record<string, string> | null;
  properties: Record<string, unknown> | null;
}

/** Stable codes shown with each problem, like the site config's (the syntax ones are the same codes). */
export type GroupProblemCode =
  | 'json-syntax'
  | 'json-comment'
  | 'trailing-comma'
  | 'duplicate-key'
  | 'group-not-object'
  | 'group-id-read-only'
  | 'group-token-read-only'
  | 'group-unknown-key'
  | 'group-name-missing'
  | 'group-name-invalid'
  | 'group-mapping-invalid'
  | 'group-properties-invalid';

export interface DocumentProblem {
  code: GroupProblemCode;
  message: string;
  offset: number;
  length: number;
}

export type GroupDocumentParse = { ok: true; value: EditableGroup } | { ok: false; problems: DocumentProblem[] };

const EDITABLE_KEYS = new Set(['name', 'mapping', 'properties']);

export function renderGroupDocument(group: EditableGroup): string {
  return `${JSON.stringify({ name: group.name, mapping: group.mapping, properties: group.properties }, null, 2)}\n`;
}

function at(node: Node, code: GroupProblemCode, message: string): DocumentProblem {
  return { code, message, offset: node.offset, length: node.length };
}

/** "PropertyNameExpected" -> "property name expected" (the site config's wording). */
function describeParseError(error: ParseError): string {
  return printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** Comments and trailing commas: the parse tolerates them (so the rest is still checked), the service does not. */
function plainJsonProblems(text: string): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const scanner = createScanner(text, false);
  let pendingComma: number | undefined;
  let previous: SyntaxKind | undefined;
  for (let token = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    if (token === SyntaxKind.LineCommentTrivia || token === SyntaxKind.BlockCommentTrivia) {
      problems.push({
        code: 'json-comment',
        message: 'Comments are not allowed: the service reads plain JSON.',
        offset: scanner.getTokenOffset(),
        length: scanner.getTokenLength(),
      });
      continue;
    }
    if (token === SyntaxKind.Trivia || token === SyntaxKind.LineBreakTrivia) continue;
    if (
      pendingComma !== undefined &&
      (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CloseBracketToken)
    ) {
      problems.push({
        code: 'trailing-comma',
        message: 'Trailing comma: the service reads plain JSON, which does not allow it.',
        offset: pendingComma,
        length: 1,
      });
    }
    // A comma right after `{`, `[` or another comma is a syntax error of its own, not a trailing comma.
    const afterValue =
      previous !== undefined &&
      previous !== SyntaxKind.OpenBraceToken &&
      previous !== SyntaxKind.OpenBracketToken &&
      previous !== SyntaxKind.CommaToken;
    pendingComma = token === SyntaxKind.CommaToken && afterValue ? scanner.getTokenOffset() : undefined;
    previous = token;
  }
  return problems;
}

export function parseGroupDocument(text: string): GroupDocumentParse {
  const errors: ParseError[] = [];
  // Strict JSON is sent, but comments and trailing commas get their own clear message rather than a parse error.
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  const syntaxProblems: DocumentProblem[] = [
    ...errors.map((error): DocumentProblem => ({
      code: 'json-syntax',
      message: `JSON syntax error: ${describeParseError(error)}.`,
      offset: error.offset,
      length: Math.max(error.length, 1),
    })),
    ...plainJsonProblems(text),
  ];
  if (syntaxProblems.length > 0) return { ok: false, problems: syntaxProblems.sort((a, b) => a.offset - b.offset) };
  if (!root || root.type !== 'object') {
    const node = root ?? { offset: 0, length: text.length };
    return {
      ok: false,
      problems: [
        {
          code: 'group-not-object',
          message: 'The document must be one JSON object: { "name", "mapping", "properties" }.',
          offset: node.offset,
          length: Math.max(node.length, 1),
        },
      ],
    };
  }

  const problems: DocumentProblem[] = [];
  const seen = new Set<string>();
  for (const property of root.children ?? []) {
    const [key] = property.children ?? [];
    if (!key) continue;
    const name = String(key.value);
    if (seen.has(name)) problems.push(at(key, 'duplicate-key', `"${name}" appears twice; keep one.`));
    seen.add(name);
    if (name === 'user_group_id' || name === 'provided_id') {
      problems.push(
        at(key, 'group-id-read-only', 'The group id cannot be changed here: it identifies the group. Remove this key.'),
      );
    } else if (name === 'token') {
      problems.push(at(key, 'group-token-read-only', 'The token cannot be edited: use Rotate Token. Remove this key.'));
    } else if (!EDITABLE_KEYS.has(name)) {
      problems.push(
        at(key, 'group-unknown-key', `Unknown key "${name}": only "name", "mapping" and "properties" can be edited.`),
      );
    }
  }

  const nameNode = findNodeAtLocation(root, ['name']);
  let name = '';
  if (!nameNode) {
    problems.push({
      code: 'group-name-missing',
      message: 'Missing "name": every group needs a name.',
      offset: root.offset,
      length: 1,
    });
  } else if (nameNode.type !== 'string') {
    problems.push(at(nameNode, 'group-name-invalid', `"name" must be a string, not ${describe(nodeValue(nameNode))}.`));
  } else {
    name = nameNode.value as string;
    const nameProblem = validateGroupName(name);
    if (nameProblem) problems.push(at(nameNode, 'group-name-invalid', nameProblem));
  }

  let mapping: Record<string, string> | null = null;
  const mappingNode = findNodeAtLocation(root, ['mapping']);
  if (mappingNode && mappingNode.type !== 'null') {
    if (mappingNode.type !== 'object') {
      problems.push(at(mappingNode, 'group-mapping-invalid', checkMappingMessage(nodeValue(mappingNode))));
    } else {
      for (const entry of mappingNode.children ?? []) {
        const valueNode = entry.children?.[1];
        if (valueNode && valueNode.type !== 'string') {
          const key = String(entry.children?.[0]?.value);
          problems.push(
            at(
              valueNode,
              'group-mapping-invalid',
              `Mapping entry "${key}" must be a string (a data source id), not ${describe(nodeValue(valueNode))}.`,
            ),
          );
        }
      }
      const checked = checkMapping(nodeValue(mappingNode));
      if (checked.ok) mapping = checked.value;
    }
  }

  let properties: Record<string, unknown> | null = null;
  const propertiesNode = findNodeAtLocation(root, ['properties']);
  if (propertiesNode && propertiesNode.type !== 'null') {
    const checked = checkProperties(nodeValue(propertiesNode));
    if (checked.ok) properties = checked.value;
    else problems.push(at(propertiesNode, 'group-properties-invalid', checked.message));
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { name, mapping, properties } };
}

function checkMappingMessage(value: unknown): string {
  const checked = checkMapping(value);
  return checked.ok ? '' : checked.message;
}

/** The plain value of a node (jsonc-parser keeps values only on leaves). */
function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'object':
      return Object.fromEntries(
        (node.children ?? []).map((p) => [
          String(p.children?.[0]?.value),
          p.children?.[1] ? nodeValue(p.children[1]) : undefined,
        ]),
      );
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}

/** What `null` means for each section, shown beside the value (the document is plain JSON: no room for a comment). */
export const NULL_SECTION_NOTES = {
  mapping: "not known here (the service never reports a mapping); saving keeps the service's mapping as it is",
  properties: "none known here; saving keeps the service's properties as they are",
} as const;

/** Each `"mapping": null` / `"properties": null` of the document: where its value ends, and what it means. */
export function nullSectionNotes(text: string): { offset: number; note: string }[] {
  const root = parseTree(text);
  if (!root || root.type !== 'object') return [];
  const notes: { offset: number; note: string }[] = [];
  for (const section of ['mapping', 'properties'] as const) {
    const value = findNodeAtLocation(root, [section]);
    if (value?.type === 'null') notes.push({ offset: value.offset + value.length, note: NULL_SECTION_NOTES[section] });
  }
  return notes;
}
