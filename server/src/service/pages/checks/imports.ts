// A page that imports a snippet file that does not exist (or exists with another letter case: the live host is
// case-sensitive). Package imports (`react`, `@/x`) are not files of the site and are left alone.
import { pageCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { importPath } from '../routing';

export const importsCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'page-import-missing',
      severity: 'error',
      summary: 'A page imports a snippet that does not exist.',
      help: "Fix the import path (/snippets/… from the site root, or relative), with the file's exact letter case.",
    },
  ],
  check({ document, path: pagePath, parsed, site }, report) {
    for (const entry of parsed.imports) {
      const path = importPath(entry.source, pagePath, site.rootDir);
      if (path === undefined || site.fileExists(path)) continue;
      const other = site.fileIgnoringCase(path);
      const message = other
        ? `Snippet "${entry.source}" not found: the file is "${other.slice(site.rootDir.length + 1)}" (letter case differs; the live host is case-sensitive).`
        : `Snippet "${entry.source}" not found.`;
      report(makeDiagnostic(document, entry, DiagnosticSeverity.Error, 'page-import-missing', message));
    }
  },
});
