// Shared setup for the API client's integration tests: a real emulator process and clients with short waits.
import { createUserGroupClient, type ClientOptions } from '../../../client/src/api/createClient';
import type { UserGroupClient } from '../../../client/src/api/client';
import type { UserGroupApiError } from '../../../client/src/api/types';
import {
  spawnEmulator,
  type RunningEmulator,
  type SpawnEmulatorOptions,
} from '../../../emulator/src/testing/spawnEmulator';

export const API_TOKEN = 'it-api-token-0123456789abcdef';
export const TESTING_TOKEN = 'it-testing-token-0123456789abcdef';

/** A well-formed group as the service answers it, for tests that serve their own replies. */
export const SAMPLE_GROUP = {
  team_id: 7,
  token: 'ugt_x0123456789abcdef',
  name: 'G',
  provided_id: 'g',
  properties: null,
  api_environment_tag: 'Customer',
};

export async function startEmulator(options: SpawnEmulatorOptions = {}): Promise<RunningEmulator> {
  return spawnEmulator({ tokens: [API_TOKEN, { token: TESTING_TOKEN, environment: 'Testing' }], ...options });
}

/** A client whose retry waits are a millisecond, so retry tests take no time (attempts are counted, not timed). */
export function clientFor(
  emulator: RunningEmulator,
  options: ClientOptions = {},
  apiToken = API_TOKEN,
): UserGroupClient {
  return createUserGroupClient(
    { baseUrl: emulator.baseUrl, apiToken },
    { ...options, retry: { baseDelayMs: 1, maxDelayMs: 5, ...options.retry } },
  );
}

/** Runs `call`, which must fail with a UserGroupApiError, and returns that error. */
export async function failureOf(call: () => Promise<unknown>): Promise<UserGroupApiError> {
  try {
    await call();
  } catch (error) {
    if ((error as Error).name === 'UserGroupApiError') return error as UserGroupApiError;
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** API requests in the emulator's log with this method. */
export async function countRequests(emulator: RunningEmulator, method: string): Promise<number> {
  return (await emulator.requests()).filter((entry) => entry.method === method).length;
}
