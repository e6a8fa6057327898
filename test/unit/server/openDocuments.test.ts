import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { openTextAt, readRootOf, siteRootOf } from '../../../server/src/lsp/openDocuments';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';

function indexOf(files: string[]): WorkspaceIndex {
  const index = new WorkspaceIndex();
  index.addFiles(files);
  return index;
}

test('the site root of a path is the innermost folder holding a config, the folder itself included', () => {
  const index = indexOf(['/w/docs.json', '/w/a.mdx', '/w/sub/mint.json', '/w/sub/deep/b.mdx', '/x/c.mdx']);
  assert.equal(siteRootOf('/w/a.mdx', index), '/w');
  assert.equal(siteRootOf('/w/sub/deep/b.mdx', index), '/w/sub');
  assert.equal(siteRootOf('/w/sub', index), '/w/sub');
  assert.equal(siteRootOf('/w/other/new.mdx', index), '/w');
  assert.equal(siteRootOf('/x/c.mdx', index), undefined);
});

test('a read stays inside the innermost of the site root and the workspace folders, else the file folder', () => {
  const index = indexOf(['/w/docs.json', '/w/team/guide/page.mdx']);
  assert.equal(readRootOf('/w/team/guide/page.mdx', index, ['/w']), '/w');
  // A workspace folder opened below a site root found through a config opened from outside it.
  assert.equal(readRootOf('/w/team/guide/page.mdx', index, ['/w/team']), '/w/team');
  assert.equal(readRootOf('/y/loose/page.mdx', index, ['/w']), '/y/loose');
  assert.equal(readRootOf('/y/loose/page.mdx', index, ['/y']), '/y');
});

test('an open document is found by its file path, and its editor text is returned', () => {
  const open = [
    TextDocument.create('file:///w/docs.json', 'json', 1, '{}'),
    TextDocument.create('file:///w/a%20b.mdx', 'mdx', 3, '# Unsaved'),
  ];
  const documents = { all: () => open };
  assert.equal(openTextAt(documents, '/w/a b.mdx'), '# Unsaved');
  assert.equal(openTextAt(documents, '/w/other.mdx'), undefined);
});
