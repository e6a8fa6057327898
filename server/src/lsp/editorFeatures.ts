// The LSP adapter of the editor features: registers their handlers on the connection and hands the core
// server the two things it merges into its own, completion and hover (their diagnostics join the core's in
// service/checks/runConfigChecks.ts, so the CLI reports them too). Every handler runs under the server's request guard
// (lsp/requestGuard.ts) and works on the cached parse of an open config.
import {
  DocumentLinkRequest,
  ErrorCodes,
  FileChangeType,
  ResponseError,
  type CancellationToken,
  type CodeAction,
  type CompletionList,
  type Disposable,
  type Hover,
  type Location,
  type MarkupContent,
  type Position,
  type ServerCapabilities,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CREATE_PAGE_FILE_COMMAND,
  MISSING_TRANSLATIONS_COMMAND,
  ORPHAN_PAGES_COMMAND,
  OrphanPagesRequest,
  PAGE_REFERENCES_COMMAND,
  UNREACHABLE_PAGES_COMMAND,
  type OrphanPagesResult,
} from '../../../shared/src/customMessages';
import { readWorkspaceConfigSync } from './workspaceFiles';
import { realPathInside } from '../host/readRegularFile';
import { createFileInside, fileOperationLeaving, renameFileInside, withinRoot } from '../host/safeFileOperations';
import { textEditsFor } from './clientEdits';
import { missingTranslationsOf, translationActions, withTranslationsHover } from './languages';
import type { PageFeatures } from './pages';
import type { ServerContext } from './serverContext';
import type { ConfigDocument } from '../service/json/document';
import { anchorHover } from '../service/config/features/hover';
import { codeActionInput, getCodeActions } from '../service/config/features/codeActions';
import { findDocumentColors, getColorPresentations } from '../service/config/features/colors';
import { orphanPagesOf } from '../service/config/features/editorDiagnostics';
import { iconCompletions } from '../service/config/features/icons';
import { findDefinition, findDocumentLinks, findPageReferences } from '../service/config/features/links';
import { pageTargets } from '../service/config/features/pageTargets';
import {
  editsForFileRenames,
  preparePageRename,
  renamePage,
  type FileRename,
} from '../service/config/features/renames';
import { findDocumentSymbols } from '../service/config/features/symbols';
import { foldingRanges } from '../../../shared/src/json/folding';
import { formatJson } from '../../../shared/src/json/formatting';
import { selectionRanges } from '../../../shared/src/json/selectionRanges';
import { PAGE_EXTENSIONS, pathToUri, uriToPath } from '../service/workspace/paths';

/** A rename this server itself proposed (textDocument/rename) already carries the config edits; when VS Code then
 * asks `willRenameFiles` for the same move, answering again would edit the config twice. Entries expire so that a
 * client that never asks leaves nothing behind. */
const OWN_RENAME_TTL_MS = 60_000;

const RENAME_FILTERS = [
  {
    scheme: 'file',
    pattern: { glob: `**/*.{${PAGE_EXTENSIONS.map((e) => e.slice(1)).join(',')}}`, matches: 'file' as const },
  },
  { scheme: 'file', pattern: { glob: '**', matches: 'folder' as const } },
];

export const EDITOR_CAPABILITIES: ServerCapabilities = {
  colorProvider: true,
  documentLinkProvider: { resolveProvider: false },
  definitionProvider: true,
  referencesProvider: true,
  documentSymbolProvider: { label: 'Docsite navigation' },
  documentFormattingProvider: true,
  documentRangeFormattingProvider: true,
  foldingRangeProvider: true,
  selectionRangeProvider: true,
  codeActionProvider: { codeActionKinds: ['quickfix'] },
  renameProvider: { prepareProvider: true },
  executeCommandProvider: {
    commands: [
      ORPHAN_PAGES_COMMAND,
      PAGE_REFERENCES_COMMAND,
      UNREACHABLE_PAGES_COMMAND,
      CREATE_PAGE_FILE_COMMAND,
      MISSING_TRANSLATIONS_COMMAND,
    ],
  },
  workspace: {
    fileOperations: {
      willRename: { filters: RENAME_FILTERS },
      // The same moves once applied: the redirect question waits for them (lsp/pages.ts).
      didRename: { filters: RENAME_FILTERS },
    },
  },
};

/** What the core server merges into its own pipeline. */
export interface EditorFeatures {
  /** Icon-name completions at an icon value, or undefined to let the core complete. */
  completion(doc: ConfigDocument, position: Position): CompletionList | undefined;
  /** The core's hover plus the anchor's page count, when on an anchor or tab. */
  hover(doc: ConfigDocument, position: Position, core: Hover | null): Hover | null;
  /** Registers the document link provider (for clients that register dynamically). */
  registerLinks(): Promise<void>;
  /**
   * Makes the editor ask for document links again. LSP has no refresh request for links, and VS Code asks for them
   * only when a document changes or a link provider comes or goes; so after the workspace index changed (a page was
   * created or deleted), the registration is replaced, which makes every open config's links recomputed.
   */
  refreshLinks(): Promise<void>;
}

export function registerEditorFeatures(context: ServerContext, pages: PageFeatures): EditorFeatures {
  const { connection, service, guard: guarded } = context;
  const ownRenames = new Map<string, number>();
  const renameKey = (r: FileRename) => `${r.oldUri}\n${r.newUri}`;

  /** An open config's cached parse, or null for any other document. */
  function withConfig<R>(
    uri: string,
    token: CancellationToken,
    what: string,
    run: (doc: ConfigDocument) => R,
  ): R | null {
    return guarded(token, what, () => {
      const doc = context.configDocument(uri);
      return doc ? run(doc) : null;
    });
  }

  /** Every config of the workspace: the open document's text when it is open, else the file on disk. */
  function allConfigs(): ConfigDocument[] {
    const configs: ConfigDocument[] = [];
    for (const path of service.index.configFiles()) {
      const open = context.openDocumentAt(path);
      if (open) {
        configs.push(service.parse(open));
        continue;
      }
      const text = readWorkspaceConfigSync(path, (message) => connection.console.warn(message));
      if (text !== undefined)
        configs.push(service.parseUncached(TextDocument.create(pathToUri(path), 'json', 0, text), path));
    }
    return configs;
  }

  function orphanPages(): OrphanPagesResult {
    return {
      roots: allConfigs().map((doc) => ({
        configUri: doc.uri,
        orphans: orphanPagesOf(doc, service.index).map((o) => pathToUri(o.path)),
      })),
    };
  }

  connection.onDocumentColor(
    (params, token) =>
      withConfig(params.textDocument.uri, token, 'Document colors', (doc) => findDocumentColors(service.model(doc))) ??
      [],
  );
  connection.onColorPresentation(
    (params, token) =>
      withConfig(params.textDocument.uri, token, 'Color presentation', (doc) =>
        getColorPresentations(doc.textDocument, params.color, params.range),
      ) ?? [],
  );
  // Pages (.mdx/.md) answer from their own adapter; configs from the handlers here.
  const page = <R>(uri: string, token: CancellationToken, what: string, run: () => R | null) =>
    pages.isPage(uri) ? { answer: guarded(token, what, run) } : undefined;
  connection.onDocumentLinks(
    (params, token) =>
      page(params.textDocument.uri, token, 'Page links', () => pages.documentLinks(params.textDocument.uri))?.answer ??
      withConfig(params.textDocument.uri, token, 'Document links', (doc) => findDocumentLinks(doc, service.index)),
  );
  connection.onDefinition(
    (params, token) =>
      page(params.textDocument.uri, token, 'Page definition', () =>
        pages.definition(params.textDocument.uri, params.position),
      )?.answer ??
      withConfig(params.textDocument.uri, token, 'Definition', (doc) =>
        findDefinition(doc, service.index, params.position),
      ),
  );
  connection.onDocumentSymbol((params, token) =>
    withConfig(params.textDocument.uri, token, 'Document symbols', (doc) => findDocumentSymbols(service.model(doc))),
  );
  // What VS Code's built-in JSON support gave these files before they had a language of their own.
  connection.onDocumentFormatting((params, token) =>
    withConfig(params.textDocument.uri, token, 'Formatting', (doc) => formatJson(doc.textDocument, params.options)),
  );
  connection.onDocumentRangeFormatting((params, token) =>
    withConfig(params.textDocument.uri, token, 'Range formatting', (doc) =>
      formatJson(doc.textDocument, params.options, params.range),
    ),
  );
  connection.onFoldingRanges((params, token) =>
    withConfig(params.textDocument.uri, token, 'Folding ranges', (doc) => foldingRanges(doc.textDocument)),
  );
  connection.onSelectionRanges((params, token) =>
    withConfig(params.textDocument.uri, token, 'Selection ranges', (doc) =>
      selectionRanges(doc.textDocument, params.positions, doc.root),
    ),
  );
  // A "Create page file" through a symlinked folder would write outside the site: such actions are not offered. Fixes
  // are built only from diagnostics whose text is unchanged since they were published (see PublishedTexts).
  connection.onCodeAction((params, token) => {
    const uri = params.textDocument.uri;
    const diagnostics = context.currentDiagnostics(uri, params.context.diagnostics);
    const actions =
      page(uri, token, 'Page code actions', () => pages.codeActions(uri, diagnostics, params.range))?.answer ??
      withConfig(uri, token, 'Code actions', (doc) =>
        withinRoot(
          getCodeActions(codeActionInput(service.model(doc), diagnostics, context.clientEdits().createsFiles)).concat(
            translationActions(service, context.settings(), doc, diagnostics, context.clientEdits().createsFiles),
          ),
          doc.rootDir,
        ).filter((action) => createdByCommandInside(action, doc.rootDir)),
      );
    // A client without file events: the files these actions create are looked for on disk once applied.
    for (const action of actions ?? [])
      for (const change of action.edit?.documentChanges ?? []) {
        const created = 'kind' in change && change.kind === 'create' ? uriToPath(change.uri) : undefined;
        if (created) context.expectFile(created, true);
      }
    return actions;
  });

  /** A page file the server itself would create (CREATE_PAGE_FILE_COMMAND) must stay in the site as well. */
  function createdByCommandInside(action: CodeAction, root: string | undefined): boolean {
    if (action.command?.command !== CREATE_PAGE_FILE_COMMAND) return true;
    const path = typeof action.command.arguments?.[0] === 'string' ? uriToPath(action.command.arguments[0]) : undefined;
    return path !== undefined && root !== undefined && realPathInside(path, root);
  }

  /** CREATE_PAGE_FILE_COMMAND: writes the new page (inside its site, never over a file) and takes it into the index. */
  async function createPageFileCommand(args: unknown[] | undefined): Promise<boolean> {
    const [uri, text] = args ?? [];
    const path = typeof uri === 'string' ? uriToPath(uri) : undefined;
    const root = path && service.index.siteRootOf(path);
    const error =
      path === undefined || typeof text !== 'string' || !root
        ? 'Not a page file inside a site folder.'
        : createFileInside(path, text, root);
    if (error !== undefined) {
      void connection.window.showErrorMessage(`Docsite: page file not created: ${error}`);
      return false;
    }
    await context.filesChanged([{ uri: uri as string, type: FileChangeType.Created }]);
    return true;
  }

  /** Whether a path's real location is inside the site root that lexically holds it (the innermost config folder). */
  function staysInItsSite(uri: string): boolean {
    const path = uriToPath(uri);
    if (path === undefined) return false;
    const root = service.index.siteRootOf(path);
    return root === undefined || realPathInside(path, root);
  }

  /** The entries leading to a page file, in every config. */
  function pageFileReferences(pageUri: string): Location[] | null {
    const path = uriToPath(pageUri);
    return path && PAGE_EXTENSIONS.some((e) => path.endsWith(e))
      ? findPageReferences(path, allConfigs(), service.index)
      : null;
  }

  // References on a page entry in a config: every entry leading to the same file. From the page file itself, the
  // client's reference provider for .md/.mdx files asks through PAGE_REFERENCES_COMMAND (those files are not synced).
  connection.onReferences((params, token) =>
    withConfig(params.textDocument.uri, token, 'References', (doc) => {
      const offset = doc.textDocument.offsetAt(params.position);
      const target = pageTargets(doc, service.index).find(
        (t) => offset >= t.node.offset && offset <= t.node.offset + t.node.length,
      );
      return target ? findPageReferences(target.path, allConfigs(), service.index) : null;
    }),
  );

  connection.onPrepareRename((params, token) =>
    withConfig(
      params.textDocument.uri,
      token,
      'Prepare rename',
      (doc) => preparePageRename(doc, service.index, params.position) ?? null,
    ),
  );
  connection.onRenameRequest((params, token) =>
    withConfig(params.textDocument.uri, token, 'Rename', (doc): WorkspaceEdit => {
      const result = renamePage(doc, service.index, params.position, params.newName);
      if ('error' in result) throw new ResponseError(ErrorCodes.InvalidRequest, result.error);
      const leaving = fileOperationLeaving(result.edit, doc.rootDir);
      if (leaving !== undefined)
        throw new ResponseError(
          ErrorCodes.InvalidRequest,
          `Not renamed: ${leaving} leads outside the site folder through a symbolic link.`,
        );
      ownRenames.set(renameKey(result), Date.now());
      return forTheClient(result, doc.rootDir!);
    }),
  );

  /**
   * A page rename as this client can apply it. Links in pages follow the move here when the client never asks
   * `willRenameFiles` (where they otherwise come from). A client that cannot rename files through an edit gets the
   * file renamed by the server first (the navigation entries would otherwise name a file that never moved) and only
   * the text edits, aimed at the file's new name.
   */
  function forTheClient(
    result: { edit: WorkspaceEdit; oldUri: string; newUri: string },
    rootDir: string,
  ): WorkspaceEdit {
    const client = context.clientEdits();
    const move = { oldUri: result.oldUri, newUri: result.newUri };
    const pageEdits = client.asksWillRename || !staysInItsSite(move.newUri) ? null : pages.editsForRenames([move]);
    // A client that never asks willRenameFiles never reports didRenameFiles either (the moment VS Code's own rename is
    // applied, when the redirect question is asked): ask once this answer is on its way.
    if (pageEdits) setTimeout(() => pages.filesRenamed([move]), 0);
    const oldPath = uriToPath(move.oldUri)!;
    const newPath = uriToPath(move.newUri)!;
    if (client.renamesFiles) {
      context.expectFile(oldPath, false);
      context.expectFile(newPath, true);
      if (!pageEdits) return result.edit;
      const changes = result.edit.documentChanges ?? [];
      const textEdits = changes.filter((change) => !('kind' in change));
      const fileOperations = changes.filter((change) => 'kind' in change);
      const pageDocumentEdits = Object.entries(pageEdits.changes).map(([uri, edits]) => ({
        textDocument: { uri, version: null },
        edits,
      }));
      // Text edits first: the renamed page's own link edits name it by its old URI.
      return { documentChanges: [...textEdits, ...pageDocumentEdits, ...fileOperations] };
    }
    const failed = renameFileInside(oldPath, newPath, rootDir);
    if (failed !== undefined) throw new ResponseError(ErrorCodes.InvalidRequest, `Not renamed: ${failed}`);
    void context.filesChanged([
      { uri: move.oldUri, type: FileChangeType.Deleted },
      { uri: move.newUri, type: FileChangeType.Created },
    ]);
    const changes: Record<string, TextEdit[]> = {};
    const add = (uri: string, edits: TextEdit[]) => {
      const list = (changes[uri === move.oldUri ? move.newUri : uri] ??= []);
      for (const edit of edits) list.push(edit);
    };
    for (const change of result.edit.documentChanges ?? [])
      if (!('kind' in change))
        add(
          change.textDocument.uri,
          change.edits.filter((e): e is TextEdit => !('annotationId' in e)),
        );
    for (const [uri, edits] of Object.entries(pageEdits?.changes ?? {})) add(uri, edits);
    return textEditsFor(changes, client);
  }
  connection.workspace.onWillRenameFiles((params, token) =>
    guarded(token, 'willRenameFiles', () => {
      const now = Date.now();
      for (const [key, at] of ownRenames) if (now - at > OWN_RENAME_TTL_MS) ownRenames.delete(key);
      // A file moved through a symlinked folder lands outside the site: its entries cannot follow it there.
      const renames = params.files.filter((file) => !ownRenames.delete(renameKey(file)) && staysInItsSite(file.newUri));
      const configEdits = renames.length ? editsForFileRenames(renames, allConfigs(), service.index) : null;
      // Links in pages follow every move, including one this server proposed from the config.
      const pageEdits = pages.editsForRenames(params.files.filter((file) => staysInItsSite(file.newUri)));
      if (!pageEdits) return configEdits;
      return { changes: { ...(configEdits?.changes ?? {}), ...pageEdits.changes } };
    }),
  );

  connection.workspace.onDidRenameFiles((params) => {
    guarded(undefined, 'didRenameFiles', () =>
      pages.filesRenamed(params.files.filter((file) => staysInItsSite(file.newUri))),
    );
  });

  connection.onExecuteCommand((params, token) =>
    guarded(token, `Command ${params.command}`, () => {
      if (params.command === ORPHAN_PAGES_COMMAND) return orphanPages();
      if (params.command === MISSING_TRANSLATIONS_COMMAND)
        return missingTranslationsOf(service, context.settings(), allConfigs());
      if (params.command === UNREACHABLE_PAGES_COMMAND) return pages.unreachablePages();
      if (params.command === PAGE_REFERENCES_COMMAND && typeof params.arguments?.[0] === 'string')
        return pageFileReferences(params.arguments[0]);
      if (params.command === CREATE_PAGE_FILE_COMMAND) return createPageFileCommand(params.arguments);
      return null;
    }),
  );
  // By method name: the shared declaration comes from the top-level protocol package, the connection from its own copy.
  // Sent without params, the token comes first; with params, second: it is always the last argument.
  connection.onRequest(
    OrphanPagesRequest.method,
    (...args: unknown[]): OrphanPagesResult =>
      guarded(args[args.length - 1] as CancellationToken, 'Orphan pages', orphanPages) ?? { roots: [] },
  );

  let linkRegistration: Disposable | undefined;
  /** Registrations run one after another, so a refresh never leaves two providers (or none) behind. */
  let linkChain: Promise<void> = Promise.resolve();
  const relink = (replace: boolean) => {
    linkChain = linkChain
      .then(async () => {
        if (replace && !linkRegistration) return;
        linkRegistration?.dispose();
        // documentSelector null: the client's own selector (the configs).
        linkRegistration = await connection.client.register(DocumentLinkRequest.type, {
          documentSelector: null,
          resolveProvider: false,
        });
      })
      .catch((error: unknown) => connection.console.warn(`Document link registration failed: ${String(error)}`));
    return linkChain;
  };

  return {
    registerLinks: () => relink(false),
    refreshLinks: () => relink(true),
    completion(doc, position) {
      const items = iconCompletions(service.model(doc), doc.textDocument.offsetAt(position));
      return items && { isIncomplete: false, items };
    },
    hover(doc, position, anchorsAndCore) {
      const core = withTranslationsHover(service, context.settings(), doc, position, anchorsAndCore);
      const extra = anchorHover(service.model(doc), doc.textDocument.offsetAt(position));
      if (!extra) return core;
      if (!core) return extra;
      const text = (hover: Hover) => (hover.contents as MarkupContent).value ?? String(hover.contents);
      return {
        contents: { kind: 'markdown', value: `${text(core)}\n\n---\n\n${text(extra)}` },
        range: core.range ?? extra.range,
      };
    },
  };
}
