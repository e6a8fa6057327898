// What the CLI writes on a repository it does not trust: `--update-baseline` and `--output-file` land only in regular
// files inside the working folder (or, for a baseline `.docsiterc.json` names, inside that file's folder), never
// through a committed symbolic link, and atomically. Before, a committed `.docsite-baseline.json -> ~/.bashrc` was
// overwritten with the report, and a page named `$(cmd)` ran `cmd` at the next shell start.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-writes-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A repository with a missing page (one problem to write) and, outside it, a file a link points at. */
function repository(name: string) {
  const repo = join(scratch, name, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, 'docs'));
  writeFileSync(
    join(repo, 'docs', 'mint.json'),
    JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['$(touch pwned)'] }] }),
  );
  const outside = join(scratch, name, 'shellrc');
  writeFileSync(outside, 'export KEEP=1\n');
  return { repo, outside };
}

test('--update-baseline refuses a committed link at the baseline and leaves its target alone', () => {
  const { repo, outside } = repository('link');
  symlinkSync(outside, join(repo, '.docsite-baseline.json'));
  const result = run(['check', 'docs', '--update-baseline'], repo);
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, /refusing to write \.docsite-baseline\.json: it is a symbolic link/);
  assert.equal(readFileSync(outside, 'utf8'), 'export KEEP=1\n');
  assert.ok(lstatSync(join(repo, '.docsite-baseline.json')).isSymbolicLink(), 'the link itself is not replaced either');
});

test('a baseline .docsiterc.json names outside its folder is refused before anything is read or written', () => {
  const { repo, outside } = repository('rc');
  writeFileSync(join(repo, '.docsiterc.json'), JSON.stringify({ baseline: '../shellrc' }));
  for (const args of [
    ['check', 'docs', '--update-baseline'],
    ['check', 'docs'],
  ]) {
    const result = run(args, repo);
    assert.equal(result.code, 2, result.stderr);
    assert.match(result.stderr, /"baseline" must name a file inside the folder of this file/);
    assert.doesNotMatch(result.stderr, /KEEP/, 'nothing of the file is quoted');
  }
  writeFileSync(join(repo, '.docsiterc.json'), JSON.stringify({ baseline: outside }));
  assert.equal(run(['check', 'docs', '--update-baseline'], repo).code, 2, 'an absolute path elsewhere too');
  assert.equal(readFileSync(outside, 'utf8'), 'export KEEP=1\n');
});

test('a folder on the way that is a link, and a path leaving the working folder, are refused for both writes', () => {
  const { repo, outside } = repository('folder');
  symlinkSync(join(scratch, 'folder'), join(repo, 'reports'));
  for (const args of [
    ['--update-baseline', '--baseline', 'reports/shellrc'],
    ['--output-file', 'reports/shellrc'],
    ['--output-file', '../shellrc'],
    ['--update-baseline', '--baseline', '../shellrc'],
  ]) {
    const result = run(['check', 'docs', ...args], repo);
    assert.equal(result.code, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, /refusing to write/);
  }
  assert.equal(readFileSync(outside, 'utf8'), 'export KEEP=1\n');
});

test('an ordinary write still works: missing folders made, the file replaced whole, no temporary file left', () => {
  const { repo } = repository('plain');
  const written = run(['check', 'docs', '--update-baseline', '--baseline', 'ci/base.json'], repo);
  assert.equal(written.code, 0, written.stderr);
  assert.equal(JSON.parse(readFileSync(join(repo, 'ci', 'base.json'), 'utf8')).problems.length, 1);
  const report = run(['check', 'docs', '--format', 'json', '--output-file', 'out/report.json'], repo);
  assert.equal(report.code, 1, report.stderr);
  assert.equal(JSON.parse(readFileSync(join(repo, 'out', 'report.json'), 'utf8')).length, 1);
  assert.deepEqual(readdirSync(join(repo, 'out')), ['report.json']);
  assert.ok(!existsSync(join(repo, 'pwned')));
});
