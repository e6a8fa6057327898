// What a parsed config keeps alive, per byte of its text, split by structure: the parse (tree, value, lexical
// findings), the site model, the problems (ajv's errors are dropped after the check, the diagnostics are kept with
// the model). In-process, heap after a full collection at each step, so it needs `--expose-gc`:
//
//   node --expose-gc --import tsx bench/lsp/configMemory.ts [--only=name] [--json]
//
// Shapes: the generated 100,000-page docs.json and mint.json of the LSP benches, and the worst shapes found for a
// large hostile config (a long array of tiny wrong values where pages belong, of short strings, deep small objects).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../server/src/service/languageService';
import { WorkspaceIndex } from '../../server/src/service/workspace/workspaceIndex';
import { readJsonText } from '../../shared/src/json/jsonText';
import { createDocsSiteWorkspace } from './docsSiteWorkspace';
import { createSiteWorkspace } from './siteWorkspace';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function live(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

interface Shape {
  name: string;
  file: 'docs.json' | 'mint.json';
  /** The text and the files the index lists (relative to the site root). */
  make(): { text: string; files: string[]; dispose?: () => void };
}

const MB = 1024 * 1024;
/** `--mb=N`: the size of the hostile shapes (8 by default). */
const HOSTILE_MB = Number(process.argv.find((a) => a.startsWith('--mb='))?.slice(5) ?? 8);
const HOSTILE_BYTES = HOSTILE_MB * MB;

/** A docs.json around `pages`, padded to about `bytes` by repeating `element`. */
function hostileDocs(element: string, bytes: number): string {
  const count = Math.floor(bytes / (element.length + 1));
  return `{"theme":"mint","name":"Docs","colors":{"primary":"#0D9373"},"navigation":{"pages":[${new Array(count).fill(element).join(',')}]}}`;
}

function generated(make: (pages: number) => { dir: string; configText: string; dispose(): void }) {
  const site = make(100_000);
  const files: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else files.push(`${prefix}${entry.name}`);
    }
  };
  walk(site.dir, '');
  return { text: site.configText, files, dispose: () => site.dispose() };
}

const SHAPES: Shape[] = [
  { name: 'docs.json, 100,000 pages', file: 'docs.json', make: () => generated(createDocsSiteWorkspace) },
  { name: 'mint.json, 100,000 pages', file: 'mint.json', make: () => generated(createSiteWorkspace) },
  {
    name: `${HOSTILE_MB} MB: numbers where pages belong`,
    file: 'docs.json',
    make: () => ({ text: hostileDocs('0', HOSTILE_BYTES), files: [] }),
  },
  {
    name: `${HOSTILE_MB} MB: short page names (missing)`,
    file: 'docs.json',
    make: () => ({ text: hostileDocs('"a"', HOSTILE_BYTES), files: [] }),
  },
  {
    name: `${HOSTILE_MB} MB: empty objects where pages belong`,
    file: 'docs.json',
    make: () => ({ text: hostileDocs('{}', HOSTILE_BYTES), files: [] }),
  },
  {
    name: `${HOSTILE_MB} MB: small groups`,
    file: 'docs.json',
    make: () => ({ text: hostileDocs('{"group":"g","pages":[1]}', HOSTILE_BYTES), files: [] }),
  },
];

const ROOT = '/bench/site';
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const rows: Record<string, number | string>[] = [];

for (const shape of SHAPES) {
  if (only && !shape.name.includes(only)) continue;
  const { text, files, dispose } = shape.make();
  const index = new WorkspaceIndex();
  index.addFiles([shape.file, ...files].map((file) => `${ROOT}/${file}`));
  index.markScanned(ROOT);
  files.length = 0;
  dispose?.();
  const bytes = Buffer.byteLength(text);
  const service = new LanguageService({ index });
  const path = `${ROOT}/${shape.file}`;
  const step = (what: string) => process.stderr.write(`${shape.name}: ${what}\n`);
  const base = live();
  // The text with its line offsets (a TextDocument computes them on the first position lookup).
  const textDocument = TextDocument.create(`file://${path}`, 'json', 1, text);
  textDocument.positionAt(text.length);
  const withText = live();
  // The parse alone (not kept: the service's parse below is the one measured with the model).
  let parse: ReturnType<typeof readJsonText> | undefined = readJsonText(text);
  const withParse = live();
  step('parsed');
  parse = undefined;
  void parse;
  live();
  const doc = service.parse(textDocument, path);
  const withDoc = live();
  const model = service.model(doc);
  const withModel = live();
  step('model built');
  const rssBefore = process.memoryUsage().rss;
  // The process's peak RSS so far (maxRSS, in KB): what the check adds to it is the check's own peak.
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const diagnostics = service.diagnose(doc);
  const diagnoseMs = performance.now() - started;
  const withDiagnostics = live();
  const row = {
    shape: shape.name,
    bytes,
    text_per_byte: (withText - base) / bytes,
    parse_per_byte: (withParse - withText) / bytes,
    doc_per_byte: (withDoc - withText) / bytes,
    model_per_byte: (withModel - withDoc) / bytes,
    problems_per_byte: (withDiagnostics - withModel) / bytes,
    total_per_byte: (withDiagnostics - base) / bytes,
    total_mb: (withDiagnostics - base) / MB,
    rss_growth_in_check_mb: (process.memoryUsage().rss - rssBefore) / MB,
    peak_rss_per_byte: (process.resourceUsage().maxRSS * 1024) / bytes,
    peak_rss_growth_in_check_per_byte: (process.resourceUsage().maxRSS * 1024 - peakBefore) / bytes,
    diagnose_ms: Math.round(diagnoseMs),
    diagnostics: diagnostics.length,
  };
  void model;
  rows.push(row);
  if (!args.includes('--json'))
    console.log(
      `${row.shape}: ${(bytes / MB).toFixed(2)} MB; per byte: text ${row.text_per_byte.toFixed(1)}, parse ${row.parse_per_byte.toFixed(1)}` +
        ` (kept ${row.doc_per_byte.toFixed(1)}), model ${row.model_per_byte.toFixed(1)}, problems ${row.problems_per_byte.toFixed(1)},` +
        ` total ${row.total_per_byte.toFixed(1)} (${row.total_mb.toFixed(1)} MB); check ${row.diagnose_ms} ms, RSS +${row.rss_growth_in_check_mb.toFixed(0)} MB;` +
        ` peak RSS ${row.peak_rss_per_byte.toFixed(0)} per byte (the check raised it by ${row.peak_rss_growth_in_check_per_byte.toFixed(0)})`,
    );
}
if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2));
