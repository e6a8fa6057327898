// Which quick fixes `--fix` applies by itself (cli/fixCertain.ts): the hex colour fix only when the colour stays
// the same, and the quick text test that lets `--fix` skip pages, which must never skip a page that needs a fix.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CERTAIN_FIXES, isCertain, mayNeedPageFix } from '../../../server/src/cli/fixCertain';

function hexDiagnostic(written: string, suggestion: string): { diagnostic: Diagnostic; document: TextDocument } {
  const text = `{ "colors": { "primary": ${JSON.stringify(written)} } }`;
  const document = TextDocument.create('file:///site/docs.json', 'json', 1, text);
  const start = text.indexOf(JSON.stringify(written));
  const range = {
    start: document.positionAt(start),
    end: document.positionAt(start + JSON.stringify(written).length),
  };
  return {
    document,
    diagnostic: { range, severity: DiagnosticSeverity.Error, code: 'hex-color', message: '', data: { suggestion } },
  };
}

test('hex colour: "#" added or spaces trimmed are certain; an alpha channel cut is not', () => {
  const certain = (written: string, suggestion: string) => {
    const { diagnostic, document } = hexDiagnostic(written, suggestion);
    return isCertain(diagnostic, document, 'config');
  };
  assert.equal(certain('0D9373', '#0D9373'), true);
  assert.equal(certain(' #0D9373 ', '#0D9373'), true);
  assert.equal(certain('#0D937380', '#0D9373'), false);
  assert.equal(certain('#FFFA', '#FFF'), false);
  const { diagnostic, document } = hexDiagnostic('0D9373', '#0D9373');
  assert.equal(isCertain(diagnostic, document, 'page'), false, 'a config rule is not applied to pages');
});

test('rules without a certain fix are never applied', () => {
  const document = TextDocument.create('file:///site/a.mdx', 'mdx', 1, '[x](/y)');
  const range = { start: { line: 0, character: 4 }, end: { line: 0, character: 6 } };
  for (const code of ['page-link-broken', 'page-anchor-missing', 'unknown-icon', 'page-missing'])
    assert.equal(isCertain({ range, code, message: '', data: { suggestion: '/z' } }, document, 'page'), false, code);
  assert.deepEqual(CERTAIN_FIXES.map((f) => f.code).sort(), [
    'component-deprecated',
    'hex-color',
    'legacy-key',
    'page-duplicate',
    'page-extension',
    'page-link-extension',
    'page-link-no-host',
  ]);
});

test('the page text test finds every kind of page fix and skips pages with none', () => {
  const need = [
    'See [intro](/guides/intro.mdx).',
    'See [intro](intro.md#setup).',
    '<a href="/guides/intro.mdx">x</a>',
    '[ref]: /guides/intro.md\n',
    '[ref]: /guides/intro.md',
    'See [b](//guides/b).',
    '<Card href="//guides/b" />',
    '[ref]: //guides/b',
    '<CardGroup cols={2}>\n</CardGroup>',
  ];
  for (const text of need) assert.equal(mayNeedPageFix(text), true, text);
  const none = [
    'Plain prose with [a link](/guides/intro) and [another](https://example.com/x.html).',
    'A file named `README.md`.',
    '```js\n// a comment\nconst url = "https://example.com";\n```',
    '<Columns cols={2}>\n</Columns>',
  ];
  for (const text of none) assert.equal(mayNeedPageFix(text), false, text);
});
