// Every rule the checker reports, by its id (the diagnostic code): what it finds and how to fix it. The CLI's
// `.docsiterc.json` and `--rule`, the extension's `docsite.rules` setting and the SARIF output's rule list all use
// these ids. A new diagnostic code gets its entry here (the `satisfies` below fails the type-check until it does).
import type { DiagnosticCode } from './diagnostics';
import { ANCHOR_URL_NO_PAGES_CODE } from './editor/anchors';
import { UNKNOWN_ICON_CODE } from './editor/icons';
import { ORPHAN_PAGE_CODE } from './editor/orphans';
import { LANGUAGE_RULES } from './languages/languageChecks';

export interface RuleInfo {
  /** One line: what the rule finds. */
  summary: string;
  /** How to fix it (plain text; shown as the rule's help in SARIF viewers). */
  help: string;
}

type RuleId = DiagnosticCode | typeof ORPHAN_PAGE_CODE | typeof UNKNOWN_ICON_CODE | typeof ANCHOR_URL_NO_PAGES_CODE;

export const RULES = {
  'json-syntax': { summary: 'The config is not valid JSON.', help: 'Fix the JSON syntax at the marked place: a missing comma, quote, bracket or brace.' },
  'json-comment': { summary: 'A comment in the config.', help: 'Remove the comment: the site generator reads plain JSON, which has no comments.' },
  'trailing-comma': { summary: 'A comma after the last item of an object or array.', help: 'Remove the trailing comma: plain JSON does not allow it.' },
  'json-too-deep': { summary: 'Nesting too deep to check.', help: 'Flatten the nesting; no real site configuration needs this depth.' },
  bom: { summary: 'The file starts with a byte order mark.', help: 'Save the file as UTF-8 without a BOM so that plain JSON readers accept it.' },
  'duplicate-key': { summary: 'A key appears twice in the same object.', help: 'Keep one of the keys: the last one wins and the earlier ones are ignored.' },
  type: { summary: 'A value of the wrong type.', help: 'Give the value the type the site configuration expects (the message names it).' },
  required: { summary: 'A required property is missing.', help: 'Add the property the message names.' },
  enum: { summary: 'A value outside the allowed set.', help: 'Use one of the values the message lists.' },
  'unknown-key': { summary: 'A key the site configuration does not define.', help: 'Fix the spelling (the message suggests the nearest key) or remove the key.' },
  schema: { summary: 'A value the site configuration schema rejects.', help: 'Change the value as the message says.' },
  'hex-color': { summary: 'A colour that is not a valid hex colour.', help: 'Write the colour as #RGB or #RRGGBB.' },
  'page-missing': { summary: 'A navigation entry names a page file that does not exist.', help: 'Create the page file (.mdx or .md) or fix the path; paths are relative to the site root, without extension.' },
  'page-escapes-root': { summary: 'A page path leads outside the site root.', help: 'Move the page into the site folder or fix the path.' },
  'page-duplicate': { summary: 'A page is listed twice in the navigation.', help: 'Remove one of the entries.' },
  'page-extension': { summary: 'A page path written with its file extension.', help: 'Write the page path without .mdx or .md.' },
  'file-missing': { summary: 'A file reference (logo, favicon, image, OpenAPI file) points at no file.', help: 'Add the file to the site folder or fix the path.' },
  'cta-name-required': { summary: 'A link call-to-action button without a name.', help: 'Give "topbarCtaButton" a "name": it is the button text.' },
  'basic-auth-name': { summary: 'A basic-auth name not in the form "user:password".', help: 'Write "api.auth.name" as "[usernameName]:[passwordName]".' },
  'anchor-version': { summary: 'An anchor names a version that "versions" does not declare.', help: 'Add the version to "versions" or fix the anchor\'s version.' },
  deprecated: { summary: 'A deprecated setting.', help: 'Remove the setting or use its replacement (the message names it).' },
  'too-many-problems': { summary: 'More problems than the report limit.', help: 'Fix the problems shown; the rest appear as they go.' },
  'config-too-large': { summary: 'A config too large to check.', help: 'Real configs are a few thousand characters; check that the file is the site configuration.' },
  'config-unreadable': { summary: 'A config file that cannot be read as a regular file.', help: 'Make the config a regular file inside the site folder (not a link elsewhere, a device or a FIFO), under the size limit.' },
  'page-syntax': { summary: 'A page that does not parse as MDX.', help: 'Fix the MDX at the marked place: escape a "<" or "{" in text (\\< or &lt;, \\{), close the tag, or fix the JavaScript expression.' },
  'page-link-broken': { summary: 'A link in a page leads to no page, file or redirect of the site.', help: 'Fix the path (root-relative /path or relative, without extension), create the page, or add a redirect from this path.' },
  'page-link-extension': { summary: 'A link in a page written with .mdx or .md, which 404s on the live site.', help: 'Remove the extension (the quick fix does it).' },
  'page-link-folder': { summary: 'A link in a page leads to a folder that has no index page and no page of the navigation below it.', help: 'Link to a page in the folder, add an index.mdx to it, or list one of its pages in the navigation.' },
  'page-link-no-host': { summary: 'A link written "//name/…" whose host has no dot: a browser leaves the site for the host "name".', help: 'Write the path with one leading slash ("/name/…") for a page of this site (the quick fix does it).' },
  'page-anchor-missing': { summary: 'A #anchor in a link matches no heading or element id of the target page.', help: 'Use the heading\'s slug (lower case, dashes between words) or add an id; the message suggests a near one.' },
  'page-import-missing': { summary: 'A page imports a snippet that does not exist.', help: 'Fix the import path (/snippets/… from the site root, or relative), with the file\'s exact letter case.' },
  'front-matter-syntax': { summary: 'A page\'s front matter is not valid YAML.', help: 'Fix the YAML at the marked line (quotes, indentation, a colon inside an unquoted value).' },
  'front-matter-type': { summary: 'A front matter key with a value of the wrong type.', help: 'Give the key the type the message names (text, true/false, a list).' },
  'front-matter-value': { summary: 'A front matter value outside the allowed set (mode, OpenAPI operation).', help: 'Use one of the allowed values; the message suggests the nearest one.' },
  'front-matter-unknown-key': { summary: 'A front matter key the generator does not read.', help: 'Fix the spelling (the message suggests the nearest key) or remove the key.' },
  'front-matter-required': { summary: 'A page lacks a front matter key the team requires.', help: 'Add the key (the policy is docsite.pages.requiredFrontMatter, or pages.requiredFrontMatter in .docsiterc.json).' },
  'orphan-page': { summary: 'A page file that no navigation entry reaches.', help: 'Add the page to the navigation, or delete it if it is no longer needed.' },
  'unknown-icon': { summary: 'An icon name the icon library does not have (in the config or a page\'s front matter).', help: 'Use an icon name from the library (the message suggests the nearest one).' },
  'anchor-url-no-pages': { summary: 'An anchor or tab whose URL holds no page of the navigation.', help: 'Add pages under the anchor\'s URL, or point the anchor at an external link.' },
  'ref-invalid': { summary: 'A "$ref" that is not a relative path to a file of the site.', help: 'Write "$ref" as a path relative to the file holding it, without "..", URLs or absolute paths.' },
  'ref-missing': { summary: 'A "$ref" to a file that does not exist.', help: 'Create the referenced JSON file or fix the path.' },
  'ref-cycle': { summary: 'Files that refer to each other through "$ref" in a cycle.', help: 'Break the cycle: a referenced file must not refer back to a file that refers to it.' },
  'legacy-key': { summary: 'A mint.json key in docs.json.', help: 'Move the setting to its docs.json name (the message names it), or remove it when docs.json has none.' },
  'navigation-shape': { summary: 'A docs.json navigation of the wrong shape.', help: 'Give "navigation" one root kind (languages, versions, tabs, dropdowns, anchors, groups, pages or products), and each level one kind of child.' },
  'navigation-empty': { summary: 'A tab, anchor, dropdown… that holds nothing.', help: 'Give it pages, groups or another list, an "href", or an "openapi" document.' },
  'config-ignored': { summary: 'A mint.json beside a docs.json.', help: 'The generator reads docs.json and ignores mint.json: delete mint.json once docs.json has everything.' },
  'operation-unknown': { summary: 'A "METHOD /path" entry that is no operation of its OpenAPI document.', help: 'Fix the method or path (the message suggests the nearest operation), or configure the OpenAPI document that has it.' },
  'openapi-unreadable': { summary: 'An OpenAPI document that cannot be read.', help: 'Fix the document\'s JSON or YAML, or point "openapi" at the right file.' },
  'redirect-destination': { summary: 'A redirect to a path that is no page of the site.', help: 'Point the redirect at an existing page (or an external URL).' },
  'redirect-loop': { summary: 'Redirects that lead back to where they start.', help: 'Change a destination so that the chain ends on a page.' },
  'redirect-chain': { summary: 'A redirect to a path that is itself redirected.', help: 'Point the redirect straight at the final destination.' },
  'redirect-shadows-page': { summary: 'A redirect whose source is a page of the navigation.', help: 'Remove the redirect or the page: readers following the navigation are sent away from it.' },
  ...LANGUAGE_RULES,
} satisfies Record<RuleId, RuleInfo>;

/** Every rule id, in the order above. */
export const RULE_IDS: readonly string[] = Object.keys(RULES);

export function ruleInfo(id: string): RuleInfo | undefined {
  return Object.prototype.hasOwnProperty.call(RULES, id) ? (RULES as Record<string, RuleInfo>)[id] : undefined;
}
