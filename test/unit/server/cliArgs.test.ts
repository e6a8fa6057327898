import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseArgs } from '../../../server/src/cli/args';

test('check with paths and both spellings of --format', () => {
  assert.deepEqual(parseArgs(['check', 'a', 'b/mint.json', '--format', 'json']), {
    kind: 'check',
    paths: ['a', 'b/mint.json'],
    format: 'json',
  });
  assert.deepEqual(parseArgs(['check', '--format=stylish']), { kind: 'check', paths: ['.'], format: 'stylish' });
  assert.deepEqual(parseArgs(['check', '--', '--odd-name']), {
    kind: 'check',
    paths: ['--odd-name'],
    format: 'stylish',
  });
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

test('a near miss gets the nearest command or option', () => {
  const message = (argv: string[]) => {
    const parsed = parseArgs(argv);
    return parsed.kind === 'usage-error' ? parsed.message : `no error: ${parsed.kind}`;
  };
  assert.equal(message(['chek']), 'unknown command "chek"; did you mean "check"?');
  assert.equal(message(['check', '--formt', 'json']), 'unknown option "--formt"; did you mean "--format"?');
  assert.equal(
    message(['check', '--max-warning=3']),
    'unknown option "--max-warning=3"; did you mean "--max-warnings"?',
  );
  assert.equal(message(['upgrade', '--wrte']), 'unknown option "--wrte" for upgrade; did you mean "--write"?');
  assert.equal(message(['check', '--zzzzzz']), 'unknown option "--zzzzzz"', 'nothing near: no guess');
});

test('help and version win over everything else', () => {
  assert.deepEqual(parseArgs(['check', '--help']), { kind: 'help' });
  assert.deepEqual(parseArgs(['--version']), { kind: 'version' });
});

test('rule control, baseline, changed files and output file options', () => {
  assert.deepEqual(
    parseArgs([
      'check',
      'docs',
      '--rule',
      'orphan-page=off',
      '--rule=unknown-key=error',
      '--max-warnings',
      '0',
      '--baseline',
      'b.json',
      '--update-baseline',
      '--changed-since',
      'origin/main',
      '--config',
      'rc.json',
      '--output-file=out.sarif',
      '--format',
      'sarif',
    ]),
    {
      kind: 'check',
      paths: ['docs'],
      format: 'sarif',
      rules: { 'orphan-page': 'off', 'unknown-key': 'error' },
      maxWarnings: 0,
      baseline: 'b.json',
      updateBaseline: true,
      changedSince: 'origin/main',
      config: 'rc.json',
      outputFile: 'out.sarif',
    },
  );
  assert.deepEqual(parseArgs(['check', '--no-config', '--rule', 'orphan-page=info', '--rule', 'orphan-page=error']), {
    kind: 'check',
    paths: ['.'],
    format: 'stylish',
    noConfig: true,
    rules: { 'orphan-page': 'error' },
  });
  for (const format of ['stylish', 'json', 'sarif', 'github', 'junit'])
    assert.equal((parseArgs(['check', '--format', format]) as { format: string }).format, format);
});

test('bad option values are usage errors that say what is expected', () => {
  const message = (argv: string[]) => {
    const parsed = parseArgs(argv);
    return parsed.kind === 'usage-error' ? parsed.message : `no error: ${parsed.kind}`;
  };
  assert.match(message(['check', '--rule', 'orphan-page']), /--rule takes ID=SEVERITY/);
  assert.match(
    message(['check', '--rule', 'orphan-pages=off']),
    /"orphan-pages" is not a rule; did you mean "orphan-page"\?/,
  );
  assert.match(message(['check', '--rule', 'orphan-page=fatal']), /severity must be one of error, warning, info, off/);
  assert.match(message(['check', '--max-warnings', 'many']), /--max-warnings takes a whole number, got "many"/);
  assert.match(message(['check', '--max-warnings', '-1']), /--max-warnings takes a whole number/);
  assert.match(message(['check', '--changed-since']), /--changed-since needs a value/);
  assert.match(message(['check', '--update-baseline=yes']), /--update-baseline takes no value/);
});

test('--no-pages and --files GLOB… (globs run until the next option)', () => {
  assert.deepEqual(parseArgs(['check', 'site', '--no-pages']), {
    kind: 'check',
    paths: ['site'],
    format: 'stylish',
    noPages: true,
  });
  assert.deepEqual(parseArgs(['check', 'site', '--files', 'guides/**', 'api/*.mdx', '--format', 'json']), {
    kind: 'check',
    paths: ['site'],
    format: 'json',
    files: ['guides/**', 'api/*.mdx'],
  });
  assert.deepEqual(parseArgs(['check', '--files=a.mdx', '--files', 'b.mdx']), {
    kind: 'check',
    paths: ['.'],
    format: 'stylish',
    files: ['a.mdx', 'b.mdx'],
  });
  assert.equal(parseArgs(['check', '--files']).kind, 'usage-error');
});
