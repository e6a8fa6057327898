import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statusText } from '../../../client/src/core/serverStatusText';

test('the status item says starting, indexing with the count, ready, or stopped', () => {
  assert.equal(statusText({ server: 'starting' }).text, '$(sync~spin) Docsite');
  assert.equal(statusText({ server: 'running' }).text, '$(sync~spin) Docsite', 'running but no indexing news yet');
  assert.equal(
    statusText({ server: 'running', indexing: { state: 'indexing', files: 12345 } }).text,
    '$(sync~spin) Docsite: indexing 12,345 files',
  );
  const ready = statusText({ server: 'running', indexing: { state: 'ready', files: 100000 } });
  assert.equal(ready.text, '$(check) Docsite');
  assert.match(ready.tooltip, /ready \(100,000 files indexed\)/);
  assert.match(
    statusText({ server: 'stopped', indexing: { state: 'ready', files: 1 } }).tooltip,
    /stopped\. Run "Docsite Kit: Restart Language Server"/,
  );
});
