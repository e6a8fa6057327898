// The component checks of a page, as one list: each check is its own file under checks/, with its rule id. They run
// after the page parsed (a page that does not parse has its one error, at the tag that broke it).
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { PageAnchors, PageSiteContext } from '../siteContext';
import { codeGroupTitle } from './checks/codeGroupTitle';
import { deprecatedComponent } from './checks/deprecated';
import { parentComponent } from './checks/parent';
import { propTargetDiagnostics } from './checks/propTargets';
import { propValue } from './checks/propValue';
import { requiredProp } from './checks/requiredProp';
import { unknownComponent } from './checks/unknownComponent';
import { unknownProp } from './checks/unknownProp';
import { componentContext, type ComponentCheck } from './context';
import { readElements } from './elements';

export const COMPONENT_CHECKS: readonly ComponentCheck[] = [unknownComponent, unknownProp, propValue, requiredProp, parentComponent, deprecatedComponent, codeGroupTitle];

/** The component problems of a page that parsed; `bodyStart` is where its front matter ends. */
export function componentDiagnostics(document: TextDocument, pagePath: string, site: PageSiteContext, own: PageAnchors, bodyStart: number): Diagnostic[] {
  const text = document.getText();
  // Most of the cost is the reading; a page without tags or fences has nothing to check.
  if (!text.includes('<') && !text.includes('```') && !text.includes('~~~')) return [];
  const elements = readElements(text, bodyStart);
  if (elements.elements.length === 0 && elements.fences.length === 0) return [];
  const context = componentContext(document, pagePath, site, elements);
  const out: Diagnostic[] = [];
  for (const check of COMPONENT_CHECKS) out.push(...check.check(context));
  out.push(...propTargetDiagnostics(context, own));
  return out;
}
