// The project documents Node 20 (package.json engines). A locked package that declares it needs a newer Node makes
// `npm ci` print an engine warning: each one must be explained in docs/testing.md, or replaced.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(__dirname, '../../..');

type Version = [number, number, number];
const parse = (text: string): Version =>
  text
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0)
    .concat(0, 0)
    .slice(0, 3) as Version;
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Enough of npm's ranges for engines fields: `A || B`, each `^x.y.z`, `>=x.y.z`, `>x.y.z`, `x.y.z` or `*`. A form
 * not understood counts as satisfied (the test then errs towards silence, never a false alarm). */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) => {
    // `>= 6.0.0` is `>=6.0.0`.
    const parts = alternative.trim().replaceAll('>= ', '>=').replaceAll('> ', '>').split(/\s+/).filter(Boolean);
    return parts.every((part) => {
      if (part === '*' || part === '') return true;
      if (part.startsWith('^')) {
        const min = parse(part.slice(1));
        return v[0] === min[0] && compare(v, min) >= 0;
      }
      if (part.startsWith('>=')) return compare(v, parse(part.slice(2))) >= 0;
      if (part.startsWith('>')) return compare(v, parse(part.slice(1))) > 0;
      if (/^\d/.test(part)) return compare(v, parse(part)) === 0 || !/^\d+\.\d+\.\d+$/.test(part);
      return true;
    });
  });
}

void test('the range reading used here', () => {
  assert.equal(satisfies('20.19.0', '^20.19.0 || ^22.13.0 || >=24'), true);
  assert.equal(satisfies('20.18.1', '^20.19.0 || ^22.13.0 || >=24'), false);
  assert.equal(satisfies('20.19.0', '^22.22.2 || >=24.15.0'), false);
  assert.equal(satisfies('20.19.0', '>=18'), true);
  assert.equal(satisfies('20.19.0', '>= 4'), true);
  assert.equal(satisfies('20.19.0', '>= 6.0.0'), true);
});

void test('every locked package that excludes the documented Node is explained in docs/testing.md', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
  const documented = /^>=(\d+\.\d+\.\d+)$/.exec(manifest.engines.node)![1];
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
  };
  const excluding = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    if (path === '' || !range || entry.optional) continue;
    if (!satisfies(documented, range))
      excluding.add(path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
  const docs = readFileSync(join(ROOT, 'docs', 'testing.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### The one engine warning'));
  assert.ok(
    section.length > 0 && docs.includes('### The one engine warning'),
    'docs/testing.md explains the engine warnings',
  );
  for (const name of excluding)
    assert.ok(
      section.includes(`\`${name}\``),
      `${name} needs a newer Node than ${documented} and is not explained in docs/testing.md`,
    );
});
