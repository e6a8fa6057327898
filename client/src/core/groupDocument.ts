// The editable form of a group: the JSON document `{ name, mapping, properties }` that Edit Group opens. Rendering
// and parsing with problems located by offset, so the editor can underline them while the user types and the save
// can refuse exactly what is underlined. Pure (jsonc-parser only): unit-tested on plain Node.
// The ESM entry: the package's default (UMD) entry loads its modules dynamically, which esbuild cannot bundle.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser/lib/esm/main.js';
import { checkMapping, checkProperties, describe, validateGroupName } from './groupInput';

/** `null` (or a missing key) for mapping or properties means "leave as the service has it": not sent. */
export interface EditableGroup {
  name: string;
  mapping: Record<string, string> | null;
  properties: Record<string, unknown> | null;
}

export interface DocumentProblem {
  message: string;
  offset: number;
  length: number;
}

export type GroupDocumentParse = { ok: true; value: EditableGroup } | { ok: false; problems: DocumentProblem[] };

const EDITABLE_KEYS = new Set(['name', 'mapping', 'properties']);

export function renderGroupDocument(group: EditableGroup): string {
  return `${JSON.stringify({ name: group.name, mapping: group.mapping, properties: group.properties }, null, 2)}\n`;
}

function at(node: Node, message: string): DocumentProblem {
  return { message, offset: node.offset, length: node.length };
}

export function parseGroupDocument(text: string): GroupDocumentParse {
  const errors: ParseError[] = [];
  // Strict JSON: the document is sent to the service, so comments and trailing commas are errors, not extensions.
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0) {
    return {
      ok: false,
      problems: errors.map((error) => ({
        message: `JSON syntax error: ${printParseErrorCode(error.error)}.`,
        offset: error.offset,
        length: Math.max(error.length, 1),
      })),
    };
  }
  if (!root || root.type !== 'object') {
    const node = root ?? { offset: 0, length: text.length };
    return {
      ok: false,
      problems: [{ message: 'The document must be one JSON object: { "name", "mapping", "properties" }.', offset: node.offset, length: Math.max(node.length, 1) }],
    };
  }

  const problems: DocumentProblem[] = [];
  const seen = new Set<string>();
  for (const property of root.children ?? []) {
    const [key] = property.children ?? [];
    if (!key) continue;
    const name = String(key.value);
    if (seen.has(name)) problems.push(at(key, `"${name}" appears twice; keep one.`));
    seen.add(name);
    if (name === 'user_group_id' || name === 'provided_id') {
      problems.push(at(key, 'The group id cannot be changed here: it identifies the group. Remove this key.'));
    } else if (name === 'token') {
      problems.push(at(key, 'The token cannot be edited: use Rotate Token. Remove this key.'));
    } else if (!EDITABLE_KEYS.has(name)) {
      problems.push(at(key, `Unknown key "${name}": only "name", "mapping" and "properties" can be edited.`));
    }
  }

  const nameNode = findNodeAtLocation(root, ['name']);
  let name = '';
  if (!nameNode) {
    problems.push({ message: 'Missing "name": every group needs a name.', offset: root.offset, length: 1 });
  } else if (nameNode.type !== 'string') {
    problems.push(at(nameNode, `"name" must be a string, not ${describe(nodeValue(nameNode))}.`));
  } else {
    name = nameNode.value as string;
    const nameProblem = validateGroupName(name);
    if (nameProblem) problems.push(at(nameNode, nameProblem));
  }

  let mapping: Record<string, string> | null = null;
  const mappingNode = findNodeAtLocation(root, ['mapping']);
  if (mappingNode && mappingNode.type !== 'null') {
    if (mappingNode.type !== 'object') {
      problems.push(at(mappingNode, checkMappingMessage(nodeValue(mappingNode))));
    } else {
      for (const entry of mappingNode.children ?? []) {
        const valueNode = entry.children?.[1];
        if (valueNode && valueNode.type !== 'string') {
          const key = String(entry.children?.[0]?.value);
          problems.push(at(valueNode, `Mapping entry "${key}" must be a string (a data source id), not ${describe(nodeValue(valueNode))}.`));
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
    else problems.push(at(propertiesNode, checked.message));
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
      return Object.fromEntries((node.children ?? []).map((p) => [String(p.children?.[0]?.value), p.children?.[1] ? nodeValue(p.children[1]) : undefined]));
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}
