// Compiles the mocha suite for the extension host: one CommonJS bundle per entry (`suite/index.ts` and every
// `suite/**/*.test.ts`) into test/vscode/out/, keeping the tree shape. `vscode` is provided by the extension host;
// `mocha` is required at run time from the repo's node_modules (bundling it breaks its lazy requires).
import * as esbuild from 'esbuild';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { suiteOutDir, vscodeTestDir } from './paths.mjs';

function findTestFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) found.push(...findTestFiles(full));
    else if (name.endsWith('.test.ts')) found.push(full);
  }
  return found.sort();
}

export async function buildSuite() {
  const suiteDir = join(vscodeTestDir, 'suite');
  // A stale bundle of a deleted test file would otherwise keep running.
  rmSync(suiteOutDir, { recursive: true, force: true });
  const entryPoints = [join(suiteDir, 'index.ts'), ...findTestFiles(suiteDir)];
  await esbuild.build({
    entryPoints,
    outbase: vscodeTestDir,
    outdir: suiteOutDir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    // As in scripts/build.mjs: jsonc-parser's UMD entry requires its modules dynamically and breaks when bundled.
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
  return entryPoints.length - 1;
}
