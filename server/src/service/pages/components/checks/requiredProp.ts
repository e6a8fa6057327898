// `component-prop-required`: a prop the component needs and the element lacks (`<Tab>` without `title`), and the
// rules between props: `<Icon>` needs `icon` or `src`, `<Mention>` exactly one of `user` and `page`, `<ParamField>`
// exactly one location (`query`, `path`, `body`, `header`…), `<Tooltip cta>` needs `href`. Reported on the element's
// name. An element that spreads an object into its props (`{...props}`) may get them from it and is not judged.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity, makeDiagnostic } from '../../../diagnostics/diagnostics';
import { requiredPropsOf } from '../catalogue';
import { nameRange, componentCheck } from '../context';

const list = (props: readonly string[]) => props.map((p) => `"${p}"`).join(', ');

export const requiredPropCheck = componentCheck(
  [
    {
      id: 'component-prop-required',
      severity: 'warning',
      summary: 'A component without a prop it needs, or against a rule between props (exactly one of, one of, needs).',
      help: 'Add the prop the message names, or keep exactly one of the listed props.',
    },
  ] as const,
  ({ document, elements, resolve }) => {
    const out: Diagnostic[] = [];
    for (const element of elements.elements) {
      const resolved = resolve(element.name);
      if (resolved.kind !== 'built-in' || element.spread || !element.complete) continue;
      const { spec } = resolved;
      const has = (name: string) => element.attributes.some((a) => a.name === name);
      const report = (message: string) => {
        const diagnostic = makeDiagnostic(
          document,
          nameRange(element),
          DiagnosticSeverity.Warning,
          'component-prop-required',
          message,
        );
        out.push(diagnostic);
        return diagnostic;
      };
      const required = requiredPropsOf(spec);
      const missing = required.length ? required.filter((name) => !has(name)) : required;
      if (missing.length) {
        const diagnostic = report(
          `<${element.name}> needs ${missing.length > 1 ? 'the props' : 'the prop'} ${list(missing)}.`,
        );
        // For the quick fix, which writes them.
        diagnostic.data = { missingProps: missing };
      }
      for (const rule of spec.rules ?? []) {
        if (rule.kind === 'oneOf' && !rule.props.some(has))
          report(`<${element.name}> needs one of ${list(rule.props)}.`);
        if (rule.kind === 'exactlyOne') {
          const given = rule.props.filter(has);
          if (given.length !== 1)
            report(
              `<${element.name}> takes exactly one of ${list(rule.props)}${given.length ? `, not ${given.length} (${list(given)})` : ''}.`,
            );
        }
        if (rule.kind === 'requires' && has(rule.prop) && !has(rule.needs))
          report(
            `"${rule.prop}" of <${element.name}> needs "${rule.needs}" too: without it the link has nowhere to go.`,
          );
      }
    }
    return out;
  },
);
