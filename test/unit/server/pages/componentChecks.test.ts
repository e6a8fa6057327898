import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fenceTitle } from '../../../../server/src/service/pages/components/checks/codeGroupTitle';
import { readElements } from '../../../../server/src/service/pages/components/elements';
import { readExports } from '../../../../server/src/service/pages/components/snippets';
import { CONFIG, ROOT, site } from './support';

const base = { 'docs.json': CONFIG, 'index.mdx': '# Home\n\n## Setup\n', 'images/logo.png': '' };

/** Diagnostics of `p.mdx` as `code@"covered text"`, with the message when `withMessage`. */
function check(page: string, extra: Record<string, string> = {}): string[] {
  const files = { ...base, ...extra, 'p.mdx': page };
  const document = TextDocument.create('file:///x', 'mdx', 1, page);
  return site(files)
    .check(`${ROOT}/p.mdx`, page)
    .map((d) => `${d.code}@${JSON.stringify(document.getText(d.range))}`);
}

function messages(page: string, extra: Record<string, string> = {}): string[] {
  return site({ ...base, ...extra, 'p.mdx': page })
    .check(`${ROOT}/p.mdx`, page)
    .map((d) => String(d.message));
}

test('an unknown component is reported on its name with the nearest built-in; HTML, imported and defined names pass', () => {
  const page =
    'import { Setup } from \'/snippets/setup.mdx\';\n\nexport const Mine = () => <b>x</b>;\n\n<Crad title="x">y</Crad>\n\n<div>ok</div>\n\n<Setup />\n\n<Mine />\n\n<Note>fine</Note>\n';
  assert.deepEqual(check(page, { 'snippets/setup.mdx': 'export const Setup = () => <p>s</p>;\n' }), [
    'component-unknown@"Crad"',
  ]);
  assert.match(
    messages(page, { 'snippets/setup.mdx': 'export const Setup = () => <p>s</p>;\n' })[0],
    /removes it and everything inside it.*Did you mean <Card>\?/,
  );
});

test('tags in code blocks, inline code and expressions are not elements', () => {
  const page = '```jsx\n<Crad title="x" />\n```\n\nUse `<Crad>` here.\n\n{"<Crad>"}\n';
  assert.deepEqual(check(page), []);
});

test('an unknown prop gets the nearest prop; a prop written twice is reported on the second', () => {
  assert.deepEqual(check('<Card titel="x" title="y" title="z">a</Card>\n'), [
    'component-prop-unknown@"titel"',
    'component-prop-unknown@"title"',
  ]);
  assert.match(messages('<Card titel="x">a</Card>\n')[0], /Did you mean "title"\?/);
  // style and key go on any component.
  assert.deepEqual(check('<Card title="a" style={{ margin: 0 }} key="k">a</Card>\n'), []);
});

test('enum values, number ranges, "false" in quotes and icon styles are checked; expressions are left alone', () => {
  const page =
    '<Badge size="xl" color="blue">b</Badge>\n\n<Columns cols={5}>\n<Card title="a">x</Card>\n</Columns>\n\n<Accordion title="t" defaultOpen="false">x</Accordion>\n\n<Card title="x" iconType="bold" icon="rocket">y</Card>\n\n<Badge size={size}>b</Badge>\n';
  assert.deepEqual(check(page), [
    'component-prop-value@"xl"',
    'component-prop-value@"5"',
    'component-prop-value@"false"',
    'component-prop-value@"bold"',
  ]);
});

test('icon names are checked against the site library (a path or URL is not a name)', () => {
  const page =
    '<Card title="x" icon="rocket">a</Card>\n\n<Card title="y" icon="rockt">a</Card>\n\n<Card title="z" icon="/images/logo.png">a</Card>\n\n<Card title="w" icon="/images/nope.svg">a</Card>\n';
  assert.deepEqual(check(page), ['unknown-icon@"rockt"', 'component-prop-target@"/images/nope.svg"']);
});

test('iconType with a library other than Font Awesome has no effect', () => {
  const config = JSON.stringify({
    name: 'Docs',
    theme: 'mint',
    colors: { primary: '#000000' },
    icons: { library: 'lucide' },
    navigation: { pages: ['index'] },
  });
  const files = { 'docs.json': config, 'index.mdx': '# Home\n' };
  const page = '<Card title="x" icon="house" iconType="solid">a</Card>\n';
  const found = site({ ...files, 'p.mdx': page }).check(`${ROOT}/p.mdx`, page);
  assert.deepEqual(
    found.map((d) => d.code),
    ['component-prop-value'],
  );
  assert.match(String(found[0].message), /lucide/);
});

test('required props and the rules between props', () => {
  const page = [
    '<Tabs>\n<Tab>x</Tab>\n</Tabs>',
    '<Icon color="red" />',
    '<Icon icon="rocket" />',
    '<Mention user="a@b.c" page="/index" />',
    '<ParamField type="string">x</ParamField>',
    '<ParamField query="a" type="string">x</ParamField>',
    '<Tooltip tip="t" cta="More">x</Tooltip>',
    '<Tooltip tip="t" cta="More" href="/index">x</Tooltip>',
    '<Tab {...props}>x</Tab>',
  ].join('\n\n');
  const found = check(`<Tabs>\n${page}\n</Tabs>\n`);
  assert.deepEqual(found, [
    'component-prop-required@"Tab"',
    'component-prop-required@"Icon"',
    'component-prop-required@"Mention"',
    'component-prop-required@"ParamField"',
    'component-prop-required@"Tooltip"',
  ]);
});

test('a child outside its parent: Tab outside Tabs, Step outside Steps, Tree.File outside Tree; fragments are transparent', () => {
  const page =
    '<Tab title="a">x</Tab>\n\n<Steps>\n<>\n<Step title="s">x</Step>\n</>\n</Steps>\n\n<Note>\n<Step title="t">x</Step>\n</Note>\n\n<Tree>\n<Tree.Folder name="f">\n<Tree.File name="a" />\n</Tree.Folder>\n</Tree>\n\n<Tree.File name="b" />\n';
  assert.deepEqual(check(page), ['component-parent@"Tab"', 'component-parent@"Step"', 'component-parent@"Tree.File"']);
});

test('CardGroup is deprecated in favour of Columns (with the replacement for the quick fix)', () => {
  const text = '<CardGroup cols={2}>\n<Card title="a">x</Card>\n</CardGroup>\n';
  const found = site({ ...base, 'p.mdx': text }).check(`${ROOT}/p.mdx`);
  assert.equal(found.length, 1);
  assert.equal(found[0].code, 'component-deprecated');
  // Where it closes comes along, so the quick fix need not read the page again.
  assert.deepEqual(found[0].data, {
    suggestion: 'Columns',
    closeOffset: text.indexOf('</CardGroup>'),
    selfClosing: false,
  });
  assert.deepEqual(found[0].tags, [2]);
});

test('a code block in a CodeGroup needs a title; options after the language are not one', () => {
  const page =
    '<CodeGroup>\n```bash npm\nnpm i\n```\n\n```bash\nyarn add\n```\n\n```js lines {1-2}\nx\n```\n\n```js title="index.js"\ny\n```\n</CodeGroup>\n\n```bash\noutside\n```\n';
  assert.deepEqual(check(page), ['codegroup-title@"```bash"', 'codegroup-title@"```js lines {1-2}"']);
  assert.deepEqual(
    check('<RequestExample>\n```bash\ncurl x\n```\n</RequestExample>\n'),
    [],
    'a lone example block has no tabs',
  );
  assert.deepEqual(check('<ResponseExample>\n```json 200\n{}\n```\n\n```json\n{}\n```\n</ResponseExample>\n'), [
    'codegroup-title@"```json"',
  ]);
  assert.equal(fenceTitle('js index.js'), 'index.js');
  assert.equal(fenceTitle('js wrap'), '');
  assert.equal(fenceTitle("python title='main.py' lines"), 'main.py');
});

test('image and page props are resolved like links', () => {
  const page =
    '<Card title="a" img="/images/logo.png">x</Card>\n\n<Card title="b" img="/images/missing.png">x</Card>\n\n<Mention page="/nowhere" />\n';
  assert.deepEqual(check(page), ['component-prop-target@"/images/missing.png"', 'component-prop-target@"/nowhere"']);
  assert.match(messages(page)[0], /^Image /);
});

test('snippet components: their props come from the parameter list; a rest element or a default import takes any', () => {
  const snippet =
    "export const Setup = ({ name, version = '1', ...rest }) => <p>{name}</p>;\n\nexport function Step2({ title, body: text }) {\n  return <p>{title}</p>;\n}\n";
  const exports = readExports(snippet);
  assert.equal(exports.get('Setup')!.props, undefined);
  assert.deepEqual(exports.get('Step2')!.props, ['title', 'body']);
  const files = {
    'snippets/s.mdx': snippet,
    'snippets/t.jsx': 'export const Only = ({ label }) => <b>{label}</b>;\n',
    'snippets/d.mdx': 'Hi {who}\n',
  };
  const page =
    'import { Setup, Step2 } from \'/snippets/s.mdx\';\nimport { Only } from \'/snippets/t.jsx\';\nimport Default from \'/snippets/d.mdx\';\n\n<Setup anything="x" />\n\n<Step2 title="a" tittle="b" />\n\n<Only labl="x" />\n\n<Default who="me" />\n';
  assert.deepEqual(check(page, files), ['component-prop-unknown@"tittle"', 'component-prop-unknown@"labl"']);
  assert.match(messages(page, files)[1], /Did you mean "label"\?/);
});

test('a snippet file is rendered inside the pages that import it: unknown names and top-level children are not judged there', () => {
  const text = '<Step title="a">x</Step>\n\n<Custom />\n';
  assert.deepEqual(site({ ...base, 'snippets/part.mdx': text }).check(`${ROOT}/snippets/part.mdx`, text), []);
});

test('an unclosed tag is reported once, at the opening tag, with the cause named; a bare < is named', () => {
  const page = '# T\n\n<Card titel="x" icon="rocketship" cols={5}>\n\nHello\n';
  const found = site({ ...base, 'p.mdx': page }).check(`${ROOT}/p.mdx`, page);
  assert.equal(found.length, 1);
  assert.equal(found[0].code, 'page-syntax');
  assert.equal(found[0].range.start.line, 2);
  assert.match(String(found[0].message), /<Card> on line 3 is never closed/);
  const mismatch = site({ ...base, 'p.mdx': '<Tabs>\n<Tab title="a">\nx\n</Tabs>\n' }).check(`${ROOT}/p.mdx`);
  assert.equal(mismatch.length, 1);
  assert.equal(mismatch[0].range.start.line, 1);
  assert.match(String(mismatch[0].message), /<Tab> on line 2 is never closed: <\/Tabs> on line 4 comes first/);
  const bare = site({ ...base, 'p.mdx': 'a <3 b\n' }).check(`${ROOT}/p.mdx`);
  assert.equal(bare.length, 1);
  assert.equal(bare[0].range.start.character, 2);
  assert.match(String(bare[0].message), /bare `<` in text opens a tag/);
});

test('the element reader: names, attributes with ranges, parents, flow, fences, imports and exports', () => {
  const text =
    "import A, { B as C } from '/snippets/a.mdx';\nexport const D = 1;\n\n<Tabs>\n  <Tab title=\"x\" open>\n\n  ```js a.js\n  code\n  ```\n\n  </Tab>\n</Tabs>\n\nText <Icon icon={'x'} /> more\n";
  const read = readElements(text);
  assert.deepEqual(
    read.elements.map((e) => [e.name, e.parent, e.flow, e.selfClosing]),
    [
      ['Tabs', -1, true, false],
      ['Tab', 0, true, false],
      ['Icon', -1, false, true],
    ],
  );
  const tab = read.elements[1];
  assert.deepEqual(
    tab.attributes.map((a) => [a.name, text.slice(a.offset, a.offset + a.length), a.value?.text]),
    [
      ['title', 'title', 'x'],
      ['open', 'open', undefined],
    ],
  );
  assert.equal(text.slice(tab.attributes[0].value!.offset, tab.attributes[0].value!.offset + 1), 'x');
  assert.deepEqual(
    read.fences.map((f) => [f.info, f.parent]),
    [['js a.js', 1]],
  );
  assert.deepEqual(read.imports, [
    { name: 'A', imported: 'default', source: '/snippets/a.mdx' },
    { name: 'C', imported: 'B', source: '/snippets/a.mdx' },
  ]);
  assert.deepEqual([...read.exports], ['D']);
  assert.equal(read.elements[0].closeOffset, text.indexOf('</Tabs>'));
});

test('a line of many spaces reads in linear time', () => {
  const text = `${' '.repeat(20000)}x\n`.repeat(20);
  const start = performance.now();
  readElements(text);
  assert.ok(performance.now() - start < 2000);
});
