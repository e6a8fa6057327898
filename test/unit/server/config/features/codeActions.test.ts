import { CREATE_PAGE_FILE_COMMAND } from '../../../../../shared/src/customMessages';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeAction, Diagnostic, TextDocumentEdit, CreateFile, TextEdit } from 'vscode-languageserver-protocol';
import { getCodeActions } from '../../../../../server/src/service/config/features/codeActions';
import { addIconSuggestions } from '../../../../../server/src/service/config/features/icons';
import { configSiteDiagnostics } from '../../../../../server/src/service/checks/runConfigChecks';
import { applyTextEdits, site } from './support';

type Site = ReturnType<typeof site>;

/** Every config check's diagnostics, as the server publishes them (before the user's severities). */
function diagnosticsOf(s: Site): Diagnostic[] {
  return addIconSuggestions(configSiteDiagnostics(s.doc, s.index)[0].diagnostics);
}

function actionsFor(s: Site, code: string): { diagnostic: Diagnostic; actions: CodeAction[] } {
  const diagnostic = diagnosticsOf(s).find((d) => d.code === code);
  assert.ok(diagnostic, `expected a "${code}" diagnostic`);
  return {
    diagnostic,
    actions: getCodeActions({ document: s.document, root: s.root, rootDir: s.rootDir, diagnostics: [diagnostic] }),
  };
}

function applyOnly(s: Site, action: CodeAction): string {
  const edits = action.edit?.changes?.[s.document.uri] as TextEdit[];
  assert.ok(edits, `action "${action.title}" edits the config`);
  return applyTextEdits(s.document, edits);
}

const BASE = (extra: string) => `{
  "name": "Site",
  ${extra}
  "navigation": [
    { "group": "Start", "pages": ["intro"] }
  ]
}`;

test("an invalid enum value is replaced by the core's suggestion", () => {
  const s = site(BASE('"modeToggle": { "default": "darkk" },'), ['intro.mdx']);
  const { actions } = actionsFor(s, 'enum');
  assert.equal(actions[0].title, 'Replace with "dark"');
  assert.match(applyOnly(s, actions[0]), /"default": "dark"/);
});

test('an unknown key is renamed to the suggestion, keeping its quotes', () => {
  const s = site(BASE('"faviconn": "/favicon.svg",'), ['intro.mdx', 'favicon.svg']);
  const { actions } = actionsFor(s, 'unknown-key');
  assert.equal(actions[0].title, 'Replace with "favicon"');
  const text = applyOnly(s, actions[0]);
  assert.match(text, /"favicon": "\/favicon.svg"/);
  assert.doesNotThrow(() => JSON.parse(text));
});

test('a hex colour missing its # is fixed; an ambiguous one gets no fix', () => {
  const s = site(BASE('"colors": { "primary": "0D9373", "light": "#FFFFFFF" },'), ['intro.mdx']);
  const hex = diagnosticsOf(s).filter((d) => d.code === 'hex-color');
  assert.equal(hex.length, 2);
  const [missingHash, sevenDigits] = hex;
  const fix = getCodeActions({ document: s.document, root: s.root, diagnostics: [missingHash] });
  assert.match(applyOnly(s, fix[0]), /"primary": "#0D9373"/);
  assert.deepEqual(getCodeActions({ document: s.document, root: s.root, diagnostics: [sevenDigits] }), []);
});

test('an unknown icon is replaced by the closest icon name, inside its quotes', () => {
  const s = site(BASE('"anchors": [{ "name": "A", "url": "intro", "icon": "rocket-lunch" }],'), ['intro.mdx']);
  const { actions } = actionsFor(s, 'unknown-icon');
  assert.match(applyOnly(s, actions[0]), /"icon": "rocket-launch"/);
});

test('a missing page gets "create page file" with a front-matter title from its path', () => {
  const s = site(BASE(''), []);
  const { actions } = actionsFor(s, 'page-missing');
  const create = actions.find((a) => a.title.startsWith('Create page file'))!;
  assert.equal(create.title, 'Create page file "intro.mdx"');
  const [createFile, content] = create.edit!.documentChanges! as [CreateFile, TextDocumentEdit];
  assert.equal(createFile.kind, 'create');
  assert.equal(createFile.uri, 'file:///site/intro.mdx');
  assert.equal(createFile.options?.overwrite, false);
  assert.equal(content.textDocument.uri, 'file:///site/intro.mdx');
  assert.equal((content.edits[0] as TextEdit).newText, '---\ntitle: "Intro"\n---\n\n');
});

test('for a client that cannot create files through an edit, "create page file" is a command with the same text', () => {
  const s = site(BASE(''), []);
  const { diagnostic } = actionsFor(s, 'page-missing');
  const [create] = getCodeActions({
    document: s.document,
    root: s.root,
    rootDir: s.rootDir,
    diagnostics: [diagnostic],
    clientCreatesFiles: false,
  });
  assert.equal(create.title, 'Create page file "intro.mdx"');
  assert.equal(create.edit, undefined);
  assert.deepEqual(create.command, {
    title: create.title,
    command: CREATE_PAGE_FILE_COMMAND,
    arguments: ['file:///site/intro.mdx', '---\ntitle: "Intro"\n---\n\n'],
  });
});

test('a duplicate page entry is removed with its comma, wherever it sits in the list', () => {
  for (const [pages, expected] of [
    ['"intro", "guide", "intro"', ['intro', 'guide']],
    ['"intro", "intro", "guide"', ['intro', 'guide']],
  ] as const) {
    const s = site(`{"name": "S", "navigation": [{"group": "G", "pages": [${pages}]}]}`, ['intro.mdx', 'guide.mdx']);
    const { actions } = actionsFor(s, 'page-duplicate');
    assert.equal(actions[0].title, 'Remove the duplicate entry');
    const edited = JSON.parse(applyOnly(s, actions[0]));
    assert.deepEqual(edited.navigation[0].pages, expected);
  }
});

test('a duplicate key: the ignored earlier property is removed, the JSON stays valid', () => {
  const s = site('{\n  "name": "Old",\n  "name": "New",\n  "navigation": [{"group": "G", "pages": ["intro"]}]\n}', [
    'intro.mdx',
  ]);
  const { actions } = actionsFor(s, 'duplicate-key');
  assert.equal(actions[0].title, 'Remove the earlier "name" that this one overrides');
  const edited = applyOnly(s, actions[0]);
  assert.deepEqual(Object.keys(JSON.parse(edited)), ['name', 'navigation']);
  assert.match(edited, /"name": "New"/);
  assert.doesNotMatch(edited, /Old/);
});

test("an orphan page is added to the group whose pages share its folder, in the list's own layout", () => {
  const config = `{
  "name": "S",
  "navigation": [
    { "group": "Start", "pages": ["intro"] },
    {
      "group": "API",
      "pages": [
        "api/users/create",
        "api/users/list"
      ]
    }
  ]
}`;
  const s = site(config, ['intro.mdx', 'api/users/create.mdx', 'api/users/list.mdx', 'api/users/delete.mdx']);
  const { actions } = actionsFor(s, 'orphan-page');
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Add "api/users/delete" to group "API"', 'Add "api/users/delete" to group "Start"'],
  );
  assert.equal(actions[0].isPreferred, true);
  const edited = applyOnly(s, actions[0]);
  assert.match(edited, /"api\/users\/list",\n        "api\/users\/delete"\n      \]/);
  assert.deepEqual(JSON.parse(edited).navigation[1].pages, ['api/users/create', 'api/users/list', 'api/users/delete']);
});

test('an orphan goes into an inline list inline, and into an empty list', () => {
  const s = site('{"name": "S", "navigation": [{"group": "A", "pages": ["intro"]}, {"group": "B", "pages": []}]}', [
    'intro.mdx',
    'extra.mdx',
  ]);
  const { actions } = actionsFor(s, 'orphan-page');
  assert.match(applyOnly(s, actions[0]), /"pages": \["intro", "extra"\]/);
  assert.match(applyOnly(s, actions[1]), /"pages": \["extra"\]/);
});

test('diagnostics without a fix get no actions', () => {
  const s = site(BASE('"colors": { "primary": "#GGGGGG" },'), ['intro.mdx']);
  assert.deepEqual(getCodeActions({ document: s.document, root: s.root, diagnostics: diagnosticsOf(s) }), []);
});

test('a page written with the wrong letter case or with its extension is corrected to the file that exists', () => {
  const s = site('{"name": "S", "navigation": [{"group": "G", "pages": ["Guide", "intro.mdx"]}]}', [
    'guide.mdx',
    'intro.mdx',
  ]);
  const caseFix = actionsFor(s, 'page-missing').actions.find((a) => a.title.startsWith('Replace'))!;
  assert.match(applyOnly(s, caseFix), /\["guide", "intro.mdx"\]/);
  const extensionFix = actionsFor(s, 'page-extension').actions[0];
  assert.match(applyOnly(s, extensionFix), /\["Guide", "intro"\]/);
});

test('an orphan added to a CRLF file gets CRLF too', () => {
  const config =
    '{\r\n  "name": "S",\r\n  "navigation": [\r\n    {\r\n      "group": "G",\r\n      "pages": [\r\n        "intro"\r\n      ]\r\n    }\r\n  ]\r\n}\r\n';
  const s = site(config, ['intro.mdx', 'extra.mdx']);
  const { actions } = actionsFor(s, 'orphan-page');
  assert.match(applyOnly(s, actions[0]), /"intro",\r\n {8}"extra"\r\n/);
});
