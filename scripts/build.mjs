// One esbuild script, four bundles: the extension client, the language server, the `docsite` CLI in the build folder
// (what the repository's tests run) and the same CLI as the publishable package `packages/docsite-cli` (minified,
// for Node 18+, with the licences of the code it bundles). Type-checking is separate (`npm run typecheck`); esbuild
// only strips types.
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

const production = process.argv.includes('--production');

/**
 * The server's modules import the protocol's types and enums from `vscode-languageserver-protocol`, and
 * `vscode-languageserver` brings its own copy of that package (another version, with its own JSON-RPC layer). The
 * server bundle takes one: the copy its connection speaks (the protocol's API is the same in both), instead of two.
 */
const oneLspProtocol = {
  name: 'one-lsp-protocol',
  setup(build) {
    // Resolved from inside vscode-languageserver, as its own modules resolve it.
    const serverLibrary = dirname(createRequire(import.meta.url).resolve('vscode-languageserver/node'));
    build.onResolve({ filter: /^vscode-languageserver-protocol(\/|$)/ }, (args) => {
      if (args.pluginData?.oneLspProtocol) return undefined;
      return build.resolve(args.path, { kind: args.kind, resolveDir: serverLibrary, pluginData: { oneLspProtocol: true } });
    });
  },
};

/**
 * acorn publishes an ES module build and a CommonJS build of the same parser. The MDX parser imports it
 * (micromark's ESM/JSX extensions) and acorn-jsx requires it, so a bundle held both (120 KB each). Every bundle takes
 * the ES module build for both.
 */
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, (args) =>
      args.kind === 'require-call' ? build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir }) : undefined,
    );
  },
};

/**
 * undici compiles its HTTP parser (llhttp) to WebAssembly twice, with and without SIMD, and falls back to the second
 * when the first does not load. VS Code's runtimes (Electron's Node on x64, arm64 and armhf) all run WebAssembly SIMD,
 * so the client bundle leaves the fallback out (a quarter of the bundle's packed size); if it were ever needed, the
 * request fails with this message instead of a silent misparse.
 */
const llhttpSimdOnly = {
  name: 'llhttp-simd-only',
  setup(build) {
    build.onResolve({ filter: /[\\/]llhttp[\\/]llhttp-wasm\.js$/ }, (args) =>
      args.importer.includes(`${sep}undici${sep}`) ? { path: 'llhttp-wasm-without-simd', namespace: 'left-out' } : undefined,
    );
    build.onLoad({ filter: /^llhttp-wasm-without-simd$/, namespace: 'left-out' }, () => ({
      contents: "throw new Error('undici: this runtime has no WebAssembly SIMD, and the extension ships only the SIMD build of its HTTP parser');",
      loader: 'js',
    }));
  },
};

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
  esbuild.build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'client/out/extension.js', external: ['vscode'], mainFields: ['module', 'main'], plugins: [oneAcorn, llhttpSimdOnly], metafile: true }),
  // mainFields: jsonc-parser's UMD entry requires its modules dynamically, which esbuild cannot bundle; its ESM entry bundles.
  esbuild.build({ ...common, entryPoints: ['server/src/server.ts'], outfile: 'server/out/server.js', mainFields: ['module', 'main'], plugins: [oneAcorn, oneLspProtocol], metafile: true }),
  esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    mainFields: ['module', 'main'],
    alias: CLI_ALIASES,
    plugins: [oneAcorn, PRECOMPILED_SCHEMAS],
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
// `--analyze`: what each shipped bundle holds, largest inputs first (esbuild's own report).
if (process.argv.includes('--analyze')) {
  for (const result of [client, server]) console.log(await esbuild.analyzeMetafile(result.metafile, { verbose: false }));
}
console.log(`built client, server and cli bundles${production ? ' (production)' : ''}`);

/** The CLI package's single file. Always minified and without a source map: it is what `npm pack` ships. */
async function buildCliPackage() {
  const outfile = 'packages/docsite-cli/dist/docsite.js';
  const result = await esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    mainFields: ['module', 'main'],
    alias: CLI_ALIASES,
    plugins: [oneAcorn, PRECOMPILED_SCHEMAS],
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
