// How the extension's client bundle takes undici (scripts/build.mjs): what it leaves out, and its HTTP parser as a file.
// A test bundles the API client with these plugins and speaks to a real HTTP server with it
// (test/integration/api/bundledClient.test.ts).
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Modules of undici that its client and HTTP/1 code load only for features the extension does not use; the client
 * bundle leaves them out, with an error that says so in their place (a quarter of the client's packed size).
 * - The second build of its HTTP parser (llhttp): undici carries it as WebAssembly twice, with SIMD and a fallback
 *   without, loaded when the first fails. VS Code's runtimes (Electron's Node on x64, arm64 and armhf) all run
 *   WebAssembly SIMD.
 * - The fetch body support (with WebIDL, FormData and its parser): loaded only to send a FormData body. The extension
 *   sends JSON text.
 * - The HTTP/2 client: undici's client loads it up front but calls it only for a connection that negotiated HTTP/2,
 *   which needs `allowH2`; the extension never sets it, so its stand-in is a function that throws when called.
 */
const UNDICI_LEFT_OUT = {
  'lib/llhttp/llhttp-wasm.js':
    "this runtime has no WebAssembly SIMD, and the extension ships only the SIMD build of undici's HTTP parser",
  'lib/web/fetch/body.js': "the extension does not bundle undici's FormData request bodies",
  'lib/dispatcher/client-h2.js': "the extension does not bundle undici's HTTP/2 client (it never sets allowH2)",
};
/** Left-out modules that are loaded up front: their stand-in is a function that throws when called, not on load. */
const UNDICI_CALLED_LATE = new Set(['lib/dispatcher/client-h2.js']);

const undiciLeftOut = {
  name: 'undici-left-out',
  setup(build) {
    build.onResolve({ filter: /[\\/](llhttp-wasm|body|client-h2)\.js$/ }, async (args) => {
      if (args.pluginData?.undiciLeftOut) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { undiciLeftOut: true },
      });
      const module = Object.keys(UNDICI_LEFT_OUT).find((name) =>
        resolved.path.endsWith(join('node_modules', 'undici', name)),
      );
      return module ? { path: module, namespace: 'undici-left-out' } : resolved;
    });
    build.onLoad({ filter: /^lib\//, namespace: 'undici-left-out' }, (args) => {
      const error = `new Error(${JSON.stringify(`undici: ${UNDICI_LEFT_OUT[args.path]}`)})`;
      return {
        contents: UNDICI_CALLED_LATE.has(args.path)
          ? `module.exports = function leftOut() { throw ${error}; };`
          : `throw ${error};`,
        loader: 'js',
      };
    });
  },
};

/**
 * undici's HTTP/1 client reads two tables of its HTTP parser's constants module (the parser's error codes and its
 * message types); the module also holds the character classes, methods and statuses its parser was generated from
 * (3 KB of the VSIX). The client bundle takes a module with the two tables, their values read from undici's own
 * module at build time. The build stops if the HTTP/1 client reads any other table of it.
 */
const undiciParserConstants = {
  name: 'undici-parser-constants',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/llhttp\/constants\.js$/ }, (args) => {
      if (!args.importer.endsWith(join('node_modules', 'undici', 'lib', 'dispatcher', 'client-h1.js')))
        return undefined;
      const used = new Set(
        [...readFileSync(args.importer, 'utf8').matchAll(/(?<![\w/.])constants\.(\w+)/g)].map((m) => m[1]),
      );
      const kept = ['ERROR', 'TYPE'];
      const other = [...used].filter((name) => !kept.includes(name));
      if (other.length > 0)
        return { errors: [{ text: `undici's HTTP/1 client reads llhttp constants ${other.join(', ')}: keep them` }] };
      return {
        path: 'lib/llhttp/constants.js',
        namespace: 'undici-parser-constants',
        pluginData: { file: join(args.resolveDir, args.path) },
      };
    });
    build.onLoad({ filter: /./, namespace: 'undici-parser-constants' }, (args) => {
      const constants = createRequire(import.meta.url)(args.pluginData.file);
      return {
        contents: `exports.ERROR = ${JSON.stringify(constants.ERROR)};\nexports.TYPE = ${JSON.stringify(constants.TYPE)};`,
        loader: 'js',
      };
    });
  },
};

/**
 * undici's HTTP parser is WebAssembly that its module carries as base64 text, which packs badly (24 KB of the VSIX
 * where the binary packs into 19 KB). The client bundle ships the binary beside it instead, written by this build,
 * and the module in its place reads that file when undici first needs the parser (its first HTTP connection).
 */
const LLHTTP_WASM = 'llhttp_simd.wasm';
const undiciParserFile = {
  name: 'undici-parser-file',
  setup(build) {
    build.onResolve({ filter: /[\\/]llhttp_simd-wasm\.js$/ }, async (args) => {
      if (args.pluginData?.undiciParserFile) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { undiciParserFile: true },
      });
      if (!resolved.path.endsWith(join('node_modules', 'undici', 'lib', 'llhttp', 'llhttp_simd-wasm.js')))
        return resolved;
      const outDir = dirname(build.initialOptions.outfile);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, LLHTTP_WASM), createRequire(import.meta.url)(resolved.path));
      return { path: 'lib/llhttp/llhttp_simd-wasm.js', namespace: 'undici-parser-file' };
    });
    build.onLoad({ filter: /./, namespace: 'undici-parser-file' }, () => ({
      contents: `module.exports = require('node:fs').readFileSync(require('node:path').join(__dirname, ${JSON.stringify(LLHTTP_WASM)}));`,
      loader: 'js',
    }));
  },
};

/** The plugins, in the order the client bundle takes them. */
export const UNDICI_PLUGINS = [undiciLeftOut, undiciParserConstants, undiciParserFile];
