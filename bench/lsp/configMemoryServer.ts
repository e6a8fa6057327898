// The server process opening one large config of a hostile shape: peak RSS, and the live heap after a full
// collection once its diagnostics are out (heapProbe.ts), each per byte of the config. Needs `npm run build` first.
//
//   node --import tsx bench/lsp/configMemoryServer.ts [--mb=8] [--shape=numbers|strings|objects|groups] [--server=path]
//
// The shapes are the worst ones configMemory.ts finds: millions of tiny wrong elements where pages belong, each
// wrong for the schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withHeapProbe } from './heapProbe';
import { LspSession } from './lspSession';
import { ourServer } from './servers';

const ELEMENTS: Record<string, string> = {
  numbers: '0',
  strings: '"a"',
  objects: '{}',
  groups: '{"group":"g","pages":[1]}',
};

const args = process.argv.slice(2);
const mb = Number(args.find((a) => a.startsWith('--mb='))?.slice(5) ?? 8);
const shape = args.find((a) => a.startsWith('--shape='))?.slice(8) ?? 'numbers';
const server = args.find((a) => a.startsWith('--server='))?.slice(9);
const element = ELEMENTS[shape];
if (!element) throw new Error(`unknown shape ${shape}`);

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-bench-configmem-'));
  const count = Math.floor((mb * 1024 * 1024) / (element.length + 1));
  const text = `{"theme":"mint","name":"Docs","colors":{"primary":"#0D9373"},"navigation":{"pages":[${new Array(count).fill(element).join(',')}]}}`;
  const path = join(dir, 'docs.json');
  writeFileSync(path, text);
  const probe = withHeapProbe(server ? { ...ourServer(), script: server } : ourServer());
  const session = await LspSession.start(probe.command, { workspaceDir: dir });
  try {
    const uri = pathToFileURL(path).href;
    const started = performance.now();
    const published = session.waitForDiagnostics(uri, (d) => d.length > 0, 600_000);
    await session.open(uri, text);
    const { diagnostics } = await published;
    const ms = performance.now() - started;
    const peakKb = session.server.peakRssKb() ?? NaN;
    const heap = await probe.measure(session.server.pid);
    const bytes = Buffer.byteLength(text);
    console.log(
      JSON.stringify({
        shape,
        bytes,
        diagnostics: diagnostics.length,
        first_diagnostics_ms: Math.round(ms),
        peak_rss_mb: Math.round(peakKb / 1024),
        peak_rss_per_byte: Number(((peakKb * 1024) / bytes).toFixed(1)),
        live_heap_mb: heap ? Math.round(heap.usedHeapSize / 1024 / 1024) : null,
        live_heap_per_byte: heap ? Number((heap.usedHeapSize / bytes).toFixed(1)) : null,
      }),
    );
  } finally {
    await session.stop();
    probe.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
