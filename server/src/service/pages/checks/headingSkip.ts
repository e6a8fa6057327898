// `heading-skip`: a heading more than one level below the heading before it (`##` then `####`), which breaks the
// outline screen-reader users navigate by. The generator renders the page's title as the page's h1, so the first
// heading is measured against level 1: a page that opens its body with `###` skips h2. A page in `custom` or `frame`
// mode has no rendered title, so its first heading sets the start. Snippets are left alone: their headings sit at
// whatever level the importing page reaches. Not a failure of a WCAG success criterion (it is a best practice, and
// `mint a11y` does not look at headings), so it is information.
import { pageCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { isSnippetFile } from '../components/snippetFiles';
import { headingIdsOff } from '../pageAnchors';
import { frontMatterText } from '../pageModel';

export const headingSkipCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'heading-skip',
      severity: 'info',
      summary: 'A heading that skips a level (## then ####; the page title is the h1).',
      help: 'Use the next level down (## under the title, ### under ##), or restyle rather than re-level a heading.',
    },
  ],
  check({ document, path, parsed, site }, report) {
    const headings = parsed.headings;
    if (headings.length === 0 || isSnippetFile(path, site.rootDir)) return;
    // Custom and frame modes render no title.
    const titled = !headingIdsOff(parsed.frontMatter && frontMatterText(parsed.frontMatter, document.getText()));
    let previous = titled ? 1 : headings[0].depth;
    let after = 'the page title (h1)';
    for (const heading of headings) {
      if (heading.depth > previous + 1) {
        const missing =
          heading.depth - previous === 2 ? `h${previous + 1}` : `h${previous + 1} to h${heading.depth - 1}`;
        report(
          makeDiagnostic(
            document,
            { offset: heading.offset, length: heading.length },
            DiagnosticSeverity.Information,
            'heading-skip',
            `This h${heading.depth} follows ${after}, skipping ${missing}: screen-reader users navigating by heading lose the outline. Use ${'#'.repeat(previous + 1)}.`,
          ),
        );
      }
      previous = heading.depth;
      after = `an h${previous}`;
    }
  },
});
