// The language server's and the CLI's bundles validate the config schemas with validators compiled ahead of time
// (scripts/generate-schema-validators.mjs) and carry no ajv compiler: a cold first open, or a `docsite check` run,
// spends nothing compiling a schema. Each bundle is looked at for the compiler's own messages (they survive
// minifying), and the server is run on a docs.json and a mint.json with a schema error: reporting it without a
// compiler shows the precompiled validator did the work.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { initializeFolder, startServerProcess } from './lspClient';

const ROOT = resolve(__dirname, '../../..');
const BUNDLES = [
  'server/out/server.js',
  'server/out/cli.js',
  'packages/docsite-cli/dist/docsite.js',
  'packages/language-server/dist/docsite-language-server.js',
];
/** Messages of ajv's compiler (core.js and its code generation), present in any bundle that holds it. */
const COMPILER_MESSAGES = ['schema must be object or boolean', 'ajv implementation error'];
/** What compileSchema.ts becomes in these bundles (scripts/build.mjs). */
const STAND_IN_MESSAGE = 'this build validates only the config schemas, compiled ahead of time';

for (const bundle of BUNDLES) {
  test(`${bundle} holds the precompiled validators and not ajv's compiler`, () => {
    const text = readFileSync(join(ROOT, bundle), 'utf8');
    for (const message of COMPILER_MESSAGES) assert.ok(!text.includes(message), `ajv's compiler is in ${bundle}`);
    assert.ok(text.includes(STAND_IN_MESSAGE), `${bundle} has the stand-in for compileSchema`);
  });
}

test('the server reports schema errors of both formats on the first open, with no compiler in its bundle', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-precompiled-'));
  const client = startServerProcess('stdio');
  try {
    await initializeFolder(client, dir);
    const configs = [
      {
        file: 'docs/docs.json',
        text: '{\n  "theme": "mapel",\n  "name": "D",\n  "colors": { "primary": "#000000" },\n  "navigation": { "pages": [] }\n}\n',
      },
      {
        file: 'mint/mint.json',
        text: '{\n  "name": "D",\n  "modeToggle": { "default": "darx" },\n  "navigation": []\n}\n',
      },
    ];
    for (const { file, text } of configs) {
      const path = join(dir, file);
      const uri = pathToFileURL(path).href;
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri, languageId: 'json', version: 1, text },
      });
      const published = await client.diagnostics(uri, (p) => p.version === 1, file);
      const line = text.includes('mapel') ? 1 : 2;
      assert.ok(
        published.diagnostics.some((d) => d.range.start.line === line && /mapel|darx/.test(String(d.message))),
        `${file}: the enum error is reported: ${JSON.stringify(published.diagnostics.map((d) => d.message))}`,
      );
    }
  } finally {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
