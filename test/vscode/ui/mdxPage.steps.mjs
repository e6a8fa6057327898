// A page opens as MDX and is highlighted, as a user sees it: the status bar's language mode, and the front matter's
// key and value drawn in different colours (Plain Text draws the whole line in one).
import { strict as assert } from 'node:assert';

/** @type {{ name: string, run: (context: import('./groupEditor.steps.mjs').Context) => Promise<void> }[]} */
export const steps = [
  {
    name: 'an .mdx page opens as MDX, highlighted (front matter key and value in different colours)',
    async run({ wb }) {
      // An earlier step may have left the page open in a tab behind another editor: bring that tab forward.
      if ((await wb.tab('quickstart.mdx').count()) > 0) await wb.tab('quickstart.mdx').click();
      else await wb.openFile('quickstart.mdx');
      await wb.activeTab('quickstart.mdx').waitFor();
      await wb.waitForLanguageMode('MDX');
      const line = wb.page
        .locator('.editor-instance .monaco-editor .view-lines .view-line', { hasText: 'title: Quickstart' })
        .first();
      await line.waitFor({ state: 'visible' });
      // Tokenization may land after the first paint: wait until the line is drawn in more than one colour.
      const deadline = Date.now() + 30_000;
      let classes = [];
      while (Date.now() < deadline) {
        classes = await line
          .locator('span[class^="mtk"]')
          .evaluateAll((spans) => [...new Set(spans.map((s) => s.className))]);
        if (classes.length > 1) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(classes.length > 1, `the front matter line is drawn in one colour (${classes.join(', ')})`);
    },
  },
];
