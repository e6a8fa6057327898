// `component-unknown`: an element whose name is no built-in component, no HTML element, and nothing the page imports
// or defines. The generator replaces such a block-level element, children and all, with a comment before rendering
// ("Component X does not exist"): the reader never sees what it holds. A snippet is rendered inside the pages that
// import it, with their components, so its own unknown names are not judged.
import { DiagnosticSeverity, makeDiagnostic } from '../../../diagnostics/diagnostics';
import { didYouMean } from '../../../diagnostics/suggest';
import { DOCUMENTED_COMPONENT_NAMES } from '../catalogue';
import { nameRange, componentCheck } from '../context';

export const unknownComponentCheck = componentCheck(
  [
    {
      id: 'component-unknown',
      severity: 'warning',
      summary: 'An element that is no built-in component, no HTML element, and nothing the page imports or defines.',
      help: 'Fix the name (the message suggests the nearest component) or import the component from a snippet: the generator removes an unknown block element with everything inside it.',
    },
  ] as const,
  ({ document, elements, resolve, isSnippet }) => {
    if (isSnippet) return [];
    let unknown: typeof elements.elements | undefined;
    for (const element of elements.elements)
      if (resolve(element.name).kind === 'unknown') (unknown ??= []).push(element);
    if (!unknown) return [];
    const candidates = [...DOCUMENTED_COMPONENT_NAMES, ...elements.imports.map((i) => i.name), ...elements.exports];
    return unknown.map((element) => {
      const suggestion = didYouMean(element.name, candidates);
      const effect = element.flow
        ? 'the generator removes it and everything inside it from the page'
        : 'the generator has no component of that name to render';
      return makeDiagnostic(
        document,
        nameRange(element),
        DiagnosticSeverity.Warning,
        'component-unknown',
        `Unknown component <${element.name}>: it is not built in and the page neither imports nor defines it, so ${effect}.${suggestion ? ` Did you mean <${suggestion}>?` : ''}`,
        suggestion ? { suggestion } : undefined,
      );
    });
  },
);
