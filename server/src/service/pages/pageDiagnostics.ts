// Every check of one page, from the list of page checks (checks/list.ts): parse problems, links (pages, anchors,
// files), imports of snippets, front matter. Pure: the page's text and a PageSiteContext in, LSP diagnostics out;
// the language server and the CLI both call it.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { PAGE_CHECKS } from '../checks/list';
import { parsePage, type ParsedPage } from './parsePage';
import type { PageSiteContext } from './siteContext';

export interface CheckedPage {
  parsed: ParsedPage;
  diagnostics: Diagnostic[];
}

export function checkPage(
  document: TextDocument,
  pagePath: string,
  site: PageSiteContext,
  parsed: ParsedPage = parsePage(document.getText()),
): CheckedPage {
  const diagnostics: Diagnostic[] = [];
  const report = (diagnostic: Diagnostic) => {
    diagnostics.push(diagnostic);
  };
  const page = { document, path: pagePath, parsed, site };
  for (const check of PAGE_CHECKS) check.check?.(page, report);
  return { parsed, diagnostics };
}
