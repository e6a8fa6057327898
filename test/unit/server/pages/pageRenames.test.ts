import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { linkEditsForMoves, redirectEdits, redirectsForMoves } from '../../../../server/src/service/pages/pageRenames';
import { unreachablePages } from '../../../../server/src/service/pages/unreachablePages';
import { CONFIG, ROOT, site } from './support';

const files: Record<string, string> = {
  'docs.json': CONFIG,
  'index.mdx': '[a](/guides/intro) [b](/guides/intro#part) [c](guides/intro.mdx) [d](/guides) [e](/other)',
  'guides/index.mdx': 'Guides',
  'guides/intro.mdx': '[up](../index) [sib](./setup) [root](/guides/setup)\n\nimport S from "/snippets/s.mdx";',
  'guides/setup.mdx': '[x](intro?tab=1)',
  'snippets/s.mdx': 'See [intro](/guides/intro).',
};

function apply(page: string, moves: { oldPath: string; newPath: string }[]): string {
  const pages = site(files);
  const path = `${ROOT}/${page}`;
  const edits = linkEditsForMoves(files[page], path, pages.parse(path)!, pages.context(), moves);
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'mdx', 1, files[page]), edits);
}

test('moving a page rewrites links to it in every page and snippet, each in its own style', () => {
  const moves = [{ oldPath: `${ROOT}/guides/intro.mdx`, newPath: `${ROOT}/start/welcome.mdx` }];
  assert.equal(
    apply('index.mdx', moves),
    '[a](/start/welcome) [b](/start/welcome#part) [c](start/welcome.mdx) [d](/guides) [e](/other)',
  );
  assert.equal(apply('guides/setup.mdx', moves), '[x](../start/welcome?tab=1)');
  assert.equal(apply('snippets/s.mdx', moves), 'See [intro](/start/welcome).');
});

test("the moved page's own relative links and imports are rewritten from its new folder", () => {
  const moves = [{ oldPath: `${ROOT}/guides/intro.mdx`, newPath: `${ROOT}/a/b/intro.mdx` }];
  assert.equal(
    apply('guides/intro.mdx', moves),
    '[up](../../index) [sib](../../guides/setup) [root](/guides/setup)\n\nimport S from "/snippets/s.mdx";',
  );
});

test('moving a folder rewrites links into it; moving a snippet rewrites imports', () => {
  assert.equal(
    apply('index.mdx', [{ oldPath: `${ROOT}/guides`, newPath: `${ROOT}/docs` }]),
    '[a](/docs/intro) [b](/docs/intro#part) [c](docs/intro.mdx) [d](/docs) [e](/other)',
  );
  assert.match(
    apply('guides/intro.mdx', [{ oldPath: `${ROOT}/snippets/s.mdx`, newPath: `${ROOT}/snippets/shared.mdx` }]),
    /import S from "\/snippets\/shared\.mdx"/,
  );
});

test("redirects for the moved pages' old URLs, appended to the config (created when absent, never twice)", () => {
  const redirects = redirectsForMoves(
    ROOT,
    [`${ROOT}/guides/intro.mdx`, `${ROOT}/guides/index.mdx`, `${ROOT}/index.mdx`],
    [{ oldPath: `${ROOT}/guides`, newPath: `${ROOT}/docs` }],
  );
  assert.deepEqual(redirects, [
    { source: '/guides/intro', destination: '/docs/intro' },
    { source: '/guides', destination: '/docs' },
  ]);
  const config = '{\n  "name": "Docs"\n}\n';
  const [edit] = redirectEdits(config, redirects);
  const result = JSON.parse(TextDocument.applyEdits(TextDocument.create('file:///c', 'json', 1, config), [edit]));
  assert.deepEqual(result.redirects, redirects);
  const withOne = JSON.stringify({ name: 'Docs', redirects: [{ source: '/guides', destination: '/x' }] }, null, 2);
  const [second] = redirectEdits(withOne, redirects);
  assert.deepEqual(
    JSON.parse(TextDocument.applyEdits(TextDocument.create('file:///c', 'json', 1, withOne), [second])).redirects.map(
      (r: { source: string }) => r.source,
    ),
    ['/guides', '/guides/intro'],
  );
});

test('unreachable pages: in no navigation entry and linked from no other page (snippets and the home page excluded)', () => {
  const pages = site({
    'docs.json': JSON.stringify({ navigation: { groups: [{ group: 'A', pages: ['listed'] }] } }),
    'index.mdx': '[b](/linked)',
    'listed.mdx': '',
    'linked.mdx': '[self](/linked)',
    'lonely.mdx': '[to listed](/listed)',
    'self-only.mdx': '[me](/self-only)',
    'snippets/s.mdx': '',
  });
  assert.deepEqual(
    unreachablePages(pages).map((p) => p.slice(ROOT.length + 1)),
    ['lonely.mdx', 'self-only.mdx'],
  );
});
