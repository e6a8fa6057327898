// What each client can apply of a workspace edit, and the file expectations for clients without file events.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FileChangeType, type FileEvent } from 'vscode-languageserver-protocol';
import { clientEditsOf, textEditsFor } from '../../../server/src/lsp/clientEdits';
import { ExpectedFiles, EXPECTED_FILES_TTL_MS } from '../../../server/src/lsp/expectedFiles';
import { pathToUri } from '../../../server/src/service/workspace/paths';

test('capabilities: Neovim 0.7, eglot 1.9, VS Code, and a client that says nothing', () => {
  const neovim = clientEditsOf({
    workspace: { workspaceEdit: { resourceOperations: ['rename', 'create', 'delete'] } },
  });
  assert.deepEqual(neovim, {
    createsFiles: true,
    renamesFiles: true,
    documentChanges: true,
    asksWillRename: false,
    watchesFiles: false,
  });
  const eglot = clientEditsOf({
    workspace: { workspaceEdit: { documentChanges: true }, didChangeWatchedFiles: { dynamicRegistration: true } },
  });
  assert.deepEqual(eglot, {
    createsFiles: false,
    renamesFiles: false,
    documentChanges: true,
    asksWillRename: false,
    watchesFiles: true,
  });
  const vscode = clientEditsOf({
    workspace: {
      workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] },
      fileOperations: { willRename: true },
      didChangeWatchedFiles: { dynamicRegistration: true },
    },
  });
  assert.deepEqual(vscode, {
    createsFiles: true,
    renamesFiles: true,
    documentChanges: true,
    asksWillRename: true,
    watchesFiles: true,
  });
  assert.deepEqual(clientEditsOf({}), {
    createsFiles: false,
    renamesFiles: false,
    documentChanges: false,
    asksWillRename: false,
    watchesFiles: false,
  });
});

test('text edits as documentChanges or, for a client without them, as changes', () => {
  const edits = {
    'file:///a.json': [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, newText: 'x' }],
  };
  assert.deepEqual(textEditsFor(edits, clientEditsOf({})), { changes: edits });
  assert.deepEqual(textEditsFor(edits, clientEditsOf({ workspace: { workspaceEdit: { documentChanges: true } } })), {
    documentChanges: [{ textDocument: { uri: 'file:///a.json', version: null }, edits: edits['file:///a.json'] }],
  });
});

function expectations() {
  const disk = new Set<string>();
  const index = new Set<string>(['/site/old.mdx']);
  const events: FileEvent[][] = [];
  let now = 0;
  const expected = new ExpectedFiles({
    exists: (p) => disk.has(p),
    indexed: (p) => index.has(p),
    changed: (e) => events.push(e),
    now: () => now,
  });
  return { disk, index, events, expected, advance: (ms: number) => (now += ms) };
}

test('an expected file is reported once it appears; a renamed one once it is gone; then no longer looked at', () => {
  const { disk, events, expected } = expectations();
  disk.add('/site/old.mdx');
  expected.expect('/site/new.mdx', true);
  expected.expect('/site/old.mdx', false);
  expected.check();
  assert.deepEqual(events, [], 'the client has not applied the edit yet');
  disk.delete('/site/old.mdx');
  disk.add('/site/new.mdx');
  expected.check();
  assert.deepEqual(events, [
    [
      { uri: pathToUri('/site/new.mdx'), type: FileChangeType.Created },
      { uri: pathToUri('/site/old.mdx'), type: FileChangeType.Deleted },
    ],
  ]);
  assert.equal(expected.pending, 0);
  expected.check();
  assert.equal(events.length, 1);
  expected.dispose();
});

test('a file the index already holds as expected is not reported; an edit never applied expires', () => {
  const { disk, index, events, expected, advance } = expectations();
  disk.add('/site/known.mdx');
  index.add('/site/known.mdx');
  expected.expect('/site/known.mdx', true);
  expected.expect('/site/never.mdx', true);
  expected.check();
  assert.deepEqual(events, []);
  assert.equal(expected.pending, 1);
  advance(EXPECTED_FILES_TTL_MS + 1);
  expected.check();
  assert.equal(expected.pending, 0);
  expected.dispose();
});
