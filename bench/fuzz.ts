// The long LSP fuzz run (`npm run fuzz`): at least 10,000 seeded hostile configs sent to our server over stdio,
// with completion and hover after each. Options: --seed=N (default: random, printed), --inputs=N (default 10000).
// Exit 1 with the seed and the breaking input on the first failure.
import { join } from 'node:path';
import { formatFailure, runLspFuzz } from './lsp/fuzz/fuzzRun';
import { LONG_LIMITS } from './lsp/fuzz/mutations';
import { randomSeed } from './lsp/fuzz/random';
import { REPO_ROOT } from './lsp/servers';

function option(name: string): number | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : Number(arg.slice(name.length + 3));
}

async function main(): Promise<void> {
  const seed = option('seed') ?? randomSeed();
  const inputs = option('inputs') ?? 10_000;
  console.log(`fuzz: seed ${seed}, ${inputs} inputs (replay with --seed=${seed})`);
  const started = performance.now();
  const report = await runLspFuzz({
    seed,
    inputs,
    limits: LONG_LIMITS,
    requestTimeoutMs: 1000,
    diagnosticsEvery: 5,
    diagnosticsTimeoutMs: 15_000,
    artifactsDir: join(REPO_ROOT, '.test-artifacts', 'fuzz'),
    progress: (line) => console.log(`  ${line}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const kinds = Object.entries(report.kinds)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  console.log(
    `sent ${report.inputsSent} inputs in ${seconds} s; ${report.requestsAnswered} requests answered; ${report.diagnosticsReceived} diagnostics publications awaited`,
  );
  console.log(`mutations: ${kinds}`);
  const largestMb = (report.largest.length / (1024 * 1024)).toFixed(2);
  console.log(`largest input: ${report.largest.length} characters (${largestMb} MB; ${report.largest.kind})`);
  console.log(`slowest answer: ${report.slowest.ms.toFixed(0)} ms (after ${report.slowest.kind})`);
  if (report.failure) {
    console.error(formatFailure(report));
    process.exit(1);
  }
  console.log(`fuzz seed ${seed}: no failure`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
