import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RenameFile, TextDocumentEdit, TextEdit } from 'vscode-languageserver-protocol';
import {
  editsForFileRenames,
  preparePageRename,
  renamePage,
} from '../../../../../server/src/service/config/features/renames';
import { applyTextEdits, site } from './support';

const CONFIG = `{
  "name": "S",
  "navigation": [
    { "group": "Start", "pages": ["intro", "/guides/setup", { "group": "Deep", "pages": ["guides/advanced/tips"] }] },
    { "group": "Other", "pages": ["guides/setup", "guidesextra/page"] }
  ]
}`;
const FILES = ['intro.mdx', 'guides/setup.mdx', 'guides/advanced/tips.md', 'guidesextra/page.mdx'];

function navigationAfter(s: ReturnType<typeof site>, edits: TextEdit[] | undefined): unknown {
  assert.ok(edits, 'expected edits to the config');
  return JSON.parse(applyTextEdits(s.document, edits)).navigation;
}

test("renaming a page file updates every entry that pointed at it, keeping each entry's leading slash", () => {
  const s = site(CONFIG, FILES);
  const edit = editsForFileRenames(
    [{ oldUri: 'file:///site/guides/setup.mdx', newUri: 'file:///site/guides/install.mdx' }],
    [s.doc],
    s.index,
  )!;
  assert.deepEqual(navigationAfter(s, edit.changes![s.document.uri]), [
    { group: 'Start', pages: ['intro', '/guides/install', { group: 'Deep', pages: ['guides/advanced/tips'] }] },
    { group: 'Other', pages: ['guides/install', 'guidesextra/page'] },
  ]);
});

test('moving a folder of pages updates the entries below it, not look-alike folders', () => {
  const s = site(CONFIG, FILES);
  const edit = editsForFileRenames(
    [{ oldUri: 'file:///site/guides', newUri: 'file:///site/manual/guides' }],
    [s.doc],
    s.index,
  )!;
  assert.deepEqual(navigationAfter(s, edit.changes![s.document.uri]), [
    {
      group: 'Start',
      pages: ['intro', '/manual/guides/setup', { group: 'Deep', pages: ['manual/guides/advanced/tips'] }],
    },
    { group: 'Other', pages: ['manual/guides/setup', 'guidesextra/page'] },
  ]);
});

test('renames that touch no entry, or leave the site or stop being pages, give no edit', () => {
  const s = site(CONFIG, [...FILES, 'unlisted.mdx']);
  assert.equal(
    editsForFileRenames([{ oldUri: 'file:///site/unlisted.mdx', newUri: 'file:///site/other.mdx' }], [s.doc], s.index),
    null,
  );
  assert.equal(
    editsForFileRenames(
      [{ oldUri: 'file:///site/intro.mdx', newUri: 'file:///elsewhere/intro.mdx' }],
      [s.doc],
      s.index,
    ),
    null,
  );
  assert.equal(
    editsForFileRenames([{ oldUri: 'file:///site/intro.mdx', newUri: 'file:///site/intro.txt' }], [s.doc], s.index),
    null,
  );
});

test('renaming a page path in the config renames its file and every entry naming it', () => {
  const s = site(CONFIG, FILES);
  const position = s.document.positionAt(s.document.getText().indexOf('"/guides/setup"') + 3);
  assert.deepEqual(preparePageRename(s.doc, s.index, position)?.placeholder, '/guides/setup');
  const result = renamePage(s.doc, s.index, position, 'guides/getting-started');
  assert.ok('edit' in result, 'error' in result ? result.error : '');
  const [text, rename] = result.edit.documentChanges! as [TextDocumentEdit, RenameFile];
  assert.deepEqual(rename, {
    kind: 'rename',
    oldUri: 'file:///site/guides/setup.mdx',
    newUri: 'file:///site/guides/getting-started.mdx',
    options: { overwrite: false, ignoreIfExists: false },
  });
  assert.equal(text.textDocument.version, 1);
  const navigation = JSON.parse(applyTextEdits(s.document, text.edits as TextEdit[])).navigation;
  assert.deepEqual(navigation[0].pages[1], '/guides/getting-started');
  assert.deepEqual(navigation[1].pages[0], 'guides/getting-started');
});

test("a page rename keeps the file's extension unless a new one is given, and refuses bad targets", () => {
  const s = site(CONFIG, FILES);
  const position = s.document.positionAt(s.document.getText().indexOf('"guides/advanced/tips"') + 3);
  const kept = renamePage(s.doc, s.index, position, 'tips');
  assert.ok('newUri' in kept && kept.newUri === 'file:///site/tips.md');
  const changed = renamePage(s.doc, s.index, position, 'tips.mdx');
  assert.ok('newUri' in changed && changed.newUri === 'file:///site/tips.mdx');
  for (const bad of ['../outside', 'https://x.y/z', '', 'intro']) {
    const result = renamePage(s.doc, s.index, position, bad);
    assert.ok('error' in result, bad);
  }
  const onGroupName = s.document.positionAt(s.document.getText().indexOf('"Start"') + 2);
  assert.equal(preparePageRename(s.doc, s.index, onGroupName), undefined);
});
