// The navigation's pages resolved to index records once per model and index version, and marked there: two configs
// of one root (mint.json beside docs.json) take turns, a page with both `.md` and `.mdx` counts once, and a new file
// in the index is seen.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { findOrphanPages } from '../../../../server/src/service/config/features/orphans';
import { LanguageService } from '../../../../server/src/service/languageService';
import { listedPages } from '../../../../server/src/service/config/model/listedPages';
import { indexWith, ROOT } from '../helpers';

const FILES = ['a.mdx', 'b.mdx', 'b.md', 'c.mdx', 'guides/d.mdx', 'mint.json', 'docs.json'];

function models(service: LanguageService) {
  const mint = service.parse(
    TextDocument.create(
      `file://${ROOT}/mint.json`,
      'json',
      1,
      JSON.stringify({ name: 'M', navigation: [{ group: 'G', pages: ['a', '/b', 'missing'] }] }),
    ),
    `${ROOT}/mint.json`,
  );
  const docs = service.parse(
    TextDocument.create(
      `file://${ROOT}/docs.json`,
      'json',
      1,
      JSON.stringify({
        name: 'D',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: { groups: [{ group: 'G', pages: ['a', 'c', 'guides/d'] }] },
      }),
    ),
    `${ROOT}/docs.json`,
  );
  return { mint: service.model(mint), docs: service.model(docs) };
}

const orphansOf = (service: LanguageService, model: ReturnType<typeof models>['mint']) =>
  findOrphanPages(ROOT, service.index.pagesOf(ROOT), listedPages(model, service.index)!.isListed).map((f) =>
    f.path.slice(ROOT.length + 1),
  );

test('each config of a root sees its own listed pages, whichever was listed last; the set of ids agrees', () => {
  const service = new LanguageService({ index: indexWith(FILES) });
  const { mint, docs } = models(service);
  for (let round = 0; round < 2; round++) {
    assert.deepEqual(orphansOf(service, mint), ['c.mdx', 'guides/d.mdx']);
    assert.deepEqual(orphansOf(service, docs), ['b.mdx', 'b.md']);
  }
  for (const model of [mint, docs]) {
    assert.deepEqual(
      orphansOf(service, model),
      findOrphanPages(ROOT, service.index.pagesOf(ROOT), model.usedPageIds).map((f) => f.path.slice(ROOT.length + 1)),
    );
  }
  const slots = listedPages(mint, service.index)!.slots;
  assert.deepEqual(
    slots.map((slot) => slot?.path.slice(ROOT.length + 1)),
    ['a.mdx', 'b.mdx', undefined],
    'one record per entry, none for a missing page',
  );
});

test('a page file added to the index is resolved on the next listing', () => {
  const service = new LanguageService({ index: indexWith(FILES) });
  const { mint } = models(service);
  assert.equal(listedPages(mint, service.index)!.slots[2], undefined);
  service.index.addFile(`${ROOT}/missing.mdx`);
  assert.equal(listedPages(mint, service.index)!.slots[2]?.path, `${ROOT}/missing.mdx`);
  assert.ok(!orphansOf(service, mint).includes('missing.mdx'));
});

test('a new version of a config reuses the records of unchanged entries and looks up the changed ones', () => {
  const service = new LanguageService({ index: indexWith(['a.mdx', 'b.mdx', 'c.mdx', 'd.mdx', 'mint.json']) });
  const version = (n: number, pages: string[]) =>
    service.model(
      service.parse(
        TextDocument.create(
          `file://${ROOT}/mint.json`,
          'json',
          n,
          JSON.stringify({ name: 'M', navigation: [{ group: 'G', pages }] }),
        ),
        `${ROOT}/mint.json`,
      ),
    );
  const paths = (pages: string[], n: number) =>
    listedPages(version(n, pages), service.index)!.slots.map((slot) => slot?.path.slice(ROOT.length + 1));
  assert.deepEqual(paths(['a', 'b', 'c'], 1), ['a.mdx', 'b.mdx', 'c.mdx']);
  assert.deepEqual(paths(['a', 'x', 'c'], 2), ['a.mdx', undefined, 'c.mdx'], 'an entry changed in the middle');
  assert.deepEqual(paths(['a', 'd', 'x', 'c'], 3), ['a.mdx', 'd.mdx', undefined, 'c.mdx'], 'an entry inserted');
  assert.deepEqual(paths(['d', 'c'], 4), ['d.mdx', 'c.mdx'], 'entries removed at the start');
  assert.deepEqual(paths(['c', 'c', 'b'], 5), ['c.mdx', 'c.mdx', 'b.mdx']);
  service.index.remove(`${ROOT}/c.mdx`);
  assert.deepEqual(
    paths(['c', 'c', 'b'], 6),
    [undefined, undefined, 'b.mdx'],
    'a file removed from the index: nothing reused',
  );
});
