// `docsite upgrade` as a real process (server/out/cli.js): the report, writing only with --write, refusing to replace
// docs.json without --force, the exit codes, and never writing through a symlink.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { upgradeMintJson } from '../../../shared/src/upgrade/upgrade';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-upgrade-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const MINT = {
  name: 'Docs',
  colors: { primary: '#0D9373', anchors: { from: '#0D9373', to: '#07C983' } },
  topbarCtaButton: { name: 'Sign up', url: 'https://app.example.dev' },
  feedback: { thumbsRating: true },
  tabs: [{ name: 'API', url: 'api' }],
  navigation: [{ group: 'Start', pages: ['intro', 'api/list'] }],
};
const MINT_TEXT = JSON.stringify(MINT, null, 2) + '\n';
const feedbackLine = MINT_TEXT.split('\n').findIndex((line) => line.includes('"feedback"')) + 1;

let sites = 0;
function site(text = MINT_TEXT): string {
  const folder = join(scratch, `site${sites++}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mint.json'), text);
  return folder;
}

function run(args: string[], cwd = scratch) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const expected = upgradeMintJson(MINT_TEXT);
assert.ok(expected.ok);

test('without --write: the report, with positions, and nothing written (exit 0)', () => {
  const folder = site();
  const result = run(['upgrade'], folder);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /^mint\.json -> docs\.json\n/);
  assert.match(
    result.stdout,
    new RegExp(`mint\\.json:${feedbackLine}:3  feedback: docs\\.json has no setting for the feedback buttons`),
  );
  assert.match(result.stdout, /colors\.anchors: docs\.json has no site-wide anchor colour/);
  assert.match(result.stdout, /topbarCtaButton -> navbar\.primary/);
  assert.match(result.stdout, /Nothing written\. Run with --write/);
  assert.equal(existsSync(join(folder, 'docs.json')), false);
});

test('--write creates docs.json with the proposal and leaves mint.json as it was', () => {
  const folder = site();
  const result = run(['upgrade', folder, '--write']);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(readFileSync(join(folder, 'docs.json'), 'utf8'), expected.text);
  assert.equal(readFileSync(join(folder, 'mint.json'), 'utf8'), MINT_TEXT);
  assert.match(result.stdout, /Wrote .*docs\.json\. Check it with `docsite check .*site\d+`/);
});

test('an existing docs.json is kept without --force (exit 1) and replaced with it', () => {
  const folder = site();
  writeFileSync(join(folder, 'docs.json'), '{"mine": true}');
  const refused = run(['upgrade', '--write'], folder);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /docs\.json already exists; nothing was written \(use --force to replace it\)/);
  assert.equal(readFileSync(join(folder, 'docs.json'), 'utf8'), '{"mine": true}');
  const dryRun = run(['upgrade'], folder);
  assert.equal(dryRun.code, 0);
  assert.match(dryRun.stdout, /already exists: the site generator uses it and ignores mint\.json/);
  const forced = run(['upgrade', '--write', '--force'], folder);
  assert.equal(forced.code, 0, forced.stderr);
  assert.equal(readFileSync(join(folder, 'docs.json'), 'utf8'), expected.text);
});

test('a symlink named docs.json is never written through', () => {
  const folder = site();
  const outside = join(scratch, `outside-${sites}.json`);
  writeFileSync(outside, 'precious');
  symlinkSync(outside, join(folder, 'docs.json'));
  assert.equal(run(['upgrade', '--write'], folder).code, 1);
  assert.equal(readFileSync(outside, 'utf8'), 'precious');
  assert.equal(run(['upgrade', '--write', '--force'], folder).code, 0);
  assert.equal(readFileSync(outside, 'utf8'), 'precious', 'the link target is untouched');
  assert.equal(
    lstatSync(join(folder, 'docs.json')).isSymbolicLink(),
    false,
    'the link itself was replaced by the file',
  );
  assert.equal(readFileSync(join(folder, 'docs.json'), 'utf8'), expected.text);
});

test('--format json prints one object: paths, written, the proposed docs.json and the report', () => {
  const folder = site();
  const result = run(['upgrade', join(folder, 'mint.json'), '--format', 'json']);
  assert.equal(result.code, 0, result.stderr);
  const payload = JSON.parse(result.stdout) as {
    source: string;
    target: string;
    targetExists: boolean;
    written: boolean;
    docsJson: unknown;
    report: { notCarried: { from: string; at?: { line: number } }[] };
  };
  assert.equal(payload.written, false);
  assert.equal(payload.targetExists, false);
  assert.ok(payload.source.endsWith('mint.json') && payload.target.endsWith('docs.json'));
  assert.deepEqual(payload.docsJson, expected.docsJson);
  assert.equal(payload.report.notCarried.find((d) => d.from === 'feedback')?.at?.line, feedbackLine - 1);
});

test('--print puts exactly the proposed docs.json on stdout and the report on stderr', () => {
  const folder = site();
  const result = run(['upgrade', '--print'], folder);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, expected.text);
  assert.match(result.stderr, /feedback: docs\.json has no setting/);
});

test('a mint.json that does not parse is refused with its position (exit 1), nothing written', () => {
  const folder = site('{\n  "name": "Docs",\n  "navigation": [\n}\n');
  const result = run(['upgrade', '--write'], folder);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /mint\.json:4:1: mint\.json has JSON syntax errors/);
  assert.equal(existsSync(join(folder, 'docs.json')), false);
});

test('usage and I/O errors exit 2', () => {
  assert.equal(run(['upgrade', join(scratch, 'nowhere')]).code, 2);
  const docsOnly = join(scratch, 'docs-only');
  mkdirSync(docsOnly);
  writeFileSync(join(docsOnly, 'docs.json'), '{}');
  const noMint = run(['upgrade', docsOnly]);
  assert.equal(noMint.code, 2);
  assert.match(noMint.stderr, /no mint\.json in .*it has a docs\.json: nothing to upgrade/);
  const force = run(['upgrade', '--force']);
  assert.equal(force.code, 2);
  assert.match(force.stderr, /--force only makes sense with --write/);
  assert.equal(run(['upgrade', 'a', 'b']).code, 2);
  assert.equal(run(['upgrade', '--format', 'xml']).code, 2);
});

test('--help describes upgrade and its exit status', () => {
  const result = run(['upgrade', '--help']);
  assert.equal(result.code, 0);
  assert.match(result.stdout, /Usage: docsite upgrade \[PATH\] \[--write \[--force\]\]/);
  assert.match(result.stdout, /1 refused/);
});
