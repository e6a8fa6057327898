// The peak of a config check, not only what it keeps: ajv builds every schema error before any is read (about 190
// bytes each, three per wrong element), so a 2 MB array of numbers where pages belong made 3 million errors, about
// 600 MB, and more with their problems, before the problem cap let all but a thousand go. The validators now build
// the first SCHEMA_ERROR_LIMIT errors only (schemaErrorAppend.ts). Measured in a child process whose heap is limited
// to a few times what the checked config keeps: past the limit V8 ends the process, so the check's peak is what fails.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { test } from 'node:test';

const REPO = resolve(__dirname, '../../../..');
const MB = 1024 * 1024;

/** The heap the child may use: the modules and the runtime (about 60 MB with tsx), plus this many bytes per byte of
 * the config. The checked config keeps about 45 bytes per byte (its tree, value and model: configMemory.test.ts); its
 * parse peaks higher; the check before this change peaked past 400. */
const BASE_HEAP_MB = 96;
const HEAP_PER_CONFIG_BYTE = 150;

function check(element: string, count: number) {
  const source = `
    const { docsJsonSite } = require(${JSON.stringify(resolve(REPO, 'test/unit/server/docsJsonSite.ts'))});
    const text = '{"theme":"mint","name":"Docs","colors":{"primary":"#0D9373"},"navigation":{"pages":[' +
      new Array(${count}).fill(${JSON.stringify(element)}).join(',') + ']}}';
    const { service, doc } = docsJsonSite(text, []);
    const diagnostics = service.diagnose(doc);
    process.stdout.write(JSON.stringify({
      bytes: text.length,
      shown: diagnostics.length,
      types: diagnostics.filter((d) => d.code === 'type').map((d) => String(d.message)),
      notes: diagnostics.filter((d) => d.code === 'too-many-problems').map((d) => String(d.message)),
    }));
  `;
  const bytes = count * (element.length + 1);
  const heapMb = BASE_HEAP_MB + Math.ceil((HEAP_PER_CONFIG_BYTE * bytes) / MB);
  const child = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, '--import', 'tsx', '-e', source], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 240_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  assert.equal(
    child.status,
    0,
    `the check of ${(bytes / MB).toFixed(1)} MB of ${element} where pages belong did not fit a heap of ${heapMb} MB: ${child.stderr.slice(-600)}`,
  );
  return JSON.parse(child.stdout) as { bytes: number; shown: number; types: string[]; notes: string[] };
}

// 990,000 elements: just under the keys and values a config may hold (MAX_KEYS_AND_VALUES, a million).
test('the check of 1.9 MB of wrong elements where pages belong fits a heap of 150 bytes per byte of the config', () => {
  const result = check('0', 990_000);
  assert.ok(result.bytes > 1.8 * MB);
  assert.equal(result.shown, 1001, 'a thousand problems shown and the note saying how many more');
  assert.equal(result.types[0], 'Incorrect type for "navigation.pages[0]": expected string or object, found number.');
  assert.ok(result.types.length >= 990, `${result.types.length} type problems among those shown`);
  // Three errors per element: the 100,000 read stand for about 33,000 elements, and the note counts the rest.
  const unread = result.notes.map((note) => /: (\d+) more were not read/.exec(note)?.[1]).find(Boolean);
  assert.ok(unread && Number(unread) > 2_700_000, `the note on the errors not read: ${result.notes.join(' | ')}`);
});
