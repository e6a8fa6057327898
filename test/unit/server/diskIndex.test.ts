// The disk walk and file events against real folders with symbolic links: a link is never walked into, and a link
// to a folder is not indexed as a file (recording it as one let new pages and renames be placed through it). POSIX
// only (symlinks); skipped elsewhere, saying so.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { indexFolder, indexFolderSync } from '../../../server/src/host/diskIndex';
import { WorkspaceFiles } from '../../../server/src/lsp/workspaceFiles';
import { normalizePath } from '../../../server/src/service/workspace/paths';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';

const skip = process.platform === 'win32' ? 'symbolic links need a POSIX system here' : false;

function site(): string {
  const folder = normalizePath(mkdtempSync(join(tmpdir(), 'docsite-walk-unit-')));
  after(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'site', 'guides'), { recursive: true });
  mkdirSync(join(folder, 'outside'));
  writeFileSync(join(folder, 'outside', 'secret.mdx'), '');
  writeFileSync(join(folder, 'site', 'mint.json'), '{}');
  writeFileSync(join(folder, 'site', 'guides', 'intro.mdx'), '');
  symlinkSync('../outside', join(folder, 'site', 'link'));
  symlinkSync('guides/intro.mdx', join(folder, 'site', 'alias.mdx'));
  symlinkSync('/dev/null', join(folder, 'site', 'device.mdx'));
  symlinkSync('nowhere.mdx', join(folder, 'site', 'dangling.mdx'));
  return folder;
}

const relativeFiles = (index: WorkspaceIndex, folder: string) =>
  [...index.allFiles()].map((f) => f.slice(folder.length + 1)).sort();

test(
  'both walks index files and links to non-folders, and neither records nor walks a folder link or a dangling one',
  { skip },
  async () => {
    const folder = site();
    const expected = ['site/alias.mdx', 'site/device.mdx', 'site/guides/intro.mdx', 'site/mint.json'];
    const syncIndex = new WorkspaceIndex();
    indexFolderSync(syncIndex, `${folder}/site`);
    assert.deepEqual(relativeFiles(syncIndex, folder), expected);
    const asyncIndex = new WorkspaceIndex();
    await indexFolder(asyncIndex, `${folder}/site`);
    assert.deepEqual(relativeFiles(asyncIndex, folder), expected);
  },
);

test('a created event for a link to / (a git pull adding `fsroot -> /`) is not followed', { skip }, async () => {
  const folder = site();
  const index = new WorkspaceIndex();
  const files = new WorkspaceFiles(index, () => undefined);
  await files.indexFolders([`${folder}/site`]);
  const before = relativeFiles(index, folder);
  symlinkSync('/', join(folder, 'site', 'fsroot'));
  const changed = await files.applyEvents([
    { uri: pathToFileURL(join(folder, 'site', 'fsroot')).href, type: 1 },
    { uri: pathToFileURL(join(folder, 'site', 'link')).href, type: 1 },
  ]);
  assert.equal(changed, false);
  assert.deepEqual(relativeFiles(index, folder), before);
  assert.ok(
    [...index.allFiles()].every((f) => f.startsWith(`${folder}/site/`)),
    'nothing from elsewhere on the disk',
  );

  // A real folder created with a link inside: the folder is walked, the link is not.
  mkdirSync(join(folder, 'site', 'api'));
  writeFileSync(join(folder, 'site', 'api', 'users.mdx'), '');
  symlinkSync('/', join(folder, 'site', 'api', 'root'));
  symlinkSync('users.mdx', join(folder, 'site', 'api', 'people.mdx'));
  assert.equal(await files.applyEvents([{ uri: pathToFileURL(join(folder, 'site', 'api')).href, type: 1 }]), true);
  assert.deepEqual(relativeFiles(index, folder), [...before, 'site/api/people.mdx', 'site/api/users.mdx'].sort());
});
