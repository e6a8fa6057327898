import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeSettings } from '../../../server/src/lsp/settings';

test('settings keep well-formed values and fall back to defaults otherwise', () => {
  assert.deepEqual(sanitizeSettings({ unknownKeys: 'off', maxProblems: 50.7 }), {
    unknownKeys: 'off',
    maxProblems: 50,
    validateClosedFiles: true,
  });
  assert.deepEqual(sanitizeSettings({ unknownKeys: 'loud', maxProblems: -1 }), {
    unknownKeys: 'warning',
    validateClosedFiles: true,
  });
  assert.deepEqual(sanitizeSettings(null), { unknownKeys: 'warning', validateClosedFiles: true });
});

test('docsite.validation.closedFiles arrives nested under validation; only a boolean counts', () => {
  assert.equal(sanitizeSettings({ validation: { closedFiles: false } }).validateClosedFiles, false);
  assert.equal(sanitizeSettings({ validation: { closedFiles: 'no' } }).validateClosedFiles, true);
  assert.equal(sanitizeSettings({ validation: null }).validateClosedFiles, true);
});

test('docsite.validation.enable and docsite.rules arrive sanitised', () => {
  assert.equal(sanitizeSettings({ validation: { enable: false } }).validationEnabled, false);
  assert.equal(sanitizeSettings({ validation: { enable: 'no' } }).validationEnabled, undefined);
  assert.deepEqual(sanitizeSettings({ rules: { 'orphan-page': 'off', 'unknown-key': 'loud', bogus: 'error' } }).rules, {
    'orphan-page': 'off',
  });
  assert.equal(sanitizeSettings({ rules: 'off' }).rules, undefined);
});

test('pages settings: enabled flag and required front matter keys (non-strings and blanks dropped)', () => {
  const settings = sanitizeSettings({
    pages: { enabled: false, requiredFrontMatter: ['description', 3, ' ', ' title '] },
  });
  assert.equal(settings.checkPages, false);
  assert.deepEqual(settings.requiredFrontMatter, ['description', 'title']);
  assert.equal(sanitizeSettings({ pages: { enabled: 'no' } }).checkPages, undefined);
});

test('docsite.externalLinks.checkOnSave arrives nested under externalLinks; only a boolean counts, off by default', () => {
  assert.equal(sanitizeSettings({ externalLinks: { checkOnSave: true } }).externalLinksOnSave, true);
  assert.equal(sanitizeSettings({ externalLinks: { checkOnSave: 'yes' } }).externalLinksOnSave, undefined);
  assert.equal(sanitizeSettings({ externalLinks: null }).externalLinksOnSave, undefined);
  assert.equal(sanitizeSettings({}).externalLinksOnSave, undefined);
});
