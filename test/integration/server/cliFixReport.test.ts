// `docsite check --fix` / `--fix-dry-run` as a process: the report that follows the fixes is the report a plain
// check gives of the same files (after a dry run, of the files as they were; after --fix, of the files written),
// though the fix pass and the report share each page's parse and check.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const FIXTURE = resolve(__dirname, 'fixtures', 'fixSite');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-fix-report-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** The fixture site, with its second group in a `$ref`'d file that lists a page twice (a fix in a file the config
 * uses, which the pages' site model must see after it is written). */
function copy(): string {
  const site = join(scratch, `site-${copies++}`);
  cpSync(FIXTURE, site, { recursive: true });
  const config = JSON.parse(readFileSync(join(site, 'docs.json'), 'utf8')) as {
    navigation: { groups: unknown[] };
  };
  config.navigation.groups.push({ $ref: './more.json' });
  writeFileSync(join(site, 'docs.json'), JSON.stringify(config, null, 2));
  writeFileSync(join(site, 'more.json'), '{ "group": "More", "pages": ["extra", "extra"] }\n');
  writeFileSync(
    join(site, 'extra.mdx'),
    '---\ntitle: Extra\n---\n\nSee [b](/guides/b.mdx#top) and <CardGroup cols={2}></CardGroup>.\n',
  );
  return site;
}

function run(cwd: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [CLI, 'check', '--format', 'json', '--output-file', 'report.json', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  const report = JSON.parse(readFileSync(join(cwd, 'report.json'), 'utf8')) as unknown[];
  rmSync(join(cwd, 'report.json'));
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, report };
}

test('after a dry run, the report is the plain check of the unchanged files', () => {
  const plain = run(copy());
  const dry = run(copy(), '--fix-dry-run');
  assert.match(dry.stderr, /would fix 13 problems in 5 files; nothing written/);
  assert.match(dry.stdout, /^--- a\/more\.json$/m);
  assert.ok(plain.report.length > 0);
  assert.deepEqual(dry.report, plain.report);
  assert.equal(dry.code, plain.code);
});

test('after --fix, the report is the plain check of the files written', () => {
  const site = copy();
  const fixed = run(site, '--fix');
  assert.match(fixed.stderr, /fixed 13 problems in 5 files/);
  assert.equal(readFileSync(join(site, 'more.json'), 'utf8'), '{ "group": "More", "pages": ["extra"] }\n');
  assert.match(
    readFileSync(join(site, 'extra.mdx'), 'utf8'),
    /\[b\]\(\/guides\/b#top\) and <Columns cols=\{2\}><\/Columns>/,
  );
  const again = run(site);
  assert.deepEqual(fixed.report, again.report);
  const codes = (again.report as { code: string }[]).map((r) => r.code);
  for (const gone of ['page-duplicate', 'component-deprecated', 'page-link-extension'])
    assert.ok(!codes.includes(gone), `${gone} is fixed: ${codes.join(', ')}`);
});
