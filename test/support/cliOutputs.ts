// The CLI's JSON output over every site of the real-data corpus, as one record per site: the page sites and big
// sites as they are on disk, and the docs.json and mint.json configs in workspaces rebuilt from their file lists.
// The re-layout test compares it with the stored output of the code before the re-layout.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { corpusRoot } from './corpus';
import { writeListedFiles } from './corpusSite';

export const CLI = resolve(__dirname, '../../server/out/cli.js');
/** The corpus folder (DOCSITE_CORPUS), or undefined when the run has none. */
export const CORPUS = corpusRoot();

export interface CliRun {
  status: number | null;
  stderr: string;
  problems: unknown[];
}

function run(cwd: string, paths: string[], format = 'json'): CliRun {
  const result = spawnSync(process.execPath, [CLI, 'check', ...paths, '--format', format, '--no-config'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  // Messages may name a folder of the run (a scratch folder here): keep only what is relative to it.
  const text = result.stdout.split(cwd + '/').join('');
  const parsed = text ? (JSON.parse(text) as unknown) : [];
  return {
    status: result.status,
    stderr: result.stderr.split(cwd + '/').join(''),
    problems: Array.isArray(parsed) ? parsed : [parsed],
  };
}

const sites = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];

/** Runs the CLI over each corpus site that is present; `scratch` is an empty folder for the rebuilt workspaces. */
export function cliOutputs(scratch: string): Record<string, CliRun> {
  const out: Record<string, CliRun> = {};
  if (CORPUS === undefined) return out;
  for (const group of ['pages', 'bigsites']) {
    for (const site of sites(join(CORPUS, group))) out[`${group}/${site}`] = run(join(CORPUS, group, site), []);
  }
  // SARIF lists the rules that occur, with their summary and help: one site with many kinds of problems.
  const sarifSite = join(CORPUS, 'bigsites', 'growthbook__growthbook__docs');
  if (existsSync(sarifSite)) out['sarif:bigsites/growthbook__growthbook__docs'] = run(sarifSite, [], 'sarif');
  const docsJson = join(CORPUS, 'docsjson');
  if (existsSync(docsJson)) {
    for (const file of readdirSync(docsJson)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.files.txt'))
      .sort()) {
      const folder = join(scratch, 'docsjson', file);
      writeListedFiles(join(docsJson, `${file}.files.txt`), folder);
      const refs = join(docsJson, 'refs', file);
      if (existsSync(refs)) for (const ref of readdirSync(refs)) copyFileSync(join(refs, ref), join(folder, ref));
      copyFileSync(join(docsJson, file), join(folder, 'docs.json'));
      out[`docsjson/${file}`] = run(folder, []);
    }
  }
  if (existsSync(CORPUS)) {
    const names = readdirSync(CORPUS)
      .filter((f) => f.endsWith('.mint.json'))
      .sort();
    const folder = join(scratch, 'mintjson');
    mkdirSync(folder, { recursive: true });
    for (const name of names) {
      const site = name.slice(0, -'.mint.json'.length);
      writeListedFiles(join(CORPUS, `${site}.files.txt`), join(folder, site));
      copyFileSync(join(CORPUS, name), join(folder, site, 'mint.json'));
    }
    // One run over many configs, as CI over a monorepo would; the config path itself, since some of these
    // repositories also hold a docs.json (rebuilt empty here) that a folder path would pick first.
    out['mintjson'] = run(
      folder,
      names.map((name) => join(name.slice(0, -'.mint.json'.length), 'mint.json')),
    );
  }
  return out;
}

/** Writes the fixture (run with `node --import tsx test/support/cliOutputs.ts FILE` on the code to compare with). */
if (require.main === module) {
  const scratch = join(tmpdir(), `docsite-cli-outputs-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  writeFileSync(process.argv[2], JSON.stringify(cliOutputs(scratch), null, 0).replace(/\},\{/g, '},\n{') + '\n');
}
