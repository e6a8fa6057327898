// The fixes `docsite check --fix` applies by itself: the quick fixes whose result is the only right one, so no
// person needs to choose. A fix is applied when its diagnostic's rule is listed here, the service offers the action
// as preferred (`isPreferred`), and the listed condition, if any, holds. Everything else (did-you-mean
// replacements, a page file to create, a group to add an orphan to) stays a quick fix for the editor.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { BUILT_IN_COMPONENTS } from '../service/pages/components/catalogue';

export interface CertainFix {
  /** The rule whose quick fix is applied. */
  code: string;
  /** Where the rule's findings are: the site config (and its `$ref`'d files) or a page. */
  scope: 'config' | 'page';
  /** What the fix does, and why the result is certain. */
  why: string;
  /** A narrower condition, when only some of the rule's fixes are certain. */
  holds?(diagnostic: Diagnostic, document: TextDocument): boolean;
  /** For a page rule: a quick test of the page's text, false when none of the rule's findings can be in it (so
   * `--fix` checks only the pages that may need a fix). */
  mayBeIn?(text: string): boolean;
}

const DEPRECATED_COMPONENTS = BUILT_IN_COMPONENTS.filter((c) => c.replacedBy !== undefined).map((c) => `<${c.name}`);

export const CERTAIN_FIXES: readonly CertainFix[] = [
  {
    code: 'page-link-extension',
    scope: 'page',
    why: 'Drops ".mdx"/".md" from a link to a page: the live site serves the page without it, and 404s with it.',
    // ".md"/".mdx", maybe with an anchor or query, then the end of a link target.
    mayBeIn: (text) => /\.mdx?(?:[#?][^\s)"'>]*)?(?:[)"'>\s]|$)/.test(text),
  },
  {
    code: 'page-link-no-host',
    scope: 'page',
    why: 'Makes "//guides/intro" root-relative ("/guides/intro"): a first segment without a dot names no host.',
    // "//" opening a link target: after "](", "]:" or an attribute's "=".
    mayBeIn: (text) => /(?:\]\(\s*<?|\]:\s*<?|=\s*(?:["'{`]\s*)?)\/\/[^/\s]/.test(text),
  },
  {
    code: 'component-deprecated',
    scope: 'page',
    why: 'Renames <CardGroup> to <Columns> (opening and closing tag), which takes the same props.',
    mayBeIn: (text) => DEPRECATED_COMPONENTS.some((tag) => text.includes(tag)),
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
    code: 'legacy-key',
    scope: 'config',
    why: 'Moves a mint.json key to its docs.json place when docs.json reads the same value there and the place is empty (config/features/legacyKeyMoves.ts lists the moves); the fix is offered for those only.',
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

const PAGE_FIXES = CERTAIN_FIXES.filter((fix) => fix.scope === 'page');

/** Whether a page's text may hold a finding with a certain fix (false: checking it would find none). */
export function mayNeedPageFix(text: string): boolean {
  return PAGE_FIXES.some((fix) => fix.mayBeIn?.(text) ?? true);
}
