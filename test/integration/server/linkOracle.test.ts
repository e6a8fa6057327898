// Differential test: our broken-link verdicts against the generator's own link checker (`@mintlify/link-rot`, a
// devDependency used here as a test oracle only — Elastic-2.0, never bundled or imported by the product) over real
// sites of ../shared/corpus: the same links are broken for both, page by page. Sites whose pages the generator's
// checker cannot read (it stops at the first page that does not parse) or whose OpenAPI documents it would fetch from
// the network are left out; on those it has no verdict to compare with.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { writeListedFiles } from '../../support/corpusSite';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const CORPUS = resolve(__dirname, '../../../../shared/corpus');
const SITES = [
  'pages/Chainlit__docs',
  'pages/hoppscotch__docs',
  'pages/mem0ai__mem0__docs',
  'bigsites/helius-labs__docs',
  'bigsites/PrefectHQ__fastmcp__docs',
  'bigsites/growthbook__growthbook__docs',
  'bigsites/meilisearch__documentation',
];
const scratch = mkdtempSync(join(tmpdir(), 'docsite-link-oracle-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface GeneratorBrokenLink {
  originalPath: string;
  relativeDir: string;
  filename: string;
}

/** The generator's verdict: "page.mdx /link" for every internal link its checker calls broken. */
async function generatorBrokenLinks(folder: string): Promise<Set<string>> {
  const { getBrokenInternalLinks } = (await import('@mintlify/link-rot')) as { getBrokenInternalLinks(dir?: string, options?: object): Promise<GeneratorBrokenLink[]> };
  // It reads the current folder and logs its progress and OpenAPI warnings: both kept out of the test's output.
  const cwd = process.cwd();
  const { log, warn } = console;
  console.log = console.warn = () => undefined;
  try {
    process.chdir(folder);
    const broken = await getBrokenInternalLinks(undefined, { checkAnchors: false });
    return new Set(broken.map((link) => `${link.relativeDir && link.relativeDir !== '.' ? `${link.relativeDir}/` : ''}${link.filename} ${link.originalPath}`));
  } finally {
    process.chdir(cwd);
    Object.assign(console, { log, warn });
  }
}

/** Our verdict, from `docsite check` as a process: "page.mdx /link" for every link it reports as leading nowhere. */
function ourBrokenLinks(folder: string): Set<string> {
  const result = spawnSync(process.execPath, [CLI, 'check', '.', '--format', 'json'], { cwd: folder, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.equal(result.stderr, '');
  const reported = JSON.parse(result.stdout) as { file: string; code: string; message: string }[];
  const broken = new Set<string>();
  for (const d of reported) {
    if (d.code !== 'page-link-broken' && d.code !== 'page-link-folder') continue;
    broken.add(`${d.file} ${/"([^"]*)"/.exec(d.message)?.[1]}`);
  }
  return broken;
}

for (const site of SITES) {
  const source = join(CORPUS, site);
  test(`broken links on ${site} are the generator's own verdicts`, { skip: existsSync(source) ? false : `corpus folder ${source} is absent` }, async () => {
    const folder = join(scratch, site.replace('/', '__'));
    cpSync(source, folder, { recursive: true });
    writeListedFiles(`${source}.files.txt`, folder);
    const theirs = await generatorBrokenLinks(folder);
    const ours = ourBrokenLinks(folder);
    assert.deepEqual([...ours].sort(), [...theirs].sort());
  });
}
