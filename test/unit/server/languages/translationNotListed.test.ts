// translation-not-listed: the counterpart file exists but its language's navigation does not list it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findings, language } from './support';

const CODES = ['translation-not-listed'];

test("a translated file outside its language's navigation: a warning on the original, naming the file", () => {
  const languages = [language('en', { A: ['index', 'guides/x'] }), language('zh', { A: ['zh/index'] })];
  const found = findings(languages, CODES, { files: ['index.mdx', 'guides/x.mdx', 'zh/index.mdx', 'zh/guides/x.mdx'] });
  assert.equal(found.length, 1);
  assert.match(
    found[0],
    /^translation-not-listed warning docs\.json:\d+ The "zh" counterpart of "guides\/x" exists \("zh\/guides\/x"\) but the zh navigation does not list it/,
  );
});

test('nothing when the file is missing (that is translation-missing) or listed', () => {
  const languages = [language('en', { A: ['index', 'guides/x'] }), language('zh', { A: ['zh/index'] })];
  assert.deepEqual(findings(languages, CODES, { files: ['index.mdx', 'guides/x.mdx', 'zh/index.mdx'] }), []);
  const listed = [language('en', { A: ['index', 'guides/x'] }), language('zh', { A: ['zh/index', 'zh/guides/x'] })];
  assert.deepEqual(findings(listed, CODES), []);
});
