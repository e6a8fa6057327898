// A closed config read for references, renames and orphan pages: up to the size any config is read (64 MB, what
// `docsite check` reads), against real files in a temporary folder.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readWorkspaceConfigSync } from '../../../server/src/lsp/workspaceFiles';
import { MAX_CONFIG_FILE_BYTES } from '../../../server/src/service/json/document';

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'docsite-workspace-files-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

void test('a closed config of 6 MB is read whole', () => {
  const path = join(tempFolder(), 'mint.json');
  const text = `{"name": "Docs", ${' '.repeat(6 * 1024 * 1024)}"navigation": []}`;
  writeFileSync(path, text);
  const logs: string[] = [];
  assert.equal(
    readWorkspaceConfigSync(path, (message) => logs.push(message)),
    text,
  );
  assert.deepEqual(logs, []);
});

void test('a closed config over 64 MB is not read, with a log line saying why', () => {
  assert.equal(MAX_CONFIG_FILE_BYTES, 64 * 1024 * 1024);
  const path = join(tempFolder(), 'mint.json');
  // A sparse file one byte over the limit: its size is all that is looked at.
  writeFileSync(path, '');
  truncateSync(path, MAX_CONFIG_FILE_BYTES + 1);
  const logs: string[] = [];
  assert.equal(
    readWorkspaceConfigSync(path, (message) => logs.push(message)),
    undefined,
  );
  assert.equal(logs.length, 1);
  assert.match(logs[0], /Not reading .*mint\.json: it is 64 MB, over the 64 MB limit/);
});
