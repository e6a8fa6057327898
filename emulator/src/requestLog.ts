// One line per request: time, method, path, status, duration, and the fault applied. The path is logged without its
// query string, and nothing from headers or bodies is logged, so no API token or group token can appear.
import { appendFileSync } from 'node:fs';

export interface LoggedRequest {
  time: string;
  method: string;
  path: string;
  /** 0 when the connection was dropped without an answer. */
  status: number;
  ms: number;
  fault?: 'rate-limit' | 'unavailable' | 'failure' | 'drop';
}

/** Entries kept in memory for GET /__emulator/requests. */
const MAX_KEPT = 20_000;

export class RequestLog {
  private entries: LoggedRequest[] = [];

  /** `sink`: 'stderr', a file path to append to, or 'none'. */
  constructor(private readonly sink: string) {}

  record(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_KEPT) this.entries.splice(0, this.entries.length - MAX_KEPT);
    if (this.sink === 'none') return;
    const line = `${entry.time} ${entry.method} ${entry.path} ${entry.status === 0 ? 'dropped' : entry.status} ${entry.ms.toFixed(1)}ms${entry.fault ? ` fault=${entry.fault}` : ''}\n`;
    if (this.sink === 'stderr') process.stderr.write(line);
    else appendFileSync(this.sink, line);
  }

  list(): LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}

/** The path part of a request target, without query or fragment (which could carry secrets). */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  return path.length > 200 ? `${path.slice(0, 197)}...` : path;
}
