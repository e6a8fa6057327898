// A config closed and opened again, or checked on disk just after an editor closed it, holds a text already parsed
// and checked: the language service shares that parse, its site model and its problems, and checks again only when
// something they depend on changed (the text, the files on disk, the settings).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS } from '../../../shared/src/settings';
import { CONFIG_PATH, codes, indexWith, ROOT } from './helpers';
import { LanguageService } from '../../../server/src/service/languageService';

const URI = 'file:///ws/site/mint.json';
const TEXT = JSON.stringify({ name: 'Docs', navigation: [{ group: 'Start', pages: ['intro', 'later'] }] }, null, 2);

test('the same text in a new version shares the site model and the problems; a page file created changes them', () => {
  const service = new LanguageService({ index: indexWith(['intro.mdx']) });
  const open = service.parse(TextDocument.create(URI, 'json', 4, TEXT), CONFIG_PATH);
  const first = service.diagnoseSite(open, DEFAULT_SERVER_SETTINGS);
  assert.deepEqual(codes(first[0].diagnostics), ['page-missing']);

  const disk = service.parseUncached(TextDocument.create(URI, 'json', 0, TEXT), CONFIG_PATH);
  assert.equal(service.model(disk), service.model(open), 'one site model for one text');
  const again = service.diagnoseSite(disk, DEFAULT_SERVER_SETTINGS);
  assert.deepEqual(again[0].diagnostics, first[0].diagnostics);
  assert.notEqual(again[0].diagnostics, first[0].diagnostics, 'each caller gets its own list');

  service.index.addFile(`${ROOT}/later.mdx`);
  const reopened = service.parse(TextDocument.create(URI, 'json', 1, TEXT), CONFIG_PATH);
  assert.deepEqual(
    codes(service.diagnoseSite(reopened, DEFAULT_SERVER_SETTINGS)[0].diagnostics),
    [],
    'the page now exists',
  );
});

test('new settings check the shared model again', () => {
  const service = new LanguageService({ index: indexWith(['intro.mdx']) });
  const doc = service.parse(TextDocument.create(URI, 'json', 1, TEXT), CONFIG_PATH);
  assert.deepEqual(codes(service.diagnoseSite(doc, DEFAULT_SERVER_SETTINGS)[0].diagnostics), ['page-missing']);
  const quiet = { ...DEFAULT_SERVER_SETTINGS, rules: { 'page-missing': 'off' as const } };
  assert.deepEqual(codes(service.diagnoseSite(doc, quiet)[0].diagnostics), []);
});
