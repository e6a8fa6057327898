// One esbuild script, seven bundles: the extension client, the language server, the LSP protocol library and the JSON
// library both of them load, the `docsite` CLI in the build folder (what the repository's tests run) and the same CLI as the publishable
// package `packages/docsite-cli` (minified, for Node 18+, with the licences of the code it bundles), and the language
// server as the publishable package `packages/language-server` (the same way, for editors other than VS Code). Type-checking is
// separate (`npm run typecheck`); esbuild only strips types.
import * as esbuild from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { languageClientFeaturesLeftOut } from './language-client-left-out.mjs';
import { languageServerFeaturesLeftOut } from './language-server-left-out.mjs';
import { UNDICI_PLUGINS } from './undici-bundle.mjs';

const production = process.argv.includes('--production');

/**
 * The LSP protocol library (vscode-languageserver-protocol with its JSON-RPC layer and types) is a third of what the
 * client and the server bundles share. It ships once, as its own file that both load: the client through
 * vscode-languageclient, the server through vscode-languageserver and the service's own imports of the protocol's
 * types. One version for both, the client library's: vscode-languageserver pins the patch before it, whose API is the
 * same (the newer JSON-RPC layer only adds a `close()` to its pipe and socket transports).
 */
const LSP_LIBRARY_OUTFILE = 'shared/out/lsp.js';
const LSP_LIBRARY_ENTRY = 'vscode-languageserver-protocol/node';
const LSP_LIBRARY_IMPORTS = new Set([
  'vscode-languageserver-protocol',
  'vscode-languageserver-protocol/node',
  'vscode-jsonrpc',
  'vscode-jsonrpc/node',
  'vscode-languageserver-types',
]);

/** Every import of the LSP protocol library in a bundle becomes a require() of the shared file, relative to `outfile`. */
function sharedLspLibrary(outfile) {
  let path = relative(dirname(outfile), LSP_LIBRARY_OUTFILE).split(sep).join('/');
  if (!path.startsWith('.')) path = `./${path}`;
  return {
    name: 'shared-lsp-library',
    setup(build) {
      build.onResolve({ filter: /^vscode-(languageserver-protocol|jsonrpc|languageserver-types)(\/|$)/ }, (args) => {
        // The shared file exports what `vscode-languageserver-protocol/node` does, which re-exports the others whole;
        // a deeper import would need more than that.
        if (!LSP_LIBRARY_IMPORTS.has(args.path))
          return { errors: [{ text: `${args.path} is not in the shared LSP library (${LSP_LIBRARY_ENTRY})` }] };
        return { path, external: true };
      });
    },
  };
}

/**
 * The client edits group documents with the server's JSON modules (shared/src/json, on jsonc-parser and the LSP text
 * document), so both bundles held a copy of them. Like the LSP library they ship once, in their own file that both
 * load: each import of one of them becomes a read of that file's export of the module. The file holds the modules
 * either bundle imports (collected while they build).
 */
const JSON_LIBRARY_OUTFILE = 'shared/out/json.js';
const JSON_LIBRARY_FILE = 'json-library-file';
const jsonLibraryModules = new Set();

function sharedJsonLibrary(outfile) {
  let path = relative(dirname(outfile), JSON_LIBRARY_OUTFILE).split(sep).join('/');
  if (!path.startsWith('.')) path = `./${path}`;
  return {
    name: 'shared-json-library',
    setup(build) {
      // jsonc-parser's ES module entry (what the bundles take for `jsonc-parser`) is also imported by its path.
      build.onResolve(
        { filter: /^(jsonc-parser(\/lib\/esm\/main\.js)?|vscode-languageserver-textdocument)$/ },
        (args) => ({
          path: args.path.startsWith('jsonc-parser') ? 'jsonc-parser' : args.path,
          namespace: 'shared-json-library',
        }),
      );
      build.onResolve({ filter: /[\\/]json[\\/]\w+$/ }, (args) => {
        const module = relative('.', join(args.resolveDir, args.path)).split(sep).join('/');
        return /^shared\/src\/json\/\w+$/.test(module) ? { path: module, namespace: 'shared-json-library' } : undefined;
      });
      build.onResolve({ filter: new RegExp(`^${JSON_LIBRARY_FILE}$`) }, () => ({ path, external: true }));
      build.onLoad({ filter: /./, namespace: 'shared-json-library' }, (args) => {
        jsonLibraryModules.add(args.path);
        return {
          contents: `module.exports = require(${JSON.stringify(JSON_LIBRARY_FILE)})[${JSON.stringify(args.path)}];`,
          loader: 'js',
        };
      });
    },
  };
}

/** The shared JSON library file, once the client and the server bundles have said which of its modules they use. */
function buildJsonLibrary() {
  const modules = [...jsonLibraryModules].sort();
  return esbuild.build({
    ...common,
    stdin: {
      contents: modules
        .map(
          (module) =>
            `exports[${JSON.stringify(module)}] = require(${JSON.stringify(module.startsWith('shared/') ? `./${module}` : module)});`,
        )
        .join('\n'),
      resolveDir: '.',
      sourcefile: 'json-library.js',
    },
    mainFields: ['module', 'main'],
    plugins: [sharedLspLibrary(JSON_LIBRARY_OUTFILE)],
    outfile: JSON_LIBRARY_OUTFILE,
    metafile: true,
  });
}

/**
 * acorn publishes an ES module build and a CommonJS build of the same parser. The MDX parser imports it
 * (micromark's ESM/JSX extensions) and acorn-jsx requires it, so a bundle held both (120 KB each). Every bundle takes
 * the ES module build for both.
 */
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, (args) =>
      args.kind === 'require-call'
        ? build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir })
        : undefined,
    );
  },
};

/**
 * yaml's package gives Node its CommonJS build, which a bundler must take whole; its other build, for every other
 * runtime (the `default` export condition), is the same code as ES modules, which lets esbuild leave out what the
 * server never calls. (The one difference: warnings go to console.warn, stderr, instead of process.emitWarning.)
 */
const yamlModuleBuild = {
  name: 'yaml-module-build',
  setup(build) {
    build.onResolve({ filter: /^yaml$/ }, async (args) => {
      const manifest = await build.resolve('yaml/package.json', { kind: args.kind, resolveDir: args.resolveDir });
      const entry = JSON.parse(readFileSync(manifest.path, 'utf8')).exports['.'].default;
      return { path: join(dirname(manifest.path), entry) };
    });
  },
};

/**
 * acorn-jsx carries the table of XHTML entity names (`&nbsp;` …) to decode them in the string values of JSX inside
 * JavaScript (`{<b>&nbsp;</b>}`). The bundles use acorn-jsx only to parse (where a page's expressions and imports
 * end) and never read those values; an entity it does not know it keeps as written, without an error. So the table
 * is left out (an empty one in its place). Entities in the page's markdown and JSX attributes are micromark's, decoded
 * with their own table.
 */
const jsxEntityNamesLeftOut = {
  name: 'jsx-entity-names-left-out',
  setup(build) {
    build.onResolve({ filter: /^\.\/xhtml$/ }, (args) =>
      /[\\/]acorn-jsx$/.test(args.resolveDir) ? { path: 'xhtml', namespace: 'jsx-entity-names-left-out' } : undefined,
    );
    build.onLoad({ filter: /^xhtml$/, namespace: 'jsx-entity-names-left-out' }, () => ({
      contents: 'module.exports = {};',
      loader: 'js',
    }));
  },
};

/**
 * The MDX parser (micromark with `micromark-extension-mdxjs`, the only way the bundles use micromark) switches four
 * CommonMark constructs off: autolinks, indented code, HTML blocks and inline HTML. micromark skips a switched-off
 * construct by its name before it calls its tokenizer, so their code (with the list of HTML tag names) never runs:
 * each is left out, a stand-in with the same name and flags in its place whose tokenizer throws if ever called.
 */
const MDX_OFF_CONSTRUCTS = {
  'html-flow': ['htmlFlow', ', concrete: true'],
  'html-text': ['htmlText', ''],
  autolink: ['autolink', ''],
  'code-indented': ['codeIndented', ''],
};
const mdxOffConstructsLeftOut = {
  name: 'mdx-off-constructs-left-out',
  setup(build) {
    build.onResolve({ filter: /^\.\/lib\/(html-flow|html-text|autolink|code-indented)\.js$/ }, (args) =>
      /[\\/]micromark-core-commonmark$/.test(args.resolveDir)
        ? { path: args.path.slice(6, -3), namespace: 'mdx-off-constructs-left-out' }
        : undefined,
    );
    build.onLoad(
      { filter: /^(html-flow|html-text|autolink|code-indented)$/, namespace: 'mdx-off-constructs-left-out' },
      (args) => {
        const [name, flags] = MDX_OFF_CONSTRUCTS[args.path];
        const error = JSON.stringify(
          `micromark: the ${name} construct is left out of this bundle (MDX switches it off)`,
        );
        return {
          contents: `export const ${name} = { name: '${name}'${flags}, tokenize() { throw new Error(${error}); } };`,
          loader: 'js',
        };
      },
    );
  },
};

/** Which build of a dual-build package every bundle takes, and what of them is left out (the plugins above). */
const PACKAGE_BUILDS = [oneAcorn, yamlModuleBuild, jsxEntityNamesLeftOut, mdxOffConstructsLeftOut];

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
};

// The service imports only the protocol's plain types and enums, which live in vscode-languageserver-types; the CLI
// has no connection, so it takes them from there and leaves out the JSON-RPC layer (a third of its size). A value
// the types package lacks fails this build ("No matching export"), never at run time.
const CLI_ALIASES = { 'vscode-languageserver-protocol': 'vscode-languageserver-types' };

// The language server's and the CLI's bundles take the config schemas' validators compiled ahead of time
// (scripts/generate-schema-validators.mjs) in place of server/src/service/config/model/precompiledSchemas.ts: a
// `docsite check` run, and the server's first open of a config, then spend nothing compiling them (250-550 ms of CPU
// for the docs.json schema, 100-200 ms for mint.json's, on the critical path of the first diagnostics). Those bundles
// validate nothing else with ajv, so its compiler is left out of them (compileSchema.ts becomes a stand-in that says
// so): the generated code costs the VSIX about what the compiler it replaces did.
const { PRECOMPILED_SCHEMAS_OUT, writePrecompiledSchemas } = await import('./generate-schema-validators.mjs');
const PRECOMPILED_SCHEMAS = {
  name: 'precompiled-schemas',
  setup(build) {
    build.onResolve({ filter: /\/precompiledSchemas$/ }, () => ({ path: PRECOMPILED_SCHEMAS_OUT }));
    build.onResolve({ filter: /\/compileSchema$/ }, () => ({ path: 'compileSchema', namespace: 'precompiled-only' }));
    build.onLoad({ filter: /^compileSchema$/, namespace: 'precompiled-only' }, () => ({
      contents: `exports.compileSchema = function compileSchema() {
  throw new Error('this build validates only the config schemas, compiled ahead of time (scripts/generate-schema-validators.mjs)');
};`,
      loader: 'js',
    }));
  },
};

/**
 * The README the VSIX carries (VS Code's extension page, the marketplaces' page): the repository's README without the
 * sections for who works on the code (how the tests and benchmarks run, the layout of the repository), which the
 * repository's README keeps. A link to one of them from the rest points at the repository's README instead (vsce
 * turns relative links into links to the repository). `npm run package` packs it (`--readme-path`).
 */
const VSIX_README = 'client/out/README.md';
const README_SECTIONS_NOT_IN_VSIX = ['Tests', 'Benchmarks', 'Layout'];

function writeVsixReadme() {
  const text = readFileSync('README.md', 'utf8');
  const sections = text.split(/^(?=## )/m);
  const kept = sections.filter(
    (section) => !README_SECTIONS_NOT_IN_VSIX.includes(/^## (.*)/.exec(section)?.[1]?.trim()),
  );
  if (sections.length - kept.length !== README_SECTIONS_NOT_IN_VSIX.length)
    throw new Error(
      `README.md: the sections ${README_SECTIONS_NOT_IN_VSIX.join(', ')} left out of the VSIX are not all there`,
    );
  const anchors = README_SECTIONS_NOT_IN_VSIX.map((title) => title.toLowerCase().replace(/[^\w]+/g, '-'));
  const readme = kept
    .join('')
    .replace(/\]\(#([\w-]+)\)/g, (link, anchor) => (anchors.includes(anchor) ? `](README.md#${anchor})` : link));
  mkdirSync(dirname(VSIX_README), { recursive: true });
  writeFileSync(VSIX_README, readme.trimEnd() + '\n');
}

(await import('./generate-icon-names.mjs')).writeIconNames();
writeVsixReadme(); // icon list for the server's icon completion
writePrecompiledSchemas();
// VS Code's help for .docsiterc.json (contributes.jsonValidation) reads the schema from the build folder: the same
// schema without the indentation of the repository's copy (schemas/docsiterc.schema.json), which the VSIX need not carry.
mkdirSync('client/out', { recursive: true });
writeFileSync(
  'client/out/docsiterc.schema.json',
  JSON.stringify(JSON.parse(readFileSync('schemas/docsiterc.schema.json', 'utf8'))),
);

const CLIENT_OUTFILE = 'client/out/extension.js';
const SERVER_OUTFILE = 'server/out/server.js';
const [client, server, lspLibrary] = await Promise.all([
  // The client uses the pure JSON editing modules of the server for group documents (the shared JSON library).
  esbuild.build({
    ...common,
    entryPoints: ['client/src/extension.ts'],
    outfile: CLIENT_OUTFILE,
    external: ['vscode'],
    mainFields: ['module', 'main'],
    plugins: [
      ...PACKAGE_BUILDS,
      sharedLspLibrary(CLIENT_OUTFILE),
      sharedJsonLibrary(CLIENT_OUTFILE),
      languageClientFeaturesLeftOut,
      ...UNDICI_PLUGINS,
    ],
    metafile: true,
  }),
  // mainFields: jsonc-parser's UMD entry requires its modules dynamically, which esbuild cannot bundle; its ESM entry bundles.
  esbuild.build({
    ...common,
    entryPoints: ['server/src/server.ts'],
    outfile: SERVER_OUTFILE,
    mainFields: ['module', 'main'],
    plugins: [
      ...PACKAGE_BUILDS,
      PRECOMPILED_SCHEMAS,
      sharedLspLibrary(SERVER_OUTFILE),
      sharedJsonLibrary(SERVER_OUTFILE),
      languageServerFeaturesLeftOut,
    ],
    metafile: true,
  }),
  esbuild.build({
    ...common,
    stdin: {
      contents: `module.exports = require(${JSON.stringify(LSP_LIBRARY_ENTRY)});`,
      resolveDir: '.',
      sourcefile: 'lsp-library.js',
    },
    outfile: LSP_LIBRARY_OUTFILE,
    metafile: true,
  }),
  esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    mainFields: ['module', 'main'],
    alias: CLI_ALIASES,
    plugins: [...PACKAGE_BUILDS, PRECOMPILED_SCHEMAS],
    outfile: 'server/out/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  }),
  buildCliPackage(),
  buildServerPackage(),
]);
const jsonLibrary = await buildJsonLibrary();
// The VSIX ships the client, server and the two library bundles, so it ships the licences of the code in them too.
writeFileSync(
  'client/out/THIRD-PARTY-NOTICES.txt',
  thirdPartyNotices(
    [client, server, lspLibrary, jsonLibrary].flatMap((result) => Object.keys(result.metafile.inputs)),
    'The Docsite Kit extension',
  ),
);
// `--analyze`: what each shipped bundle holds, largest inputs first (esbuild's own report).
if (process.argv.includes('--analyze')) {
  for (const result of [client, server, lspLibrary, jsonLibrary])
    console.log(await esbuild.analyzeMetafile(result.metafile, { verbose: false }));
}
console.log(`built client, server and cli bundles${production ? ' (production)' : ''}`);

/** The CLI package's single file. Always minified and without a source map: it is what `npm pack` ships. */
function buildCliPackage() {
  return buildPackageFile({
    entry: 'server/src/cli/main.ts',
    outfile: 'packages/docsite-cli/dist/docsite.js',
    plugins: [...PACKAGE_BUILDS, PRECOMPILED_SCHEMAS],
    alias: CLI_ALIASES,
    product: 'The docsite CLI',
  });
}

/** The language server package's single file (`packages/language-server`), for editors other than VS Code: the server
 * with the LSP library inside it (no shared file to load), minified, for Node 18+. */
function buildServerPackage() {
  return buildPackageFile({
    entry: 'server/src/server.ts',
    outfile: 'packages/language-server/dist/docsite-language-server.js',
    plugins: [...PACKAGE_BUILDS, PRECOMPILED_SCHEMAS],
    product: 'The Docsite Kit language server',
  });
}

/** One npm package's executable: a single minified file for Node 18+, with the notices of the code inside it. */
async function buildPackageFile({ entry, outfile, plugins, alias, product }) {
  const result = await esbuild.build({
    ...common,
    entryPoints: [entry],
    mainFields: ['module', 'main'],
    ...(alias ? { alias } : {}),
    plugins,
    outfile,
    target: 'node18',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    metafile: true,
    banner: { js: '#!/usr/bin/env node' },
  });
  writeFileSync(
    join(dirname(outfile), 'THIRD-PARTY-NOTICES.txt'),
    thirdPartyNotices(Object.keys(result.metafile.inputs), product),
  );
}

/** The licence text of every npm package that has code in the bundle (they are MIT/BSD licensed and ask for it). */
function thirdPartyNotices(inputs, product) {
  const packages = new Map();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (!match || packages.has(match[1])) continue;
    const manifest = JSON.parse(readFileSync(join(match[1], 'package.json'), 'utf8'));
    const licenseFile = readdirSync(match[1]).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
    const text = licenseFile
      ? readFileSync(join(match[1], licenseFile), 'utf8').trim()
      : `License: ${manifest.license}`;
    packages.set(match[1], { title: `${manifest.name} ${manifest.version} (${manifest.license})`, text });
  }
  // Packages whose licence text is the same word for word (the same licence and copyright holder) share one copy of
  // it under their names: every notice is kept, the file (shipped in the VSIX and the CLI package) is a third the size.
  const byText = new Map();
  for (const { title, text } of [...packages.values()].sort((a, b) => a.title.localeCompare(b.title))) {
    byText.set(text, [...(byText.get(text) ?? []), title]);
  }
  const header = `${product} bundles code of the following packages. Their licences follow.`;
  const sections = [...byText].map(([text, titles]) => `${titles.join('\n')}\n\n${text}`);
  return [header, ...sections].join('\n\n' + '-'.repeat(78) + '\n\n') + '\n';
}
