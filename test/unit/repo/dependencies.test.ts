// `npm test` and `npm start` install the dependencies first when node_modules is missing or not what the lock file
// pins (scripts/dependencies.mjs); these are the cases that decide it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dependencyProblem } from '../../../scripts/dependencies.mjs';

const lock = (packages: Record<string, object>) =>
  JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'x' }, ...packages } });
const LOCK = lock({
  'node_modules/esbuild': { version: '0.28.2' },
  'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
  'node_modules/a/node_modules/b': { version: '2.0.0' },
});

void test('a fresh clone (no node_modules) needs an install', () => {
  assert.equal(dependencyProblem(LOCK, undefined), 'node_modules is missing');
});

void test("what the lock file pins, installed, needs nothing; another platform's optional binary may be absent", () => {
  const installed = lock({
    'node_modules/esbuild': { version: '0.28.2' },
    'node_modules/a/node_modules/b': { version: '2.0.0' },
  });
  assert.equal(dependencyProblem(LOCK, installed), undefined);
});

void test('a package at another version, or one not installed, is named', () => {
  const installed = lock({ 'node_modules/esbuild': { version: '0.27.0' } });
  assert.equal(
    dependencyProblem(LOCK, installed),
    'node_modules does not match package-lock.json: esbuild is 0.27.0, the lock file says 0.28.2; a/node_modules/b is not installed',
  );
});

void test('an unreadable install record asks for an install instead of throwing', () => {
  assert.match(dependencyProblem(LOCK, '{') ?? '', /cannot be read/);
});

void test('npm test runs the dependency check first, as npm start does', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.equal(manifest.scripts.pretest, 'node scripts/dependencies.mjs');
  assert.match(readFileSync(join(__dirname, '../../../scripts/start.mjs'), 'utf8'), /ensureDependencies\(repoRoot/);
});
