// A page the MDX parser rejects. The generator builds the site anyway, with this page's content replaced by a notice
// that a parsing error occurred: readers of the live site see no content here.
import { pageCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';

export const pageSyntaxCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    { id: 'page-syntax', severity: 'error', summary: 'A page that does not parse as MDX.', help: 'Fix the MDX at the marked place: escape a "<" or "{" in text (\\< or &lt;, \\{), close the tag, or fix the JavaScript expression.' },
  ],
  check({ document, parsed }, report) {
    if (!parsed.parseError) return;
    const { offset, message } = parsed.parseError;
    report(makeDiagnostic(document, { offset, length: 1 }, DiagnosticSeverity.Error, 'page-syntax', `This page does not parse as MDX: the live site shows "A parsing error occurred" instead of its content. ${message}`));
  },
});
