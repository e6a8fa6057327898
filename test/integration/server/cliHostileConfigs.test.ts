// The CLI on configs built to exhaust it, as a real process with a deadline: a `.docsiterc.json` nested 5,000 levels
// deep (an uncaught RangeError before, exit 1 as if the check had found errors) and 200 references to one large
// `$ref`'d file (read once per reference before: 200 references to a 60 MB file ran the CLI out of memory).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-hostile-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the CLI under GNU time (for its peak memory) with a deadline. */
function run(args: string[], cwd: string) {
  const result = spawnSync('/usr/bin/time', ['-f', 'maxrss=%M', process.execPath, CLI, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  assert.equal(result.error, undefined, 'the CLI answered before the deadline');
  const rss = /maxrss=(\d+)/.exec(result.stderr);
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, maxRssKb: rss ? Number(rss[1]) : NaN };
}

function site(name: string, config: unknown, files: Record<string, string> = {}) {
  const root = join(scratch, name);
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs', 'docs.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, 'docs', file), text);
  return root;
}

test('a .docsiterc.json nested 5,000 levels deep: exit 2 and a message naming the depth and where', () => {
  const root = site('deep-rc', {
    name: 'Docs',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: { pages: [] },
  });
  writeFileSync(join(root, '.docsiterc.json'), `{"rules": ${'['.repeat(5000)}${']'.repeat(5000)}}`);
  const result = run(['check', 'docs'], root);
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, /\.docsiterc\.json: nests deeper than \d+ levels at line 1, column \d+/);
  assert.doesNotMatch(result.stderr, /RangeError|Maximum call stack/);
});

test('200 references to one large $ref file: read once, within the total budget of the files a config spans', () => {
  // 24 MB: 200 copies would be 4.8 GB of text.
  const big = JSON.stringify({ group: 'Big', description: 'x'.repeat(24 * 1024 * 1024), pages: ['index'] });
  const root = site(
    'fan-in',
    {
      name: 'Docs',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { groups: Array.from({ length: 200 }, () => ({ $ref: 'big.json' })) },
    },
    { 'big.json': big, 'index.mdx': '---\ntitle: Home\n---\n# Home\n' },
  );
  const result = run(['check', 'docs', '--format', 'json'], root);
  assert.ok(result.code === 0 || result.code === 1, `the check ran to its end: ${result.stderr}`);
  assert.doesNotMatch(
    result.stdout + result.stderr,
    /is not followed/,
    'one file is within the budget, however often referenced',
  );
  // Read once: the file a few times over at most, never once per reference (200 × 24 MB).
  assert.ok(result.maxRssKb < 1024 * 1024, `peak memory ${Math.round(result.maxRssKb / 1024)} MB`);
});

test('two large $ref files over the total budget together: one is not followed, and the problem says why', () => {
  const text = (n: number) =>
    JSON.stringify({ group: `G${n}`, description: 'x'.repeat(40 * 1024 * 1024), pages: ['index'] });
  const root = site(
    'over-budget',
    {
      name: 'Docs',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { groups: [{ $ref: 'a.json' }, { $ref: 'b.json' }] },
    },
    { 'a.json': text(1), 'b.json': text(2), 'index.mdx': '# Home\n' },
  );
  const result = run(['check', 'docs'], root);
  assert.equal(result.code, 1, result.stderr);
  assert.match(
    result.stdout,
    /"\$ref" "[ab]\.json" is not followed: the files the config spans would hold more than 64 MB/,
  );
});
