// Unknown front-matter icons: the icon library's search index is built once per library, not once per page. Before,
// each unknown `icon:` copied the library into a new list, and the index (built per list) was built again: 13 ms a
// page, 52 s over 4,000 pages.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { frontMatterDiagnostics } from '../../../../server/src/service/pages/frontMatterCheck';
import { findFrontMatter } from '../../../../server/src/service/pages/parsePage';
import type { FrontMatterContext } from '../../../../server/src/service/pages/siteContext';
import { iconNamesOf } from '../../../../server/src/service/config/features/iconLibraries';

function cpu(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

test('unknown icons on many pages: the first page pays for the index, the others do not', () => {
  const context: FrontMatterContext = {
    iconNames: new Set(iconNamesOf('fontawesome')),
    iconLibrary: 'fontawesome',
    requiredKeys: [],
  } as FrontMatterContext;
  const checkPage = (i: number) => {
    const text = `---\ntitle: Page ${i}\nicon: rockt-${i}\n---\n`;
    return frontMatterDiagnostics(
      TextDocument.create(`file:///p${i}.mdx`, 'mdx', 1, text),
      findFrontMatter(text),
      context,
    );
  };
  let start = cpu();
  const [first] = checkPage(0);
  const firstCost = Math.max(cpu() - start, 1);
  assert.equal(first.code, 'unknown-icon');
  start = cpu();
  let warned = 0;
  for (let i = 1; i <= 200; i++) warned += checkPage(i).filter((d) => d.code === 'unknown-icon').length;
  const restCost = cpu() - start;
  assert.equal(warned, 200);
  // Rebuilding the index per page made the 200 pages cost about 200 first pages.
  assert.ok(
    restCost < 20 * firstCost,
    `200 more pages took ${restCost.toFixed(0)} ms, the first ${firstCost.toFixed(0)} ms: the index is built again per page`,
  );
  // The suggestion still comes from the whole library.
  const text = '---\nicon: rokcet\n---\n';
  const [typo] = frontMatterDiagnostics(
    TextDocument.create('file:///t.mdx', 'mdx', 1, text),
    findFrontMatter(text),
    context,
  );
  assert.match(String(typo.message), /rocket/);
});
