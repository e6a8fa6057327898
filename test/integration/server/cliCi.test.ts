// The CLI's CI features through the real bundle as a process: `.docsiterc.json`, --rule, --max-warnings, the
// baseline, --changed-since in a real git repository, --output-file and the CI formats end to end.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-ci-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface Found {
  file: string;
  severity: string;
  code: string;
  message: string;
}

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const found = (stdout: string) => (JSON.parse(stdout) as Found[]).map((d) => `${d.severity} ${d.code}`).sort();

/** A repository with one site: an error (missing page), a warning (unknown key) and information (an orphan page). */
function repository(name: string): string {
  const repo = join(scratch, name);
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, 'docs'));
  writeFileSync(join(repo, 'docs', 'intro.mdx'), '# Intro\n');
  writeFileSync(join(repo, 'docs', 'orphan.mdx'), '# Orphan\n');
  writeFileSync(
    join(repo, 'docs', 'mint.json'),
    JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['intro', 'missing'] }], favicn: 'x' }, null, 2),
  );
  return repo;
}

test('.docsiterc.json sets rule severities; --rule overrides it; --no-config ignores it', () => {
  const repo = repository('rc');
  assert.deepEqual(found(run(['check', 'docs', '--format', 'json'], repo).stdout), [
    'error page-missing',
    'info orphan-page',
    'warning unknown-key',
  ]);
  writeFileSync(
    join(repo, '.docsiterc.json'),
    '{ "rules": { "page-missing": "warning", "orphan-page": "off", "unknown-key": "error" } }',
  );
  const configured = run(['check', '.', '--format', 'json'], join(repo, 'docs'));
  assert.deepEqual(found(configured.stdout), ['error unknown-key', 'warning page-missing'], 'found from a sub-folder');
  assert.equal(configured.code, 1);
  const overridden = run(['check', 'docs', '--format', 'json', '--rule', 'unknown-key=info'], repo);
  assert.deepEqual(found(overridden.stdout), ['info unknown-key', 'warning page-missing']);
  assert.equal(overridden.code, 0, 'warnings alone pass');
  assert.deepEqual(found(run(['check', 'docs', '--format', 'json', '--no-config'], repo).stdout), [
    'error page-missing',
    'info orphan-page',
    'warning unknown-key',
  ]);
});

test('a broken .docsiterc.json stops the check with exit 2 and one clear line', () => {
  const repo = repository('rc-broken');
  writeFileSync(join(repo, '.docsiterc.json'), '{ "rules": { "orphan-pages": "off" } }');
  const result = run(['check', 'docs'], repo);
  assert.equal(result.code, 2);
  assert.equal(result.stdout, '');
  assert.equal(
    result.stderr,
    `docsite: .docsiterc.json: in "rules": "orphan-pages" is not a rule; did you mean "orphan-page"? (rules: ${result.stderr.split('(rules: ')[1]}`,
  );
  const other = run(['check', 'docs', '--config', 'nowhere.json'], repo);
  assert.equal(other.code, 2);
  assert.match(other.stderr, /^docsite: cannot read nowhere\.json: ENOENT/);
});

test('--max-warnings fails on too many warnings, from the flag or the config file', () => {
  const repo = repository('max-warnings');
  const args = ['check', 'docs', '--rule', 'page-missing=warning'];
  assert.equal(run([...args, '--max-warnings', '2'], repo).code, 0);
  const over = run([...args, '--max-warnings', '1'], repo);
  assert.equal(over.code, 1);
  assert.match(over.stderr, /docsite: 2 warnings, more than the 1 allowed/);
  writeFileSync(join(repo, '.docsiterc.json'), '{ "maxWarnings": 0 }');
  assert.equal(run(args, repo).code, 1);
  assert.equal(run([...args, '--max-warnings', '5'], repo).code, 0, 'the flag wins over the file');
});

test('baseline: --update-baseline records the debt; later runs fail only on new problems', () => {
  const repo = repository('baseline');
  const written = run(['check', 'docs', '--update-baseline'], repo);
  assert.equal(written.code, 0, written.stderr);
  assert.match(written.stderr, /wrote 3 problems to the baseline \.docsite-baseline\.json/);
  const baseline = JSON.parse(readFileSync(join(repo, '.docsite-baseline.json'), 'utf8'));
  assert.deepEqual(
    baseline.problems.map((p: { file: string; code: string }) => `${p.file} ${p.code}`),
    ['docs/mint.json page-missing', 'docs/mint.json unknown-key', 'docs/orphan.mdx orphan-page'],
  );

  const clean = run(['check', 'docs', '--baseline', '.docsite-baseline.json', '--format', 'json'], repo);
  assert.equal(clean.code, 0, clean.stderr);
  assert.deepEqual(JSON.parse(clean.stdout), []);
  assert.match(clean.stderr, /3 known problems are in the baseline/);

  // Lines move (a new key on top) and a new problem appears: only the new one is reported.
  const config = JSON.parse(readFileSync(join(repo, 'docs', 'mint.json'), 'utf8'));
  writeFileSync(
    join(repo, 'docs', 'mint.json'),
    JSON.stringify(
      { logo: 'logo.svg', ...config, navigation: [{ group: 'A', pages: ['intro', 'missing', 'also-missing'] }] },
      null,
      2,
    ),
  );
  writeFileSync(join(repo, 'docs', 'logo.svg'), '<svg/>');
  const fresh = run(['check', 'docs', '--baseline', '.docsite-baseline.json', '--format', 'json'], repo);
  assert.equal(fresh.code, 1);
  assert.deepEqual(
    (JSON.parse(fresh.stdout) as Found[]).map((d) => d.message.match(/"[^"]+"/)?.[0]),
    ['"also-missing"'],
  );

  // The config file can name the baseline; a fixed problem is pointed out.
  writeFileSync(join(repo, '.docsiterc.json'), '{ "baseline": ".docsite-baseline.json" }');
  unlinkSync(join(repo, 'docs', 'orphan.mdx'));
  const viaConfig = run(['check', 'docs', '--format', 'json'], repo);
  assert.deepEqual(
    (JSON.parse(viaConfig.stdout) as Found[]).map((d) => d.code),
    ['page-missing'],
  );
  assert.match(viaConfig.stderr, /1 problem of the baseline no longer occurs; run with --update-baseline to drop it/);

  const missing = run(['check', 'docs', '--baseline', 'nope.json'], repo);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /baseline nope\.json does not exist; create it with --update-baseline/);
});

test('--changed-since reports only files changed since the merge base, still resolving against the whole site', () => {
  const repo = join(scratch, 'git');
  mkdirSync(join(repo, 'site'), { recursive: true });
  mkdirSync(join(repo, 'other'), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.email=ci@example.com', '-c', 'user.name=CI', '-c', 'commit.gpgsign=false', ...args],
      { cwd: repo, encoding: 'utf8' },
    );
  git('init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'site', 'intro.mdx'), '# Intro\n');
  writeFileSync(join(repo, 'site', 'guide.mdx'), '# Guide\n');
  writeFileSync(
    join(repo, 'site', 'mint.json'),
    JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['intro', 'guide', 'gone'] }] }),
  );
  writeFileSync(
    join(repo, 'other', 'mint.json'),
    JSON.stringify({ name: 'Other', navigation: [{ group: 'A', pages: ['nothing'] }] }),
  );
  git('add', '.');
  git('commit', '-q', '-m', 'site');
  git('checkout', '-q', '-b', 'change');

  const unchanged = run(['check', 'site', 'other', '--changed-since', 'main', '--format', 'json'], repo);
  assert.equal(unchanged.code, 0, unchanged.stderr);
  assert.deepEqual(JSON.parse(unchanged.stdout), [], 'old problems in unchanged files are not reported');

  // Deleting a page (uncommitted) breaks its entry in the unchanged config: reported, since it concerns the change.
  unlinkSync(join(repo, 'site', 'guide.mdx'));
  const deleted = run(['check', 'site', 'other', '--changed-since', 'main', '--format', 'json'], repo);
  assert.equal(deleted.code, 1);
  assert.deepEqual(
    (JSON.parse(deleted.stdout) as Found[]).map((d) => `${d.file} ${d.message.match(/"[^"]+"/)?.[0]}`),
    [`${join('site', 'mint.json')} "guide"`],
  );

  // Editing the other config (committed on the branch) reports all of that file's problems.
  writeFileSync(
    join(repo, 'other', 'mint.json'),
    JSON.stringify({ name: 'Other!', navigation: [{ group: 'A', pages: ['nothing'] }] }),
  );
  git('commit', '-q', '-am', 'edit');
  const edited = run(['check', 'site', 'other', '--changed-since', 'main', '--format', 'json'], repo);
  assert.deepEqual((JSON.parse(edited.stdout) as Found[]).map((d) => `${d.file} ${d.code}`).sort(), [
    `${join('other', 'mint.json')} page-missing`,
    `${join('site', 'mint.json')} page-missing`,
  ]);

  const badRef = run(['check', 'site', '--changed-since', 'no-such-branch'], repo);
  assert.equal(badRef.code, 2);
  assert.match(badRef.stderr, /unknown git ref "no-such-branch"/);
  const notGit = run(['check', '.', '--changed-since', 'main'], repository('not-git-for-changed'));
  assert.equal(notGit.code, 2);
});

test(
  "--changed-since runs no program that the repository's git config names (fsmonitor, filters, diff, pager)",
  { skip: process.platform === 'win32' && 'needs a shell script' },
  () => {
    const repo = join(scratch, 'hostile-git');
    mkdirSync(join(repo, 'site'), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.email=ci@example.com', '-c', 'user.name=CI', '-c', 'commit.gpgsign=false', ...args],
        { cwd: repo, encoding: 'utf8' },
      );
    git('init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'site', 'intro.mdx'), '# Intro\n');
    writeFileSync(
      join(repo, 'site', 'mint.json'),
      JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['intro'] }] }),
    );
    writeFileSync(join(repo, '.gitattributes'), '* filter=planted diff=planted\n');
    git('add', '.');
    git('commit', '-q', '-m', 'site');
    git('checkout', '-q', '-b', 'change');
    // A program that leaves a mark when run, then passes its input through (a valid clean filter).
    const marks = join(scratch, 'hostile-git-marks.txt');
    const program = join(scratch, 'hostile-git-program.sh');
    writeFileSync(program, `#!/bin/sh\necho "ran: $*" >> '${marks}'\nexec cat\n`, { mode: 0o755 });
    for (const key of [
      'core.fsmonitor',
      'filter.planted.clean',
      'filter.planted.smudge',
      'diff.planted.command',
      'diff.planted.textconv',
      'diff.external',
      'core.pager',
    ]) {
      git('config', key, program);
    }
    // An edit after the last commit: git must read the file (through its clean filter, unless disabled) to tell.
    writeFileSync(
      join(repo, 'site', 'mint.json'),
      JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['intro', 'missing'] }] }),
    );

    const result = run(['check', 'site', '--changed-since', 'main', '--format', 'json'], repo);
    assert.equal(existsSync(marks) ? readFileSync(marks, 'utf8') : '', '', 'no configured program ran');
    assert.equal(result.code, 1, result.stderr);
    assert.deepEqual(
      (JSON.parse(result.stdout) as Found[]).map((d) => `${d.file} ${d.code}`),
      [`${join('site', 'mint.json')} page-missing`],
      'the edit is still seen',
    );
    // The same repository with plain git does run them: the test plants what it means to.
    git('diff', '--name-only', 'main', '--');
    assert.match(readFileSync(marks, 'utf8'), /ran: /);
  },
);

test('--output-file writes the report there (SARIF for upload) and keeps standard output empty', () => {
  const repo = repository('output-file');
  const result = run(['check', 'docs', '--format', 'sarif', '--output-file', 'reports/docsite.sarif'], repo);
  assert.equal(result.code, 1);
  assert.equal(result.stdout, '');
  const log = JSON.parse(readFileSync(join(repo, 'reports', 'docsite.sarif'), 'utf8'));
  assert.equal(log.runs[0].results.length, 3);
  assert.equal(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri, 'docs/mint.json');
});

test('--format github prints workflow commands; junit prints a report listing clean files too', () => {
  const repo = repository('ci-formats');
  const github = run(['check', 'docs', '--format', 'github'], repo);
  assert.equal(github.code, 1);
  const lines = github.stdout.trim().split('\n');
  assert.equal(lines.length, 3);
  // The orphan page's notice is on the page file itself.
  assert.ok(
    lines.every((l) =>
      /^::(error|warning|notice) file=docs\/(mint\.json|orphan\.mdx),line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=docsite [a-z-]+::\S/.test(
        l,
      ),
    ),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) => l.startsWith('::notice file=docs/orphan.mdx,line=1,col=1,')),
    lines.join('\n'),
  );
  mkdirSync(join(repo, 'clean'));
  writeFileSync(join(repo, 'clean', 'mint.json'), JSON.stringify({ name: 'Clean', navigation: [] }));
  const junit = run(['check', 'docs', 'clean', '--format', 'junit'], repo);
  assert.match(
    junit.stdout,
    /<testsuite name="clean\/mint\.json" package="docsite" id="\d+" timestamp="[^"]+" hostname="[^"]+" tests="1" failures="0"/,
  );
  // Pages without problems are checked files as well: each has its passing case.
  assert.match(junit.stdout, /<testsuite name="docs\/intro\.mdx" [^>]*tests="1" failures="0"/);
  assert.equal((junit.stdout.match(/<failure /g) ?? []).length, 2);
});

test('--format github names files from the repository root when run from a subfolder (a working-directory)', () => {
  const repo = repository('ci-working-directory');
  const github = run(['check', '.', '--format', 'github'], join(repo, 'docs'));
  assert.equal(github.code, 1, github.stderr);
  const files = github.stdout
    .trim()
    .split('\n')
    .map((line) => /file=([^,]+),/.exec(line)?.[1]);
  // The orphan page is reported at its own file.
  assert.deepEqual(files, ['docs/mint.json', 'docs/mint.json', 'docs/orphan.mdx']);
});
