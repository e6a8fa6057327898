// Peak memory of a running process, from Linux's /proc (VmHWM = high-water mark of the resident set).
import { readFileSync } from 'node:fs';

export function readPeakRssKb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}
