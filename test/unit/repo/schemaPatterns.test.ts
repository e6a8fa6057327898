// The schemas' `pattern`s and `patternProperties` run (through ajv) on every string of an untrusted config, as an
// unanchored search. The lint rules that keep super-linear regexes out of the code see only regexes written in
// TypeScript, so this test hands every schema pattern to the same analysis: no pattern may backtrack super-linearly
// or be retried from every start position at super-linear cost. No clock is read: the analysis is of the regex.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';

const SCHEMAS = resolve(__dirname, '../../../schemas');

/** Every `pattern` value and `patternProperties` key in a schema, with where it is. */
function patternsOf(value: unknown, path: string, found: { pattern: string; at: string }[]): void {
  if (Array.isArray(value)) value.forEach((item, i) => patternsOf(item, `${path}/${i}`, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pattern' && typeof child === 'string') found.push({ pattern: child, at: `${path}/pattern` });
      if (key === 'patternProperties' && child && typeof child === 'object')
        for (const name of Object.keys(child)) found.push({ pattern: name, at: `${path}/patternProperties` });
      patternsOf(child, `${path}/${key}`, found);
    }
  }
}

/** The analysis' findings for each pattern, compiled as ajv compiles it (`new RegExp(pattern, "u")`, then `test`). */
async function superLinear(patterns: string[]): Promise<string[][]> {
  // The plugin is an ES module; this test file is compiled as CommonJS.
  const { default: regexp } = await import('eslint-plugin-regexp');
  const linter = new Linter({ configType: 'flat' });
  const source = patterns.map((p) => `new RegExp(${JSON.stringify(p)}, 'u').test(text);`).join('\n');
  const messages = linter.verify(source, [
    {
      plugins: { regexp },
      languageOptions: { ecmaVersion: 2022, sourceType: 'script', globals: { text: 'readonly' } },
      rules: {
        'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
        'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
      },
    },
  ]);
  return patterns.map((_, i) => messages.filter((m) => m.line === i + 1).map((m) => m.message));
}

test('the analysis flags the shapes that froze the server (so this test can fail)', async () => {
  assert.deepEqual(
    (await superLinear(['\\/+$', '^title\\s*:\\s*(.*)$', '\\S'])).map((found) => found.length > 0),
    [true, true, false],
  );
});

test('no schema pattern does super-linear work on a config string', async () => {
  const schemaFiles = readdirSync(SCHEMAS).filter((name) => name.endsWith('.json'));
  assert.ok(schemaFiles.length >= 2, 'the schemas are found');
  for (const name of schemaFiles) {
    const found: { pattern: string; at: string }[] = [];
    patternsOf(JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')), '#', found);
    const results = await superLinear(found.map((f) => f.pattern));
    const bad = found.flatMap((f, i) =>
      results[i].map((message) => `${name}${f.at.slice(1)}: ${f.pattern}: ${message}`),
    );
    assert.deepEqual(bad, []);
  }
});
