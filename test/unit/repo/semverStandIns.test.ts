// The client bundle's stand-ins for semver's parse and satisfies (scripts/semver-stand-ins.mjs) give semver's own
// answers for what vscode-languageclient asks: VS Code's version (release, insider, malformed) against a caret range.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

interface Parsed {
  major: number;
  minor: number;
  patch: number;
  prerelease: readonly unknown[];
}

// semver (a dependency of vscode-languageclient) publishes no types.
const load = createRequire(__filename);
const semverParse = load('semver/functions/parse') as (version: string) => Parsed | null;
const semverSatisfies = load('semver/functions/satisfies') as (version: Parsed, range: string) => boolean;

async function standIns(): Promise<{
  parse: (version: string) => Parsed | null;
  satisfies: (version: Parsed, range: string) => boolean;
}> {
  const { SEMVER_STAND_INS } = await import('../../../scripts/semver-stand-ins.mjs');
  const load = (name: 'parse' | 'satisfies'): unknown => {
    const module = { exports: {} as unknown };
    new Function('module', 'exports', 'require', SEMVER_STAND_INS[name])(module, module.exports, (id: string) => {
      assert.equal(id, 'semver/functions/parse');
      return load('parse');
    });
    return module.exports;
  };
  return { parse: load('parse') as never, satisfies: load('satisfies') as never };
}

const VERSIONS = [
  '1.91.0',
  '1.91.1',
  '1.90.9',
  '1.100.0',
  '1.105.0-insider',
  '1.91.0-insider.2',
  '2.0.0',
  '0.2.3',
  '0.2.9',
  '0.3.0',
  '0.0.3',
  '0.0.4',
  'v1.95.0',
  ' 1.95.3 ',
  '1.95.0+build.7',
  '1.95',
  '01.95.0',
  'insider',
  '',
];
const RANGES = ['^1.91.0', '^1.0.0', '^2.0.0', '^0.2.3', '^0.0.3'];

test('parse: the same versions parse, to the same numbers and as many prerelease parts', async () => {
  const { parse } = await standIns();
  for (const version of VERSIONS) {
    const ours = parse(version);
    const theirs = semverParse(version);
    if (theirs === null) {
      assert.equal(ours, null, version);
      continue;
    }
    assert.ok(ours, version);
    assert.deepEqual(
      [ours.major, ours.minor, ours.patch, ours.prerelease.length],
      [theirs.major, theirs.minor, theirs.patch, theirs.prerelease.length],
      version,
    );
  }
});

test('satisfies: the same answer for every version against every caret range, as the client library asks', async () => {
  const { parse, satisfies } = await standIns();
  let matched = 0;
  for (const version of VERSIONS) {
    const ours = parse(version);
    const theirs = semverParse(version);
    if (!ours || !theirs) continue;
    for (const range of RANGES) {
      const expected = semverSatisfies(theirs, range);
      assert.equal(satisfies(ours, range), expected, `${version} ${range}`);
      if (expected) matched++;
      // The client library clears an insider build's prerelease part before it asks.
      const released = semverParse(version)!;
      released.prerelease = [];
      assert.equal(
        satisfies({ ...ours, prerelease: [] }, range),
        semverSatisfies(released, range),
        `${version} ${range}`,
      );
    }
  }
  assert.ok(matched > 5, 'some versions are in range');
});

test('satisfies: a range other than a caret range throws, naming it', async () => {
  const { parse, satisfies } = await standIns();
  assert.throws(() => satisfies(parse('1.91.0')!, '>=1.91.0'), />=1\.91\.0/);
});
