// Bounded LSP fuzz run (the long one is `npm run fuzz`): a few hundred seeded hostile configs sent to the real
// server bundle over stdio, each followed by completion and hover that must be answered within a second, with the
// server still alive and still publishing diagnostics at the end. The seed is fixed so CI is repeatable
// (`npm run fuzz` explores random seeds); FUZZ_SEED=N runs another one.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatFailure, runLspFuzz } from '../../../bench/lsp/fuzz/fuzzRun';
import { SHORT_LIMITS } from '../../../bench/lsp/fuzz/mutations';
import { REPO_ROOT } from '../../../bench/lsp/servers';

const INPUTS = 250;
const DEFAULT_SEED = 20261122;
const artifactsDir = join(REPO_ROOT, '.test-artifacts', 'fuzz');

void test(`the server survives ${INPUTS} hostile configs over LSP`, async (t) => {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
  t.diagnostic(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed})`);
  const report = await runLspFuzz({
    seed,
    inputs: INPUTS,
    limits: SHORT_LIMITS,
    requestTimeoutMs: 1000,
    diagnosticsEvery: 5,
    diagnosticsTimeoutMs: 10_000,
    artifactsDir,
  });
  t.diagnostic(`slowest answer ${report.slowest.ms.toFixed(0)} ms (after ${report.slowest.kind})`);
  // Only the readable summary on failure: the full input is in the file it names.
  assert.ok(!report.failure, formatFailure(report));
  assert.equal(report.inputsSent, INPUTS);
  assert.equal(report.requestsAnswered, 2 * INPUTS);
  // Diagnostics were really computed (not all skipped by the debounce): every 5th input, every raw-byte one, the end.
  assert.ok(
    report.diagnosticsReceived >= INPUTS / 5 + 1,
    `only ${report.diagnosticsReceived} diagnostics publications`,
  );
  assert.ok(Object.keys(report.kinds).length >= 10, `few mutation kinds: ${Object.keys(report.kinds).join(', ')}`);
});

void test('a server that exits mid-run is reported with the seed and the input that did it', async () => {
  const report = await runLspFuzz({
    seed: 7,
    inputs: 50,
    limits: SHORT_LIMITS,
    requestTimeoutMs: 1000,
    diagnosticsEvery: 1,
    diagnosticsTimeoutMs: 5000,
    artifactsDir,
    server: {
      label: 'fragile',
      script: join(__dirname, 'fixtures', 'fragileServer.ts'),
      args: ['--stdio'],
      nodeArgs: ['--import', 'tsx'],
    },
  });
  const failure = report.failure;
  assert.ok(failure, 'the fuzz loop did not notice the server exit');
  assert.ok(failure.index < 50, `failure at #${failure.index}`);
  assert.ok(existsSync(failure.savedTo), 'the breaking input was not saved');
  assert.ok(readFileSync(failure.savedTo, 'utf8').startsWith(failure.input.text.slice(0, 100)));
  const message = formatFailure(report);
  assert.match(message, /fuzz seed 7 failed at input #\d+/);
  assert.match(message, /replay: npm run fuzz -- --seed=7/);
});
