// The fixes `docsite check --fix` applies by itself: the quick fixes whose result is the only right one, so no
// person needs to choose. A fix is applied when its diagnostic's rule is listed here, the service offers the action
// as preferred (`isPreferred`), and the listed condition, if any, holds. Everything else (did-you-mean
// replacements, a page file to create, a group to add an orphan to) stays a quick fix for the editor.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';

export interface CertainFix {
  /** The rule whose quick fix is applied. */
  code: string;
  /** Where the rule's findings are: the site config (and its `$ref`'d files) or a page. */
  scope: 'config' | 'page';
  /** What the fix does, and why the result is certain. */
  why: string;
  /** A narrower condition, when only some of the rule's fixes are certain. */
  holds?(diagnostic: Diagnostic, document: TextDocument): boolean;
}

export const CERTAIN_FIXES: readonly CertainFix[] = [
  {
    code: 'page-link-extension',
    scope: 'page',
    why: 'Drops ".mdx"/".md" from a link to a page: the live site serves the page without it, and 404s with it.',
  },
  {
    code: 'page-link-no-host',
    scope: 'page',
    why: 'Makes "//guides/intro" root-relative ("/guides/intro"): a first segment without a dot names no host.',
  },
  {
    code: 'component-deprecated',
    scope: 'page',
    why: 'Renames <CardGroup> to <Columns> (opening and closing tag), which takes the same props.',
  },
  {
    code: 'page-duplicate',
    scope: 'config',
    why: 'Removes a page listed twice in one sidebar: the generator shows it once, at the first entry.',
  },
  {
    code: 'page-extension',
    scope: 'config',
    why: 'Drops ".mdx"/".md" from a navigation entry: the page id is the path without it.',
  },
  {
    code: 'hex-color',
    scope: 'config',
    why: 'Normalises a colour written without "#" or with spaces around it; it does not drop an alpha channel, which would change the colour.',
    holds(diagnostic, document) {
      const suggestion = (diagnostic.data as { suggestion?: unknown } | undefined)?.suggestion;
      if (typeof suggestion !== 'string') return false;
      let value: unknown;
      try {
        value = JSON.parse(document.getText(diagnostic.range));
      } catch {
        return false;
      }
      return typeof value === 'string' && (suggestion === value.trim() || suggestion === `#${value}`);
    },
  },
];

const BY_CODE = new Map(CERTAIN_FIXES.map((fix) => [fix.code, fix]));

/** Whether the quick fix of `diagnostic` (in `document`, of `scope`) is certain. */
export function isCertain(diagnostic: Diagnostic, document: TextDocument, scope: CertainFix['scope']): boolean {
  const fix = BY_CODE.get(String(diagnostic.code ?? ''));
  return fix !== undefined && fix.scope === scope && (fix.holds?.(diagnostic, document) ?? true);
}
