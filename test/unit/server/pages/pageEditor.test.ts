import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { PageList } from '../../../../server/src/service/config/features/pageList';
import {
  pageCodeActions,
  pageCompletions,
  pageDefinition,
  pageDocumentLinks,
  pageHover,
  type PageEditorSite,
} from '../../../../server/src/service/pages/pageEditor';
import { CONFIG, ROOT, site } from './support';

const files: Record<string, string> = {
  'docs.json': CONFIG,
  'index.mdx': '---\ntitle: Home page\n---\n\n## Welcome\n\ntext\n\n## Install steps\n',
  'guides/intro.mdx': '# Intro\n',
  'images/logo.png': '',
};

function editor(page: string, textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  const pages = site({ ...files, [page]: text });
  const context = pages.context();
  const editorSite: PageEditorSite = {
    ...context,
    pageList: () => new PageList(['guides/intro', 'index']),
    parsedPage: (p) => pages.parse(p),
    readText: (p) => ({ ...files, [page]: text })[p.slice(ROOT.length + 1)],
  };
  const document = TextDocument.create(`file://${ROOT}/${page}`, 'mdx', 1, text);
  return {
    document,
    position: document.positionAt(offset),
    parsed: pages.parse(`${ROOT}/${page}`, text)!,
    editorSite,
    path: `${ROOT}/${page}`,
  };
}

test('completion of page paths after ]( and in href="…", replacing what was typed', () => {
  for (const line of ['See [x](/gu|', '<Card href="/gu|']) {
    const { document, position, parsed, editorSite, path } = editor('p.mdx', line);
    const items = pageCompletions(document, path, parsed, position, editorSite)!.items;
    assert.deepEqual(
      items.map((i) => i.label),
      ['/guides/intro', '/'],
    );
    const edit = items[0].textEdit as { range: { start: { character: number } }; newText: string };
    assert.equal(edit.range.start.character, line.indexOf('/gu'));
  }
});

test('a big site: link completion offers folders, then narrows by the typed path, marked incomplete', () => {
  const big = new PageList([...Array.from({ length: 400 }, (_, i) => `guides/page-${i}`), 'guides/setup', 'index']);
  const at = (line: string) => {
    const { document, position, parsed, editorSite, path } = editor('p.mdx', line);
    return pageCompletions(document, path, parsed, position, { ...editorSite, pageList: () => big })!;
  };
  const top = at('See [x](/|');
  assert.deepEqual(
    top.items.map((i) => i.label),
    ['/', '/guides/'],
  );
  assert.equal(top.isIncomplete, true);
  const narrowed = at('See [x](/guides/se|');
  assert.deepEqual(
    narrowed.items.map((i) => i.label),
    ['/guides/setup'],
  );
  assert.equal(narrowed.isIncomplete, true);
});

test('completion of anchors after # (the target page, or this page)', () => {
  const other = editor('p.mdx', '[x](/#|)');
  assert.deepEqual(
    pageCompletions(other.document, other.path, other.parsed, other.position, other.editorSite)!.items.map(
      (i) => i.label,
    ),
    ['welcome', 'install-steps'],
  );
  const self = editor('p.mdx', '## Local part\n\n[x](#|)');
  assert.deepEqual(
    pageCompletions(self.document, self.path, self.parsed, self.position, self.editorSite)!.items.map((i) => i.label),
    ['local-part'],
  );
});

test('completion of front matter keys (not those present) and values', () => {
  const keys = editor('p.mdx', '---\ntitle: A\nmo|\n---\n');
  const labels = pageCompletions(keys.document, keys.path, keys.parsed, keys.position, keys.editorSite)!.items.map(
    (i) => i.label,
  );
  assert.ok(labels.includes('mode') && labels.includes('description') && !labels.includes('title'));
  const values = editor('p.mdx', '---\nmode: |\n---\n');
  assert.deepEqual(
    pageCompletions(values.document, values.path, values.parsed, values.position, values.editorSite)!.items.map(
      (i) => i.label,
    ),
    ['default', 'wide', 'custom', 'frame', 'center', 'assistant'],
  );
});

test('definition goes to the page, or to the heading of an anchor; document links for pages and files', () => {
  const { document, parsed, editorSite, path } = editor(
    'p.mdx',
    '[a](/guides/intro) [b](/#install-steps) ![c](/images/logo.png) [d](https://x.dev)',
  );
  const at = (needle: string) => document.positionAt(document.getText().indexOf(needle) + 1);
  const toPage = pageDefinition(document, path, parsed, at('/guides/intro'), editorSite)!;
  assert.equal(toPage[0].targetUri, `file://${ROOT}/guides/intro.mdx`);
  const toHeading = pageDefinition(document, path, parsed, at('/#install'), editorSite)!;
  assert.equal(toHeading[0].targetUri, `file://${ROOT}/index.mdx`);
  assert.equal(toHeading[0].targetRange.start.line, 8);
  assert.deepEqual(
    pageDocumentLinks(document, path, parsed, editorSite).map((l) => l.target),
    [`file://${ROOT}/guides/intro.mdx`, `file://${ROOT}/index.mdx`, `file://${ROOT}/images/logo.png`],
  );
});

test('hover shows the target page title and the heading', () => {
  const { document, parsed, editorSite, path } = editor('p.mdx', '[b](/#install-steps)');
  const hover = pageHover(document, path, parsed, document.positionAt(5), editorSite)!;
  assert.match((hover.contents as { value: string }).value, /\*\*Home page\*\*[\s\S]*Install steps/);
});

test('quick fix replaces the range with the suggestion', () => {
  const range = { start: { line: 0, character: 4 }, end: { line: 0, character: 20 } };
  const [action] = pageCodeActions('file:///p.mdx', [
    { range, message: 'm', code: 'page-link-extension', data: { suggestion: '/guides/intro' } },
  ]);
  assert.deepEqual(action.edit!.changes!['file:///p.mdx'], [{ range, newText: '/guides/intro' }]);
  assert.deepEqual(pageCodeActions('file:///p.mdx', [{ range, message: 'm', code: 'page-link-broken' }]), []);
});
