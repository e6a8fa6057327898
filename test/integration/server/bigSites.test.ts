// `docsite check` as a process over the four big live sites of the corpus's `bigsites/`, rebuilt on disk with their
// pages (text files as they are, every other listed file empty). These sites are live and working, so every error
// reported on them must be a real break: the test compares the errors with a reviewed list (bigSites.errors.json),
// where each entry says why it is real. A new error fails the test until someone has checked it against the
// generator's behaviour and either fixed the checker or added the entry with its reason.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { corpusPath, corpusSkip } from '../../support/corpus';
import { writeListedFiles } from '../../support/corpusSite';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const BIG_SITES = corpusPath('bigsites');
const REVIEWED = resolve(__dirname, 'bigSites.errors.json');
const SITES = [
  'helius-labs__docs',
  'PrefectHQ__fastmcp__docs',
  'growthbook__growthbook__docs',
  'meilisearch__documentation',
];
const skip = corpusSkip('bigsites');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-big-sites-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface Reported {
  file: string;
  severity: string;
  code: string;
  message: string;
  range: { start: { line: number } };
}

interface ReviewedError {
  site: string;
  file: string;
  line: number;
  code: string;
  why: string;
}

for (const name of SITES) {
  test(`docsite check on ${name}: every error is one a reader of the live site hits (reviewed list)`, { skip }, () => {
    const bigSites = BIG_SITES as string;
    const folder = join(scratch, name);
    cpSync(join(bigSites, name), folder, { recursive: true });
    writeListedFiles(join(bigSites, `${name}.files.txt`), folder);
    const result = spawnSync(process.execPath, [CLI, 'check', '.', '--format', 'json'], {
      cwd: folder,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    assert.equal(result.stderr, '');
    const reported = JSON.parse(result.stdout) as Reported[];
    const errors = reported
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.file}:${d.range.start.line + 1} ${d.code}`);
    const reviewed = (JSON.parse(readFileSync(REVIEWED, 'utf8')) as ReviewedError[]).filter((e) => e.site === name);
    for (const entry of reviewed)
      assert.ok(entry.why.trim().length > 20, `the reviewed error ${entry.file}:${entry.line} says why it is real`);
    assert.deepEqual(errors.sort(), reviewed.map((e) => `${e.file}:${e.line} ${e.code}`).sort());
    assert.equal(result.status, errors.length ? 1 : 0);
  });
}
