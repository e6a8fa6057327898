// Runs the real CLI bundle (`server/out/cli.js`) as a process: exit codes, JSON output, stylish output, errors.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function site(name: string, config: unknown, files: string[] = []): string {
  const folder = join(scratch, name);
  mkdirSync(folder, { recursive: true });
  for (const file of files) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), '');
  }
  writeFileSync(join(folder, 'mint.json'), typeof config === 'string' ? config : JSON.stringify(config, null, 2));
  return folder;
}

function run(args: string[], cwd = scratch) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const good = site('good', { name: 'Docs', navigation: [{ group: 'A', pages: ['intro'] }] }, ['intro.mdx']);
const bad = site('bad', { name: 'Docs', navigation: [{ group: 'A', pages: ['intro', 'missing'] }], favicn: 'x' }, [
  'intro.mdx',
]);
const badLines = JSON.stringify(
  { name: 'Docs', navigation: [{ group: 'A', pages: ['intro', 'missing'] }], favicn: 'x' },
  null,
  2,
).split('\n');
const missingLine = badLines.findIndex((l) => l.includes('"missing"'));
const missingColumn = badLines[missingLine].indexOf('"missing"');
const warnOnly = site('warn', { name: 'Docs', navigation: [{ group: 'A', pages: ['intro', 'intro'] }] }, ['intro.mdx']);

test('exit 0 and no output for a clean config given as a folder', () => {
  const result = run(['check', good]);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, '');
});

test('the current folder is the default path', () => {
  assert.equal(run(['check'], good).code, 0);
  assert.equal(run(['check'], bad).code, 1);
});

test('exit 0 with only warnings', () => {
  const result = run(['check', join(warnOnly, 'mint.json'), '--format', 'json']);
  assert.equal(result.code, 0);
  assert.deepEqual(
    JSON.parse(result.stdout).map((d: { code: string }) => d.code),
    ['page-duplicate'],
  );
});

test('--format json prints one array with 0-based ranges; exit 1 on errors', () => {
  const result = run(['check', bad, '--format=json']);
  assert.equal(result.code, 1);
  const found = JSON.parse(result.stdout) as {
    file: string;
    severity: string;
    code: string;
    message: string;
    range: { start: { line: number; character: number } };
  }[];
  assert.deepEqual(found.map((d) => `${d.severity} ${d.code}`).sort(), ['error page-missing', 'warning unknown-key']);
  const missing = found.find((d) => d.code === 'page-missing')!;
  assert.equal(missing.file, join('bad', 'mint.json'));
  assert.deepEqual(missing.range.start, { line: missingLine, character: missingColumn });
});

test('stylish prints file:line:col  severity  message  code, without colour when piped', () => {
  const result = run(['check', bad]);
  assert.equal(result.code, 1);
  const lines = result.stdout.trim().split('\n');
  assert.ok(
    lines[0].startsWith(`bad/mint.json:${missingLine + 1}:${missingColumn + 1}  error  Page "missing" not found: `),
    lines[0],
  );
  assert.ok(lines[0].endsWith('  page-missing'));
  assert.match(lines[1], /^bad\/mint\.json:\d+:\d+ {2}warning {2}Unknown key "favicn".* {2}unknown-key$/);
  assert.match(result.stdout, /2 problems \(1 error, 1 warning\)/);
  assert.doesNotMatch(result.stdout, /\u001b\[/);
});

test('several paths are checked together', () => {
  const result = run(['check', good, bad, '--format', 'json']);
  assert.equal(result.code, 1);
  assert.ok(JSON.parse(result.stdout).every((d: { file: string }) => d.file.startsWith('bad')));
});

test('usage and I/O errors exit 2 with a clear message on stderr', () => {
  const cases: [string[], RegExp][] = [
    [['check', join(scratch, 'nowhere')], /cannot find/],
    [['check', scratch], /no docs\.json or mint\.json in/],
    [['check', good, '--format', 'xml'], /unknown format "xml"/],
    [['check', '--strict'], /unknown option "--strict"/],
    [['lint'], /unknown command "lint"/],
    [[], /missing command/],
  ];
  for (const [args, message] of cases) {
    const result = run(args);
    assert.equal(result.code, 2, args.join(' '));
    assert.match(result.stderr, message);
    assert.equal(result.stdout, '');
  }
});

test('a usage error is one line with the nearest fix, not the whole help', () => {
  const result = run(['check', good, '--formt', 'json']);
  assert.equal(result.code, 2);
  assert.equal(
    result.stderr,
    'docsite: unknown option "--formt"; did you mean "--format"? (docsite --help lists the commands and options)\n',
  );
  assert.equal(result.stdout, '');
});

test('a broken or binary config gives diagnostics, not a crash', () => {
  const broken = site('broken', '{"name": "Docs", // note\n "navigation": [,]');
  const result = run(['check', broken, '--format', 'json']);
  assert.equal(result.code, 1);
  const codes = new Set(JSON.parse(result.stdout).map((d: { code: string }) => d.code));
  assert.ok(codes.has('json-comment') && codes.has('json-syntax'));
  const binary = join(scratch, 'binary');
  mkdirSync(binary);
  writeFileSync(join(binary, 'mint.json'), Buffer.from([0, 159, 146, 150, 255, 1, 2, 123, 34]));
  const binaryResult = run(['check', binary, '--format', 'json']);
  assert.equal(binaryResult.code, 1);
  assert.ok(JSON.parse(binaryResult.stdout).length > 0);
});

test('--help prints usage on stdout and exits 0', () => {
  const result = run(['--help']);
  assert.equal(result.code, 0);
  assert.match(result.stdout, /Usage: docsite check/);
});

test('the CLI reports what the editor does: unknown icons and orphan pages too', () => {
  const folder = site(
    'editor-checks',
    {
      name: 'Docs',
      navigation: [{ group: 'A', pages: ['intro'] }],
      anchors: [{ name: 'Blog', icon: 'newspapr', url: 'https://example.com/blog' }],
    },
    ['intro.mdx', 'forgotten.mdx'],
  );
  const result = run(['check', folder, '--format', 'json']);
  assert.equal(result.code, 0, 'warnings and information do not fail the check');
  const found = JSON.parse(result.stdout) as { severity: string; code: string; message: string }[];
  assert.deepEqual(found.map((d) => `${d.severity} ${d.code}`).sort(), ['info orphan-page', 'warning unknown-icon']);
  assert.match(found.find((d) => d.code === 'orphan-page')!.message, /forgotten/);
});

test('each orphan page is reported at its own file, and the stylish summary counts the info findings', () => {
  const folder = site('orphans', { name: 'Docs', navigation: [{ group: 'A', pages: ['intro'] }] }, [
    'intro.mdx',
    'one.mdx',
    'guides/two.md',
  ]);
  const json = JSON.parse(run(['check', folder, '--format', 'json']).stdout) as {
    file: string;
    code: string;
    range: { start: { line: number; character: number } };
  }[];
  const orphans = json
    .filter((d) => d.code === 'orphan-page')
    .map((d) => `${d.file}:${d.range.start.line}:${d.range.start.character}`)
    .sort();
  assert.deepEqual(orphans, [`${join('orphans', 'guides', 'two.md')}:0:0`, `${join('orphans', 'one.mdx')}:0:0`]);
  const stylish = run(['check', folder]).stdout.trim().split('\n');
  assert.equal(stylish.at(-1), '2 problems (0 errors, 0 warnings, 2 info)');
});
