import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeGroupChanges } from '../../../client/src/core/groupChanges';

const BEFORE = { name: 'NewCo', mapping: { sales: 'ds-1', support: 'ds-2' }, properties: { region: 'EU' } };

void test('each change is named: the name, entries added, changed and removed', () => {
  const after = {
    name: 'Glo',
    mapping: { sales: 'ds-9', finance: 'ds-3' },
    properties: { region: 'EU', plan: 'gold' },
  };
  assert.deepEqual(describeGroupChanges(BEFORE, after), [
    'Name: "NewCo" → "Glo"',
    'Mapping: sales changed from "ds-1" to "ds-9"',
    'Mapping: finance added ("ds-3")',
    'Mapping: support removed',
    'Properties: plan added ("gold")',
  ]);
});

void test('nothing changed, or a section left as the service has it, lists nothing', () => {
  assert.deepEqual(describeGroupChanges(BEFORE, BEFORE), []);
  assert.deepEqual(describeGroupChanges(BEFORE, { ...BEFORE, mapping: null, properties: null }), []);
});

void test('a mapping the explorer never knew is listed whole, saying so', () => {
  const [line] = describeGroupChanges({ ...BEFORE, mapping: null }, { ...BEFORE, mapping: { sales: 'ds-1' } });
  assert.equal(line, 'Mapping: set to sales = "ds-1" (what the service holds now is not known here)');
});

void test('long lists are cut with a count', () => {
  const properties = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]));
  const lines = describeGroupChanges({ ...BEFORE, properties: {} }, { ...BEFORE, properties });
  assert.equal(lines.length, 8);
  assert.equal(lines.at(-1), '… and 13 more change(s)');
});
