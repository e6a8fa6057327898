import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findFrontMatter, frontMatterText, parsePage } from '../../../../server/src/service/pages/parsePage';

const urls = (text: string) =>
  parsePage(text).links.map((l) => `${l.kind}:${l.url}:${text.slice(l.offset, l.offset + l.length)}`);

test('Markdown links, images, reference definitions and JSX/HTML href/src props, each with the range of its target', () => {
  const text = [
    '[Intro](/intro "Title") and ![Logo](./images/logo.png)',
    '',
    '[ref]: </guides/setup#install>',
    '',
    '<Card title="Go" href="/quickstart">x</Card>',
    '',
    '<img src="/images/a.png" />',
    '',
    'See [nested [brackets]](/a/b).',
  ].join('\n');
  assert.deepEqual(urls(text), [
    'link:/intro:/intro',
    'image:./images/logo.png:./images/logo.png',
    'definition:/guides/setup#install:/guides/setup#install',
    'jsx:/quickstart:/quickstart',
    'jsx:/images/a.png:/images/a.png',
    'link:/a/b:/a/b',
  ]);
});

// (MDX has no indented code blocks: four spaces of indentation are just text there, as on the live site.)
test('code blocks, inline code and JSX expressions never yield links', () => {
  const text = [
    '```md',
    '[a](/fenced)',
    '```',
    '',
    'Inline `[b](/inline)` code.',
    '',
    '{"[d](/expression)"}',
    '',
    '<Card href={"/dynamic"} />',
  ].join('\n');
  assert.deepEqual(urls(text), []);
});

test('headings get slugs with repeats suffixed -2; explicit {#id}, id attributes and parameter fields add anchors', () => {
  const page = parsePage(
    [
      '## Getting Started',
      '## Getting Started',
      '### Server-Side Configuration (`config.toml`)',
      '## Custom {#my-id}',
      '<div id="raw-id" />',
      '<Steps titleSize="h2">\n<Step title="Configure DNS records">\nx\n</Step>\n</Steps>',
      '<ParamField body="messages" />',
    ].join('\n\n'),
  );
  assert.deepEqual(
    page.headings.map((h) => h.id),
    ['getting-started', 'getting-started-2', 'server-side-configuration-config-toml', 'my-id'],
  );
  assert.equal(page.headings[3].text, 'Custom');
  for (const anchor of ['raw-id', 'configure-dns-records', 'param-messages'])
    assert.ok(page.anchors.has(anchor), anchor);
  assert.ok(!page.anchors.has('body-messages'));
});

test('imports of snippets with the range of their source', () => {
  const text =
    '---\ntitle: x\n---\n\nimport Intro from \'/snippets/intro.mdx\';\nimport { A } from "../snippets/a.jsx";\n\n<Intro />\n';
  assert.deepEqual(
    parsePage(text).imports.map((i) => `${i.source}=${text.slice(i.offset, i.offset + i.length)}`),
    ['/snippets/intro.mdx=/snippets/intro.mdx', '../snippets/a.jsx=../snippets/a.jsx'],
  );
});

test('a page that does not parse gives one error with its place, and its front matter is still found', () => {
  const text = '---\ntitle: Broken\n---\n\nText with <5 items here.\n';
  const page = parsePage(text);
  assert.ok(page.parseError);
  assert.equal(text.slice(0, page.parseError.offset).split('\n').length, 5);
  assert.equal(page.frontMatter && frontMatterText(page.frontMatter, text), 'title: Broken');
  assert.deepEqual(page.links, []);
});

test('front matter block: only at the very top, offsets of its YAML', () => {
  const text = '---\ntitle: A\nmode: wide\n---\nbody';
  const block = findFrontMatter(text)!;
  assert.equal(frontMatterText(block, text), 'title: A\nmode: wide');
  assert.equal(text.slice(block.yamlEnd, block.end), '\n---');
  assert.equal(findFrontMatter('\n---\ntitle: A\n---\n'), undefined);
  assert.equal(findFrontMatter('---\ntitle: A\n'), undefined, 'unclosed');
});

test('an OpenAPI page (openapi: in front matter) is marked as generating parameter anchors', () => {
  assert.equal(parsePage('---\nopenapi: post /users\n---\n').generatesApiAnchors, true);
  assert.equal(parsePage('---\ntitle: x\n---\n').generatesApiAnchors, false);
});

test('pages without links, imports, headings or anchors share read-only empty lists (every page stays parsed)', () => {
  const a = parsePage('---\ntitle: A\n---\n\nBody.\n');
  const b = parsePage('Just text.\n');
  assert.equal(a.links, b.links);
  assert.equal(a.anchors, b.anchors);
  assert.equal(a.links.length + a.imports.length + a.headings.length + a.anchors.size, 0);
  assert.throws(() => a.links.push({ kind: 'link', url: '/x', offset: 0, length: 2 }));
  assert.throws(() => a.anchors.add('x'));
  assert.equal(b.anchors.size, 0, 'nothing reached the shared set');
  const withHeading = parsePage('# Title\n\n[x](/y)\n');
  assert.notEqual(withHeading.links, a.links);
  assert.deepEqual([...withHeading.anchors], ['title']);
});
