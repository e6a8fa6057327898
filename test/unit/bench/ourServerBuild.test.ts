// The benches measure the bundle the VSIX ships: `npm run bench` builds it, and each bench says which build it ran.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ourServerBuild, REPO_ROOT } from '../../../bench/lsp/servers';

void test('`npm run bench` builds the production bundle before running the benches; `npm run build` stays as it is', () => {
  const scripts = (
    JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const [build, run] = scripts.bench.split('&&').map((part) => part.trim());
  assert.equal(build, 'node scripts/build.mjs --production');
  assert.match(run, /run-benches\.mjs/);
  assert.equal(scripts.build, 'node scripts/build.mjs');
});

void test('a bundle ending with a source-map comment is the development build; a minified one without is production', () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-build-'));
  try {
    const script = join(dir, 'server.js');
    assert.equal(ourServerBuild(script), 'missing');
    writeFileSync(script, '"use strict";\nvar x = 1;\n//# sourceMappingURL=server.js.map\n');
    assert.equal(ourServerBuild(script), 'development');
    writeFileSync(script, '"use strict";var x=1;require.main===module&&start();\n');
    assert.equal(ourServerBuild(script), 'production');
    // A source-map URL inside the code (a string) does not make it the development build.
    writeFileSync(script, 'var s="//# sourceMappingURL=x.map";start();\n');
    assert.equal(ourServerBuild(script), 'production');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
