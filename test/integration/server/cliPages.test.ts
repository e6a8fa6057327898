// `docsite check` over a site's pages, as a process: pages on by default with the same output contract,
// `--no-pages`, `--files GLOB…` narrowing the report (not the resolution), and the policy file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const site = mkdtempSync(join(tmpdir(), 'docsite-cli-pages-'));
after(() => rmSync(site, { recursive: true, force: true }));

const files: Record<string, string> = {
  'mint.json': JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['index', 'guides/a', 'guides/b'] }] }),
  'index.mdx': '---\ntitle: Home\n---\n\n## Start\n',
  'guides/a.mdx': '---\ntitle: A\n---\n\nSee [missing](/guides/missing) and [home](/#start).\n',
  'guides/b.mdx': '---\ntitle: B\nmode: wdie\n---\n\n[a](/guides/a.mdx)\n',
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(join(site, name, '..'), { recursive: true });
  writeFileSync(join(site, name), text);
}

function run(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, 'check', ...args], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
type Row = { file: string; code: string; severity: string; range: { start: { line: number; character: number } } };
const rows = (stdout: string) =>
  (JSON.parse(stdout) as Row[]).map(
    (r) => `${r.file} ${r.severity} ${r.code} ${r.range.start.line}:${r.range.start.character}`,
  );

test('pages are checked by default: file, 0-based range, code, severity; exit 1 on errors', () => {
  const result = run(['--format', 'json']);
  assert.equal(result.code, 1, result.stderr);
  assert.deepEqual(rows(result.stdout), [
    `${join('guides', 'a.mdx')} error page-link-broken 4:14`,
    `${join('guides', 'b.mdx')} error front-matter-value 2:6`,
    `${join('guides', 'b.mdx')} warning page-link-extension 5:4`,
  ]);
});

test('--no-pages checks the config only', () => {
  const result = run(['--no-pages', '--format', 'json']);
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(JSON.parse(result.stdout), []);
});

test('--files narrows the report, while links still resolve against the whole site', () => {
  const result = run(['.', '--files', 'guides/b.mdx', '--format', 'json']);
  assert.equal(result.code, 1);
  assert.deepEqual(
    rows(result.stdout).map((r) => r.split(' ')[0]),
    [join('guides', 'b.mdx'), join('guides', 'b.mdx')],
  );
  assert.equal(run(['.', '--files', 'index.mdx']).code, 0);
});

test('stylish output names the page and line; the policy file requires front matter keys', () => {
  writeFileSync(join(site, '.docsiterc.json'), JSON.stringify({ pages: { requiredFrontMatter: ['description'] } }));
  try {
    const result = run(['--files', 'index.mdx']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /^index\.mdx:1:1 {2}warning {2}Front matter lacks `description`/m);
    writeFileSync(join(site, '.docsiterc.json'), '{ not json');
    const broken = run([]);
    assert.equal(broken.code, 2);
    assert.match(broken.stderr, /\.docsiterc\.json: not valid JSON/);
  } finally {
    rmSync(join(site, '.docsiterc.json'));
  }
});

test('openapi: in front matter is checked against the OpenAPI document of docs.json, as a process', () => {
  const apiSite = mkdtempSync(join(tmpdir(), 'docsite-cli-openapi-'));
  try {
    const apiFiles: Record<string, string> = {
      'docs.json': JSON.stringify({
        $schema: 'https://mintlify.com/docs.json',
        name: 'API',
        theme: 'mint',
        colors: { primary: '#16A34A' },
        api: { openapi: 'openapi.json' },
        navigation: { pages: ['index', 'list', 'typo'] },
      }),
      'openapi.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'P', version: '1' },
        paths: { '/plants': { get: { summary: 'List' }, post: { summary: 'Add' } } },
      }),
      'index.mdx': '---\ntitle: Home\n---\n',
      'list.mdx': '---\ntitle: List\nopenapi: "GET /plants"\n---\n',
      'typo.mdx': '---\ntitle: Typo\nopenapi: "POST /plans"\n---\n',
    };
    for (const [name, text] of Object.entries(apiFiles)) writeFileSync(join(apiSite, name), text);
    const result = spawnSync(process.execPath, [CLI, 'check', '--format', 'json'], { cwd: apiSite, encoding: 'utf8' });
    assert.equal(result.status, 1, result.stderr);
    const found = (JSON.parse(result.stdout) as (Row & { message: string })[]).filter((r) => r.file.endsWith('.mdx'));
    assert.deepEqual(
      found.map((r) => `${r.file} ${r.severity} ${r.code} ${r.range.start.line}:${r.range.start.character}`),
      ['typo.mdx error front-matter-value 2:9'],
    );
    assert.match(
      found[0].message,
      /"POST \/plans" is not an operation of the site's OpenAPI documents\. Did you mean "POST \/plants"\?/,
    );
  } finally {
    rmSync(apiSite, { recursive: true, force: true });
  }
});
