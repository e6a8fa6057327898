// An edit inside one string value edits the parse's tree in place, and the site model moves on to the new version
// when its build never read that string (config/model/siteModel.ts). The model moved on must give what a model built
// afresh gives: the same entries, ranges in the new text, the same diagnostics. An edit of a string the model read
// (a page entry, a label, a redirect its page facts read) builds a new one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Node } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS } from '../../../shared/src/settings';
import { pageFactsOf } from '../../../server/src/service/config/model/pageFacts';
import { LanguageService } from '../../../server/src/service/languageService';
import { pathToUri } from '../../../server/src/service/workspace/paths';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';
import { corpusSkip } from '../../support/corpus';
import { corpusConfigs } from '../../support/corpusConfigs';
import { seededRandom } from '../../support/seededRandom';
import { stringValues } from '../../support/stringValues';

const ROOT = '/ws/site';

/** A service over an index holding `files`, and an editor's document of the config that edits apply to. */
function editorOf(file: 'mint.json' | 'docs.json', text: string, files: string[] = []) {
  const index = new WorkspaceIndex();
  index.addFiles([...files.map((name) => `${ROOT}/${name}`), `${ROOT}/${file}`]);
  index.markScanned(ROOT);
  const service = new LanguageService({ index });
  const path = `${ROOT}/${file}`;
  let document = TextDocument.create(pathToUri(path), 'json', 1, text);
  return {
    index,
    service,
    get text() {
      return document.getText();
    },
    doc: () => service.parse(document, path),
    /** Replaces `length` characters at `offset`, as an editor's incremental change does (in place). */
    change(offset: number, length: number, inserted: string) {
      const range = { start: document.positionAt(offset), end: document.positionAt(offset + length) };
      document = TextDocument.update(document, [{ range, text: inserted }], document.version + 1);
    },
  };
}

/** The offset of the first string value (not a key) equal to `value`, inside its quotes. */
function insideValue(text: string, value: string): number {
  const at = text.indexOf(`: "${value}"`) >= 0 ? text.indexOf(`: "${value}"`) + 3 : text.indexOf(`"${value}"`) + 1;
  assert.ok(at > 0, `"${value}" is in the text`);
  return at;
}

const textOf = (node: Node, text: string) => text.slice(node.offset, node.offset + node.length);

function generatedMintJson(): string {
  return JSON.stringify(
    {
      name: 'Docs',
      description: 'About the docs',
      colors: { primary: '#0D9373' },
      modeToggle: { default: 'dark' },
      navigation: Array.from({ length: 6 }, (_, g) => ({
        group: `Group ${g}`,
        pages: Array.from({ length: 5 }, (_, p) => `section-${g}/page-${p}`),
      })),
      redirects: [{ source: '/old', destination: '/section-0/page-0' }],
    },
    null,
    2,
  );
}

test('an edit of a string the model never read moves the model on: its entries are read in the new text', () => {
  const editor = editorOf('mint.json', generatedMintJson());
  const first = editor.doc();
  const model = editor.service.model(first);
  // Typing in the description, before the navigation: every entry after it moves by the typed length.
  editor.change(insideValue(editor.text, 'About the docs') + 6, 0, 'all of ');
  const second = editor.doc();
  assert.notEqual(second, first);
  assert.equal(editor.service.model(second), model, 'the same model, moved on');
  assert.equal(model.main.doc, second);
  assert.equal(model.main.textDocument.getText(), editor.text);
  for (const page of model.pages) assert.equal(textOf(page.node, editor.text), JSON.stringify(page.raw));
  for (const item of model.navItems) assert.equal(textOf(item.labelNode!, editor.text), JSON.stringify(item.label));
  assert.deepEqual((model.value as { description: string }).description, 'About all of the docs');
});

test('an edit of a page entry, a label or a redirect read by the page facts builds a new model', () => {
  const editor = editorOf('mint.json', generatedMintJson());
  let model = editor.service.model(editor.doc());
  const next = (offset: number, inserted: string) => {
    editor.change(offset, 0, inserted);
    const later = editor.service.model(editor.doc());
    const rebuilt = later !== model;
    model = later;
    return rebuilt;
  };
  assert.ok(next(insideValue(editor.text, 'section-2/page-3') + 16, 's'), 'a page entry');
  assert.ok(
    model.pages.some((page) => page.id === 'section-2/page-3s'),
    'the new model has the new entry',
  );
  assert.ok(next(insideValue(editor.text, 'Group 4') + 7, '!'), 'a group label');
  assert.equal(model.navItems[4].label, 'Group 4!');
  // A redirect's source is read by the page facts, after the build: moved on while nobody read it, then rebuilt.
  assert.ok(!next(insideValue(editor.text, '/old') + 4, 'er'), 'a redirect nobody read yet');
  assert.equal(pageFactsOf(model).redirects.lookup('/older')?.destination, '/section-0/page-0');
  assert.ok(next(insideValue(editor.text, '/older') + 6, 's'), 'a redirect the page facts read');
  assert.equal(pageFactsOf(model).redirects.lookup('/olders')?.destination, '/section-0/page-0');
  assert.equal(pageFactsOf(model).redirects.lookup('/older'), undefined);
});

test('an edit of a `$ref` builds a new model', () => {
  const text = JSON.stringify({ name: 'Docs', theme: 'mint', navigation: { $ref: 'nav.json' } }, null, 2);
  const editor = editorOf('docs.json', text);
  const model = editor.service.model(editor.doc());
  editor.change(insideValue(editor.text, 'nav.json') + 3, 0, 'x');
  assert.notEqual(editor.service.model(editor.doc()), model);
});

test(
  'after random edits inside string values of the real configs, the diagnostics are those of a fresh parse (seeded)',
  { skip: corpusSkip() },
  () => {
    const next = seededRandom(1127);
    const typed = 'abc-/.#0 é'.split('');
    let carried = 0;
    let edits = 0;
    for (const config of corpusConfigs()) {
      const editor = editorOf(config.file, config.text, config.files);
      let model = editor.service.model(editor.doc());
      for (let i = 0; i < 12; i++) {
        const strings = stringValues(editor.doc().root).filter((node) => !textOf(node, editor.text).includes('\\'));
        if (strings.length === 0) break;
        const node = strings[Math.floor(next() * strings.length)];
        const at = node.offset + 1 + Math.floor(next() * (node.length - 1));
        const removed = Math.min(Math.floor(next() * 3), node.offset + node.length - 1 - at);
        editor.change(at, removed, next() < 0.3 ? '' : typed[Math.floor(next() * typed.length)]);
        const doc = editor.doc();
        const later = editor.service.model(doc);
        if (later === model) carried++;
        model = later;
        edits++;
        const fresh = editorOf(config.file, editor.text, config.files);
        const label = `${config.name}, edit #${i}`;
        const shown = (service: LanguageService, parsed: typeof doc) =>
          service
            .diagnoseSite(parsed, DEFAULT_SERVER_SETTINGS)
            .map(({ file, diagnostics }) => ({ uri: file.uri, diagnostics: diagnostics.map((d) => ({ ...d })) }));
        assert.deepEqual(shown(editor.service, doc), shown(fresh.service, fresh.doc()), label);
      }
    }
    assert.ok(carried > edits / 4, `the model moved on after ${carried} of ${edits} edits`);
  },
);
