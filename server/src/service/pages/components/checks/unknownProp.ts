// `component-prop-unknown`: a prop the component does not read (built-in components from the catalogue, snippet
// components from their parameter list), with the nearest prop named. The component ignores it, so what the writer
// meant (a title, an icon) is missing on the live page. A prop written twice is reported too: MDX keeps the last one.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity, makeDiagnostic } from '../../../diagnostics/diagnostics';
import { didYouMean } from '../../../diagnostics/suggest';
import { isUniversalProp, propNamesOf } from '../catalogue';
import { componentCheck } from '../context';

export const unknownPropCheck = componentCheck(
  [
    {
      id: 'component-prop-unknown',
      severity: 'warning',
      summary: 'A prop the component does not read, or a prop written twice.',
      help: 'Fix the prop name (the message suggests the nearest) or remove it; of a prop written twice only the last counts.',
    },
  ] as const,
  ({ document, elements, resolve }) => {
    const out: Diagnostic[] = [];
    for (const element of elements.elements) {
      const resolved = resolve(element.name);
      let known: readonly string[] | undefined;
      if (resolved.kind === 'built-in' && !resolved.spec.openProps) known = propNamesOf(resolved.spec);
      else if (resolved.kind === 'page' && resolved.snippet?.props) known = resolved.snippet.props;
      const attributes = element.attributes;
      for (let i = 0; i < attributes.length; i++) {
        const attribute = attributes[i];
        if (writtenBefore(attributes, i)) {
          out.push(
            makeDiagnostic(
              document,
              attribute,
              DiagnosticSeverity.Warning,
              'component-prop-unknown',
              `"${attribute.name}" is written twice on <${element.name}>: only the last one counts.`,
            ),
          );
          continue;
        }
        if (!known || known.includes(attribute.name) || isUniversalProp(attribute.name)) continue;
        const suggestion = didYouMean(
          attribute.name,
          known.filter((name) => !element.attributes.some((a) => a.name === name)),
        );
        const list = known.length ? ` It reads: ${known.join(', ')}.` : ' It takes no props.';
        out.push(
          makeDiagnostic(
            document,
            attribute,
            DiagnosticSeverity.Warning,
            'component-prop-unknown',
            `<${element.name}> has no prop "${attribute.name}", so it is ignored.${suggestion ? ` Did you mean "${suggestion}"?` : list}`,
            suggestion ? { suggestion } : undefined,
          ),
        );
      }
    }
    return out;
  },
);

/** Whether the attribute at `i` repeats the name of one before it (elements have a few attributes: no set needed). */
function writtenBefore(attributes: readonly { name: string }[], i: number): boolean {
  for (let k = 0; k < i; k++) if (attributes[k].name === attributes[i].name) return true;
  return false;
}
