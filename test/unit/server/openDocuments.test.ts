import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { OpenDocumentsByPath, readRootOf } from '../../../server/src/lsp/openDocuments';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';

function indexOf(files: string[]): WorkspaceIndex {
  const index = new WorkspaceIndex();
  index.addFiles(files);
  return index;
}

test('the site root of a path is the innermost folder holding a config, the folder itself included', () => {
  const index = indexOf(['/w/docs.json', '/w/a.mdx', '/w/sub/mint.json', '/w/sub/deep/b.mdx', '/x/c.mdx']);
  assert.equal(index.siteRootOf('/w/a.mdx'), '/w');
  assert.equal(index.siteRootOf('/w/sub/deep/b.mdx'), '/w/sub');
  assert.equal(index.siteRootOf('/w/sub'), '/w/sub');
  assert.equal(index.siteRootOf('/w/other/new.mdx'), '/w');
  assert.equal(index.siteRootOf('/x/c.mdx'), undefined);
  // The root folder as a site root, and a site root that loses its config.
  const rooted = indexOf(['/mint.json', '/w/docs.json', '/w/a.mdx']);
  assert.equal(rooted.siteRootOf('/x/c.mdx'), '/');
  rooted.remove('/w/docs.json');
  assert.equal(rooted.siteRootOf('/w/a.mdx'), '/');
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
  let closeListener: ((event: { document: TextDocument }) => void) | undefined;
  const documents = new OpenDocumentsByPath({
    all: () => open,
    onDidClose: (listener) => (closeListener = listener),
  });
  assert.equal(documents.textAt('/w/a b.mdx'), '# Unsaved');
  assert.equal(documents.documentAt('/w/docs.json'), open[0]);
  assert.equal(documents.textAt('/w/other.mdx'), undefined);
  // The editor closes the page: it is no longer found, and its reopening under another URI for the same path is.
  const [closed] = open.splice(1, 1);
  closeListener?.({ document: closed });
  assert.equal(documents.textAt('/w/a b.mdx'), undefined);
  open.push(TextDocument.create('file:///w/a%20b.mdx', 'mdx', 4, '# Reopened'));
  assert.equal(documents.textAt('/w/a b.mdx'), '# Reopened');
});
