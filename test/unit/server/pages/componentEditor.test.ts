import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Hover, MarkupContent, TextEdit } from 'vscode-languageserver-protocol';
import { PageList } from '../../../../server/src/service/config/features/pageList';
import {
  pageCodeActions,
  pageCompletions,
  pageDefinition,
  pageHover,
  type PageEditorSite,
} from '../../../../server/src/service/pages/pageEditor';
import { CONFIG, ROOT, site } from './support';

const files: Record<string, string> = {
  'docs.json': CONFIG,
  'index.mdx': '# Home\n',
  'snippets/setup.mdx':
    '{/* Setup steps */}\nexport const Setup = ({ product, version }) => (\n  <p>{product} {version}</p>\n);\n',
};

function editor(textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  const all: Record<string, string> = { ...files, 'p.mdx': text };
  const pages = site(all);
  const editorSite: PageEditorSite = {
    ...pages.context(),
    pageList: () => new PageList(['index']),
    parsedPage: (p) => pages.parse(p),
    readText: (p) => all[p.slice(ROOT.length + 1)],
  };
  const document = TextDocument.create(`file://${ROOT}/p.mdx`, 'mdx', 1, text);
  const path = `${ROOT}/p.mdx`;
  const parsed = pages.parse(path, text)!;
  const position = document.positionAt(offset);
  return {
    document,
    complete: () => pageCompletions(document, path, parsed, position, editorSite),
    hover: () => pageHover(document, path, parsed, position, editorSite),
    definition: () => pageDefinition(document, path, parsed, position, editorSite),
    pages,
  };
}

const markdown = (hover: Hover | null) => (hover?.contents as MarkupContent).value;

test('< offers built-in and imported components, with a snippet of the required props', () => {
  const items = editor("import { Setup } from '/snippets/setup.mdx';\n\n<Ta|").complete()!.items;
  const tab = items.find((i) => i.label === 'Tab')!;
  assert.equal((tab.textEdit as TextEdit).newText, 'Tab title="${1}">\n\t${0}\n</Tab>');
  assert.equal((tab.textEdit as TextEdit).range.start.character, 1);
  const icon = items.find((i) => i.label === 'Icon')!;
  assert.equal((icon.textEdit as TextEdit).newText, 'Icon icon="${1}" />');
  assert.ok(items.some((i) => i.label === 'Setup' && i.detail === 'from snippets/setup.mdx'));
  const cardGroup = items.find((i) => i.label === 'CardGroup')!;
  assert.match(cardGroup.detail!, /deprecated: use Columns/);
  assert.ok(!items.some((i) => i.label === 'Param'), 'an older alias is not offered');
});

test('inside a tag: the props not yet written, required first; values of enums and icon names', () => {
  const props = editor('<Step icon="x" |').complete()!.items;
  assert.equal(props[0].label, 'title');
  assert.ok(!props.some((p) => p.label === 'icon'));
  assert.ok(props.some((p) => p.label === 'titleSize'));
  assert.equal(
    (props.find((p) => p.label === 'titleSize')!.textEdit as TextEdit).newText,
    'titleSize="${1|p,h2,h3,h4|}"',
  );
  const values = editor('<Badge size="|"')
    .complete()!
    .items.map((i) => i.label);
  assert.deepEqual(values, ['xs', 'sm', 'md', 'lg']);
  const icons = editor('<Card icon="rock|"')
    .complete()!
    .items.map((i) => i.label);
  assert.ok(icons.includes('rocket'));
  assert.ok(icons.every((i) => i.startsWith('rock')) || icons.length < 500);
  const snippetProps = editor('import { Setup } from \'/snippets/setup.mdx\';\n\n<Setup product="x" |')
    .complete()!
    .items.map((i) => i.label);
  assert.deepEqual(snippetProps, ['version']);
});

test('</ closes the innermost open tag', () => {
  const items = editor('<Steps>\n<Step title="a">\n\nx\n\n</|').complete()!.items;
  assert.deepEqual(
    items.map((i) => i.label),
    ['</Step>'],
  );
  assert.equal((items[0].textEdit as TextEdit).newText, 'Step>');
  const after = editor('<Steps>\n<Step title="a">\n\nx\n\n</Step>\n</|').complete()!.items;
  assert.deepEqual(
    after.map((i) => i.label),
    ['</Steps>'],
  );
});

test('hover on a component shows its description and props; on a prop its type and default', () => {
  const onName = markdown(editor('<Col|umns cols={2}>\nx\n</Columns>\n').hover());
  assert.match(onName, /\*\*<Columns>\*\*/);
  assert.match(onName, /\| `cols` \| number \(1–4\) \| 2 \|/);
  const onProp = markdown(editor('<Columns co|ls={2}>\nx\n</Columns>\n').hover());
  assert.match(onProp, /`cols`: number \(1–4\)/);
  assert.match(onProp, /Default: `2`/);
  const deprecated = markdown(editor('<Card|Group>\nx\n</CardGroup>\n').hover());
  assert.match(deprecated, /Deprecated: use `<Columns>`/);
});

test('hover and go to definition on a snippet component lead to its export', () => {
  const text = 'import { Setup } from \'/snippets/setup.mdx\';\n\n<Set|up product="x" />\n';
  const hover = markdown(editor(text).hover());
  assert.match(hover, /from `snippets\/setup.mdx`/);
  assert.match(hover, /Props: `product`, `version`/);
  assert.match(hover, /export const Setup/);
  const [target] = editor(text).definition()!;
  assert.equal(target.targetUri, `file://${ROOT}/snippets/setup.mdx`);
  assert.equal(target.targetRange.start.line, 1);
});

test('the CardGroup quick fix renames the opening and the closing tag', () => {
  const text = '<CardGroup cols={2}>\n<Card title="a">x</Card>\n</CardGroup>\n';
  const { document, pages } = editor(text);
  const diagnostics = pages.check(`${ROOT}/p.mdx`, text);
  const [fix] = pageCodeActions(document.uri, diagnostics, document);
  assert.equal(fix.title, 'Change <CardGroup> to <Columns>');
  const edits = fix.edit!.changes![document.uri];
  assert.equal(TextDocument.applyEdits(document, edits), '<Columns cols={2}>\n<Card title="a">x</Card>\n</Columns>\n');
});

test('the CardGroup quick fix finds the closing tag again when the text changed after the check', () => {
  const text = '<CardGroup cols={2}>\n<Card title="a">x</Card>\n</CardGroup>\n';
  const [diagnostic] = editor(text).pages.check(`${ROOT}/p.mdx`, text);
  // A line added inside the element since: the closing tag the check saw has moved.
  const changed = '<CardGroup cols={2}>\n<Card title="a">x</Card>\n<Card title="b">y</Card>\n</CardGroup>\n';
  const { document } = editor(changed);
  const [fix] = pageCodeActions(document.uri, [diagnostic], document);
  assert.equal(
    TextDocument.applyEdits(document, fix.edit!.changes![document.uri]),
    '<Columns cols={2}>\n<Card title="a">x</Card>\n<Card title="b">y</Card>\n</Columns>\n',
  );
  assert.equal(fix.isPreferred, true);
});

test('the quick fix of a missing required prop writes it, empty, right after the name', () => {
  const text = '<Tabs>\n<Tab icon="star">\nx\n</Tab>\n</Tabs>\n\n<ResponseField>y</ResponseField>\n';
  const { document, pages } = editor(text);
  const diagnostics = pages.check(`${ROOT}/p.mdx`, text).filter((d) => d.code === 'component-prop-required');
  assert.equal(diagnostics.length, 2);
  const fixes = pageCodeActions(document.uri, diagnostics, document);
  assert.deepEqual(
    fixes.map((f) => f.title),
    ['Add title="" to <Tab>', 'Add name="" type="" to <ResponseField>'],
  );
  const edits = fixes.flatMap((f) => f.edit!.changes![document.uri]);
  assert.equal(
    TextDocument.applyEdits(document, edits),
    '<Tabs>\n<Tab title="" icon="star">\nx\n</Tab>\n</Tabs>\n\n<ResponseField name="" type="">y</ResponseField>\n',
  );
});

test('a rule between props (exactly one of) gets no fix that writes props', () => {
  const text = '<Mention user="a@b.c" page="/x" />\n';
  const { document, pages } = editor(text);
  const diagnostics = pages.check(`${ROOT}/p.mdx`, text).filter((d) => d.code === 'component-prop-required');
  assert.equal(diagnostics.length, 1);
  assert.deepEqual(pageCodeActions(document.uri, diagnostics, document), []);
});

test('the quick fix of a misspelt prop renames it and keeps its value', () => {
  const text = '<Card titel="Start" href="/index">x</Card>\n';
  const { document, pages } = editor(text);
  const diagnostics = pages.check(`${ROOT}/p.mdx`, text).filter((d) => d.code === 'component-prop-unknown');
  const [fix] = pageCodeActions(document.uri, diagnostics, document);
  assert.equal(fix.title, 'Rename "titel" to "title"');
  assert.equal(
    TextDocument.applyEdits(document, fix.edit!.changes![document.uri]),
    '<Card title="Start" href="/index">x</Card>\n',
  );
});

test('a selection of whole lines can be wrapped in a callout, Steps, Tabs, AccordionGroup or CodeGroup', () => {
  const text = 'one\ntwo\nthree\n';
  const document = TextDocument.create(`file://${ROOT}/p.mdx`, 'mdx', 1, text);
  const actions: CodeAction[] = pageCodeActions(document.uri, [], document, {
    start: { line: 1, character: 0 },
    end: { line: 2, character: 0 },
  });
  assert.deepEqual(
    actions.map((a) => a.title),
    [
      'Wrap in <Note>',
      'Wrap in <Warning>',
      'Wrap in <Info>',
      'Wrap in <Tip>',
      'Wrap in <Check>',
      'Wrap in <Danger>',
      'Wrap in <Steps>',
      'Wrap in <Tabs>',
      'Wrap in <AccordionGroup>',
      'Wrap in <CodeGroup>',
    ],
  );
  const note = actions[0].edit!.changes![document.uri];
  assert.equal(TextDocument.applyEdits(document, note), 'one\n<Note>\ntwo\n</Note>\nthree\n');
  assert.deepEqual(
    pageCodeActions(document.uri, [], document, { start: { line: 1, character: 1 }, end: { line: 1, character: 1 } }),
    [],
  );
  assert.deepEqual(
    pageCodeActions(document.uri, [], document, { start: { line: 1, character: 1 }, end: { line: 1, character: 2 } }),
    [],
    'part of a line is not wrapped',
  );
  assert.equal(
    pageCodeActions(document.uri, [], document, { start: { line: 1, character: 0 }, end: { line: 1, character: 3 } })
      .length,
    10,
    'one whole line is',
  );
});

test('hover on a default import of an .mdx snippet shows its first lines', () => {
  const text = "import Intro from '/snippets/setup.mdx';\n\n<In|tro />\n";
  assert.match(markdown(editor(text).hover()), /Setup steps/);
});
