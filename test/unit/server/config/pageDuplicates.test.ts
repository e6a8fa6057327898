// A page listed twice: a duplicate within one sidebar, a shared page across versions, languages or tabs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../../server/src/service/languageService';
import { codes, diagnose, indexWith, json, minimalConfig } from '../helpers';

const ROOT = '/ws/site';
const FILES = ['intro.mdx', 'setup.mdx'];

function docsDuplicates(navigation: unknown): string[] {
  const text = JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation }, null, 2);
  const service = new LanguageService({ index: indexWith(FILES) });
  const doc = service.parse(TextDocument.create(`file://${ROOT}/docs.json`, 'json', 1, text), `${ROOT}/docs.json`);
  return service
    .diagnose(doc)
    .filter((d) => d.code === 'page-duplicate')
    .map((d) => String(d.message));
}

test('docs.json: a page shared by two versions is not a duplicate; listed twice within one version it is', () => {
  assert.deepEqual(
    docsDuplicates({
      versions: [
        { version: 'v2', groups: [{ group: 'A', pages: ['intro', 'setup'] }] },
        { version: 'v1', groups: [{ group: 'A', pages: ['intro'] }] },
      ],
    }),
    [],
  );
  const within = docsDuplicates({
    versions: [
      {
        version: 'v2',
        groups: [
          { group: 'A', pages: ['intro'] },
          { group: 'B', pages: [{ group: 'C', pages: ['intro'] }] },
        ],
      },
      { version: 'v1', groups: [{ group: 'A', pages: ['intro'] }] },
    ],
  });
  assert.equal(within.length, 1, within.join('\n'));
  assert.match(within[0], /version "v2"/);
});

test('docs.json: languages and tabs are divisions too; a plain groups navigation is one sidebar', () => {
  assert.deepEqual(
    docsDuplicates({
      languages: [
        { language: 'en', groups: [{ group: 'A', pages: ['intro'] }] },
        { language: 'fr', groups: [{ group: 'A', pages: ['intro'] }] },
      ],
    }),
    [],
  );
  assert.deepEqual(
    docsDuplicates({
      tabs: [
        { tab: 'One', groups: [{ group: 'A', pages: ['intro'] }] },
        { tab: 'Two', groups: [{ group: 'B', pages: ['intro'] }] },
      ],
    }),
    [],
  );
  assert.equal(
    docsDuplicates({
      groups: [
        { group: 'A', pages: ['intro'] },
        { group: 'B', pages: ['intro'] },
      ],
    }).length,
    1,
  );
});

test('mint.json: groups of two versions share a page; a group without a version shares the sidebar of every version', () => {
  const byVersion = json(
    minimalConfig({
      versions: ['v1', 'v2'],
      navigation: [
        { group: 'A', version: 'v1', pages: ['intro'] },
        { group: 'A', version: 'v2', pages: ['intro'] },
      ],
    }),
  );
  assert.deepEqual(
    codes(diagnose(byVersion, FILES)).filter((c) => c === 'page-duplicate'),
    [],
  );
  const unversioned = json(
    minimalConfig({
      versions: ['v1', 'v2'],
      navigation: [
        { group: 'A', version: 'v1', pages: ['intro'] },
        { group: 'B', pages: ['intro'] },
      ],
    }),
  );
  assert.deepEqual(
    codes(diagnose(unversioned, FILES)).filter((c) => c === 'page-duplicate'),
    ['page-duplicate'],
  );
});
