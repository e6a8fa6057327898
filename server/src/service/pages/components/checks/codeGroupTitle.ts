// `codegroup-title`: a fenced code block directly in a `<CodeGroup>` (or in a request or response example of more than
// one block) without a title. The generator reads a block's title from its info line (`title="…"`, or the words after the language that
// are no option such as `lines`, `wrap` or `{1-3}`) and names the block's tab with it: without one the tab has no
// name.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity, makeDiagnostic } from '../../../diagnostics/diagnostics';
import { componentCheck } from '../context';

const GROUPS = new Set(['CodeGroup', 'RequestExample', 'ResponseExample']);
const FLAGS = new Set(['lines', 'wrap', 'expandable', '[expandable]', 'twoslash', 'noCopy', 'nocopy']);

/** The title the generator takes from a fence's info text ('' for none). */
export function fenceTitle(info: string): string {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
  if (title) return title[1] ?? title[2] ?? title[3] ?? '';
  const words = withoutBraces(info)
    .replace(/\b[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // The first word is the language.
  return words
    .slice(1)
    .filter((word) => !FLAGS.has(word))
    .join(' ');
}

/** The text with every `{…}` group (line highlights) taken out. */
function withoutBraces(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', from)) {
    const close = text.indexOf('}', open);
    if (close < 0) break;
    out += `${text.slice(from, open)} `;
    from = close + 1;
  }
  return out + text.slice(from);
}

export const codeGroupTitleCheck = componentCheck(
  [
    {
      id: 'codegroup-title',
      severity: 'warning',
      summary: 'A code block in a CodeGroup (or request/response example) without a title.',
      help: "Write the title after the language on the fence line (```js index.js): it names the block's tab.",
    },
  ] as const,
  ({ document, elements }) => {
    const out: Diagnostic[] = [];
    const blocksIn = new Map<number, number>();
    for (const fence of elements.fences) blocksIn.set(fence.parent, (blocksIn.get(fence.parent) ?? 0) + 1);
    for (const fence of elements.fences) {
      const parent = fence.parent >= 0 ? elements.elements[fence.parent].name : undefined;
      if (parent === undefined || !GROUPS.has(parent) || fenceTitle(fence.info) !== '') continue;
      // A lone block of a request or response example has no tabs to name.
      if (parent !== 'CodeGroup' && blocksIn.get(fence.parent) === 1) continue;
      out.push(
        makeDiagnostic(
          document,
          { offset: fence.offset, length: fence.length },
          DiagnosticSeverity.Warning,
          'codegroup-title',
          `This code block in <${parent}> has no title, so its tab has no name: write the title after the language (\`\`\`${fence.info.split(/\s+/)[0] || 'bash'} Title).`,
        ),
      );
    }
    return out;
  },
);
