// `component-parent`: a child component outside the component it belongs in (`<Tab>` outside `<Tabs>`, `<Step>`
// outside `<Steps>`, `<Tree.File>` outside `<Tree>`). Fragments between are transparent, as in the generator, which
// warns about such a `<Tab>` or `<Step>` at build time and renders it without its group. An element at the top of a
// snippet is judged where the snippet is used, not here.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity, makeDiagnostic } from '../../../diagnostics/diagnostics';
import { nameRange, componentCheck } from '../context';

export const parentComponentCheck = componentCheck(
  [
    {
      id: 'component-parent',
      severity: 'warning',
      summary:
        'A child component outside the component it belongs in (Tab outside Tabs, Step outside Steps, Tree.File outside Tree).',
      help: 'Move the element into its parent component (fragments between are fine).',
    },
  ] as const,
  ({ document, elements, resolve, isSnippet: snippet }) => {
    const out: Diagnostic[] = [];
    const all = elements.elements;
    for (const element of all) {
      const resolved = resolve(element.name);
      if (resolved.kind !== 'built-in' || !resolved.spec.parents) continue;
      let parent = element.parent;
      while (parent >= 0 && all[parent].name === '') parent = all[parent].parent;
      if (parent < 0 && snippet) continue;
      const parentName = parent >= 0 ? all[parent].name : undefined;
      if (parentName !== undefined && resolved.spec.parents.includes(parentName)) continue;
      // A component of the page's own may well render its children inside the right parent.
      if (parentName !== undefined && resolve(parentName).kind === 'page') continue;
      const expected = resolved.spec.parents.map((p) => `<${p}>`).join(' or ');
      out.push(
        makeDiagnostic(
          document,
          nameRange(element),
          DiagnosticSeverity.Warning,
          'component-parent',
          `<${element.name}> must sit directly in ${expected}${parentName ? `, not in <${parentName}>` : ''}: outside it, it renders without its group.`,
        ),
      );
    }
    return out;
  },
);
