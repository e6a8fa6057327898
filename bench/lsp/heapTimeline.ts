// A timeline of a server's memory: a preload (`--require`) samples the resident set and V8's heap spaces every few
// milliseconds into a file, so the step of a session where the peak forms can be told (the peak alone says "once").
// Bench-only: it adds a timer to the server's run, so figures taken with it are for finding causes, not for tables.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerCommand } from './serverProcess';

const PRELOAD = `
const { appendFileSync } = require('node:fs');
const v8 = require('node:v8');
const out = process.env.BENCH_TIMELINE_FILE;
const every = Number(process.env.BENCH_TIMELINE_MS) || 10;
const sample = () => {
  const spaces = {};
  for (const s of v8.getHeapSpaceStatistics()) spaces[s.space_name] = s.space_size;
  let used = 0;
  for (const s of v8.getHeapSpaceStatistics()) used += s.space_used_size;
  const { rss, external, arrayBuffers } = process.memoryUsage();
  appendFileSync(out, JSON.stringify({ t: Date.now(), rss, used, spaces, external, arrayBuffers }) + '\\n');
};
setInterval(sample, every).unref();
`;

export interface TimelineSample {
  t: number;
  rss: number;
  used: number;
  spaces: Record<string, number>;
  /** Memory outside V8's heap that V8 knows of (array buffers, external strings). */
  external: number;
  arrayBuffers: number;
}

export interface HeapTimeline {
  command: ServerCommand;
  samples(): TimelineSample[];
  dispose(): void;
}

export function withHeapTimeline(command: ServerCommand, everyMs = 10): HeapTimeline {
  const dir = mkdtempSync(join(tmpdir(), 'bench-timeline-'));
  const preload = join(dir, 'timeline.cjs');
  const out = join(dir, 'timeline.jsonl');
  writeFileSync(preload, PRELOAD);
  writeFileSync(out, '');
  const env = { ...process.env, ...command.env, BENCH_TIMELINE_FILE: out, BENCH_TIMELINE_MS: String(everyMs) };
  return {
    command: { ...command, nodeArgs: ['--require', preload, ...(command.nodeArgs ?? [])], env },
    samples() {
      return readFileSync(out, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as TimelineSample);
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
