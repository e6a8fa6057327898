// One esbuild script, four bundles: the extension client, the language server, the `docsite` CLI in the build folder
// (what the repository's tests run) and the same CLI as the publishable package `packages/docsite-cli` (minified,
// for Node 18+, with the licences of the code it bundles). Type-checking is separate (`npm run typecheck`); esbuild
// only strips types.
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const production = process.argv.includes('--production');

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
};

// The service imports only the protocol's plain types and enums, which live in vscode-languageserver-types; the CLI
// has no connection, so it takes them from there and leaves out the JSON-RPC layer (a third of its size). A value
// the types package lacks fails this build ("No matching export"), never at run time.
const CLI_ALIASES = { 'vscode-languageserver-protocol': 'vscode-languageserver-types' };

// The CLI bundles take the config schemas' validators compiled ahead of time (scripts/generate-schema-validators.mjs)
// in place of server/src/service/precompiledSchemas.ts: a `docsite check` run then spends no start-up compiling them.
const { PRECOMPILED_SCHEMAS_OUT, writePrecompiledSchemas } = await import('./generate-schema-validators.mjs');
const PRECOMPILED_SCHEMAS = { name: 'precompiled-schemas', setup: (build) => build.onResolve({ filter: /\/precompiledSchemas$/ }, () => ({ path: PRECOMPILED_SCHEMAS_OUT })) };

(await import('./generate-icon-names.mjs')).writeIconNames(); // icon list for the server's icon completion
writePrecompiledSchemas();

const [client, server] = await Promise.all([
  // The client bundles the pure JSON editing modules of the server for group documents (and jsonc-parser with them).
  esbuild.build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'client/out/extension.js', external: ['vscode'], mainFields: ['module', 'main'], metafile: true }),
  // mainFields: jsonc-parser's UMD entry requires its modules dynamically, which esbuild cannot bundle; its ESM entry bundles.
  esbuild.build({ ...common, entryPoints: ['server/src/server.ts'], outfile: 'server/out/server.js', mainFields: ['module', 'main'], metafile: true }),
  esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    mainFields: ['module', 'main'],
    alias: CLI_ALIASES,
    plugins: [PRECOMPILED_SCHEMAS],
    outfile: 'server/out/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  }),
  buildCliPackage(),
]);
// The VSIX ships the client and server bundles, so it ships the licences of the code in them too.
writeFileSync(
  'client/out/THIRD-PARTY-NOTICES.txt',
  thirdPartyNotices([...Object.keys(client.metafile.inputs), ...Object.keys(server.metafile.inputs)], 'The Docsite Kit extension'),
);
console.log(`built client, server and cli bundles${production ? ' (production)' : ''}`);

/** The CLI package's single file. Always minified and without a source map: it is what `npm pack` ships. */
async function buildCliPackage() {
  const outfile = 'packages/docsite-cli/dist/docsite.js';
  const result = await esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    mainFields: ['module', 'main'],
    alias: CLI_ALIASES,
    plugins: [PRECOMPILED_SCHEMAS],
    outfile,
    target: 'node18',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    metafile: true,
    banner: { js: '#!/usr/bin/env node' },
  });
  writeFileSync(join(dirname(outfile), 'THIRD-PARTY-NOTICES.txt'), thirdPartyNotices(Object.keys(result.metafile.inputs), 'The docsite CLI'));
}

/** The licence text of every npm package that has code in the bundle (they are MIT/BSD licensed and ask for it). */
function thirdPartyNotices(inputs, product) {
  const packages = new Map();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match || packages.has(match[1])) continue;
    const manifest = JSON.parse(readFileSync(join(match[1], 'package.json'), 'utf8'));
    const licenseFile = readdirSync(match[1]).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
    const text = licenseFile ? readFileSync(join(match[1], licenseFile), 'utf8').trim() : `License: ${manifest.license}`;
    packages.set(match[1], `${manifest.name} ${manifest.version} (${manifest.license})\n\n${text}`);
  }
  const header = `${product} bundles code of the following packages. Their licences follow.`;
  return [header, ...[...packages.values()].sort()].join('\n\n' + '-'.repeat(78) + '\n\n') + '\n';
}
