import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IndexingStatusParams } from '../../../shared/src/customMessages';
import { IndexingStatus, PROGRESS_INTERVAL_MS } from '../../../server/src/lsp/indexingStatus';

function harness() {
  const sent: IndexingStatusParams[] = [];
  let now = 0;
  const status = new IndexingStatus((params) => sent.push(params), () => now);
  return { sent, status, advance: (ms: number) => (now += ms) };
}

test('nothing is sent before the client is attached; attaching sends the state reached so far', () => {
  const { sent, status } = harness();
  status.begin();
  status.progress(40);
  assert.deepEqual(sent, []);
  status.attach();
  assert.deepEqual(sent, [{ state: 'indexing', files: 40 }]);
});

test('progress is throttled; ready always goes out with the last count', () => {
  const { sent, status, advance } = harness();
  status.begin();
  status.attach();
  advance(10);
  status.progress(100); // too soon after begin
  advance(PROGRESS_INTERVAL_MS);
  status.progress(5000);
  advance(10);
  status.progress(6000); // too soon
  status.end();
  assert.deepEqual(sent, [
    { state: 'indexing', files: 0 },
    { state: 'indexing', files: 5000 },
    { state: 'ready', files: 6000 },
  ]);
  status.progress(7000);
  assert.equal(sent.length, 3, 'no progress after ready');
});

test('a walk that ends before initialized is reported as ready on attach', () => {
  const { sent, status } = harness();
  status.begin();
  status.progress(3);
  status.end();
  status.attach();
  assert.deepEqual(sent, [{ state: 'ready', files: 3 }]);
});
