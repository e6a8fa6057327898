// The site model's page entries are made on the first read of its pages or of an item's children (config/model/
// builder.ts): made then, they stand where the walk met them, among the items' nested groups and operations, in
// document order, with the ids, roles and files an eager build gave.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { pageEntriesMade } from '../../../../server/src/service/config/model/builder';
import type { NavChild } from '../../../../server/src/service/config/model/model';
import { LanguageService } from '../../../../server/src/service/languageService';
import { pathToUri } from '../../../../server/src/service/workspace/paths';

function modelOf(config: unknown, file: 'docs.json' | 'mint.json') {
  const service = new LanguageService();
  const path = `/ws/site/${file}`;
  const doc = service.parse(TextDocument.create(pathToUri(path), 'json', 1, JSON.stringify(config, null, 2)), path);
  return service.model(doc);
}

const describe = (child: NavChild) =>
  child.type === 'nav'
    ? `group ${child.label}`
    : child.type === 'operation'
      ? `operation ${child.raw}`
      : `page ${child.raw}`;

test('entries made on the first read of an item children stand among its groups and operations, in document order', () => {
  const model = modelOf(
    {
      name: 'Docs',
      theme: 'mint',
      navigation: {
        groups: [
          {
            group: 'One',
            root: 'one/overview',
            pages: ['/one/a', { group: 'Nested', pages: ['one/b', 'GET /users'] }, 'one/c.mdx', 'POST /users'],
          },
          { group: 'Two', pages: ['../outside', 'two/d'] },
        ],
      },
    },
    'docs.json',
  );
  const [one, nested, two] = model.navItems;
  assert.equal(pageEntriesMade(one), false, 'not made by the build');
  assert.deepEqual(one.children.map(describe), [
    'page one/overview',
    'page /one/a',
    'group Nested',
    'page one/c.mdx',
    'operation POST /users',
  ]);
  assert.equal(pageEntriesMade(one), true);
  assert.deepEqual(nested.children.map(describe), ['page one/b', 'operation GET /users']);
  assert.deepEqual(two.children.map(describe), ['page ../outside', 'page two/d']);
  assert.deepEqual(
    model.pages.map((page) => [page.raw, page.id, page.role, page.parent?.label]),
    [
      ['one/overview', 'one/overview', 'root', 'One'],
      ['/one/a', 'one/a', 'entry', 'One'],
      ['one/b', 'one/b', 'entry', 'Nested'],
      ['one/c.mdx', 'one/c.mdx', 'entry', 'One'],
      ['../outside', { escapes: 'it climbs out of the site root with ".."' }, 'entry', 'Two'],
      ['two/d', 'two/d', 'entry', 'Two'],
    ],
  );
  for (const page of model.pages) {
    assert.equal(page.file, model.main);
    assert.equal(page.node.value, page.raw);
    assert.equal(model.entryAt(page.node), page);
  }
});

test('the listed ids are read without making the entries; the pages read first make them, the children hold the same objects', () => {
  const model = modelOf(
    { name: 'Docs', navigation: [{ group: 'A', pages: ['a/one', { group: 'B', pages: ['b/two'] }, 'a/three'] }] },
    'mint.json',
  );
  assert.equal(pageEntriesMade(model.navItems[0]), false);
  assert.deepEqual([...model.usedPageIds], ['a/one', 'b/two', 'a/three']);
  assert.equal(pageEntriesMade(model.navItems[0]), false, 'the listed ids are read without making the entries');
  const pages = model.pages;
  assert.deepEqual(
    pages.map((page) => page.raw),
    ['a/one', 'b/two', 'a/three'],
  );
  assert.equal(model.navItems[0].children[0], pages[0]);
  assert.equal(model.navItems[0].children[2], pages[2]);
  assert.equal(model.navItems[1].children[0], pages[1]);
});
