// The stated language convention: strict in `.docsiterc.json` (a mistake names itself), lenient in the settings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRcText, RcFileError } from '../../../../server/src/host/rcFile';
import {
  languageConventionProblem,
  sanitizeLanguageConvention,
} from '../../../../server/src/service/languages/convention';
import { sanitizeSettings } from '../../../../server/src/lsp/settings';

test('well-formed conventions pass; each kind of mistake is named', () => {
  assert.equal(languageConventionProblem({ position: 1, folders: { en: '', fr: 'francais' } }), undefined);
  assert.match(languageConventionProblem([])!, /must be an object/);
  assert.match(languageConventionProblem({ posiiton: 1 })!, /unknown key "posiiton"/);
  assert.match(languageConventionProblem({ position: -1 })!, /"position" must be a whole number/);
  assert.match(languageConventionProblem({ folders: { fr: 'a/b' } })!, /"folders"."fr" must be one folder name/);
});

test('.docsiterc.json reads "languages" and rejects a wrong one with exit-2 style errors', () => {
  const config = parseRcText('{ "languages": { "folders": { "fr": "francais" } } }', '/repo/.docsiterc.json');
  assert.deepEqual(config.languages, { folders: { fr: 'francais' } });
  assert.throws(
    () => parseRcText('{ "languages": { "position": "0" } }', '/repo/.docsiterc.json'),
    (e: unknown) => e instanceof RcFileError && /"languages" "position" must be a whole number/.test(e.message),
  );
});

test('the docsite.languages setting keeps only a well-formed value', () => {
  assert.deepEqual(sanitizeSettings({ languages: { position: 1 } }).languages, { position: 1 });
  assert.equal(sanitizeSettings({ languages: { position: 'x' } }).languages, undefined);
  assert.equal(sanitizeLanguageConvention({}), undefined);
});
