// Service-level bench of the language server core. For configs of 100 to 100,000 pages (with the page files in an
// in-memory workspace index): our full diagnostics (parse, syntax, schema, hex colors, cross-field rules, page and
// file existence) against vscode-json-languageservice's schema-only doValidation with our schema on the same text,
// and their ratio (target <= 1.0 at 10,000 pages); page-path completion in a 10,000-file workspace (target <= 10 ms
// median); peak memory.
import { performance } from 'node:perf_hooks';
import { getLanguageService, TextDocument as PeerTextDocument } from 'vscode-json-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, MINT_SCHEMA, WorkspaceIndex } from '../server/src/service/languageService';
import { configSiteDiagnostics } from '../server/src/service/checks/runConfigChecks';
import { generateConfig } from './server/generateConfig';

const ROOT = '/bench/site';
const SIZES: { pages: number; runs: number }[] = [
  { pages: 100, runs: 31 },
  { pages: 1_000, runs: 21 },
  { pages: 10_000, runs: 7 },
  { pages: 100_000, runs: 5 },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function indexOf(files: string[]): WorkspaceIndex {
  const index = new WorkspaceIndex();
  index.addFiles(files.map((f) => `${ROOT}/${f}`));
  index.markScanned(ROOT);
  return index;
}

// The generated config carries "$schema": "https://mintlify.com/schema.json" (as real ones do); the peer resolves
// that URL (and any other) to our schema, so both sides validate against the same schema.
const peer = getLanguageService({ schemaRequestService: () => Promise.resolve(JSON.stringify(MINT_SCHEMA)) });
peer.configure({
  validate: true,
  allowComments: false,
  schemas: [{ uri: 'inmemory://mint.schema.json', fileMatch: ['*mint.json'], schema: MINT_SCHEMA as object }],
});

async function peerDiagnostics(text: string, version: number): Promise<number> {
  const document = PeerTextDocument.create('file:///bench/site/mint.json', 'json', version, text);
  const json = peer.parseJSONDocument(document);
  return (await peer.doValidation(document, json)).length;
}

function ourDiagnostics(text: string, index: WorkspaceIndex, version: number): number {
  // A fresh service each run, so the parse cache never helps: this is the cost of one edit.
  const service = new LanguageService({ index });
  const document = TextDocument.create('file:///bench/site/mint.json', 'json', version, text);
  return configSiteDiagnostics(service.parse(document, `${ROOT}/mint.json`), index)[0].diagnostics.length;
}

async function main(): Promise<void> {
  const sizes = process.argv
    .find((a) => a.startsWith('--sizes='))
    ?.slice('--sizes='.length)
    .split(',')
    .map(Number);
  // Warm both up on a mid-size config first, so small sizes measure steady-state code rather than the JIT.
  const warmSite = generateConfig(2_000);
  const warmIndex = indexOf(warmSite.files);
  for (let i = 0; i < 30; i++) {
    ourDiagnostics(warmSite.text, warmIndex, -1 - i);
    await peerDiagnostics(warmSite.text, -1 - i);
  }
  const rows: string[] = [];
  const cases: Record<string, unknown>[] = [];
  let ratioAt10k: number | undefined;
  for (const { pages, runs } of SIZES.filter((s) => !sizes || sizes.includes(s.pages))) {
    const site = generateConfig(pages);
    const index = indexOf(site.files);
    // Warm up both (JIT, ajv compile, peer schema resolution) before measuring.
    const ourCount = ourDiagnostics(site.text, index, 0);
    const peerCount = await peerDiagnostics(site.text, 0);
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let run = 1; run <= runs; run++) {
      let start = performance.now();
      ourDiagnostics(site.text, index, run);
      ours.push(performance.now() - start);
      start = performance.now();
      await peerDiagnostics(site.text, run);
      theirs.push(performance.now() - start);
    }
    const ratio = median(ours) / median(theirs);
    if (pages === 10_000) ratioAt10k = ratio;
    cases.push({ pages, metric: 'diagnostics_ms', ours: median(ours), peer: median(theirs), ratio });
    rows.push(
      `${String(pages).padStart(7)} pages  ${(site.text.length / 1024).toFixed(0).padStart(6)} KB  ours ${median(ours).toFixed(1).padStart(8)} ms (${ourCount} diags)  ` +
        `peer ${median(theirs).toFixed(1).padStart(8)} ms (${peerCount} diags)  ratio ${ratio.toFixed(2)}`,
    );
    console.log(rows[rows.length - 1]);
  }

  // Page-path completion in a 10,000-file workspace: one parse per document version, as in the server. Asked at
  // the first pages array and at the last one (the far end of the text).
  const site = generateConfig(10_000);
  const service = new LanguageService({ index: indexOf(site.files) });
  const document = TextDocument.create('file:///bench/site/mint.json', 'json', 1, site.text);
  const doc = service.parse(document, `${ROOT}/mint.json`);
  const spots = [
    { label: 'first pages array', position: document.positionAt(site.pageCompletionOffset) },
    { label: 'last pages array', position: document.positionAt(site.text.lastIndexOf('"section-') + 1) },
  ];
  let completionMedian = 0;
  for (const { label, position } of spots) {
    const list = service.complete(doc, position);
    for (let warm = 0; warm < 10; warm++) service.complete(doc, position);
    const times: number[] = [];
    for (let run = 0; run < 31; run++) {
      const start = performance.now();
      service.complete(doc, position);
      times.push(performance.now() - start);
    }
    completionMedian = Math.max(completionMedian, median(times));
    cases.push({
      pages: 10_000,
      metric: `page_path_completion_ms (${label})`,
      ours: median(times),
      items: list.items.length,
    });
    console.log(
      `page-path completion, 10,000-file workspace, ${label}: median ${median(times).toFixed(2)} ms over 31 runs (${list.items.length} items sent, incomplete: ${list.isIncomplete})`,
    );
  }

  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `peak memory: maxRSS ${maxRssMb.toFixed(0)} MB, heap used now ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`,
  );
  const verdicts = [
    ratioAt10k === undefined
      ? 'diagnostics ratio at 10,000: not measured'
      : `diagnostics ratio at 10,000: ${ratioAt10k.toFixed(2)} (target <= 1.0) ${ratioAt10k <= 1 ? 'OK' : 'MISSED'}`,
    `completion median: ${completionMedian.toFixed(2)} ms (target <= 10) ${completionMedian <= 10 ? 'OK' : 'MISSED'}`,
  ];
  console.log(verdicts.join('\n'));
  cases.push({ metric: 'peak_rss_mb', ours: maxRssMb });
  if (process.argv.includes('--json')) console.log(JSON.stringify({ cases }));
}

void main();
