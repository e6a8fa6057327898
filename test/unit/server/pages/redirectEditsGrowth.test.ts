// "Add Redirect" after moving a big folder: the redirects are appended in one pass over the config, in the form the
// JSON editor gives one inserted element (before, the config was read again for each redirect: 3,000 moved pages
// blocked the server 22 s).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { modify, parse } from 'jsonc-parser';
import { redirectEdits } from '../../../../server/src/service/pages/pageRenames';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../../support/growth';

/** The editor inserting each redirect in turn: the form the one-pass result must keep. */
function oneByOne(text: string, redirects: { source: string; destination: string }[], tabSize = 2): string {
  for (const redirect of redirects) {
    const list = (parse(text) as { redirects?: unknown[] }).redirects;
    for (const edit of modify(
      text,
      Array.isArray(list) ? ['redirects', list.length] : ['redirects'],
      Array.isArray(list) ? redirect : [redirect],
      { formattingOptions: { insertSpaces: true, tabSize }, isArrayInsertion: Array.isArray(list) },
    ))
      text = text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length);
  }
  return text;
}

const moved = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ source: `/old/p${from + i}`, destination: `/new/"q"\\${from + i}` }));

for (const [name, config] of Object.entries({
  'no redirects yet': '{\n  "name": "Site",\n  "navigation": []\n}\n',
  'an empty list': '{\n  "name": "Site",\n  "redirects": []\n}\n',
  'a list with one entry': '{\n    "redirects": [\n        { "source": "/a", "destination": "/b" }\n    ]\n}\n',
  'a compact list': '{"redirects":[{"source":"/a","destination":"/b"}],"name":"S"}',
})) {
  test(`redirects appended to ${name}: the text the editor gives inserting each in turn`, () => {
    const redirects = [...moved(5), { source: '/a', destination: '/dup' }];
    const [edit] = redirectEdits(config, redirects);
    const had = new Set(((parse(config) as { redirects?: { source: string }[] }).redirects ?? []).map((r) => r.source));
    assert.equal(
      edit.newText,
      oneByOne(
        config,
        redirects.filter((r) => !had.has(r.source)),
      ),
    );
    const [one] = redirectEdits(config, moved(1));
    assert.equal(one.newText, oneByOne(config, moved(1)));
  });
}

test('redirects for a moved folder: linear in moved pages and config together', () => {
  const growth = measureGrowth('server/src/service/pages/pageRenames.ts', {
    build: `({
      config: JSON.stringify({ redirects: Array.from({ length: n }, (_, i) => ({ source: '/was/' + i, destination: '/is/' + i })) }, null, 2),
      moved: Array.from({ length: n }, (_, i) => ({ source: '/old/p' + i, destination: '/new/p' + i })),
    })`,
    call: `JSON.parse(mod.redirectEdits(input.config, input.moved)[0].newText).redirects.length`,
    n: 1500,
    runs: 2,
  });
  assert.equal(growth.result, 2 * 6000);
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('redirects for moved pages', growth));
});
