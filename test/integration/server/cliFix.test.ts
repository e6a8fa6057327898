// `docsite check --fix` and `--fix-dry-run` as a process, on a temporary copy of a fixture site
// (fixtures/fixSite): each certain fix applied, the uncertain ones left, the dry run writing nothing and printing a
// diff that `git apply` turns into what --fix writes, and nothing written through a symbolic link.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const FIXTURE = resolve(__dirname, 'fixtures', 'fixSite');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-fix-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
function copy(): string {
  const site = join(scratch, `site-${copies++}`);
  cpSync(FIXTURE, site, { recursive: true });
  return site;
}

function run(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, 'check', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_HYPERLINK: '0' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under `folder` with its bytes (links as their target). */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        files[relative(folder, path)] = entry.isSymbolicLink()
          ? `-> ${readlinkSync(path)}`
          : readFileSync(path, 'utf8');
    }
  };
  walk(folder);
  return files;
}

const read = (site: string, file: string) => readFileSync(join(site, file), 'utf8');

test('--fix applies every certain fix, leaves the rest, and reports what remains', () => {
  const site = copy();
  const result = run(site, '--fix', '--format', 'json');
  assert.equal(result.code, 1, 'an error remains: the missing page');
  assert.match(result.stderr, /^docsite: fixed 10 problems in 3 files$/m);
  const config = JSON.parse(read(site, 'docs.json')) as {
    colors: Record<string, string>;
    navigation: { groups: { pages: string[] }[] };
  };
  assert.equal(config.colors.primary, '#166534', 'hex colour: the missing "#" added');
  assert.equal(config.colors.dark, '#0D937380', 'an alpha channel is not dropped (that would change the colour)');
  assert.deepEqual(config.navigation.groups[0].pages, ['index', 'guides/intro', 'guides/b', 'guides/missing']);
  const index = read(site, 'index.mdx');
  assert.match(index, /\[the intro\]\(\/guides\/intro\), \[b\]\(\/guides\/b\) and \[b again\]\(guides\/b#top\)/);
  assert.equal(index.match(/<Columns cols=\{\d\}>/g)?.length, 2);
  assert.equal(index.match(/<\/Columns>/g)?.length, 2);
  assert.ok(!index.includes('CardGroup'));
  assert.match(read(site, 'guides/intro.mdx'), /Back \[home\]\(\/\)\./);
  const remaining = (JSON.parse(result.stdout) as { file: string; code: string }[]).map((r) => `${r.file} ${r.code}`);
  assert.deepEqual(remaining.sort(), ['docs.json hex-color', 'docs.json page-missing']);
  // Nothing left to fix: a second run changes nothing.
  const before = snapshot(site);
  assert.match(run(site, '--fix').stderr, /fixed 0 problems in 0 files/);
  assert.deepEqual(snapshot(site), before);
});

test('--fix-dry-run writes nothing and prints the diff that --fix applies', () => {
  const site = copy();
  const before = snapshot(site);
  const result = run(site, '--fix-dry-run');
  assert.equal(result.code, 1);
  assert.deepEqual(snapshot(site), before, 'nothing written');
  assert.match(result.stderr, /would fix 10 problems in 3 files; nothing written/);
  assert.ok(result.stdout.startsWith('--- a/docs.json\n+++ b/docs.json\n@@ '), result.stdout);
  // The diff is the stdout lines before the report (which still lists every problem: nothing was fixed).
  const lines = result.stdout.split('\n');
  const end = lines.findIndex((line) => line !== '' && !/^(?:[-+ @\\])/.test(line));
  const diff = lines.slice(0, end).join('\n');
  assert.match(lines.slice(end).join('\n'), /13 problems \(2 errors, 8 warnings, 3 info\)/);
  // git apply on one copy gives what --fix writes on another.
  const patched = copy();
  spawnSync('git', ['init', '-q'], { cwd: patched });
  const apply = spawnSync('git', ['apply', '-'], { cwd: patched, input: `${diff}\n`, encoding: 'utf8' });
  assert.equal(apply.status, 0, apply.stderr);
  const fixed = copy();
  run(fixed, '--fix');
  const withoutGit = (files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).filter(([path]) => !path.startsWith('.git')));
  assert.deepEqual(withoutGit(snapshot(patched)), snapshot(fixed));
});

test('a rule turned off is not fixed; --no-pages fixes the config only', () => {
  const site = copy();
  run(site, '--fix', '--rule', 'page-link-extension=off', '--rule', 'page-duplicate=off');
  assert.match(read(site, 'index.mdx'), /\/guides\/intro\.mdx/, 'the link rule is off');
  assert.match(read(site, 'index.mdx'), /<Columns cols=\{2\}>/, 'other fixes still apply');
  assert.equal((read(site, 'docs.json').match(/"guides\/b"/g) ?? []).length, 3, 'duplicates stay');
  const configOnly = copy();
  run(configOnly, '--fix', '--no-pages');
  assert.match(read(configOnly, 'docs.json'), /"#166534"/);
  assert.equal(read(configOnly, 'index.mdx'), readFileSync(join(FIXTURE, 'index.mdx'), 'utf8'));
});

test('a page that is a symbolic link is never written through, inside or outside the site', () => {
  const site = copy();
  const outside = join(scratch, `outside-${copies}`);
  mkdirSync(outside);
  const outsideText = '---\ntitle: Elsewhere\n---\n\n[home](/index.mdx)\n';
  writeFileSync(join(outside, 'page.mdx'), outsideText);
  symlinkSync(join(outside, 'page.mdx'), join(site, 'elsewhere.mdx'));
  writeFileSync(join(site, 'guides', 'real.mdx'), '---\ntitle: Real\n---\n\n[home](/index.mdx)\n');
  symlinkSync('real.mdx', join(site, 'guides', 'alias.mdx'));
  const result = run(site, '--fix');
  assert.equal(read(outside, 'page.mdx'), outsideText, 'the file outside the site is untouched');
  assert.ok(lstatSync(join(site, 'elsewhere.mdx')).isSymbolicLink());
  assert.ok(lstatSync(join(site, 'guides', 'alias.mdx')).isSymbolicLink(), 'the link is not replaced by a file');
  assert.match(result.stderr, /not fixed: refusing to write guides\/alias\.mdx: it is a symbolic link/);
  assert.match(read(site, 'guides/real.mdx'), /\[home\]\(\/\)/, 'the real page is fixed under its own name');
});

test('--fix and --fix-dry-run exclude each other', () => {
  const result = run(copy(), '--fix', '--fix-dry-run');
  assert.equal(result.code, 2);
  assert.match(result.stderr, /--fix and --fix-dry-run exclude each other/);
});
