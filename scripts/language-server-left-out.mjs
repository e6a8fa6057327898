// The parts of vscode-languageserver that the extension's server bundle leaves out (scripts/build.mjs): the library
// adds to the connection an API for every LSP feature (`connection.languages.semanticTokens`, `.notebooks`, …), each
// in its own module, and the language server uses a fixed few (server/src/server.ts, server/src/lsp/); the others'
// modules are 3 KB of the VSIX. Each stand-in adds the same property, which throws, naming itself, when read; the
// classes only these modules export (semantic tokens' builder, notebook documents) throw when constructed, and the
// node helpers for module paths (`Files`) when called. A server that starts using one fails its tests with that message.

/** By module of vscode-languageserver/lib/common: the connection feature it exports and the property it adds. */
const FEATURES = {
  callHierarchy: ['CallHierarchyFeature', 'callHierarchy'],
  diagnostic: ['DiagnosticFeature', 'diagnostics'],
  inlayHint: ['InlayHintFeature', 'inlayHint'],
  inlineCompletion: ['InlineCompletionFeature', 'inlineCompletion'],
  inlineValue: ['InlineValueFeature', 'inlineValue'],
  linkedEditingRange: ['LinkedEditingRangeFeature', 'onLinkedEditingRange'],
  moniker: ['MonikerFeature', 'moniker'],
  notebook: ['NotebookSyncFeature', 'synchronization'],
  semanticTokens: ['SemanticTokensFeature', 'semanticTokens'],
  showDocument: ['ShowDocumentFeature', 'showDocument'],
  textDocumentContent: ['TextDocumentContentFeature', 'textDocumentContent'],
  typeHierarchy: ['TypeHierarchyFeature', 'typeHierarchy'],
};
/** The classes these modules export besides (re-exported by the package's API). */
const CLASSES = { notebook: ['NotebookDocuments'], semanticTokens: ['SemanticTokensBuilder', 'SemanticTokensDiff'] };
const FILES_FUNCTIONS = [
  'uriToFilePath',
  'resolveGlobalNodePath',
  'resolveGlobalYarnPath',
  'resolve',
  'resolveModulePath',
];

const leftOut = (what) =>
  `throw new Error(${JSON.stringify(`vscode-languageserver: this bundle leaves out ${what} (scripts/language-server-left-out.mjs)`)})`;

function standIn(module) {
  if (module === 'files')
    return FILES_FUNCTIONS.map((name) => `exports.${name} = function () { ${leftOut(`Files.${name}`)}; };`).join('\n');
  const [feature, property] = FEATURES[module];
  return [
    `exports.${feature} = (Base) => class extends Base { get ${property}() { ${leftOut(`the connection's ${property}`)}; } };`,
    ...(CLASSES[module] ?? []).map((name) => `exports.${name} = class { constructor() { ${leftOut(name)}; } };`),
  ].join('\n');
}

/** The esbuild plugin that puts the stand-ins in place of those modules. */
export const languageServerFeaturesLeftOut = {
  name: 'language-server-features-left-out',
  setup(build) {
    const names = Object.keys(FEATURES).join('|');
    build.onResolve({ filter: new RegExp(`^\\./(${names}|files)$`) }, (args) => {
      const folder = /[\\/]vscode-languageserver[\\/]lib[\\/](common|node)$/.exec(args.resolveDir)?.[1];
      const module = args.path.slice(2);
      if (!folder || (module === 'files') !== (folder === 'node')) return undefined;
      return { path: module, namespace: 'language-server-features-left-out' };
    });
    build.onLoad({ filter: /./, namespace: 'language-server-features-left-out' }, (args) => ({
      contents: standIn(args.path),
      loader: 'js',
    }));
  },
};
