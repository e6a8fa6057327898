import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IndexingStatusParams } from '../../../shared/src/customMessages';
import { FILES_PER_REPORT, IndexingStatus, PROGRESS_INTERVAL_MS } from '../../../server/src/lsp/indexingStatus';

function harness() {
  const sent: IndexingStatusParams[] = [];
  let now = 0;
  const status = new IndexingStatus(
    (params) => sent.push(params),
    () => now,
  );
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

test('a standard work-done progress gets begin, the same throttled reports, and done at the end', () => {
  const { status, advance } = harness();
  const events: string[] = [];
  status.begin();
  status.attach();
  status.progress(10);
  status.attachWorkDone({
    begin: (title, _p, message) => events.push(`begin ${title}: ${message}`),
    report: (m) => events.push(`report ${m}`),
    done: () => events.push('done'),
  });
  advance(PROGRESS_INTERVAL_MS);
  status.progress(12_000);
  advance(1);
  status.progress(13_000); // throttled
  status.end();
  assert.deepEqual(events, ['begin Docsite: indexing the workspace: 10 files', 'report 12,000 files', 'done']);
});

test('a work-done progress created after the walk ended is begun and ended at once (never left open)', () => {
  const { status } = harness();
  status.begin();
  status.attach();
  status.progress(42);
  status.end();
  const events: string[] = [];
  const progress = {
    begin: (_t: string, _p?: number, message?: string) => events.push(`begin ${message}`),
    report: (m: string) => events.push(`report ${m}`),
    done: () => events.push('done'),
  };
  status.attachWorkDone(progress);
  assert.deepEqual(events, ['begin 42 files', 'done']);
  status.progress(50);
  status.end();
  assert.deepEqual(events, ['begin 42 files', 'done'], 'nothing more is sent on an ended token');
});

test('a fast walk still reports every FILES_PER_REPORT files', () => {
  const { sent, status, advance } = harness();
  status.begin();
  status.attach();
  for (let files = 1000; files <= 3 * FILES_PER_REPORT; files += 1000) {
    advance(1);
    status.progress(files);
  }
  assert.deepEqual(
    sent.map((s) => s.files),
    [0, FILES_PER_REPORT, 2 * FILES_PER_REPORT, 3 * FILES_PER_REPORT],
  );
});
