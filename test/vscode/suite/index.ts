// The `extensionTestsPath` entry: VS Code's extension host calls `run()` once and turns its outcome into the test
// process's exit code (resolve = 0, reject = 1). Both launchers (code-server + Chromium, and @vscode/test-electron on a
// desktop) point at the compiled copy of this file, test/vscode/out/suite/index.js.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';
import { RESULT_MARKER } from '../support/markers';

export function run(): Promise<void> {
  const mocha = new Mocha({
    ui: 'bdd',
    color: false,
    // Per test; long steps (the language server's first diagnostics, emulator calls) wait on events with their own
    // bounded timeouts inside this one.
    timeout: 30_000,
    grep: process.env.DOCSITE_TEST_GREP || undefined,
  });
  for (const file of findCompiledTests(__dirname)) mocha.addFile(file);

  return new Promise((resolve, reject) => {
    const pendingTitles: string[] = [];
    const runner = mocha.run((failures) => {
      const { passes, failures: failed, pending } = runner.stats ?? { passes: 0, failures, pending: 0 };
      // One machine-readable line for the launcher, which prints "N passed, N failed" and the skipped tests from it.
      console.log(`${RESULT_MARKER} ${JSON.stringify({ passed: passes, failed, pending, pendingTitles })}`);
      if (failures > 0) reject(new Error(`${failures} test(s) failed`));
      else resolve();
    });
    runner.on('pending', (test) => pendingTitles.push(test.fullTitle()));
  });
}

function findCompiledTests(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) found.push(...findCompiledTests(full));
    else if (name.endsWith('.test.js')) found.push(full);
  }
  return found.sort();
}
