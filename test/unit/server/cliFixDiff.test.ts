// The unified diff of `--fix-dry-run` against its consumer: `git apply` must turn the old file into the new one,
// for changes at the start, the end, side by side and far apart, CRLF endings and a missing final newline.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { unifiedDiff } from '../../../server/src/cli/fixDiff';

const folder = mkdtempSync(join(tmpdir(), 'docsite-diff-'));
after(() => rmSync(folder, { recursive: true, force: true }));
spawnSync('git', ['init', '-q', folder]);

function applies(before: string, after: string): void {
  const file = join(folder, 'page.mdx');
  writeFileSync(file, before);
  const patch = unifiedDiff('page.mdx', before, after);
  const result = spawnSync('git', ['apply', '--whitespace=nowarn', '-'], {
    cwd: folder,
    input: `${patch}\n`,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${result.stderr}\n${patch}`);
  assert.equal(readFileSync(file, 'utf8'), after, patch);
}

const lines = (count: number, eol = '\n') => Array.from({ length: count }, (_, i) => `line ${i + 1}${eol}`).join('');

test('no change, no diff', () => {
  assert.equal(unifiedDiff('a', 'x\n', 'x\n'), '');
});

test('one line changed: one hunk with three lines of context each side', () => {
  const before = lines(20);
  const after = before.replace('line 10\n', 'line ten\n');
  const patch = unifiedDiff('docs/a.mdx', before, after);
  assert.equal(
    patch,
    [
      '--- a/docs/a.mdx',
      '+++ b/docs/a.mdx',
      '@@ -7,7 +7,7 @@',
      ' line 7',
      ' line 8',
      ' line 9',
      '-line 10',
      '+line ten',
      ' line 11',
      ' line 12',
      ' line 13',
    ].join('\n'),
  );
  applies(before, after);
});

test('git apply accepts every shape of change', () => {
  const base = lines(60);
  const cases: [string, string][] = [
    [base, base.replace('line 1\n', 'first\n')],
    [base, base.replace('line 60\n', 'last\n')],
    [base, base.replace('line 5\n', 'five\n').replace('line 9\n', 'nine\n')],
    [base, base.replace('line 5\n', 'five\n').replace('line 50\n', 'fifty\n')],
    [base, base.replace('line 20\nline 21\n', '')],
    [base, base.replace('line 30\n', 'line 30\ninserted\nmore\n')],
    [base, base.slice(0, -1)],
    [base.slice(0, -1), base],
    [lines(12, '\r\n'), lines(12, '\r\n').replace('line 6\r\n', 'six\r\n')],
    ['only\n', ''],
    ['', 'new\n'],
  ];
  for (const [before, after] of cases) applies(before, after);
});

test('random edits round-trip through git apply', () => {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let round = 0; round < 25; round++) {
    const before = Array.from({ length: 5 + random(80) }, () => `${['a', 'b', 'c', 'd'][random(4)]}\n`);
    const after = [...before];
    for (let edits = 1 + random(6); edits > 0; edits--) {
      const at = random(after.length + 1);
      const kind = random(3);
      if (kind === 0) after.splice(at, 1);
      else if (kind === 1) after.splice(at, 0, `new ${round}\n`);
      else if (at < after.length) after[at] = `changed ${round}\n`;
    }
    applies(before.join(''), after.join(''));
  }
});

test('control characters in a changed line are written as escapes', () => {
  const patch = unifiedDiff('a.mdx', 'x\n', 'x \u001b[2J\n');
  assert.ok(!patch.includes('\u001b'), patch);
  assert.ok(patch.includes('+x \\u001b[2J'), patch);
});
