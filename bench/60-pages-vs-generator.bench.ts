// The page checks against the site generator's own link checker, side by side in one run:
// 1. CLI: generated sites of 1,000 and 10,000 realistic MDX pages (bench/pages/generateSite.ts, ~1 % of the links
//    planted broken). `docsite check` as a whole process (it also checks anchors, images, snippets and front matter)
//    against `mint broken-links` (the generator's CLI, the `mint` npm package at a pinned version). The peer is
//    installed on first use into a folder of its own under the temp folder, not into the project: beside the
//    project's @mintlify/validation (another bench's peer) its React copies collide and it dies with "Invalid hook
//    call" before checking anything.
//    on the same tree: wall time, peak memory, and how many planted broken links each finds (ours must find every one
//    on its line; the peer prints files and links, no lines). Target: ours <= 0.25x the peer's time at 10,000 pages.
// 2. Editing: a page of the 10,000-page site open in our language server; one character typed; the time until that
//    version's diagnostics are published, above the 150 ms debounce. The page edited uses components (Steps,
//    CardGroup, Card), so every keystroke runs the component checks too. Goal: <= 50 ms above the debounce.
// Options: --sizes=1000,10000  --skip-peer  --skip-lsp  --json (one JSON object as the last line).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runNodeScript, type ChildRun } from './lsp/childPeakRss';
import { LspSession } from './lsp/lspSession';
import { ourServer } from './lsp/servers';
import { formatTable, median, round } from './lsp/stats';
import { generatePagesSite, type GeneratedSite } from './pages/generateSite';

const REPO = resolve(__dirname, '..');
const OUR_CLI = join(REPO, 'server', 'out', 'cli.js');
const DEBOUNCE_MS = 150;
const TARGET_RATIO = 0.25;
const TARGET_ABOVE_DEBOUNCE_MS = 50;

const PEER_PACKAGE = 'mint@4.2.941';
const PEER_DIR = join(tmpdir(), `docsite-bench-${PEER_PACKAGE.replace(/[@.]/g, '-')}`);

/** The generator's CLI, installed (once) in a folder of its own; undefined when it cannot be installed. */
function peerCli(): string | undefined {
  const script = join(PEER_DIR, 'node_modules', 'mint', 'index.js');
  if (existsSync(script)) return script;
  mkdirSync(PEER_DIR, { recursive: true });
  writeFileSync(join(PEER_DIR, 'package.json'), JSON.stringify({ name: 'bench-peer', private: true }));
  console.log(`installing ${PEER_PACKAGE} into ${PEER_DIR} (once)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--save-exact', PEER_PACKAGE], {
    cwd: PEER_DIR,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (result.status !== 0) console.log(`could not install ${PEER_PACKAGE}: ${result.stderr.slice(-400)}`);
  return existsSync(script) ? script : undefined;
}

interface CliRow {
  pages: number;
  ours: ChildRun;
  oursFound: number;
  peer?: ChildRun;
  peerFound?: number;
  planted: number;
}

/** Planted links our JSON output reports as broken on their exact file and line. */
function oursFound(run: ChildRun, site: GeneratedSite): number {
  const rows = JSON.parse(run.stdout || '[]') as { file: string; code: string; range: { start: { line: number } } }[];
  const found = new Set(
    rows.filter((r) => r.code === 'page-link-broken').map((r) => `${r.file.replace(/\\/g, '/')}:${r.range.start.line}`),
  );
  return site.planted.filter((p) => found.has(`${p.file}:${p.line}`)).length;
}

/** Planted links the peer lists (it prints each file, then its broken links, without lines). */
function peerFound(run: ChildRun, site: GeneratedSite): number {
  const text = (run.stdout + run.stderr).replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  const listed = new Set<string>();
  let file = '';
  for (const line of text.split('\n')) {
    const link = /^\s*⎿\s+(\S+)/.exec(line);
    if (link) listed.add(`${file}|${link[1]}`);
    else if (/\.mdx?$/.test(line.trim())) file = line.trim();
  }
  return site.planted.filter((p) => listed.has(`${p.file}|${p.url}`)).length;
}

async function cliRow(pages: number, withPeer: boolean): Promise<CliRow> {
  const dir = mkdtempSync(join(tmpdir(), `bench-pages-${pages}-`));
  try {
    const site = generatePagesSite(dir, pages);
    const ours = await runNodeScript(OUR_CLI, ['check', '--format', 'json'], dir);
    if (ours.exitCode !== 1) throw new Error(`docsite check exited ${ours.exitCode}: ${ours.stderr.slice(0, 400)}`);
    const row: CliRow = { pages, ours, oursFound: oursFound(ours, site), planted: site.planted.length };
    // `--skip-peer` neither runs nor installs the peer.
    const peer = withPeer ? peerCli() : undefined;
    if (peer) {
      // The peer does its work in a child Node process: measure the whole tree.
      row.peer = await runNodeScript(peer, ['broken-links'], dir, { tree: true });
      row.peerFound = peerFound(row.peer, site);
    }
    return row;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function keystroke(pages: number, edits: number): Promise<{ aboveDebounceMs: number[]; firstPassMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), `bench-pages-lsp-${pages}-`));
  const site = generatePagesSite(dir, pages);
  const session = await LspSession.start(ourServer(), { workspaceDir: dir, settings: { docsite: {} } });
  try {
    // The whole-site pass publishes the closed pages' problems; wait for a planted one at the end of the site.
    const lastPlanted = site.planted[site.planted.length - 1];
    const lastUri = pathToFileURL(join(dir, lastPlanted.file)).href;
    const started = performance.now();
    await new Promise<void>((resolveWait, reject) => {
      const timer = setTimeout(
        () => reject(new Error('whole-site pass did not reach the last page within 300 s')),
        300_000,
      );
      const poll = setInterval(() => {
        if (session.lastDiagnostics(lastUri)?.some((d) => d.code === 'page-link-broken')) {
          clearInterval(poll);
          clearTimeout(timer);
          resolveWait();
        }
      }, 20);
    });
    const firstPassMs = performance.now() - started;
    const file = site.pageFiles[Math.floor(site.pageFiles.length / 2)];
    const uri = pathToFileURL(join(dir, file)).href;
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(join(dir, file), 'utf8');
    const opened = await session.open(uri, text, 'mdx');
    await session.waitForVersion(uri, opened, 30_000);
    // The figure covers the component checks: the page edited uses components (its deprecated <CardGroup> is
    // reported), and each keystroke checks them again.
    const components = ['<Steps>', '<CardGroup', '<Card '].filter((tag) => text.includes(tag));
    if (components.length < 3 || !session.lastDiagnostics(uri)?.some((d) => d.code === 'component-deprecated'))
      throw new Error(`the page edited (${file}) does not have its components checked`);
    const line = text.split('\n').findIndex((l) => l.startsWith('This page explains'));
    const aboveDebounceMs: number[] = [];
    for (let i = 0; i < edits; i++) {
      const sent = performance.now();
      const version = await session.change(uri, [
        { range: { start: { line, character: 5 }, end: { line, character: 5 } }, text: 'x' },
      ]);
      const { at } = await session.waitForVersion(uri, version, 30_000);
      aboveDebounceMs.push(at - sent - DEBOUNCE_MS);
    }
    return { aboveDebounceMs, firstPassMs };
  } finally {
    await session.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // Offline, the peer's telemetry calls each wait for a time-out; it reads these and skips them (as the CLI-package
  // bench runs it), so its figures are its checking, not the wait.
  process.env.DO_NOT_TRACK = '1';
  process.env.MINTLIFY_TELEMETRY_DISABLED = '1';
  const sizes = process.argv
    .find((a) => a.startsWith('--sizes='))
    ?.slice('--sizes='.length)
    .split(',')
    .map(Number) ?? [1_000, 10_000];
  const withPeer = !process.argv.includes('--skip-peer');
  const summary: Record<string, unknown> = {};
  if (withPeer && !peerCli())
    console.log('mint (the generator CLI) could not be installed: the peer columns stay empty.');
  const rows: string[][] = [
    ['pages', 'ours ms', 'peer ms', 'ratio', 'ours MB', 'peer MB', 'MB ratio', 'planted', 'ours found', 'peer found'],
  ];
  for (const pages of sizes) {
    const row = await cliRow(pages, withPeer);
    const ratio = row.peer ? row.ours.wallMs / row.peer.wallMs : undefined;
    const memoryRatio =
      row.ours.peakRssKb !== undefined && row.peer?.peakRssKb ? row.ours.peakRssKb / row.peer.peakRssKb : undefined;
    const mb = (kb: number | undefined) => (kb === undefined ? '-' : String(round(kb / 1024)));
    rows.push([
      String(pages),
      String(round(row.ours.wallMs, 0)),
      row.peer ? String(round(row.peer.wallMs, 0)) : '-',
      ratio === undefined ? '-' : `${round(ratio, 2)}x`,
      mb(row.ours.peakRssKb),
      mb(row.peer?.peakRssKb),
      memoryRatio === undefined ? '-' : `${round(memoryRatio, 2)}x`,
      String(row.planted),
      String(row.oursFound),
      row.peerFound === undefined ? '-' : String(row.peerFound),
    ]);
    summary[`cli${pages}`] = {
      oursMs: row.ours.wallMs,
      peerMs: row.peer?.wallMs,
      ratio,
      oursRssKb: row.ours.peakRssKb,
      peerRssKb: row.peer?.peakRssKb,
      memoryRatio,
      planted: row.planted,
      oursFound: row.oursFound,
      peerFound: row.peerFound,
    };
    if (row.oursFound !== row.planted)
      console.log(`ours missed ${row.planted - row.oursFound} planted broken links at ${pages} pages`);
    if (pages === 10_000 && ratio !== undefined)
      console.log(
        `target ratio <= ${TARGET_RATIO} at 10,000 pages: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'} (${round(ratio, 2)}x)`,
      );
  }
  console.log('\ndocsite check (pages on) vs mint broken-links, whole processes on the same generated site\n');
  console.log(formatTable(rows));
  if (!process.argv.includes('--skip-lsp')) {
    const pages = Math.max(...sizes);
    const { aboveDebounceMs, firstPassMs } = await keystroke(pages, 9);
    const typical = median(aboveDebounceMs);
    console.log(
      `\nA keystroke in a page with components (Steps, CardGroup, Card) of a ${pages}-page site: diagnostics ${round(typical)} ms above the ${DEBOUNCE_MS} ms debounce (median of ${aboveDebounceMs.length}), goal <= ${TARGET_ABOVE_DEBOUNCE_MS} ms: ${typical <= TARGET_ABOVE_DEBOUNCE_MS ? 'met' : 'NOT met'}; whole-site pass after opening the folder: ${round(firstPassMs / 1000)} s`,
    );
    summary.keystroke = { pages, aboveDebounceMs, median: typical, firstPassMs };
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(summary));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
