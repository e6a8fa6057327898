// The navigation's pages resolved to rows of the root's page table once per model and index version, each listing
// with marks of its own: two configs of one root (mint.json beside docs.json) take turns, a page with both `.md` and
// `.mdx` counts once, and a new file in the index is seen.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { getHeapSnapshot, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { orphansOfModel } from '../../../../server/src/service/config/features/editorDiagnostics';
import { findOrphanPages } from '../../../../server/src/service/config/features/orphans';
import type { ListedPages } from '../../../../server/src/service/config/model/listedPages';
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
  orphansOfModel(model, service.index).map((f) => f.path.slice(ROOT.length + 1));

/** The file each entry leads to (relative to the root), undefined for none. */
const entryFiles = (listed: ListedPages) =>
  Array.from(listed.rows, (row) => (row < 0 ? undefined : listed.table.path(row).slice(ROOT.length + 1)));

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
  assert.deepEqual(
    entryFiles(listedPages(mint, service.index)!),
    ['a.mdx', 'b.mdx', undefined],
    'one row per entry, none for a missing page',
  );
});

test('a page file added to the index is resolved on the next listing', () => {
  const service = new LanguageService({ index: indexWith(FILES) });
  const { mint } = models(service);
  assert.equal(listedPages(mint, service.index)!.rows[2], -1);
  service.index.addFile(`${ROOT}/missing.mdx`);
  assert.equal(entryFiles(listedPages(mint, service.index)!)[2], 'missing.mdx');
  assert.ok(!orphansOf(service, mint).includes('missing.mdx'));
});

test('a new version of a config reuses the rows of unchanged entries and looks up the changed ones', () => {
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
  const paths = (pages: string[], n: number) => entryFiles(listedPages(version(n, pages), service.index)!);
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

/**
 * Whether a live string of this process holds `marker` followed by `next` (a heap snapshot's strings, after a full
 * collection). The two are searched apart: a string of both made to search with would itself be live.
 */
async function liveStringHolds(marker: string, next: string): Promise<boolean> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  let snapshot = '';
  for await (const chunk of getHeapSnapshot()) snapshot += String(chunk);
  for (let at = snapshot.indexOf(marker); at >= 0; at = snapshot.indexOf(marker, at + 1))
    if (snapshot.startsWith(next, at + marker.length)) return true;
  return false;
}

test('the listing keeps no text of a config the editor has moved past (its ids are slices of it)', async () => {
  const service = new LanguageService({ index: indexWith(['a.mdx', 'mint.json']) });
  const marker = randomUUID();
  // Long ids: V8 makes substrings of 13 characters or more as slices that keep their whole text.
  const pages = Array.from({ length: 20 }, (_, i) => `guides/a-rather-long-page-name-${i}`);
  const parse = (version: number, name: string, group: string) =>
    service.parse(
      TextDocument.create(
        `file://${ROOT}/mint.json`,
        'json',
        version,
        JSON.stringify({ name, navigation: [{ group, pages }] }),
      ),
      `${ROOT}/mint.json`,
    );
  // The first text is resolved, then the editor's next text (parsed afresh: two strings changed) replaces it in the
  // service before anything resolves it.
  assert.ok(listedPages(service.model(parse(1, marker, 'G')), service.index));
  const next = parse(2, 'second text', 'H');
  // In the snapshot's JSON, the text's quotes are escaped.
  assert.equal(await liveStringHolds(marker, '\\",\\"navigation'), false, 'the first text is still reachable');
  assert.deepEqual(entryFiles(listedPages(service.model(next), service.index)!), Array(20).fill(undefined));
});
