// Big-workspace benchmark: our server indexing a workspace of 200,000 files (a site of 100,000 pages and as many other
// files, in folders of 100) while an editor keeps asking for completion and hover in the open config, against VS
// Code's JSON server (which indexes nothing) answering the same requests in the same workspace. Prints its cases;
// `--json` adds them as one JSON object on the last line.
// Options: --files=200000  --server=path/to/server.js (another build of ours, to compare)  --cpu-prof (our server's
// profile to .test-artifacts/bench-profiles/).
import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Position } from 'vscode-languageserver-protocol';
import { DEFAULT_SERVER_SETTINGS } from '../shared/src/settings';
import { LspSession } from './lsp/lspSession';
import {
  associateSchemaWithPeer,
  describeOurBuild,
  ourServer,
  ourServerBuild,
  peerServer,
  schemaForPeer,
} from './lsp/servers';
import type { ServerCommand } from './lsp/serverProcess';
import { formatTable, median, round } from './lsp/stats';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const FILES = Number(option('files') ?? 200_000);
const serverOverride = option('server');
const cpuProfileDir = argv.includes('--cpu-prof')
  ? join(__dirname, '..', '.test-artifacts', 'bench-profiles')
  : undefined;
const FILES_PER_FOLDER = 100;
/** Requests timed after the indexing (and the first diagnostics), and by the peer. */
const REQUESTS_AFTER = 40;
const TIMEOUT_MS = 120_000;

interface Workspace {
  dir: string;
  configUri: string;
  configText: string;
  enumAt: Position;
  hoverAt: Position;
  files: number;
}

/** Folders of 100 files, half pages and half images, made as hard links of one file per folder (quick to make); a
 * mint.json listing the first 1,000 pages. */
function createWorkspace(files: number): Workspace {
  const dir = mkdtempSync(join(tmpdir(), `docsite-big-workspace-${files}-`));
  const folders = Math.ceil((files - 1) / FILES_PER_FOLDER);
  let made = 0;
  for (let f = 0; f < folders; f++) {
    const folder = join(dir, `section-${f}`);
    mkdirSync(folder);
    const inFolder = Math.min(FILES_PER_FOLDER, files - 1 - made);
    writeFileSync(join(folder, 'page-0.mdx'), '---\ntitle: "A page"\n---\n\nBody.\n');
    writeFileSync(join(folder, 'image-1.png'), '');
    for (let i = 2; i < inFolder; i++)
      linkSync(
        join(folder, i % 2 ? 'image-1.png' : 'page-0.mdx'),
        join(folder, i % 2 ? `image-${i}.png` : `page-${i}.mdx`),
      );
    made += inFolder;
  }
  const listed = Array.from(
    { length: Math.min(1000, folders * 50) },
    (_, i) => `section-${Math.floor(i / 50)}/page-${(i % 50) * 2}`,
  );
  const lines = [
    '{',
    '  "name": "Big Workspace",',
    '  "modeToggle": {',
    '    "default": "dark"',
    '  },',
    '  "navigation": [',
    '    {',
    '      "group": "Pages",',
    `      "pages": ${JSON.stringify(listed)}`,
    '    }',
    '  ]',
    '}',
    '',
  ];
  const configText = lines.join('\n');
  writeFileSync(join(dir, 'mint.json'), configText);
  return {
    dir,
    configUri: pathToFileURL(join(dir, 'mint.json')).href,
    configText,
    enumAt: { line: 3, character: '    "default": "'.length },
    hoverAt: { line: 2, character: 4 },
    files: made + 1,
  };
}

/** A request's wait, and what the server was doing: walking (answered before the "ready" status arrived), the
 * first checks after the walk (sent before the config's first diagnostics), or neither. */
interface Timed {
  ms: number;
  phase: 'walk' | 'first checks' | 'after';
}

/** One completion (an enum value) and one hover, one after the other; each timed. */
async function askBoth(session: LspSession, ws: Workspace, phase: () => Timed['phase'], into: Timed[]): Promise<void> {
  for (const ask of [
    () => session.completion(ws.configUri, ws.enumAt, TIMEOUT_MS),
    () => session.hover(ws.configUri, ws.hoverAt, TIMEOUT_MS),
  ]) {
    const sentIn = phase();
    const started = performance.now();
    await ask();
    const answeredIn = phase();
    into.push({
      ms: performance.now() - started,
      phase: sentIn === 'walk' && answeredIn !== 'walk' ? 'first checks' : sentIn,
    });
  }
}

interface OursRun {
  indexMs: number;
  duringMax: number;
  duringMedian: number;
  during: number;
  firstChecksMax: number;
  firstChecks: number;
  afterMax: number;
  afterMedian: number;
  progressReports: number;
  statusReports: number;
  peakRssMb: number;
}

async function runOurs(command: ServerCommand, ws: Workspace): Promise<OursRun> {
  let ready = false;
  let readyAt = 0;
  let progressReports = 0;
  let statusReports = 0;
  const notifications = {
    'docsite/indexingStatus': (params: unknown) => {
      statusReports++;
      if ((params as { state: string }).state === 'ready' && !ready) {
        ready = true;
        readyAt = performance.now();
      }
    },
    '$/progress': (params: unknown) => {
      if ((params as { value: { kind: string } }).value.kind === 'report') progressReports++;
    },
  };
  const started = performance.now();
  const session = await LspSession.start(
    command,
    { workspaceDir: ws.dir, settings: { docsite: DEFAULT_SERVER_SETTINGS }, notifications },
    TIMEOUT_MS,
  );
  try {
    let diagnosed = false;
    void session.waitForDiagnostics(ws.configUri, () => true, TIMEOUT_MS).then(() => (diagnosed = true));
    await session.open(ws.configUri, ws.configText);
    const timed: Timed[] = [];
    const phase = (): Timed['phase'] => (!ready ? 'walk' : !diagnosed ? 'first checks' : 'after');
    while (!ready || !diagnosed) await askBoth(session, ws, phase, timed);
    for (let i = 0; i < REQUESTS_AFTER / 2; i++) await askBoth(session, ws, phase, timed);
    const during = timed.filter((t) => t.phase === 'walk').map((t) => t.ms);
    const firstChecks = timed.filter((t) => t.phase === 'first checks').map((t) => t.ms);
    const afterMs = timed.filter((t) => t.phase === 'after').map((t) => t.ms);
    return {
      indexMs: readyAt - started,
      duringMax: during.length ? Math.max(...during) : Number.NaN,
      duringMedian: median(during),
      during: during.length,
      firstChecksMax: firstChecks.length ? Math.max(...firstChecks) : Number.NaN,
      firstChecks: firstChecks.length,
      afterMax: Math.max(...afterMs),
      afterMedian: median(afterMs),
      progressReports,
      statusReports,
      peakRssMb: (session.server.peakRssKb() ?? Number.NaN) / 1024,
    };
  } finally {
    await session.stop();
  }
}

async function runPeer(ws: Workspace): Promise<{ max: number; median: number; peakRssMb: number }> {
  const session = await LspSession.start(
    peerServer(),
    { workspaceDir: ws.dir, settings: { json: { validate: { enable: true } } } },
    TIMEOUT_MS,
  );
  try {
    await associateSchemaWithPeer(session, schemaForPeer().path);
    await session.open(ws.configUri, ws.configText);
    const timed: Timed[] = [];
    for (let i = 0; i < REQUESTS_AFTER / 2; i++) await askBoth(session, ws, () => 'after', timed);
    const ms = timed.map((t) => t.ms);
    return { max: Math.max(...ms), median: median(ms), peakRssMb: (session.server.peakRssKb() ?? Number.NaN) / 1024 };
  } finally {
    await session.stop();
  }
}

async function main(): Promise<void> {
  const began = performance.now();
  const ws = createWorkspace(FILES);
  const madeMs = performance.now() - began;
  try {
    if (cpuProfileDir) mkdirSync(cpuProfileDir, { recursive: true });
    const base = ourServer(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []);
    const command: ServerCommand = serverOverride ? { ...base, script: serverOverride } : base;
    const ours = await runOurs(command, ws);
    const peer = await runPeer(ws);
    const cases: { files: number; metric: string; ours: number | null; peer: number | null; ratio: number | null }[] =
      [];
    const add = (metric: string, o: number, p?: number) => {
      const known = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : round(v, 2));
      cases.push({
        files: ws.files,
        metric,
        ours: known(o),
        peer: known(p),
        ratio: p !== undefined && p > 0 && !Number.isNaN(o) ? round(o / p, 3) : null,
      });
    };
    add('index_ms', ours.indexMs);
    add('requests_during_indexing', ours.during);
    add('request_max_during_indexing_ms', ours.duringMax, peer.max);
    add('request_median_during_indexing_ms', ours.duringMedian, peer.median);
    add('requests_first_checks', ours.firstChecks);
    add('request_max_first_checks_ms', ours.firstChecksMax, peer.max);
    add('request_max_after_ms', ours.afterMax, peer.max);
    add('request_median_after_ms', ours.afterMedian, peer.median);
    add('progress_reports', ours.progressReports);
    add('status_notifications', ours.statusReports);
    add('peak_rss_mb', ours.peakRssMb, peer.peakRssMb);
    const rows = [['files', 'metric', 'ours', 'peer', 'ours/peer']];
    const show = (v: number | null) => (v === null ? 'n/a' : v.toFixed(v >= 100 ? 0 : 1));
    for (const c of cases)
      rows.push([String(c.files), c.metric, show(c.ours), show(c.peer), c.ratio === null ? 'n/a' : c.ratio.toFixed(2)]);
    console.log(formatTable(rows));
    console.log(
      `\nindex_ms: spawn to the "ready" status (the walk starts in initialize). Requests: an enum completion and a hover in the open mint.json, one after the other, from initialize on: "during indexing" answered before the ready status arrived, "first checks" sent before the config's first diagnostics (the checks that wait for the index), "after" the next ${REQUESTS_AFTER}; the peer indexes nothing and answers the same requests in the same workspace. progress_reports: $/progress reports (work-done progress).`,
    );
    console.log(
      `workspace: ${ws.files.toLocaleString('en-US')} files made in ${round(madeMs / 1000, 1)} s${serverOverride ? `; our server: ${serverOverride}` : ''}; bench time ${round((performance.now() - began) / 1000, 1)} s`,
    );
    console.log(describeOurBuild(command.script));
    if (argv.includes('--json')) console.log(JSON.stringify({ cases, ourBuild: ourServerBuild(command.script) }));
  } finally {
    rmSync(ws.dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
