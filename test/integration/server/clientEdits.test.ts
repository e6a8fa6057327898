// Workspace edits as clients other than VS Code can apply them, through the real server bundle over stdio: a client
// like Neovim 0.7 (applies file operations, but reports no file changes and never asks willRenameFiles) and one like
// Emacs' eglot 1.9 (text edits only; file changes reported). Each test applies what the client would, on disk, and
// waits for what the server publishes.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import type {
  CodeAction,
  CreateFile,
  RenameFile,
  TextDocumentEdit,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { startServerProcess, type TestClient } from './lspClient';

const NEOVIM_07 = {
  workspace: { workspaceEdit: { resourceOperations: ['rename', 'create', 'delete'] } },
  window: { workDoneProgress: true },
};
const EGLOT_19 = {
  workspace: {
    workspaceEdit: { documentChanges: true },
    didChangeWatchedFiles: { dynamicRegistration: true },
    configuration: true,
  },
};

const scratch = mkdtempSync(join(tmpdir(), 'docsite-client-edits-'));
const clients: TestClient[] = [];
after(async () => {
  for (const client of clients) await client.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const CONFIG = `{
  "name": "Docs",
  "navigation": [
    { "group": "Start", "pages": ["intro", "guides/setup", "new-page"] }
  ]
}`;

async function site(name: string, capabilities: unknown, newPage = false) {
  const root = join(scratch, name);
  mkdirSync(join(root, 'guides'), { recursive: true });
  writeFileSync(join(root, 'intro.mdx'), '---\ntitle: Intro\n---\n\nSee [setup](/guides/setup).\n');
  writeFileSync(join(root, 'guides', 'setup.mdx'), '---\ntitle: Setup\n---\n');
  writeFileSync(join(root, 'mint.json'), CONFIG);
  if (newPage) writeFileSync(join(root, 'new-page.mdx'), '---\ntitle: New\n---\n');
  const client = startServerProcess('stdio');
  clients.push(client);
  const rootUri = pathToFileURL(root).href;
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name }],
    capabilities,
  });
  await client.connection.sendNotification('initialized', {});
  const configUri = pathToFileURL(join(root, 'mint.json')).href;
  const document = TextDocument.create(configUri, 'json', 1, CONFIG);
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: configUri, languageId: 'json', version: 1, text: CONFIG },
  });
  const missing = await client.diagnostics(
    configUri,
    (p) => newPage || p.diagnostics.some((d) => d.code === 'page-missing'),
    newPage ? 'first check' : 'new-page is missing',
  );
  return { root, client, configUri, document, missing: missing.diagnostics.filter((d) => d.code === 'page-missing') };
}

const uriOf = (path: string) => pathToFileURL(path).href;
const missingPages = (p: { diagnostics: { code?: unknown; message: unknown }[] }) =>
  p.diagnostics.filter((d) => d.code === 'page-missing').map((d) => /"([^"]+)"/.exec(String(d.message))?.[1]);
const positionOf = (text: string, needle: string) => {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return { line, character: lines[line].indexOf(needle) + 2 };
};

/** Applies the config's text edits as the client would, and tells the server (didChange with the whole text). */
async function applyToConfig(client: TestClient, document: TextDocument, edits: TextEdit[]): Promise<void> {
  const text = TextDocument.applyEdits(document, edits);
  TextDocument.update(document, [{ text }], document.version + 1);
  await client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: document.uri, version: document.version },
    contentChanges: [{ text }],
  });
}

test('Neovim 0.7-like client: "Create page file" clears page-missing without any file event', async () => {
  const { root, client, configUri, missing } = await site('nvim-create', NEOVIM_07);
  const [action] = (await client.connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: configUri },
    range: missing[0].range,
    context: { diagnostics: missing },
  })) as CodeAction[];
  assert.equal(action.title, 'Create page file "new-page.mdx"');
  const create = action.edit!.documentChanges![0] as CreateFile;
  assert.equal(create.kind, 'create');
  const since = client.received.length;
  writeFileSync(join(root, 'new-page.mdx'), ''); // Neovim creates the file empty and puts the text in a buffer
  assert.equal(create.uri, uriOf(join(root, 'new-page.mdx')));
  const cleared = await client.diagnostics(
    configUri,
    (p) => !missingPages(p).includes('new-page'),
    'page-missing cleared',
    since,
  );
  assert.deepEqual(missingPages(cleared), []);
});

test('Neovim 0.7-like client: an F2 rename carries the page links, and the renamed page is not reported missing', async () => {
  const { root, client, configUri, document } = await site('nvim-rename', NEOVIM_07, true);
  const edit = (await client.connection.sendRequest('textDocument/rename', {
    textDocument: { uri: configUri },
    position: positionOf(CONFIG, '"guides/setup"'),
    newName: 'guides/install',
  })) as WorkspaceEdit;
  const changes = edit.documentChanges!;
  const rename = changes.at(-1) as RenameFile;
  assert.deepEqual(
    [rename.kind, rename.oldUri, rename.newUri],
    ['rename', uriOf(join(root, 'guides', 'setup.mdx')), uriOf(join(root, 'guides', 'install.mdx'))],
  );
  const textEdits = changes.filter((c): c is TextDocumentEdit => !('kind' in c));
  const introEdits = textEdits.find((c) => c.textDocument.uri === uriOf(join(root, 'intro.mdx')));
  assert.ok(
    introEdits,
    `the link in intro.mdx follows (no willRenameFiles from this client): ${JSON.stringify(changes)}`,
  );
  const intro = TextDocument.create('intro', 'mdx', 1, readFileSync(join(root, 'intro.mdx'), 'utf8'));
  assert.match(TextDocument.applyEdits(intro, introEdits.edits as TextEdit[]), /\[setup\]\(\/guides\/install\)/);
  // The client applies it: the config's edits, the file renamed on disk, no file event.
  const since = client.received.length;
  await applyToConfig(client, document, textEdits.find((c) => c.textDocument.uri === configUri)!.edits as TextEdit[]);
  renameSync(join(root, 'guides', 'setup.mdx'), join(root, 'guides', 'install.mdx'));
  const settled = await client.diagnostics(
    configUri,
    (p) => p.diagnostics.every((d) => d.code !== 'page-missing'),
    'no page missing after the rename',
    since,
  );
  assert.deepEqual(missingPages(settled), []);
});

test('eglot-like client (no resource operations): "Create page file" is a command the server carries out', async () => {
  const { root, client, configUri, missing } = await site('eglot-create', EGLOT_19);
  const [action] = (await client.connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: configUri },
    range: missing[0].range,
    context: { diagnostics: missing },
  })) as CodeAction[];
  assert.equal(action.edit, undefined, 'no edit with a file creation the client would drop');
  assert.equal(action.command?.command, 'docsite.server.createPageFile');
  const since = client.received.length;
  assert.equal(
    await client.connection.sendRequest('workspace/executeCommand', {
      command: action.command!.command,
      arguments: action.command!.arguments,
    }),
    true,
  );
  assert.match(readFileSync(join(root, 'new-page.mdx'), 'utf8'), /^---\ntitle: "New page"\n---/);
  await client.diagnostics(configUri, (p) => !missingPages(p).includes('new-page'), 'page-missing cleared', since);
  // Run again (the file exists now): refused, nothing overwritten.
  writeFileSync(join(root, 'new-page.mdx'), 'kept');
  assert.equal(
    await client.connection.sendRequest('workspace/executeCommand', {
      command: action.command!.command,
      arguments: action.command!.arguments,
    }),
    false,
  );
  assert.equal(readFileSync(join(root, 'new-page.mdx'), 'utf8'), 'kept');
});

test('eglot-like client: an F2 rename moves the file through the server and returns only text edits', async () => {
  const { root, client, configUri, document } = await site('eglot-rename', EGLOT_19, true);
  const edit = (await client.connection.sendRequest('textDocument/rename', {
    textDocument: { uri: configUri },
    position: positionOf(CONFIG, '"guides/setup"'),
    newName: 'guides/install',
  })) as WorkspaceEdit;
  const changes = edit.documentChanges!;
  assert.ok(
    changes.every((c) => !('kind' in c)),
    `text edits only: ${JSON.stringify(changes)}`,
  );
  assert.equal(existsSync(join(root, 'guides', 'setup.mdx')), false);
  assert.equal(existsSync(join(root, 'guides', 'install.mdx')), true, 'the server renamed the file');
  const edits = changes as TextDocumentEdit[];
  assert.ok(
    edits.some((c) => c.textDocument.uri === uriOf(join(root, 'intro.mdx'))),
    'page links follow too',
  );
  const since = client.received.length;
  await applyToConfig(client, document, edits.find((c) => c.textDocument.uri === configUri)!.edits as TextEdit[]);
  const settled = await client.diagnostics(
    configUri,
    (p) => p.version === document.version,
    'the edited config checked',
    since,
  );
  assert.deepEqual(missingPages(settled), []);
});

test('Neovim 0.7-like client: a page opened before it exists is in the site once the editor writes it', async () => {
  const { root, client, configUri } = await site('nvim-new-buffer', NEOVIM_07);
  const pageUri = uriOf(join(root, 'new-page.mdx'));
  await client.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: pageUri, languageId: 'mdx', version: 1, text: '' },
  });
  const since = client.received.length;
  writeFileSync(join(root, 'new-page.mdx'), '---\ntitle: New\n---\n'); // `:w`
  const cleared = await client.diagnostics(
    configUri,
    (p) => !missingPages(p).includes('new-page'),
    'page-missing cleared after the write',
    since,
  );
  assert.deepEqual(missingPages(cleared), []);
});
