// Differential test: our broken-link verdicts against the generator's own link checker (`@mintlify/link-rot`, a
// devDependency used here as a test oracle only — Elastic-2.0, never bundled or imported by the product) over real
// sites of the corpus (test/support/corpus.ts): the same links are broken for both, page by page, and the same pages do not parse.
// The generator's checker stops at the first page its parser rejects, while its build publishes such a page with a
// parsing-error notice instead of its content (no links): so the pages its parser rejects are compared with our
// `page-syntax` errors, then emptied in the copy it checks. A site whose OpenAPI documents it would fetch from the
// network is left out; there it has no verdict to compare with.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { corpusPath, corpusSkip } from '../../support/corpus';
import { writeListedFiles } from '../../support/corpusSite';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const SITES = [
  'pages/1GMedia__docs',
  'pages/PrefectHQ__marvin__docs',
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
  const { getBrokenInternalLinks } = (await import('@mintlify/link-rot')) as {
    getBrokenInternalLinks(dir?: string, options?: object): Promise<GeneratorBrokenLink[]>;
  };
  // It reads the current folder and logs its progress and OpenAPI warnings: both kept out of the test's output.
  const cwd = process.cwd();
  const { log, warn } = console;
  console.log = console.warn = () => undefined;
  try {
    process.chdir(folder);
    const broken = await getBrokenInternalLinks(undefined, { checkAnchors: false });
    return new Set(
      broken.map(
        (link) =>
          `${link.relativeDir && link.relativeDir !== '.' ? `${link.relativeDir}/` : ''}${link.filename} ${link.originalPath}`,
      ),
    );
  } finally {
    process.chdir(cwd);
    Object.assign(console, { log, warn });
  }
}

/**
 * Whether "page.mdx link" is a bare relative link (`setup`, no `/` or `./`) that a browser on the live page resolves to
 * an existing page from the page's own folder. The generator's checker reads bare links from the site root only and
 * reports these; readers follow them fine (docs/pages.md, routing rule 4), so they are no broken link of ours.
 */
function worksInBrowser(folder: string, entry: string): boolean {
  const [page, link] = [entry.slice(0, entry.indexOf(' ')), entry.slice(entry.indexOf(' ') + 1)];
  if (/^([a-zA-Z][a-zA-Z0-9+.-]*:|[/.#])/.test(link)) return false;
  const target = join(folder, dirname(page), link.split(/[?#]/)[0]);
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) => existsSync(target + ending));
}

/** The pages (of `pages`, relative paths) the generator builds and its parser rejects, as its build reads them. Pages
 * its ignore rules leave out (`.github/…`, `.mintignore`) are never built, so never rejected. */
async function generatorUnparsedPages(folder: string, pages: readonly string[]): Promise<string[]> {
  const { getAST, isMintIgnored, processMintIgnoreString } = (await import('@mintlify/common')) as {
    getAST(text: string, path?: string): unknown;
    isMintIgnored(path: string, globs: string[]): boolean;
    processMintIgnoreString(text: string): string[];
  };
  const ignoreFile = join(folder, '.mintignore');
  const globs = existsSync(ignoreFile) ? processMintIgnoreString(readFileSync(ignoreFile, 'utf8')) : [];
  return pages.filter((page) => {
    if (isMintIgnored(page, globs)) return false;
    try {
      getAST(readFileSync(join(folder, page), 'utf8'), page);
      return false;
    } catch {
      return true;
    }
  });
}

/** Our verdict, from `docsite check` as a process: "page.mdx /link" for every link it reports as leading nowhere, and
 * the pages it reports as not parsing. */
function ourVerdict(folder: string): { broken: Set<string>; unparsed: string[] } {
  const result = spawnSync(process.execPath, [CLI, 'check', '.', '--format', 'json'], {
    cwd: folder,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(result.stderr, '');
  const reported = JSON.parse(result.stdout) as { file: string; code: string; message: string }[];
  const broken = new Set<string>();
  const unparsed = new Set<string>();
  for (const d of reported) {
    if (d.code === 'page-syntax') unparsed.add(d.file);
    if (d.code !== 'page-link-broken' && d.code !== 'page-link-folder') continue;
    broken.add(`${d.file} ${/"([^"]*)"/.exec(d.message)?.[1]}`);
  }
  return { broken, unparsed: [...unparsed].sort() };
}

for (const site of SITES) {
  test(`broken links on ${site} are the generator's own verdicts`, { skip: corpusSkip(site) }, async () => {
    const source = corpusPath(site) as string;
    const folder = join(scratch, site.replace('/', '__'));
    cpSync(source, folder, { recursive: true });
    const listed = writeListedFiles(`${source}.files.txt`, folder);
    const ours = ourVerdict(folder);
    const unparsed = await generatorUnparsedPages(
      folder,
      [...listed].filter((page) => /\.mdx?$/.test(page) && existsSync(join(source, page))),
    );
    assert.deepEqual(ours.unparsed, unparsed.sort(), 'the same pages do not parse');
    // What the live site shows for such a page: a notice, no content, no links.
    for (const page of unparsed) writeFileSync(join(folder, page), '');
    const theirs = [...(await generatorBrokenLinks(folder))].filter((entry) => !worksInBrowser(folder, entry));
    assert.deepEqual([...ours.broken].sort(), theirs.sort());
  });
}
