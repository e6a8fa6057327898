// One esbuild script, three bundles: the extension client, the language server and the `docsite` CLI.
// Type-checking is separate (`npm run typecheck`); esbuild only strips types.
import * as esbuild from 'esbuild';

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

(await import('./generate-icon-names.mjs')).writeIconNames(); // icon list for the server's icon completion

await Promise.all([
  // The client bundles the pure JSON editing modules of the server for group documents (and jsonc-parser with them).
  esbuild.build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'client/out/extension.js', external: ['vscode'], mainFields: ['module', 'main'] }),
  // mainFields: jsonc-parser's UMD entry requires its modules dynamically, which esbuild cannot bundle; its ESM entry bundles.
  esbuild.build({ ...common, entryPoints: ['server/src/server.ts'], outfile: 'server/out/server.js', mainFields: ['module', 'main'] }),
  esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    mainFields: ['module', 'main'],
    outfile: 'server/out/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  }),
]);
console.log(`built client, server and cli bundles${production ? ' (production)' : ''}`);
