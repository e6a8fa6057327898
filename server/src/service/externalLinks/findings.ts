// What an external link's check means to a reader of the live site, as a diagnostic on the link. The severities
// follow the project's rule for errors (a reader would hit something broken), so only answers that say the page is
// gone are errors; what may pass for a reader (a server's hiccup, a bot wall, a rate limit) is never one:
//
//   external-link-broken (error)        404 or 410 after redirects (confirmed with GET when HEAD said so), or a host
//                                       name that does not exist (DNS: no such name).
//   external-link-unreachable (warning) 5xx, a timeout, a reset or refused connection, a TLS error, another 4xx,
//                                       a redirect loop or more redirects than a browser follows — each after the
//                                       retries. A browser with cookies may still get through a loop.
//   external-link-not-checked (info)    401/403 (the server refuses automated clients; a signed-in or human reader
//                                       may pass), a 429 that never cleared, a host that resolves to a private or
//                                       loopback address the link does not name (nothing was sent), a failed name
//                                       lookup in a run where no name resolved at all (a machine without DNS).
import { DiagnosticSeverity, type Diagnostic, type Range } from 'vscode-languageserver-protocol';
import { diagnosticAt } from '../diagnostics/diagnostics';
import { isRetryableNetworkError, type LinkOutcome } from './settings';

export const EXTERNAL_LINK_BROKEN = 'external-link-broken';
export const EXTERNAL_LINK_UNREACHABLE = 'external-link-unreachable';
export const EXTERNAL_LINK_NOT_CHECKED = 'external-link-not-checked';
export type ExternalLinkCode =
  typeof EXTERNAL_LINK_BROKEN | typeof EXTERNAL_LINK_UNREACHABLE | typeof EXTERNAL_LINK_NOT_CHECKED;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  410: 'Gone',
  429: 'Too Many Requests',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusText(status: number): string {
  return REASONS[status] ? `${status} ${REASONS[status]}` : String(status);
}

const NETWORK_REASONS: Record<string, string> = {
  ENOTFOUND: 'its host name does not exist',
  ETIMEDOUT: 'no answer in time',
  ECONNRESET: 'the connection was reset',
  ECONNREFUSED: 'the connection was refused',
  EAI_AGAIN: 'its host name could not be looked up',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
};

/** The finding for an outcome, or undefined when the link works. `url` is what was requested; `dnsWorks` is false
 * when no host name at all resolved in the run (a machine without DNS), where "no such host" proves nothing. */
export function findingOf(
  outcome: LinkOutcome,
  url: string,
  dnsWorks = true,
): { code: ExternalLinkCode; severity: DiagnosticSeverity; message: string } | undefined {
  const shown = url.length > 200 ? `${url.slice(0, 199)}…` : url;
  switch (outcome.kind) {
    case 'status': {
      const { status } = outcome;
      if (status < 400) return undefined;
      if (status === 404 || status === 410)
        return {
          code: EXTERNAL_LINK_BROKEN,
          severity: DiagnosticSeverity.Error,
          message: `Broken external link: ${shown} answers ${statusText(status)}.`,
        };
      if (status === 401 || status === 403)
        return {
          code: EXTERNAL_LINK_NOT_CHECKED,
          severity: DiagnosticSeverity.Information,
          message: `External link not checked: ${shown} answers ${statusText(status)} to the checker (a reader may be let in).`,
        };
      return {
        code: EXTERNAL_LINK_UNREACHABLE,
        severity: DiagnosticSeverity.Warning,
        message: `External link may be broken: ${shown} answers ${statusText(status)}${status >= 500 ? ' after retries' : ''}.`,
      };
    }
    case 'network':
      if ((outcome.code === 'ENOTFOUND' || outcome.code === 'EAI_AGAIN') && !dnsWorks)
        return {
          code: EXTERNAL_LINK_NOT_CHECKED,
          severity: DiagnosticSeverity.Information,
          message: `External link not checked: ${shown}: no host name could be looked up in this run (no DNS here?).`,
        };
      if (outcome.code === 'ENOTFOUND')
        return {
          code: EXTERNAL_LINK_BROKEN,
          severity: DiagnosticSeverity.Error,
          message: `Broken external link: ${shown}: its host name does not exist.`,
        };
      return {
        code: EXTERNAL_LINK_UNREACHABLE,
        severity: DiagnosticSeverity.Warning,
        message: `External link may be broken: ${shown}: ${NETWORK_REASONS[outcome.code] ?? outcome.code}${isRetryableNetworkError(outcome.code) ? ' (after retries)' : ''}.`,
      };
    case 'redirect-loop':
      return {
        code: EXTERNAL_LINK_UNREACHABLE,
        severity: DiagnosticSeverity.Warning,
        message: `External link may be broken: ${shown} redirects in a loop (back to ${outcome.url}).`,
      };
    case 'too-many-redirects':
      return {
        code: EXTERNAL_LINK_UNREACHABLE,
        severity: DiagnosticSeverity.Warning,
        message: `External link may be broken: ${shown} redirects more times than a browser follows.`,
      };
    case 'address-refused':
      if (outcome.host === outcome.address)
        return {
          code: EXTERNAL_LINK_NOT_CHECKED,
          severity: DiagnosticSeverity.Information,
          message: `External link not checked: ${shown} leads to ${outcome.host}, a loopback or private host the link does not name.`,
        };
      return {
        code: EXTERNAL_LINK_NOT_CHECKED,
        severity: DiagnosticSeverity.Information,
        message: `External link not checked: ${outcome.host} resolves to ${outcome.address}, a loopback or private address the link does not name.`,
      };
    case 'rate-limited':
      return {
        code: EXTERNAL_LINK_NOT_CHECKED,
        severity: DiagnosticSeverity.Information,
        message: `External link not checked: ${shown} kept answering ${statusText(outcome.status)}.`,
      };
  }
}

export function externalLinkDiagnostic(range: Range, finding: NonNullable<ReturnType<typeof findingOf>>): Diagnostic {
  return diagnosticAt(range, finding.severity, finding.code, finding.message);
}
