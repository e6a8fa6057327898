// `component-prop-value`: a literal prop value the component cannot use: outside an enum (`<Badge size="xl">`), a
// number out of range (`<Columns cols={5}>`), `"false"` in quotes for a true/false prop (a non-empty string, so
// true), an `iconType` that is no Font Awesome style or used with another icon library, an invalid hex colour.
// Icon names are checked against the site's library under the same rule as everywhere (`unknown-icon`). Values in
// braces that are not plain literals are known only when the page runs and are left alone.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity, makeDiagnostic } from '../../../diagnostics/diagnostics';
import { UNKNOWN_ICON_CODE, unknownIconMessage } from '../../../config/features/icons';
import { didYouMean, didYouMeanIn } from '../../../diagnostics/suggest';
import { propOf } from '../catalogue';
import { literalValue, componentCheck } from '../context';

const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export const propValueCheck = componentCheck(
  [
    {
      id: 'component-prop-value',
      severity: 'warning',
      summary:
        'A prop value outside the allowed set or range (enum, number, "false" in quotes, icon style, hex colour).',
      help: 'Use one of the values the message lists; write numbers and false in braces ({3}, {false}).',
    },
  ] as const,
  ({ document, elements, resolve, site }) => {
    const out: Diagnostic[] = [];
    const library = site.frontMatter.iconLibrary;
    for (const element of elements.elements) {
      const resolved = resolve(element.name);
      if (resolved.kind !== 'built-in') continue;
      for (const attribute of element.attributes) {
        const prop = propOf(resolved.spec, attribute.name);
        if (!prop) continue;
        const value = literalValue(attribute.value);
        if (value === undefined) continue;
        const at = attribute.value ?? attribute;
        const report = (message: string, suggestion?: string) =>
          out.push(
            makeDiagnostic(
              document,
              at,
              DiagnosticSeverity.Warning,
              'component-prop-value',
              message,
              suggestion ? { suggestion } : undefined,
            ),
          );
        const where = `"${attribute.name}" of <${element.name}>`;
        if ((prop.kind === 'enum' || prop.kind === 'iconType') && prop.values) {
          if (prop.kind === 'iconType' && library !== 'fontawesome') {
            report(
              `${where} picks a Font Awesome style, but the site's icon library is ${library}, whose icons have no styles: it has no effect.`,
            );
          } else if (typeof value !== 'string' || !prop.values.includes(value)) {
            const suggestion = typeof value === 'string' ? didYouMean(value, prop.values) : undefined;
            report(
              `${where} must be one of ${prop.values.map((v) => `"${v}"`).join(', ')}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
              suggestion,
            );
          }
        } else if (prop.kind === 'number') {
          const number =
            typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
          if (Number.isNaN(number))
            report(`${where} is a number (write it in braces: ${attribute.name}={${prop.default ?? 1}}).`);
          else if ((prop.min !== undefined && number < prop.min) || (prop.max !== undefined && number > prop.max)) {
            report(
              `${where} must be ${prop.max === undefined ? `at least ${prop.min}` : `from ${prop.min ?? 0} to ${prop.max}`}; ${number} renders wrong.`,
            );
          }
        } else if (prop.kind === 'boolean') {
          if (value === 'false')
            report(
              `${where} is the text "false", which counts as true: write ${attribute.name}={false}, or leave it out.`,
              `{false}`,
            );
        } else if (prop.kind === 'color') {
          if (typeof value === 'string' && value.startsWith('#') && !HEX.test(value))
            report(`${where} is not a valid hex colour: write #RGB or #RRGGBB.`);
        } else if (prop.kind === 'icon') {
          // A URL, a path or an SVG is not a library name.
          if (
            typeof value !== 'string' ||
            /[/.:<]/.test(value) ||
            !site.frontMatter.iconNames ||
            site.frontMatter.iconNames.has(value)
          )
            continue;
          const suggestion = didYouMeanIn(value, site.frontMatter.iconNames);
          const diagnostic = makeDiagnostic(
            document,
            at,
            DiagnosticSeverity.Warning,
            'component-prop-value',
            unknownIconMessage(value, library, suggestion),
            suggestion ? { suggestion } : undefined,
          );
          // One unknown icon reads the same wherever it is written (config, front matter, a prop).
          diagnostic.code = UNKNOWN_ICON_CODE;
          out.push(diagnostic);
        }
      }
    }
    return out;
  },
);
