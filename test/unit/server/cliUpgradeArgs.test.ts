// Parsing of `docsite upgrade …` arguments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseArgs } from '../../../server/src/cli/args';

test('upgrade defaults: the current folder, text report, nothing written', () => {
  assert.deepEqual(parseArgs(['upgrade']), {
    kind: 'upgrade',
    path: '.',
    write: false,
    force: false,
    print: false,
    format: 'text',
  });
});

test('upgrade options in any order, with a path', () => {
  assert.deepEqual(parseArgs(['upgrade', '--write', 'site', '--force', '--format=json', '--print']), {
    kind: 'upgrade',
    path: 'site',
    write: true,
    force: true,
    print: true,
    format: 'json',
  });
  assert.deepEqual(parseArgs(['upgrade', '--', '--odd-name']), {
    kind: 'upgrade',
    path: '--odd-name',
    write: false,
    force: false,
    print: false,
    format: 'text',
  });
});

test('upgrade usage errors', () => {
  for (const [args, message] of [
    [['upgrade', '--force'], /--force only makes sense with --write/],
    [['upgrade', 'a', 'b'], /one mint.json/],
    [['upgrade', '--format', 'stylish'], /expected text or json/],
    [['upgrade', '--format'], /needs a value/],
    [['upgrade', '--nope'], /unknown option "--nope" for upgrade/],
    [['frobnicate'], /expected "check" or "upgrade"/],
  ] as const) {
    const parsed = parseArgs(args);
    assert.equal(parsed.kind, 'usage-error', args.join(' '));
    assert.match((parsed as { message: string }).message, message);
  }
});
