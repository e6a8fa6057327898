// Large objects use a key index instead of a linear scan (jsonNodes.ts); it must answer as the scan does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTree } from 'jsonc-parser';
import { propertyKeyNode, propertyValueNode } from '../../../server/src/service/json/nodes';

function objectWithKeys(count: number, duplicate: string): string {
  const members = Array.from({ length: count }, (_, i) => `"k${i}": ${i}`);
  members.splice(3, 0, `"${duplicate}": "first"`);
  members.push(`"${duplicate}": "last"`);
  return `{${members.join(',')}}`;
}

for (const size of [5, 200]) {
  test(`the last duplicate key wins in an object of ${size} keys`, () => {
    const text = objectWithKeys(size, 'dup');
    const root = parseTree(text);
    assert.equal(propertyValueNode(root, 'dup')?.value, 'last');
    const keyNode = propertyKeyNode(root, 'dup');
    assert.equal(keyNode?.offset, text.lastIndexOf('"dup"'));
  });

  test(`an absent key is not found in an object of ${size} keys`, () => {
    const root = parseTree(objectWithKeys(size, 'dup'));
    assert.equal(propertyKeyNode(root, 'absent'), undefined);
    assert.equal(propertyValueNode(root, `k${size - 1}`)?.value, size - 1);
  });
}
