// The bench runner's one-line summary: each bench's last JSON object, by file, and a clear entry when there is none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
// @ts-expect-error: a plain ES module of the scripts folder, without type declarations
import { lastJsonObject, mergeBenchOutputs } from '../../../scripts/benchJson.mjs';

test('the last JSON object of an output wins; tables, arrays and broken lines are skipped', () => {
  const output = 'table\n{"rows":[1]}\n| {not json |\n{"rows":[2]}\n[1,2]\n{ half\nbench time: 3 s\n';
  assert.deepEqual(lastJsonObject(output), { rows: [2] });
  assert.equal(lastJsonObject('no json here\n'), undefined);
});

test('every bench is in the summary, in run order; one without JSON says why', () => {
  const merged = mergeBenchOutputs([
    { file: '10-a.bench.ts', output: 'x\n{"cases":[{"m":1}]}\n', status: 0 },
    { file: '20-b.bench.ts', output: 'only a table\n', status: 0 },
    { file: '30-c.bench.ts', output: 'crashed\n', status: 1 },
  ]);
  assert.deepEqual(Object.keys(merged.benches), ['10-a', '20-b', '30-c']);
  assert.deepEqual(merged.benches['10-a'], { cases: [{ m: 1 }] });
  assert.deepEqual(merged.benches['20-b'], { error: 'printed no JSON line' });
  assert.deepEqual(merged.benches['30-c'], { error: 'exited with status 1' });
});
