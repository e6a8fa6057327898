// Components in pages through the real server bundle over stdio: the component problems of an open page, completion
// of a component and of a prop, hover, go to definition of a snippet component and the CardGroup quick fix.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CompletionList, Hover, LocationLink, TextEdit } from 'vscode-languageserver-protocol';
import { siteSession } from './siteSession';

const PAGE = [
  "import { Setup } from '/snippets/setup.mdx';",
  '',
  '<CardGroup cols={2}>',
  '<Card titel="A" icon="rocket" >x</Card>',
  '</CardGroup>',
  '',
  '<Setup product="p" />',
  '',
  '',
].join('\n');
const site = siteSession('docsite-components-', {
  'mint.json': JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['index', 'page'] }] }),
  'index.mdx': '---\ntitle: Home\n---\n',
  'snippets/setup.mdx': 'export const Setup = ({ product }) => <p>{product}</p>;\n',
  'page.mdx': PAGE,
});
const pageUri = site.uri('page.mdx');
before(() => site.open('page.mdx', PAGE));

test('an open page: a deprecated component and an unknown prop, on their names', async () => {
  const published = await site.client.diagnostics(
    pageUri,
    (p) => p.version === 1 && p.diagnostics.length === 2,
    'component problems',
  );
  assert.deepEqual(
    published.diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.character}`),
    ['component-prop-unknown 3:6', 'component-deprecated 2:1'],
  );
  assert.match(String(published.diagnostics[0].message), /Did you mean "title"\?/);
});

test('completion of a component after < and of a prop inside its tag', async () => {
  const document = TextDocument.create(pageUri, 'mdx', 2, `${PAGE}<Acc`);
  await site.client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: pageUri, version: 2 },
    contentChanges: [{ text: document.getText() }],
  });
  const names = (await site.client.connection.sendRequest('textDocument/completion', {
    textDocument: { uri: pageUri },
    position: { line: 8, character: 4 },
  })) as CompletionList;
  const accordion = names.items.find((i) => i.label === 'Accordion');
  assert.ok(accordion, 'Accordion is offered');
  assert.equal((accordion.textEdit as TextEdit).newText, 'Accordion title="${1}">\n\t${0}\n</Accordion>');
  assert.ok(
    names.items.some((i) => i.label === 'Setup'),
    'the imported snippet component is offered',
  );
  const props = (await site.client.connection.sendRequest('textDocument/completion', {
    textDocument: { uri: pageUri },
    position: { line: 3, character: 30 },
  })) as CompletionList;
  const labels = props.items.map((i) => i.label);
  assert.ok(labels.includes('href') && labels.includes('img'));
  assert.ok(!labels.includes('icon'), 'a prop already written is not offered again');
});

test('hover on a component and go to definition of a snippet component', async () => {
  const hover = (await site.client.connection.sendRequest('textDocument/hover', {
    textDocument: { uri: pageUri },
    position: { line: 3, character: 2 },
  })) as Hover;
  assert.match((hover.contents as { value: string }).value, /\*\*<Card>\*\*/);
  const definition = (await site.client.connection.sendRequest('textDocument/definition', {
    textDocument: { uri: pageUri },
    position: { line: 6, character: 3 },
  })) as LocationLink[];
  assert.equal(definition[0].targetUri, site.uri('snippets/setup.mdx'));
});

test('the CardGroup quick fix renames both tags', async () => {
  await site.client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: pageUri, version: 3 },
    contentChanges: [{ text: PAGE }],
  });
  const published = await site.client.diagnostics(
    pageUri,
    (p) => p.version === 3 && p.diagnostics.length === 2,
    'problems again',
  );
  const deprecated = published.diagnostics.find((d) => d.code === 'component-deprecated')!;
  const actions = (await site.client.connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: pageUri },
    range: deprecated.range,
    context: { diagnostics: [deprecated] },
  })) as CodeAction[];
  const fix = actions.find((a) => a.title === 'Change <CardGroup> to <Columns>')!;
  const fixed = TextDocument.applyEdits(TextDocument.create(pageUri, 'mdx', 3, PAGE), fix.edit!.changes![pageUri]);
  assert.match(fixed, /^<Columns cols=\{2\}>$/m);
  assert.match(fixed, /^<\/Columns>$/m);
});
