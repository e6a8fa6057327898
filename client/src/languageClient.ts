// Starts the language server (server/out/server.js) over IPC for the site config (language `docsite-config`:
// files named docs.json or mint.json). Client id `docsite`, so
// `docsite.trace.server` sets the trace level. No token is ever passed to the server (none is in the settings, and
// there are no initialization options); it pulls the `docsite` section through workspace/configuration, from which
// the middleware below also removes `userGroups`, so the server does not even see environment names and URLs.
import * as vscode from 'vscode';
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import type { Log } from './log';
import { SETTINGS_SECTION } from '../../shared/src/settings';
import type { DocsiteInitializationOptions } from '../../shared/src/customMessages';
import { withoutUserGroups } from './core/serverConfiguration';
import { serverEnvironment } from './core/serverEnvironment';

export const LANGUAGE_CLIENT_ID = 'docsite';

/** Files the server's workspace index follows: pages, site configs (docs.json, mint.json), the JSON files a docs.json
 * pulls in through `$ref`, and local assets (logo, favicon, images, OpenAPI documents) the config refers to. */
const WATCHED_GLOBS = ['**/*.{md,mdx}', '**/*.json', '**/*.{png,jpg,jpeg,gif,svg,ico,webp,avif}', '**/*.{yaml,yml}'];

export function registerLanguageClient(context: vscode.ExtensionContext, log: Log): LanguageClient {
  const serverModule = context.asAbsolutePath('server/out/server.js');
  // A scrubbed environment: the extension host's may hold API tokens (core/serverEnvironment.ts).
  const env = serverEnvironment(process.env);
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [], env } },
    debug: {
      module: serverModule,
      transport: TransportKind.ipc,
      options: { execArgv: ['--nolazy', '--inspect=6019'], env },
    },
  };
  const watchers = WATCHED_GLOBS.map((glob) => vscode.workspace.createFileSystemWatcher(glob));
  // A channel of its own: the server never sees a token, and the redacting "Docsite Kit" log stays the explorer's.
  const outputChannel = vscode.window.createOutputChannel('Docsite Kit Language Server', { log: true });
  const clientOptions: LanguageClientOptions = {
    // Our own language id (package.json `contributes.languages`): VS Code's JSON server no longer answers for these
    // files, so nothing is reported or completed twice. Only files on disk: the server reads the site around them.
    documentSelector: [
      { scheme: 'file', language: 'docsite-config' },
      { scheme: 'file', pattern: '**/*.{md,mdx}' },
    ],
    synchronize: { fileEvents: watchers },
    // Our status item shows the indexing (serverStatus.ts): no second, standard progress in the status bar.
    initializationOptions: { indexingStatusItem: true } satisfies DocsiteInitializationOptions,
    outputChannel,
    middleware: {
      workspace: {
        configuration: async (params, token, next) => {
          const values = await next(params, token);
          if (!Array.isArray(values)) return values;
          return values.map((value: unknown, index) => {
            const section = params.items[index]?.section;
            return section === SETTINGS_SECTION || section === undefined ? withoutUserGroups(value) : value;
          });
        },
      },
    },
  };
  const client = new LanguageClient(LANGUAGE_CLIENT_ID, 'Docsite Kit Language Server', serverOptions, clientOptions);
  context.subscriptions.push(...watchers, outputChannel, { dispose: () => void client.stop() });
  client.start().then(
    () => log.info('Language server started.'),
    (error: unknown) => log.error('The language server did not start', error),
  );
  return client;
}
