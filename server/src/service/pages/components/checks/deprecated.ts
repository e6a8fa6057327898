// `component-deprecated`: a component the generator keeps only for old pages (`<CardGroup>`, replaced by
// `<Columns>`, which takes the same props). It still renders; the quick fix renames the opening and closing tags.
import { DiagnosticTag, type Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity, makeDiagnostic } from '../../../diagnostics/diagnostics';
import { nameRange, componentCheck } from '../context';

export const deprecatedComponentCheck = componentCheck(
  [
    {
      id: 'component-deprecated',
      severity: 'info',
      summary: 'A deprecated component (CardGroup).',
      help: 'Use the replacement the message names (the quick fix renames the tags).',
    },
  ] as const,
  ({ document, elements, resolve }) => {
    const out: Diagnostic[] = [];
    for (const element of elements.elements) {
      const resolved = resolve(element.name);
      if (resolved.kind !== 'built-in' || !resolved.spec.replacedBy) continue;
      const replacement = resolved.spec.replacedBy;
      const diagnostic = makeDiagnostic(
        document,
        nameRange(element),
        DiagnosticSeverity.Information,
        'component-deprecated',
        `<${element.name}> is deprecated: use <${replacement}>, which takes the same props.`,
        { suggestion: replacement },
      );
      // Where the element closes, so the quick fix need not read the page's elements again (`--fix` on a site of
      // CardGroups runs it on every page).
      diagnostic.data = { ...diagnostic.data, closeOffset: element.closeOffset, selfClosing: element.selfClosing };
      diagnostic.tags = [DiagnosticTag.Deprecated];
      out.push(diagnostic);
    }
    return out;
  },
);
