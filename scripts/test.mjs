#!/usr/bin/env node
// `npm test`: every stage in turn — build, typecheck, lint, unit, integration, the real VS Code (with the secret
// audit) — each stage's full output kept in .test-artifacts/logs/<stage>.log, and one line per stage on screen:
// its time and, for test stages, what passed, failed and was skipped. A failing stage prints its failed tests (or the
// end of its log) and
// stops the run. Skipped tests are named at the end, then the total as `N passed, N failed`, always the last line.
// (`npm run test:unit` and the other scripts still print everything, for working on one stage.)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureExcerpt, readLauncherOutput, readNodeTestOutput } from './testSummary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const logDir = join(root, '.test-artifacts', 'logs');
const FAILURE_TAIL_LINES = 150;

const STAGES = [
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'unit', command: [process.execPath, 'scripts/run-node-tests.mjs', 'test/unit'], read: readNodeTestOutput },
  {
    name: 'integration',
    command: [process.execPath, 'scripts/run-node-tests.mjs', 'test/integration'],
    read: readNodeTestOutput,
  },
  {
    name: 'vscode',
    command: [process.execPath, 'test/vscode/run-in-code-server.mjs', '--audit-secrets'],
    read: readLauncherOutput,
  },
];

mkdirSync(logDir, { recursive: true });
// The tests over real sites skip without the corpus; say so first, so a run that skipped them is not taken for one
// that ran them.
const corpus = process.env.DOCSITE_CORPUS?.trim();
console.log(
  corpus
    ? `[test] corpus: DOCSITE_CORPUS=${corpus}`
    : '[test] corpus: DOCSITE_CORPUS is unset, the tests over real sites skip (docs/testing.md)',
);
const started = Date.now();
let passed = 0;
let failed = 0;
const skipped = [];
for (const stage of STAGES) {
  const logFile = join(logDir, `${stage.name}.log`);
  const stageStarted = Date.now();
  const code = await runLogged(stage.command, logFile);
  const output = readFileSync(logFile, 'utf8');
  const counts = stage.read?.(output);
  const seconds = `${((Date.now() - stageStarted) / 1000).toFixed(1)} s`;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped.push(...counts.skipped.map((name) => `${stage.name}: ${name}`));
  }
  const tally = counts
    ? `  ${counts.passed} passed, ${counts.failed} failed${counts.skipped.length ? `, ${counts.skipped.length} skipped` : ''}`
    : '';
  const ok = code === 0 && (!stage.read || (counts !== undefined && counts.failed === 0));
  console.log(`[test] ${stage.name.padEnd(12)} ${ok ? 'ok    ' : 'FAILED'} ${seconds.padStart(8)}${tally}`);
  if (!ok) {
    console.log(`--- from ${logFile}: the failed tests, or else its last lines ---`);
    console.log(failureExcerpt(output, FAILURE_TAIL_LINES));
    console.log(`--- the whole output: ${logFile} ---`);
    // A stage that failed without a count (a build or lint error, a crash) still counts as one failure.
    if (!counts || counts.failed === 0) failed++;
    break;
  }
}
for (const name of skipped) console.log(`skipped: ${name}`);
console.log(`[test] ${((Date.now() - started) / 1000).toFixed(0)} s in all; full output in ${logDir}`);
console.log(`${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);

/** Runs a command with its stdout and stderr in one log file; resolves with its exit code. */
function runLogged([command, ...args], logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    let finished = false;
    const finish = (code, note) => {
      if (finished) return;
      finished = true;
      log.end(note, () => resolve(code));
    };
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', (error) => finish(1, `${error.stack ?? error}\n`));
    child.once('close', (code, signal) => finish(code ?? 1, signal ? `(ended by ${signal})\n` : ''));
  });
}
