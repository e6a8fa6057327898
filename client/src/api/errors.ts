// Builds the one error type callers see, UserGroupApiError, with a plain-English message that names the operation
// and the group. Of a response, only the service's `error` string is ever quoted, bounded, and only when the secret
// screen finds no piece of any secret of the call in it in any encoding (rotate and delete bodies carry group
// tokens, and a server may echo them URL-encoded, split, cut short...); otherwise the message says it was left out.
import { SecretScreen } from './secretScreen';
import { UserGroupApiError, type ApiErrorKind, type UserGroupOperation } from './types';
import type { TransportFailure } from './transport';

/** Who the call was about, for messages. `groupId` is the caller's id (not secret); tokens go in `secrets`. */
export interface CallContext {
  operation: UserGroupOperation;
  groupId?: string;
  /** Every secret this call knows (API token, group tokens): scrubbed from anything quoted in a message. */
  secrets: readonly string[];
}

/** What the operation tried to do, as the object of "Could not …". */
export function describeCall(operation: UserGroupOperation, groupId: string | undefined): string {
  const group = groupId === undefined ? undefined : `user group ${quoteId(groupId)}`;
  switch (operation) {
    case 'get-or-create':
      return `get or create ${group ?? 'the user group'}`;
    case 'update':
      return `update ${group ?? 'the user group'}`;
    case 'delete':
      return `delete ${group ?? 'the user group'}`;
    case 'rotate-token':
      return `rotate the token of ${group ?? 'the user group'}`;
  }
}

export function errorFromStatus(
  context: CallContext,
  status: number,
  serverText: string | undefined,
  retryAfterMs: number | undefined,
): UserGroupApiError {
  const kind = kindForStatus(status);
  const detail = quoteServerText(serverText, context.secrets, 'The service said');
  let reason: string;
  switch (kind) {
    case 'auth':
      reason =
        status === 403
          ? `the API token is not allowed to do this (HTTP 403). Check the token's access for this environment.`
          : `the service did not accept the API token (HTTP 401). Check the API token stored for this environment.`;
      break;
    case 'not-found':
      reason =
        context.operation === 'rotate-token' || (context.operation === 'delete' && context.groupId === undefined)
          ? 'no user group has that token (HTTP 404); it may have been rotated or deleted already.'
          : 'the service has no such user group (HTTP 404).';
      break;
    case 'conflict':
      reason = 'the service reported a conflict (HTTP 409).';
      break;
    case 'rate-limited':
      reason =
        retryAfterMs === undefined
          ? 'the service is limiting the request rate (HTTP 429). Try again later.'
          : `the service is limiting the request rate (HTTP 429). Try again in ${formatSeconds(retryAfterMs)}.`;
      break;
    case 'server':
      reason = `the service failed (HTTP ${status}). Try again later.`;
      break;
    default:
      reason =
        status >= 300 && status < 400
          ? `the service answered with a redirect (HTTP ${status}); check the base URL.`
          : `the service rejected the request (HTTP ${status}).`;
  }
  return new UserGroupApiError(`Could not ${describeCall(context.operation, context.groupId)}: ${reason}${detail}`, {
    kind: kind === 'redirect' ? 'invalid-response' : kind,
    operation: context.operation,
    groupId: context.groupId,
    status,
    // Set for 429 and for a 503 that carried Retry-After (the wait is honoured either way).
    retryAfterMs,
  });
}

export function errorFromTransport(context: CallContext, failure: TransportFailure, origin: string): UserGroupApiError {
  const what = describeCall(context.operation, context.groupId);
  // Only calls that change something and are not safe to repeat carry the "may have happened" warning.
  const risky = context.operation === 'rotate-token' || context.operation === 'delete';
  const details = { operation: context.operation, groupId: context.groupId };
  switch (failure.kind) {
    case 'cancelled':
      return new UserGroupApiError(`Could not ${what}: the request was cancelled.`, { ...details, kind: 'cancelled' });
    case 'too-large':
      return new UserGroupApiError(
        `Could not ${what}: the service sent a response larger than ${formatBytes(failure.limit ?? 0)}, which was refused.`,
        { ...details, kind: 'invalid-response' },
      );
    case 'timeout': {
      const phase =
        failure.detail === 'connect'
          ? `did not accept a connection at ${origin}`
          : failure.detail === 'headers'
            ? 'did not start answering'
            : 'stopped sending its answer';
      const unknown = risky && failure.sent;
      return new UserGroupApiError(
        `Could not ${what}: the service ${phase} within ${formatSeconds(failure.limit ?? 0)}.${unknown ? OUTCOME_UNKNOWN : ''}`,
        { ...details, kind: 'timeout', outcomeUnknown: unknown || undefined },
      );
    }
    case 'refused':
      // Nothing left this machine, so nothing changed: no "may or may not have been made" warning.
      return new UserGroupApiError(
        `Could not ${what}: the request could not be sent (${failure.code ?? 'refused'}), so nothing was sent to ${origin} and nothing was changed. Check the API token with "Set API Token".`,
        { ...details, kind: 'bad-request' },
      );
    case 'network': {
      if (!failure.sent) {
        return new UserGroupApiError(
          `Could not ${what}: could not connect to ${origin} (${failure.code ?? 'network error'}).`,
          {
            ...details,
            kind: 'network',
          },
        );
      }
      return new UserGroupApiError(
        `Could not ${what}: the connection to ${origin} closed before the service answered (${failure.code ?? 'network error'}).${risky ? OUTCOME_UNKNOWN : ''}`,
        { ...details, kind: 'network', outcomeUnknown: risky || undefined },
      );
    }
  }
}

export function invalidResponse(context: CallContext, problem: string, status: number): UserGroupApiError {
  return new UserGroupApiError(
    `Could not ${describeCall(context.operation, context.groupId)}: the service sent an unexpected response (HTTP ${status}): ${problem}.`,
    { kind: 'invalid-response', operation: context.operation, groupId: context.groupId, status },
  );
}

/** `success: 0` in a 2xx answer: the service says it failed without saying how in the status. */
export function reportedFailure(
  context: CallContext,
  status: number,
  serverText: string | undefined,
): UserGroupApiError {
  const detail = quoteServerText(serverText, context.secrets, 'It said');
  return new UserGroupApiError(
    `Could not ${describeCall(context.operation, context.groupId)}: the service reported a failure (success: 0, HTTP ${status}).${detail}`,
    { kind: 'invalid-response', operation: context.operation, groupId: context.groupId, status },
  );
}

const OUTCOME_UNKNOWN = ' The change may or may not have been made; do not repeat it blindly.';

type StatusKind = Exclude<ApiErrorKind, 'timeout' | 'network' | 'invalid-response' | 'cancelled'> | 'redirect';

export function kindForStatus(status: number): StatusKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  if (status >= 300 && status < 400) return 'redirect';
  return 'bad-request';
}

/** Long runs of token-like characters: what a group token or API token looks like when we do not know it. */
const TOKEN_LIKE = /[A-Za-z0-9_\-.~+/=]{24,}/g;
const MAX_QUOTED = 200;
const WITHHELD = " The service's message was left out: it held what looks like part of a credential.";

/**
 * ` <lead>: "<text>".` for the service's error string, or a sentence saying it was left out. The text is bounded
 * first, so what is checked is what would be shown.
 */
export function quoteServerText(serverText: string | undefined, secrets: readonly string[], lead: string): string {
  if (serverText === undefined) return '';
  const quoted = redact(serverText, secrets);
  return quoted === undefined ? WITHHELD : ` ${lead}: "${quoted}".`;
}

/**
 * Untrusted text made safe to show, or undefined when it cannot be: cut to a bounded length, anything token-shaped
 * replaced, control characters removed; withheld whole when the secret screen finds a piece of a known secret in any
 * encoding.
 */
export function redact(text: string, secrets: readonly string[]): string | undefined {
  const bounded = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 3)}...` : text;
  const screen = new SecretScreen();
  for (const secret of secrets) screen.add(secret);
  if (screen.exposes(bounded)) return undefined;
  return bounded
    .replace(TOKEN_LIKE, '[redacted]')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
}

/** A group id in a message: quoted, control characters removed, shortened. Ids are the caller's own, not secrets. */
function quoteId(groupId: string): string {
  const clean = groupId.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return `"${clean.length > 80 ? `${clean.slice(0, 77)}...` : clean}"`;
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
