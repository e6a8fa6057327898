// Runs every `bench/*.bench.ts` in name order (tsx strips the types), passing through extra arguments.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const files = readdirSync('bench').filter((f) => f.endsWith('.bench.ts')).sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', `bench/${file}`, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
