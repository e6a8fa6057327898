// Growth tests: the same work on an input and on one four times larger, in a child process killed at a deadline.
// Linear work grows about 4×, quadratic work 16×; the assertion is on that ratio, never on an absolute speed (the
// machine running the tests may be slow or busy). The time measured is the child's own CPU time, so other processes
// competing for the cores do not move it, and each size keeps its fastest of a few runs.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(__dirname, '../../..');

/** Above this the work grew faster than linear: 4× larger input, at most this many times the CPU time. */
export const LINEAR_GROWTH_LIMIT = 9;

export interface GrowthResult {
  /** CPU milliseconds of the smaller and of the larger input (fastest run of each). */
  small: number;
  large: number;
  ratio: number;
  /** The JSON of the larger input's result, for the test to check the work was really done. */
  result: unknown;
}

/**
 * Measures `call` (a source expression of `mod` and `input`, e.g. `mod.scanPage(input)`) on `build(n)` and
 * `build(4 * n)`, where `build` is a source expression of `n` run in the child (megabyte inputs are never passed on a
 * command line). `setup` runs once in the child before anything is measured (for fixtures the call needs).
 */
export function measureGrowth(
  modulePath: string,
  options: { build: string; call: string; n: number; setup?: string; runs?: number; deadlineMs?: number },
): GrowthResult {
  const runs = options.runs ?? 3;
  const source = `
    const mod = require(${JSON.stringify(resolve(REPO, modulePath))});
    ${options.setup ?? ''}
    const build = (n) => (${options.build});
    const call = (input) => (${options.call});
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    const time = (n) => {
      let best = Infinity; let result;
      for (let i = 0; i < ${runs}; i++) {
        const input = build(n);
        const start = cpu();
        result = call(input);
        best = Math.min(best, cpu() - start);
      }
      return { best, result };
    };
    time(Math.max(1, Math.floor(${options.n} / 16)));
    const small = time(${options.n});
    const large = time(${options.n} * 4);
    let json;
    try { json = JSON.stringify(large.result === undefined ? null : large.result); } catch { json = 'null'; }
    process.stdout.write(JSON.stringify({ small: small.best, large: large.best, result: json.length > 1e6 ? null : JSON.parse(json) }));
  `;
  const deadlineMs = options.deadlineMs ?? 120_000;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', source], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: deadlineMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.error)
    throw new Error(
      `did not answer within ${deadlineMs} ms (${child.error.message}): work that is not linear in its input`,
    );
  if (child.status !== 0) throw new Error(`failed: ${child.stderr}`);
  const { small, large, result } = JSON.parse(child.stdout) as { small: number; large: number; result: unknown };
  return { small, large, ratio: large / Math.max(small, 1), result };
}

/** A message for the ratio assertion. */
export function describeGrowth(what: string, growth: GrowthResult): string {
  return `${what}: 4× the input took ${growth.ratio.toFixed(1)}× the CPU time (${growth.small.toFixed(0)} ms -> ${growth.large.toFixed(0)} ms); linear work grows about 4×`;
}
