import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupDocumentStatus } from '../../../client/src/core/groupDocumentStatus';
import { nullSectionNotes, renderGroupDocument } from '../../../client/src/core/groupDocument';

void test('a clean document of an existing group shows nothing: a successful update leaves no "Not sent" behind', () => {
  assert.equal(groupDocumentStatus({ dirty: false, exists: true }), undefined);
  // Even if the last Ctrl+S was refused: once saved, the refusal is history.
  assert.equal(
    groupDocumentStatus({ dirty: false, exists: true, refusedBecause: 'Not sent: JSON syntax error.' }),
    undefined,
  );
});

void test('edits not sent invite Ctrl+S; a refused Ctrl+S names its reason', () => {
  assert.match(groupDocumentStatus({ dirty: true, exists: true })!.text, /Not sent: press Ctrl\+S to update the group/);
  const refused = groupDocumentStatus({
    dirty: true,
    exists: true,
    refusedBecause: 'Not sent: JSON syntax error: colon expected.',
  })!;
  assert.match(refused.text, /Not sent: JSON syntax error: colon expected\./);
  assert.equal(refused.kind, 'error');
});

void test("a deleted group's document says it cannot be sent, and never invites Ctrl+S", () => {
  for (const dirty of [true, false]) {
    const status = groupDocumentStatus({ dirty, exists: false, refusedBecause: 'Not sent: x' })!;
    assert.match(status.text, /Group deleted: this document cannot be sent/);
    assert.doesNotMatch(status.text + status.tooltip, /Ctrl\+S/);
  }
});

void test('"mapping": null is explained where it stands: not known, and saving keeps the service\'s mapping', () => {
  const text = renderGroupDocument({ name: 'Acme', mapping: null, properties: { region: 'EU' } });
  const notes = nullSectionNotes(text);
  assert.equal(notes.length, 1);
  assert.equal(text.slice(notes[0].offset - 4, notes[0].offset), 'null');
  assert.match(notes[0].note, /not known here .* saving keeps the service's mapping as it is/);
  assert.deepEqual(
    nullSectionNotes(renderGroupDocument({ name: 'Acme', mapping: { a: 'b' }, properties: { region: 'EU' } })),
    [],
  );
  assert.equal(nullSectionNotes('{ "name": ').length, 0, 'a broken document has no notes, and no error');
});
