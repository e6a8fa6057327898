import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WorkspaceIndex } from '../../../server/src/service/workspaceIndex';

test('adding and removing files (and whole folders) updates lookups and the version', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/w/a/intro.mdx', '/w/a/guides/x.md', '/w/a/guides/y.mdx']);
  const version = index.version;
  assert.ok(index.has('/w/a/intro.mdx'));
  index.remove('/w/a/guides');
  assert.equal(index.has('/w/a/guides/x.md'), false);
  assert.equal(index.has('/w/a/intro.mdx'), true);
  assert.ok(index.version > version);
});

test('each mint.json makes a site root; pages of a root exclude nested roots', () => {
  const index = new WorkspaceIndex();
  index.addFiles(['/w/mint.json', '/w/intro.mdx', '/w/image.png', '/w/sub/mint.json', '/w/sub/inner.mdx', '/w/other/page.md']);
  assert.deepEqual(index.configRoots(), ['/w', '/w/sub']);
  assert.deepEqual(index.pagesOf('/w').map((p) => p.page), ['intro', 'other/page']);
  assert.deepEqual(index.pagesOf('/w/sub').map((p) => p.page), ['inner']);
  index.remove('/w/sub/mint.json');
  assert.deepEqual(index.pagesOf('/w').map((p) => p.page), ['intro', 'other/page', 'sub/inner']);
});

test('case-insensitive lookup and scanned-folder coverage', () => {
  const index = new WorkspaceIndex();
  index.addFile('C:\\Docs\\Intro.mdx');
  assert.equal(index.findIgnoringCase('c:/docs/intro.mdx'), 'C:/Docs/Intro.mdx');
  assert.equal(index.coversFolder('C:/Docs'), false);
  index.markScanned('C:/Docs');
  assert.equal(index.coversFolder('C:/Docs/sub'), true);
});
