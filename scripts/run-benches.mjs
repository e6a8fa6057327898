// Runs every `bench/*.bench.ts` in name order (tsx strips the types), passing through extra arguments. With `--json`
// each bench ends its output with one JSON object, and this runner ends with one line holding all of them.
import { readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mergeBenchOutputs } from './benchJson.mjs';

const args = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

/** Runs one bench, echoing its output as it comes and keeping it for the summary. */
function runBench(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', `bench/${file}`, ...args], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.on('close', (status) =>
      resolve({ file, output: Buffer.concat(chunks).toString('utf8'), status: status ?? 1 }),
    );
  });
}

const runs = [];
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  runs.push(await runBench(file));
}
if (args.includes('--json')) console.log(JSON.stringify(mergeBenchOutputs(runs)));
process.exit(runs.some((run) => run.status !== 0) ? 1 : 0);
