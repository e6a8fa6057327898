import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeSettings } from '../../../server/src/lsp/settings';

test('settings keep well-formed values and fall back to defaults otherwise', () => {
  assert.deepEqual(sanitizeSettings({ unknownKeys: 'off', maxProblems: 50.7 }), { unknownKeys: 'off', maxProblems: 50 });
  assert.deepEqual(sanitizeSettings({ unknownKeys: 'loud', maxProblems: -1 }), { unknownKeys: 'warning' });
  assert.deepEqual(sanitizeSettings(null), { unknownKeys: 'warning' });
});
