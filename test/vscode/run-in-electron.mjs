#!/usr/bin/env node
// The same mocha suite (test/vscode/suite) in desktop VS Code, downloaded by @vscode/test-electron. For a developer
// machine with internet and a display (or xvfb-run on Linux); CI uses run-in-code-server.mjs instead, because
// downloading VS Code is impossible there. See docs/testing.md.
//
//   node test/vscode/run-in-electron.mjs [--grep <pattern>] [--vscode-version <1.100.3|stable|insiders>]
//
// Screenshots: the desktop run has no page to capture, so takeScreenshot() resolves undefined and screenshot tests
// skip themselves. Everything else (emulator, tokens, fixture workspace copy) is as in the code-server run.
import { runTests } from '@vscode/test-electron';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSuite } from './support/runner/buildSuite.mjs';
import { emulatorAvailable, startTestEmulator } from './support/runner/emulator.mjs';
import { RESULT_MARKER } from './support/runner/markers.mjs';
import { fixturesDir, repoRoot, suiteEntry } from './support/runner/paths.mjs';
import { killAllGroups } from './support/runner/processGroup.mjs';

const { values: options } = parseArgs({
  options: {
    grep: { type: 'string' },
    // The version code-server 4.100.3 bundles, so both launchers test the same VS Code.
    'vscode-version': { type: 'string', default: '1.100.3' },
  },
});

const stateDir = mkdtempSync(join(tmpdir(), 'docsite-vscode-electron-'));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

const results = watchForResults();
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[launcher] ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
const counts = results();
console.log(
  counts ? `${counts.passed} passed, ${counts.failed} failed` : '0 passed, 1 failed (the suite did not report results)',
);
process.exit(counts && exitCode === 0 ? 0 : exitCode || 1);

async function main() {
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  await buildSuite();

  const workspace = join(stateDir, 'workspace');
  cpSync(join(fixturesDir, 'workspace'), workspace, { recursive: true });

  const extensionTestsEnv = options.grep ? { DOCSITE_TEST_GREP: options.grep } : {};
  if (emulatorAvailable()) {
    const { emulator, apiToken, testingApiToken } = await startTestEmulator(stateDir);
    Object.assign(extensionTestsEnv, {
      DOCSITE_TEST_EMULATOR_URL: emulator.url,
      DOCSITE_TEST_API_TOKEN: apiToken,
      DOCSITE_TEST_API_TOKEN_TESTING: testingApiToken,
    });
  }

  try {
    return await runTests({
      version: options['vscode-version'],
      // The download (about 150 MB) is cached next to code-server, outside the repo.
      cachePath: join(process.env.DOCSITE_CACHE || join(homedir(), '.cache', 'docsite-kit'), 'vscode-test'),
      extensionDevelopmentPath: repoRoot,
      extensionTestsPath: suiteEntry,
      extensionTestsEnv,
      launchArgs: [
        workspace,
        '--disable-extensions', // only the extension under test (plus VS Code's built-ins)
        '--disable-workspace-trust',
        '--skip-welcome',
        '--skip-release-notes',
        `--user-data-dir=${join(stateDir, 'user-data')}`,
        `--extensions-dir=${join(stateDir, 'extensions')}`,
      ],
    });
  } catch (error) {
    // runTests rejects when VS Code exits non-zero (a failing test): that is a result, not a launcher error.
    if (typeof error?.code === 'number') return error.code;
    throw error;
  }
}

/** test-electron copies VS Code's output to our stdout; pick the suite's result line out of it on the way. */
function watchForResults() {
  let counts;
  let pending = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const at = line.indexOf(RESULT_MARKER);
      if (at < 0) continue;
      try {
        counts = JSON.parse(line.slice(at + RESULT_MARKER.length));
      } catch {
        // a malformed line leaves counts unset: reported as "did not report results"
      }
    }
    return write(chunk, ...rest);
  };
  return () => counts;
}

async function cleanUp() {
  await killAllGroups();
  rmSync(stateDir, { recursive: true, force: true });
}
