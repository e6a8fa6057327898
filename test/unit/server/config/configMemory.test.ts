// What a checked config keeps alive, per byte of its text, measured in a child process (heap after a full collection,
// so the child runs with --expose-gc; the server never does). The worst shape is an array of tiny wrong elements
// where pages belong: each element is one small node in the tree and, for the schema, three errors and one problem.
// The schema check's errors used to stay on the shared validator until the next check (about 370 bytes per byte of
// such a config); now only the tree, the value, the model and the capped problems stay.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { test } from 'node:test';

const REPO = resolve(__dirname, '../../../..');

interface Measured {
  bytes: number;
  retainedPerByte: number;
  diagnostics: number;
  typeProblems: number;
}

function measure(element: string, count: number): Measured {
  const source = `
    const { docsJsonSite } = require(${JSON.stringify(resolve(REPO, 'test/unit/server/docsJsonSite.ts'))});
    const live = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
    // Compile the schema and warm the modules up on a small config first, so only the big one's memory is measured.
    docsJsonSite({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: [0] } }, []).service.diagnose(
      docsJsonSite({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: [0] } }, []).doc,
    );
    const text = '{"theme":"mint","name":"Docs","colors":{"primary":"#0D9373"},"navigation":{"pages":[' +
      new Array(${count}).fill(${JSON.stringify(element)}).join(',') + ']}}';
    const before = live();
    const { service, doc } = docsJsonSite(text, []);
    const diagnostics = service.diagnose(doc);
    const after = live();
    process.stdout.write(JSON.stringify({
      bytes: text.length,
      retainedPerByte: (after - before) / text.length,
      diagnostics: diagnostics.length,
      typeProblems: diagnostics.filter((d) => d.code === 'type').length,
      keep: [service, doc].length,
    }));
  `;
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '-e', source], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout) as Measured;
}

test('a config of 200,000 wrong elements keeps its tree, value and shown problems, not the schema errors', () => {
  const measured = measure('0', 200_000);
  assert.equal(measured.diagnostics, 1001, 'a thousand problems shown and one saying how many more');
  assert.ok(measured.typeProblems >= 990, `${measured.typeProblems} type problems among those shown`);
  // The tree is about 36 bytes a byte here (a node of 64 bytes and its slot per 2-character element), the value 4.5,
  // the text 1: 80 leaves room for the model and the problems, and the errors kept before were 370.
  assert.ok(
    measured.retainedPerByte < 80,
    `the checked config keeps ${measured.retainedPerByte.toFixed(0)} bytes per byte of its ${measured.bytes}-byte text`,
  );
});
