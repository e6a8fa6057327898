import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseArgs } from '../../../server/src/cli/args';

test('check with paths and both spellings of --format', () => {
  assert.deepEqual(parseArgs(['check', 'a', 'b/mint.json', '--format', 'json']), { kind: 'check', paths: ['a', 'b/mint.json'], format: 'json' });
  assert.deepEqual(parseArgs(['check', '--format=stylish']), { kind: 'check', paths: ['.'], format: 'stylish' });
  assert.deepEqual(parseArgs(['check', '--', '--odd-name']), { kind: 'check', paths: ['--odd-name'], format: 'stylish' });
});

test('usage errors name the problem', () => {
  const message = (argv: string[]) => {
    const parsed = parseArgs(argv);
    return parsed.kind === 'usage-error' ? parsed.message : `no error: ${parsed.kind}`;
  };
  assert.match(message([]), /missing command/);
  assert.match(message(['lint']), /unknown command "lint"/);
  assert.match(message(['check', '--format']), /needs a value/);
  assert.match(message(['check', '--format', 'xml']), /unknown format "xml"/);
  assert.match(message(['check', '-x']), /unknown option "-x"/);
});

test('help and version win over everything else', () => {
  assert.deepEqual(parseArgs(['check', '--help']), { kind: 'help' });
  assert.deepEqual(parseArgs(['--version']), { kind: 'version' });
});
