// Peak memory of a whole child process that has exited: a preload (`--require`) records the child's own
// `process.resourceUsage().maxRSS` when it exits, which /proc can no longer tell us after the fact.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Each process appends its own peak, so with `tree` (the preload passed on through NODE_OPTIONS) a tool that does its
// work in a child Node process is measured by that child too.
const PRELOAD = `
const { appendFileSync } = require('node:fs');
process.on('exit', () => appendFileSync(process.env.BENCH_MAXRSS_FILE, String(process.resourceUsage().maxRSS) + '\\n'));
`;

export interface ChildRun {
  exitCode: number | null;
  wallMs: number;
  /** Peak resident set of the child, in KB (undefined if it died before its exit handlers ran); with `tree`, of the
   * largest Node process of its tree. */
  peakRssKb: number | undefined;
  stdout: string;
  stderr: string;
}

/** Runs `node script args…` to completion, timing it as a whole process (start-up included). `tree`: also measure
 * the Node processes it starts (their peak is the largest single one). */
export function runNodeScript(
  script: string,
  args: string[],
  cwd: string,
  options: { tree?: boolean } = {},
): Promise<ChildRun> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-rss-'));
  const preload = join(dir, 'maxrss.cjs');
  const rssFile = join(dir, 'maxrss.txt');
  writeFileSync(preload, PRELOAD);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--require', preload, script, ...args], {
      cwd,
      env: {
        ...process.env,
        BENCH_MAXRSS_FILE: rssFile,
        NO_COLOR: '1',
        ...(options.tree
          ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(preload)}`.trim() }
          : {}),
      },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - started;
      let peakRssKb: number | undefined;
      try {
        const peaks = readFileSync(rssFile, 'utf8').split('\n').filter(Boolean).map(Number);
        peakRssKb = peaks.length ? Math.max(...peaks) : undefined;
      } catch {
        peakRssKb = undefined;
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({
        exitCode,
        wallMs,
        peakRssKb,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}
