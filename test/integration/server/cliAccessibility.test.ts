// `docsite check` as a process over a small site with one accessibility problem of each kind: each reported by its
// rule id on its line, at its severity; warnings alone leave the exit code at 0, `--max-warnings 0` and
// `--rule ID=error` make a CI step fail on them, `--rule ID=off` turns one off.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const site = mkdtempSync(join(tmpdir(), 'docsite-cli-a11y-'));
after(() => rmSync(site, { recursive: true, force: true }));

const files: Record<string, string> = {
  'docs.json': JSON.stringify(
    {
      theme: 'mint',
      name: 'Docs',
      colors: { primary: '#7dd3fc', light: '#4ade80', dark: '#166534' },
      navigation: { groups: [{ group: 'A', pages: ['index', 'guide'] }] },
    },
    null,
    2,
  ),
  'images/chart.png': '',
  'index.mdx': [
    '---',
    'title: Home',
    '---',
    '',
    '## Start',
    '',
    '![](/images/chart.png)',
    '',
    '[](/guide)',
    '',
    '<img src="/images/chart.png" />',
    '',
    '<a href="/guide"></a>',
    '',
    '#### Too deep',
    '',
  ].join('\n'),
  'guide.mdx': '---\ntitle: Guide\n---\n\n## Fine\n\n![A chart of requests](/images/chart.png)\n\n[Home](/index)\n',
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(join(site, name, '..'), { recursive: true });
  writeFileSync(join(site, name), text);
}

function run(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, 'check', '--no-config', '--format', 'json', ...args], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

type Row = { file: string; code: string; severity: string; message: string; range: { start: { line: number } } };
const rows = (stdout: string) =>
  (JSON.parse(stdout) as Row[]).map((r) => `${r.file}:${r.range.start.line + 1} ${r.severity} ${r.code}`);

test('each accessibility problem is reported by its rule on its line; warnings alone exit 0', () => {
  const result = run([]);
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(rows(result.stdout).sort(), [
    'docs.json:5 warning color-contrast',
    'docs.json:7 info color-contrast',
    'index.mdx:11 warning image-alt',
    'index.mdx:13 warning link-text',
    'index.mdx:15 info heading-skip',
    'index.mdx:7 warning image-alt',
    'index.mdx:9 warning link-text',
  ]);
  const contrast = (JSON.parse(result.stdout) as Row[]).find((r) => r.code === 'color-contrast')!;
  assert.match(contrast.message, /contrast 1\.\d\d:1 against the light background #ffffff .*text needs 4\.5:1/);
});

test('--max-warnings 0 fails a CI step on them; --rule sets one to error or off', () => {
  assert.equal(run(['--max-warnings', '0']).code, 1);
  const strict = run(['--rule', 'image-alt=error']);
  assert.equal(strict.code, 1);
  assert.ok(rows(strict.stdout).includes('index.mdx:7 error image-alt'));
  const off = run(['--rule', 'heading-skip=off', '--rule', 'color-contrast=off']);
  assert.equal(off.code, 0);
  assert.deepEqual(
    rows(off.stdout).filter((r) => /heading-skip|color-contrast/.test(r)),
    [],
  );
});
