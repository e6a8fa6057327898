// `docsite check --fix` as a process on a docs.json with mint.json keys: the certain moves are made (the value as
// written, the rest of the file untouched), the others are left and still reported.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-fix-legacy-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const CONFIG = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Legacy keys",
  "colors": { "primary": "#166534", "background": { "light": "#ffffff", "dark": "#0b0b0b" } },
  "openapi": "openapi.yaml",
  "api": {
    "baseUrl": "https://api.example.com",
    "auth": { "method": "key", "name": "x-api-key", "inputPrefix": "Key" }
  },
  "topbarLinks": [{ "name": "Blog", "url": "https://example.com/blog" }],
  "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }
}
`;

test('--fix moves the legacy keys whose place is certain and reports the rest', () => {
  const site = join(scratch, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'docs.json'), CONFIG);
  writeFileSync(join(site, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  writeFileSync(join(site, 'openapi.yaml'), 'openapi: 3.0.0\ninfo: { title: T, version: "1" }\npaths: {}\n');
  const result = spawnSync(process.execPath, [CLI, 'check', '--fix', '--format', 'json'], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  assert.match(result.stderr, /^docsite: fixed 3 problems in 1 file$/m, result.stderr);
  const text = readFileSync(join(site, 'docs.json'), 'utf8');
  assert.deepEqual(JSON.parse(text), {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Legacy keys',
    colors: { primary: '#166534' },
    api: {
      auth: { method: 'key', name: 'x-api-key', inputPrefix: 'Key' },
      openapi: 'openapi.yaml',
      mdx: { server: 'https://api.example.com' },
    },
    topbarLinks: [{ name: 'Blog', url: 'https://example.com/blog' }],
    navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    background: { color: { light: '#ffffff', dark: '#0b0b0b' } },
  });
  // Lines the fixes do not concern are as they were written.
  assert.ok(text.includes('\n  "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] },\n'), text);
  const remaining = (JSON.parse(result.stdout) as { code: string; message: string }[])
    .filter((r) => r.code === 'legacy-key')
    .map((r) => /"([\w.]+)" is/.exec(r.message)?.[1])
    .sort();
  assert.deepEqual(remaining, ['api.auth', 'topbarLinks']);
});
