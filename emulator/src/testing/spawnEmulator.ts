// Starts the emulator as a real child process (the same `emulator/src/main.ts` that `npm run emulator` runs) on a
// free port, waits for its `listening on …` line, and offers typed access to the control endpoint. For integration
// tests and benchmarks of any part of the project:
//
//   const emulator = await spawnEmulator({ tokens: ['test-token', { token: 'qa', environment: 'Testing' }] });
//   const client = createUserGroupClient({ baseUrl: emulator.baseUrl, apiToken: 'test-token' });
//   await emulator.setFaults({ rateLimit: { count: 2, retryAfterSeconds: 0 } });
//   …
//   await emulator.stop();
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Faults } from '../faults';
import type { LoggedRequest } from '../requestLog';

export type { Faults } from '../faults';
export type { LoggedRequest } from '../requestLog';

/** Partial fault settings, as POST /__emulator/faults takes them. */
export type FaultUpdate = {
  latencyMs?: number;
  failureRate?: number;
  rateLimit?: Partial<Faults['rateLimit']>;
  unavailable?: Partial<Faults['unavailable']>;
  dropResponse?: Partial<Faults['dropResponse']>;
};

export interface SpawnEmulatorOptions {
  /** Accepted API tokens; a bare string is a Customer token. Default: `['test-api-token']`. */
  tokens?: Array<string | { token: string; environment: 'Customer' | 'Testing' }>;
  /** Data file to use (and keep across restarts). Default: a new file in a fresh temp folder. Pass `null` for memory only. */
  dataFile?: string | null;
  /** `--seed` file of demo groups. */
  seedFile?: string;
  /** Default 0 (a free port). */
  port?: number;
  /**
   * Where the request log goes: 'memory' (default: lines kept in `logLines`), 'stderr' (inherited), 'none' (not
   * written; GET /__emulator/requests still works), or a file path to append to.
   */
  log?: 'memory' | 'stderr' | 'none' | string;
  /** Extra CLI arguments (e.g. `['--latency', '50']`). */
  extraArgs?: string[];
  /** How long to wait for the listening line (default 20 s). */
  startTimeoutMs?: number;
}

export interface RunningEmulator {
  /** `http://127.0.0.1:<port>`, ready for createUserGroupClient. */
  baseUrl: string;
  port: number;
  /** The data file in use, or undefined for memory only. */
  dataFile: string | undefined;
  process: ChildProcess;
  /** Request-log and diagnostic lines the emulator wrote to stderr so far (with log 'memory'). */
  logLines: string[];
  /** Changes fault switches at run time; returns the full fault state. */
  setFaults(update: FaultUpdate): Promise<Faults>;
  /** Turns every fault off. */
  clearFaults(): Promise<void>;
  /** The request log (control requests excluded). */
  requests(): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  /** SIGTERM, then waits for exit (SIGKILL after 5 s). Safe to call twice. */
  stop(): Promise<void>;
}

/** The repository root, from this file's place in it (emulator/src/testing). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const MAIN = join(REPO_ROOT, 'emulator', 'src', 'main.ts');
const LISTENING = /^listening on (http:\/\/127\.0\.0\.1:(\d+))$/m;

export async function spawnEmulator(options: SpawnEmulatorOptions = {}): Promise<RunningEmulator> {
  const dataFile =
    options.dataFile === null
      ? undefined
      : (options.dataFile ?? join(mkdtempSync(join(tmpdir(), 'ug-emulator-')), 'data.json'));
  const log = options.log ?? 'memory';
  // The tokens go through stdin, never the command line (which every local user can read).
  const args = [
    '--import',
    'tsx',
    MAIN,
    '--port',
    String(options.port ?? 0),
    '--log',
    log === 'memory' ? 'stderr' : log,
    '--tokens',
    '-',
  ];
  const tokenLines = (options.tokens ?? ['test-api-token']).map((token) =>
    typeof token === 'string' ? token : `${token.token}:${token.environment}`,
  );
  if (dataFile !== undefined) args.push('--data', dataFile);
  if (options.seedFile !== undefined) args.push('--seed', options.seedFile);
  args.push(...(options.extraArgs ?? []));

  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', log === 'stderr' ? 'inherit' : 'pipe'],
  });
  child.stdin?.on('error', () => undefined); // an emulator that exits at once (a bad flag) closes stdin under us
  child.stdin?.end(tokenLines.map((line) => `${line}\n`).join(''));
  // A test that fails before stop() must not leave the emulator running (and the test runner waiting on it).
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  const logLines: string[] = [];
  child.stderr?.setEncoding('utf8');
  let pending = '';
  child.stderr?.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    logLines.push(...lines);
  });
  child.stderr?.on('end', () => {
    if (pending !== '') logLines.push(pending);
  });

  const baseUrl = await waitForListening(child, options.startTimeoutMs ?? 20_000, logLines);
  const port = Number(new URL(baseUrl).port);
  let exited: Promise<void> | undefined;

  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/__emulator/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new Error(`emulator control ${method} ${path}: ${json.error ?? response.status}`);
    return json;
  };

  return {
    baseUrl,
    port,
    dataFile,
    process: child,
    logLines,
    setFaults: async (update) => (await control<{ faults: Faults }>('POST', 'faults', update)).faults,
    clearFaults: async () => {
      await control('DELETE', 'faults');
    },
    requests: async () =>
      (await control<{ requests: LoggedRequest[] }>('GET', 'requests')).requests.filter(
        (entry) => !entry.path.startsWith('/__emulator/'),
      ),
    clearRequests: async () => {
      await control('DELETE', 'requests');
    },
    stop: () => {
      exited ??= stopProcess(child);
      return exited;
    },
  };
}

function waitForListening(child: ChildProcess, timeoutMs: number, logLines: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let stdout = '';
    const fail = (why: string): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`emulator did not start: ${why}\n${logLines.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`no listening line within ${timeoutMs} ms`), timeoutMs);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk;
      const match = LISTENING.exec(stdout);
      if (match) {
        clearTimeout(timer);
        child.removeListener('close', onClose);
        resolvePromise(match[1] as string);
      }
    });
    // 'close' comes after the process exited and its stderr was read to the end, so the reason is in the message.
    const onClose = (code: number | null): void => fail(`it exited with code ${code}`);
    child.once('close', onClose);
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}
