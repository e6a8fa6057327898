// Child processes that start their own process group (like `setsid`), so that stopping one also stops everything it
// spawned: code-server's file watcher and extension host, the emulator's node under `tsx`.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

const running = new Set();

/**
 * Spawns `command` detached (new process group). stdout/stderr are piped so callers can watch for ready lines, and
 * always drained: into `logFile` when given (a child blocked on a full pipe would hang the run). `input`, when given,
 * is written to the child's stdin.
 */
export function spawnGroup(command, args, { logFile, input, ...options } = {}) {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (input !== undefined) {
    // `input` (e.g. secrets that must not appear on the command line) is written to stdin, which is then closed.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  }
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Sends SIGTERM to the child's whole group, then SIGKILL after `graceMs` if anything is left. */
export async function killGroup(child, graceMs = 3000) {
  if (child.pid === undefined) return;
  signalGroup(child.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(child.pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (groupAlive(child.pid)) signalGroup(child.pid, 'SIGKILL');
  running.delete(child);
}

/** Stops every group this module started and has not seen exit. */
export async function killAllGroups() {
  await Promise.all([...running].map((child) => killGroup(child)));
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the first match of `pattern` in the child's output; rejects if it exits or `timeoutMs` passes. */
export function waitForOutput(child, pattern, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) finish(() => resolve(match));
    };
    const onExit = (code, signal) =>
      finish(() => reject(new Error(`${what} exited (${signal ?? code}) before it was ready. Output:\n${seen}`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`${what} was not ready after ${timeoutMs} ms. Output:\n${seen}`))),
      timeoutMs,
    );
    function finish(settle) {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.off('exit', onExit);
      settle();
    }
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
}
