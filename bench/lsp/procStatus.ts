// Peak memory of a running process, from Linux's /proc (VmHWM = high-water mark of the resident set).
import { readFileSync } from 'node:fs';

export function readPeakRssKb(pid: number): number | undefined {
  return readStatusKb(pid, 'VmHWM');
}

/** The resident set now (a leak shows as this growing over a long run, where the peak only says "once"). */
export function readRssKb(pid: number): number | undefined {
  return readStatusKb(pid, 'VmRSS');
}

function readStatusKb(pid: number, field: string): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}
