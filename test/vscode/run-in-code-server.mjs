#!/usr/bin/env node
// `npm run test:vscode`: runs the mocha suite in test/vscode/suite inside a real VS Code — code-server 4.100.3's
// Node extension host, with its web workbench in headless Chromium — on a machine with no display and no VS Code
// download. See docs/testing.md.
//
//   node test/vscode/run-in-code-server.mjs [--grep <pattern>] [--update-screenshots] [--timeout <seconds>]
//                                            [--keep] [--verbose] [--audit-secrets] [--no-ui]
//
// Two phases: the mocha suite (test/vscode/suite) in the extension host, then the browser-driven steps
// (test/vscode/ui): the `npm start` demo driven through Playwright as a user drives it — typing in the editor with
// auto-save on, filling input boxes by typing, clicking modal buttons. `--grep` selects in both; `--no-ui` skips
// the second.
//
// --audit-secrets (what `npm test` uses): tracing at its most verbose during the run, then a scan of everything the
// run left behind for the API and group tokens it used; a hit fails the run (see secretAudit/ and docs/benchmarks.md).
//
// Exit code: the suite's (0 = all passed). The last line is always `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSuite } from './support/runner/buildSuite.mjs';
import { ensureCodeServer, startCodeServer, waitForHealthy } from './support/runner/codeServer.mjs';
import { emulatorAvailable, startTestEmulator } from './support/runner/emulator.mjs';
import { freePort } from './support/runner/freePort.mjs';
import { fixturesDir, repoRoot, suiteEntry } from './support/runner/paths.mjs';
import { killAllGroups } from './support/runner/processGroup.mjs';
import { SecretAudit } from './secretAudit/secretAudit.mjs';
import { closeBrowsers, runTestsInWorkbench, testWorkbenchUrl } from './support/runner/workbench.mjs';
import { runUiTests } from './ui/runUiTests.mjs';

const { values: options } = parseArgs({
  options: {
    grep: { type: 'string' },
    'update-screenshots': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '300' },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'audit-secrets': { type: 'boolean', default: false },
    'no-ui': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (message) => console.log(`[launcher ${elapsed()}] ${message}`);

let stateDir;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[launcher] ${signal}: stopping everything it started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 1;
let summary = '0 passed, 1 failed (the run did not complete: see the error above)';
try {
  const result = await main();
  exitCode = result.exitCode;
  summary = result.summary;
} catch (error) {
  console.error(`[launcher] ${error.stack ?? error}`);
  printServerLog();
} finally {
  await cleanUp();
}
console.log(summary);
process.exit(exitCode);

async function main() {
  const codeServerEntry = ensureCodeServer();

  say('building the extension (npm run build)');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  const testFiles = await buildSuite();
  say(`built the suite: ${testFiles} test file(s) -> test/vscode/out/`);

  stateDir = mkdtempSync(join(tmpdir(), 'docsite-vscode-test-'));
  // A fresh copy per run: tests may edit and save files without touching the repo or each other's runs.
  const workspace = join(stateDir, 'workspace');
  cpSync(join(fixturesDir, 'workspace'), workspace, { recursive: true });
  const ackDir = join(stateDir, 'screenshot-acks');
  mkdirSync(ackDir);
  writeUserSettings(join(stateDir, 'user-data'));
  // --audit-secrets: most verbose tracing now, a scan for every token after the run (secretAudit/secretAudit.mjs).
  const audit = options['audit-secrets'] ? new SecretAudit({ stateDir, say }) : undefined;
  audit?.enableVerboseTracing(workspace);

  const testEnv = {
    DOCSITE_TEST_SCREENSHOT_ACK_DIR: ackDir,
    ...(options.grep ? { DOCSITE_TEST_GREP: options.grep } : {}),
  };
  if (emulatorAvailable()) {
    const { emulator, apiToken, testingApiToken } = await startTestEmulator(stateDir);
    say(`emulator listening on ${emulator.url}`);
    audit?.recordCommandLine('emulator', emulator.child.pid);
    audit?.addApiToken('API token (Customer)', apiToken);
    audit?.addApiToken('API token (Testing)', testingApiToken);
    // Audited runs reach the emulator through a proxy that notes every group token handed out.
    const emulatorUrl = audit ? await audit.recordTokensFrom(emulator.url) : emulator.url;
    Object.assign(testEnv, {
      DOCSITE_TEST_EMULATOR_URL: emulatorUrl,
      DOCSITE_TEST_API_TOKEN: apiToken,
      DOCSITE_TEST_API_TOKEN_TESTING: testingApiToken,
    });
  } else {
    say('emulator/src/main.ts does not exist yet: tests that need the emulator will fail');
  }

  const port = await freePort();
  const server = startCodeServer({
    entry: codeServerEntry,
    port,
    folder: workspace,
    stateDir,
    env: testEnv,
    logFile: join(stateDir, 'code-server.log'),
    extraArgs: audit?.codeServerArgs() ?? [],
  });
  await waitForHealthy(server.url, server.child);
  say(`code-server healthy on ${server.url}`);
  // The language server must not inherit the test API tokens the extension host holds.
  audit?.watchLanguageServers(server.child.pid);

  const screenshots = {
    artifactsDir: join(repoRoot, '.test-artifacts', 'screenshots'),
    docsDir: options['update-screenshots'] ? join(repoRoot, 'docs', 'screenshots') : undefined,
    ackDir,
  };
  const { exitCode, results } = await runTestsInWorkbench({
    url: testWorkbenchUrlFor(server.url, workspace),
    timeoutMs: Number(options.timeout) * 1000,
    screenshots,
    print: (text) => {
      audit?.recordOutput(text);
      console.log(text);
    },
    verbose: options.verbose,
    browserHome: join(stateDir, 'browser-home'),
    beforeClose: audit ? (page) => audit.captureBrowserStorage(page) : undefined,
  });
  say(`test run exited with code ${exitCode}`);
  if (options.verbose) printServerLog();

  // After the extension host has stopped (its logs are complete), before clean-up deletes the run's folder.
  const auditPassed = audit ? await audit.finish({ emulatorDataFile: join(stateDir, 'emulator-data.json') }) : true;

  if (!results) {
    return {
      exitCode: exitCode || 1,
      summary: '0 passed, 1 failed (the suite did not report results: see the output above)',
    };
  }
  // The mocha phase's code-server is not needed by the browser-driven phase, which starts its own (npm start).
  await killAllGroups();
  const ui = options['no-ui']
    ? { passed: 0, failed: 0 }
    : await runUiTests({ say, grep: options.grep, artifactsDir: join(repoRoot, '.test-artifacts', 'screenshots') });
  // The suite's own failure count decides, but a non-zero exit with zero failures (a crash after mocha) still fails.
  const failed = results.failed + (exitCode !== 0 && results.failed === 0 ? 1 : 0) + (auditPassed ? 0 : 1) + ui.failed;
  const passed = results.passed + ui.passed;
  const pending = results.pending ? `, ${results.pending} pending` : '';
  // Named, so a test skipped on this machine (screenshots, say) is seen, not just counted.
  for (const title of results.pendingTitles ?? []) console.log(`skipped: ${title}`);
  const audited = audit ? `; secret audit ${auditPassed ? 'passed' : 'FAILED'}` : '';
  return {
    exitCode: failed > 0 ? exitCode || 1 : 0,
    summary: `${passed} passed, ${failed} failed${pending}${audited}`,
  };
}

function testWorkbenchUrlFor(serverUrl, workspace) {
  return testWorkbenchUrl({
    serverUrl,
    folder: workspace,
    extensionDevelopmentPath: repoRoot,
    extensionTestsPath: suiteEntry,
  });
}

/** Quiet, deterministic user settings: no start page, tips, update checks or telemetry in the screenshots/logs. */
function writeUserSettings(userDataDir) {
  const settingsDir = join(userDataDir, 'User');
  mkdirSync(settingsDir, { recursive: true });
  const settings = {
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'workbench.enableExperiments': false,
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'update.mode': 'none',
    'telemetry.telemetryLevel': 'off',
    'security.workspace.trust.enabled': false,
    'git.enabled': false,
  };
  writeFileSync(join(settingsDir, 'settings.json'), JSON.stringify(settings, null, 2));
}

function printServerLog() {
  if (!stateDir) return;
  for (const name of ['code-server.log', 'emulator.log']) {
    try {
      console.log(`----- ${name} -----\n${readFileSync(join(stateDir, name), 'utf8')}`);
    } catch {
      // not started
    }
  }
}

async function cleanUp() {
  await closeBrowsers();
  await killAllGroups();
  say('stopped code-server and the emulator');
  if (!stateDir) return;
  if (options.keep) console.log(`[launcher] kept ${stateDir}`);
  else rmSync(stateDir, { recursive: true, force: true });
}
