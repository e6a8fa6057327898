// The language server: a thin adapter from the LSP connection to the pure language service. `startServer` reads
// as a list: lifecycle, document events, file events, then one line per feature. An editor feature of the config
// (links, colors, symbols, code actions, renames…) is registered in lsp/editorFeatures.ts, a page feature in
// lsp/pages.ts; a check needs nothing here (docs/architecture.md says where each goes).
import {
  createConnection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  type CancellationToken,
  type FileEvent,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type PublishDiagnosticsParams,
  type ServerCapabilities,
  type TextDocumentPositionParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS, SETTINGS_SECTION, type ServerSettings } from '../../shared/src/settings';
import { IndexingStatusNotification, type DocsiteInitializationOptions } from '../../shared/src/customMessages';
import { existsSync } from 'node:fs';
import { clientEditsOf, FULL_CLIENT_EDITS, type ClientEdits } from './lsp/clientEdits';
import { ClosedConfigs } from './lsp/closedConfigs';
import { ExpectedFiles } from './lsp/expectedFiles';
import { ForegroundWork } from './lsp/foregroundWork';
import { IndexingStatus } from './lsp/indexingStatus';
import type { ServerContext } from './lsp/serverContext';
import { fetchSettings, sanitizeSettings } from './lsp/settings';
import { ValidationScheduler } from './lsp/validationScheduler';
import { readUsedFileSync, WorkspaceFiles } from './lsp/workspaceFiles';
import { LanguageService, type ConfigDocument } from './service/languageService';
import { IGNORE_FILE_NAME } from './service/workspace/workspaceIndex';
import { EDITOR_CAPABILITIES, registerEditorFeatures } from './lsp/editorFeatures';
import { isPageUri, registerPageFeatures } from './lsp/pages';
import { PublishedTexts } from './lsp/publishedTexts';
import { ExternalLinksOnSave } from './lsp/externalLinksOnSave';
import { RefFileDiagnostics } from './lsp/refFileDiagnostics';
import { OpenDocumentsByPath, readRootOf } from './lsp/openDocuments';
import { describeFailure, requestGuard } from './lsp/requestGuard';
import { configFormatOf, dirname, uriToPath } from './service/workspace/paths';

/** Typing pauses shorter than this do not trigger validation. */
const VALIDATION_DELAY_MS = 150;

export function startServer(connection: Connection): ServerContext {
  const documents = new TextDocuments(TextDocument);
  const service: LanguageService = new LanguageService({
    readFile: (path) =>
      openText(path) ?? WorkspaceFiles.readHead(path, readRootOf(path, service.index, workspaceFolders)),
    readConfigFile: readUsedFileSync,
  });
  const files = new WorkspaceFiles(service.index, (message) => connection.console.log(message));
  // By method name: the shared declaration comes from the top-level protocol package, the connection from its own copy.
  const indexingStatus = new IndexingStatus(
    (params) => void connection.sendNotification(IndexingStatusNotification.method, params),
  );
  let settings: ServerSettings = { ...DEFAULT_SERVER_SETTINGS };
  let clientHasConfiguration = false;
  /** Resolves once `settings` holds the user's settings (at once after `initialized` for a client that has none to
   * give). */
  let markSettingsKnown: () => void = () => undefined;
  const settingsKnown = new Promise<void>((resolve) => (markSettingsKnown = resolve));
  /** The version and settings each config's answer before indexing was made for (the first validation and the one
   * the settings' arrival schedules would otherwise make the same answer twice). */
  const answeredBeforeIndexing = new Map<string, { version: number; settings: ServerSettings }>();
  let clientEdits: ClientEdits = FULL_CLIENT_EDITS;
  let clientRegistersConfiguration = false;
  let clientRegistersLinks = false;
  let clientWantsWorkDoneProgress = false;
  let workspaceFolders: string[] = [];
  let indexReady: Promise<void> = Promise.resolve();
  /** Whether the first walk of the workspace folders has ended. */
  let indexed = false;

  const isConfig = (uri: string) => configFormatOf(uriToPath(uri) ?? uri) !== undefined;
  const publishedTexts = new PublishedTexts();
  // Every publication gets the file's external-link findings of its last save (when docsite.externalLinks.checkOnSave).
  const externalLinks = new ExternalLinksOnSave({
    documents,
    index: service.index,
    settings: () => settings,
    indexReady: () => indexReady,
    send: (params) => {
      publishedTexts.published(params.uri, params.version, documents.get(params.uri));
      return connection.sendDiagnostics(params);
    },
    log: (message) => connection.console.log(message),
    parsedPage: (path, text) => pages.parsed(path, text),
  });
  const publishDiagnostics = (params: PublishDiagnosticsParams) => externalLinks.publish(params);
  const refFileDiagnostics = new RefFileDiagnostics(
    (uri, diagnostics) => void publishDiagnostics({ uri, diagnostics }),
  );
  const openDocuments = new OpenDocumentsByPath(documents);
  const openText = (path: string) => openDocuments.textAt(path);
  const guard = requestGuard((message) => connection.console.error(message));
  const closedConfigs = new ClosedConfigs({
    service,
    settings: () => settings,
    indexReady: () => indexReady,
    workspaceFolders: () => workspaceFolders,
    isOpen: (path) => openText(path) !== undefined,
    publish: (uri, diagnostics) => publishDiagnostics({ uri, diagnostics }),
    log: (message) => connection.console.log(message),
  });

  // A client that reports no file changes: the files the server's own edits create or rename are looked at instead.
  const expectedFiles = new ExpectedFiles({
    exists: (path) => existsSync(path),
    indexed: (path) => service.index.has(path),
    changed: (events) => void filesChanged(events),
  });

  const foreground = new ForegroundWork();
  const context: ServerContext = {
    connection,
    foreground,
    documents,
    service,
    settings: () => settings,
    guard,
    openDocumentAt: (path) => openDocuments.documentAt(path),
    openText,
    clientEdits: () => clientEdits,
    expectFile(path, exists) {
      if (!clientEdits.watchesFiles) expectedFiles.expect(path, exists);
    },
    filesChanged,
    publishDiagnostics,
    currentDiagnostics(uri, diagnostics) {
      const document = documents.get(uri);
      return document ? publishedTexts.current(uri, document, diagnostics) : [...diagnostics];
    },
    configDocument(uri) {
      const document = documents.get(uri);
      return document && isConfig(uri) ? service.parse(document) : undefined;
    },
    revalidateAll() {
      for (const document of documents.all()) if (isConfig(document.uri)) scheduler.schedule(document.uri);
      void closedConfigs.revalidateAll();
      pages.revalidateAll();
    },
  };

  async function validate(uri: string): Promise<void> {
    const document = documents.get(uri);
    if (!document) return;
    const version = document.version;
    const path = uriToPath(uri);
    // Page existence needs the site folder indexed; a config outside the workspace gets its folder walked now. While
    // the walk runs, the checks that need no file index (syntax, schema, colours, shape…) answer at once; every
    // check answers when it ends.
    if (!indexed) {
      // The user's settings first (a rule they switched off must not flash up), unless the walk ends before they come.
      await Promise.race([settingsKnown, indexReady]);
      const answered = answeredBeforeIndexing.get(uri);
      const same = answered?.version === version && answered.settings === settings;
      if (!indexed && !same && documents.get(uri)?.version === version) {
        answeredBeforeIndexing.set(uri, { version, settings });
        try {
          const doc = service.parse(document);
          service.prepare(doc);
          // Sent even when the walk ends meanwhile: it is ready now, and the complete answer takes as long again.
          const early = service.diagnoseSiteBeforeIndexing(doc, settings);
          await publishDiagnostics({ uri, version, diagnostics: early[0].diagnostics });
        } catch (error) {
          connection.console.error(`Preparing ${uri} failed: ${describeFailure(error)}`);
        }
      }
    }
    await indexReady;
    answeredBeforeIndexing.clear();
    if (path) await files.ensureIndexed(dirname(path));
    if (documents.get(uri)?.version !== version) return; // a newer version has its own validation queued
    try {
      const doc = service.parse(document);
      const site = service.diagnoseSite(doc, settings);
      if (documents.get(uri)?.version !== version) return;
      refFileDiagnostics.update(uri, site);
      await publishDiagnostics({ uri, version, diagnostics: site[0].diagnostics });
    } catch (error) {
      connection.console.error(`Validation of ${uri} failed: ${describeFailure(error)}`);
    }
  }
  const scheduler = new ValidationScheduler(validate, VALIDATION_DELAY_MS, foreground);

  const pages = registerPageFeatures(context, () => indexReady);

  // Lifecycle
  connection.onInitialize((params: InitializeParams): InitializeResult => {
    clientHasConfiguration = params.capabilities.workspace?.configuration === true;
    clientEdits = clientEditsOf(params.capabilities);
    clientRegistersConfiguration = params.capabilities.workspace?.didChangeConfiguration?.dynamicRegistration === true;
    clientRegistersLinks = params.capabilities.textDocument?.documentLink?.dynamicRegistration === true;
    const options = params.initializationOptions as DocsiteInitializationOptions | undefined;
    clientWantsWorkDoneProgress =
      params.capabilities.window?.workDoneProgress === true && options?.indexingStatusItem !== true;
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    workspaceFolders = folders.map((uri) => uriToPath(uri)).filter((p): p is string => p !== undefined);
    indexingStatus.begin();
    indexReady = files
      .indexFolders(workspaceFolders, (found) => indexingStatus.progress(found))
      .then(() => service.index.refreshIgnoreFiles(readUsedFileSync))
      .catch((error) => connection.console.error(`Indexing failed: ${String(error)}`))
      .finally(() => {
        indexed = true;
        indexingStatus.end();
      });
    return { capabilities: capabilities(clientRegistersLinks), serverInfo: { name: 'docsite-language-server' } };
  });
  connection.onInitialized(async () => {
    indexingStatus.attach();
    // The settings are asked for first, beside the registrations: an open config's first answer waits for them.
    const settingsRead = (clientHasConfiguration ? fetchSettings(connection, true) : Promise.resolve(settings)).then(
      (read) => {
        settings = read;
        markSettingsKnown();
      },
    );
    if (clientWantsWorkDoneProgress && !indexingStatus.ready) {
      void connection.window.createWorkDoneProgress().then(
        (progress) => indexingStatus.attachWorkDone(progress),
        (error) => connection.console.warn(`No indexing progress: ${String(error)}`),
      );
    }
    try {
      if (clientEdits.watchesFiles) {
        await connection.client.register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/*' }],
        });
      }
      if (clientRegistersConfiguration)
        await connection.client.register(DidChangeConfigurationNotification.type, { section: 'docsite' });
      if (clientRegistersLinks) await editor.registerLinks();
    } catch (error) {
      connection.console.warn(`Registration failed: ${String(error)}`);
    }
    await settingsRead;
    externalLinks.settingsChanged();
    context.revalidateAll(); // the closed configs' first validation (it waits for the index)
  });
  connection.onShutdown(() => {
    scheduler.dispose();
    pages.dispose();
    externalLinks.dispose();
    closedConfigs.dispose();
    expectedFiles.dispose();
    foreground.release();
  });

  // Open documents: validate on open at once, on change after a pause. On close the disk text's problems replace
  // the editor's (or nothing, for a config outside the workspace or with closed-file validation off).
  documents.onDidOpen(({ document }) => {
    const path = uriToPath(document.uri);
    // Without file events, a file opened that the index does not hold is taken as created once it is on disk: at
    // once when it is there, else when the editor first writes it (`:e new.mdx` then `:w` in Neovim).
    if (
      path &&
      !clientEdits.watchesFiles &&
      indexed &&
      (isConfig(document.uri) || isPageUri(document.uri)) &&
      !service.index.has(path)
    ) {
      if (existsSync(path)) void filesChanged([{ uri: document.uri, type: FileChangeType.Created }]);
      else expectedFiles.expect(path, true);
    }
    if (!isConfig(document.uri)) return;
    if (path) closedConfigs.opened(document.uri, path);
    scheduler.schedule(document.uri, true);
  });
  documents.onDidChangeContent(({ document }) => isConfig(document.uri) && scheduler.schedule(document.uri));
  documents.onDidSave(({ document }) => externalLinks.saved(document.uri));
  documents.onDidClose(({ document }) => {
    // The parse stays cached: the disk text checked next, or the file opened again, is usually the same text.
    scheduler.cancel(document.uri);
    publishedTexts.closed(document.uri);
    if (isConfig(document.uri)) {
      refFileDiagnostics.clear(document.uri);
      closedConfigs.closed(document.uri, uriToPath(document.uri));
    }
  });

  // Workspace events: files created/deleted update the index (and re-validate every config); a closed config
  // changed on disk is re-read; settings changes re-read the section.
  connection.onDidChangeWatchedFiles(({ changes }) => filesChanged(changes));
  async function filesChanged(changes: FileEvent[]): Promise<void> {
    await indexReady;
    // A `$ref`'d file or an OpenAPI document a config uses changed: its cached read goes, and the configs run again.
    let usedFileChanged = false;
    for (const change of changes) {
      const path = uriToPath(change.uri);
      if (path && service.fileChanged(path)) usedFileChanged = true;
      if (path && change.type === FileChangeType.Deleted && isConfig(change.uri)) service.forget(path);
    }
    // A `.mintignore` created, changed or deleted changes which files are pages (applied before the index's version
    // is compared, so the configs and pages run again).
    const ignoreFileChanged = changes.some((change) => change.uri.endsWith(`/${IGNORE_FILE_NAME}`));
    const versionBefore = service.index.version;
    let indexChanged = await files.applyEvents(changes);
    if (ignoreFileChanged) {
      service.index.refreshIgnoreFiles(readUsedFileSync);
      indexChanged ||= service.index.version !== versionBefore;
    }
    if (indexChanged || usedFileChanged) context.revalidateAll();
    // A page created (by the "Create page file" quick fix, say) or deleted changes which entries are links.
    if (indexChanged && clientRegistersLinks) void editor.refreshLinks();
    pages.filesChanged(changes);
    for (const change of changes) {
      const path = change.type === FileChangeType.Changed ? uriToPath(change.uri) : undefined;
      if (path) closedConfigs.changedOnDisk(path);
    }
  }
  connection.onDidChangeConfiguration(async (change) => {
    // Clients without workspace/configuration push the settings in the notification instead.
    settings = clientHasConfiguration
      ? await fetchSettings(connection, true)
      : sanitizeSettings((change.settings as Record<string, unknown> | undefined)?.[SETTINGS_SECTION]);
    externalLinks.settingsChanged();
    context.revalidateAll();
  });

  // Features (one line each; add new ones here and in capabilities()).
  const editor = registerEditorFeatures(context, pages); // colors, links, symbols, code actions, renames, orphans
  /** A position request answered by the page adapter for a page, else from an open config's cached parse. */
  const onPageOrConfig =
    <P extends TextDocumentPositionParams, R>(
      what: string,
      page: (params: P) => R | null,
      config: (doc: ConfigDocument, params: P) => R,
    ) =>
    (params: P, token: CancellationToken): R | null =>
      guard(token, what, () => {
        if (pages.isPage(params.textDocument.uri)) return page(params);
        const doc = context.configDocument(params.textDocument.uri);
        return doc ? config(doc, params) : null;
      });
  connection.onCompletion(
    onPageOrConfig(
      'Completion',
      (params) => pages.completion(params.textDocument.uri, params.position),
      (doc, params) => editor.completion(doc, params.position) ?? service.complete(doc, params.position),
    ),
  );
  connection.onHover(
    onPageOrConfig(
      'Hover',
      (params) => pages.hover(params.textDocument.uri, params.position),
      (doc, params) => editor.hover(doc, params.position, service.hover(doc, params.position)),
    ),
  );

  documents.listen(connection);
  connection.listen();
  return context;
}

/** `linksRegisteredLater`: document links are registered after initialization (see EditorFeatures.refreshLinks). */
function capabilities(linksRegisteredLater: boolean): ServerCapabilities {
  const editor: ServerCapabilities = { ...EDITOR_CAPABILITIES };
  if (linksRegisteredLater) delete editor.documentLinkProvider;
  return {
    // Saves are reported for the external-link check on save (lsp/externalLinksOnSave.ts).
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
    completionProvider: { triggerCharacters: ['"', ':', '/', '#', '(', '<'] },
    hoverProvider: true,
    ...editor,
  };
}

if (require.main === module) {
  // --stdio, --node-ipc and --socket=N are read from argv by createConnection.
  startServer(createConnection(ProposedFeatures.all));
}
