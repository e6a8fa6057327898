// The accessibility checks: image alt text, link text, skipped heading levels (page checks) and the theme's colour
// contrast (a config check), each positive and negative.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { contrastRatio, parseHex, siteBackgrounds } from '../../../../server/src/service/config/checks/colorContrast';
import { cardImageAlt } from '../../../../server/src/service/pages/checks/imageAlt';
import { parsePageWithMdx } from '../../../../server/src/service/pages/mdxParse';
import { scanPage } from '../../../../server/src/service/pages/pageScanner';
import { CONFIG, ROOT, site } from './support';
import { docsJson, docsJsonSite } from '../docsJsonSite';
import { coveredText } from '../helpers';

const RULES = new Set(['image-alt', 'link-text', 'heading-skip']);

/** The page's accessibility findings as `code:line@"covered text"` (info findings marked `(i)`). */
function findings(page: string, path = 'p.mdx'): string[] {
  const files = { 'docs.json': CONFIG, 'index.mdx': '# Home\n', 'images/a.png': '', [path]: page };
  const document = TextDocument.create('file:///x', 'mdx', 1, page);
  return site(files)
    .check(`${ROOT}/${path}`, page)
    .filter((d) => RULES.has(String(d.code)))
    .map(
      (d) =>
        `${d.code}${d.severity === DiagnosticSeverity.Information ? '(i)' : ''}:${d.range.start.line + 1}@${JSON.stringify(document.getText(d.range))}`,
    );
}

const TITLE = '---\ntitle: P\n---\n\n';

test('Markdown images with blank alt text are reported on their target; images with alt text are not', () => {
  const page = `${TITLE}![](/images/a.png)\n\n![  ](/images/a.png)\n\n![A chart](/images/a.png)\n`;
  assert.deepEqual(findings(page), ['image-alt:5@"/images/a.png"', 'image-alt:7@"/images/a.png"']);
});

test('<img> without alt warns, alt="" informs (decorative), alt text, an expression or aria-label pass', () => {
  const page =
    TITLE +
    [
      '<img src="/images/a.png" />',
      '',
      '<img src="/images/a.png" alt="" />',
      '',
      '<img src="/images/a.png" alt="A diagram" />',
      '',
      '<img src="/images/a.png" alt={caption} />',
      '',
      '<img src="/images/a.png" aria-label="A diagram" />',
      '',
      '<video src="/images/a.png" autoPlay />',
      '',
    ].join('\n');
  assert.deepEqual(findings(page), ['image-alt:5@"img"', 'image-alt(i):7@"alt"', 'image-alt:15@"video"']);
});

test('an <img> in a <Frame> with a caption is still reported, and the message says why', () => {
  const page = `${TITLE}<Frame caption="The dashboard">\n  <img src="/images/a.png" />\n</Frame>\n`;
  const files = { 'docs.json': CONFIG, 'images/a.png': '', 'p.mdx': page };
  const found = site(files)
    .check(`${ROOT}/p.mdx`, page)
    .filter((d) => d.code === 'image-alt');
  assert.equal(found.length, 1);
  assert.match(String(found[0].message), /Frame> caption is shown under it but is not read/);
});

test('a Card image takes its alt from the file name: reported only when the source has none', () => {
  assert.equal(cardImageAlt('/images/setting-up.svg'), 'setting-up');
  assert.equal(cardImageAlt('https://cdn.example.com/a/b/photo.final.png'), 'photo.final');
  assert.equal(cardImageAlt('card.png'), '');
  assert.equal(cardImageAlt('/images/card'), '');
  const page = `${TITLE}<Card title="A" img="a.png">x</Card>\n\n<Card title="B" img="/images/a.png">y</Card>\n`;
  assert.deepEqual(findings(page), ['image-alt:5@"a.png"']);
});

test('links with no text: [](url), a link around an image without alt, an empty <a href>, one with a named icon', () => {
  const page =
    TITLE +
    [
      '[](/index)',
      '',
      '[![](/images/a.png)](/index)',
      '',
      '[![Home](/images/a.png)](/index)',
      '',
      '[Home](/index) and [`code`](/index)',
      '',
      '<a href="/index"></a>',
      '',
      '<a href="/index"><Icon icon="github" /></a>',
      '',
      '<a href="/index"><Icon icon="/images/a.png" /></a>',
      '',
      '<a href="/index">Home</a>',
      '',
      '<a href="/index" aria-label="Home"></a>',
      '',
      '<a href="/index"><img src="/images/a.png" alt="Home" /></a>',
      '',
      '<a href="/index"><Badge>New</Badge></a>',
      '',
      '<a id="anchor" />',
      '',
    ].join('\n');
  assert.deepEqual(findings(page), [
    'image-alt:7@"/images/a.png"',
    'link-text:5@"/index"',
    'link-text:7@"/index"',
    'link-text:13@"a"',
    'link-text:15@"a"',
  ]);
});

test('the fast scanner and the MDX parser agree on which links and images render no text', () => {
  const pages = [
    '[](/a) [ ](/b) [x](/c) [![](/i.png)](/d) [![y](/i.png)](/e) [`z`](/f) [**w**](/g) [<b>t</b>](/h) [{x}](/k)\n',
    '![](/i.png) ![ ](/i.png) ![a](/i.png) ![`c`](/i.png) ![\\*](/i.png) ![&#32;](/i.png)\n',
    '# Title [](/a)\n\n> [](/q)\n\n- [![](/i.png)](/l)\n',
  ];
  for (const page of pages) {
    const parsed = parsePageWithMdx(page).links.map((l) => `${l.url}:${l.noText ?? false}`);
    const scanned = scanPage(page);
    if (scanned)
      assert.deepEqual(
        scanned.links.map((l) => `${l.url}:${l.noText ?? false}`),
        parsed,
        page,
      );
  }
  assert.deepEqual(
    parsePageWithMdx(pages[0]).links.map((l) => `${l.url}:${l.noText ?? false}`),
    [
      '/a:true',
      '/b:true',
      '/c:false',
      '/d:true',
      '/i.png:true',
      '/e:false',
      '/i.png:false',
      '/f:false',
      '/g:false',
      '/h:false',
      '/k:false',
    ],
  );
  assert.ok(scanPage(pages[0]), 'the first page stays on the fast path');
});

test('heading levels: a skip after the title (the h1) or after a heading is reported; steps down are fine', () => {
  const page = `${TITLE}### Too deep\n\n## Back\n\n### Fine\n\n###### Far\n\n## Up is fine\n`;
  assert.deepEqual(findings(page), ['heading-skip(i):5@"### Too deep"', 'heading-skip(i):11@"###### Far"']);
  const files = { 'docs.json': CONFIG, 'p.mdx': page };
  const message = site(files)
    .check(`${ROOT}/p.mdx`, page)
    .find((d) => d.code === 'heading-skip' && d.range.start.line === 10)!.message;
  assert.match(String(message), /h6 follows an h3, skipping h4 to h5/);
});

test('heading levels: a custom-mode page has no title, so its first heading sets the start; snippets are skipped', () => {
  assert.deepEqual(findings('---\nmode: custom\n---\n\n### Start\n\n#### Next\n'), []);
  assert.deepEqual(findings('---\nmode: custom\n---\n\n### Start\n\n###### Far\n'), ['heading-skip(i):7@"###### Far"']);
  assert.deepEqual(findings('### Part of a page\n\n##### Deep\n', 'snippets/part.mdx'), []);
});

test('WCAG contrast ratios: black on white is 21, a colour on itself is 1, #767676 on white just passes 4.5', () => {
  const white = parseHex('#fff')!;
  assert.equal(Math.round(contrastRatio(parseHex('#000000')!, white) * 100) / 100, 21);
  assert.equal(contrastRatio(white, white), 1);
  assert.ok(contrastRatio(parseHex('#767676')!, white) >= 4.5);
  assert.ok(contrastRatio(parseHex('#777777')!, white) < 4.5);
  assert.equal(parseHex('red'), undefined);
});

test('backgrounds: the configured ones, else white and the accent-tinted near-black the generator paints', () => {
  assert.deepEqual(siteBackgrounds('docs', { colors: { primary: '#0D9373', light: '#1e3a8a' } }), {
    light: '#ffffff',
    dark: '#090a0e',
    lightSet: false,
    darkSet: false,
  });
  assert.deepEqual(
    siteBackgrounds('docs', { colors: { primary: '#000' }, background: { color: { light: '#fafafa', dark: '#111' } } }),
    { light: '#fafafa', dark: '#111111', lightSet: true, darkSet: true },
  );
  assert.deepEqual(
    siteBackgrounds('mint', { colors: { primary: '#000', background: { dark: '#0f1117' } } })?.dark,
    '#0f1117',
  );
  // The linden theme tints the light background with the accent too.
  assert.notEqual(siteBackgrounds('docs', { theme: 'linden', colors: { primary: '#ff0000' } })?.light, '#ffffff');
});

test('color-contrast: a text colour under 4.5:1 warns on its value with the ratio; button colours inform; good ones pass', () => {
  const config = docsJson([{ group: 'A', pages: ['index'] }], {
    colors: { primary: '#7dd3fc', light: '#1e3a8a', dark: '#0ea5e9' },
    background: { color: { dark: '#0f1117' } },
  });
  const { service, doc, text } = docsJsonSite(config, ['index.mdx']);
  const found = service
    .diagnoseSite(doc)[0]
    .diagnostics.filter((d) => d.code === 'color-contrast')
    .map((d) => `${d.severity === DiagnosticSeverity.Information ? '(i)' : ''}${coveredText(text, d)}: ${d.message}`);
  assert.equal(found.length, 3);
  assert.match(
    found[0],
    /^"#7dd3fc": .*contrast 1\.6\d:1 against the light background #ffffff \(the generator's default\); text needs 4\.5:1/,
  );
  assert.match(found[1], /^"#1e3a8a": .*contrast 1\.\d\d:1 against the dark background #0f1117; text needs 4\.5:1/);
  assert.match(found[2], /^\(i\)"#0ea5e9": .*buttons in light mode.*contrast 2\.7\d:1/);

  const good = docsJsonSite(
    docsJson([{ group: 'A', pages: ['index'] }], { colors: { primary: '#0b6e4f', light: '#4ade80', dark: '#0b6e4f' } }),
    ['index.mdx'],
  );
  assert.deepEqual(
    good.service.diagnoseSite(good.doc)[0].diagnostics.filter((d) => d.code === 'color-contrast'),
    [],
  );
});
