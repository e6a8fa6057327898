import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { runBulk, type BulkProgress } from '../../../client/src/api/bulk';

/** A task whose calls settle only when the test says so, recording how many run at once. */
function gatedTask(): { task: (item: number) => Promise<number>; maxInFlight: () => number; release: () => void } {
  let inFlight = 0;
  let max = 0;
  const waiting: Array<() => void> = [];
  return {
    task: async (item) => {
      inFlight++;
      max = Math.max(max, inFlight);
      await new Promise<void>((resolve) => waiting.push(resolve));
      inFlight--;
      if (item % 5 === 4) throw new Error(`item ${item} failed`);
      return item * 2;
    },
    maxInFlight: () => max,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

async function drain(gate: { release: () => void }, done: Promise<unknown>): Promise<void> {
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    gate.release();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('runBulk', () => {
  test('keeps at most `concurrency` calls in flight and returns outcomes in input order', async () => {
    const gate = gatedTask();
    const items = Array.from({ length: 20 }, (_, i) => i);
    const running = runBulk(items, gate.task, { concurrency: 3 });
    await drain(gate, running);
    const outcomes = await running;
    assert.equal(gate.maxInFlight(), 3);
    assert.deepEqual(
      outcomes.map((outcome) => outcome.item),
      items,
    );
    assert.deepEqual(outcomes[1], { item: 1, status: 'done', value: 2 });
    assert.equal(outcomes[4]?.status, 'failed');
    assert.equal(outcomes.filter((outcome) => outcome.status === 'failed').length, 4);
  });

  test('reports progress after each call', async () => {
    const gate = gatedTask();
    const progress: BulkProgress[] = [];
    const running = runBulk([0, 1, 2, 3, 4], gate.task, { concurrency: 2, onProgress: (p) => progress.push(p) });
    await drain(gate, running);
    await running;
    assert.equal(progress.length, 5);
    assert.deepEqual(progress.at(-1), { done: 4, failed: 1, total: 5 });
    assert.deepEqual(
      progress.map((p) => p.done + p.failed),
      [1, 2, 3, 4, 5],
    );
  });

  test('stops starting calls once cancelled; the rest are skipped', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const outcomes = await runBulk(
      Array.from({ length: 10 }, (_, i) => i),
      async (item) => {
        started.push(item);
        if (item === 2) controller.abort();
        return item;
      },
      { concurrency: 1, signal: controller.signal },
    );
    assert.deepEqual(started, [0, 1, 2]);
    assert.deepEqual(
      outcomes.map((outcome) => outcome.status),
      ['done', 'done', 'done', ...Array(7).fill('skipped')],
    );
  });

  test('an empty list finishes at once', async () => {
    assert.deepEqual(await runBulk([], async () => 1), []);
  });
});
