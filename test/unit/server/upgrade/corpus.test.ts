// Every real mint.json of ../shared/corpus upgraded: the navigation keeps every page entry in order, every field of
// the source is accounted for in the report, and the proposed docs.json passes our docs.json schema.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { upgradeMintJson } from '../../../../server/src/service/upgrade/upgrade';

const CORPUS = resolve(__dirname, '../../../../../shared/corpus');
const DOCS_SCHEMA = resolve(__dirname, '../../../../schemas/docs.schema.json');
const corpusPresent = existsSync(CORPUS);
const names = corpusPresent ? readdirSync(CORPUS).filter((f) => f.endsWith('.mint.json')).sort() : [];

/** Page strings below a node of either format, in order (plain recursion: real configs are shallow). */
function pagesOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(pagesOf);
  if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    return ['pages', 'groups', 'tabs', 'anchors', 'versions', 'languages'].flatMap((key) => (key in object ? pagesOf(object[key]) : []));
  }
  return [];
}

const skip = corpusPresent ? false : `corpus folder ${CORPUS} is absent`;

test('corpus: every real mint.json upgrades with every page entry and every field accounted for', { skip }, (t) => {
  assert.ok(names.length >= 20, 'the corpus holds the real configs');
  let pages = 0;
  for (const name of names) {
    const text = readFileSync(resolve(CORPUS, name), 'utf8');
    const mint = JSON.parse(text) as Record<string, unknown>;
    const result = upgradeMintJson(text);
    assert.ok(result.ok, `${name}: ${result.ok ? '' : result.error}`);
    const docs = JSON.parse(result.text) as Record<string, unknown>;
    const before = pagesOf(mint.navigation);
    const navigation = docs.navigation as Record<string, unknown>;
    const trees = (navigation.versions ?? navigation.languages ?? [navigation]) as unknown[];
    for (const tree of trees) {
      // A versioned site without version-specific groups lists every page in every version.
      const after = pagesOf(tree);
      assert.deepEqual([...after].sort(), [...before].sort(), `${name}: the same page entries`);
    }
    assert.deepEqual(result.report.pages, { before: before.length, after: before.length }, `${name}: page counts`);
    const reported = new Set([...result.report.carried, ...result.report.notCarried].map((entry) => entry.path[0]));
    for (const key of Object.keys(mint)) assert.ok(reported.has(key), `${name}: "${key}" is in the report`);
    pages += before.length;
  }
  t.diagnostic(`${names.length} configs upgraded, ${pages} page entries carried`);
});

test('corpus: every proposed docs.json passes schemas/docs.schema.json', { skip: skip || (existsSync(DOCS_SCHEMA) ? false : 'schemas/docs.schema.json is not there yet') }, (t) => {
  const schema = JSON.parse(readFileSync(DOCS_SCHEMA, 'utf8')) as { $schema?: string };
  const options = { strict: false, allErrors: true };
  const ajv = String(schema.$schema).includes('2020-12') ? new Ajv2020(options) : new Ajv(options);
  const validate = ajv.compile(schema);
  for (const name of names) {
    const result = upgradeMintJson(readFileSync(resolve(CORPUS, name), 'utf8'));
    assert.ok(result.ok);
    const valid = validate(JSON.parse(result.text));
    assert.ok(valid, `${name}: ${ajv.errorsText(validate.errors?.slice(0, 5))}`);
  }
  t.diagnostic(`${names.length} proposed docs.json files valid`);
});
