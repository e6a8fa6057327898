// What the accessibility checks and `--fix` add to `docsite check` on the generated 10,000-page site
// (bench/pages/generateSite.ts; every page holds a `<CardGroup>`, so every page has a certain fix: the worst case
// for `--fix`). Whole processes, interleaved (one run of each variant per round), medians over the rounds:
// 1. `docsite check` with the accessibility rules off (`--rule image-alt=off` … `color-contrast=off`) vs on. A rule set
//    to `off` drops its findings; its check still runs. So this pair measures what reporting them costs, and:
// 2. in this process, the accessibility checks' own time: every page of the site checked as the CLI checks it, each
//    page check timed, the accessibility checks' share of the time spent in page checks.
// 3. `--fix-dry-run` vs the plain check (every page fixed in the diff; nothing written).
// 4. `--fix` on a copy fixed already (nothing left to fix: the CI run on a clean tree) vs the plain check of it.
// Budget: accessibility and --fix together add no more than 10 % to the check.
// Wall and CPU time (user + system) of each process: on a machine shared with other work the CPU time moves less.
// Options: --pages=10000  --rounds=5  --json (one JSON object as the last line).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatTable, median, round } from './lsp/stats';
import { generatePagesSite } from './pages/generateSite';
import { indexFolderSync } from '../server/src/host/diskIndex';
import { checkSitePages, SitePagesOnDisk } from '../server/src/cli/pages';
import { PAGE_CHECKS } from '../server/src/service/checks/list';
import { LanguageService } from '../server/src/service/languageService';
import { normalizePath } from '../server/src/service/workspace/paths';

const REPO = resolve(__dirname, '..');
const OUR_CLI = join(REPO, 'server', 'out', 'cli.js');
const BUDGET = 1.1;
/** The accessibility rules (issue part 2): alt text, link text, heading levels, theme colour contrast. */
const ACCESSIBILITY_RULES = ['image-alt', 'link-text', 'heading-skip', 'color-contrast'];
const A11Y_OFF = ACCESSIBILITY_RULES.flatMap((rule) => ['--rule', `${rule}=off`]);

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);

interface Variant {
  name: string;
  dir: string;
  args: string[];
  /** Wall time of each run. */
  ms: number[];
  /** CPU time (user + system) of each run: on a machine shared with other work it moves less than the wall time. */
  cpuMs: number[];
}

// Each child appends its own CPU time when it exits.
const CPU_PRELOAD = `
const { appendFileSync } = require('node:fs');
process.on('exit', () => { const u = process.cpuUsage(); appendFileSync(process.env.BENCH_CPU_FILE, String((u.user + u.system) / 1000) + '\\n'); });
`;

/** `docsite check …` as a whole process: its exit code, wall time and CPU time; its output is read and dropped. */
function runCli(
  args: string[],
  cwd: string,
  scratch: string,
): Promise<{ exitCode: number | null; wallMs: number; cpuMs: number; stderr: string }> {
  const preload = join(scratch, 'cpu.cjs');
  const cpuFile = join(scratch, 'cpu.txt');
  writeFileSync(preload, CPU_PRELOAD);
  writeFileSync(cpuFile, '');
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--require', preload, OUR_CLI, 'check', ...args], {
      cwd,
      env: { ...process.env, BENCH_CPU_FILE: cpuFile, NO_COLOR: '1' },
    });
    const err: Buffer[] = [];
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - started;
      const cpuMs = Number(readFileSync(cpuFile, 'utf8').trim());
      resolvePromise({ exitCode, wallMs, cpuMs, stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

/** Runs every variant once per round, in turn, so a load change on the machine falls on all of them alike. */
async function interleaved(variants: Variant[], rounds: number, scratch: string): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      const run = await runCli(['--format', 'json', ...variant.args], variant.dir, scratch);
      if (run.exitCode !== 0 && run.exitCode !== 1)
        throw new Error(`${variant.name}: exit ${run.exitCode}: ${run.stderr.slice(-400)}`);
      variant.ms.push(run.wallMs);
      variant.cpuMs.push(run.cpuMs);
    }
  }
}

/** The page checks' time over the whole site, in this process, by check; the CLI's own reading and checking. */
function pageCheckTimes(dir: string): Map<string, number> {
  const root = normalizePath(dir);
  const service = new LanguageService({ readFile: () => undefined });
  indexFolderSync(service.index, root);
  const configPath = `${root}/mint.json`;
  const times = new Map<string, number>();
  const checks = PAGE_CHECKS as unknown as { rules?: { id: string }[]; check?: (...args: unknown[]) => void }[];
  const originals = checks.map((c) => c.check);
  checks.forEach((check, i) => {
    const original = originals[i];
    if (!original) return;
    const ids = check.rules?.map((r) => r.id) ?? [`check ${i}`];
    const name = ids.length > 1 ? `${ids[0]} (+${ids.length - 1} rules)` : ids[0];
    check.check = (...args: unknown[]) => {
      const started = performance.now();
      original(...args);
      times.set(name, (times.get(name) ?? 0) + performance.now() - started);
    };
  });
  try {
    const site = new SitePagesOnDisk(root, service.index, {
      requiredKeys: [],
      parseConfig: (document, path) => service.parseUncached(document, path),
      configText: { path: configPath, text: readFileSync(configPath, 'utf8') },
    });
    checkSitePages(site, { files: [] });
  } finally {
    checks.forEach((check, i) => (check.check = originals[i]));
  }
  return times;
}

async function main(): Promise<void> {
  const pages = option('pages', 10_000);
  const rounds = option('rounds', 5);
  const scratch = mkdtempSync(join(tmpdir(), 'docsite-bench-fix-'));
  try {
    const dir = join(scratch, 'site');
    generatePagesSite(dir, pages);
    const clean = join(scratch, 'fixed');
    cpSync(dir, clean, { recursive: true });
    const fixOnce = await runCli(['--fix', '--format', 'json'], clean, scratch);
    console.log(`a copy fixed once for variant 4: ${/fixed .*/.exec(fixOnce.stderr)?.[0] ?? fixOnce.stderr.trim()}`);

    const variants: Variant[] = [
      { name: 'check, accessibility off', dir, args: A11Y_OFF, ms: [], cpuMs: [] },
      { name: 'check', dir, args: [], ms: [], cpuMs: [] },
      { name: 'check --fix-dry-run', dir, args: ['--fix-dry-run'], ms: [], cpuMs: [] },
      { name: 'check (fixed copy)', dir: clean, args: [], ms: [], cpuMs: [] },
      { name: 'check --fix (fixed copy)', dir: clean, args: ['--fix'], ms: [], cpuMs: [] },
    ];
    await interleaved(variants, rounds, scratch);
    const med = new Map(variants.map((v) => [v.name, median(v.ms)]));
    const cpu = new Map(variants.map((v) => [v.name, median(v.cpuMs)]));
    const ratio = (a: string, b: string) => (med.get(a) ?? NaN) / (med.get(b) ?? NaN);
    const cpuRatio = (a: string, b: string) => (cpu.get(a) ?? NaN) / (cpu.get(b) ?? NaN);
    const rows = [['variant', 'wall median ms', 'CPU median ms', 'wall runs ms', 'CPU runs ms']];
    for (const v of variants)
      rows.push([
        v.name,
        String(round(median(v.ms), 0)),
        String(round(median(v.cpuMs), 0)),
        v.ms.map((ms) => round(ms, 0)).join(' '),
        v.cpuMs.map((ms) => round(ms, 0)).join(' '),
      ]);
    console.log(`\ndocsite check on a generated ${pages}-page site, ${rounds} interleaved rounds\n`);
    console.log(formatTable(rows));

    const a11yRatio = ratio('check', 'check, accessibility off');
    const dryRatio = ratio('check --fix-dry-run', 'check');
    const cleanFixRatio = ratio('check --fix (fixed copy)', 'check (fixed copy)');
    const dryCpuRatio = cpuRatio('check --fix-dry-run', 'check');
    const cleanFixCpuRatio = cpuRatio('check --fix (fixed copy)', 'check (fixed copy)');
    const a11yCpuRatio = cpuRatio('check', 'check, accessibility off');
    const met = (value: number) => (value <= BUDGET ? 'met' : 'NOT met');
    const times = pageCheckTimes(dir);
    const total = [...times.values()].reduce((a, b) => a + b, 0);
    const a11yMs = [...times]
      .filter(([name]) => ACCESSIBILITY_RULES.includes(name))
      .reduce((sum, [, ms]) => sum + ms, 0);
    const timeRows = [['page check', 'ms']];
    for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1])) timeRows.push([name, String(round(ms, 0))]);
    console.log(`\nEach page check's time over the ${pages} pages (in this process)\n`);
    console.log(formatTable(timeRows));
    const checkMs = med.get('check') ?? NaN;
    console.log(
      [
        '',
        `accessibility on / off (rules off only drop findings): wall ${round(a11yRatio, 3)}x, CPU ${round(a11yCpuRatio, 3)}x`,
        `accessibility checks' own time: ${round(a11yMs, 0)} ms of ${round(total, 0)} ms of page checks, ${round((100 * a11yMs) / checkMs, 1)} % of the check's wall time`,
        `--fix-dry-run / check: wall ${round(dryRatio, 3)}x (${met(dryRatio)}), CPU ${round(dryCpuRatio, 3)}x (${met(dryCpuRatio)}); budget <= ${BUDGET}x`,
        `--fix with nothing to fix / check: wall ${round(cleanFixRatio, 3)}x (${met(cleanFixRatio)}), CPU ${round(cleanFixCpuRatio, 3)}x (${met(cleanFixCpuRatio)})`,
      ].join('\n'),
    );
    if (process.argv.includes('--json'))
      console.log(
        JSON.stringify({
          fixAndAccessibility: {
            pages,
            rounds,
            ms: Object.fromEntries(variants.map((v) => [v.name, v.ms])),
            cpuMs: Object.fromEntries(variants.map((v) => [v.name, v.cpuMs])),
            fixDryRunCpuRatio: dryCpuRatio,
            cleanFixCpuRatio,
            accessibilityCpuRatio: a11yCpuRatio,
            accessibilityRatio: a11yRatio,
            accessibilityCheckMs: a11yMs,
            pageCheckMs: total,
            fixDryRunRatio: dryRatio,
            cleanFixRatio,
          },
        }),
      );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
