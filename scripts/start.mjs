#!/usr/bin/env node
// `npm start`: the whole extension, live, in a browser — on a fresh machine too.
//   1. installs what is missing (node_modules via `npm ci` when missing or not matching the lock file; chromium/ripgrep/libkrb5-dev and code-server 4.100.3 via
//      .ci/install-code-server.sh, into a cache folder outside the repo), and says so;
//   2. builds the extension;
//   3. starts the user-group emulator with a few demo groups and a random demo API token;
//   4. copies examples/docs into a temporary folder (printed) and starts code-server on 127.0.0.1 with that copy
//      open and the extension installed (a symlink to this repo in a private extensions folder), its user settings
//      pointing the explorer at the emulator — edits and quick fixes in the demo never touch the repository;
//   5. prints the URL to open. Ctrl-C, or SIGINT/SIGTERM to the npm process alone (what a process manager or an
//      IDE's stop button sends), stops everything it started and removes the temporary folder.
//
// `npm start` runs this script with `exec` (package.json) so that npm's signal forwarding reaches this process
// directly, not a shell that would wait for it.
//
//   npm start [-- --port 8080] [--emulator-port 8787] [--skip-build]
//
// The demo API token is never written to a file nor put on a command line: the emulator reads it on stdin, code-server
// gets it as DOCSITE_DEMO_API_TOKEN in its environment, the extension host inherits it, and the extension
// (client/src/demoMode.ts) stores it in SecretStorage. The language server starts with a scrubbed environment.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'emulator-port': { type: 'string', default: '0' },
    // The browser-driven tests start the demo after the test launcher has built everything.
    'skip-build': { type: 'boolean', default: false },
  },
});

const DEMO_ENVIRONMENT = 'Local demo';
const DEMO_GROUPS = [
  {
    user_group_id: 'acme-retail',
    name: 'Acme Retail',
    mapping: { sales: 'retail-warehouse' },
    properties: { region: 'EU', plan: 'enterprise' },
  },
  {
    user_group_id: 'globex',
    name: 'Globex Corporation',
    mapping: { sales: 'globex-postgres', support: 'globex-zendesk' },
    properties: { region: 'US', plan: 'growth' },
  },
  { user_group_id: 'initech', name: 'Initech', properties: { region: 'US', plan: 'starter' } },
];

const say = (message) => console.log(`[start] ${message}`);
let stateDir;
let stopping = false;

// The runner helpers import nothing outside Node, but they live in the repo's test tree and need tsx (for the
// emulator) once they run: install dependencies before loading them.
const { ensureDependencies } = await import('./dependencies.mjs');
ensureDependencies(repoRoot, say);
const { ensureCodeServer, startCodeServer, waitForHealthy } =
  await import('../test/vscode/support/runner/codeServer.mjs');
const { startEmulator } = await import('../test/vscode/support/runner/emulator.mjs');
const { killAllGroups } = await import('../test/vscode/support/runner/processGroup.mjs');

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));

try {
  await start();
} catch (error) {
  console.error(`[start] ${error.stack ?? error}`);
  await stop();
}

async function start() {
  const codeServerEntry = ensureCodeServer();

  if (!options['skip-build']) {
    say('building the extension (npm run build)');
    run('npm', ['run', '--silent', 'build']);
  }

  stateDir = mkdtempSync(join(tmpdir(), 'docsite-start-'));
  const seedFile = join(stateDir, 'demo-groups.json');
  writeFileSync(seedFile, JSON.stringify({ groups: DEMO_GROUPS }, null, 2));
  const demoToken = `demo-${randomBytes(18).toString('hex')}`;
  const emulator = await startEmulator({
    dataFile: join(stateDir, 'emulator-data.json'),
    tokens: [`${demoToken}:Customer`],
    port: Number(options['emulator-port']),
    extraArgs: ['--seed', seedFile],
    logFile: join(stateDir, 'emulator.log'),
  });
  say(`emulator listening on ${emulator.url} with ${DEMO_GROUPS.length} demo groups`);

  const extensionsDir = join(stateDir, 'extensions');
  mkdirSync(extensionsDir, { recursive: true });
  // An installed extension, not a development one: the plain URL works from any browser, no test payload needed.
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  symlinkSync(repoRoot, join(extensionsDir, `${manifest.publisher}.${manifest.name}-${manifest.version}`), 'dir');
  writeUserSettings(join(stateDir, 'user-data'), emulator.url);

  const port = await portOrFree(Number(options.port));
  // A copy: the sample's deliberate mistakes stay for the next run, whatever the user fixes or creates.
  const folder = join(stateDir, 'docs');
  cpSync(join(repoRoot, 'examples', 'docs'), folder, { recursive: true });
  say(`copied examples/docs to ${folder} (removed when this stops)`);
  const server = startCodeServer({
    entry: codeServerEntry,
    port,
    folder,
    stateDir,
    extensionsDir,
    // The seed file is in the Import Groups format, so the explorer can list the demo groups from the start.
    env: {
      DOCSITE_DEMO_API_TOKEN: demoToken,
      DOCSITE_DEMO_ENVIRONMENT: DEMO_ENVIRONMENT,
      DOCSITE_DEMO_GROUPS_FILE: seedFile,
    },
    logFile: join(stateDir, 'code-server.log'),
  });
  await waitForHealthy(server.url, server.child);
  server.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] code-server exited (${signal ?? code}); its log: ${join(stateDir, 'code-server.log')}`);
    void stop();
  });

  console.log(`
  Docsite Kit is running. Open:

      ${server.url}/?folder=${encodeURI(folder)}

  - The site is a copy of examples/docs in ${folder}; the repository is not touched.
    Its mint.json has two deliberate mistakes (a misspelt iconType, a page with no file): see the
    Problems panel; completion and hover work in mint.json.
  - The "User Groups" view (activity bar) is connected to the emulator as "${DEMO_ENVIRONMENT}"; the demo API token
    is already in SecretStorage, and it lists the emulator's demo groups: ${DEMO_GROUPS.map((g) => g.user_group_id).join(', ')}.
    After trying another token, "Docsite Kit: Use Demo Token" puts the demo one back.
  - Group documents are sent to the service only when you press Ctrl+S (or Update Group); auto-save never sends them.
  - Listening on 127.0.0.1 only, without authentication. From another machine: ssh -L ${port}:127.0.0.1:${port} <host>
  - After changing the extension's code: Ctrl-C and npm start again (it rebuilds).

  Ctrl-C (or SIGINT/SIGTERM to npm) stops code-server and the emulator and removes ${stateDir}.
`);
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (signal) console.log(`\n[start] ${signal}: stopping code-server and the emulator`);
  await killAllGroups();
  if (stateDir) {
    rmSync(stateDir, { recursive: true, force: true });
    say(`removed ${stateDir}`);
  }
  process.exit(signal ? 0 : 1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The connection to the emulator, plus quiet defaults (no welcome page, no "open the parent git repo" prompt). */
function writeUserSettings(userDataDir, emulatorUrl) {
  const settingsDir = join(userDataDir, 'User');
  mkdirSync(settingsDir, { recursive: true });
  const settings = {
    'docsite.userGroups.environments': [{ name: DEMO_ENVIRONMENT, baseUrl: emulatorUrl }],
    'workbench.startupEditor': 'none',
    'git.openRepositoryInParentFolders': 'never',
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'telemetry.telemetryLevel': 'off',
  };
  writeFileSync(join(settingsDir, 'settings.json'), JSON.stringify(settings, null, 2));
}

/** `wanted` when it is free, otherwise any free port (and says so). */
function portOrFree(wanted) {
  const listen = (port) =>
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
  return listen(wanted).catch(async () => {
    const port = await listen(0);
    say(`port ${wanted} is taken: using ${port}`);
    return port;
  });
}
