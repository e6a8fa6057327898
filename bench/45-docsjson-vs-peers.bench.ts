// docs.json, the current config format, against two peers, side by side in one run:
// 1. Protocol: our language server against VS Code's JSON language server given schemas/docs.schema.json, each its
//    own process driven by the same LSP client over stdio, on generated docs.json sites of 10,000 and 100,000 pages
//    (tabs -> groups -> nested groups, page files on disk, an OpenAPI document, redirects, icons). Timed: the full
//    diagnostics after a one-character edit (and the first open). Coverage is found out first: which of the planted
//    problems (schema enum, missing page, unknown icon, unknown OpenAPI operation, redirect loop) each server
//    reports.
// 2. CLI: `docsite check` over every docs.json of the corpus's `docsjson/` (DOCSITE_CORPUS; rebuilt as workspaces)
//    as one process, against one process running the site generator's own validator (`validateDocsConfig` of
//    @mintlify/validation, a dev dependency of this bench only) over the same files.
// Options: --sizes=10000,100000  --skip-lsp  --skip-cli  --json (one JSON object as the last line)  --heap-snapshot
// (each server's .heapsnapshot after its last timing, in .test-artifacts/bench-profiles/).
import { ResponseError } from 'vscode-languageserver-protocol';
import { DEFAULT_SERVER_SETTINGS } from '../shared/src/settings';
import { runNodeScript, type ChildRun } from './lsp/childPeakRss';
import { rebuildDocsJsonCorpus } from './lsp/corpusWorkspaces';
import { createDocsSiteWorkspace, type DocsSiteWorkspace } from './lsp/docsSiteWorkspace';
import { LspSession } from './lsp/lspSession';
import { coldOpenTimes, hasDiagnosticOnLine, measureChanges, probeCoverage, type Coverage } from './lsp/measure';
import {
  associateSchemaWithPeer,
  describeOurBuild,
  DOCS_SCHEMA_PATH,
  ourServer,
  ourServerBuild,
  peerServer,
  REPO_ROOT,
} from './lsp/servers';
import type { ServerCommand } from './lsp/serverProcess';
import { formatTable, median, round } from './lsp/stats';
import { withHeapProbe } from './lsp/heapProbe';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';

interface Plan {
  pages: number;
  edits: number;
}

/** Cold first opens timed per server and size (a server started afresh for each): the figure is their median. */
const FIRST_OPENS = 3;

const PLANS: Plan[] = [
  { pages: 10_000, edits: 9 },
  { pages: 100_000, edits: 3 },
];

const argv = process.argv.slice(2);
const jsonOutput = argv.includes('--json');
const sizesArg = argv.find((a) => a.startsWith('--sizes='));
const cpuProfile = argv.includes('--cpu-prof');
const heapSnapshot = argv.includes('--heap-snapshot');
const profileDir = join(REPO_ROOT, '.test-artifacts', 'bench-profiles');
const profileArgs = cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const plans = sizesArg ? PLANS.filter((p) => sizesArg.slice(8).split(',').map(Number).includes(p.pages)) : PLANS;

interface ServerRun {
  firstOpenMs?: number;
  changeMs?: number;
  peakRssMb?: number;
  liveHeapMb?: number;
  /** What the server reported of the planted problems. */
  reports: string[];
  notes: string[];
}

interface Row {
  what: string;
  ours: number | null;
  peer: number | null;
  ratio: number | null;
  unit: string;
}

async function runServer(plainCommand: ServerCommand, site: DocsSiteWorkspace, plan: Plan): Promise<ServerRun> {
  const timeoutMs = plan.pages >= 100_000 ? 90_000 : 20_000;
  const probe = withHeapProbe(
    plainCommand,
    heapSnapshot ? join(profileDir, `${plainCommand.label}-docsjson-${plan.pages}.heapsnapshot`) : undefined,
  );
  const command = probe.command;
  const options = {
    workspaceDir: site.dir,
    settings: { docsite: DEFAULT_SERVER_SETTINGS, json: { validate: { enable: true } } },
  };
  const prepare = async (session: LspSession) => {
    if (command.label === 'peer') await associateSchemaWithPeer(session, DOCS_SCHEMA_PATH, 'docs.json');
  };
  const start = () => LspSession.start(command, options);
  const firstOpens = await coldOpenTimes(start, site, FIRST_OPENS - 1, timeoutMs, prepare);
  const session = await start();
  const run: ServerRun = { reports: [], notes: [] };
  try {
    await prepare(session);
    const coverage: Coverage = await probeCoverage(session, site, timeoutMs);
    if (!coverage.validates) {
      run.notes.push('published no diagnostic for the planted enum error (it does not check docs.json): not timed');
      return run;
    }
    run.firstOpenMs = median([...firstOpens, coverage.firstOpenMs!]);
    const reported = session.lastDiagnostics(site.configUri) ?? [];
    run.reports.push('schema');
    if (coverage.checksPages) run.reports.push('missing page');
    const planted: [string, number][] = [
      ['unknown icon', site.plantedLines.icon],
      ['unknown operation', site.plantedLines.operation],
      ['redirect loop', site.plantedLines.redirect],
    ];
    for (const [what, line] of planted) if (hasDiagnosticOnLine(reported, line)) run.reports.push(what);
    run.changeMs = median(await measureChanges(session, site, coverage, plan.edits, timeoutMs));
    run.peakRssMb = (session.server.peakRssKb() ?? Number.NaN) / 1024;
    // After every timing and after the peak was read: the full collection it asks for lands in neither.
    const heap = await probe.measure(session.server.pid);
    run.liveHeapMb = heap ? heap.usedHeapSize / 1024 / 1024 : Number.NaN;
  } catch (error) {
    if (!(error instanceof ResponseError)) throw error;
    run.notes.push(`failed: ${error.message}`);
  } finally {
    await session.stop();
    probe.dispose();
  }
  return run;
}

function ratioOf(ours: number | undefined, peer: number | undefined): number | null {
  return ours !== undefined && peer !== undefined && peer > 0 && !Number.isNaN(ours) ? round(ours / peer, 3) : null;
}
const known = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? null : round(value, 1));

async function benchProtocol(rows: Row[], notes: string[]): Promise<void> {
  for (const plan of plans) {
    const started = performance.now();
    const site = createDocsSiteWorkspace(plan.pages);
    try {
      // One server at a time, so neither competes with the other for the cores.
      if (cpuProfile || heapSnapshot) mkdirSync(profileDir, { recursive: true });
      const ours = await runServer(ourServer(profileArgs), site, plan);
      const peer = await runServer(peerServer(profileArgs), site, plan);
      if (peer.changeMs === undefined)
        throw new Error(
          `the peer reported no schema error for the planted enum value at ${plan.pages} pages: it is not validating, so the comparison would mean nothing`,
        );
      const size = `${plan.pages.toLocaleString('en')} pages`;
      rows.push({
        what: `${size}: diagnostics after a 1-char edit`,
        ours: known(ours.changeMs),
        peer: known(peer.changeMs),
        ratio: ratioOf(ours.changeMs, peer.changeMs),
        unit: 'ms',
      });
      rows.push({
        what: `${size}: diagnostics of the first open`,
        ours: known(ours.firstOpenMs),
        peer: known(peer.firstOpenMs),
        ratio: ratioOf(ours.firstOpenMs, peer.firstOpenMs),
        unit: 'ms',
      });
      rows.push({
        what: `${size}: server peak RSS`,
        ours: known(ours.peakRssMb),
        peer: known(peer.peakRssMb),
        ratio: ratioOf(ours.peakRssMb, peer.peakRssMb),
        unit: 'MB',
      });
      rows.push({
        what: `${size}: server live heap after a full GC`,
        ours: known(ours.liveHeapMb),
        peer: known(peer.liveHeapMb),
        ratio: ratioOf(ours.liveHeapMb, peer.liveHeapMb),
        unit: 'MB',
      });
      const describe = (run: ServerRun) =>
        [run.reports.length ? `reports ${run.reports.join(', ')}` : 'reports nothing', ...run.notes].join('; ');
      notes.push(
        `${size} (${round((performance.now() - started) / 1000, 1)} s): ours ${describe(ours)}. Peer ${describe(peer)}.`,
      );
    } finally {
      site.dispose();
    }
  }
}

async function benchCli(rows: Row[], notes: string[]): Promise<void> {
  const corpus = rebuildDocsJsonCorpus();
  if (!corpus) {
    notes.push('CLI row: no docs.json corpus (DOCSITE_CORPUS unset or without docsjson/), not measured');
    return;
  }
  try {
    const cli = join(REPO_ROOT, 'server', 'out', 'cli.js');
    const validator = join(REPO_ROOT, 'bench', 'lsp', 'generatorValidate.mjs');
    const ours: ChildRun[] = [];
    const peer: ChildRun[] = [];
    // Alternating, median of 3 each, so a busy moment of the machine does not land on one side only.
    for (let i = 0; i < 3; i++) {
      ours.push(await runNodeScript(cli, ['check', ...corpus.folders, '--format', 'json'], corpus.root));
      peer.push(await runNodeScript(validator, corpus.configs, REPO_ROOT));
    }
    const oursLast = ours[ours.length - 1];
    const peerLast = peer[peer.length - 1];
    const ourSummary = summariseCli(oursLast);
    const checksDocsJson = oursLast.exitCode === 0 || oursLast.exitCode === 1;
    const oursMs = median(ours.map((r) => r.wallMs));
    const peerMs = median(peer.map((r) => r.wallMs));
    rows.push({
      what: `CLI over ${corpus.configs.length} real docs.json, one process (wall)`,
      ours: checksDocsJson ? round(oursMs, 1) : null,
      peer: round(peerMs, 1),
      ratio: checksDocsJson ? ratioOf(oursMs, peerMs) : null,
      unit: 'ms',
    });
    const peaks = (runs: ChildRun[]) => Math.max(...runs.map((r) => r.peakRssKb ?? Number.NaN)) / 1024;
    rows.push({
      what: 'CLI peak RSS',
      ours: checksDocsJson ? known(peaks(ours)) : null,
      peer: known(peaks(peer)),
      ratio: checksDocsJson ? ratioOf(peaks(ours), peaks(peer)) : null,
      unit: 'MB',
    });
    let peerSummary = `exit ${peerLast.exitCode}`;
    try {
      const parsed = JSON.parse(peerLast.stdout) as {
        valid: number;
        invalid: number;
        issues: number;
        unreadable: number;
        filesMs: number;
      };
      peerSummary += `, ${parsed.valid} valid, ${parsed.invalid} invalid (${parsed.issues} issues), ${parsed.unreadable} unreadable; ${parsed.filesMs} ms on the files after loading the package`;
    } catch {
      peerSummary += `, output not JSON: ${(peerLast.stderr || peerLast.stdout).slice(0, 200)}`;
    }
    notes.push(
      `CLI: ${corpus.configs.length} configs, ${corpus.files} listed files rebuilt. Ours (docsite check <folders> --format json): ${ourSummary}${checksDocsJson ? '' : ' -- it does not read docs.json yet: not timed'}. Peer (validateDocsConfig after resolving $refs): ${peerSummary}.`,
    );
  } finally {
    corpus.dispose();
  }
}

function summariseCli(run: ChildRun): string {
  let summary = `exit ${run.exitCode}`;
  try {
    const diagnostics = JSON.parse(run.stdout) as { severity: string }[];
    const bySeverity = new Map<string, number>();
    for (const d of diagnostics) bySeverity.set(d.severity, (bySeverity.get(d.severity) ?? 0) + 1);
    summary += `, ${[...bySeverity].map(([s, n]) => `${n} ${s}s`).join(', ') || 'no diagnostics'}`;
  } catch {
    summary += `: ${(run.stderr || run.stdout).trim().split('\n')[0].slice(0, 200)}`;
  }
  return summary;
}

async function main(): Promise<void> {
  const began = performance.now();
  const rows: Row[] = [];
  const notes: string[] = [];
  if (!argv.includes('--skip-lsp')) await benchProtocol(rows, notes);
  if (!argv.includes('--skip-cli')) await benchCli(rows, notes);
  const table = [['docs.json', 'ours', 'peer', 'ours/peer']];
  for (const row of rows) {
    const show = (v: number | null) => (v === null ? 'n/a' : `${v} ${row.unit}`);
    table.push([row.what, show(row.ours), show(row.peer), row.ratio === null ? 'n/a' : row.ratio.toFixed(2)]);
  }
  console.log(formatTable(table));
  console.log(
    "\nProtocol peer: VS Code's JSON language server (vscode-langservers-extracted) given schemas/docs.schema.json for docs.json.",
  );
  console.log(
    "CLI peer: the site generator's validator (@mintlify/validation validateDocsConfig) over the same files, one process.",
  );
  for (const note of notes) console.log(note);
  console.log(describeOurBuild());
  console.log(`bench time: ${round((performance.now() - began) / 1000, 1)} s`);
  if (jsonOutput) console.log(JSON.stringify({ rows, notes, ourBuild: ourServerBuild() }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
