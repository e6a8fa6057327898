// The navigation's page entries against the site's files (config/model/pageEntries.ts): missing, outside the root, listed twice,
// written with an extension.
import { configCheck } from '../../checks/check';
import { pageDiagnostics } from '../model/pageEntries';

export const navigationPagesCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  rules: [
    {
      id: 'page-missing',
      severity: 'error',
      summary: 'A navigation entry names a page file that does not exist.',
      help: 'Create the page file (.mdx or .md) or fix the path; paths are relative to the site root, without extension.',
    },
    {
      id: 'page-escapes-root',
      severity: 'error',
      summary: 'A page path leads outside the site root.',
      help: 'Move the page into the site folder or fix the path.',
    },
    {
      id: 'page-duplicate',
      severity: 'warning',
      summary: 'A page is listed twice in the navigation.',
      help: 'Remove one of the entries.',
    },
    {
      id: 'page-extension',
      severity: 'warning',
      summary: 'A page path written with its file extension.',
      help: 'Write the page path without .mdx or .md.',
    },
  ],
  check({ model, index, sink }) {
    pageDiagnostics(model, index, sink);
  },
});
