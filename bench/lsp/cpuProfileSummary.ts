// Prints the functions with the most self time in a V8 .cpuprofile (as written by `node --cpu-prof`), to say
// where a server spends its time without opening DevTools: `node --import tsx bench/lsp/cpuProfileSummary.ts FILE [N]`.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export function summarize(profile: CpuProfile, top: number): string[] {
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url ? basename(url) : ''}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  const total = (profile.endTime - profile.startTime) / 1000;
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
}

if (require.main === module) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: cpuProfileSummary.ts FILE.cpuprofile [N]');
    process.exit(2);
  }
  for (const line of summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(top ?? 20)))
    console.log(line);
}
