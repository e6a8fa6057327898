// Runs many calls with at most `concurrency` in flight (importing many groups without flooding the service), reports
// progress, and stops starting new calls when cancelled. One failure does not stop the others.
import type { GetOrCreateResult, UserGroupApi, UserGroupFields } from './types';

export interface BulkProgress {
  done: number;
  failed: number;
  total: number;
}

export interface BulkOptions {
  /** Calls in flight at once (default 8). */
  concurrency?: number;
  signal?: AbortSignal;
  /** Called after each call settles. */
  onProgress?: (progress: BulkProgress) => void;
}

export type BulkOutcome<T, R> =
  | { item: T; status: 'done'; value: R }
  | { item: T; status: 'failed'; error: unknown }
  /** Not started because the signal fired first. */
  | { item: T; status: 'skipped' };

export const DEFAULT_BULK_CONCURRENCY = 8;

/** Outcomes come back in the order of `items`. */
export async function runBulk<T, R>(
  items: readonly T[],
  task: (item: T, signal: AbortSignal | undefined) => Promise<R>,
  options: BulkOptions = {},
): Promise<BulkOutcome<T, R>[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_BULK_CONCURRENCY));
  const outcomes: BulkOutcome<T, R>[] = items.map((item) => ({ item, status: 'skipped' }));
  const progress: BulkProgress = { done: 0, failed: 0, total: items.length };
  let next = 0;

  const worker = async (): Promise<void> => {
    while (next < items.length && !options.signal?.aborted) {
      const index = next++;
      const item = items[index] as T;
      try {
        outcomes[index] = { item, status: 'done', value: await task(item, options.signal) };
        progress.done++;
      } catch (error) {
        outcomes[index] = { item, status: 'failed', error };
        progress.failed++;
      }
      options.onProgress?.({ ...progress });
    }
  };

  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return outcomes;
}

/** Get-or-create for many groups at once. */
export function bulkGetOrCreate(
  api: UserGroupApi,
  groups: readonly UserGroupFields[],
  options: BulkOptions = {},
): Promise<BulkOutcome<UserGroupFields, GetOrCreateResult>[]> {
  return runBulk(groups, (fields, signal) => api.getOrCreate(fields, { signal }), options);
}
