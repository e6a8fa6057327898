// `docsite check --stale-translations` as a process on a multilingual site in a temporary git repository: a
// translation committed before its original's last change is reported as information with both dates, and counted
// in the table's "stale" column; a repository hook is never run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-stale-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function write(folder: string, file: string, text: string) {
  mkdirSync(dirname(join(folder, file)), { recursive: true });
  writeFileSync(join(folder, file), text);
}

function git(folder: string, args: string[], date?: string) {
  const result = spawnSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=T', ...args], {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
  });
  assert.equal(result.status, 0, result.stderr);
}

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('a translation older than its original: information with both dates, and the stale column', () => {
  const folder = join(scratch, 'site');
  const languages = [
    { language: 'en', groups: [{ group: 'Docs', pages: ['index', 'setup'] }] },
    { language: 'fr', groups: [{ group: 'Docs', pages: ['fr/index', 'fr/setup'] }] },
  ];
  write(
    folder,
    'docs.json',
    JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#166534' }, navigation: { languages } }),
  );
  for (const page of ['index', 'setup', 'fr/index', 'fr/setup']) write(folder, `${page}.mdx`, `# ${page}\n`);
  git(folder, ['init', '-q']);
  // A hook the repository names must never run (the history is read with hooks pointed nowhere).
  write(folder, 'hooks/post-index-change', '#!/bin/sh\ntouch hook-ran\n');
  git(folder, ['config', 'core.hooksPath', 'hooks']);
  git(folder, ['add', '.']);
  git(folder, ['commit', '-qm', 'first'], '2024-01-10T12:00:00Z');
  write(folder, 'setup.mdx', '# setup, changed\n');
  git(folder, ['commit', '-qam', 'original changed'], '2024-03-05T12:00:00Z');

  const json = run(['check', '.', '--format', 'json', '--stale-translations'], folder);
  assert.equal(json.code, 0, json.stderr);
  const found = (JSON.parse(json.stdout) as { code: string; severity: string; message: string }[]).filter(
    (p) => p.code === 'translation-stale',
  );
  assert.deepEqual(
    found.map((p) => [p.severity, p.message]),
    [
      [
        'info',
        '"fr/setup" (fr) was last changed on 2024-01-10, its original "setup" on 2024-03-05: the translation may be out of date.',
      ],
    ],
  );
  const without = run(['check', '.', '--format', 'json'], folder);
  assert.deepEqual(JSON.parse(without.stdout), [], 'without the flag, no history is read');
  const stylish = run(['check', '.', '--stale-translations'], folder);
  assert.match(stylish.stdout, /^language +pages +missing +not listed +no original +stale\n/m);
  assert.match(stylish.stdout, /^fr +2 +0 +0 +0 +1$/m);
  assert.equal(existsSync(join(folder, 'hook-ran')), false);

  // A translation committed after the original's change is up to date.
  write(folder, 'fr/setup.mdx', '# setup, traduit\n');
  git(folder, ['commit', '-qam', 'translated'], '2024-04-01T12:00:00Z');
  const fresh = run(['check', '.', '--format', 'json', '--stale-translations'], folder);
  assert.deepEqual(JSON.parse(fresh.stdout), []);
});

test('outside a git repository: a clear error, exit 2', () => {
  const folder = join(scratch, 'no-git');
  const languages = [
    { language: 'en', groups: [{ group: 'Docs', pages: ['index'] }] },
    { language: 'fr', groups: [{ group: 'Docs', pages: ['fr/index'] }] },
  ];
  write(
    folder,
    'docs.json',
    JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#166534' }, navigation: { languages } }),
  );
  for (const page of ['index', 'fr/index']) write(folder, `${page}.mdx`, `# ${page}\n`);
  const result = run(['check', '.', '--stale-translations'], folder);
  assert.equal(result.code, 2, result.stdout);
  assert.match(result.stderr, /--stale-translations: .* is not in a git repository/);
});
