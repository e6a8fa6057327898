import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseImportFile } from '../../../client/src/core/importFile';

void test('an array of groups is read, with optional mapping and properties', () => {
  const result = parseImportFile(
    JSON.stringify([
      { user_group_id: 'a', name: 'A' },
      { id: 'b', name: 'B', mapping: { s: 'd' }, properties: { p: 1 } },
    ]),
  );
  assert.deepEqual(result, {
    ok: true,
    groups: [
      { user_group_id: 'a', name: 'A', mapping: undefined, properties: undefined },
      { user_group_id: 'b', name: 'B', mapping: { s: 'd' }, properties: { p: 1 } },
    ],
  });
});

void test('{ "groups": [...] } is accepted too', () => {
  const result = parseImportFile('{"groups":[{"user_group_id":"a","name":"A"}]}');
  assert.equal(result.ok && result.groups.length, 1);
});

void test('every bad entry is reported with its number, and nothing is accepted', () => {
  const result = parseImportFile(
    JSON.stringify([
      { user_group_id: 'a', name: 'A' },
      { user_group_id: 'a', name: 'Again' },
      { name: 'No id' },
      { user_group_id: 'c', name: 'C', mapping: { s: 1 } },
      7,
    ]),
  );
  assert.equal(result.ok, false);
  const problems = result.ok ? [] : result.problems;
  assert.equal(problems.length, 4);
  assert.match(problems[0], /^Entry 2: .*already used by entry 1/);
  assert.match(problems[1], /^Entry 3: "user_group_id" must be a string/);
  assert.match(problems[2], /^Entry 4: Mapping entry "s"/);
  assert.match(problems[3], /^Entry 5: expected an object/);
});

void test('not JSON, not a list, or an empty list is refused with a reason', () => {
  assert.match(
    parseImportFile('nope').ok ? '' : (parseImportFile('nope') as { problems: string[] }).problems[0],
    /not valid JSON/,
  );
  const notList = parseImportFile('{"a":1}');
  assert.match(notList.ok ? '' : notList.problems[0], /Expected a JSON array/);
  const empty = parseImportFile('[]');
  assert.match(empty.ok ? '' : empty.problems[0], /no groups/);
});
