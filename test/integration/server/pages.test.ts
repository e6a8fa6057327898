// The page checks and the editor help in pages through the real server bundle over stdio: the whole site's
// problems after the folder opens (closed pages too), an open page checked as it is edited, completion, definition,
// hover, links and quick fixes, and a page created on disk repairing the links to it.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { CodeAction, CompletionList, DocumentLink, Hover, LocationLink } from 'vscode-languageserver-protocol';
import type { TestClient } from './lspClient';
import { siteSession } from './siteSession';

const OPEN_TEXT = '---\ntitle: Open\n---\n\n[setup](/guides/setup#install) [bad](/nope) [ext](/guides/setup.mdx)\n';
const site = siteSession('docsite-pages-', {
  'mint.json': JSON.stringify({
    name: 'Docs',
    navigation: [{ group: 'A', pages: ['index', 'guides/setup', 'guides/closed'] }],
  }),
  'index.mdx': '---\ntitle: Home\n---\n\n## Welcome\n',
  'guides/setup.mdx': '---\ntitle: Setup guide\n---\n\n## Install\n',
  // A closed page with a broken link and an unknown front matter key: reported without being opened.
  'guides/closed.mdx': '---\ntitel: Oops\n---\n\nSee [later](/guides/later).\n',
  'guides/open.mdx': OPEN_TEXT,
});
const { workspace, uri } = site;

let client: TestClient;
before(() => {
  client = site.client;
});

test("the whole site: a closed page's problems are published after the folder opens", async () => {
  const published = await client.diagnostics(
    uri('guides/closed.mdx'),
    (p) => p.diagnostics.length === 2,
    'closed page problems',
  );
  assert.deepEqual(published.diagnostics.map((d) => d.code).sort(), ['front-matter-unknown-key', 'page-link-broken']);
  const broken = published.diagnostics.find((d) => d.code === 'page-link-broken')!;
  assert.deepEqual(broken.range.start, { line: 4, character: 'See [later]('.length });
});

test('an open page: problems on the exact range, re-checked after an edit', async () => {
  const pageUri = uri('guides/open.mdx');
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: pageUri, languageId: 'mdx', version: 1, text: OPEN_TEXT },
  });
  const first = await client.diagnostics(
    pageUri,
    (p) => p.version === 1 && p.diagnostics.length === 2,
    'open page problems',
  );
  assert.deepEqual(
    first.diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.character}`),
    [
      `page-link-broken 4:${OPEN_TEXT.split('\n')[4].indexOf('/nope')}`,
      `page-link-extension 4:${OPEN_TEXT.split('\n')[4].indexOf('/guides/setup.mdx')}`,
    ],
  );
  const fixed = OPEN_TEXT.replace('/nope', '/index').replace('setup.mdx', 'setup');
  await client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: pageUri, version: 2 },
    contentChanges: [{ text: fixed }],
  });
  await client.diagnostics(pageUri, (p) => p.version === 2 && p.diagnostics.length === 0, 'fixed page');
  await client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: pageUri, version: 3 },
    contentChanges: [{ text: OPEN_TEXT }],
  });
  await client.diagnostics(pageUri, (p) => p.version === 3 && p.diagnostics.length === 2, 'broken again');
});

test('completion, definition, hover, document links and the quick fix in a page', async () => {
  const pageUri = uri('guides/open.mdx');
  const line = 4;
  const completion = (await client.connection.sendRequest('textDocument/completion', {
    textDocument: { uri: pageUri },
    position: { line, character: 9 },
  })) as CompletionList;
  assert.ok(completion.items.some((i) => i.label === '/guides/setup'));
  const anchors = (await client.connection.sendRequest('textDocument/completion', {
    textDocument: { uri: pageUri },
    position: { line, character: 23 },
  })) as CompletionList;
  assert.deepEqual(
    anchors.items.map((i) => i.label),
    ['install'],
  );
  const definition = (await client.connection.sendRequest('textDocument/definition', {
    textDocument: { uri: pageUri },
    position: { line, character: 12 },
  })) as LocationLink[];
  assert.equal(definition[0].targetUri, uri('guides/setup.mdx'));
  assert.equal(definition[0].targetRange.start.line, 4);
  const hover = (await client.connection.sendRequest('textDocument/hover', {
    textDocument: { uri: pageUri },
    position: { line, character: 12 },
  })) as Hover;
  assert.match((hover.contents as { value: string }).value, /Setup guide/);
  const links = (await client.connection.sendRequest('textDocument/documentLink', {
    textDocument: { uri: pageUri },
  })) as DocumentLink[];
  assert.deepEqual(
    links.map((l) => l.target),
    [uri('guides/setup.mdx'), uri('guides/setup.mdx')],
  );
  const published = await client.diagnostics(pageUri, (p) => p.diagnostics.length === 2, 'diagnostics for the fix');
  const actions = (await client.connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: pageUri },
    range: published.diagnostics[1].range,
    context: { diagnostics: published.diagnostics },
  })) as CodeAction[];
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Change to "/guides/setup"'],
  );
});

test('a page created on disk repairs the links to it in closed pages', async () => {
  const since = client.received.length;
  writeFileSync(join(workspace, 'guides', 'later.mdx'), '# Later\n');
  await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
    changes: [{ uri: uri('guides/later.mdx'), type: 1 }],
  });
  await client.diagnostics(
    uri('guides/closed.mdx'),
    (p) => p.diagnostics.length === 1 && p.diagnostics[0].code === 'front-matter-unknown-key',
    'link repaired',
    since,
  );
});

test('renaming a page: willRenameFiles edits the links in every page; once the move is applied, a redirect is offered and added to the config', async () => {
  let asked = '';
  let applied: { edit: { changes: Record<string, { newText: string }[]> } } | undefined;
  const appliedEdit = new Promise<void>((resolveApplied) => {
    client.connection.onRequest('window/showMessageRequest', (params: { message: string }) => {
      asked = params.message;
      return { title: 'Add Redirect' };
    });
    client.connection.onRequest('workspace/applyEdit', (params: typeof applied) => {
      applied = params;
      resolveApplied();
      return { applied: true };
    });
  });
  const files = [{ oldUri: uri('guides/setup.mdx'), newUri: uri('guides/install.mdx') }];
  const edit = (await client.connection.sendRequest('workspace/willRenameFiles', { files })) as {
    changes: Record<string, { newText: string }[]>;
  };
  assert.deepEqual(
    edit.changes[uri('guides/open.mdx')].map((e) => e.newText),
    ['/guides/install#install', '/guides/install.mdx'],
  );
  // While VS Code shows these edits in its refactor preview, no second question competes with it. (A question sent
  // while answering would have reached this client before the answer: messages arrive in order.)
  assert.equal(asked, '', 'asked about a redirect before the move was applied');
  await client.connection.sendNotification('workspace/didRenameFiles', { files });
  await appliedEdit;
  assert.match(asked, /redirect from \/guides\/setup to \/guides\/install/);
  const newConfig = applied!.edit.changes[uri('mint.json')][0].newText;
  assert.deepEqual(JSON.parse(newConfig).redirects, [{ source: '/guides/setup', destination: '/guides/install' }]);
});

test('the unreachable pages command lists pages in no navigation entry and linked from no page', async () => {
  writeFileSync(join(workspace, 'guides', 'lonely.mdx'), '# Lonely\n\n[x](/nowhere)\n');
  await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
    changes: [{ uri: uri('guides/lonely.mdx'), type: 1 }],
  });
  // Indexed once the whole-site pass has published the new page's problem (its broken link: a page without problems
  // gets no publication).
  await client.diagnostics(uri('guides/lonely.mdx'), (p) => p.diagnostics.length > 0, 'the new page checked');
  const result = (await client.connection.sendRequest('workspace/executeCommand', {
    command: 'docsite.server.unreachablePages',
    arguments: [],
  })) as { roots: { pages: string[] }[] };
  const pages = result.roots.flatMap((r) => r.pages);
  assert.ok(pages.includes(uri('guides/lonely.mdx')), pages.join(', '));
  assert.ok(!pages.includes(uri('guides/closed.mdx')), 'listed in the navigation');
  assert.ok(!pages.includes(uri('guides/later.mdx')), 'linked from closed.mdx');
});

test('a .mintignore written on disk takes its pages out: no problems reported in them, links to them broken', async () => {
  const since = client.received.length;
  writeFileSync(join(workspace, '.mintignore'), 'guides/closed.mdx\n');
  await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
    changes: [{ uri: uri('.mintignore'), type: 1 }],
  });
  await client.diagnostics(
    uri('guides/closed.mdx'),
    (p) => p.diagnostics.length === 0,
    'the ignored page is no page',
    since,
  );
  // The navigation still lists it: the generator keeps the entry, which leads to a 404.
  const config = await client.diagnostics(
    uri('mint.json'),
    (p) => p.diagnostics.some((d) => d.code === 'page-missing'),
    'the listed page is missing',
    since,
  );
  assert.deepEqual(
    config.diagnostics.filter((d) => d.code === 'page-missing').map((d) => String(d.message).match(/"([^"]+)"/)?.[1]),
    ['guides/closed'],
  );
  rmSync(join(workspace, '.mintignore'));
  await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
    changes: [{ uri: uri('.mintignore'), type: 3 }],
  });
  await client.diagnostics(uri('guides/closed.mdx'), (p) => p.diagnostics.length === 1, 'a page again', since);
});
