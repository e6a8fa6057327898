import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseGroupDocument, renderGroupDocument } from '../../../client/src/core/groupDocument';

function problemsOf(text: string) {
  const result = parseGroupDocument(text);
  assert.equal(result.ok, false, 'expected problems');
  return result.ok ? [] : result.problems;
}

/** The text a problem underlines. */
function underlined(text: string, problem: { offset: number; length: number }): string {
  return text.slice(problem.offset, problem.offset + problem.length);
}

void test('a rendered group parses back to the same values', () => {
  const group = { name: 'Acme', mapping: { s1: 'ds1' }, properties: { region: 'emea', seats: 3 } };
  const text = renderGroupDocument(group);
  assert.deepEqual(parseGroupDocument(text), { ok: true, value: group });
});

void test('null or missing mapping/properties mean "leave as it is" (null), an empty object means "none"', () => {
  assert.deepEqual(parseGroupDocument('{"name":"A","properties":null}'), {
    ok: true,
    value: { name: 'A', mapping: null, properties: null },
  });
  assert.deepEqual(parseGroupDocument('{"name":"A","mapping":{},"properties":{}}'), {
    ok: true,
    value: { name: 'A', mapping: {}, properties: {} },
  });
});

void test('syntax errors are located', () => {
  const text = '{"name": "A",, }';
  const [first] = problemsOf(text);
  assert.match(first.message, /JSON syntax error/);
  assert.ok(first.offset >= 12 && first.offset <= 14);
});

void test('syntax errors speak plain English with a code, as the site config does', () => {
  const problems = problemsOf('{"name" "A", "mapping": [1 2]}');
  assert.deepEqual(
    problems.map((p) => [p.code, p.message]),
    [
      ['json-syntax', 'JSON syntax error: colon expected.'],
      ['json-syntax', 'JSON syntax error: comma expected.'],
    ],
  );
  assert.ok(
    problems.every((p) => !/[A-Z][a-z]+[A-Z]/.test(p.message)),
    'no parser identifiers such as PropertyNameExpected',
  );
});

void test('comments and trailing commas are rejected (the service receives strict JSON)', () => {
  const [comment] = problemsOf('{"name": "A" /* c */}');
  assert.deepEqual([comment.code, comment.offset, comment.length], ['json-comment', 13, 7]);
  assert.match(comment.message, /Comments are not allowed/);
  const [comma] = problemsOf('{"name": "A",}');
  assert.deepEqual([comma.code, comma.offset, comma.length], ['trailing-comma', 12, 1]);
  assert.match(comma.message, /Trailing comma/);
});

void test('a missing name, a wrong type and unknown keys are each reported where they are', () => {
  const text = '{"mapping": {"s1": 5}, "extra": true, "user_group_id": "x"}';
  const problems = problemsOf(text);
  const messages = problems.map((p) => p.message);
  assert.ok(messages.some((m) => /Missing "name"/.test(m)));
  const mappingProblem = problems.find((p) => /Mapping entry "s1"/.test(p.message));
  assert.equal(mappingProblem && underlined(text, mappingProblem), '5');
  const unknown = problems.find((p) => /Unknown key "extra"/.test(p.message));
  assert.equal(unknown && underlined(text, unknown), '"extra"');
  assert.ok(messages.some((m) => /group id cannot be changed/.test(m)));
});

void test('name must be a non-blank string', () => {
  const text = '{"name": 42}';
  const [problem] = problemsOf(text);
  assert.match(problem.message, /must be a string, not a number/);
  assert.equal(underlined(text, problem), '42');
  assert.match(problemsOf('{"name": "  "}')[0].message, /Enter a name/);
});

void test('the root must be an object, the token cannot be edited, duplicate keys are caught', () => {
  assert.match(problemsOf('[1]')[0].message, /must be one JSON object/);
  assert.match(problemsOf('{"name":"A","token":"t"}')[0].message, /Rotate Token/);
  assert.match(problemsOf('{"name":"A","name":"B"}')[0].message, /appears twice/);
  assert.match(problemsOf('{"name":"A","properties":[1]}')[0].message, /properties must be a JSON object/);
});
