import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { ICON_NAMES, iconCompletions, iconDiagnostics } from '../../../../../server/src/service/config/features/icons';
import { isMintIconPath } from '../../../../../server/src/service/config/formats/positions';
import { applyTextEdits, config, withCursor } from './support';

test('the Font Awesome list holds the Pro names real configs use', () => {
  for (const name of ['book-open', 'rocket-launch', 'book-open-cover', 'github', 'discord', 'code'])
    assert.ok(ICON_NAMES.includes(name), name);
  assert.ok(ICON_NAMES.length > 4000);
});

test('icon paths: top anchor, anchors, groups at any depth; nothing else', () => {
  assert.ok(isMintIconPath(['topAnchor', 'icon']));
  assert.ok(isMintIconPath(['anchors', 2, 'icon']));
  assert.ok(isMintIconPath(['navigation', 0, 'icon']));
  assert.ok(isMintIconPath(['navigation', 0, 'pages', 3, 'icon']));
  assert.ok(!isMintIconPath(['icon']));
  assert.ok(!isMintIconPath(['anchors', 'icon']));
  assert.ok(!isMintIconPath(['tabs', 0, 'icon']));
  assert.ok(!isMintIconPath(['navigation', 0, 'pages', 'icon']));
  assert.ok(!isMintIconPath(['anchors', 0, 'color', 'icon']));
});

test('completes icon names inside an anchor icon string, replacing the whole string', () => {
  const { document, model, offset } = withCursor('{"anchors": [{"name": "A", "icon": "roc|"}]}');
  const items = iconCompletions(model, offset)!;
  assert.equal(items.length, ICON_NAMES.length);
  const rocket = items.find((i) => i.label === 'rocket-launch')!;
  assert.equal(rocket.filterText, '"rocket-launch"');
  const edited = applyTextEdits(document, [rocket.textEdit as { range: never; newText: string }]);
  assert.equal(edited, '{"anchors": [{"name": "A", "icon": "rocket-launch"}]}');
});

test('completes after `"icon": ` with no value yet, inserting a quoted name', () => {
  const { document, model, offset } = withCursor('{"topAnchor": {"icon": |}}');
  const items = iconCompletions(model, offset)!;
  const book = items.find((i) => i.label === 'book-open')!;
  assert.equal(
    applyTextEdits(document, [book.textEdit as { range: never; newText: string }]),
    '{"topAnchor": {"icon": "book-open"}}',
  );
});

test('offers nothing on keys or on other fields', () => {
  for (const text of [
    '{"anchors": [{"name": "|"}]}',
    '{"anchors": [{"ic|on": "x"}]}',
    '{"tabs": [{"icon": "|"}]}',
    '{"name": "|"}',
  ]) {
    const { model, offset } = withCursor(text);
    assert.equal(iconCompletions(model, offset), undefined, text);
  }
});

test('warns on an unknown name with a did-you-mean, and leaves known names and custom images alone', () => {
  const { document, model } = config(`{
    "topAnchor": { "icon": "book-opn" },
    "anchors": [ { "icon": "github" }, { "icon": "https://example.com/logo.svg" }, { "icon": "/icons/x.svg" }, { "icon": "zzzqqqxxx" } ],
    "navigation": [ { "group": "G", "icon": "rocket-launch", "pages": [ { "group": "H", "icon": "rocket-lunch", "pages": [] } ] } ]
  }`);
  const diagnostics = iconDiagnostics(model);
  assert.deepEqual(
    diagnostics.map((d) => [document.getText(d.range), (d.data as { suggestion?: string } | undefined)?.suggestion]),
    [
      ['book-opn', 'book-open'],
      ['zzzqqqxxx', undefined],
      ['rocket-lunch', 'rocket-launch'],
    ],
  );
  assert.ok(diagnostics.every((d) => d.severity === DiagnosticSeverity.Warning && d.code === 'unknown-icon'));
  assert.match(String(diagnostics[0].message), /Unknown icon "book-opn".*Did you mean "book-open"\?/);
  assert.doesNotMatch(String(diagnostics[1].message), /Did you mean/);
});
