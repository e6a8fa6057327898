// The GitHub Action (action.yml) and the pre-commit hook (.pre-commit-hooks.yaml) as their hosts read them. The
// Action's check step is run with bash as the runner would (inputs as environment variables, a GITHUB_OUTPUT file),
// with `npx` on the PATH replaced by a stand-in that records the package it was asked for and runs the built CLI.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { load } from 'js-yaml';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'server', 'out', 'cli.js');
const cliVersion = (
  JSON.parse(readFileSync(join(ROOT, 'packages', 'docsite-cli', 'package.json'), 'utf8')) as { version: string }
).version;
const scratch = mkdtempSync(join(tmpdir(), 'docsite-action-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  name: string;
  description: string;
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}
const action = load(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;

test('action.yml is a composite action with documented inputs and a pinned CLI version', () => {
  assert.equal(action.runs.using, 'composite');
  for (const [name, input] of Object.entries(action.inputs))
    assert.ok(input.description.length > 10, `input ${name} is documented`);
  assert.equal(action.inputs.version.default, cliVersion, 'the Action runs the CLI version of this repository');
  const upload = action.runs.steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
  assert.ok(upload, 'a SARIF upload step');
  assert.match(upload.if ?? '', /inputs\.upload-sarif == 'true'/);
  for (const step of action.runs.steps.filter((s) => s.run)) {
    assert.doesNotMatch(step.run!, /\$\{\{/, 'inputs reach scripts only through env, never pasted into them');
    assert.equal(step.shell, 'bash');
  }
});

/** Runs the Action's check step in `cwd` with the given inputs (defaults from action.yml, as the runner does). */
function runCheckStep(cwd: string, inputs: Record<string, string>, runnerEnv: Record<string, string> = {}) {
  const step = action.runs.steps.find((s) => s.id === 'check')!;
  const values = Object.fromEntries(
    Object.entries(action.inputs).map(([name, input]) => [name, inputs[name] ?? input.default ?? '']),
  );
  const env: Record<string, string> = {};
  for (const [name, expression] of Object.entries(step.env ?? {})) {
    const input = /^\$\{\{ inputs\.([a-z-]+) \}\}$/.exec(expression)?.[1];
    assert.ok(input, `env ${name} is one input`);
    env[name] = values[input];
  }
  const bin = join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  const log = join(scratch, 'npx.log');
  writeFileSync(
    join(bin, 'npx'),
    `#!/bin/sh\necho "$1 $2" >> "${log}"\nshift 2\nexec "${process.execPath}" "${CLI}" "$@"\n`,
  );
  chmodSync(join(bin, 'npx'), 0o755);
  writeFileSync(log, '');
  const output = join(scratch, 'github-output');
  writeFileSync(output, '');
  const result = spawnSync('bash', ['-e', '-c', step.run!], {
    cwd,
    encoding: 'utf8',
    env: { ...env, ...runnerEnv, PATH: `${bin}${delimiter}${process.env.PATH}`, GITHUB_OUTPUT: output, NO_COLOR: '1' },
  });
  return {
    ...result,
    outputs: readFileSync(output, 'utf8'),
    npxCalls: readFileSync(log, 'utf8').trim().split('\n').filter(Boolean),
  };
}

function site(name: string, pages: string[]): string {
  const folder = join(scratch, name);
  mkdirSync(join(folder, 'docs'), { recursive: true });
  writeFileSync(join(folder, 'docs', 'intro.mdx'), '# Intro\n');
  writeFileSync(
    join(folder, 'docs', 'mint.json'),
    JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages }] }, null, 2),
  );
  return folder;
}

test('the check step annotates problems, records the exit code and writes SARIF when asked', () => {
  const repo = site('failing', ['intro', 'missing']);
  const result = runCheckStep(repo, { paths: 'docs', 'upload-sarif': 'true', args: '--max-warnings 0' });
  assert.equal(result.status, 0, result.stderr);
  assert.match(
    result.stdout,
    /^::error file=docs\/mint\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=docsite page-missing::Page "missing" not found/m,
  );
  assert.equal(result.outputs.trim(), 'exit-code=1');
  assert.deepEqual(result.npxCalls, [`--yes @docsite-kit/cli@${cliVersion}`, `--yes @docsite-kit/cli@${cliVersion}`]);
  const sarif = JSON.parse(readFileSync(join(repo, 'docsite.sarif'), 'utf8'));
  assert.equal(sarif.runs[0].results[0].ruleId, 'page-missing');
});

test('a clean site gives exit-code=0 and no SARIF unless asked; a bad option gives 2', () => {
  const repo = site('clean', ['intro']);
  const clean = runCheckStep(repo, { paths: 'docs' });
  assert.equal(clean.status, 0, clean.stderr);
  assert.equal(clean.stdout, '');
  assert.equal(clean.outputs.trim(), 'exit-code=0');
  assert.equal(clean.npxCalls.length, 1);
  const bad = runCheckStep(repo, { paths: 'docs', args: '--max-warnings lots' });
  assert.equal(bad.outputs.trim(), 'exit-code=2');
  assert.match(bad.stderr, /--max-warnings takes a whole number/);
});

test('.pre-commit-hooks.yaml declares the docsite-check hook on site files', () => {
  const hooks = load(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as {
    id: string;
    entry: string;
    files: string;
    language: string;
  }[];
  const hook = hooks.find((h) => h.id === 'docsite-check');
  assert.ok(hook);
  assert.equal(hook.entry, `npx --yes @docsite-kit/cli@${cliVersion} check`);
  const files = new RegExp(hook.files);
  for (const path of ['docs.json', 'site/mint.json', '.docsiterc.json', 'guides/intro.mdx', 'README.md'])
    assert.ok(files.test(path), path);
  for (const path of ['package.json', 'src/index.ts']) assert.ok(!files.test(path), path);
});

test('the external-links input adds --external or --offline (and nothing when off); a bad value is exit 2', () => {
  const repo = site('links', ['intro']);
  assert.doesNotMatch(runCheckStep(repo, { paths: 'docs' }).stderr, /external links/);
  const offline = runCheckStep(repo, { paths: 'docs', 'external-links': 'offline' });
  assert.equal(offline.outputs.trim(), 'exit-code=0');
  assert.match(offline.stderr, /external links: 0 checked, 0 from the cache, nothing sent \(offline\)/);
  const bad = runCheckStep(repo, { paths: 'docs', 'external-links': 'yes' });
  assert.notEqual(bad.status, 0);
  assert.equal(bad.outputs.trim(), 'exit-code=2');
  assert.match(bad.stderr, /external-links must be off, check or offline/);
  const cache = action.runs.steps.find((s) => s.uses?.startsWith('actions/cache@'));
  assert.match(cache?.if ?? '', /inputs\.external-links != 'off'/, 'the cache is kept only when links are checked');
});

test('.pre-commit-hooks.yaml offers the external-link check as its own hook, at the same CLI version', () => {
  const hooks = load(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; entry: string }[];
  assert.equal(
    hooks.find((h) => h.id === 'docsite-check-links')?.entry,
    `npx --yes @docsite-kit/cli@${cliVersion} check --external`,
  );
});

test('the fix input: dry-run prints the diff and writes nothing, write fixes before the annotations; a bad value is exit 2', () => {
  const repo = site('fixes', ['intro', 'intro.mdx']);
  const config = join(repo, 'docs', 'mint.json');
  const before = readFileSync(config, 'utf8');
  const dry = runCheckStep(repo, { paths: 'docs', fix: 'dry-run' });
  assert.equal(dry.status, 0, dry.stderr);
  assert.match(dry.stdout, /^--- a\/docs\/mint\.json$/m);
  assert.match(dry.stdout, /^-.*"intro\.mdx"/m);
  assert.match(dry.stdout, /^::warning file=docs\/mint\.json.*page-extension/m, 'then the annotations');
  assert.equal(readFileSync(config, 'utf8'), before, 'a dry run writes nothing');
  const write = runCheckStep(repo, {
    paths: 'docs',
    fix: 'write',
    'report-format': 'json',
    'report-file': 'report.json',
  });
  assert.equal(write.status, 0, write.stderr);
  // The entry written with .mdx is fixed, and then (in a second pass) removed as the duplicate it has become.
  assert.match(write.stderr, /fixed 2 problems in 1 file/);
  assert.doesNotMatch(write.stdout, /page-extension/, 'no annotation for what was fixed');
  assert.deepEqual(
    (JSON.parse(readFileSync(config, 'utf8')) as { navigation: { pages: string[] }[] }).navigation[0].pages,
    ['intro'],
    'one entry left',
  );
  assert.deepEqual(
    JSON.parse(readFileSync(join(repo, 'report.json'), 'utf8')),
    [],
    'the later report sees the fixed files',
  );
  const bad = runCheckStep(repo, { paths: 'docs', fix: 'yes' });
  assert.equal(bad.outputs.trim(), 'exit-code=2');
  assert.match(bad.stderr, /fix must be off, dry-run or write/);
});

test('report-format writes a report for other tools, step-summary appends the Markdown summary', () => {
  const repo = site('reports', ['intro', 'missing']);
  const summary = join(scratch, 'step-summary.md');
  writeFileSync(summary, '# Earlier step\n');
  const result = runCheckStep(
    repo,
    { paths: 'docs', 'report-format': 'checkstyle', 'report-file': 'checkstyle.xml', 'step-summary': 'true' },
    { GITHUB_STEP_SUMMARY: summary },
  );
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.outputs.trim(), 'exit-code=1');
  assert.match(
    readFileSync(join(repo, 'checkstyle.xml'), 'utf8'),
    /<error line="\d+" column="\d+" severity="error" message="Page &quot;missing&quot; not found/,
  );
  const text = readFileSync(summary, 'utf8');
  assert.ok(text.startsWith('# Earlier step\n## docsite check\n'), 'appended after what earlier steps wrote');
  assert.match(text, /\| docs\\\/mint\\\.json \| \d+ \| error \| page\\-missing \| Page \\"missing\\" not found/);
  assert.equal(result.npxCalls.length, 3, 'the check, the report, the summary');
  const bad = runCheckStep(repo, { paths: 'docs', 'report-format': 'xml' });
  assert.equal(bad.outputs.trim(), 'exit-code=2');
  assert.match(bad.stderr, /unknown format "xml"/);
});

test('.pre-commit-hooks.yaml offers --fix as its own hook on the same files, at the same CLI version', () => {
  const hooks = load(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as {
    id: string;
    entry: string;
    files: string;
  }[];
  const fix = hooks.find((h) => h.id === 'docsite-fix');
  assert.equal(fix?.entry, `npx --yes @docsite-kit/cli@${cliVersion} check --fix`);
  assert.equal(fix.files, hooks.find((h) => h.id === 'docsite-check')?.files);
});
