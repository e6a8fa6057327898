// A page's front matter: YAML the generator cannot read, keys it does not know, values of the wrong type or outside
// the allowed set, and keys the team requires (pages/frontMatterCheck.ts). Unknown icon names in it are reported
// under the config's `unknown-icon` rule, with the same wording.
import { pageCheck } from '../../checks/check';
import { frontMatterDiagnostics } from '../frontMatterCheck';

export const frontMatterCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'front-matter-syntax',
      severity: 'error',
      summary: "A page's front matter is not valid YAML.",
      help: 'Fix the YAML at the marked line (quotes, indentation, a colon inside an unquoted value).',
    },
    {
      id: 'front-matter-type',
      severity: 'error',
      summary: 'A front matter key with a value of the wrong type.',
      help: 'Give the key the type the message names (text, true/false, a list).',
    },
    {
      id: 'front-matter-value',
      severity: 'error',
      summary: 'A front matter value outside the allowed set (mode, OpenAPI operation).',
      help: 'Use one of the allowed values; the message suggests the nearest one.',
    },
    {
      id: 'front-matter-unknown-key',
      severity: 'warning',
      summary: 'A front matter key the generator does not read.',
      help: 'Fix the spelling (the message suggests the nearest key) or remove the key.',
    },
    {
      id: 'front-matter-required',
      severity: 'warning',
      summary: 'A page lacks a front matter key the team requires.',
      help: 'Add the key (the policy is docsite.pages.requiredFrontMatter, or pages.requiredFrontMatter in .docsiterc.json).',
    },
  ],
  check({ document, parsed, site }, report) {
    for (const diagnostic of frontMatterDiagnostics(document, parsed.frontMatter, site.frontMatter)) report(diagnostic);
  },
});
