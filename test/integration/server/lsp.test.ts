// Drives the real server bundle (`server/out/server.js`, built by `npm run build`) as an LSP client would.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import type { CompletionList, Hover, MarkupContent, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { SERVER_BUNDLE, startServerProcess } from './lspClient';

const workspace = mkdtempSync(join(tmpdir(), 'docsite-lsp-'));
after(() => rmSync(workspace, { recursive: true, force: true }));
const CONFIG_TEXT = JSON.stringify(
  { name: 'Docs', navigation: [{ group: 'Start', pages: ['intro', 'guides/new'] }], modeToggle: { default: 'light' } },
  null,
  2,
);
mkdirSync(join(workspace, 'guides'));
writeFileSync(join(workspace, 'intro.mdx'), '---\ntitle: Welcome aboard\n---\n');
writeFileSync(join(workspace, 'mint.json'), CONFIG_TEXT);
const folderUri = pathToFileURL(workspace).href;
const configUri = pathToFileURL(join(workspace, 'mint.json')).href;
const codesOf = (p: PublishDiagnosticsParams) => p.diagnostics.map((d) => String(d.code));

test('the server bundle exists (run npm run build first)', () => {
  assert.ok(existsSync(SERVER_BUNDLE), `${SERVER_BUNDLE} is missing`);
});

test('over stdio: diagnostics, completion, hover, a watched-file event, a change and a close', async () => {
  const client = startServerProcess('stdio', { unknownKeys: 'warning' });
  try {
    const init = (await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'docs' }],
      capabilities: { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } } },
    })) as { capabilities: { completionProvider?: unknown; hoverProvider?: unknown } };
    assert.ok(init.capabilities.completionProvider && init.capabilities.hoverProvider);
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'json', version: 1, text: CONFIG_TEXT },
    });

    const opened = await client.diagnostics(
      configUri,
      (p) => p.version === 1 && p.diagnostics.length > 0,
      'missing page on open',
    );
    assert.deepEqual(codesOf(opened), ['page-missing']);
    assert.equal(
      opened.diagnostics[0].range.start.line,
      CONFIG_TEXT.split('\n').findIndex((l) => l.includes('"guides/new"')),
    );

    // Completion of a page path inside the pages array: "intro" is offered (already used, so sorted last).
    const pagesLine = CONFIG_TEXT.split('\n').findIndex((l) => l.includes('"intro"'));
    const completion = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: configUri },
      position: { line: pagesLine, character: CONFIG_TEXT.split('\n')[pagesLine].indexOf('"intro"') + 1 },
    })) as CompletionList;
    assert.deepEqual(
      completion.items.map((i) => i.label),
      ['intro'],
    );

    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri: configUri },
      position: { line: pagesLine, character: CONFIG_TEXT.split('\n')[pagesLine].indexOf('"intro"') + 2 },
    })) as Hover;
    assert.match((hover.contents as MarkupContent).value, /Welcome aboard/);

    // Creating the missing page clears its error without touching mint.json.
    writeFileSync(join(workspace, 'guides', 'new.mdx'), '# New\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: pathToFileURL(join(workspace, 'guides', 'new.mdx')).href, type: 1 }],
    });
    const cleared = await client.diagnostics(
      configUri,
      (p) => p.diagnostics.length === 0,
      'error cleared after the file was created',
    );
    assert.equal(cleared.version, 1);

    // An edit with a typo in an enum: one diagnostic with a suggestion, for version 2.
    const edited = CONFIG_TEXT.replace('"light"', '"lihgt"');
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: configUri, version: 2 },
      contentChanges: [{ text: edited }],
    });
    const afterEdit = await client.diagnostics(configUri, (p) => p.version === 2, 'diagnostics of version 2');
    assert.deepEqual(codesOf(afterEdit), ['enum']);
    assert.deepEqual(afterEdit.diagnostics[0].data, { suggestion: 'light' });

    // Closing drops the unsaved edit's problem: the file on disk (whose page now exists) is what is reported, and it
    // is clean. (A close whose disk text has problems is the next test's.)
    const beforeClose = client.received.length;
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: configUri } });
    const closed = await client.diagnostics(
      configUri,
      (p) => p.version === undefined,
      "the disk text's diagnostics on close",
      beforeClose,
    );
    assert.deepEqual(closed.diagnostics, []);
    assert.equal(client.stderr(), '');
  } finally {
    await client.stop();
  }
  assert.equal(client.child.exitCode, 0);
});

test('a burst of changes is validated once, for the latest version only', async () => {
  const client = startServerProcess('stdio');
  try {
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'docs' }],
      capabilities: {},
    });
    await client.connection.sendNotification('initialized', {});
    const uri = pathToFileURL(join(workspace, 'burst', 'mint.json')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'json', version: 1, text: '{}' },
    });
    await client.diagnostics(uri, (p) => p.version === 1, 'open');
    // Sent in one tick, as fast typing would: the debounce coalesces them.
    const sent: Promise<void>[] = [];
    for (let version = 2; version <= 20; version++) {
      sent.push(
        client.connection.sendNotification('textDocument/didChange', {
          textDocument: { uri, version },
          contentChanges: [{ text: `{"name": ${version}}` }],
        }),
      );
    }
    await Promise.all(sent);
    const last = await client.diagnostics(uri, (p) => p.version === 20, 'latest version');
    assert.ok(codesOf(last).includes('type'));
    const versions = client.received.filter((p) => p.uri === uri).map((p) => p.version ?? 0);
    assert.deepEqual(
      versions,
      [...versions].sort((a, b) => a - b),
      'published versions never go backwards',
    );
    assert.ok(versions.length < 10, `the burst was coalesced (published versions: ${versions.join(', ')})`);
  } finally {
    await client.stop();
  }
});

test('over node-ipc: the server answers initialize and publishes diagnostics', async () => {
  const client = startServerProcess('node-ipc');
  try {
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'docs' }],
      capabilities: {},
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'json', version: 1, text: '{"name": "x", "navigation": [], ' },
    });
    const found = await client.diagnostics(configUri, (p) => p.diagnostics.length > 0, 'syntax error over ipc');
    assert.ok(codesOf(found).includes('json-syntax'));
  } finally {
    await client.stop();
  }
});

// Closed configs: every mint.json of the workspace is reported from disk without being opened, as TypeScript and
// ESLint report a workspace's problems. A site of its own per test, so the tests run in any order.
const BROKEN_ON_DISK =
  '{\n  "name": "Docs",\n  "navigation": [{ "group": "Start", "pages": ["intro", "missing"] }],\n}\n';
const CLEAN_IN_EDITOR = '{\n  "name": "Docs",\n  "navigation": [{ "group": "Start", "pages": ["intro"] }]\n}\n';

function closedSite(): { folderUri: string; configPath: string; configUri: string } {
  const folder = mkdtempSync(join(tmpdir(), 'docsite-closed-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(join(folder, 'intro.mdx'), '# Intro\n');
  writeFileSync(join(folder, 'mint.json'), BROKEN_ON_DISK);
  return {
    folderUri: pathToFileURL(folder).href,
    configPath: join(folder, 'mint.json'),
    configUri: pathToFileURL(join(folder, 'mint.json')).href,
  };
}

async function initialize(client: ReturnType<typeof startServerProcess>, folderUri: string): Promise<void> {
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: folderUri,
    workspaceFolders: [{ uri: folderUri, name: 'site' }],
    capabilities: { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } } },
  });
  await client.connection.sendNotification('initialized', {});
}

test('closed configs: reported from disk after initialize, again on close, on a watched change, cleared on delete', async () => {
  const site = closedSite();
  const client = startServerProcess('stdio');
  try {
    await initialize(client, site.folderUri);
    // (1) Never opened: the disk text's problems arrive on their own, without a version.
    const fromDisk = await client.diagnostics(
      site.configUri,
      (p) => p.diagnostics.length > 0,
      "the unopened config's diagnostics",
    );
    assert.equal(fromDisk.version, undefined);
    assert.deepEqual(codesOf(fromDisk).sort(), ['page-missing', 'trailing-comma']);
    assert.equal(fromDisk.diagnostics.find((d) => d.code === 'page-missing')!.range.start.line, 2);

    // Opened with other text: the editor's text wins.
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: site.configUri, languageId: 'json', version: 1, text: CLEAN_IN_EDITOR },
    });
    const open = await client.diagnostics(site.configUri, (p) => p.version === 1, "the open text's diagnostics");
    assert.deepEqual(open.diagnostics, []);

    // (2) Closed without saving: the disk text's problems come back instead of an empty list.
    const beforeClose = client.received.length;
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: site.configUri } });
    const afterClose = await client.diagnostics(
      site.configUri,
      (p) => p.version === undefined,
      'the disk diagnostics on close',
      beforeClose,
    );
    assert.deepEqual(codesOf(afterClose).sort(), ['page-missing', 'trailing-comma']);

    // A page created: closed configs are re-validated with the open ones, so its page-missing error goes.
    writeFileSync(join(dirname(site.configPath), 'missing.mdx'), '# Missing\n');
    const beforeCreate = client.received.length;
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: pathToFileURL(join(dirname(site.configPath), 'missing.mdx')).href, type: 1 }],
    });
    const afterCreate = await client.diagnostics(
      site.configUri,
      () => true,
      'diagnostics after the page was created',
      beforeCreate,
    );
    assert.deepEqual(codesOf(afterCreate), ['trailing-comma']);

    // (3) Changed on disk while closed: re-read on the watched-file event.
    writeFileSync(
      site.configPath,
      CLEAN_IN_EDITOR.replace('"Docs"', '"Docs", "modeToggle": { "default": "lihgt" }').replace(
        '["intro"]',
        '["intro", "missing"]',
      ),
    );
    const beforeChange = client.received.length;
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: site.configUri, type: 2 }],
    });
    const changed = await client.diagnostics(
      site.configUri,
      () => true,
      'diagnostics of the changed file',
      beforeChange,
    );
    assert.deepEqual(codesOf(changed), ['enum']);
    assert.deepEqual(changed.diagnostics[0].data, { suggestion: 'light' });

    // Deleted: its diagnostics are cleared.
    unlinkSync(site.configPath);
    const beforeDelete = client.received.length;
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [{ uri: site.configUri, type: 3 }],
    });
    const deleted = await client.diagnostics(site.configUri, () => true, 'cleared after the delete', beforeDelete);
    assert.deepEqual(deleted.diagnostics, []);
    assert.equal(client.stderr(), '');
  } finally {
    await client.stop();
  }
});

test('closed configs: with docsite.validation.closedFiles off, closing clears instead', async () => {
  const site = closedSite();
  const client = startServerProcess('stdio', { validation: { closedFiles: false } });
  try {
    await initialize(client, site.folderUri);
    await client.configured; // the setting is in force before the close below
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: site.configUri, languageId: 'json', version: 1, text: CLEAN_IN_EDITOR },
    });
    await client.diagnostics(site.configUri, (p) => p.version === 1, "the open text's diagnostics");
    const beforeClose = client.received.length;
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: site.configUri } });
    const afterClose = await client.diagnostics(
      site.configUri,
      (p) => p.version === undefined,
      'the close',
      beforeClose,
    );
    assert.deepEqual(afterClose.diagnostics, [], 'the broken disk text is not reported');
    assert.ok(
      !client.received.some((p) => p.uri === site.configUri && p.diagnostics.length > 0),
      'nothing was published from disk',
    );
  } finally {
    await client.stop();
  }
});
