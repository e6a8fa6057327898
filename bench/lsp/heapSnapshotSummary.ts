// What a `.heapsnapshot` holds, by structure: the live objects' own sizes summed per kind (constructor name for
// objects, one row each for strings, arrays, code …), biggest first. Usage:
//   node --import tsx bench/lsp/heapSnapshotSummary.ts FILE.heapsnapshot [N]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

const [file, count = '25'] = process.argv.slice(2);
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
