// Small timing helpers for the API client benchmark.

/** Median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface PerCall {
  /** Wall-clock milliseconds per call. */
  wallMs: number;
  /** CPU milliseconds per call spent in this process (the caller's side; the emulator is another process). */
  cpuMs: number;
}

/** Runs `call` `count` times one after another and returns the mean cost per call. */
export async function measurePerCall(count: number, call: (index: number) => Promise<unknown>): Promise<PerCall> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) await call(i);
  const wallMs = (performance.now() - started) / count;
  const cpu = process.cpuUsage(cpuBefore);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 / count };
}

export async function timeMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export function fmt(ms: number, digits = 3): string {
  return `${ms.toFixed(digits)} ms`;
}
