// Waiting on observable state with a bound, never a fixed sleep.

export interface WaitOptions {
  /** Give up after this long; the error names `what`. */
  timeoutMs?: number;
  /** What is being waited for, for the error message ("the extension to activate"). */
  what: string;
}

/**
 * Re-evaluates `probe` (every 50 ms) until it returns something other than `undefined`/`false`, and returns that.
 * For state that has no change event (an extension's `isActive`, a file appearing on another process's behalf).
 */
export async function waitFor<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  options: WaitOptions,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${options.what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Subscribes to `event` and resolves with the first value for which `accept` returns a result. */
export function waitForEvent<E, T>(
  event: (listener: (e: E) => unknown) => { dispose(): unknown },
  accept: (e: E) => T | undefined,
  options: WaitOptions,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.dispose();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${options.what}`));
    }, timeoutMs);
    const subscription = event((e) => {
      const result = accept(e);
      if (result === undefined) return;
      clearTimeout(timer);
      subscription.dispose();
      resolve(result);
    });
  });
}
