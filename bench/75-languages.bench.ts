// The parity checks' cost on a generated multilingual site: `navigation.languages` with 5 languages of 10,000 pages
// each (en at the root, the others under their code, a few pages missing, unlisted or without original, and links
// across languages in 1 % of the pages). In one process, with the same service the CLI and the editor use:
// - the whole check: the config's diagnostics (diagnoseSite) and every page's (SitePages.check), as `docsite check`
//   and the editor's whole-site pass run them;
// - the parity part of it: the site rules with their counterparts worked out afresh (no cache) and the summary table;
//   and what the languages add to the page checks: each page's language and each page link's (the link check), timed
//   alone, since on a busy machine the difference of two whole page passes is mostly noise.
// Also the wall time of `docsite check` as a process on the site. Prints the cases; `--json` adds one JSON object.
// Options: --languages=5 --pages=10000 --runs=3
import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS } from '../shared/src/settings';
import { indexFolderSync } from '../server/src/host/diskIndex';
import { configSiteDiagnostics } from '../server/src/service/checks/runConfigChecks';
import { translationMissingCheck } from '../server/src/service/languages/translationMissing';
import { translationNotListedCheck } from '../server/src/service/languages/translationNotListed';
import { translationOrphanCheck } from '../server/src/service/languages/translationOrphan';
import { translationStructureCheck } from '../server/src/service/languages/translationStructure';
import { languageSummary } from '../server/src/service/languages/summary';
import { LanguageService } from '../server/src/service/languageService';
import { linkOtherLanguageCheck } from '../server/src/service/languages/linkOtherLanguage';
import { SitePages } from '../server/src/service/pages/sitePages';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const LANGUAGES = ['en', 'fr', 'de', 'ja', 'zh', 'es', 'ko', 'it'].slice(0, Number(option('languages') ?? 5));
const PAGES = Number(option('pages') ?? 10_000);
const RUNS = Number(option('runs') ?? 3);
const PER_GROUP = 100;
const CLI = resolve(__dirname, '../server/out/cli.js');
const PARITY_CHECKS = [
  translationMissingCheck,
  translationNotListedCheck,
  translationOrphanCheck,
  translationStructureCheck,
];

function createSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-languages-bench-'));
  const languages = LANGUAGES.map((code, l) => {
    const prefix = l === 0 ? '' : `${code}/`;
    const groups: { group: string; pages: string[] }[] = [];
    for (let g = 0; g < PAGES / PER_GROUP; g++) {
      const folder = join(dir, `${prefix}section-${g}`);
      mkdirSync(folder, { recursive: true });
      const first = join(folder, 'page-0.mdx');
      writeFileSync(
        first,
        `---\ntitle: "Page"\n---\n\n# Page\n\nSee [the next page](/${prefix}section-${g}/page-1) and [the home page](/${prefix}section-0/page-0).\n`,
      );
      // 1 % of the pages link into the default language's tree.
      const crossing = join(folder, 'page-1.mdx');
      writeFileSync(crossing, `---\ntitle: "Page"\n---\n\n# Page\n\nSee [the original](/section-${g}/page-2).\n`);
      const pages: string[] = [];
      for (let i = 0; i < PER_GROUP; i++) {
        // A few gaps per language: a page not translated, one translated but not listed.
        if (l > 0 && i === 50 && g % 10 === 0) continue;
        if (i > 1) linkSync(first, join(folder, `page-${i}.mdx`));
        if (l > 0 && i === 60 && g % 10 === 0) continue;
        pages.push(`${prefix}section-${g}/page-${i}`);
      }
      groups.push({ group: `Section ${g}`, pages });
    }
    return { language: code, groups };
  });
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify(
      {
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Big multilingual site',
        colors: { primary: '#0D9373' },
        navigation: { languages },
      },
      null,
      1,
    ),
  );
  return dir;
}

const ms = (value: number) => Math.round(value);

function inProcess(dir: string) {
  const service = new LanguageService({ readFile: (path) => readFileSync(path, 'utf8') });
  indexFolderSync(service.index, dir);
  const configPath = join(dir, 'docs.json');
  const doc = service.parse(
    TextDocument.create(`file://${configPath}`, 'json', 1, readFileSync(configPath, 'utf8')),
    configPath,
  );
  const model = service.model(doc);
  const pages = new SitePages({
    rootDir: dir,
    index: service.index,
    readFile: (path) => readFileSync(path, 'utf8'),
    parseConfig: (d, p) => service.parseUncached(d, p),
  });
  const paths = pages.pagePaths();
  for (const path of paths) pages.parse(path);
  const site = pages.context();
  const withoutLanguages = { ...site, languages: [] };
  const inputs = paths.map((path) => ({
    document: TextDocument.create(`file://${path}`, 'mdx', 0, readFileSync(path, 'utf8')),
    path,
    parsed: pages.parse(path)!,
    site,
  }));

  let t = performance.now();
  const configDiagnostics = service
    .diagnoseSite(doc, DEFAULT_SERVER_SETTINGS)
    .reduce((n, f) => n + f.diagnostics.length, 0);
  const config = performance.now() - t;
  const parityRuns: number[] = [];
  const linkRuns: number[] = [];
  const pageRuns: number[] = [];
  let pageFindings = 0;
  let linkFindings = 0;
  for (let run = 0; run < RUNS; run++) {
    // The page checks without the languages: what the whole-site pass costs apart from the parity.
    t = performance.now();
    pageFindings = 0;
    for (const path of paths) pageFindings += pages.check(path, undefined, withoutLanguages).length;
    pageRuns.push(performance.now() - t);
    // The parity: a new setting object, so the sets and the parity are worked out afresh, as after an edit.
    t = performance.now();
    const fresh = { ...DEFAULT_SERVER_SETTINGS, languages: {} };
    configSiteDiagnostics(doc, service.index, fresh, PARITY_CHECKS);
    languageSummary(model, service.index, fresh.languages);
    parityRuns.push(performance.now() - t);
    // What the languages add to the page checks: the link check across languages over every page (it resolves each
    // link again, as it runs in the registry beside the link check).
    t = performance.now();
    linkFindings = 0;
    for (const input of inputs) linkOtherLanguageCheck.check?.(input, () => linkFindings++);
    linkRuns.push(performance.now() - t);
  }
  // The least of the runs: on a shared machine, the others measure the neighbours.
  const least = (values: number[]) => Math.min(...values);
  const parity = least(parityRuns);
  const links = least(linkRuns);
  const pagesWithout = least(pageRuns);
  const withoutParity = config - parity + pagesWithout;
  return {
    pages: paths.length,
    configDiagnostics,
    pageDiagnostics: pageFindings + linkFindings,
    configMs: ms(config),
    pagesWithoutLanguagesMs: ms(pagesWithout),
    parityMs: ms(parity),
    linkCheckMs: ms(links),
    addedPercent: Math.round(((parity + links) / withoutParity) * 1000) / 10,
  };
}

/** `docsite check` as a process on the site, and on a copy of its config with one tab per language instead of
 * `languages` (the same pages, the same navigation size, no parity): the least wall time of the runs of each,
 * alternated so that both meet the same neighbours. */
function cli(dir: string) {
  const configPath = join(dir, 'docs.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const asTabs = {
    ...config,
    navigation: {
      tabs: config.navigation.languages.map((l: { language: string; groups: unknown[] }) => ({
        tab: l.language,
        groups: l.groups,
      })),
    },
  };
  const time = (configFile: string) => {
    const start = performance.now();
    const result = spawnSync(process.execPath, [CLI, 'check', configFile, '--format', 'json'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
    if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
    return performance.now() - start;
  };
  const withLanguages: number[] = [];
  const withTabs: number[] = [];
  // The site root is where docs.json is: the tabs' config takes its place for its runs, and the original comes back.
  const original = readFileSync(configPath, 'utf8');
  for (let run = 0; run < RUNS; run++) {
    writeFileSync(configPath, original);
    withLanguages.push(time(configPath));
    writeFileSync(configPath, JSON.stringify(asTabs, null, 1));
    withTabs.push(time(configPath));
  }
  writeFileSync(configPath, original);
  const least = (values: number[]) => Math.min(...values);
  return {
    wallMs: ms(least(withLanguages)),
    wallAsTabsMs: ms(least(withTabs)),
    wallAddedPercent: Math.round(((least(withLanguages) - least(withTabs)) / least(withTabs)) * 1000) / 10,
  };
}

const dir = createSite();
try {
  const inside = inProcess(dir);
  const outside = cli(dir);
  console.log(`${LANGUAGES.length} languages x ${PAGES} pages (${inside.pages} page files), the least of ${RUNS} runs`);
  console.log(`  config diagnostics (parity included)   ${inside.configMs} ms  (${inside.configDiagnostics} findings)`);
  console.log(`  page checks without the languages       ${inside.pagesWithoutLanguagesMs} ms`);
  console.log(`  parity rules + table, uncached          ${inside.parityMs} ms`);
  console.log(
    `  links across languages (every link)     ${inside.linkCheckMs} ms  (${inside.pageDiagnostics} page findings)`,
  );
  console.log(`  parity share: +${inside.addedPercent} % over the check without it (limit 10 %)`);
  console.log(
    `  docsite check as a process              ${outside.wallMs} ms; the same site with tabs for languages ${outside.wallAsTabsMs} ms (${outside.wallAddedPercent > 0 ? '+' : ''}${outside.wallAddedPercent} %)`,
  );
  if (argv.includes('--json'))
    console.log(JSON.stringify({ languages: LANGUAGES.length, pagesPerLanguage: PAGES, ...inside, ...outside }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
