// The extension's client bundle leaves out the vscode-languageclient features whose capability the language server
// does not offer (scripts/language-client-left-out.mjs). The server, started as VS Code starts it and told what VS
// Code's client can do, must offer none of them: not in its `initialize` answer, not by a later registration. And the
// client library built the same way (with `vscode` stubbed) starts against the real server, and refuses to start
// against a server that offers one of them, naming it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import * as esbuild from 'esbuild';
import { requireWithVscodeStub } from '../support/vscodeStub';
import { SERVER_BUNDLE, startServerProcess } from './server/lspClient';

const SITE = resolve(__dirname, '../../examples/docs');

/** What VS Code's language client announces for the features that the server registers later or reads. */
const CLIENT_CAPABILITIES = {
  workspace: {
    configuration: true,
    didChangeConfiguration: { dynamicRegistration: true },
    didChangeWatchedFiles: { dynamicRegistration: true },
    workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] },
    fileOperations: { dynamicRegistration: true, willRename: true, didRename: true },
  },
  textDocument: { documentLink: { dynamicRegistration: true } },
  window: { workDoneProgress: true },
};

test('the language server offers no capability whose client feature the extension leaves out', async () => {
  const { LANGUAGE_CLIENT_LEFT_OUT } = await import('../../scripts/language-client-left-out.mjs');
  const client = startServerProcess('node-ipc');
  const registered: string[] = [];
  client.connection.onRequest('client/registerCapability', (params: { registrations: { method: string }[] }) => {
    for (const registration of params.registrations) registered.push(registration.method);
    return null;
  });
  try {
    const folderUri = pathToFileURL(SITE).href;
    const result = (await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'docs' }],
      capabilities: CLIENT_CAPABILITIES,
    })) as { capabilities: Record<string, unknown> };
    await client.connection.sendNotification('initialized', {});
    await client.configured;
    // The registrations are sent once the settings are in: wait for the document links', the last one.
    const deadline = Date.now() + 15_000;
    while (!registered.includes('textDocument/documentLink') && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 20));
    assert.ok(registered.includes('textDocument/documentLink'), `registrations: ${registered.join(', ')}`);

    const offered = (path: string): unknown =>
      path
        .split('.')
        .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], result.capabilities);
    // The test reads the capabilities it means to: the ones the server does offer are found the same way.
    assert.ok(offered('hoverProvider') && offered('workspace.fileOperations'));
    for (const [module, { capability, method }] of Object.entries(LANGUAGE_CLIENT_LEFT_OUT)) {
      assert.ok(!offered(capability), `the server offers ${capability}; the client bundle leaves out ${module}`);
      assert.ok(!registered.includes(method), `the server registers ${method}; the client bundle leaves out ${module}`);
    }
  } finally {
    await client.stop();
  }
});

const scratch = mkdtempSync(join(tmpdir(), 'docsite-client-features-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface LanguageClientModule {
  LanguageClient: new (
    id: string,
    name: string,
    server: { module: string; transport: number },
    options: { documentSelector: { language: string }[] },
  ) => { start(): Promise<void>; stop(): Promise<void>; state: number };
  TransportKind: { ipc: number };
  State: { Running: number };
}

/** vscode-languageclient's Node entry bundled as the client bundle takes it, loaded with `vscode` stubbed. */
async function languageClientAsBundled(): Promise<LanguageClientModule> {
  const { languageClientFeaturesLeftOut } = await import('../../scripts/language-client-left-out.mjs');
  const outfile = join(scratch, 'languageclient.js');
  await esbuild.build({
    stdin: {
      contents: "module.exports = require('vscode-languageclient/node');",
      resolveDir: resolve(__dirname, '../..'),
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    external: ['vscode'],
    plugins: [languageClientFeaturesLeftOut],
    logLevel: 'silent',
  });
  const manifest = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as {
    engines: { vscode: string };
  };
  // The lowest VS Code the extension supports: the client library checks the version it runs in. It shows a failed
  // start in a message, whose answer it awaits.
  return requireWithVscodeStub(outfile, {
    version: manifest.engines.vscode.replace(/^\^/, ''),
    window: { showErrorMessage: () => Promise.resolve(undefined) },
  }) as LanguageClientModule;
}

test('the language client without those features starts against the server, and refuses one that offers them', async () => {
  const lc = await languageClientAsBundled();
  const start = async (module: string) => {
    const client = new lc.LanguageClient(
      'docsite',
      'Docsite',
      { module, transport: lc.TransportKind.ipc },
      {
        documentSelector: [{ language: 'json' }],
      },
    );
    try {
      await client.start();
      return client.state;
    } finally {
      await client.stop().catch(() => undefined);
    }
  };
  assert.equal(await start(SERVER_BUNDLE), lc.State.Running);

  // A server that offers semantic tokens, one of the left-out features.
  const offering = join(scratch, 'semantic-tokens-server.js');
  await esbuild.build({
    stdin: {
      contents: `const { createConnection } = require('vscode-languageserver/node');
const connection = createConnection();
connection.onInitialize(() => ({ capabilities: { semanticTokensProvider: { legend: { tokenTypes: [], tokenModifiers: [] }, full: true } } }));
connection.listen();`,
      resolveDir: resolve(__dirname, '../..'),
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: offering,
    logLevel: 'silent',
  });
  await assert.rejects(start(offering), /semanticTokensProvider.*SemanticTokensFeature/);
});
