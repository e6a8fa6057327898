// External links of pages and config, checked over HTTP by the CLI with `--external` (cli/externalLinks.ts, with the
// checker in host/externalLinks/): the service reads no network, so the host reports these rules itself and there is
// no check function here. What each answer means: service/externalLinks/findings.ts.
import { pageCheck } from '../../checks/check';

export const externalLinksRules = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'external-link-broken',
      severity: 'error',
      summary:
        'An external link whose server answers 404 or 410, or whose host name does not exist (checked with --external).',
      help: "Fix the URL, link to the page's new place, or remove the link. A URL that is right but unreachable from CI can be excluded (externalLinks.exclude in .docsiterc.json).",
    },
    {
      id: 'external-link-unreachable',
      severity: 'warning',
      summary:
        'An external link that gave no good answer after retries: a 5xx, a timeout, a connection or TLS error, a redirect loop (checked with --external).',
      help: 'Open the link: if it works in a browser, the server may be refusing the checker (exclude it); otherwise fix or remove it.',
    },
    {
      id: 'external-link-not-checked',
      severity: 'info',
      summary:
        'An external link the checker could not judge: the server asked for sign-in (401/403), kept rate-limiting (429), or the host resolves to a private address (checked with --external).',
      help: 'Nothing to fix unless the link is wrong; exclude it (externalLinks.exclude in .docsiterc.json) to stop the note.',
    },
  ],
});
