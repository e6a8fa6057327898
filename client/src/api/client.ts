// UserGroupClient: the four operations of the user-group service (docs/user-group-service.md#the-published-contract)
// over one Transport, with retries for the idempotent ones. Build it through createUserGroupClient (createClient.ts),
// not directly.
import { errorFromStatus, errorFromTransport, invalidResponse, reportedFailure, type CallContext } from './errors';
import { readEnvelope, readGetOrCreateResult, readUserGroupResult, type ShapeResult } from './responseShapes';
import { RETRYABLE_STATUSES, parseRetryAfter, retryDelayMs, sleep, type RetryPolicy } from './retry';
import { TransportFailure, type Transport } from './transport';
import {
  UserGroupApiError,
  type CallOptions,
  type DeleteRequest,
  type GetOrCreateResult,
  type UserGroup,
  type UserGroupApi,
  type UserGroupFields,
  type UserGroupOperation,
} from './types';

/** One attempt's outcome, for a log. Carries no token and no body. */
export interface AttemptEvent {
  operation: UserGroupOperation;
  groupId?: string;
  /** 1 for the first attempt. */
  attempt: number;
  status?: number;
  errorKind?: UserGroupApiError['kind'];
  /** Set when another attempt follows after this wait. */
  retryInMs?: number;
  durationMs: number;
}

export interface UserGroupClientConfig {
  /** Normalised base URL (checkBaseUrl), no trailing slash. */
  baseUrl: string;
  apiToken: string;
  userAgent: string;
  transport: Transport;
  retry: RetryPolicy;
  /** Source of jitter; tests pass a fixed one. */
  random: () => number;
  onAttempt?: (event: AttemptEvent) => void;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

interface AttemptOutcome<T> {
  value?: T;
  status?: number;
  error?: UserGroupApiError;
  /** The failed request never left this machine. */
  notSent?: boolean;
}

interface CallPlan<T> {
  context: CallContext;
  method: Method;
  body: Record<string, unknown>;
  /** Repeatable without changing the outcome, so retries are allowed. */
  idempotent: boolean;
  read: (body: Record<string, unknown>) => ShapeResult<T>;
}

export class UserGroupClient implements UserGroupApi {
  private readonly endpoint: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly config: UserGroupClientConfig) {
    this.endpoint = `${config.baseUrl}/api/user`;
    this.headers = {
      authorization: `Token ${config.apiToken}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': config.userAgent,
    };
  }

  getOrCreate(fields: UserGroupFields, options: CallOptions = {}): Promise<GetOrCreateResult> {
    return this.call(
      {
        context: this.context('get-or-create', fields.user_group_id),
        method: 'GET',
        body: groupBody(fields),
        idempotent: true,
        read: readGetOrCreateResult,
      },
      options.signal,
    );
  }

  update(fields: UserGroupFields, options: CallOptions = {}): Promise<UserGroup> {
    return this.call(
      {
        context: this.context('update', fields.user_group_id),
        method: 'PUT',
        body: groupBody(fields),
        idempotent: true,
        read: readUserGroupResult,
      },
      options.signal,
    );
  }

  async delete(request: DeleteRequest, options: CallOptions = {}): Promise<void> {
    const context = this.context('delete', request.user_group_id ?? options.userGroupId, request.current_token);
    if (request.user_group_id === undefined && request.current_token === undefined) {
      throw new UserGroupApiError('Could not delete the user group: give its id or its current token.', {
        kind: 'bad-request',
        operation: 'delete',
        groupId: options.userGroupId,
      });
    }
    const body: Record<string, unknown> = {};
    if (request.user_group_id !== undefined) body.user_group_id = request.user_group_id;
    if (request.current_token !== undefined) body.current_token = request.current_token;
    if (request.data_source_provided_id !== undefined) body.data_source_provided_id = request.data_source_provided_id;
    await this.call(
      { context, method: 'DELETE', body, idempotent: false, read: () => ({ ok: true, value: undefined }) },
      options.signal,
    );
  }

  rotateToken(currentToken: string, options: CallOptions = {}): Promise<UserGroup> {
    return this.call(
      {
        context: this.context('rotate-token', options.userGroupId, currentToken),
        method: 'POST',
        body: { current_token: currentToken },
        idempotent: false,
        read: readUserGroupResult,
      },
      options.signal,
    );
  }

  recoverAfterLostRotate(fields: UserGroupFields, options: CallOptions = {}): Promise<GetOrCreateResult> {
    // A get-or-create with a known id returns the stored group unchanged, including the token in force now.
    return this.getOrCreate(fields, options);
  }

  /** Closes the keep-alive connections. The client is unusable afterwards. */
  close(): Promise<void> {
    return this.config.transport.close();
  }

  private context(operation: UserGroupOperation, groupId: string | undefined, groupToken?: string): CallContext {
    const secrets = groupToken === undefined ? [this.config.apiToken] : [this.config.apiToken, groupToken];
    return { operation, groupId, secrets };
  }

  private async call<T>(plan: CallPlan<T>, signal: AbortSignal | undefined): Promise<T> {
    const payload = JSON.stringify(plan.body);
    const { retry, transport } = this.config;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const outcome = await this.attempt(plan, payload, signal);
      const error = outcome.error;
      const retryInMs =
        error && plan.idempotent && attempt < retry.maxAttempts
          ? this.retryWait(error, outcome.notSent === true, attempt)
          : undefined;
      this.config.onAttempt?.({
        operation: plan.context.operation,
        groupId: plan.context.groupId,
        attempt,
        status: error ? error.status : outcome.status,
        errorKind: error?.kind,
        retryInMs,
        durationMs: performance.now() - started,
      });
      if (!error) return outcome.value as T;
      if (retryInMs === undefined) throw error;
      try {
        await sleep(retryInMs, signal);
      } catch {
        throw errorFromTransport(plan.context, new TransportFailure('cancelled', 'cancelled', false), transport.origin);
      }
    }
  }

  /** How long to wait before repeating after `error`, or undefined when it must not be repeated. */
  private retryWait(error: UserGroupApiError, notSent: boolean, attempt: number): number | undefined {
    const { retry, random } = this.config;
    const statusRetryable = error.status !== undefined && RETRYABLE_STATUSES.has(error.status);
    if (!statusRetryable && !notSent) return undefined;
    if (error.retryAfterMs !== undefined && error.retryAfterMs > retry.maxRetryAfterMs) return undefined;
    return retryDelayMs(retry, attempt, error.retryAfterMs, random);
  }

  private async attempt<T>(
    plan: CallPlan<T>,
    payload: string,
    signal: AbortSignal | undefined,
  ): Promise<AttemptOutcome<T>> {
    const { context } = plan;
    let response;
    try {
      response = await this.config.transport.send(plan.method, this.endpoint, payload, this.headers, signal);
    } catch (failure) {
      if (!(failure instanceof TransportFailure)) throw failure;
      // A request that never left this machine may be repeated even if the service is not idempotent about it.
      // (A request refused while being built would be refused again: it is not repeated.)
      return {
        error: errorFromTransport(context, failure, this.config.transport.origin),
        notSent: !failure.sent && failure.kind !== 'refused',
      };
    }
    const { status } = response;
    const envelope = readEnvelope(response.bodyText);
    if (status < 200 || status >= 300) {
      const retryAfterMs =
        status === 429 || status === 503 ? parseRetryAfter(response.headers['retry-after']) : undefined;
      return { error: errorFromStatus(context, status, envelope.ok ? envelope.value.error : undefined, retryAfterMs) };
    }
    if (!envelope.ok) return { error: invalidResponse(context, envelope.problem, status) };
    if (envelope.value.success === 0) return { error: reportedFailure(context, status, envelope.value.error) };
    const result = plan.read(envelope.value.body);
    if (!result.ok) return { error: invalidResponse(context, result.problem, status) };
    return { value: result.value, status };
  }
}

/** Only the published request fields (docs/user-group-service.md#request-fields), so nothing else a caller's object
 * carries is ever sent. */
function groupBody(fields: UserGroupFields): Record<string, unknown> {
  const body: Record<string, unknown> = { name: fields.name, user_group_id: fields.user_group_id };
  if (fields.mapping !== undefined) body.mapping = fields.mapping;
  if (fields.properties !== undefined) body.properties = fields.properties;
  return body;
}
