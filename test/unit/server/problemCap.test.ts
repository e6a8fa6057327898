// One cap over everything a user sees: the editor features' diagnostics (unknown icons, empty anchors, orphan pages)
// count against `maxProblems` with the core's, and an unknown icon's "did you mean" is searched for only when its
// warning is among those shown. Work is counted (searches), never timed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NameIndex } from '../../../server/src/service/diagnostics/nameIndex';
import { capPageProblems, capProblems } from '../../../server/src/service/diagnostics/problemCap';
import { DEFAULT_SERVER_SETTINGS } from '../../../shared/src/settings';
import { fixture } from './helpers';

/** A config with `count` distinct unknown icons (one per group, each with its own page) and one missing page last. */
function manyUnknownIcons(count: number): string {
  const groups = Array.from({ length: count }, (_, i) => ({
    group: `G${i}`,
    icon: `no-such-icon-${i}`,
    pages: [`p${i}`],
  }));
  return JSON.stringify({ name: 'Docs', navigation: [...groups, { group: 'Last', pages: ['missing-page'] }] }, null, 1);
}

const pageFiles = (count: number) => Array.from({ length: count }, (_, i) => `p${i}.mdx`);

test("editor diagnostics count against maxProblems with the core's: one cap, one note", () => {
  const { service, doc } = fixture(manyUnknownIcons(1200), pageFiles(1200));
  const shown = service.diagnose(doc, DEFAULT_SERVER_SETTINGS);
  assert.equal(shown.length, 1001);
  assert.equal(shown.filter((d) => d.code === 'unknown-icon').length, 1000);
  assert.deepEqual(
    shown.filter((d) => d.code === 'too-many-problems').map((d) => d.message),
    ['201 more problems are not shown (limit 1000).'],
  );
});

test('"did you mean" is searched for only for the unknown icons that are shown, and once per distinct name', () => {
  const { service, doc } = fixture(manyUnknownIcons(3000), pageFiles(3000));
  const before = NameIndex.searches;
  const shown = service.diagnose(doc, { ...DEFAULT_SERVER_SETTINGS, maxProblems: 50 });
  assert.equal(shown.filter((d) => d.code === 'unknown-icon').length, 50);
  assert.ok(NameIndex.searches - before <= 50, `${NameIndex.searches - before} searches for 50 shown warnings`);
  // The same names again (a keystroke elsewhere in the file): answered from memory.
  const again = NameIndex.searches;
  service.diagnose(doc, { ...DEFAULT_SERVER_SETTINGS, maxProblems: 50 });
  assert.equal(NameIndex.searches, again);
});

test('a shown unknown icon still gets its suggestion, also when a rule changes its severity', () => {
  const text = JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', icon: 'rocket-lanch', pages: ['intro'] }] });
  const { service, doc } = fixture(text, ['intro.mdx']);
  for (const rules of [undefined, { 'unknown-icon': 'error' as const }]) {
    const [icon] = service
      .diagnose(doc, { ...DEFAULT_SERVER_SETTINGS, rules })
      .filter((d) => d.code === 'unknown-icon');
    assert.match(String(icon.message), /Did you mean "rocket-launch"\?$/);
    assert.deepEqual(icon.data, { suggestion: 'rocket-launch' });
  }
});

test('a config file and a page share the cap: at most maxProblems, then one note at the start of the file', () => {
  const at = (line: number, character = 0) => ({
    range: { start: { line, character }, end: { line, character: character + 1 } },
    message: `problem at ${line}:${character}`,
  });
  const settings = { ...DEFAULT_SERVER_SETTINGS, maxProblems: 2 };
  const config = capProblems([at(9), at(1, 5), at(1, 2), at(4)], settings);
  // Document order before the cut: the first problems of the file are the ones shown.
  assert.deepEqual(
    config.map((d) => d.message),
    ['problem at 1:2', 'problem at 1:5', '2 more problems are not shown (limit 2).'],
  );
  assert.equal(config[2].code, 'too-many-problems');
  assert.deepEqual(config[2].range, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
  const page = capPageProblems([at(9), at(1), at(4)], settings);
  assert.deepEqual(
    page.map((d) => d.message),
    ['problem at 9:0', 'problem at 1:0', '1 more problems are not shown (limit 2).'],
  );
  assert.equal(capPageProblems([at(3)], settings).length, 1);
});
