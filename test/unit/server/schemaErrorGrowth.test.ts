// A config array of many wrong elements (130,000 numbers where pages belong: 254 KB) made ajv's validator gather its
// errors in time quadratic in their number. The generated code is rewritten to append them in place; the errors are
// the same, and their cost grows linearly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appendSchemaErrorsInPlace } from '../../../server/src/service/config/model/schemaValidatorCode.mjs';
import { describeGrowth, LINEAR_GROWTH_LIMIT, measureGrowth } from '../support/growth';
import { docsJson, docsJsonSite } from './docsJsonSite';

test('the rewrite replaces every concatenation of errors and keeps the order of the errors', () => {
  const code =
    'if (!validate1(data)) { vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors); errors = vErrors.length; }';
  const rewritten = appendSchemaErrorsInPlace(code);
  assert.doesNotMatch(rewritten, /concat/);
  const run = (source: string, before: unknown[] | null) =>
    new Function(
      'validate1',
      'data',
      `let vErrors = ${JSON.stringify(before)}; let errors = 0; ${source}; return vErrors;`,
    )(
      (() => {
        const v = () => false;
        v.errors = ['c', 'd'];
        return v;
      })(),
      0,
    );
  assert.deepEqual(run(rewritten, ['a', 'b']), run(code, ['a', 'b']));
  assert.deepEqual(run(rewritten, null), ['c', 'd']);
});

test('wrong elements in the navigation: the same messages, at a cost linear in their number', () => {
  const { service, doc } = docsJsonSite(docsJson({ pages: [0, 'intro', true] }), ['intro.mdx']);
  const messages = service
    .diagnose(doc)
    .filter((d) => d.code === 'type')
    .map((d) => String(d.message));
  assert.deepEqual(messages, [
    'Incorrect type for "navigation.pages[0]": expected string or object, found number.',
    'Incorrect type for "navigation.pages[2]": expected string or object, found boolean.',
  ]);
  const growth = measureGrowth('test/unit/server/docsJsonSite.ts', {
    build: `({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: new Array(n).fill(0) } })`,
    call: `(() => { const { service, doc } = mod.docsJsonSite(input, []); return service.diagnose(doc).length; })()`,
    n: 3000,
    runs: 2,
  });
  assert.equal(growth.result, 1001, 'a thousand shown and one saying how many more');
  assert.ok(growth.ratio < LINEAR_GROWTH_LIMIT, describeGrowth('wrong elements of a config array', growth));
});
