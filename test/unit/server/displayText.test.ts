// Values quoted back in messages and hovers: whole when of a real size, shortened (start, length, end) when huge.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countText, MAX_QUOTED_LENGTH, shortenForDisplay } from '../../../server/src/service/diagnostics/displayText';

void test('a value of a real size is quoted whole', () => {
  const path = 'api-reference/authentication/forgot-password/'.repeat(6).slice(0, MAX_QUOTED_LENGTH);
  assert.equal(shortenForDisplay(path), path);
});

void test('a huge value keeps its start and end, says its length, and stays within the limit', () => {
  const value = `start-${'x'.repeat(8 * 1024 * 1024)}-end`;
  const shown = shortenForDisplay(value);
  assert.ok(shown.length <= MAX_QUOTED_LENGTH, `${shown.length} characters shown`);
  assert.ok(shown.startsWith('start-xxx'), shown);
  assert.ok(shown.endsWith('xxx-end'), shown);
  assert.match(shown, /…\(8,388,618 characters\)…/);
});

void test('a shortened value never ends or starts with half of a surrogate pair', () => {
  for (let shift = 0; shift < 4; shift++) {
    const shown = shortenForDisplay('a'.repeat(shift) + '😀'.repeat(1000), 100);
    assert.doesNotMatch(
      shown,
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      `shift ${shift}: ${JSON.stringify(shown)}`,
    );
  }
});

void test('counts read with thousands separators, as en-US writes them', () => {
  for (const count of [0, 7, 999, 1_000, 12_345, 100_000, 999_999, 1_000_000, 8_388_618, 2 ** 31])
    assert.equal(countText(count), count.toLocaleString('en-US'));
});
