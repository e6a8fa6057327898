// Activation time in a real VS Code: runs the real-VS-Code launcher (code-server 4.100.3 + headless Chromium) with
// a test filter that selects one test that waits for the server's diagnostics (the extension activates on its own at
// start-up, `workspaceContains:**/mint.json`), keeps the run's folder, and reads three timestamps from its logs:
// the extension host starting the activation, `activate()` having returned (the extension's "activated." line), and
// the language server's answer to `initialize` (from the verbose LSP trace). It runs with `--audit-secrets` for that
// trace, whose `--log trace` also makes the extension host write its logs out before it stops (at the default level
// the extension's own log file may not be flushed by then).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from './listFiles';
import { REPO_ROOT } from './servers';

export interface ActivationTiming {
  /** activation start -> activate() returned */
  activateMs: number;
  /** activation start -> the server's `initialize` answer arrived */
  serverReadyMs: number | undefined;
}

/** Only when code-server is already installed: a bench must not start a 100 MB download. */
export function codeServerInstalled(): boolean {
  const cacheRoot = process.env.DOCSITE_CACHE || join(homedir(), '.cache', 'docsite-kit');
  return existsSync(join(cacheRoot, 'code-server-4.100.3', '.install-complete'));
}

export function measureVscodeActivation(): ActivationTiming | { error: string } {
  const run = spawnSync(
    process.execPath,
    ['test/vscode/run-in-code-server.mjs', '--keep', '--audit-secrets', '--grep', 'misspelt icon type'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  const kept = /kept (\S+)/.exec(run.stdout ?? '')?.[1];
  if (!kept) return { error: `the launcher kept no run folder (exit ${run.status})` };
  try {
    const logs = listFiles(join(kept, 'user-data', 'logs'));
    const hostLog = logs.find((f) => f.endsWith('remoteexthost.log'));
    const extensionLog = logs.find((f) => f.endsWith(join('docsite-kit.docsite-kit', 'Docsite Kit.log')));
    const serverLog = logs.find((f) => f.endsWith(join('docsite-kit.docsite-kit', 'Docsite Kit Language Server.log')));
    if (!hostLog || !extensionLog) return { error: 'the run left no extension host log or no extension log' };
    const started = timestampOf(
      readFileSync(hostLog, 'utf8'),
      /ExtensionService#_doActivateExtension docsite-kit\.docsite-kit/,
    );
    const ownLog = readFileSync(extensionLog, 'utf8');
    const activated = timestampOf(ownLog, /Docsite Kit \S+ activated\./);
    const serverReady = serverLog
      ? timestampOf(readFileSync(serverLog, 'utf8'), /Received response 'initialize/)
      : undefined;
    if (started === undefined || activated === undefined) return { error: 'activation lines not found in the logs' };
    return {
      activateMs: activated - started,
      serverReadyMs: serverReady === undefined ? undefined : serverReady - started,
    };
  } finally {
    rmSync(kept, { recursive: true, force: true });
  }
}

/** VS Code log lines start with `YYYY-MM-DD HH:MM:SS.mmm`; the first line matching `pattern`, in ms. */
function timestampOf(log: string, pattern: RegExp): number | undefined {
  const line = log.split('\n').find((l) => pattern.test(l));
  const stamp = line && /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3})/.exec(line);
  return stamp ? Date.parse(`${stamp[1]}T${stamp[2]}Z`) : undefined;
}
