// Public surface of the user-group API client, for the explorer and other callers.
export * from './types';
export {
  createUserGroupClient,
  ClientSettingsError,
  DEFAULT_USER_AGENT,
  type ClientSettings,
  type ClientOptions,
} from './createClient';
export { UserGroupClient, type AttemptEvent } from './client';
export { checkBaseUrl, isAllowedBaseUrl, type BaseUrlCheck } from './baseUrl';
export {
  runBulk,
  bulkGetOrCreate,
  DEFAULT_BULK_CONCURRENCY,
  type BulkOptions,
  type BulkOutcome,
  type BulkProgress,
} from './bulk';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';
export { DEFAULT_TIMEOUTS, DEFAULT_MAX_RESPONSE_BYTES, type TransportTimeouts } from './transport';
