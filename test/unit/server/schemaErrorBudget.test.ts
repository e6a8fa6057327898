// The error budget of the schema validators (schemaErrorAppend.ts): under it the errors are the ones ajv builds
// without it; past it the list keeps its length, its first errors are the same, the rest are one placeholder; and
// the schema check reads the built ones, leaving out an incomplete set at the cut.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ErrorObject } from 'ajv';
import { schemaErrorBudget } from '../../../server/src/service/config/model/schemaErrorAppend';
import { budgetSchemaErrors } from '../../../server/src/service/config/model/schemaValidatorCode.mjs';
import { readErrors, schemaValidator } from '../../../server/src/service/config/model/schemaValidation';
import { DOCS_SCHEMA, MINT_SCHEMA } from '../../../server/src/service/config/model/schema';

const BROKEN_DOCS = {
  theme: 'mapel',
  name: 7,
  colors: { primary: 'green' },
  navigation: { pages: [0, { group: 'G', pages: [1, 'a', {}] }, 'intro', true, {}] },
  appearance: { default: 'dim' },
};
const BROKEN_MINT = { name: 1, navigation: [{ group: 'A', pages: [2, 'x'] }], anchors: [{ name: 'A', url: 3 }] };

function validateWith(schema: object, value: unknown, max: number) {
  const validate = schemaValidator(schema);
  const budget = schemaErrorBudget();
  budget.live = 0;
  budget.max = max;
  try {
    const valid = validate(value) as boolean;
    return { valid, errors: validate.errors ?? [], live: budget.live, skipped: budget.skipped };
  } finally {
    budget.live = 0;
    budget.max = Infinity;
  }
}

test('past the budget the errors are the first ones of the full list, then placeholders, with the same verdict', () => {
  for (const [schema, value] of [
    [DOCS_SCHEMA, BROKEN_DOCS],
    [MINT_SCHEMA, BROKEN_MINT],
  ] as const) {
    const full = validateWith(schema, value, Infinity);
    assert.equal(full.valid, false);
    assert.ok(full.errors.length >= 5, `${full.errors.length} errors`);
    assert.equal(full.live, full.errors.length, 'the count of errors held ends at the length of the list');
    assert.ok(!full.errors.includes(full.skipped as ErrorObject));
    for (const max of [0, 1, 5, full.errors.length - 1, full.errors.length]) {
      const cut = validateWith(schema, value, max);
      assert.equal(cut.valid, false);
      assert.equal(cut.errors.length, full.errors.length, `budget ${max}: the same number of errors`);
      assert.deepEqual(cut.errors.slice(0, max), full.errors.slice(0, max), `budget ${max}: the first errors`);
      assert.ok(
        cut.errors.slice(max).every((e) => e === cut.skipped),
        `budget ${max}: placeholders past it`,
      );
    }
  }
});

test('an anyOf branch that passes lets its errors go from the count too', () => {
  // Every group is first tried as a page name (a string): one error, dropped when the group branch passes.
  const groups = Array.from({ length: 50 }, (_, i) => ({ group: `G${i}`, pages: [`p${i}`] }));
  const valid = { theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: [...groups, 0] } };
  const full = validateWith(DOCS_SCHEMA, valid, Infinity);
  const tight = validateWith(DOCS_SCHEMA, valid, full.errors.length);
  assert.deepEqual(tight.errors, full.errors, 'the errors dropped by passing branches do not use up the budget');
  assert.ok(full.errors.length < groups.length, `${full.errors.length} errors for one wrong element`);
});

test('the check reads the errors before the cut, without the incomplete set on the path to the last one', () => {
  const error = (instancePath: string, keyword = 'type') => ({ instancePath, keyword }) as ErrorObject;
  const skipped = {};
  const list = [
    error('', 'additionalProperties'),
    error('/navigation/pages/0'),
    error('/navigation/pages/0', 'anyOf'),
    error('/navigation/pages/1'),
    error('/navigation/pages/1/pages/0'),
    skipped as ErrorObject,
    skipped as ErrorObject,
  ];
  const { errors, unread } = readErrors(list, skipped);
  assert.deepEqual(
    errors.map((e) => `${e.instancePath} ${e.keyword}`),
    [' additionalProperties', '/navigation/pages/0 type', '/navigation/pages/0 anyOf'],
  );
  assert.equal(unread, 4);
  const whole = [error('/a'), error('/b')];
  assert.deepEqual(readErrors(whole, skipped), { errors: whole, unread: 0 });
});

test('a validator whose errors the budget cannot follow is refused, not run out of order', () => {
  const known =
    'const err0 = {instancePath,keyword:"type"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;' +
    'if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}';
  const rewritten = budgetSchemaErrors(known);
  assert.match(
    rewritten,
    /vErrors = __pushError\(vErrors, __keepError\(\) && \{instancePath,keyword:"type"\}\);errors\+\+;/,
  );
  assert.match(rewritten, /vErrors = __cutErrors\(vErrors, _errs1\);$/);
  assert.throws(() => budgetSchemaErrors(`${known}vErrors.length = _errs2;`), /truncation/);
  assert.throws(() => budgetSchemaErrors('const e = {};if(vErrors === null){vErrors = [err9];}'), /append/);
});
