// The CLI as a process over every real config of the corpus (workspaces rebuilt on disk): one run, many
// paths; the only errors are the pages really missing from those repositories.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { corpusPath, corpusSkip } from '../../support/corpus';
import { writeListedFiles } from '../../support/corpusSite';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-corpus-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

test('docsite check over the whole corpus reports only the real missing pages', { skip: corpusSkip() }, () => {
  const CORPUS = corpusPath() as string;
  const names = readdirSync(CORPUS)
    .filter((f) => f.endsWith('.mint.json'))
    .map((f) => f.slice(0, -'.mint.json'.length));
  const absentPages = new Map<string, number>();
  for (const name of names) {
    const folder = join(scratch, name);
    const files = writeListedFiles(join(CORPUS, `${name}.files.txt`), folder);
    const text = readFileSync(join(CORPUS, `${name}.mint.json`), 'utf8');
    writeFileSync(join(folder, 'mint.json'), text);
    const count = [...collectPages(JSON.parse(text).navigation)].filter(
      (p) => !files.has(`${p.replace(/^\//, '')}.mdx`) && !files.has(`${p.replace(/^\//, '')}.md`),
    ).length;
    if (count) absentPages.set(name, count);
  }
  // The config file itself: some of these repositories also hold a docs.json (rebuilt empty here), which a folder
  // path would pick first.
  const result = spawnSync(
    process.execPath,
    [CLI, 'check', ...names.map((n) => join(n, 'mint.json')), '--format', 'json'],
    { cwd: scratch, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  assert.equal(result.stderr, '');
  assert.equal(result.status, absentPages.size ? 1 : 0);
  const found = JSON.parse(result.stdout) as { file: string; severity: string; code: string }[];
  const errors = found.filter((d) => d.severity === 'error');
  assert.deepEqual([...new Set(errors.map((d) => d.code))], ['page-missing']);
  const perConfig = new Map<string, number>();
  for (const error of errors) {
    const name = dirname(error.file);
    perConfig.set(name, (perConfig.get(name) ?? 0) + 1);
  }
  assert.deepEqual([...perConfig].sort(), [...absentPages].sort());
});

function* collectPages(node: unknown): Generator<string> {
  if (typeof node === 'string') yield node;
  else if (Array.isArray(node)) for (const item of node) yield* collectPages(item);
  else if (node && typeof node === 'object' && 'pages' in node) yield* collectPages((node as { pages: unknown }).pages);
}
