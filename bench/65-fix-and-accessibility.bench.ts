// What the accessibility checks and `--fix` add to `docsite check` on the generated 10,000-page site
// (bench/pages/generateSite.ts; every page holds a `<CardGroup>`, so every page has a certain fix: the worst case
// for `--fix`). Whole processes, interleaved (one run of each variant per round), medians over the rounds:
// 1. `docsite check` with the accessibility rules off (`--rule image-alt=off` … `color-contrast=off`) vs on. A rule set
//    to `off` drops its findings; its check still runs. So this pair measures what reporting them costs, and:
// 2. in this process, the accessibility checks' own time: every page of the site checked as the CLI checks it, each
//    page check timed, the accessibility checks' share of the time spent in page checks.
// 3. `--fix-dry-run` vs the plain check (every page fixed in the diff; nothing written).
// 4. `--fix` on a copy fixed already (nothing left to fix: the CI run on a clean tree) vs the plain check of it.
// Budget: accessibility and --fix together add no more than 10 % to the check.
// Options: --pages=10000  --rounds=3  --json (one JSON object as the last line).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runNodeScript } from './lsp/childPeakRss';
import { formatTable, median, round } from './lsp/stats';
import { generatePagesSite } from './pages/generateSite';
import { indexFolderSync } from '../server/src/host/diskIndex';
import { checkSitePages, SitePagesOnDisk } from '../server/src/cli/pages';
import { PAGE_CHECKS } from '../server/src/service/checks/list';
import { LanguageService } from '../server/src/service/languageService';
import { normalizePath } from '../server/src/service/workspace/paths';

const REPO = resolve(__dirname, '..');
const OUR_CLI = join(REPO, 'server', 'out', 'cli.js');
const BUDGET = 1.1;
/** The accessibility rules (issue part 2): alt text, link text, heading levels, theme colour contrast. */
const ACCESSIBILITY_RULES = ['image-alt', 'link-text', 'heading-skip', 'color-contrast'];
const A11Y_OFF = ACCESSIBILITY_RULES.flatMap((rule) => ['--rule', `${rule}=off`]);

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);

interface Variant {
  name: string;
  dir: string;
  args: string[];
  ms: number[];
}

/** Runs every variant once per round, in turn, so a load change on the machine falls on all of them alike. */
async function interleaved(variants: Variant[], rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      const run = await runNodeScript(OUR_CLI, ['check', '--format', 'json', ...variant.args], variant.dir);
      if (run.exitCode !== 0 && run.exitCode !== 1)
        throw new Error(`${variant.name}: exit ${run.exitCode}: ${run.stderr.slice(-400)}`);
      variant.ms.push(run.wallMs);
    }
  }
}

/** The page checks' time over the whole site, in this process, by check; the CLI's own reading and checking. */
function pageCheckTimes(dir: string): Map<string, number> {
  const root = normalizePath(dir);
  const service = new LanguageService({ readFile: () => undefined });
  indexFolderSync(service.index, root);
  const configPath = `${root}/mint.json`;
  const times = new Map<string, number>();
  const checks = PAGE_CHECKS as unknown as { rules?: { id: string }[]; check?: (...args: unknown[]) => void }[];
  const originals = checks.map((c) => c.check);
  checks.forEach((check, i) => {
    const original = originals[i];
    if (!original) return;
    const ids = check.rules?.map((r) => r.id) ?? [`check ${i}`];
    const name = ids.length > 1 ? `${ids[0]} (+${ids.length - 1} rules)` : ids[0];
    check.check = (...args: unknown[]) => {
      const started = performance.now();
      original(...args);
      times.set(name, (times.get(name) ?? 0) + performance.now() - started);
    };
  });
  try {
    const site = new SitePagesOnDisk(root, service.index, {
      requiredKeys: [],
      parseConfig: (document, path) => service.parseUncached(document, path),
      configText: { path: configPath, text: readFileSync(configPath, 'utf8') },
    });
    checkSitePages(site, { files: [] });
  } finally {
    checks.forEach((check, i) => (check.check = originals[i]));
  }
  return times;
}

async function main(): Promise<void> {
  const pages = option('pages', 10_000);
  const rounds = option('rounds', 3);
  const scratch = mkdtempSync(join(tmpdir(), 'docsite-bench-fix-'));
  try {
    const dir = join(scratch, 'site');
    generatePagesSite(dir, pages);
    const clean = join(scratch, 'fixed');
    cpSync(dir, clean, { recursive: true });
    const fixOnce = await runNodeScript(OUR_CLI, ['check', '--fix', '--format', 'json'], clean);
    console.log(`a copy fixed once for variant 4: ${/fixed .*/.exec(fixOnce.stderr)?.[0] ?? fixOnce.stderr.trim()}`);

    const variants: Variant[] = [
      { name: 'check, accessibility off', dir, args: A11Y_OFF, ms: [] },
      { name: 'check', dir, args: [], ms: [] },
      {
        name: 'check --fix-dry-run',
        dir,
        args: ['--fix-dry-run'],
        ms: [],
      },
      { name: 'check (fixed copy)', dir: clean, args: [], ms: [] },
      { name: 'check --fix (fixed copy)', dir: clean, args: ['--fix'], ms: [] },
    ];
    await interleaved(variants, rounds);
    const med = new Map(variants.map((v) => [v.name, median(v.ms)]));
    const ratio = (a: string, b: string) => (med.get(a) ?? NaN) / (med.get(b) ?? NaN);
    const rows = [['variant', 'median ms', 'runs ms']];
    for (const v of variants)
      rows.push([v.name, String(round(median(v.ms), 0)), v.ms.map((ms) => round(ms, 0)).join(' ')]);
    console.log(`\ndocsite check on a generated ${pages}-page site, ${rounds} interleaved rounds\n`);
    console.log(formatTable(rows));

    const a11yRatio = ratio('check', 'check, accessibility off');
    const dryRatio = ratio('check --fix-dry-run', 'check');
    const cleanFixRatio = ratio('check --fix (fixed copy)', 'check (fixed copy)');
    const times = pageCheckTimes(dir);
    const total = [...times.values()].reduce((a, b) => a + b, 0);
    const a11yMs = [...times]
      .filter(([name]) => ACCESSIBILITY_RULES.includes(name))
      .reduce((sum, [, ms]) => sum + ms, 0);
    const timeRows = [['page check', 'ms']];
    for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1])) timeRows.push([name, String(round(ms, 0))]);
    console.log(`\nEach page check's time over the ${pages} pages (in this process)\n`);
    console.log(formatTable(timeRows));
    const checkMs = med.get('check') ?? NaN;
    console.log(
      [
        '',
        `accessibility on / off (rules off only drop findings): ${round(a11yRatio, 3)}x`,
        `accessibility checks' own time: ${round(a11yMs, 0)} ms of ${round(total, 0)} ms of page checks, ${round((100 * a11yMs) / checkMs, 1)} % of the check's wall time`,
        `--fix-dry-run / check: ${round(dryRatio, 3)}x (budget <= ${BUDGET}x: ${dryRatio <= BUDGET ? 'met' : 'NOT met'})`,
        `--fix with nothing to fix / check: ${round(cleanFixRatio, 3)}x (budget <= ${BUDGET}x: ${cleanFixRatio <= BUDGET ? 'met' : 'NOT met'})`,
      ].join('\n'),
    );
    if (process.argv.includes('--json'))
      console.log(
        JSON.stringify({
          fixAndAccessibility: {
            pages,
            rounds,
            ms: Object.fromEntries(variants.map((v) => [v.name, v.ms])),
            accessibilityRatio: a11yRatio,
            accessibilityCheckMs: a11yMs,
            pageCheckMs: total,
            fixDryRunRatio: dryRatio,
            cleanFixRatio,
          },
        }),
      );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
