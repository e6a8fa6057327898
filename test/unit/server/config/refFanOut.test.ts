// `$ref` built against the expansion: files that each reference the next ten times (8 files, 1.6 KB) are 10^8 values
// once every `$ref` is replaced by its file, and ran the CLI and the server out of memory. Referenced files are now
// counted once each and their values shared; past the budget `$ref` is not followed and one problem says why.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_EXPANDED_VALUES } from '../../../../server/src/service/config/model/refs';
import { callWithDeadline } from '../../support/deadline';
import { docsJson, docsJsonSite } from '../docsJsonSite';
import { diagnoseFanOut } from './refFanOutSite';

test('a fan-out of eight files is refused at once, with one problem naming the expanded size', () => {
  const [result] = callWithDeadline('test/unit/server/config/refFanOutSite.ts', 'diagnoseFanOut', ['[8]'], 30_000) as [
    { codes: string[]; message?: string; pages: number },
  ];
  assert.match(
    String(result.message),
    /"\$ref" is not followed: with every "\$ref" replaced by its file, each time it is referenced, the config would hold [\d,]+ values \(the limit is 2,000,000\)/,
  );
  assert.equal(result.pages, 0, 'nothing is walked through the refused references');
});

test('a small fan-out within the budget is followed, each page counted where it is referenced', () => {
  const result = diagnoseFanOut(3);
  assert.equal(result.message, undefined);
  assert.equal(result.pages, 100);
  assert.ok(10 ** 3 * 4 < MAX_EXPANDED_VALUES);
});

test('a file referenced many times is read once and its value shared, not copied', () => {
  const extra = { 'big.json': JSON.stringify({ group: 'Big', pages: Array.from({ length: 500 }, (_, i) => `p${i}`) }) };
  const { service, doc } = docsJsonSite(
    docsJson({ groups: Array.from({ length: 50 }, () => ({ $ref: 'big.json' })) }),
    [],
    extra,
  );
  const value = service.model(doc).value as { navigation: { groups: unknown[] } };
  assert.equal(value.navigation.groups.length, 50);
  assert.ok(
    value.navigation.groups.every((group) => group === value.navigation.groups[0]),
    'one object for all fifty references',
  );
  assert.deepEqual((value.navigation.groups[0] as { pages: string[] }).pages.slice(0, 2), ['p0', 'p1']);
});
