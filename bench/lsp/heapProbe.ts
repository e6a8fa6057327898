// The live heap of a running server, measured the same way for ours and the peer: a preload (`--require`) installs a
// SIGUSR2 handler that asks V8, through the in-process inspector, for a full collection and then writes
// `v8.getHeapStatistics()` (and, when asked, a heap snapshot) to a file. Nothing runs until the signal comes, so the
// server's normal run is unchanged: no `--expose-gc`, no other V8 flag, and the signal is sent only after every
// timing of that server is done.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerCommand } from './serverProcess';

const PRELOAD = `
const { writeFileSync, renameSync } = require('node:fs');
process.on('SIGUSR2', () => {
  const inspector = require('node:inspector');
  const v8 = require('node:v8');
  const session = new inspector.Session();
  session.connect();
  session.post('HeapProfiler.collectGarbage', () => {
    // Not inside the callback: disconnecting there stops the handler short.
    setImmediate(() => {
      session.disconnect();
      const stats = v8.getHeapStatistics();
      const out = process.env.BENCH_HEAP_FILE;
      let snapshot;
      if (process.env.BENCH_HEAP_SNAPSHOT) snapshot = v8.writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
      // Written whole, then renamed, so the reader never sees half a file.
      writeFileSync(out + '.tmp', JSON.stringify({ usedHeapSize: stats.used_heap_size, totalHeapSize: stats.total_heap_size, externalMemory: stats.external_memory, snapshot }));
      renameSync(out + '.tmp', out);
    });
  });
});
`;

export interface HeapFigures {
  /** Bytes live on V8's heap after a full collection. */
  usedHeapSize: number;
  /** Bytes V8 has reserved for its heap at that moment. */
  totalHeapSize: number;
  externalMemory: number;
  snapshot?: string;
}

export interface HeapProbe {
  /** The command with the preload and its environment added. */
  command: ServerCommand;
  /** Sends the signal and waits for the figures (undefined when the server did not answer within `timeoutMs`). */
  measure(pid: number, timeoutMs?: number): Promise<HeapFigures | undefined>;
  dispose(): void;
}

/** `snapshotPath`: also write a `.heapsnapshot` there when measuring. */
export function withHeapProbe(command: ServerCommand, snapshotPath?: string): HeapProbe {
  const dir = mkdtempSync(join(tmpdir(), 'bench-heap-'));
  const preload = join(dir, 'heap-probe.cjs');
  const out = join(dir, 'heap.json');
  writeFileSync(preload, PRELOAD);
  const env = {
    ...process.env,
    ...command.env,
    BENCH_HEAP_FILE: out,
    ...(snapshotPath ? { BENCH_HEAP_SNAPSHOT: snapshotPath } : {}),
  };
  return {
    command: { ...command, nodeArgs: ['--require', preload, ...(command.nodeArgs ?? [])], env },
    async measure(pid, timeoutMs = 120_000) {
      rmSync(out, { force: true });
      try {
        process.kill(pid, 'SIGUSR2');
      } catch {
        return undefined;
      }
      const deadline = Date.now() + timeoutMs;
      while (!existsSync(out)) {
        if (Date.now() > deadline) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return JSON.parse(readFileSync(out, 'utf8')) as HeapFigures;
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
