// Locating (installing if needed), starting and health-checking a private code-server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { spawnGroup } from './processGroup.mjs';
import { repoRoot } from './paths.mjs';

export const CODE_SERVER_VERSION = '4.100.3';

export function codeServerInstallDir() {
  const cacheRoot = process.env.DOCSITE_CACHE || join(homedir(), '.cache', 'docsite-kit');
  return join(cacheRoot, `code-server-${CODE_SERVER_VERSION}`);
}

/** The code-server entry script; runs `.ci/install-code-server.sh` first when the cache has no complete install. */
export function ensureCodeServer() {
  const dir = codeServerInstallDir();
  const entry = join(dir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
  if (existsSync(join(dir, '.install-complete')) && existsSync(entry)) return entry;
  console.log(`code-server ${CODE_SERVER_VERSION} is not installed in ${dir}: running .ci/install-code-server.sh`);
  console.log('(apt-get install chromium ripgrep libkrb5-dev if missing, then code-server from npm; about a minute)');
  const result = spawnSync('bash', [join(repoRoot, '.ci', 'install-code-server.sh')], { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`.ci/install-code-server.sh failed (exit ${result.status ?? result.signal})`);
  return entry;
}

/**
 * Starts code-server on 127.0.0.1:`port` in its own process group. Everything it (and VS Code, and the extension
 * host) writes to HOME / XDG folders lands under `stateDir`. `env` is added to the server's environment; the
 * extension host is forked from the server and inherits it (that is how tests get the emulator URL and token).
 * Output goes to `logFile`. `extensionsDir` defaults to `<stateDir>/extensions` (empty: only built-in extensions).
 * `extraArgs` go on code-server's command line before the folder (the secret audit adds `--log trace`).
 */
export function startCodeServer({
  entry,
  port,
  folder,
  stateDir,
  extensionsDir = join(stateDir, 'extensions'),
  env = {},
  logFile,
  extraArgs = [],
}) {
  const home = join(stateDir, 'home');
  const userDataDir = join(stateDir, 'user-data');
  for (const dir of [home, userDataDir, extensionsDir]) mkdirSync(dir, { recursive: true });
  const args = [
    entry,
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--user-data-dir',
    userDataDir,
    '--extensions-dir',
    extensionsDir,
    ...extraArgs,
    folder,
  ];
  const child = spawnGroup(process.execPath, args, {
    cwd: folder,
    logFile,
    env: {
      ...inheritableEnv(),
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_DATA_HOME: join(home, '.local', 'share'),
      XDG_CACHE_HOME: join(home, '.cache'),
      ...env,
    },
  });
  return { child, userDataDir, url: `http://127.0.0.1:${port}` };
}

/** Polls `/healthz` until it answers 200; fails early if the server exits. */
export async function waitForHealthy(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`code-server exited (${child.signalCode ?? child.exitCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`code-server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

/** The parent environment without VS Code's own variables: when run from a VS Code terminal they would point the
 * nested server at the outer editor's IPC sockets. */
function inheritableEnv() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VSCODE_') || key === 'ELECTRON_RUN_AS_NODE') continue;
    env[key] = value;
  }
  return env;
}
