import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import {
  findOrphanPages,
  isExcludedFromOrphans,
  MAX_ORPHAN_DIAGNOSTICS,
  orphanDiagnostics,
} from '../../../../../server/src/service/config/features/orphans';
import { newPageContent, titleFromPage } from '../../../../../server/src/service/config/features/pageFiles';
import { site } from './support';

test('what the generator does not treat as pages is never an orphan', () => {
  for (const excluded of [
    'snippets/intro.mdx',
    '_snippets/x.mdx',
    'api/_snippets/error.mdx',
    '_draft.mdx',
    '.github/pull.md',
    'node_modules/pkg/readme.md',
    'README.md',
    'CHANGELOG.md',
    'docs/AGENTS.md',
  ]) {
    assert.ok(isExcludedFromOrphans(excluded), excluded);
  }
  for (const page of [
    'guide.mdx',
    'api/snippets/usage.mdx',
    'changelog.mdx',
    'errors/PRECONDITION_FAILED.mdx',
    'readme-first.md',
    'Actian-tree.md',
  ]) {
    assert.ok(!isExcludedFromOrphans(page), page);
  }
});

test('orphans are the page files no entry reaches, exclusions and nested site roots left out', () => {
  const s = site('{"name": "S", "navigation": [{"group": "G", "pages": ["/intro", "guides/start"]}]}', [
    'intro.mdx',
    'guides/start.md',
    'guides/advanced.mdx',
    'snippets/note.mdx',
    'README.md',
    'logo.svg',
    'sub/mint.json',
    'sub/own-page.mdx',
  ]);
  const orphans = findOrphanPages(s.rootDir, s.index.pagesOf(s.rootDir), new Set(['intro', 'guides/start']));
  assert.deepEqual(
    orphans.map((o) => o.page),
    ['guides/advanced'],
  );
});

test('orphan diagnostics: information on the navigation key, page in data, bounded with a summary line', () => {
  const s = site('{"name": "S", "navigation": []}');
  const orphans = Array.from({ length: MAX_ORPHAN_DIAGNOSTICS + 7 }, (_, i) => ({
    page: `p${i}`,
    path: `/site/p${i}.mdx`,
  }));
  const diagnostics = orphanDiagnostics(s.document, s.root, orphans);
  assert.equal(diagnostics.length, MAX_ORPHAN_DIAGNOSTICS + 1);
  assert.equal(s.document.getText(diagnostics[0].range), '"navigation"');
  assert.ok(diagnostics.every((d) => d.severity === DiagnosticSeverity.Information && d.code === 'orphan-page'));
  assert.deepEqual(diagnostics[0].data, { page: 'p0', file: '/site/p0.mdx' });
  assert.match(String(diagnostics[MAX_ORPHAN_DIAGNOSTICS].message), /^7 more pages/);
  assert.deepEqual(orphanDiagnostics(s.document, s.root, []), []);
  const noNavigation = site('{"name": "S"}');
  assert.deepEqual(orphanDiagnostics(noNavigation.document, noNavigation.root, orphans), []);
});

test("a new page's title comes from its file name, as the generator derives a default title", () => {
  assert.equal(titleFromPage('api/user_groups/create-group'), 'Create group');
  assert.equal(titleFromPage('intro'), 'Intro');
  assert.equal(newPageContent('guides/say-"hi"'), '---\ntitle: "Say \\"hi\\""\n---\n\n');
});
