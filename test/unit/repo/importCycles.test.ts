// The server, client and shared sources import each other without cycles: a module that two others need lives in
// its own file (e.g. server/src/lsp/serverContext.ts) rather than in one of them. Type-only imports count too: a
// cycle of types is still two modules that cannot be read or changed apart.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(__dirname, '..', '..', '..');
const SOURCE_FOLDERS = ['server/src', 'client/src', 'shared/src'];
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']*)'|^\s*import\s+'(\.[^']*)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts'), base].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  );
}

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the list of files from its first module back to it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

test('the cycle finder reports a two-module cycle and ignores a diamond', () => {
  const cycles = findCycles(
    new Map([
      ['a', ['b', 'c']],
      ['b', ['d']],
      ['c', ['d']],
      ['d', []],
      ['x', ['y']],
      ['y', ['x']],
    ]),
  );
  assert.deepEqual(cycles, [['x', 'y', 'x']]);
});

test('no import cycles in server, client and shared sources', () => {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  assert.ok(files.length > 50, `found only ${files.length} source files`);
  const graph = importGraph(files);
  assert.ok(
    [...graph.values()].some((targets) => targets.length > 0),
    'the import pattern matched nothing',
  );
  const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' -> '));
  assert.deepEqual(cycles, []);
});
