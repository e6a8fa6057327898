// A minimal LSP client over a spawned server process, for integration tests: requests, notifications, and waiting
// for published diagnostics that satisfy a predicate (never a fixed sleep; a generous deadline turns a hang into
// a failure message).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createMessageConnection,
  IPCMessageReader,
  IPCMessageWriter,
  PublishDiagnosticsNotification,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

export const SERVER_BUNDLE = resolve(__dirname, '../../../server/out/server.js');

export interface TestClient {
  connection: MessageConnection;
  child: ChildProcess;
  stderr: () => string;
  /** Resolves once the server has asked for the settings (workspace/configuration) and been answered. */
  configured: Promise<void>;
  /** Every diagnostics notification received so far, in order. */
  received: PublishDiagnosticsParams[];
  /** Resolves with the first diagnostics for `uri` (already received or future) that satisfy `accept`. With `since`
   * (a length of `received` taken earlier), only notifications that arrived after that point count. */
  diagnostics(
    uri: string,
    accept: (p: PublishDiagnosticsParams) => boolean,
    label: string,
    since?: number,
  ): Promise<PublishDiagnosticsParams>;
  stop(): Promise<void>;
}

export function startServerProcess(transport: 'stdio' | 'node-ipc', settings: unknown = {}): TestClient {
  const child = spawn(process.execPath, [SERVER_BUNDLE, `--${transport}`], {
    // Under IPC, stdin is a pipe that nobody writes to, as when VS Code forks the server: a read of it blocks.
    stdio: transport === 'stdio' ? ['pipe', 'pipe', 'pipe'] : ['pipe', 'ignore', 'pipe', 'ipc'],
  });
  let stderrText = '';
  child.stderr?.on('data', (chunk) => (stderrText += String(chunk)));
  const connection =
    transport === 'stdio'
      ? createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!))
      : createMessageConnection(new IPCMessageReader(child), new IPCMessageWriter(child));

  const received: PublishDiagnosticsParams[] = [];
  const waiters: {
    uri: string;
    accept: (p: PublishDiagnosticsParams) => boolean;
    resolve: (p: PublishDiagnosticsParams) => void;
  }[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    received.push(params);
    for (const waiter of [...waiters]) {
      if (waiter.uri === params.uri && waiter.accept(params)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(params);
      }
    }
  });
  connection.onRequest('client/registerCapability', () => null);
  let markConfigured!: () => void;
  const configured = new Promise<void>((resolveConfigured) => (markConfigured = resolveConfigured));
  connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => {
    setImmediate(markConfigured); // after the answer has been written
    return params.items.map(() => settings);
  });
  connection.onNotification('window/logMessage', (m: { message: string }) => {
    if (process.env.DEBUG_LSP) console.error(m.message);
  });
  connection.listen();

  return {
    connection,
    child,
    stderr: () => stderrText,
    configured,
    received,
    diagnostics(uri, accept, label, since = 0) {
      const already = received
        .slice(since)
        .reverse()
        .find((p) => p.uri === uri && accept(p));
      if (already) return Promise.resolve(already);
      return new Promise((resolvePromise, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no diagnostics matching "${label}" within 15 s; last: ${JSON.stringify(received.filter((p) => p.uri === uri).at(-1))}`,
              ),
            ),
          15_000,
        );
        waiters.push({ uri, accept, resolve: (p) => (clearTimeout(timer), resolvePromise(p)) });
      });
    },
    async stop() {
      const exited = new Promise<void>((resolveExit) =>
        child.exitCode !== null ? resolveExit() : child.once('exit', () => resolveExit()),
      );
      try {
        await connection.sendRequest('shutdown');
        await connection.sendNotification('exit');
      } catch {
        child.kill();
      }
      await exited;
      connection.dispose();
    },
  };
}

/** The LSP handshake for one workspace folder (`initialize`, then `initialized`), as editors open a folder. */
export async function initializeFolder(client: TestClient, folder: string, capabilities: object = {}): Promise<void> {
  const folderUri = pathToFileURL(folder).href;
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: folderUri,
    workspaceFolders: [{ uri: folderUri, name: 'docs' }],
    capabilities,
  });
  await client.connection.sendNotification('initialized', {});
}
