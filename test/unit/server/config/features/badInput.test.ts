// Bad input for the editor features: truncated, mutated and odd configs (bounded and seeded, so a failure
// reproduces) never throw, and every range they return lies inside the document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Position, Range } from 'vscode-languageserver-protocol';
import { anchorHover } from '../../../../../server/src/service/config/features/hover';
import { getCodeActions } from '../../../../../server/src/service/config/features/codeActions';
import { findDocumentColors } from '../../../../../server/src/service/config/features/colors';
import { usedPageIds } from '../../../../../server/src/service/config/model/pageEntries';
import { iconCompletions } from '../../../../../server/src/service/config/features/icons';
import { findDefinition, findDocumentLinks } from '../../../../../server/src/service/config/features/links';
import { editsForFileRenames, preparePageRename } from '../../../../../server/src/service/config/features/renames';
import { findDocumentSymbols } from '../../../../../server/src/service/config/features/symbols';
import { anchorUrlsCheck } from '../../../../../server/src/service/config/checks/anchorUrls';
import { iconsCheck } from '../../../../../server/src/service/config/checks/icons';
import { orphansCheck } from '../../../../../server/src/service/config/checks/orphans';
import { configSiteDiagnostics } from '../../../../../server/src/service/checks/runConfigChecks';
import { site } from './support';
import { seededRandom as random } from '../../../../support/seededRandom';

const SEED_CONFIG = JSON.stringify(
  {
    name: 'Fuzz',
    colors: { primary: '#0D9373', background: { light: '#fff', dark: '#000' } },
    topAnchor: { icon: 'book-open' },
    anchors: [{ name: 'API', url: 'api', icon: 'rocket-lunch', color: { from: '#123', to: '#456789' } }],
    tabs: [{ name: 'T', url: 'guides' }],
    versions: ['v1', { name: 'v2' }],
    navigation: [
      { group: 'G', icon: 'code', pages: ['intro', '/api/a', { group: 'N', pages: ['guides/b', 'intro'] }] },
    ],
  },
  null,
  2,
);
const FILES = ['intro.mdx', 'api/a.md', 'guides/b.mdx', 'orphan.mdx'];
const PIECES = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ',',
  ':',
  '#',
  '/',
  '\\',
  '\n',
  '"icon": ',
  '"pages": [',
  '\u0000',
  '\uFEFF',
  '😀',
];

function mutate(text: string, next: () => number): string {
  let result = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * (result.length + 1));
    const choice = next();
    if (choice < 0.3)
      result = result.slice(0, at); // truncate
    else if (choice < 0.6)
      result = result.slice(0, at) + result.slice(at + 1 + Math.floor(next() * 20)); // delete
    else result = result.slice(0, at) + PIECES[Math.floor(next() * PIECES.length)] + result.slice(at); // insert
  }
  return result;
}

test('editor features on 400 mutated configs: no throw, every range inside the document', () => {
  const next = random(20261122);
  let checkedRanges = 0;
  for (let round = 0; round < 400; round++) {
    const s = site(mutate(SEED_CONFIG, next), FILES);
    const { document, root, doc, index } = s;
    const length = document.getText().length;
    const inside = (range: Range, what: string) => {
      for (const p of [range.start, range.end] as Position[]) {
        const offset = document.offsetAt(p);
        assert.ok(
          offset >= 0 && offset <= length && p.line >= 0 && p.character >= 0,
          `round ${round}: ${what} out of the document`,
        );
      }
      assert.ok(
        document.offsetAt(range.start) <= document.offsetAt(range.end),
        `round ${round}: ${what} ends before it starts`,
      );
      checkedRanges++;
    };
    const diagnostics = configSiteDiagnostics(doc, index)[0].diagnostics;
    diagnostics.forEach((d) => inside(d.range, `diagnostic ${String(d.code)}`));
    findDocumentColors(s.model).forEach((c) => inside(c.range, 'colour'));
    findDocumentLinks(doc, index).forEach((l) => inside(l.range, 'link'));
    const walk = (symbols: ReturnType<typeof findDocumentSymbols>) =>
      symbols.forEach((sym) => {
        assert.ok(sym.name.length > 0, `round ${round}: empty symbol name`);
        inside(sym.range, 'symbol');
        inside(sym.selectionRange, 'symbol selection');
        walk(sym.children ?? []);
      });
    walk(findDocumentSymbols(s.model));
    for (const action of getCodeActions({ document, root, rootDir: s.rootDir, diagnostics })) {
      for (const edit of action.edit?.changes?.[document.uri] ?? []) inside(edit.range, `edit of "${action.title}"`);
    }
    const offset = Math.floor(next() * (length + 1));
    const position = document.positionAt(offset);
    iconCompletions(s.model, offset)?.forEach((item) =>
      inside((item.textEdit as { range: Range }).range, 'icon completion'),
    );
    const hover = anchorHover(s.model, offset, usedPageIds(doc));
    if (hover?.range) inside(hover.range, 'hover');
    findDefinition(doc, index, position)?.forEach((l) => inside(l.originSelectionRange!, 'definition origin'));
    const prepared = preparePageRename(doc, index, position);
    if (prepared) inside(prepared.range, 'rename range');
    for (const edits of Object.values(
      editsForFileRenames([{ oldUri: 'file:///site/api', newUri: 'file:///site/reference' }], [doc], index)?.changes ??
        {},
    )) {
      edits.forEach((e) => inside(e.range, 'willRename edit'));
    }
  }
  assert.ok(checkedRanges > 1000, `only ${checkedRanges} ranges checked: the mutations leave too little to check`);
});

test('odd but valid shapes: features answer sensibly, not only without throwing', () => {
  const cases: [string, (s: ReturnType<typeof site>) => void][] = [
    ['[]', (s) => assert.deepEqual(findDocumentSymbols(s.model), [])],
    ['{"navigation": {"group": "not an array"}}', (s) => assert.deepEqual(findDocumentLinks(s.doc, s.index), [])],
    ['{"navigation": [[["intro"]]]}', (s) => assert.deepEqual(findDocumentSymbols(s.model)[0].children, [])],
    [
      '{"anchors": "x", "tabs": [null, 1, {"url": 5}]}',
      (s) =>
        assert.deepEqual(
          configSiteDiagnostics(s.doc, s.index, undefined, [iconsCheck, anchorUrlsCheck, orphansCheck])[0].diagnostics,
          [],
        ),
    ],
    ['{"colors": {"primary": 123, "background": "x"}}', (s) => assert.deepEqual(findDocumentColors(s.model), [])],
    [
      '{"navigation": [{"group": "", "pages": [""]}]}',
      (s) => {
        const [group] = findDocumentSymbols(s.model)[0].children!;
        assert.deepEqual([group.name, group.children![0].name], ['(unnamed group)', '(empty page path)']);
      },
    ],
  ];
  for (const [text, check] of cases) check(site(text, ['intro.mdx']));
});
