// The navigation's page records read their text from their node and their file from their item (builder.ts keeps
// three fields per entry): each must still answer what a record with all seven fields did, for entries in the main
// file, entries pulled in through `$ref`, and group root pages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageRef } from '../../../../server/src/service/config/model/model';
import { normalizePageEntryId } from '../../../../server/src/service/workspace/pageIds';
import { docsJson, docsJsonSite } from '../docsJsonSite';

/** What a reader sees of a record, own fields and inherited ones alike. */
function seen(ref: PageRef) {
  return {
    type: ref.type,
    role: ref.role,
    raw: ref.raw,
    id: ref.id,
    file: ref.file.path?.split('/').pop(),
    at: ref.file.textDocument.getText().slice(ref.node.offset, ref.node.offset + ref.node.length),
    parent: ref.parent?.label,
  };
}

test('page records answer type, role, text, id, file and item for main-file, $ref and root entries', () => {
  const extra = { 'more.json': JSON.stringify({ group: 'More', pages: ['/more/a', 'more/b.mdx'] }) };
  const { service, doc } = docsJsonSite(
    docsJson({
      groups: [{ group: 'Main', root: 'main/index', pages: ['main/a', { $ref: 'more.json' }] }],
    }),
    [],
    extra,
  );
  const model = service.model(doc);
  assert.deepEqual(model.pages.map(seen), [
    {
      type: 'page',
      role: 'root',
      raw: 'main/index',
      id: 'main/index',
      file: 'docs.json',
      at: '"main/index"',
      parent: 'Main',
    },
    { type: 'page', role: 'entry', raw: 'main/a', id: 'main/a', file: 'docs.json', at: '"main/a"', parent: 'Main' },
    { type: 'page', role: 'entry', raw: '/more/a', id: 'more/a', file: 'more.json', at: '"/more/a"', parent: 'More' },
    {
      type: 'page',
      role: 'entry',
      raw: 'more/b.mdx',
      id: normalizePageEntryId('more/b.mdx'),
      file: 'more.json',
      at: '"more/b.mdx"',
      parent: 'More',
    },
  ]);
  for (const ref of model.pages) {
    assert.equal(ref.raw, ref.node.value, 'the text is the node value itself, not a copy');
    assert.ok(ref.parent?.children.includes(ref), 'listed among its item children');
  }
});

test('a page record keeps three fields of its own', () => {
  const { service, doc } = docsJsonSite(docsJson({ groups: [{ group: 'G', pages: ['a', 'b'] }] }));
  const [first] = service.model(doc).pages;
  assert.deepEqual(Object.keys(first).sort(), ['at', 'id', 'parent']);
  assert.equal(first.node.value, 'a', "its node is read from its index in its file's tree");
  assert.equal(first.node, first.node, 'one view of its node');
});
