// Runs a function of a source module in a child process that is killed at a deadline. For hostile inputs built to
// make a scan quadratic: a regex match is synchronous, so an in-process timeout never fires and a regression would
// hang the test run for hours; in a child it becomes a clear failure.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(__dirname, '../../..');

/**
 * Calls `exportName` of `modulePath` (relative to the repository) with the inputs each `build` source expression
 * makes in the child (so megabyte inputs are not passed on a command line), and returns the JSON of each result.
 */
export function callWithDeadline(
  modulePath: string,
  exportName: string,
  builds: string[],
  deadlineMs = 30_000,
): unknown[] {
  const source = `
    const mod = require(${JSON.stringify(resolve(REPO, modulePath))});
    const results = [];
    for (const build of ${JSON.stringify(builds)}) {
      const args = eval(build);
      const value = mod[${JSON.stringify(exportName)}](...args);
      results.push(value === undefined ? null : value);
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', source], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: deadlineMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.error)
    throw new Error(
      `${exportName} did not answer within ${deadlineMs} ms (${child.error.message}): a scan that is not linear in its input`,
    );
  if (child.status !== 0) throw new Error(`${exportName} failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as unknown[];
}
