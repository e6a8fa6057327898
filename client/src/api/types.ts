// The user-group service's request and response shapes (docs/user-group-service.md#the-published-contract) and the
// client's public contract. No `vscode` import: the explorer, the CLI-side tools, the tests and the benchmarks all use
// this same client.

/** The environment a group lives in; each API token belongs to exactly one. */
export type EnvironmentTag = 'Customer' | 'Testing';

/** `user_group` in a response (docs/user-group-service.md#the-user_group-object). */
export interface UserGroup {
  /** Internal id of the group; an integer. */
  team_id: number;
  /** The group token (USER_GROUP_TOKEN). A secret: never log it. */
  token: string;
  name: string;
  /** Echoes the caller's `user_group_id`. */
  provided_id: string;
  properties?: Record<string, unknown> | null;
  api_environment_tag?: EnvironmentTag | null;
}

/** Request body of get-or-create and update (docs/user-group-service.md#request-fields). */
export interface UserGroupFields {
  name: string;
  user_group_id: string;
  /** Schema id -> data source id (or the caller-provided data source id). */
  mapping?: Record<string, string>;
  properties?: Record<string, unknown>;
}

export interface GetOrCreateResult {
  /** True when this call created the group. */
  newUserGroup: boolean;
  userGroup: UserGroup;
}

/** Request body of delete (docs/user-group-service.md#operation-delete): at least one of `user_group_id` and
 * `current_token`. */
export interface DeleteRequest {
  user_group_id?: string;
  current_token?: string;
  data_source_provided_id?: string;
}

export interface CallOptions {
  /** Cancels the call (and any pending retry wait). */
  signal?: AbortSignal;
  /**
   * The group's `user_group_id`, for error messages only, when the request itself does not carry it (rotate-token,
   * delete by token). Never sent to the service.
   */
  userGroupId?: string;
}

/** The four operations. Implemented by `UserGroupClient` (client.ts). */
export interface UserGroupApi {
  getOrCreate(fields: UserGroupFields, options?: CallOptions): Promise<GetOrCreateResult>;
  update(fields: UserGroupFields, options?: CallOptions): Promise<UserGroup>;
  delete(request: DeleteRequest, options?: CallOptions): Promise<void>;
  rotateToken(currentToken: string, options?: CallOptions): Promise<UserGroup>;
  /**
   * After a rotate whose response was lost (`UserGroupApiError.outcomeUnknown`), learn the group's current token
   * by asking for the group again by its id (a get-or-create with the known id and name, which returns the
   * stored group unchanged). `newUserGroup: true` in the result means the group no longer existed and was created.
   */
  recoverAfterLostRotate(fields: UserGroupFields, options?: CallOptions): Promise<GetOrCreateResult>;
}

export type UserGroupOperation = 'get-or-create' | 'update' | 'delete' | 'rotate-token';

/** What went wrong, in classes a user can act on. */
export type ApiErrorKind =
  | 'auth' // 401 / 403: the API token is missing, wrong, or lacks access
  | 'not-found' // 404
  | 'conflict' // 409
  | 'rate-limited' // 429; see retryAfterMs
  | 'bad-request' // 400, 413, 415 and other 4xx: the service rejected what we sent
  | 'server' // 5xx
  | 'timeout' // connect, headers or body took too long
  | 'network' // connection refused, reset, DNS, TLS ...
  | 'invalid-response' // not JSON, wrong shape, `success: 0` with a 2xx, too large
  | 'cancelled'; // the caller's AbortSignal fired

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  operation: UserGroupOperation;
  /** The group's `user_group_id` when the caller gave one; never a token. */
  groupId?: string;
  status?: number;
  /** For 'rate-limited': the server's Retry-After, in milliseconds. */
  retryAfterMs?: number;
  /**
   * True when the request may have reached the service and changed something, but no answer came back
   * (a dropped connection after sending a POST or DELETE). The caller must not blindly retry.
   */
  outcomeUnknown?: boolean;
}

/** Every failure of the client is one of these. The message is plain English and never contains a token. */
export class UserGroupApiError extends Error implements ApiErrorDetails {
  readonly kind: ApiErrorKind;
  readonly operation: UserGroupOperation;
  readonly groupId?: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly outcomeUnknown?: boolean;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'UserGroupApiError';
    this.kind = details.kind;
    this.operation = details.operation;
    this.groupId = details.groupId;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.outcomeUnknown = details.outcomeUnknown;
  }
}
