// Editor features on a 10,000-page config: document links, document symbols and code actions must each
// stay under 20 ms median so that none of them makes typing slower. Printed beside them, measured in the same run
// on the same text: a plain jsonc-parser parse (the floor any feature over this file pays once per keystroke) and
// the other editor features (colours, icon completion, the editor diagnostics, a willRename edit).
import { siteModelOf } from '../server/src/service/config/model/siteModel';
import { parseTree } from 'jsonc-parser';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument, type ConfigDocument } from '../server/src/service/json/document';
import { getCodeActions } from '../server/src/service/config/features/codeActions';
import { findDocumentColors } from '../server/src/service/config/features/colors';
import { iconCompletions } from '../server/src/service/config/features/icons';
import { findDocumentLinks } from '../server/src/service/config/features/links';
import { editsForFileRenames } from '../server/src/service/config/features/renames';
import { findDocumentSymbols } from '../server/src/service/config/features/symbols';
import { anchorUrlsCheck } from '../server/src/service/config/checks/anchorUrls';
import { iconsCheck } from '../server/src/service/config/checks/icons';
import { orphansCheck } from '../server/src/service/config/checks/orphans';
import { configSiteDiagnostics } from '../server/src/service/checks/runConfigChecks';

const editorChecks = [iconsCheck, anchorUrlsCheck, orphansCheck];
import { WorkspaceIndex } from '../server/src/service/workspace/workspaceIndex';
import { formatTable, median, round } from './lsp/stats';

const PAGES = 10_000;
const PER_GROUP = 100;
const ROUNDS = 25;
const WARMUP = 10;
const TARGET_MS = 20;
const ROOT = '/bench-site';

/** The config text (groups of 100 pages with a nested group each, an anchor per 10 groups, a few planted problems)
 * and the files beside it (every page plus 100 orphans). */
function generateSite(pages: number): { text: string; files: string[] } {
  const groups: string[] = [];
  const files: string[] = [`${ROOT}/mint.json`];
  for (let g = 0; g * PER_GROUP < pages; g++) {
    const ids = Array.from({ length: Math.min(PER_GROUP, pages - g * PER_GROUP) }, (_, p) => `section-${g}/page-${p}`);
    files.push(...ids.map((id) => `${ROOT}/${id}.mdx`), `${ROOT}/section-${g}/orphan.mdx`);
    const direct = ids.slice(0, -10).map((id) => `        "${id}"`);
    const nested = ids.slice(-10).map((id) => `            "${id}"`);
    groups.push(
      `    {\n      "group": "Section ${g}",\n      "icon": "book-open",\n      "pages": [\n${direct.join(',\n')},\n        {\n          "group": "More ${g}",\n          "pages": [\n${nested.join(',\n')}\n          ]\n        }\n      ]\n    }`,
    );
  }
  // Planted: a duplicate page, an unknown key, an unknown icon.
  groups.push('    {\n      "group": "Scratch",\n      "pages": ["section-0/page-0"]\n    }');
  const anchors = Array.from(
    { length: Math.ceil(pages / PER_GROUP / 10) },
    (_, a) =>
      `    { "name": "Part ${a}", "url": "section-${a * 10}", "icon": "rocket-launch", "color": { "from": "#112233", "to": "#abc" } }`,
  );
  anchors.push('    { "name": "Typo", "url": "nowhere", "icon": "rocket-lunch" }');
  const text = `{\n  "name": "Bench Site",\n  "colorz": "x",\n  "colors": { "primary": "#0D9373", "light": "#07C983", "dark": "#0D9373" },\n  "anchors": [\n${anchors.join(',\n')}\n  ],\n  "navigation": [\n${groups.join(',\n')}\n  ]\n}\n`;
  return { text, files };
}

function timeMedian(run: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function main(): void {
  const { text, files } = generateSite(PAGES);
  const index = new WorkspaceIndex();
  index.addFiles(files);
  index.markScanned(ROOT);
  const uri = `file://${ROOT}/mint.json`;
  let version = 0;
  /** A fresh parse per call, as after a keystroke: the feature pays for its own walk, not a warm cache. */
  const freshDoc = (): ConfigDocument =>
    parseConfigDocument(TextDocument.create(uri, 'json', ++version, text), `${ROOT}/mint.json`);

  const doc = freshDoc();
  const diagnostics: Diagnostic[] = configSiteDiagnostics(doc, index)[0].diagnostics;
  const byCode = (code: string) => diagnostics.find((d) => d.code === code)!;
  const atCursor = ['page-duplicate', 'unknown-key', 'unknown-icon', 'orphan-page'].map(byCode);
  if (atCursor.some((d) => d === undefined)) throw new Error('bench site lacks a planted diagnostic');

  const iconOffset = text.indexOf('"rocket-lunch"') + 3;
  const rows: [string, number, boolean][] = [];
  const measure = (label: string, run: (d: ConfigDocument) => unknown, gated = false) => {
    // Parse outside the timed part: the server's cache hands every feature of one keystroke the same parse.
    const docs = Array.from({ length: ROUNDS + WARMUP }, freshDoc);
    let i = 0;
    rows.push([label, timeMedian(() => run(docs[i++])), gated]);
  };

  rows.push([
    'reference: jsonc-parser parseTree',
    timeMedian(() => parseTree(text, [], { allowTrailingComma: true })),
    false,
  ]);
  rows.push(['reference: core parse (lexical scan + tree)', timeMedian(freshDoc), false]);
  measure('document links', (d) => findDocumentLinks(d, index), true);
  measure('document symbols', (d) => findDocumentSymbols(siteModelOf(d)), true);
  measure(
    'code actions: 4 diagnostics at the cursor',
    (d) => getCodeActions({ document: d.textDocument, root: d.root, rootDir: ROOT, diagnostics: atCursor }),
    true,
  );
  measure(
    'code actions: orphan "add to group" alone',
    (d) =>
      getCodeActions({ document: d.textDocument, root: d.root, rootDir: ROOT, diagnostics: [byCode('orphan-page')] }),
    true,
  );
  measure('document colours', (d) => findDocumentColors(siteModelOf(d)));
  measure('icon completion (all names)', (d) => iconCompletions(siteModelOf(d), iconOffset));
  measure(
    'editor diagnostics (icons, anchors, orphans)',
    (d) => configSiteDiagnostics(d, index, undefined, editorChecks)[0].diagnostics,
  );
  measure('willRenameFiles: move a folder of 100 pages', (d) =>
    editsForFileRenames([{ oldUri: `file://${ROOT}/section-5`, newUri: `file://${ROOT}/moved` }], [d], index),
  );

  const parse = rows[0][1];
  const table = [
    ['feature (10,000 pages)', 'median ms', 'x parseTree', 'target'],
    ...rows.map(([label, ms, gated]) => [
      label,
      String(round(ms, 2)),
      String(round(ms / parse, 2)),
      gated ? (ms < TARGET_MS ? `< ${TARGET_MS} ms ok` : `OVER ${TARGET_MS} ms`) : '',
    ]),
  ];
  console.log(`config: ${round(text.length / 1024 / 1024, 2)} MB, ${PAGES} pages, ${ROUNDS} rounds each\n`);
  console.log(formatTable(table));
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify({
        cases: rows.map(([feature, ms, gated]) => ({ feature, ms: round(ms, 2), target_ms: gated ? TARGET_MS : null })),
      }),
    );
  }
  const over = rows.filter(([, ms, gated]) => gated && ms >= TARGET_MS);
  if (over.length) {
    console.log(`\nover target: ${over.map(([label]) => label).join(', ')}`);
    process.exitCode = 1;
  }
}

main();
