// What a `.heapsnapshot` holds, by structure: the live objects' own sizes summed per kind (constructor name for
// objects, one row each for strings, arrays, code …), biggest first. Usage:
//   node --import tsx bench/lsp/heapSnapshotSummary.ts FILE.heapsnapshot [N] [--by=folderEntries,parses,…]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

const [file, count = '25'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: heapSnapshotSummary.ts FILE.heapsnapshot [N]');
const data = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
const fields = data.snapshot.meta.node_fields;
const types = data.snapshot.meta.node_types[0];
const width = fields.length;
const typeAt = fields.indexOf('type');
const nameAt = fields.indexOf('name');
const sizeAt = fields.indexOf('self_size');
const rows = new Map<string, { bytes: number; count: number }>();
let total = 0;
for (let i = 0; i < data.nodes.length; i += width) {
  const type = types[data.nodes[i + typeAt]];
  const size = data.nodes[i + sizeAt];
  total += size;
  // Objects by constructor; everything else (strings, arrays, closures' code, hidden V8 structures) by its type.
  const key = type === 'object' || type === 'native' ? `${type} ${data.strings[data.nodes[i + nameAt]]}` : type;
  const row = rows.get(key) ?? { bytes: 0, count: 0 };
  row.bytes += size;
  row.count++;
  rows.set(key, row);
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2).padStart(8);
console.log(`${mb(total)} MB in all`);
for (const [key, row] of [...rows].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, Number(count)))
  console.log(`${mb(row.bytes)} MB  ${String(row.count).padStart(9)}  ${key}`);

// With `--by=a,b,c`: what is reachable from the objects held under each of these property names (in that order;
// an object reachable from two is counted under the first), not through code, closures or shared V8 structures.
// Property names survive the bundling where class names do not: `folderEntries` is the workspace index's, `parses`
// the page cache's, `root` and `value` a parsed config's.
const by = process.argv.find((a) => a.startsWith('--by='));
if (by) {
  const edgeFields = (data as unknown as { snapshot: { meta: { edge_fields: string[]; edge_types: [string[]] } } })
    .snapshot.meta;
  const edges = (data as unknown as { edges: number[] }).edges;
  const edgeWidth = edgeFields.edge_fields.length;
  const edgeTypes = edgeFields.edge_types[0];
  const edgeCountAt = fields.indexOf('edge_count');
  const firstEdge: number[] = [];
  for (let i = 0, e = 0; i < data.nodes.length; i += width) {
    firstEdge.push(e);
    e += data.nodes[i + edgeCountAt] * edgeWidth;
  }
  const skip = new Set(['code', 'closure', 'object shape', 'synthetic', 'hidden', 'native']);
  const claimed = new Set<number>();
  for (const name of by.slice(5).split(',')) {
    const pending: number[] = [];
    for (let n = 0; n < firstEdge.length; n++) {
      const count = data.nodes[n * width + edgeCountAt];
      for (let k = 0; k < count; k++) {
        const e = firstEdge[n] + k * edgeWidth;
        if (edgeTypes[edges[e]] === 'property' && data.strings[edges[e + 1]] === name)
          pending.push(edges[e + 2] / width);
      }
    }
    let bytes = 0;
    let objects = 0;
    for (let n; (n = pending.pop()) !== undefined;) {
      if (claimed.has(n) || skip.has(types[data.nodes[n * width + typeAt]])) continue;
      claimed.add(n);
      bytes += data.nodes[n * width + sizeAt];
      objects++;
      const count = data.nodes[n * width + edgeCountAt];
      for (let k = 0; k < count; k++) {
        const e = firstEdge[n] + k * edgeWidth;
        if (edgeTypes[edges[e]] !== 'weak' && edgeTypes[edges[e]] !== 'shortcut') pending.push(edges[e + 2] / width);
      }
    }
    console.log(`${mb(bytes)} MB  ${String(objects).padStart(9)}  reachable from .${name}`);
  }
}
