// The legacy-key quick fix (config/features/legacyKeyMoves.ts): offered, and preferred, only when docs.json reads the
// same value at one known place that is still empty; what it writes is that value there and the old key gone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver-protocol';
import { getCodeActions } from '../../../../../server/src/service/config/features/codeActions';
import { DEFAULT_SERVER_SETTINGS } from '../../../../../shared/src/settings';
import { docsJson, docsJsonSite } from '../../docsJsonSite';
import { applyTextEdits } from './support';

/** The legacy-key findings of a docs.json, each with the actions offered for it. */
function legacyFixes(config: unknown, extra: Record<string, string> = {}) {
  const { service, doc } = docsJsonSite(config, ['intro.mdx'], extra);
  const model = service.model(doc);
  const own = service.diagnoseSite(doc, DEFAULT_SERVER_SETTINGS).find((f) => f.file.path === model.main.path);
  const legacy = (own?.diagnostics ?? []).filter((d) => d.code === 'legacy-key');
  return legacy.map((diagnostic: Diagnostic) => ({
    diagnostic,
    actions: getCodeActions({
      document: doc.textDocument,
      root: doc.root,
      rootDir: model.rootDir,
      model,
      diagnostics: [diagnostic],
    }),
    apply(action: CodeAction): unknown {
      const edits = action.edit?.changes?.[doc.textDocument.uri] as TextEdit[];
      return JSON.parse(applyTextEdits(doc.textDocument, edits));
    },
  }));
}

const nav = { groups: [{ group: 'Start', pages: ['intro'] }] };

test('openapi moves to api.openapi, beside what api already holds', () => {
  const [fix, ...rest] = legacyFixes(
    docsJson(nav, { openapi: ['a.yaml', 'b.yaml'], api: { playground: { display: 'simple' } } }),
  );
  assert.equal(rest.length, 0);
  assert.equal(fix.actions.length, 1);
  assert.equal(fix.actions[0].title, 'Move "openapi" to "api.openapi"');
  assert.equal(fix.actions[0].isPreferred, true);
  const fixed = fix.apply(fix.actions[0]) as Record<string, unknown>;
  assert.equal(fixed.openapi, undefined);
  assert.deepEqual(fixed.api, { playground: { display: 'simple' }, openapi: ['a.yaml', 'b.yaml'] });
  assert.deepEqual(fixed.navigation, nav, 'the rest of the file is kept');
});

test('colors.background and backgroundImage go to background.color and background.image', () => {
  const config = docsJson(nav, { backgroundImage: '/bg.png' });
  (config.colors as Record<string, unknown>).background = { light: '#ffffff', dark: '#000000' };
  const fixes = legacyFixes(config);
  assert.equal(fixes.length, 2);
  const byKey = new Map(fixes.map((f) => [f.actions[0]?.title, f]));
  const color = byKey.get('Move "colors.background" to "background.color"');
  const image = byKey.get('Move "backgroundImage" to "background.image"');
  assert.ok(color && image, [...byKey.keys()].join(', '));
  const colorFixed = color.apply(color.actions[0]) as { colors: unknown; background: unknown };
  assert.deepEqual(colorFixed.colors, { primary: '#0D9373' });
  assert.deepEqual(colorFixed.background, { color: { light: '#ffffff', dark: '#000000' } });
  assert.deepEqual((image.apply(image.actions[0]) as { background: unknown }).background, { image: '/bg.png' });
});

test('api.baseUrl and api.auth go under api.mdx; an auth with inputPrefix would lose it and is not moved', () => {
  const fixes = legacyFixes(docsJson(nav, { api: { baseUrl: 'https://api.example.com', auth: { method: 'bearer' } } }));
  const titles = fixes.map((f) => f.actions.map((a) => a.title).join('|')).sort();
  assert.deepEqual(titles, ['Move "api.auth" to "api.mdx.auth"', 'Move "api.baseUrl" to "api.mdx.server"']);
  const server = fixes.find((f) => f.actions[0].title.includes('baseUrl'));
  assert.deepEqual((server?.apply(server.actions[0]) as { api: unknown }).api, {
    auth: { method: 'bearer' },
    mdx: { server: 'https://api.example.com' },
  });
  const prefixed = legacyFixes(docsJson(nav, { api: { auth: { method: 'key', name: 'x', inputPrefix: 'Bearer' } } }));
  assert.equal(prefixed.length, 1);
  assert.deepEqual(prefixed[0].actions, []);
});

test('no move when the place holds a value, is read from a $ref, or docs.json reads another shape there', () => {
  const taken = legacyFixes(docsJson(nav, { openapi: 'a.yaml', api: { openapi: 'b.yaml' } }));
  assert.equal(taken.length, 1);
  assert.deepEqual(taken[0].actions, [], 'api.openapi is there already');
  const referenced = legacyFixes(docsJson(nav, { backgroundImage: '/bg.png', background: { $ref: './bg.json' } }), {
    'bg.json': '{ "decoration": "grid" }',
  });
  assert.equal(referenced.length, 1);
  assert.deepEqual(referenced[0].actions, [], 'background is read from another file');
  const reshaped = legacyFixes(
    docsJson(nav, { topbarLinks: [{ name: 'Blog', url: 'https://example.com' }], modeToggle: { default: 'dark' } }),
  );
  assert.equal(reshaped.length, 2);
  for (const fix of reshaped) assert.deepEqual(fix.actions, [], String(fix.diagnostic.message));
});
