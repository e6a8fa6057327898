// Where our server's peak memory forms: runs bench 40's steps (first open, edits, reopens, completions) against our
// server on a generated site with a heap timeline (./heapTimeline.ts), and prints per step the resident set and the
// heap spaces at the step's end and their highest values during it.
// Usage: node --import tsx bench/lsp/peakTimeline.ts [--pages=100000] [--docs-json] [--edits=3] [--server=path]
// [--heap-snapshot=file] [--dump=file.json] [--peer] (--peer: VS Code's JSON server given our schema, as bench 40 runs it)
import { writeFileSync } from 'node:fs';
import { DEFAULT_SERVER_SETTINGS } from '../../shared/src/settings';
import { createDocsSiteWorkspace } from './docsSiteWorkspace';
import { withHeapProbe } from './heapProbe';
import { withHeapTimeline, type TimelineSample } from './heapTimeline';
import { LspSession } from './lspSession';
import { flip, measureCompletions, measureReopens, probeCoverage } from './measure';
import {
  associateSchemaWithPeer,
  DOCS_SCHEMA_PATH,
  describeOurBuild,
  ourServer,
  peerServer,
  schemaForPeer,
} from './servers';
import { createSiteWorkspace } from './siteWorkspace';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const pages = option('pages', 100_000);
const edits = option('edits', 3);
const docsJson = argv.includes('--docs-json');
const peer = argv.includes('--peer');
/** Where to write every sample and step mark as JSON (to plot or to read a step's course). */
const dumpPath = argv.find((a) => a.startsWith('--dump='))?.slice('--dump='.length);
/** Another build of our server to measure (e.g. a copy of the bundle before a change). */
const serverScript = argv.find((a) => a.startsWith('--server='))?.slice('--server='.length);
/** Where to write a heap snapshot taken at the end (after the full collection the live-heap figure asks for). */
const snapshotPath = argv.find((a) => a.startsWith('--heap-snapshot='))?.slice('--heap-snapshot='.length);

async function main(): Promise<void> {
  const site = docsJson ? createDocsSiteWorkspace(pages) : createSiteWorkspace(pages);
  const server = peer ? peerServer() : serverScript ? { ...ourServer(), script: serverScript } : ourServer();
  const probe = withHeapProbe(server, snapshotPath);
  const timeline = withHeapTimeline(probe.command);
  const marks: { step: string; t: number }[] = [];
  const mark = (step: string) => marks.push({ step, t: Date.now() });
  const timeoutMs = 120_000;
  mark('start');
  const session = await LspSession.start(timeline.command, {
    workspaceDir: site.dir,
    settings: { docsite: DEFAULT_SERVER_SETTINGS, json: { validate: { enable: true } } },
  });
  try {
    mark('initialized');
    if (peer)
      await associateSchemaWithPeer(
        session,
        docsJson ? DOCS_SCHEMA_PATH : schemaForPeer().path,
        docsJson ? 'docs.json' : 'mint.json',
      );
    const coverage = await probeCoverage(session, site, timeoutMs);
    mark('first open (+ one flip back)');
    // Let the background page pass finish.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    mark('idle 4 s (page pass)');
    for (let i = 0; i < edits; i++) {
      await flip(session, site, i % 2 === 0 ? 'x' : 'k', coverage, timeoutMs);
      mark(`edit ${i + 1}`);
    }
    if (edits % 2 === 1) {
      await flip(session, site, 'k', coverage, timeoutMs);
      mark('edit back');
    }
    for (let i = 0; i < edits; i++) {
      await measureReopens(session, site, coverage, 1, timeoutMs);
      mark(`close + reopen ${i + 1}`);
    }
    await measureCompletions(session, site.configUri, site.enumCompletionAt, 7, () => true, timeoutMs);
    mark('enum completions');
    await measureCompletions(session, site.configUri, site.pageCompletionAt, 7, () => true, timeoutMs);
    mark('page-path completions');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const peak = (session.server.peakRssKb() ?? Number.NaN) / 1024;
    const samples = timeline.samples();
    const live = await probe.measure(session.server.pid);
    print(samples, marks, peak, (live?.usedHeapSize ?? Number.NaN) / 1024 / 1024);
    if (dumpPath) writeFileSync(dumpPath, JSON.stringify({ marks, samples }));
  } finally {
    await session.stop();
    timeline.dispose();
    probe.dispose();
    site.dispose();
  }
}

function print(samples: TimelineSample[], marks: { step: string; t: number }[], peakMb: number, liveMb: number): void {
  const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1024 / 1024).toFixed(1));
  console.log(peer ? "the peer: VS Code's JSON language server" : describeOurBuild(serverScript));
  console.log(
    `${docsJson ? 'docs.json' : 'mint.json'}, ${pages} pages; peak RSS (VmHWM) ${peakMb.toFixed(1)} MB; live heap after a full collection at the end ${liveMb.toFixed(1)} MB`,
  );
  console.log(
    '| step | ms | RSS end / max | heap used end / max | new space max | old space max | large objects max |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (let i = 1; i < marks.length; i++) {
    const from = marks[i - 1].t;
    const to = marks[i].t;
    const inStep = samples.filter((s) => s.t > from && s.t <= to);
    if (inStep.length === 0) continue;
    const last = inStep[inStep.length - 1];
    const max = (read: (s: TimelineSample) => number) => Math.max(...inStep.map(read));
    console.log(
      `| ${marks[i].step} | ${to - from} | ${mb(last.rss)} / ${mb(max((s) => s.rss))} | ${mb(last.used)} / ${mb(max((s) => s.used))} | ${mb(max((s) => s.spaces.new_space ?? 0))} | ${mb(max((s) => s.spaces.old_space ?? 0))} | ${mb(max((s) => s.spaces.large_object_space ?? 0))} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
