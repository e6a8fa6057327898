// Differential test against the generator's own validator (`@mintlify/validation`, a dev dependency): an unknown key
// put into each object of a docs.json that the validator accepts. Where the validator then rejects the config, our
// check must report an error on that key; where it accepts it (and drops the key), a warning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateDocsConfig } from '@mintlify/validation';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../../server/src/service/languageService';
import { indexWith } from '../helpers';
import { RICH_DOCS_JSON, RICH_NAVIGATIONS } from './generatorFixture';

const ROOT = '/ws/site';
const UNKNOWN = 'zzUnknownKey';
type Json = Record<string, unknown> | unknown[];

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const bases = [
  clone(RICH_DOCS_JSON),
  ...RICH_NAVIGATIONS.map((navigation) => ({ ...clone(RICH_DOCS_JSON), navigation: clone(navigation) })),
] as Record<string, unknown>[];

/** Every object's path in a JSON value. */
function objectPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (Array.isArray(value)) value.forEach((item, i) => objectPaths(item, [...path, i], out));
  else if (value && typeof value === 'object') {
    out.push(path);
    for (const [key, child] of Object.entries(value)) objectPaths(child, [...path, key], out);
  }
  return out;
}

function ourSeverity(config: unknown): number | undefined {
  const text = JSON.stringify(config, null, 2);
  const service = new LanguageService({ index: indexWith([]) });
  const doc = service.parse(TextDocument.create(`file://${ROOT}/docs.json`, 'json', 1, text), `${ROOT}/docs.json`);
  const line = text.split('\n').findIndex((l) => l.includes(`"${UNKNOWN}"`));
  return service.diagnose(doc).find((d) => d.code === 'unknown-key' && d.range.start.line === line)?.severity;
}

test('the rich fixture is a docs.json the generator accepts, in every navigation root', () => {
  for (const base of bases) {
    const result = validateDocsConfig(base);
    assert.ok(result.success, JSON.stringify(result.success ? '' : result.error.issues.slice(0, 3)));
  }
});

test('an unknown key is an error where the generator rejects it and a warning where it drops it', () => {
  const seen = new Set<string>();
  const mismatches: string[] = [];
  let rejected = 0;
  let accepted = 0;
  for (const base of bases) {
    for (const path of objectPaths(base)) {
      const shape = path.map((p) => (typeof p === 'number' ? '[]' : p)).join('.') || '(root)';
      if (seen.has(shape) || path.includes('metatags') || path.includes('socials')) continue; // free-form maps
      seen.add(shape);
      const config = clone(base);
      let object = config as Json;
      for (const segment of path) object = (object as Record<string | number, Json>)[segment];
      (object as Record<string, unknown>)[UNKNOWN] = 'x';
      const generatorRejects = !validateDocsConfig(config).success;
      if (generatorRejects) rejected++;
      else accepted++;
      const severity = ourSeverity(config);
      const expected = generatorRejects ? 1 : 2;
      if (severity !== expected)
        mismatches.push(
          `${shape}: generator ${generatorRejects ? 'rejects' : 'accepts'}, we report severity ${severity ?? 'nothing'}`,
        );
    }
  }
  assert.deepEqual(mismatches, []);
  // Both kinds occur: the fixture reaches strict objects (colors, integrations, a tab's sdk …) and lenient ones.
  assert.ok(rejected >= 10, `strict objects reached: ${rejected}`);
  assert.ok(accepted >= 50, `lenient objects reached: ${accepted}`);
});
