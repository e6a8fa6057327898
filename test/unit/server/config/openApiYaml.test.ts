// OpenAPI documents in YAML from an untrusted repository: a `%YAML 1.1` line must not turn on `<<` merge keys in
// the library (merged pairs are copied without being counted as aliases: 226 KB of nested merges expanded to 1.1 GB),
// yet an operation a path item takes from a shared map by `<<` is still one of the document's, as the generator's
// YAML reader merges it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseOpenApi } from '../../../../server/src/service/config/model/operations';
import { callWithDeadline } from '../../support/deadline';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../../support/growth';

const entries = (text: string) => {
  const parsed = parseOpenApi(text, '/ws/site/spec.yaml');
  return 'entries' in parsed ? [...parsed.entries].sort() : parsed.unreadable;
};

test('a path item merging a shared map has the merged operations; its own keys win', () => {
  const text = [
    '%YAML 1.1',
    '---',
    'openapi: 3.0.0',
    'x-common: &common',
    '  get: { summary: shared }',
    '  delete: { summary: shared }',
    'x-more: &more',
    '  put: { summary: more }',
    'paths:',
    '  /users:',
    '    <<: *common',
    '    post: { summary: own }',
    '  /items:',
    '    <<: [*more, *common]',
    '    get: { summary: own }',
    '',
  ].join('\n');
  assert.deepEqual(entries(text), [
    'DELETE /items',
    'DELETE /users',
    'GET /items',
    'GET /users',
    'POST /users',
    'PUT /items',
  ]);
  const parsed = parseOpenApi(text, '/ws/site/spec.yaml');
  assert.ok('operations' in parsed);
  assert.equal(parsed.operations.find((o) => o.entry === 'GET /items')?.summary, 'own');
});

test('nested merges under %YAML 1.1 do not expand: the document is refused or read in bounded time and memory', () => {
  // Ten maps per level, each merging the previous level: 10^levels pairs once expanded.
  const build = `(() => {
    let m = '%YAML 1.1\\n---\\nopenapi: 3.0.0\\npaths: {}\\nm0: &m0\\n' + Array.from({ length: 10 }, (_, j) => '  f' + j + ': "xxxxxxxxxx"\\n').join('');
    for (let i = 1; i <= 9; i++) m += 'm' + i + ': &m' + i + '\\n' + Array.from({ length: 10 }, (_, j) => '  k' + j + ':\\n    <<: *m' + (i - 1) + '\\n').join('');
    return [m, 'spec.yaml'];
  })()`;
  const [result] = callWithDeadline(
    'server/src/service/config/model/operations.ts',
    'parseOpenApi',
    [build],
    30_000,
  ) as [{ unreadable?: string; operations?: unknown[] }];
  assert.match(String(result.unreadable), /not valid YAML \(Excessive alias count/);
});

test('unknown operation entries: the suggestion index is built once per document, not once per entry', () => {
  const growth = measureGrowth('test/unit/server/docsJsonSite.ts', {
    build: `({
      config: { theme: 'mint', name: 'Docs', colors: { primary: '#166534' }, api: { openapi: 'spec.json' },
        navigation: { pages: Array.from({ length: n }, (_, i) => 'GET /missing/' + i + '/zz') } },
      spec: JSON.stringify({ openapi: '3.0.0', paths: Object.fromEntries(Array.from({ length: n }, (_, i) => ['/things/' + i, { get: {} }])) }),
    })`,
    call: `(() => { const { service, doc } = mod.docsJsonSite(input.config, [], { 'spec.json': input.spec }); return service.diagnose(doc).filter((d) => d.code === 'operation-unknown').length; })()`,
    n: 400,
    runs: 2,
  });
  assert.ok(Number(growth.result) >= 1000, `the unknown entries are reported (${String(growth.result)})`);
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('unknown entries × operations', growth));
});
