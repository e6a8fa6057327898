// The client features of vscode-languageclient that the extension's client bundle leaves out, and the esbuild plugin
// that leaves them out (scripts/build.mjs uses it for the client bundle).

/** By module of vscode-languageclient/lib/common: its feature class, the server capability (a dotted path into the
 * `initialize` result's capabilities) and the method. */
export const LANGUAGE_CLIENT_LEFT_OUT = {
  callHierarchy: {
    feature: 'CallHierarchyFeature',
    capability: 'callHierarchyProvider',
    method: 'textDocument/prepareCallHierarchy',
  },
  codeLens: { feature: 'CodeLensFeature', capability: 'codeLensProvider', method: 'textDocument/codeLens' },
  declaration: { feature: 'DeclarationFeature', capability: 'declarationProvider', method: 'textDocument/declaration' },
  diagnostic: { feature: 'DiagnosticFeature', capability: 'diagnosticProvider', method: 'textDocument/diagnostic' },
  documentHighlight: {
    feature: 'DocumentHighlightFeature',
    capability: 'documentHighlightProvider',
    method: 'textDocument/documentHighlight',
  },
  implementation: {
    feature: 'ImplementationFeature',
    capability: 'implementationProvider',
    method: 'textDocument/implementation',
  },
  inlayHint: { feature: 'InlayHintsFeature', capability: 'inlayHintProvider', method: 'textDocument/inlayHint' },
  inlineCompletion: {
    feature: 'InlineCompletionItemFeature',
    capability: 'inlineCompletionProvider',
    method: 'textDocument/inlineCompletion',
  },
  inlineValue: { feature: 'InlineValueFeature', capability: 'inlineValueProvider', method: 'textDocument/inlineValue' },
  linkedEditingRange: {
    feature: 'LinkedEditingFeature',
    capability: 'linkedEditingRangeProvider',
    method: 'textDocument/linkedEditingRange',
  },
  notebook: {
    feature: 'NotebookDocumentSyncFeature',
    capability: 'notebookDocumentSync',
    method: 'notebookDocument/sync',
  },
  semanticTokens: {
    feature: 'SemanticTokensFeature',
    capability: 'semanticTokensProvider',
    method: 'textDocument/semanticTokens',
  },
  signatureHelp: {
    feature: 'SignatureHelpFeature',
    capability: 'signatureHelpProvider',
    method: 'textDocument/signatureHelp',
  },
  textDocumentContent: {
    feature: 'TextDocumentContentFeature',
    capability: 'workspace.textDocumentContent',
    method: 'workspace/textDocumentContent',
  },
  typeDefinition: {
    feature: 'TypeDefinitionFeature',
    capability: 'typeDefinitionProvider',
    method: 'textDocument/typeDefinition',
  },
  typeHierarchy: {
    feature: 'TypeHierarchyFeature',
    capability: 'typeHierarchyProvider',
    method: 'textDocument/prepareTypeHierarchy',
  },
  workspaceSymbol: {
    feature: 'WorkspaceSymbolFeature',
    capability: 'workspaceSymbolProvider',
    method: 'workspace/symbol',
  },
};

/**
 * vscode-languageclient registers a client feature for every capability LSP has, and each waits for the server to
 * offer its capability. The language server offers a fixed set (server/src/server.ts, `capabilities()`, with
 * server/src/lsp/editorFeatures.ts), so the features for the rest never do anything but tell the server what the
 * client could do; the client bundle leaves their modules out (the list above; 12 KB of the VSIX). Each stand-in is
 * a feature that adds nothing to the client's capabilities and stops the client's start, naming itself, if the server
 * ever offers its capability, so a server that gains one fails the extension's tests instead of being ignored; a
 * dynamic registration of one the client refuses as unknown. A test checks that the server offers none of them
 * (test/integration/clientFeaturesLeftOut.test.ts).
 * What else those modules export that the client reads: the scheme of notebook cells (the client's tab model compares
 * document URIs with it) and the enums the package's API re-exports.
 */
const LANGUAGE_CLIENT_LEFT_OUT_EXTRAS = {
  notebook: "exports.NotebookDocumentSyncFeature.CellScheme = 'vscode-notebook-cell';",
  diagnostic: `exports.vsdiag = { DocumentDiagnosticReportKind: { full: 'full', unChanged: 'unChanged' } };
exports.DiagnosticPullMode = { onType: 'onType', onSave: 'onSave', onFocus: 'onFocus' };`,
};
export const languageClientFeaturesLeftOut = {
  name: 'language-client-features-left-out',
  setup(build) {
    const names = Object.keys(LANGUAGE_CLIENT_LEFT_OUT).join('|');
    build.onResolve({ filter: new RegExp(`^\\./(${names})$`) }, (args) =>
      /[\\/]vscode-languageclient[\\/]lib[\\/]common$/.test(args.resolveDir)
        ? { path: args.path.slice(2), namespace: 'language-client-features-left-out' }
        : undefined,
    );
    build.onLoad({ filter: /./, namespace: 'language-client-features-left-out' }, (args) => {
      const { feature, capability } = LANGUAGE_CLIENT_LEFT_OUT[args.path];
      return {
        contents: `const leftOut = require('language-client-feature-left-out');
exports.${feature} = leftOut(${JSON.stringify(feature)}, ${JSON.stringify(capability)});
${LANGUAGE_CLIENT_LEFT_OUT_EXTRAS[args.path] ?? ''}`,
        loader: 'js',
      };
    });
    // One class factory for all the stand-ins.
    build.onResolve({ filter: /^language-client-feature-left-out$/ }, () => ({
      path: 'feature',
      namespace: 'language-client-feature-left-out',
    }));
    build.onLoad({ filter: /./, namespace: 'language-client-feature-left-out' }, () => ({
      contents: `module.exports = function leftOut(feature, capability) {
  return class {
    getState() { return { kind: 'static' }; }
    fillClientCapabilities() {}
    initialize(capabilities) {
      if (capability.split('.').reduce((value, key) => value?.[key], capabilities))
        throw new Error("vscode-languageclient: the server offers " + capability + ", and this bundle leaves out the client's " + feature + " (scripts/build.mjs)");
    }
    clear() {}
  };
};`,
      loader: 'js',
    }));
  },
};
