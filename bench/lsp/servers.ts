// How to start the two servers we compare, and how the peer is given our schema.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerCommand } from './serverProcess';
import type { LspSession } from './lspSession';

export const REPO_ROOT = resolve(__dirname, '..', '..');

export const OUR_SERVER_SCRIPT = join(REPO_ROOT, 'server', 'out', 'server.js');

/**
 * Which build of our server the bench runs: `production` is what the VSIX ships (`node scripts/build.mjs
 * --production`, minified, no source map; what `npm run bench` builds), `development` the build `npm run build` and
 * the tests use (source-mapped: the one to read CPU profiles of). Told by the source-map comment the development
 * build ends with, so a figure is never taken from the wrong build without saying so.
 */
export function ourServerBuild(script = OUR_SERVER_SCRIPT): 'production' | 'development' | 'missing' {
  if (!existsSync(script)) return 'missing';
  return /(?:^|\n)\/\/# sourceMappingURL=[^\s"']+\s*$/.test(readFileSync(script, 'utf8').slice(-400))
    ? 'development'
    : 'production';
}

/** A line for a bench's output: which build of ours it measured. */
export function describeOurBuild(script = OUR_SERVER_SCRIPT): string {
  const build = ourServerBuild(script);
  return build === 'production'
    ? 'our server: the production bundle (what the VSIX ships)'
    : `our server: the ${build} bundle, NOT what the VSIX ships (build it with \`node scripts/build.mjs --production\`)`;
}

/** Our server as the extension starts it (its Node flags included), plus any extra flags (e.g. profiling). */
export function ourServer(extraNodeArgs: string[] = []): ServerCommand {
  return { label: 'ours', script: OUR_SERVER_SCRIPT, args: ['--stdio'], nodeArgs: [...extraNodeArgs] };
}

/** VS Code's JSON language server, as shipped in `vscode-langservers-extracted` (the `vscode-json-language-server` bin). */
export function peerServer(nodeArgs: string[] = []): ServerCommand {
  const script = require.resolve('vscode-langservers-extracted/bin/vscode-json-language-server');
  return { label: 'peer', script, args: ['--stdio'], nodeArgs };
}

/** The peer's debounce before it publishes diagnostics: `validationDelayMs` in its `utils/validation.js` (fixed, not a setting). */
export const PEER_DEBOUNCE_MS = 500;

const PROJECT_SCHEMA = join(REPO_ROOT, 'schemas', 'mint.schema.json');
export const DOCS_SCHEMA_PATH = join(REPO_ROOT, 'schemas', 'docs.schema.json');
const STAND_IN_SCHEMA = join(__dirname, 'fixtures', 'stand-in.schema.json');

/** Our schema, or (while `schemas/mint.schema.json` does not exist yet) a small stand-in, said out loud. */
export function schemaForPeer(): { path: string; standIn: boolean } {
  if (existsSync(PROJECT_SCHEMA)) return { path: PROJECT_SCHEMA, standIn: false };
  return { path: STAND_IN_SCHEMA, standIn: true };
}

/**
 * Associates the schema with every file of that name (`mint.json` by default) through the peer's
 * `json/schemaAssociations` notification (what VS Code's JSON extension sends for `jsonValidation` contributions).
 * The peer reads `file:` schemas from disk.
 */
export async function associateSchemaWithPeer(
  peer: LspSession,
  schemaPath: string,
  fileName = 'mint.json',
): Promise<void> {
  await peer.sendNotification('json/schemaAssociations', [
    { fileMatch: [fileName, `/**/${fileName}`], uri: pathToFileURL(schemaPath).href },
  ]);
}
