// Redirects that lead nowhere, loop, chain or hide a page (config/model/redirects.ts). The generator carries mint.json's
// redirects over as they are, so both formats get the same checks on the same model.
import { configCheck } from '../../checks/check';
import { redirectDiagnostics } from '../model/redirects';

export const redirectsCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  rules: [
    {
      id: 'redirect-destination',
      severity: 'warning',
      summary: 'A redirect to a path that is no page of the site.',
      help: 'Point the redirect at an existing page (or an external URL).',
    },
    {
      id: 'redirect-loop',
      severity: 'error',
      summary: 'Redirects that lead back to where they start.',
      help: 'Change a destination so that the chain ends on a page.',
    },
    {
      id: 'redirect-chain',
      severity: 'warning',
      summary: 'A redirect to a path that is itself redirected.',
      help: 'Point the redirect straight at the final destination.',
    },
    {
      id: 'redirect-shadows-page',
      severity: 'warning',
      summary: 'A redirect whose source is a page of the navigation.',
      help: 'Remove the redirect or the page: readers following the navigation are sent away from it.',
    },
  ],
  check({ model, index, sink }) {
    redirectDiagnostics(model, index, sink);
  },
});
