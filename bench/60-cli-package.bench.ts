// The CLI package as a docs repository gets it, against the generator's own CLI (`mint`, pinned in
// bench/peers/mint, installed there on demand with `npm ci`):
// - install size: our tarball installed offline into an empty folder vs the peer's node_modules (bytes on disk);
// - cold start as whole processes: `--version`, and a check of the same 10-page site (`docsite check` vs
//   `mint broken-links`), wall time and the child's own CPU time (user + system), median of RUNS.
// Targets: cold check ≤ 0.25× of the peer's, install ≤ 0.1× of the peer's. The peer runs with its telemetry off
// (DO_NOT_TRACK=1, MINTLIFY_TELEMETRY_DISABLED=1): with it on, each run also waits for its telemetry calls to time
// out on a machine without internet, which is not the CLI's own cost. Prints a table; `--json` adds one JSON line.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './lsp/servers';
import { formatTable, median, round } from './lsp/stats';

const RUNS = 5;
const PEER_DIR = join(REPO_ROOT, 'bench', 'peers', 'mint');
const PACKAGE_DIR = join(REPO_ROOT, 'packages', 'docsite-cli');
const PEER_ENV = { DO_NOT_TRACK: '1', MINTLIFY_TELEMETRY_DISABLED: '1' };

interface Row {
  metric: string;
  ours: number | null;
  peer: number | null;
  unit: string;
  target?: number;
  note?: string;
}

/** Bytes of every file below `folder` (what the install puts on disk; links not followed). */
function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

function npm(args: string[], cwd: string, env: Record<string, string> = {}) {
  return spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    timeout: 900_000,
    env: {
      ...process.env,
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      ...env,
    },
  });
}

/** Our package: packed, then installed from the tarball into an empty folder with no registry reachable. */
function installOurs(scratch: string): { installedBytes: number; tarballBytes: number; script: string } {
  const packed = npm(['pack', '--json', '--pack-destination', scratch], PACKAGE_DIR);
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const tarball = join(scratch, (JSON.parse(packed.stdout) as { filename: string }[])[0].filename);
  const project = join(scratch, 'ours');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{"name":"bench-docs","private":true}');
  const installed = npm(['install', '--offline', tarball], project, {
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_cache: join(scratch, 'cache'),
  });
  if (installed.status !== 0) throw new Error(`offline install failed: ${installed.stderr}`);
  return {
    installedBytes: folderBytes(join(project, 'node_modules')),
    tarballBytes: statSync(tarball).size,
    script: join(project, 'node_modules', '@docsite-kit', 'cli', 'dist', 'docsite.js'),
  };
}

/** The peer, installed from its lock file (once; later runs reuse bench/peers/mint/node_modules). */
function installPeer(): { installedBytes: number; script: string } | { error: string } {
  const script = join(PEER_DIR, 'node_modules', 'mint', 'index.js');
  if (!existsSync(script)) {
    console.log('installing the peer (mint, pinned in bench/peers/mint; about 1 GB, a few minutes the first time)…');
    const installed = npm(['ci', '--no-audit', '--no-fund'], PEER_DIR);
    if (installed.status !== 0 || !existsSync(script))
      return {
        error: `npm ci in bench/peers/mint failed: ${(installed.stderr || installed.stdout).trim().slice(-400)}`,
      };
  }
  return { installedBytes: folderBytes(join(PEER_DIR, 'node_modules')), script };
}

/** A 10-page site: a navigation of 10 pages (one without a file) whose pages link to each other and to a missing page. */
function tenPageSite(scratch: string): string {
  const site = join(scratch, 'site');
  mkdirSync(site);
  const pages = Array.from({ length: 10 }, (_, i) => `page-${i}`);
  for (const page of pages.slice(0, 9)) {
    writeFileSync(
      join(site, `${page}.mdx`),
      `---\ntitle: ${page}\n---\n\n# ${page}\n\nSee [the next page](/page-${Number(page.slice(5)) + 1}) and [a missing one](/nowhere).\n`,
    );
  }
  writeFileSync(
    join(site, 'mint.json'),
    JSON.stringify(
      { name: 'Bench Docs', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages }] },
      null,
      2,
    ),
  );
  return site;
}

interface Timed {
  wallMs: number;
  cpuMs: number;
  exitCode: number | null;
  stdout: string;
}

/** One whole process, `node script args`, under bash's `time`: its CPU time (user + system) counts the process and
 * every child it waited for (the peer starts child processes of its own). */
function timeProcess(
  script: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  scratch: string,
): Promise<Timed> {
  const stdoutFile = join(scratch, `stdout-${process.hrtime.bigint()}.txt`);
  const command = 'TIMEFORMAT="%3U %3S"; time "$@" > "$BENCH_STDOUT" 2>/dev/null';
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', command, 'bench', process.execPath, script, ...args], {
      cwd,
      env: { ...process.env, ...env, BENCH_STDOUT: stdoutFile, NO_COLOR: '1' },
    });
    const err: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - started;
      const times = /(\d+\.\d+) (\d+\.\d+)\s*$/.exec(Buffer.concat(err).toString('utf8'));
      const cpuMs = times ? (Number(times[1]) + Number(times[2])) * 1000 : NaN;
      resolve({ wallMs, cpuMs, exitCode, stdout: existsSync(stdoutFile) ? readFileSync(stdoutFile, 'utf8') : '' });
    });
  });
}

async function medianOf(
  runs: number,
  run: () => Promise<Timed>,
): Promise<{ wallMs: number; cpuMs: number; last: Timed }> {
  const results: Timed[] = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  return {
    wallMs: median(results.map((r) => r.wallMs)),
    cpuMs: median(results.map((r) => r.cpuMs)),
    last: results[results.length - 1],
  };
}

async function main(): Promise<void> {
  const jsonOutput = process.argv.includes('--json');
  const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-bench-'));
  const rows: Row[] = [];
  try {
    const ours = installOurs(scratch);
    const peer = installPeer();
    const peerNote = 'error' in peer ? peer.error : undefined;
    const site = tenPageSite(scratch);
    rows.push({
      metric: 'install_size_mb',
      ours: ours.installedBytes / 1e6,
      peer: 'error' in peer ? null : peer.installedBytes / 1e6,
      unit: 'MB',
      target: 0.1,
      note: `ours: tarball ${round(ours.tarballBytes / 1024, 0)} KB, installed offline, no dependencies`,
    });

    const ourVersion = await medianOf(RUNS, () => timeProcess(ours.script, ['--version'], site, {}, scratch));
    const ourCheck = await medianOf(RUNS, () => timeProcess(ours.script, ['check', '.'], site, {}, scratch));
    let peerVersion;
    let peerCheck;
    if (!('error' in peer)) {
      peerVersion = await medianOf(RUNS, () => timeProcess(peer.script, ['--version'], site, PEER_ENV, scratch));
      peerCheck = await medianOf(RUNS, () => timeProcess(peer.script, ['broken-links'], site, PEER_ENV, scratch));
    }
    const found = (text: string) => `${text.split('\n').filter((l) => l.trim()).length} output lines`;
    rows.push({
      metric: 'cold_version_wall_ms',
      ours: ourVersion.wallMs,
      peer: peerVersion?.wallMs ?? null,
      unit: 'ms',
      note: `median of ${RUNS}; ours prints ${ourVersion.last.stdout.trim()}`,
    });
    rows.push({
      metric: 'cold_version_cpu_ms',
      ours: ourVersion.cpuMs,
      peer: peerVersion?.cpuMs ?? null,
      unit: 'ms',
      note: 'user + system, the process and its children',
    });
    rows.push({
      metric: 'cold_check_10_pages_wall_ms',
      ours: ourCheck.wallMs,
      peer: peerCheck?.wallMs ?? null,
      unit: 'ms',
      target: 0.25,
      note: `docsite check . (exit ${ourCheck.last.exitCode}, ${found(ourCheck.last.stdout)}) vs mint broken-links${peerCheck ? ` (exit ${peerCheck.last.exitCode}, ${found(peerCheck.last.stdout)})` : ''}`,
    });
    rows.push({
      metric: 'cold_check_10_pages_cpu_ms',
      ours: ourCheck.cpuMs,
      peer: peerCheck?.cpuMs ?? null,
      unit: 'ms',
      target: 0.25,
    });
    if (peerNote) rows.push({ metric: 'peer', ours: null, peer: null, unit: '', note: peerNote });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const table = [['metric', 'ours', 'peer (mint 4.2.941)', 'ratio', 'target', 'note']];
  for (const row of rows) {
    const ratio = row.ours !== null && row.peer ? row.ours / row.peer : null;
    const verdict = ratio !== null && row.target !== undefined ? (ratio <= row.target ? ' ok' : ' MISSED') : '';
    table.push([
      row.metric,
      row.ours === null ? 'n/a' : `${round(row.ours, 1)} ${row.unit}`,
      row.peer === null ? 'n/a' : `${round(row.peer, 1)} ${row.unit}`,
      ratio === null ? '' : `${ratio < 0.01 ? ratio.toPrecision(2) : round(ratio, 3)}×${verdict}`,
      row.target === undefined ? '' : `≤ ${row.target}×`,
      row.note ?? '',
    ]);
  }
  console.log(formatTable(table));
  if (jsonOutput) console.log(JSON.stringify({ bench: 'cli-package', rows }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
