// A page the MDX parser rejects. The generator builds the site anyway, with this page's content replaced by a notice
// that a parsing error occurred: readers of the live site see no content here. Also a page too complex to parse in
// bounded time (pages/pageComplexity.ts): a warning that it was not checked, never an error.
import { pageCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { explainParseError } from '../components/tagErrors';

export const pageSyntaxCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'page-syntax',
      severity: 'error',
      summary: 'A page that does not parse as MDX.',
      help: 'Fix the MDX at the marked place: escape a "<" or "{" in text (\\< or &lt;, \\{), close the tag, or fix the JavaScript expression.',
    },
  ],
  check({ document, parsed }, report) {
    if (parsed.tooComplex) {
      // Not an error: the generator's parser may read the page, only in time growing with the square of the run.
      const { offset, message } = parsed.tooComplex;
      report(
        makeDiagnostic(
          document,
          { offset, length: 1 },
          DiagnosticSeverity.Warning,
          'page-syntax',
          `This page was not checked: ${message}. Its links, anchors and imports are not checked; the MDX parser (the generator's too) needs time growing with the square of such a run.`,
        ),
      );
    }
    if (!parsed.parseError) return;
    // An unclosed or mismatched tag is placed on the opening tag, and a bare `<` named as such.
    const { offset, length, message } = explainParseError(document.getText(), parsed.parseError);
    report(
      makeDiagnostic(
        document,
        { offset, length },
        DiagnosticSeverity.Error,
        'page-syntax',
        `This page does not parse as MDX: the live site shows "A parsing error occurred" instead of its content. ${message}`,
      ),
    );
  },
});
