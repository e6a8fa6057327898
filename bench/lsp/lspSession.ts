// A minimal LSP client over a ServerProcess: the lifecycle, document sync, completion/hover, and a way to wait
// for published diagnostics. It answers the server's own requests the way VS Code would (configuration,
// capability registration, progress), so servers behave as they do in the editor.
import { pathToFileURL } from 'node:url';
import {
  CompletionRequest,
  ConfigurationRequest,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  UnregistrationRequest,
  WorkDoneProgressCreateRequest,
  WorkspaceFoldersRequest,
  type ClientCapabilities,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type Hover,
  type InitializeResult,
  type Position,
  type PublishDiagnosticsParams,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { ServerProcess, withTimeout, type ServerCommand } from './serverProcess';

export interface SessionOptions {
  /** The workspace folder the server is started on. */
  workspaceDir: string;
  /** Answers to `workspace/configuration`, by section (`docsite`, `json`, …). */
  settings?: Record<string, unknown>;
  initializationOptions?: unknown;
  /** Handlers of server notifications (progress, status), registered before `initialize` so none is missed. */
  notifications?: Record<string, (params: unknown) => void>;
}

/** What VS Code advertises for the features we drive; push diagnostics only (no `textDocument.diagnostic`). */
const CLIENT_CAPABILITIES: ClientCapabilities = {
  workspace: {
    configuration: true,
    workspaceFolders: true,
    didChangeConfiguration: { dynamicRegistration: true },
    didChangeWatchedFiles: { dynamicRegistration: true, relativePatternSupport: true },
  },
  textDocument: {
    synchronization: { dynamicRegistration: true, didSave: true },
    completion: {
      dynamicRegistration: true,
      completionItem: {
        snippetSupport: true,
        documentationFormat: ['markdown', 'plaintext'],
        labelDetailsSupport: true,
      },
      contextSupport: true,
    },
    hover: { dynamicRegistration: true, contentFormat: ['markdown', 'plaintext'] },
    publishDiagnostics: {
      relatedInformation: true,
      versionSupport: true,
      codeDescriptionSupport: true,
      dataSupport: true,
    },
  },
  window: { workDoneProgress: true },
};

type DiagnosticsListener = (params: PublishDiagnosticsParams, at: number) => void;

export class LspSession {
  readonly server: ServerProcess;
  initializeResult: InitializeResult | undefined;
  private readonly diagnosticsListeners = new Set<DiagnosticsListener>();
  private readonly latestDiagnostics = new Map<string, Diagnostic[]>();
  private readonly versions = new Map<string, number>();

  private constructor(command: ServerCommand, options: SessionOptions) {
    this.server = ServerProcess.start(command);
    const connection = this.server.connection;
    const folderUri = pathToFileURL(options.workspaceDir).href;
    connection.onRequest(ConfigurationRequest.type, (params) =>
      params.items.map((item) => (item.section ? (options.settings?.[item.section] ?? null) : null)),
    );
    connection.onRequest(WorkspaceFoldersRequest.type, () => [{ uri: folderUri, name: 'workspace' }]);
    connection.onRequest(RegistrationRequest.type, () => undefined);
    connection.onRequest(UnregistrationRequest.type, () => undefined);
    connection.onRequest(WorkDoneProgressCreateRequest.type, () => undefined);
    for (const [method, handler] of Object.entries(options.notifications ?? {}))
      connection.onNotification(method, handler);
    connection.onRequest('window/showMessageRequest', () => null);
    connection.onRequest('workspace/diagnostic/refresh', () => null);
    connection.onRequest('workspace/semanticTokens/refresh', () => null);
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      const at = performance.now();
      this.latestDiagnostics.set(params.uri, params.diagnostics);
      for (const listener of [...this.diagnosticsListeners]) listener(params, at);
    });
  }

  /** Starts the server and runs `initialize` + `initialized` (+ a configuration push when settings are given). */
  static async start(command: ServerCommand, options: SessionOptions, timeoutMs = 30_000): Promise<LspSession> {
    const session = new LspSession(command, options);
    const folderUri = pathToFileURL(options.workspaceDir).href;
    try {
      session.initializeResult = await withTimeout(
        session.server.connection.sendRequest(InitializeRequest.type, {
          processId: process.pid,
          clientInfo: { name: 'docsite-kit-bench' },
          rootUri: folderUri,
          workspaceFolders: [{ uri: folderUri, name: 'workspace' }],
          capabilities: CLIENT_CAPABILITIES,
          initializationOptions: options.initializationOptions,
        }),
        timeoutMs,
        `${command.label}: initialize`,
      );
      await session.server.connection.sendNotification(InitializedNotification.type, {});
      if (options.settings) {
        await session.server.connection.sendNotification(DidChangeConfigurationNotification.type, {
          settings: options.settings,
        });
      }
    } catch (error) {
      await session.server.stop(500);
      throw error;
    }
    return session;
  }

  get label(): string {
    return this.server.command.label;
  }

  sendNotification(method: string, params: unknown): Promise<void> {
    return this.server.connection.sendNotification(method, params);
  }

  /** didOpen; returns the version it carried. */
  async open(uri: string, text: string, languageId = 'json'): Promise<number> {
    const version = this.nextVersion(uri);
    await this.server.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId, version, text },
    });
    return version;
  }

  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<number> {
    const version = this.nextVersion(uri);
    await this.server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: changes,
    });
    return version;
  }

  /** The version the last open/change of `uri` carried (0 before any). */
  currentVersion(uri: string): number {
    return this.versions.get(uri) ?? 0;
  }

  /** The version the next change of `uri` must carry; also used by raw (hand-framed) changes. */
  nextVersion(uri: string): number {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    return version;
  }

  async close(uri: string): Promise<void> {
    await this.server.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  completion(uri: string, position: Position, timeoutMs: number): Promise<CompletionItem[] | CompletionList | null> {
    return withTimeout(
      this.server.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position }),
      timeoutMs,
      `${this.label}: completion`,
    );
  }

  hover(uri: string, position: Position, timeoutMs: number): Promise<Hover | null> {
    return withTimeout(
      this.server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position }),
      timeoutMs,
      `${this.label}: hover`,
    );
  }

  lastDiagnostics(uri: string): Diagnostic[] | undefined {
    return this.latestDiagnostics.get(uri);
  }

  /**
   * Resolves with the time of the first diagnostics publication for `uri` (after this call) that satisfies
   * `accept`, so a server that publishes in stages is timed at the publication that carries the full result.
   * With `forVersion`, a publication that names a document version must name that one (servers that name none,
   * like the peer, are judged by `accept` alone). Call it before sending the change it waits for.
   */
  waitForDiagnostics(
    uri: string,
    accept: (diagnostics: Diagnostic[]) => boolean,
    timeoutMs: number,
    forVersion?: number,
  ): Promise<{ at: number; diagnostics: Diagnostic[] }> {
    return this.waitForPublication(
      (params) =>
        params.uri === uri &&
        (forVersion === undefined || params.version === undefined || params.version === forVersion) &&
        accept(params.diagnostics),
      timeoutMs,
      `diagnostics for ${uri}`,
    );
  }

  /** Like waitForDiagnostics, for a publication that names the document version (as our server's do). */
  waitForVersion(uri: string, version: number, timeoutMs: number): Promise<{ at: number; diagnostics: Diagnostic[] }> {
    return this.waitForPublication(
      (params) => params.uri === uri && params.version === version,
      timeoutMs,
      `diagnostics for version ${version} of ${uri}`,
    );
  }

  private waitForPublication(
    accept: (params: PublishDiagnosticsParams) => boolean,
    timeoutMs: number,
    what: string,
  ): Promise<{ at: number; diagnostics: Diagnostic[] }> {
    let listener: DiagnosticsListener | undefined;
    const published = new Promise<{ at: number; diagnostics: Diagnostic[] }>((resolve) => {
      listener = (params, at) => {
        if (accept(params)) resolve({ at, diagnostics: params.diagnostics });
      };
      this.diagnosticsListeners.add(listener);
    });
    return withTimeout(published, timeoutMs, `${this.label}: ${what}`).finally(() => {
      if (listener) this.diagnosticsListeners.delete(listener);
    });
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

export function completionLabels(result: CompletionItem[] | CompletionList | null): string[] {
  if (!result) return [];
  const items = Array.isArray(result) ? result : result.items;
  return items.map((item) => item.label);
}
