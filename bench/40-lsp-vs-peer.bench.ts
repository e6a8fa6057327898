// Protocol-level benchmark: our language server against VS Code's JSON language server (given our schema for
// mint.json), each its own process, driven by the same LSP client over stdio on generated sites of 100 to
// 100,000 pages with the page files on disk. Prints a table; `--json` adds one JSON object as the last line.
// Options: --sizes=100,1000  --cpu-prof (writes .cpuprofile files of both servers to .test-artifacts/bench-profiles/)
// --heap-snapshot (writes each server's .heapsnapshot, after its last timing, to the same folder).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ResponseError } from 'vscode-languageserver-protocol';
import { DEFAULT_SERVER_SETTINGS } from '../shared/src/settings';
import { LspSession } from './lsp/lspSession';
import {
  coldOpenTimes,
  measureChanges,
  measureCompletions,
  measureReopens,
  probeCoverage,
  type Coverage,
} from './lsp/measure';
import {
  associateSchemaWithPeer,
  describeOurBuild,
  ourServerBuild,
  ourServer,
  peerServer,
  PEER_DEBOUNCE_MS,
  REPO_ROOT,
  schemaForPeer,
} from './lsp/servers';
import type { ServerCommand } from './lsp/serverProcess';
import { createSiteWorkspace, type SiteWorkspace } from './lsp/siteWorkspace';
import { formatTable, median, round } from './lsp/stats';
import { withHeapProbe } from './lsp/heapProbe';

interface Plan {
  pages: number;
  edits: number;
  completions: number;
  /** Spawns timed for startup_ms (each extra one indexes the whole site again, which is costly at 100,000 pages). */
  starts: number;
}

const PLANS: Plan[] = [
  { pages: 100, edits: 7, completions: 31, starts: 3 },
  { pages: 1_000, edits: 7, completions: 31, starts: 3 },
  { pages: 10_000, edits: 9, completions: 21, starts: 3 },
  { pages: 100_000, edits: 3, completions: 7, starts: 3 },
];

const METRICS = [
  'startup_ms',
  'diagnostics_first_open_ms',
  'diagnostics_after_open_ms',
  'diagnostics_after_change_ms',
  'diagnostics_open_minus_floor_ms',
  'diagnostics_change_minus_floor_ms',
  'completion_enum_ms',
  'completion_page_path_ms',
  'peak_rss_mb',
  'live_heap_mb',
] as const;
type Metric = (typeof METRICS)[number];

interface ServerRun {
  values: Partial<Record<Metric, number>>;
  coverage: Coverage;
  notes: string[];
}

const argv = process.argv.slice(2);
const jsonOutput = argv.includes('--json');
const cpuProfile = argv.includes('--cpu-prof');
const heapSnapshot = argv.includes('--heap-snapshot');
const sizesArg = argv.find((a) => a.startsWith('--sizes='));
const plans = sizesArg ? PLANS.filter((p) => sizesArg.slice(8).split(',').map(Number).includes(p.pages)) : PLANS;
const profileDir = join(REPO_ROOT, '.test-artifacts', 'bench-profiles');

/** Each server's diagnostics time on a one-page site: its debounce plus next to no work. */
interface Floor {
  open: number;
  change: number;
}

async function runServer(
  plainCommand: ServerCommand,
  site: SiteWorkspace,
  plan: Plan,
  schemaPath: string,
  floor?: Floor,
): Promise<ServerRun> {
  // Generous: a cold open of 100,000 pages may take a while; smaller sites that give nothing in 15 s give nothing.
  const timeoutMs = plan.pages >= 100_000 ? 60_000 : 15_000;
  const probe = withHeapProbe(
    plainCommand,
    heapSnapshot && plan.pages > 1 ? join(profileDir, `${plainCommand.label}-${plan.pages}.heapsnapshot`) : undefined,
  );
  const command = probe.command;
  const options = {
    workspaceDir: site.dir,
    settings: { docsite: DEFAULT_SERVER_SETTINGS, json: { validate: { enable: true } } },
  };
  // Spawn -> initialize answered, and the first open of a cold workspace: medians of `plan.starts` spawns (all but the
  // last only for these two figures).
  const startups: number[] = [];
  const prepare = async (session: LspSession) => {
    if (command.label === 'peer') await associateSchemaWithPeer(session, schemaPath);
  };
  const firstOpens = await coldOpenTimes(
    async () => {
      const started = performance.now();
      const session = await LspSession.start(command, options);
      startups.push(performance.now() - started);
      return session;
    },
    site,
    plan.starts - 1,
    timeoutMs,
    prepare,
  );
  const started = performance.now();
  const session = await LspSession.start(command, options);
  startups.push(performance.now() - started);
  const notes: string[] = [];
  try {
    const values: ServerRun['values'] = { startup_ms: median(startups) };
    await prepare(session);
    const coverage = await probeCoverage(session, site, timeoutMs);
    if (coverage.validates) {
      values.diagnostics_first_open_ms = median([...firstOpens, coverage.firstOpenMs!]);
      values.diagnostics_after_change_ms = median(await measureChanges(session, site, coverage, plan.edits, timeoutMs));
      values.diagnostics_after_open_ms = median(await measureReopens(session, site, coverage, plan.edits, timeoutMs));
      if (floor) {
        // The work the site's size adds, without the debounce (which the floor holds).
        // (Clamped at 0: on small sites the difference is within the noise and may come out below it.)
        values.diagnostics_open_minus_floor_ms = Math.max(0, values.diagnostics_after_open_ms - floor.open);
        values.diagnostics_change_minus_floor_ms = Math.max(0, values.diagnostics_after_change_ms - floor.change);
      }
    } else {
      notes.push('published no diagnostics for the planted enum error: diagnostics not timed');
      await session.open(site.configUri, site.configText);
    }
    const enumCompletion = await attempt(notes, 'enum completion', () =>
      measureCompletions(
        session,
        site.configUri,
        site.enumCompletionAt,
        plan.completions,
        (labels) => labels.includes('solid'),
        timeoutMs,
      ),
    );
    if (enumCompletion) {
      values.completion_enum_ms = median(enumCompletion.times);
      if (!enumCompletion.useful) notes.push(`enum completion offered no "solid" (${enumCompletion.items} items)`);
    }
    const pageCompletion = await attempt(notes, 'page-path completion', () =>
      measureCompletions(
        session,
        site.configUri,
        site.pageCompletionAt,
        plan.completions,
        (labels) => labels.some((l) => l.startsWith('section-')),
        timeoutMs,
      ),
    );
    if (pageCompletion) {
      values.completion_page_path_ms = median(pageCompletion.times);
      notes.push(`page-path completion: ${pageCompletion.items} items${pageCompletion.useful ? '' : ', none a page'}`);
    }
    values.peak_rss_mb = (session.server.peakRssKb() ?? Number.NaN) / 1024;
    // After every timing (the collection it asks for would otherwise land in one), and after the peak was read.
    const heap = await probe.measure(session.server.pid);
    values.live_heap_mb = heap ? heap.usedHeapSize / 1024 / 1024 : Number.NaN;
    return { values, coverage, notes };
  } finally {
    await session.stop();
    probe.dispose();
  }
}

async function main(): Promise<void> {
  const schema = schemaForPeer();
  const nodeArgs = cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  if (cpuProfile || heapSnapshot) mkdirSync(profileDir, { recursive: true });
  const cases: { pages: number; metric: Metric; ours: number | null; peer: number | null; ratio: number | null }[] = [];
  const coverageNotes: string[] = [];
  const began = performance.now();
  const floors = await measureFloors(schema.path);

  for (const plan of plans) {
    const sizeStarted = performance.now();
    const site = createSiteWorkspace(plan.pages);
    try {
      // One server at a time, so neither competes with the other for the two cores.
      const ours = await runServer(ourServer(nodeArgs), site, plan, schema.path, floors.ours);
      const peer = await runServer(peerServer(nodeArgs), site, plan, schema.path, floors.peer);
      if (!peer.coverage.validates)
        throw new Error(
          `the peer reported no schema error for the planted "darx" at ${plan.pages} pages: it is not validating, so the comparison would mean nothing`,
        );
      for (const metric of METRICS) {
        const o = ours.values[metric];
        const p = peer.values[metric];
        const known = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : round(v, 2));
        const ratio = o !== undefined && p !== undefined && p > 0 ? round(o / p, 3) : null;
        cases.push({
          pages: plan.pages,
          metric,
          ours: known(o),
          peer: known(p),
          ratio: Number.isNaN(ratio) ? null : ratio,
        });
      }
      coverageNotes.push(
        `${plan.pages} pages (${round((performance.now() - sizeStarted) / 1000, 1)} s): ours ${describe(ours)}; peer ${describe(peer)}`,
      );
    } finally {
      site.dispose();
    }
  }

  const rows = [['pages', 'metric', 'ours', 'peer', 'ours/peer']];
  for (const c of cases)
    rows.push([String(c.pages), c.metric, show(c.ours), show(c.peer), c.ratio === null ? 'n/a' : c.ratio.toFixed(2)]);
  console.log(formatTable(rows));
  console.log(
    `\nschema given to the peer: ${schema.path}${schema.standIn ? ' (STAND-IN: schemas/mint.schema.json does not exist yet)' : ''}`,
  );
  const showFloor = (f: Floor | undefined) =>
    f ? `open ${f.open.toFixed(0)} ms, change ${f.change.toFixed(0)} ms` : 'n/a';
  console.log(
    `floor (one-page site: the debounce plus next to no work): ours ${showFloor(floors.ours)}; peer ${showFloor(floors.peer)} (its source fixes a ${PEER_DEBOUNCE_MS} ms delay).`,
  );
  console.log(
    'diagnostics_after_* are what a user waits for; *_minus_floor_ms take the floor off (the work that grows with the site).',
  );
  for (const note of coverageNotes) console.log(note);
  console.log(describeOurBuild());
  console.log(`bench time: ${round((performance.now() - began) / 1000, 1)} s`);
  if (cpuProfile) console.log(`CPU profiles: ${profileDir}`);
  if (jsonOutput) {
    console.log(
      JSON.stringify({
        cases,
        floorsMs: floors,
        ourBuild: ourServerBuild(),
        schemaStandIn: schema.standIn,
        notes: coverageNotes,
      }),
    );
  }
}

/** Runs one measurement; a server that answers it with an error gets a note instead of a figure. */
async function attempt<T>(notes: string[], what: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ResponseError)) throw error;
    notes.push(`${what} failed: ${error.message}`);
    return undefined;
  }
}

async function measureFloors(schemaPath: string): Promise<{ ours?: Floor; peer?: Floor }> {
  const site = createSiteWorkspace(1);
  const plan: Plan = { pages: 1, edits: 5, completions: 1, starts: 1 };
  const floorOf = (run: ServerRun): Floor | undefined =>
    run.values.diagnostics_after_open_ms === undefined || run.values.diagnostics_after_change_ms === undefined
      ? undefined
      : { open: run.values.diagnostics_after_open_ms, change: run.values.diagnostics_after_change_ms };
  try {
    return {
      ours: floorOf(await runServer(ourServer(), site, plan, schemaPath)),
      peer: floorOf(await runServer(peerServer(), site, plan, schemaPath)),
    };
  } finally {
    site.dispose();
  }
}

function describe(run: ServerRun): string {
  const checks = run.coverage.validates ? `schema${run.coverage.checksPages ? ' + page files' : ''}` : 'no diagnostics';
  return [checks, ...run.notes].join(', ');
}

function show(value: number | null): string {
  return value === null ? 'n/a' : value.toFixed(value >= 100 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
