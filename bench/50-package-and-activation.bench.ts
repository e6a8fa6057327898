// What the extension costs to ship and to start, and the CLI over the real corpus:
// - the packaged VSIX (`vsce package --no-dependencies` of a production build; target < 500 KB);
// - activation, as far as it can be measured outside VS Code: loading the client bundle (with `vscode` stubbed),
//   then the language server from spawn to `initialize` answered and to the first diagnostics of a sample site;
// - `docsite check` over every config of the corpus (DOCSITE_CORPUS) rebuilt as workspaces, as one whole process.
// Prints a table; `--json` adds one JSON object as the last line.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { runNodeScript } from './lsp/childPeakRss';
import { rebuildCorpus } from './lsp/corpusWorkspaces';
import { LspSession } from './lsp/lspSession';
import { REPO_ROOT } from './lsp/servers';
import { formatTable, median, round } from './lsp/stats';
import { codeServerInstalled, measureVscodeActivation } from './lsp/vscodeActivation';
import { timeRequireWithVscodeStub } from './lsp/vscodeStub';

interface Case {
  metric: string;
  value: number | null;
  unit: string;
  target?: string;
  note?: string;
}

const VSIX_TARGET_KB = 500;
const NOT_COPIED = new Set(['node_modules', '.git', '.cache', '.test-artifacts', '.bench-profiles', 'out']);

/** A scratch copy of the repo (sources, manifest, allow-list), built for production and packaged with vsce. */
function packageVsix(): { scratch: string; vsixKb: number | null; files: string[]; note?: string } {
  const scratch = mkdtempSync(join(tmpdir(), 'docsite-vsix-'));
  cpSync(REPO_ROOT, scratch, { recursive: true, filter: (source) => !NOT_COPIED.has(source.split('/').pop() ?? '') });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(scratch, 'node_modules'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--production'], { cwd: scratch, encoding: 'utf8' });
  if (build.status !== 0)
    return { scratch, vsixKb: null, files: [], note: `production build failed: ${build.stderr.trim()}` };
  const vsix = join(scratch, 'docsite-kit.vsix');
  const vsce = join(REPO_ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');
  // Without a `repository` in package.json vsce cannot resolve README's relative images; any base URL does for a
  // size measurement (the links only change text in the README it packs).
  const manifest = JSON.parse(readFileSync(join(scratch, 'package.json'), 'utf8')) as { repository?: unknown };
  const baseUrls = manifest.repository
    ? []
    : [
        '--baseContentUrl',
        'https://example.invalid/docsite-kit',
        '--baseImagesUrl',
        'https://example.invalid/docsite-kit',
      ];
  // As `npm run package` packs it, with the build's README for users (scripts/build.mjs).
  const readme = ['--readme-path', 'client/out/README.md'];
  const pack = spawnSync(process.execPath, [vsce, 'package', '--no-dependencies', ...readme, ...baseUrls, '-o', vsix], {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  if (pack.status !== 0 || !existsSync(vsix))
    return {
      scratch,
      vsixKb: null,
      files: [],
      note: `vsce package failed: ${(pack.stderr || pack.stdout).trim().slice(0, 500)}`,
    };
  const listed = spawnSync(process.execPath, [vsce, 'ls', '--no-dependencies', ...readme], {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const files = listed.stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const note = baseUrls.length
    ? 'package.json has no "repository": packed with placeholder base URLs for README links'
    : undefined;
  return { scratch, vsixKb: statSync(vsix).size / 1024, files, note };
}

async function measureActivation(scratch: string): Promise<Case[]> {
  const cases: Case[] = [];
  const clientBundle = join(scratch, 'client', 'out', 'extension.js');
  cases.push({
    metric: 'client_bundle_require_ms',
    value: timeRequireWithVscodeStub(clientBundle),
    unit: 'ms',
    note: 'production bundle, vscode stubbed',
  });

  const site = join(REPO_ROOT, 'examples', 'docs');
  const serverBundle = join(scratch, 'server', 'out', 'server.js');
  const starts: number[] = [];
  const firstDiagnostics: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const session = await LspSession.start(
      { label: 'ours', script: serverBundle, args: ['--stdio'], nodeArgs: [] },
      { workspaceDir: site, settings: {} },
    );
    starts.push(performance.now() - started);
    const uri = pathToFileURL(join(site, 'mint.json')).href;
    const published = session.waitForDiagnostics(uri, () => true, 15_000);
    await session.open(uri, readFileSync(join(site, 'mint.json'), 'utf8'));
    firstDiagnostics.push((await published).at - started);
    await session.stop();
  }
  cases.push({
    metric: 'server_spawn_to_initialize_ms',
    value: median(starts),
    unit: 'ms',
    note: "production bundle with the extension's Node flags, median of 5",
  });
  cases.push({
    metric: 'server_spawn_to_first_diagnostics_ms',
    value: median(firstDiagnostics),
    unit: 'ms',
    note: 'examples/docs/mint.json',
  });
  return cases;
}

async function measureCli(): Promise<Case[]> {
  const corpus = rebuildCorpus();
  if (!corpus)
    return [
      { metric: 'cli_corpus_wall_ms', value: null, unit: 'ms', note: 'no corpus: set DOCSITE_CORPUS to measure it' },
    ];
  try {
    const cli = join(REPO_ROOT, 'server', 'out', 'cli.js');
    const runs = [];
    for (let i = 0; i < 3; i++)
      runs.push(await runNodeScript(cli, ['check', ...corpus.folders, '--format', 'json'], corpus.root));
    const last = runs[runs.length - 1];
    let summary = `exit ${last.exitCode}`;
    try {
      const diagnostics = JSON.parse(last.stdout) as { severity: string }[];
      const bySeverity = new Map<string, number>();
      for (const d of diagnostics) bySeverity.set(d.severity, (bySeverity.get(d.severity) ?? 0) + 1);
      summary += `, ${[...bySeverity].map(([s, n]) => `${n} ${s}s`).join(', ') || 'no diagnostics'}`;
    } catch {
      summary += `, output not JSON: ${(last.stderr || last.stdout).slice(0, 200)}`;
    }
    const note = `${corpus.folders.length} configs, ${corpus.files} files; ${summary}`;
    const peaks = runs.map((r) => r.peakRssKb).filter((v): v is number => v !== undefined);
    return [
      {
        metric: 'cli_corpus_wall_ms',
        value: median(runs.map((r) => r.wallMs)),
        unit: 'ms',
        note: `whole process, median of 3; ${note}`,
      },
      { metric: 'cli_corpus_peak_rss_mb', value: peaks.length ? Math.max(...peaks) / 1024 : null, unit: 'MB' },
    ];
  } finally {
    corpus.dispose();
  }
}

/** In code-server (dev build, as the real-VS-Code tests run it), when it is installed. */
function measureRealActivation(): Case[] {
  if (!codeServerInstalled())
    return [
      {
        metric: 'vscode_activate_ms',
        value: null,
        unit: 'ms',
        note: 'code-server is not installed (npm run test:vscode installs it)',
      },
    ];
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const timing = measureVscodeActivation();
    if ('error' in timing) return [{ metric: 'vscode_activate_ms', value: null, unit: 'ms', note: timing.error }];
    runs.push(timing);
  }
  const ready = runs.map((r) => r.serverReadyMs).filter((v): v is number => v !== undefined);
  return [
    {
      metric: 'vscode_activate_ms',
      value: median(runs.map((r) => r.activateMs)),
      unit: 'ms',
      note: 'real VS Code 1.100.3 (code-server, dev build): activation start -> activate() returned; median of 3 runs',
    },
    {
      metric: 'vscode_activation_to_server_ready_ms',
      value: ready.length ? median(ready) : null,
      unit: 'ms',
      note: "activation start -> the server's initialize answer (LSP trace)",
    },
  ];
}

async function main(): Promise<void> {
  const jsonOutput = process.argv.includes('--json');
  const cases: Case[] = [];
  const packaged = packageVsix();
  try {
    cases.push({
      metric: 'vsix_kb',
      value: packaged.vsixKb,
      unit: 'KB',
      target: `< ${VSIX_TARGET_KB}`,
      note: `${packaged.files.length} files${packaged.note ? `; ${packaged.note}` : ''}`,
    });
    for (const file of packaged.files) {
      const path = join(packaged.scratch, file);
      if (existsSync(path) && statSync(path).size > 50 * 1024) {
        // Deflated as a VSIX (a zip) stores it: what each file adds to the package.
        const deflatedKb = deflateRawSync(readFileSync(path)).length / 1024;
        cases.push({
          metric: `  ${file}`,
          value: deflatedKb,
          unit: 'KB',
          note: `deflated; ${round(statSync(path).size / 1024, 0)} KB uncompressed`,
        });
      }
    }
    if (packaged.vsixKb !== null) cases.push(...(await measureActivation(packaged.scratch)));
  } finally {
    rmSync(packaged.scratch, { recursive: true, force: true });
  }
  cases.push(...(await measureCli()));
  cases.push(...measureRealActivation());

  const rows = [['metric', 'value', 'target', 'note']];
  for (const c of cases)
    rows.push([c.metric, c.value === null ? 'n/a' : `${round(c.value, 1)} ${c.unit}`, c.target ?? '', c.note ?? '']);
  console.log(formatTable(rows));
  const over = packaged.vsixKb !== null && packaged.vsixKb >= VSIX_TARGET_KB;
  if (over) console.log(`\nVSIX over target: ${round(packaged.vsixKb ?? 0, 1)} KB >= ${VSIX_TARGET_KB} KB`);
  if (jsonOutput) {
    console.log(
      JSON.stringify({
        cases: cases.map((c) => ({
          metric: c.metric.trim(),
          value: c.value === null ? null : round(c.value, 2),
          unit: c.unit,
          target: c.target ?? null,
        })),
      }),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
